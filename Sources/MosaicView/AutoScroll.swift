import MosaicCore

/// Auto-scroll near the viewport's edges during a drag (move or exchange).
///
/// The edge zone is 15 % of the viewport's dimension on each side, at most 80 points. Inside
/// it the content scrolls toward that edge even when the pointer stays still: speed =
/// `maxSpeed` × depth × ramp, where depth is 0 at the zone's inner boundary and 1 at the edge
/// (or beyond), and ramp grows linearly from 0 to 1 over `ramp` seconds after entering.
public enum AutoScroll {
    /// The edge zone's depth as a fraction of the viewport's dimension on that axis (0.15).
    public static let zoneFraction = 0.15
    /// The largest edge-zone depth, in points (80), whatever the viewport's size.
    public static let maximumZone = 80.0
    /// The scroll speed at full depth and full ramp, in points of content offset per second
    /// (1500); the collection view passes it to ``velocity(pointer:viewport:enteredAt:now:maxSpeed:ramp:)``.
    public static let maxSpeed = 1500.0
    /// Seconds after entering a zone over which the speed ramps linearly from 0 to full (0.4).
    public static let ramp = 0.4

    /// The zone's depth along one axis for a viewport dimension.
    public static func zone(for dimension: Double) -> Double { min(dimension * zoneFraction, maximumZone) }

    /// Depth into the near (negative) or far (positive) zone in −1…1; 0 outside both zones.
    public static func depth(_ position: Double, dimension: Double) -> Double {
        let z = zone(for: dimension)
        guard z > 0 else { return 0 }
        if position < z { return -min(1, (z - position) / z) }
        if position > dimension - z { return min(1, (position - (dimension - z)) / z) }
        return 0
    }

    /// True when `p` (viewport coordinates) lies in the edge zone of either axis: strictly
    /// within ``zone(for:)`` of an edge, or beyond it. An axis whose viewport dimension is not
    /// positive has no zone.
    public static func isInZone(_ p: Point, viewport: Size) -> Bool {
        depth(p.x, dimension: viewport.width) != 0 || depth(p.y, dimension: viewport.height) != 0
    }

    /// The scroll velocity (points/s of content offset) for a pointer at `pointer`.
    public static func velocity(pointer: Point, viewport: Size, enteredAt: Double?, now: Double,
                                maxSpeed: Double, ramp: Double) -> Point {
        let dx = depth(pointer.x, dimension: viewport.width)
        let dy = depth(pointer.y, dimension: viewport.height)
        guard dx != 0 || dy != 0 else { return .zero }
        let elapsed = enteredAt.map { max(0, now - $0) } ?? 0
        let r = ramp > 0 ? min(1, elapsed / ramp) : 1
        return Point(x: dx * maxSpeed * r, y: dy * maxSpeed * r)
    }
}

extension Scrolling {
    /// Scrolls by a drag's auto-scroll `step` (``DragPointer/autoScrollStep(at:viewport:)``),
    /// clamped to content of `contentSize`; momentum is left alone. True when the offset changed
    /// (the drag then retargets under its pointer), false at the content's edge. - Complexity: O(1).
    mutating func autoScroll(by step: Point, contentSize: Size) -> Bool {
        let before = contentOffset
        setOffset(contentOffset + step, contentSize: contentSize)
        return contentOffset != before
    }
}
