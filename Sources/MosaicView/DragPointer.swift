import MosaicCore

/// The pointer side of a drag in progress, shared by both kinds: where the finger is, where it
/// grabbed the cell, the cell's own size (it keeps it) and the auto-scroll timing.
struct DragPointer: Sendable, Equatable {
    /// The pointer in viewport coordinates.
    var pointer: Point
    /// Where the pointer grabbed the cell (pointer − cell origin).
    var grabOffset: Point
    /// The dragged cell's own size.
    var size: Size
    var beganAt: Double
    /// Auto-scroll: when the pointer entered the edge zone, and when it was last advanced.
    var edgeEnteredAt: Double?
    var lastAutoScrollTime: Double
    /// Keyboard-driven (no pointer): auto-scroll is off, the view follows the target instead.
    var byKeyboard: Bool

    /// A drag grabbing, at `location` (viewport), the cell presented at `cell` (viewport
    /// coordinates) whose own size is `size`, at `time`.
    init(grabbing cell: Rect, at location: Point, size: Size, time: Double, byKeyboard: Bool) {
        self.init(pointer: location, grabOffset: Point(x: location.x - cell.minX, y: location.y - cell.minY), size: size,
                  time: time, byKeyboard: byKeyboard)
    }

    init(pointer: Point, grabOffset: Point, size: Size, time: Double, byKeyboard: Bool) {
        self.pointer = pointer
        self.grabOffset = grabOffset
        self.size = size
        beganAt = time
        lastAutoScrollTime = time
        self.byKeyboard = byKeyboard
    }
}

extension DragPointer {
    /// The dragged snapshot's frame in content coordinates, with the content scrolled to `contentOffset`.
    func frame(contentOffset: Point) -> Rect {
        Rect(x: pointer.x - grabOffset.x + contentOffset.x, y: pointer.y - grabOffset.y + contentOffset.y,
             width: size.width, height: size.height)
    }

    /// One frame of auto-scroll at `time` in a viewport of `viewport`: the distance to scroll
    /// (points of content offset), or nil when the pointer is outside the edge zone or does not
    /// push (it then only records when it entered the zone). The zone is 15 % of the viewport's
    /// dimension, at most 80 points; the speed grows with depth into the zone up to
    /// ``AutoScroll/maxSpeed`` and ramps up over ``AutoScroll/ramp`` seconds from entering it.
    mutating func autoScrollStep(at time: Double, viewport: Size) -> Point? {
        let dt = max(0, time - lastAutoScrollTime)
        lastAutoScrollTime = time
        let v = AutoScroll.velocity(pointer: pointer, viewport: viewport, enteredAt: edgeEnteredAt, now: time,
                                    maxSpeed: AutoScroll.maxSpeed, ramp: AutoScroll.ramp)
        if v == .zero {
            edgeEnteredAt = AutoScroll.isInZone(pointer, viewport: viewport) ? (edgeEnteredAt ?? time) : nil
            return nil
        }
        if edgeEnteredAt == nil { edgeEnteredAt = time }
        return Point(x: v.x * dt, y: v.y * dt)
    }

    /// Keeps a keyboard drag's snapshot centred over `cell` (content coordinates, the content
    /// scrolled to `contentOffset`).
    mutating func center(over cell: Rect, contentOffset: Point) {
        pointer = Point(x: cell.midX - contentOffset.x, y: cell.midY - contentOffset.y)
        grabOffset = Point(x: cell.width / 2, y: cell.height / 2)
    }
}
