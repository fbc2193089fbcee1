import MosaicCairo
import MosaicCore
import MosaicView

/// Renders display lists into memory with no display and no video subsystem: a
/// `CairoCanvas` image at a pixel scale drawn by the same `CairoRenderer` code and the same
/// frame composition as the window (pixels are identical to the window's). For snapshots
/// (`renderPNG`), golden-image tests (`renderPixels`), the render benchmark and the tour.
///
/// Not thread-safe; use from one thread.
public final class OffscreenRenderer {
    /// The image's width in pixels.
    public let pixelWidth: Int
    /// The image's height in pixels.
    public let pixelHeight: Int
    /// The drawing code (its palette, text and image caches).
    public let renderer: CairoRenderer
    /// The image drawn into.
    public let canvas: CairoCanvas

    /// Creates a `size` (logical points) image; its pixel size is `size × pixelScale`.
    /// - Throws: `SDLError` when the size is not positive and at most 16384 pixels a side, or
    ///   when cairo cannot allocate the image or Pango has no fonts.
    public init(size: Size, pixelScale: Double = 1) throws(SDLError) {
        do throws(CairoError) {
            canvas = try CairoCanvas.image(size: size, pixelScale: pixelScale)
            renderer = try CairoRenderer()
        } catch {
            throw SDLError(message: "offscreen: \(error.message)")
        }
        pixelWidth = canvas.pixelWidth
        pixelHeight = canvas.pixelHeight
    }

    /// The logical-to-pixel scale.
    public var pixelScale: Double { canvas.pixelScale }

    /// Draws one frame: the background, then `header` (when given) with the list below it,
    /// or the list alone at the top-left, then the owner's `overlay` above everything — with
    /// the same drawing as a window (`SDLWindowHost.present`), cells and headers showing
    /// `content` and `supplementaryContent`.
    public func render<ID: Hashable & Sendable>(list: DisplayList<ID>, header: (any WindowHeader)? = nil, dialogGeometry: DialogGeometry? = nil,
                                                content: ((DisplayCell<ID>) -> CellContent)? = nil,
                                                supplementaryContent: ((DisplaySupplementary) -> SupplementaryContent?)? = nil,
                                                snapshotContent: ((DisplayCell<ID>) -> CellContent)? = nil,
                                                overlay: ((DrawingContext, Size) -> Void)? = nil) {
        Self.drawFrame(renderer, in: canvas.context, size: canvas.size, pixelScale: canvas.pixelScale, list: list,
                       header: header, dialogGeometry: dialogGeometry, content: content,
                       supplementaryContent: supplementaryContent, snapshotContent: snapshotContent, overlay: overlay)
    }

    /// The frame both the window and the offscreen image show, drawn into `cr` (device pixels
    /// from the top-left) for a `size`-point output at `pixelScale`.
    static func drawFrame<ID: Hashable & Sendable>(_ renderer: CairoRenderer, in cr: OpaquePointer, size: Size,
                                                   pixelScale: Double, list: DisplayList<ID>, header: (any WindowHeader)?,
                                                   dialogGeometry: DialogGeometry?,
                                                   content: ((DisplayCell<ID>) -> CellContent)?,
                                                   supplementaryContent: ((DisplaySupplementary) -> SupplementaryContent?)?,
                                                   snapshotContent: ((DisplayCell<ID>) -> CellContent)?,
                                                   overlay: ((DrawingContext, Size) -> Void)?) {
        renderer.begin(cr, pixelScale: pixelScale, size: size)
        defer { renderer.end() }
        // The list fills its viewport with the background itself: clear only what it leaves
        // out (the header's band), not every pixel twice.
        let listTop = header?.height ?? 0
        if list.viewport.width >= size.width, listTop + list.viewport.height >= size.height {
            if listTop > 0 { renderer.clear(size: Size(width: size.width, height: listTop)) }
        } else {
            renderer.clear(size: size)
        }
        if let header {
            header.draw(in: renderer.context(for: Rect(x: 0, y: 0, width: size.width, height: header.height)))
            renderer.drawList(list, at: Point(x: 0, y: header.height), dialogGeometry: dialogGeometry, content: content,
                              supplementaryContent: supplementaryContent, snapshotContent: snapshotContent)
        } else {
            renderer.drawList(list, dialogGeometry: dialogGeometry, content: content,
                              supplementaryContent: supplementaryContent, snapshotContent: snapshotContent)
        }
        if let overlay { renderer.drawOverlay(in: size, overlay) }
    }

    /// Starts a frame for drawing with the renderer's own calls (`renderer.drawImage`, a
    /// `renderer.context(for:)`): ends an open one, then clears the image to the palette's
    /// background. ``pixels()``, ``image()`` and ``savePNG(path:)`` end it.
    public func beginFrame() {
        renderer.end()
        renderer.begin(canvas.context, pixelScale: canvas.pixelScale, size: canvas.size)
        renderer.clear(size: canvas.size)
    }

    /// The current image as RGB bytes, row by row from the top-left, 3 bytes per pixel
    /// (`pixelWidth × pixelHeight × 3` bytes).
    public func pixels() -> [UInt8] {
        renderer.end()
        return canvas.rgbBytes()
    }

    /// The current image.
    public func image() -> RGBImage { RGBImage(width: pixelWidth, height: pixelHeight, pixels: pixels()) }

    /// Renders one frame and returns its RGB bytes (see `pixels()`).
    public func renderPixels<ID: Hashable & Sendable>(list: DisplayList<ID>, header: (any WindowHeader)? = nil,
                                                      dialogGeometry: DialogGeometry? = nil,
                                                      content: ((DisplayCell<ID>) -> CellContent)? = nil) -> [UInt8] {
        render(list: list, header: header, dialogGeometry: dialogGeometry, content: content)
        return pixels()
    }

    /// Writes the current image to `path` as PNG (cairo).
    /// - Throws: `SDLError` when the file cannot be written.
    public func savePNG(path: String) throws(SDLError) {
        renderer.end()
        do throws(CairoError) { try canvas.writePNG(path: path) } catch { throw SDLError(message: error.message) }
    }

    /// Renders one frame of `size` logical points (with the owner's `overlay` above it, as
    /// ``render(list:header:dialogGeometry:content:supplementaryContent:snapshotContent:overlay:)``)
    /// and writes it to `path` as PNG.
    /// - Throws: `SDLError` as `init(size:pixelScale:)` and `savePNG(path:)` do.
    public static func renderPNG<ID: Hashable & Sendable>(list: DisplayList<ID>, header: (any WindowHeader)? = nil, dialogGeometry: DialogGeometry? = nil,
                                 size: Size, pixelScale: Double = 1, path: String, palette: Palette = .light,
                                 content: ((DisplayCell<ID>) -> CellContent)? = nil,
                                 supplementaryContent: ((DisplaySupplementary) -> SupplementaryContent?)? = nil,
                                 snapshotContent: ((DisplayCell<ID>) -> CellContent)? = nil,
                                 overlay: ((DrawingContext, Size) -> Void)? = nil) throws(SDLError) {
        let offscreen = try OffscreenRenderer(size: size, pixelScale: pixelScale)
        offscreen.renderer.palette = palette
        offscreen.render(list: list, header: header, dialogGeometry: dialogGeometry, content: content,
                         supplementaryContent: supplementaryContent, snapshotContent: snapshotContent, overlay: overlay)
        try offscreen.savePNG(path: path)
    }
}
