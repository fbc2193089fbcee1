import MosaicCore

/// The one drop-target rule of interactive movement and exchange (as in UIKit and
/// LXReorderableCollectionViewFlowLayout), shared by `MoveController` and
/// `ExchangeController` as a pure value:
///
/// - **Central 60 %**: the finger takes a new item's slot (or exchanges with it) only once it
///   is inside the item's central 60 % (20 % of the width and height in from each edge), so a
///   small item dragged over a big one cannot flip at its border.
/// - **Hysteresis**: after a retarget the cells re-flow (in a waterfall another item may now
///   lie under a still finger); no new retarget while the finger stays inside the frame of the
///   item whose slot was taken (the lock). Leaving it, or an event without a point (a keyboard
///   step), releases the lock.
public struct DropTargetRule: Hashable, Sendable {
    /// The share of an item's width and height, centred, the point must be in (0.6).
    public static let centralFraction = 0.6

    /// The frame of the slot last taken: no retarget while the point stays inside it.
    public private(set) var lock: Rect?

    /// A rule with no lock.
    public init() {}

    /// True when `point` lies inside the central ``centralFraction`` of `frame` (both in the
    /// same coordinates). - Complexity: O(1).
    public static func isWellInside(_ point: Point, _ frame: Rect) -> Bool {
        let margin = (1 - centralFraction) / 2
        return frame.insetBy(dx: frame.width * margin, dy: frame.height * margin).contains(point)
    }

    /// Hysteresis: true while `point` stays inside the lock (the event must change nothing);
    /// otherwise the lock is released (also for a nil point) and false is returned.
    public mutating func holds(at point: Point?) -> Bool {
        guard let lock else { return false }
        if let point, lock.contains(point) { return true }
        self.lock = nil
        return false
    }

    /// Locks on `frame` after a retarget (nil: no lock, e.g. over a gap or a keyboard step).
    public mutating func lock(on frame: Rect?) { lock = frame }
}
