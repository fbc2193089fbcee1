internal import CPangoCairo
import MosaicCore

// Right to left, a cell's content mirrors: the parts the metrics place left to right are
// flipped across the cell, leading text lines up at the right edge and the badge moves to
// the top-left (trailing) corner. Text glyphs are not mirrored: Pango shapes them.

extension ContentMetrics {
    /// These metrics of `configuration` for a cell `width` points wide presented in
    /// `direction`: unchanged left to right; right to left a `.leading` row's parts mirrored
    /// across the cell (image at the right, text boxes beside it). Centred arrangements
    /// (stacked, a filling image) are symmetric already and stay as they are, so their
    /// half-point rounding does not shift them by a pixel. O(1).
    func presented(in direction: LayoutDirection, width: Double, configuration: CellContentConfiguration) -> ContentMetrics {
        guard direction == .rightToLeft, configuration.arrangement == .leading, configuration.imageShape != .fill else {
            return self
        }
        var m = self
        let flip = { (r: Rect) in Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) }
        m.image = image.map(flip)
        m.title = title.map(flip)
        m.secondary = secondary.map(flip)
        m.captionBand = captionBand.map(flip)
        return m
    }
}

extension CairoRenderer {
    /// The badge's pill, `width` × `height` points, inset `6 × scale` from the trailing top
    /// corner of `cell`: the top-right left to right, the top-left right to left.
    static func badgePill(cell: Rect, width: Double, height: Double, scale: Double, direction: LayoutDirection) -> Rect {
        let x = direction == .rightToLeft ? cell.minX + 6 * scale : cell.maxX - width - 6 * scale
        return Rect(x: x, y: cell.minY + 6 * scale, width: width, height: height)
    }
}

extension TextLayoutKey {
    /// The direction a key is shaped for: `.center` reads the same both ways, so it shares the
    /// left-to-right layout.
    static func direction(_ direction: LayoutDirection, for alignment: DrawingContext.TextAlignment) -> LayoutDirection {
        alignment == .center ? .leftToRight : direction
    }
}

extension TextLayoutCache {
    /// Right to left, `.leading` is the right edge and `.trailing` the left one for every
    /// text. Pango (auto direction) aligns a right-to-left paragraph's `LEFT` at the right
    /// already, so only a left-to-right (or neutral) paragraph needs the other alignment.
    /// Called after the text is set; costs a second layout for those paragraphs only.
    static func alignForRightToLeftView(_ handle: OpaquePointer, _ alignment: DrawingContext.TextAlignment) {
        guard alignment != .center, let line = pango_layout_get_line_readonly(handle, 0),
              pango_layout_line_get_resolved_direction(line) != PANGO_DIRECTION_RTL else { return }
        pango_layout_set_alignment(handle, alignment == .leading ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
    }
}
