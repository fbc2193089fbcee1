import MosaicCore

/// Dragging the vertical scroll indicator with the mouse, as a value: a press in the
/// indicator's strip (the rightmost 14 points of the viewport) grabs the thumb — where it was
/// pressed, or, pressed beside the thumb, by its middle (the thumb jumps there) — and every
/// move sets the content offset so the thumb follows the pointer, proportionally over the
/// whole content. Pure: geometry in, offsets out (the same formula the renderer draws with).
public struct ScrollIndicatorDrag: Sendable, Equatable {
    /// Width of the strip along the viewport's right edge that grabs the indicator, in points.
    public static let stripWidth = 14.0

    /// Where on the thumb it was grabbed, from the thumb's top, in points.
    public let grabOffset: Double

    /// A drag when `point` (viewport points) is in the strip and the content is taller than
    /// the viewport; nil otherwise (the press belongs to the collection).
    public init?(pressAt point: Point, viewport: Size, contentHeight: Double, contentOffsetY: Double) {
        guard point.x >= viewport.width - Self.stripWidth, point.x <= viewport.width, point.y >= 0, point.y <= viewport.height,
              let thumb = DisplayListRenderer.indicator(viewport: viewport.height, content: contentHeight, offset: contentOffsetY)
        else { return nil }
        let onThumb = point.y >= thumb.start && point.y <= thumb.start + thumb.length
        grabOffset = onThumb ? point.y - thumb.start : thumb.length / 2
    }

    /// The content offset (y) that puts the thumb under the pointer at `y` (viewport points),
    /// clamped to the scrollable range.
    public func contentOffsetY(pointerY y: Double, viewportHeight: Double, contentHeight: Double) -> Double {
        guard let thumb = DisplayListRenderer.indicator(viewport: viewportHeight, content: contentHeight, offset: 0) else { return 0 }
        let track = viewportHeight - 4
        let travel = track - thumb.length
        guard travel > 0 else { return 0 }
        let t = min(max((y - grabOffset - 2) / travel, 0), 1)
        return t * (contentHeight - viewportHeight)
    }
}
