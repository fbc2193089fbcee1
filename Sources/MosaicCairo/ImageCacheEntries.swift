internal import CPangoCairo

/// A rectangle in whole device pixels, half-open: columns `x0..<x1`, rows `y0..<y1`.
struct PixelRect: Hashable, Sendable {
    var x0: Int32
    var y0: Int32
    var x1: Int32
    var y1: Int32

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int32 { x1 - x0 }
    var height: Int32 { y1 - y0 }
}

/// A decoded image: a cairo ARGB32 image surface (premultiplied) that the cache owns and
/// destroys when the entry goes away. Every drawn size is resampled from it (see `ImageVariant`).
final class DecodedImage {
    let surface: OpaquePointer
    let width: Int32
    let height: Int32

    init(surface: OpaquePointer) {
        self.surface = surface
        width = cairo_image_surface_get_width(surface)
        height = cairo_image_surface_get_height(surface)
    }

    /// width × height × 4.
    var bytes: Int { Int(width) * Int(height) * 4 }

    deinit { cairo_surface_destroy(surface) }
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

/// A surface at exactly the size it is drawn, resampled from a `DecodedImage`'s crop, with the
/// rounded-corner mask baked into its alpha. Drawing it is a 1:1 paint.
final class ImageVariant {
    let surface: OpaquePointer
    let width: Int32
    let height: Int32

    init(surface: OpaquePointer, width: Int32, height: Int32) {
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// width × height × 4.
    var bytes: Int { Int(width) * Int(height) * 4 }

    deinit { cairo_surface_destroy(surface) }
}

/// An entry in the cache's single recency list: a decoded image or one of its variants.
enum ImageCacheEntryKey: Hashable {
    case decoded(ImageKey)
    case variant(VariantKey)
}

/// What `ImageCache.drawable` found: a surface and where it goes, relative to the target's
/// top-left, in pixels. `exact` means the surface has the destination's size; otherwise it is
/// an older size of the same image, to be scaled (while the exact one waits for the budget).
struct ImageDrawable {
    var variant: ImageVariant
    var destination: PixelRect
    var exact: Bool
}
