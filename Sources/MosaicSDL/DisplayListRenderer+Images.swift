import CSDL2
import MosaicCore

extension DisplayListRenderer {
    /// Draws the image `source` into `rect` (logical points, offset by the list's origin and
    /// clipped like every other primitive) with `contentMode`, rounded corners of
    /// `cornerRadius` points (at least half the shorter side rounds it fully: a square becomes
    /// a circle) and opacity `alpha`. With `.aspectFit` the corners round the fitted image and
    /// the letterbox is not drawn.
    ///
    /// When the image is not ready — not decoded yet because the frame's decode budget is
    /// spent (`images.needsFrame` then asks for another frame), or it failed to decode
    /// (`images.failure(for:)`) — a rounded rect of `placeholder` (a neutral gray by default)
    /// fills `rect` instead. While a new drawn size waits for the budget, the previous size of
    /// the same image is drawn scaled. Images entirely outside the clip are neither decoded nor
    /// drawn.
    ///
    /// The software renderer cannot mask, so each drawn size is a cached texture of exactly
    /// that many pixels, resampled from the decoded image with the corner mask baked into its
    /// alpha (see `ImageCache`): drawing a cached image is one 1:1 copy.
    /// - Returns: true when the image (not the placeholder) was drawn.
    /// - Complexity: O(visible pixels) when cached; plus one decode and/or one resample
    ///   within the frame's budget otherwise.
    @discardableResult
    public func drawImage(_ source: ImageSource, in rect: Rect, contentMode: ContentMode = .aspectFill,
                          cornerRadius: Double = 0, alpha: Double = 1,
                          placeholder: RGBA = Palette.imagePlaceholder) -> Bool {
        guard let handle, alpha.isFinite, alpha > 0.002, let target = pixelRect(rect), !target.isEmpty,
              !target.intersection(clip).isEmpty else { return false }
        let radius = cornerRadius.isFinite && cornerRadius > 0 ? cornerRadius * pixelScale : 0
        guard let drawable = images.drawable(for: source, width: target.width, height: target.height,
                                             contentMode: contentMode, radius: radius) else {
            fillRoundedRect(rect, radius: cornerRadius.isFinite ? max(0, cornerRadius) : 0,
                            placeholder.withAlpha(alpha))
            return false
        }
        let d = drawable.destination
        let placed = PixelRect(x0: target.x0 + d.x0, y0: target.y0 + d.y0, x1: target.x0 + d.x1, y1: target.y0 + d.y1)
        let visible = placed.intersection(clip)
        guard !visible.isEmpty else { return false }
        let variant = drawable.variant
        let a = RGBA.channel(alpha)
        SDL_SetTextureAlphaMod(variant.texture, a)
        SDL_SetTextureBlendMode(variant.texture, variant.blends || a < 255 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        let source: SDL_Rect
        if drawable.exact {
            source = SDL_Rect(x: visible.x0 - placed.x0, y: visible.y0 - placed.y0, w: visible.width, h: visible.height)
        } else {
            // An older size, scaled: the visible part's share of the texture.
            let sx = Double(variant.width) / Double(placed.width), sy = Double(variant.height) / Double(placed.height)
            let x0 = Int32((Double(visible.x0 - placed.x0) * sx).rounded(.down))
            let y0 = Int32((Double(visible.y0 - placed.y0) * sy).rounded(.down))
            let x1 = min(variant.width, max(x0 + 1, Int32((Double(visible.x1 - placed.x0) * sx).rounded(.up))))
            let y1 = min(variant.height, max(y0 + 1, Int32((Double(visible.y1 - placed.y0) * sy).rounded(.up))))
            source = SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
        }
        return copy(variant.texture, source: source, to: visible, with: handle)
    }
}

extension DisplayListRenderer {
    /// True when a frame drawn now would differ from the last one without any state change:
    /// images still decoding or being resized (``ImageCache/needsFrame``). A window loop keeps
    /// drawing while it is true (``FramePolicy`` treats it as animating).
    public var needsAnotherFrame: Bool { images.needsFrame }
}
