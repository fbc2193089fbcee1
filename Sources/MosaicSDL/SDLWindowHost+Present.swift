internal import CPangoCairo
import CSDL2
import MosaicCairo
import MosaicCore
import MosaicView

extension SDLWindowHost {
    /// Draws one frame — `header` (when given) with the list below it, or the list alone,
    /// then the owner's `overlay` above both (window coordinates) — with the `CairoRenderer`
    /// into the frame texture at the window's pixel scale, and shows it. `content`,
    /// `supplementaryContent` and `snapshotContent` say what cells, headers and the drag
    /// snapshot show (see `CairoRenderer.draw`). The offscreen renderer draws the same frame
    /// (``OffscreenRenderer/render(list:header:dialogGeometry:content:supplementaryContent:snapshotContent:overlay:)``).
    /// - Complexity: the frame's drawing plus one texture upload and copy (O(pixels)).
    public func present<ID: Hashable & Sendable>(list: DisplayList<ID>, header: (any WindowHeader)? = nil, dialogGeometry: DialogGeometry? = nil,
                                                 content: ((DisplayCell<ID>) -> CellContent)? = nil,
                                                 supplementaryContent: ((DisplaySupplementary) -> SupplementaryContent?)? = nil,
                                                 snapshotContent: ((DisplayCell<ID>) -> CellContent)? = nil,
                                                 overlay: ((DrawingContext, Size) -> Void)? = nil) {
        guard let sdlRenderer, let texture = frameTexture(for: sdlRenderer) else { return }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return }
        let (w, h) = frameTextureSize
        if let surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self),
                                                             CAIRO_FORMAT_ARGB32, w, h, pitch) {
            if let cr = cairo_create(surface) {
                OffscreenRenderer.drawFrame(renderer, in: cr, size: windowSize, pixelScale: pixelScale, list: list,
                                            header: header, dialogGeometry: dialogGeometry, content: content,
                                            supplementaryContent: supplementaryContent,
                                            snapshotContent: snapshotContent, overlay: overlay)
                cairo_destroy(cr)
            }
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        SDL_UnlockTexture(texture)
        _ = SDL_RenderCopy(sdlRenderer, texture, nil, nil)
        SDL_RenderPresent(sdlRenderer)
    }

    /// The streaming texture at the renderer's output size, made again when that size changed.
    private func frameTexture(for sdlRenderer: OpaquePointer) -> OpaquePointer? {
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(sdlRenderer, &w, &h) == 0, w > 0, h > 0 else { return nil }
        if let frameTexture, frameTextureSize == (w, h) { return frameTexture }
        if let frameTexture { SDL_DestroyTexture(frameTexture) }
        frameTexture = SDL_CreateTexture(sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                         Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h)
        frameTextureSize = frameTexture == nil ? (0, 0) : (w, h)
        if let frameTexture { SDL_SetTextureBlendMode(frameTexture, SDL_BLENDMODE_NONE) }
        return frameTexture
    }
}
