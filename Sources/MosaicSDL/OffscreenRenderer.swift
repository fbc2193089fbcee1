import CSDL2
import MosaicCore
import MosaicView

/// Renders display lists into memory with no display and no video subsystem: an
/// `SDL_PIXELFORMAT_RGB888` surface with `SDL_CreateSoftwareRenderer` on it, drawn by the same
/// `DisplayListRenderer` code as the window (pixels are identical to the window's). For
/// snapshots (`renderPNG`), golden-image tests (`renderPixels`) and the render benchmark.
///
/// Not thread-safe; use from one thread.
public final class OffscreenRenderer {
    /// The surface's width in pixels.
    public let pixelWidth: Int
    /// The surface's height in pixels.
    public let pixelHeight: Int
    /// The drawing code.
    public let renderer: DisplayListRenderer
    private let surface: UnsafeMutablePointer<SDL_Surface>

    /// Creates a `size` (logical points) surface; its pixel size is `size × pixelScale`.
    /// - Throws: `SDLError` when the size is not positive and at most 16384 pixels a side, or
    ///   when SDL cannot create the surface, the renderer or open the font.
    public init(size: Size, pixelScale: Double = 1, fontPath: String = DisplayListRenderer.defaultFontPath)
        throws(SDLError) {
        let scale = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1
        let w = (size.width * scale).rounded(), h = (size.height * scale).rounded()
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw SDLError(message: "offscreen size \(size) × \(scale): expected 1…16384 pixels a side")
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32,
                                                           SDL_PIXELFORMAT_RGB888.rawValue) else {
            throw SDLError("SDL_CreateRGBSurfaceWithFormat")
        }
        guard let sdlRenderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLError("SDL_CreateSoftwareRenderer")
        }
        do throws(SDLError) {
            renderer = try DisplayListRenderer(renderer: sdlRenderer, pixelScale: scale, fontPath: fontPath)
        } catch {
            SDL_FreeSurface(surface)
            throw error
        }
        self.surface = surface
        pixelWidth = Int(w)
        pixelHeight = Int(h)
    }

    deinit {
        renderer.close()
        SDL_FreeSurface(surface)
    }

    /// Draws one frame: the background, then `topBar` (when given) with the list below it,
    /// or the list alone at the top-left, then the owner's `overlay` above everything
    /// (``DisplayListRenderer/drawOverlay(_:)``) — with the same drawing as a window
    /// (`SDLWindowHost.present`, `CollectionWindow.overlay`), cells and headers showing
    /// `content` and `supplementaryContent`. Executes the drawing (flush) before returning.
    public func render<ID: Hashable & Sendable>(list: DisplayList<ID>, topBar: TopBar? = nil, dialogGeometry: DialogGeometry? = nil,
                                                content: ((DisplayCell<ID>) -> CellContent)? = nil,
                                                supplementaryContent: ((DisplaySupplementary) -> SupplementaryContent?)? = nil,
                                                snapshotContent: ((DisplayCell<ID>) -> CellContent)? = nil,
                                                overlay: ((DrawingContext, Size) -> Void)? = nil) {
        renderer.clear()
        if let topBar {
            renderer.draw(topBar: topBar)
            renderer.draw(list, at: Point(x: 0, y: TopBar.height), dialogGeometry: dialogGeometry, content: content,
                          supplementaryContent: supplementaryContent, snapshotContent: snapshotContent)
        } else {
            renderer.draw(list, dialogGeometry: dialogGeometry, content: content, supplementaryContent: supplementaryContent,
                          snapshotContent: snapshotContent)
        }
        if let overlay { renderer.drawOverlay(overlay) }
        renderer.flush()
    }

    /// The current image as RGB bytes, row by row from the top-left, 3 bytes per pixel
    /// (`pixelWidth × pixelHeight × 3` bytes).
    public func pixels() -> [UInt8] { image().pixels }

    /// The current image.
    public func image() -> RGBImage {
        renderer.flush()
        return RGBImage.rgb(of: surface)
    }

    /// Renders one frame and returns its RGB bytes (see `pixels()`).
    public func renderPixels<ID: Hashable & Sendable>(list: DisplayList<ID>, topBar: TopBar? = nil,
                             dialogGeometry: DialogGeometry? = nil,
                             content: ((DisplayCell<ID>) -> CellContent)? = nil) -> [UInt8] {
        render(list: list, topBar: topBar, dialogGeometry: dialogGeometry, content: content)
        return pixels()
    }

    /// Writes the current image to `path` as PNG (SDL2_image).
    /// - Throws: `SDLError` when the file cannot be written.
    public func savePNG(path: String) throws(SDLError) {
        renderer.flush()
        guard IMG_SavePNG(surface, path) == 0 else { throw SDLError("IMG_SavePNG(\(path))") }
    }

    /// Renders one frame of `size` logical points (with the owner's `overlay` above it, as
    /// ``render(list:topBar:dialogGeometry:content:supplementaryContent:snapshotContent:overlay:)``)
    /// and writes it to `path` as PNG.
    /// - Throws: `SDLError` as `init(size:pixelScale:)` and `savePNG(path:)` do.
    public static func renderPNG<ID: Hashable & Sendable>(list: DisplayList<ID>, topBar: TopBar? = nil, dialogGeometry: DialogGeometry? = nil,
                                 size: Size, pixelScale: Double = 1, path: String,
                                 content: ((DisplayCell<ID>) -> CellContent)? = nil,
                                 supplementaryContent: ((DisplaySupplementary) -> SupplementaryContent?)? = nil,
                                 snapshotContent: ((DisplayCell<ID>) -> CellContent)? = nil,
                                 overlay: ((DrawingContext, Size) -> Void)? = nil) throws(SDLError) {
        let offscreen = try OffscreenRenderer(size: size, pixelScale: pixelScale)
        offscreen.render(list: list, topBar: topBar, dialogGeometry: dialogGeometry, content: content,
                         supplementaryContent: supplementaryContent, snapshotContent: snapshotContent, overlay: overlay)
        try offscreen.savePNG(path: path)
    }
}
