import CSDL2

/// A decoded image: an `SDL_PIXELFORMAT_ARGB8888` surface (blend mode none) that the cache
/// owns and frees when the entry goes away. Kept in memory, not as a texture, because every
/// drawn size is resampled from it (see `ImageVariant`).
final class DecodedImage {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let width: Int32
    let height: Int32
    /// Whether any pixel may be translucent (an alpha channel or a color key in the file).
    let hasAlpha: Bool

    init(surface: UnsafeMutablePointer<SDL_Surface>, hasAlpha: Bool) {
        self.surface = surface
        width = surface.pointee.w
        height = surface.pointee.h
        self.hasAlpha = hasAlpha
    }

    /// width × height × 4.
    var bytes: Int { Int(width) * Int(height) * 4 }

    deinit { SDL_FreeSurface(surface) }
}

/// Which drawable copy of an image: its pixel size, the crop of the decoded image it shows and
/// its corner radius (quarter pixels, already clamped to half the shorter side).
struct VariantKey: Hashable {
    var image: ImageKey
    var width: Int32
    var height: Int32
    var cropX: Int32
    var cropY: Int32
    var cropWidth: Int32
    var cropHeight: Int32
    var quarterRadius: Int32
}

/// A texture at exactly the size it is drawn, resampled from a `DecodedImage`'s crop, with the
/// rounded-corner mask baked into its alpha. Drawing it is a 1:1 copy. The texture is
/// destroyed by `ImageCache` (never after the renderer is destroyed).
final class ImageVariant {
    let texture: OpaquePointer
    let width: Int32
    let height: Int32
    /// Whether drawing must blend (translucent pixels or a corner mask).
    let blends: Bool

    init(texture: OpaquePointer, width: Int32, height: Int32, blends: Bool) {
        self.texture = texture
        self.width = width
        self.height = height
        self.blends = blends
    }

    /// width × height × 4.
    var bytes: Int { Int(width) * Int(height) * 4 }
}

/// An entry in the cache's single recency list: a decoded image or one of its variants.
enum ImageCacheEntryKey: Hashable {
    case decoded(ImageKey)
    case variant(VariantKey)
}

/// What `ImageCache.drawable` found: a texture and where it goes, relative to the target's
/// top-left, in pixels. `exact` means the texture has the destination's size; otherwise it is
/// an older size of the same image, to be scaled (while the exact one waits for the budget).
struct ImageDrawable {
    var variant: ImageVariant
    var destination: PixelRect
    var exact: Bool
}
