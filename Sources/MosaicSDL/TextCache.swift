import CSDL2

/// What a cached text texture shows: the string, the font's pixel size and weight, the color,
/// and the wrap width in pixels (0 for a single line).
struct TextKey: Hashable {
    var text: String
    var pixelSize: Int32
    var color: RGBA
    var bold: Bool
    var wrapWidth: Int32
}

/// A rendered piece of text: an SDL texture (owned by the cache) and its size in pixels.
final class TextTexture {
    let texture: OpaquePointer
    let width: Int32
    let height: Int32
    /// The cache frame in which this texture was last drawn.
    var lastUsed: UInt64

    init(texture: OpaquePointer, width: Int32, height: Int32, lastUsed: UInt64) {
        self.texture = texture
        self.width = width
        self.height = height
        self.lastUsed = lastUsed
    }
}

/// Fonts by pixel size and rendered text by `TextKey`, so each label is rasterized once
/// (SDL2_ttf rendering costs ~50–100 µs; drawing a cached texture costs ~1 µs).
///
/// Eviction: when an insertion would grow the cache past `capacity`, every texture not drawn
/// in the current frame (`beginFrame()`) is destroyed. Textures in use are never evicted, so
/// the cache is bounded by `capacity` plus what one frame shows.
///
/// Not thread-safe; owned by a `DisplayListRenderer` on the thread that owns the renderer.
final class TextCache {
    /// Smallest and largest font sizes opened, in pixels.
    static let pixelSizes: ClosedRange<Int32> = 6...160

    private let renderer: OpaquePointer
    private let regularPath: String
    private let boldPath: String?
    private var fonts: [Int32: OpaquePointer] = [:]
    private var boldFonts: [Int32: OpaquePointer] = [:]
    private var entries: [TextKey: TextTexture] = [:]
    private var frame: UInt64 = 0
    /// The size past which unused textures are evicted.
    var capacity: Int

    /// Opens the regular font once to check that it loads; a bold font that cannot be opened
    /// is replaced by the regular one with SDL2_ttf's bold style.
    /// - Throws: `SDLError` when the font file cannot be opened.
    init(renderer: OpaquePointer, regularPath: String, boldPath: String?, capacity: Int = 4096) throws(SDLError) {
        self.renderer = renderer
        self.regularPath = regularPath
        if let boldPath, let probe = TTF_OpenFont(boldPath, 12) {
            TTF_CloseFont(probe)
            self.boldPath = boldPath
        } else {
            self.boldPath = nil
        }
        self.capacity = max(16, capacity)
        guard font(pixelSize: 12, bold: false) != nil else { throw SDLError("TTF_OpenFont(\(regularPath))") }
    }

    /// The number of cached textures.
    var count: Int { entries.count }

    /// Starts a frame: textures drawn from now on count as in use for eviction.
    func beginFrame() { frame &+= 1 }

    /// The font at `pixelSize` (clamped to `pixelSizes`), opened on first use; nil when it
    /// cannot be opened. Wrapped text is centered line by line.
    func font(pixelSize: Int32, bold: Bool) -> OpaquePointer? {
        let size = min(max(pixelSize, Self.pixelSizes.lowerBound), Self.pixelSizes.upperBound)
        if let font = bold ? boldFonts[size] : fonts[size] { return font }
        let path = bold ? (boldPath ?? regularPath) : regularPath
        guard let font = TTF_OpenFont(path, size) else { return nil }
        if bold && boldPath == nil { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
        TTF_SetFontWrappedAlign(font, TTF_WRAPPED_ALIGN_CENTER)
        if bold { boldFonts[size] = font } else { fonts[size] = font }
        return font
    }

    /// The texture for `key`, rendered on first use; nil for empty text or when SDL fails
    /// (the caller then draws no text rather than failing the frame).
    func texture(_ key: TextKey) -> TextTexture? {
        if let entry = entries[key] {
            entry.lastUsed = frame
            return entry
        }
        guard !key.text.isEmpty, let font = font(pixelSize: key.pixelSize, bold: key.bold) else { return nil }
        let color = RGBA(key.color.r, key.color.g, key.color.b).sdl
        let rendered: UnsafeMutablePointer<SDL_Surface>? = key.text.withCString { text in
            key.wrapWidth > 0
                ? TTF_RenderUTF8_Blended_Wrapped(font, text, color, UInt32(key.wrapWidth))
                : TTF_RenderUTF8_Blended(font, text, color)
        }
        guard let surface = rendered else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        if entries.count >= capacity { evictUnused() }
        let entry = TextTexture(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsed: frame)
        entries[key] = entry
        return entry
    }

    /// Destroys every texture not drawn in the current frame.
    func evictUnused() {
        let current = frame
        for (key, entry) in entries where entry.lastUsed != current {
            SDL_DestroyTexture(entry.texture)
            entries[key] = nil
        }
    }

    /// Destroys every texture (fonts stay open).
    func removeAllTextures() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
    }

    /// Destroys every texture and closes every font. Call before destroying the renderer and
    /// before `TTF_Quit`; the cache is empty (but usable) afterwards.
    func close() {
        removeAllTextures()
        for font in fonts.values { TTF_CloseFont(font) }
        for font in boldFonts.values { TTF_CloseFont(font) }
        fonts.removeAll()
        boldFonts.removeAll()
    }
}
