internal import CPangoCairo
import MosaicCore

/// A cairo surface to draw into and its context: an ARGB image of a size in points at a pixel
/// scale (snapshots, golden images, PNG export), or a PDF document with pages of a size in
/// points (export whose text layer `pdftotext` reads: Pango emits real text in PDFs).
///
/// ```swift
/// let canvas = try CairoCanvas.pdf(path: "lineup.pdf", size: Size(width: 595, height: 842))
/// let renderer = try CairoRenderer()
/// renderer.draw(list, in: canvas.context, viewport: canvas.size, pixelScale: canvas.pixelScale)
/// try canvas.finish()
/// ```
///
/// Owns the surface and the context; both are destroyed with the canvas. Not thread-safe.
public final class CairoCanvas {
    /// What the canvas writes to.
    public enum Kind: Sendable, Equatable {
        /// An in-memory ARGB32 image (premultiplied, native-endian words: ARGB8888).
        case image
        /// A PDF file at this path.
        case pdf(path: String)
    }

    /// Image or PDF.
    public let kind: Kind
    /// The drawing size in points (logical units).
    public let size: Size
    /// Device units per point: the image's pixel scale; 1 for PDF (PDF's unit is the point).
    public let pixelScale: Double
    /// The `cairo_surface_t*`.
    public let surface: OpaquePointer
    /// The `cairo_t*` drawing into ``surface`` (its user space is device units, origin at the
    /// top-left: pass it with ``pixelScale`` to `CairoRenderer.draw`).
    public let context: OpaquePointer
    private var finished = false

    private init(kind: Kind, size: Size, pixelScale: Double, surface: OpaquePointer) throws(CairoError) {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface),
              cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw CairoError("cairo surface \(kind) of \(size.width)×\(size.height) points: \(reason)")
        }
        self.kind = kind
        self.size = size
        self.pixelScale = pixelScale
        self.surface = surface
        context = cr
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// An image of `size` points at `pixelScale` (pixels = points × scale, rounded), cleared to
    /// transparent black.
    /// - Throws: ``CairoError`` when the pixel size is not 1…16384 a side, or cairo cannot allocate it.
    public static func image(size: Size, pixelScale: Double = 1) throws(CairoError) -> CairoCanvas {
        let scale = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1
        let w = (size.width * scale).rounded(), h = (size.height * scale).rounded()
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw CairoError("image canvas \(size.width)×\(size.height) points × \(scale): expected 1…16384 pixels a side")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
            throw CairoError("cairo_image_surface_create(\(Int(w))×\(Int(h))) returned nothing")
        }
        return try CairoCanvas(kind: .image, size: size, pixelScale: scale, surface: surface)
    }

    /// A PDF document at `path` whose pages are `size` points; draw the first page at once,
    /// call ``nextPage()`` between pages and ``finish()`` at the end.
    /// - Throws: ``CairoError`` when the size is not positive or the file cannot be created.
    public static func pdf(path: String, size: Size) throws(CairoError) -> CairoCanvas {
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
              size.width <= 14_400, size.height <= 14_400 else {
            throw CairoError("PDF page \(size.width)×\(size.height) points: expected 1…14400 points a side")
        }
        guard let surface = cairo_pdf_surface_create(path, size.width, size.height) else {
            throw CairoError("cairo_pdf_surface_create(\(path)) returned nothing")
        }
        return try CairoCanvas(kind: .pdf(path: path), size: size, pixelScale: 1, surface: surface)
    }

    /// An image canvas holding the PNG file at `path` (pixel scale 1: its size in points is
    /// its size in pixels), to compare with or draw over.
    /// - Throws: ``CairoError`` when the file cannot be read as PNG.
    public static func png(path: String) throws(CairoError) -> CairoCanvas {
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw CairoError("cairo_image_surface_create_from_png(\(path)) returned nothing")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError("reading PNG \(path): \(String(cString: cairo_status_to_string(status)))")
        }
        let size = Size(width: Double(cairo_image_surface_get_width(surface)),
                        height: Double(cairo_image_surface_get_height(surface)))
        return try CairoCanvas(kind: .image, size: size, pixelScale: 1, surface: surface)
    }

    /// The image's width in pixels (the page width in points for PDF, rounded).
    public var pixelWidth: Int { kind == .image ? Int(cairo_image_surface_get_width(surface)) : Int(size.width.rounded()) }
    /// The image's height in pixels (the page height in points for PDF, rounded).
    public var pixelHeight: Int { kind == .image ? Int(cairo_image_surface_get_height(surface)) : Int(size.height.rounded()) }

    /// Ends the current PDF page and starts the next (same size). Does nothing for an image.
    public func nextPage() {
        if case .pdf = kind { cairo_show_page(context) }
    }

    /// Writes the image to `path` as PNG (with its alpha).
    /// - Throws: ``CairoError`` for a PDF canvas or when the file cannot be written.
    public func writePNG(path: String) throws(CairoError) {
        guard kind == .image else { throw CairoError("writePNG(\(path)): a PDF canvas has no pixels; expected an image canvas") }
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CairoError("cairo_surface_write_to_png(\(path)): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// Finishes the document (PDF: writes the last page and closes the file). Idempotent; the
    /// canvas draws nothing afterwards.
    /// - Throws: ``CairoError`` when cairo reports an error (e.g. the disk is full).
    public func finish() throws(CairoError) {
        guard !finished else { return }
        finished = true
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CairoError("cairo_surface_finish(\(kind)): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// The image's pixels as RGB bytes, row by row from the top-left, 3 bytes per pixel, alpha
    /// dropped (draw an opaque background first); empty for a PDF. O(pixels).
    public func rgbBytes() -> [UInt8] {
        guard kind == .image else { return [] }
        cairo_surface_flush(surface)
        let w = pixelWidth, h = pixelHeight, stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface), w > 0, h > 0 else { return [] }
        var out = [UInt8](repeating: 0, count: w * h * 3)
        out.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<h {
                let row = UnsafeRawPointer(base + y * stride)
                for x in 0..<w {
                    let value = row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
                    let o = (y * w + x) * 3
                    buffer[o] = UInt8(truncatingIfNeeded: value >> 16)
                    buffer[o + 1] = UInt8(truncatingIfNeeded: value >> 8)
                    buffer[o + 2] = UInt8(truncatingIfNeeded: value)
                }
            }
        }
        return out
    }
}
