import CSDL2

/// What a cached text texture shows: the string, the font's pixel size and weight, the color,
/// and the wrap width in pixels (0 for a single line).
struct TextKey: Hashable {
    var text: String
    var pixelSize: Int32
    var color: RGBA
    var bold: Bool
    var wrapWidth: Int32
    /// The most lines shown (0: no limit); the last line that does not fit ends with "…".
    /// With a limit, `wrapWidth` is also the width a single line is truncated at.
    var maxLines: Int32 = 0
    /// Horizontal alignment of wrapped lines: 0 center, 1 leading, 2 trailing.
    var alignment: UInt8 = 0
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
    /// The font for text the regular font has no glyphs for (Chinese, Japanese, Korean…),
    /// the first of `fallbackPaths` that opens; nil when none does.
    private let fallbackPath: String?
    private var fallbackFonts: [Int32: OpaquePointer] = [:]
    /// Fonts tried, in order, for text the regular font cannot show: Debian's
    /// `fonts-wqy-microhei` (Chinese, Japanese kana and kanji, Korean Hangul; a 1.6 MB package
    /// that `scripts/lib.sh` installs), then Noto CJK and Droid Sans Fallback when present.
    static let fallbackPaths = [
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
    ]
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
        fallbackPath = Self.fallbackPaths.first { path in
            guard let probe = TTF_OpenFont(path, 12) else { return false }
            TTF_CloseFont(probe)
            return true
        }
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
        guard !key.text.isEmpty, let primary = font(pixelSize: key.pixelSize, bold: key.bold) else { return nil }
        let font = Self.provides(key.text, primary) ? primary : (fallbackFont(pixelSize: key.pixelSize, bold: key.bold) ?? primary)
        let color = RGBA(key.color.r, key.color.g, key.color.b).sdl
        let rendered: UnsafeMutablePointer<SDL_Surface>?
        if key.maxLines > 0, key.wrapWidth > 0 {
            let lines = Self.lines(of: key.text, width: key.wrapWidth, maxLines: Int(key.maxLines), font: font)
            TTF_SetFontWrappedAlign(font, key.alignment == 1 ? TTF_WRAPPED_ALIGN_LEFT
                                    : key.alignment == 2 ? TTF_WRAPPED_ALIGN_RIGHT : TTF_WRAPPED_ALIGN_CENTER)
            defer { TTF_SetFontWrappedAlign(font, TTF_WRAPPED_ALIGN_CENTER) }
            let joined = lines.joined(separator: "\n")
            guard !joined.isEmpty else { return nil }
            rendered = joined.withCString { text in
                lines.count > 1 ? TTF_RenderUTF8_Blended_Wrapped(font, text, color, 0) : TTF_RenderUTF8_Blended(font, text, color)
            }
        } else {
            rendered = key.text.withCString { text in
                key.wrapWidth > 0
                    ? TTF_RenderUTF8_Blended_Wrapped(font, text, color, UInt32(key.wrapWidth))
                    : TTF_RenderUTF8_Blended(font, text, color)
            }
        }
        guard let surface = rendered else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        // Scaled copies (text magnified with its element during an animation) filter linearly.
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        if entries.count >= capacity { evictUnused() }
        let entry = TextTexture(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsed: frame)
        entries[key] = entry
        return entry
    }

    /// True when `font` has a glyph for every scalar of `text` (spaces and controls aside).
    /// - Complexity: O(n) glyph lookups; only on a cache miss.
    static func provides(_ text: String, _ font: OpaquePointer) -> Bool {
        for scalar in text.unicodeScalars where scalar.value > 0x7E {
            if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace { continue }
            if TTF_GlyphIsProvided32(font, scalar.value) == 0 { return false }
        }
        return true
    }

    /// The fallback font at `pixelSize` (bold by SDL2_ttf's style), opened on first use.
    func fallbackFont(pixelSize: Int32, bold: Bool) -> OpaquePointer? {
        guard let fallbackPath else { return nil }
        let size = min(max(pixelSize, Self.pixelSizes.lowerBound), Self.pixelSizes.upperBound)
        let key = bold ? -size : size
        if let font = fallbackFonts[key] { return font }
        guard let font = TTF_OpenFont(fallbackPath, size) else { return nil }
        if bold { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
        TTF_SetFontWrappedAlign(font, TTF_WRAPPED_ALIGN_CENTER)
        fallbackFonts[key] = font
        return font
    }

    /// The width of `text` in pixels with `font` (0 when it cannot be measured).
    static func width(of text: String, font: OpaquePointer) -> Int32 {
        var w: Int32 = 0, h: Int32 = 0
        let ok = text.withCString { TTF_SizeUTF8(font, $0, &w, &h) }
        return ok == 0 ? w : 0
    }

    /// Greedy word wrap of `text` at `width` pixels onto at most `maxLines` lines; a word
    /// longer than a line breaks between characters; when text is left over, the last line
    /// ends with "…" (characters dropped until it fits). Newlines and other control
    /// characters count as spaces, so a name never breaks a one-line label.
    /// - Complexity: O(n log n) measurements for n characters (binary search per line).
    static func lines(of text: String, width: Int32, maxLines: Int, font: OpaquePointer) -> [String] {
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            cleaned.append(scalar.properties.generalCategory == .control ? " " : scalar)
        }
        var words = String(cleaned).split(separator: " ").map(String.init)
        func fits(_ s: String) -> Bool { Self.width(of: s, font: font) <= width }
        /// The longest prefix of `s` (in characters) that fits with `suffix` after it.
        func fittingPrefix(_ s: String, suffix: String) -> String {
            let chars = Array(s)
            var low = 0, high = chars.count
            while low < high {
                let mid = (low + high + 1) / 2
                if fits(String(chars[..<mid]) + suffix) { low = mid } else { high = mid - 1 }
            }
            return String(chars[..<low])
        }
        var lines: [String] = []
        var current = ""
        var index = 0
        while index < words.count {
            let word = words[index]
            let candidate = current.isEmpty ? word : current + " " + word
            if fits(candidate) {
                current = candidate
                index += 1
            } else if current.isEmpty {
                // One word wider than a line: break it between characters.
                let head = fittingPrefix(word, suffix: "")
                let cut = max(1, head.count)
                lines.append(String(word.prefix(cut)))
                words[index] = String(word.dropFirst(cut))
                if words[index].isEmpty { index += 1 }
            } else {
                lines.append(current)
                current = ""
            }
            if lines.count == maxLines { break }
        }
        if lines.count < maxLines, !current.isEmpty {
            lines.append(current)
            current = ""
        }
        // Whatever did not fit is summarised by an ellipsis on the last line.
        let rest = ([current] + words[min(index, words.count)...]).filter { !$0.isEmpty }
        if !rest.isEmpty, let last = lines.popLast() {
            let full = ([last] + rest).joined(separator: " ")
            var head = fittingPrefix(full, suffix: "…")
            while head.last == " " { head.removeLast() }
            lines.append(head + "…")
        }
        return lines
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
        for font in fallbackFonts.values { TTF_CloseFont(font) }
        fallbackFonts.removeAll()
        fonts.removeAll()
        boldFonts.removeAll()
    }
}
