internal import CPangoCairo
import MosaicCore

extension CairoRenderer {
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
    /// Each drawn size is a cached surface of exactly that many device pixels, resampled from
    /// the decoded image with the corner mask baked into its alpha (see `ImageCache`): drawing
    /// a cached image is one 1:1 paint.
    /// - Returns: true when the image (not the placeholder) was drawn.
    /// - Complexity: O(visible pixels) when cached; plus one decode and/or one resample
    ///   within the frame's budget otherwise.
    @discardableResult
    public func drawImage(_ source: ImageSource, in rect: Rect, contentMode: ContentMode = .aspectFill,
                          cornerRadius: Double = 0, alpha: Double = 1,
                          placeholder: RGBA = Palette.imagePlaceholder) -> Bool {
        if record(image: .init(source: source, rect: rect, contentMode: contentMode, cornerRadius: cornerRadius,
                               alpha: alpha, placeholder: placeholder)) { return true }
        guard let cr, alpha.isFinite, alpha > 0.002, isVisible(rect) else { return false }
        let r = snapped(rect)
        let s = deviceScale
        let target = PixelRect(x0: Int32((r.minX * s).rounded()), y0: Int32((r.minY * s).rounded()),
                               x1: Int32((r.maxX * s).rounded()), y1: Int32((r.maxY * s).rounded()))
        guard !target.isEmpty else { return false }
        let radius = cornerRadius.isFinite && cornerRadius > 0 ? cornerRadius * s : 0
        guard let drawable = images.drawable(for: source, width: target.width, height: target.height,
                                             contentMode: contentMode, radius: radius) else {
            fillRoundedRect(rect, radius: cornerRadius.isFinite ? max(0, cornerRadius) : 0,
                            resolve(placeholder).withAlpha(alpha))
            return false
        }
        let d = drawable.destination
        let variant = drawable.variant
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // Device pixels: the variant lands 1:1 on the pixel grid.
        cairo_scale(cr, 1 / s, 1 / s)
        let x = Double(target.x0 + d.x0), y = Double(target.y0 + d.y0)
        cairo_translate(cr, x, y)
        if !drawable.exact {
            // An older size, scaled to the destination.
            cairo_scale(cr, Double(d.width) / Double(variant.width), Double(d.height) / Double(variant.height))
        }
        cairo_set_source_surface(cr, variant.surface, 0, 0)
        cairo_rectangle(cr, 0, 0, Double(variant.width), Double(variant.height))
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, min(1, alpha))
        return true
    }
}
