import MosaicCore

/// The gate every recognizer puts in front of its input: it rejects what no real device
/// sends, counts it, and keeps the set of pointers that are down.
///
/// An event is admitted only when
/// - its time is finite, within `±maximumTime`, and not earlier than the last admitted time
///   (equal times are fine);
/// - every position and wheel delta is finite and within `±maximumCoordinate` on each axis;
/// - a `pointerDown` names a pointer that is not down (and fewer than `maximumPointers` are);
/// - a `pointerMoved` or `pointerUp` names a pointer that is down.
///
/// Rejected events change nothing but `ignoredEventCount`. An admitted `cancelAll` forgets
/// every pointer. `admitTimer(at:)` applies the same time rule to timer fires, which do not
/// move the clock themselves.
public struct InputSanitizer: Hashable, Sendable {
    /// Coordinates beyond this magnitude (on either axis) are treated as garbage.
    public static let maximumCoordinate: Double = 1e9
    /// Times beyond this magnitude (about 31 million years in seconds) are treated as garbage.
    public static let maximumTime: Double = 1e15
    /// More simultaneous pointers than this are ignored (no device has that many fingers).
    public static let maximumPointers = 20

    /// The time of the last admitted event, `nil` before the first.
    public private(set) var lastTime: Double?
    /// How many events and timer fires were rejected.
    public private(set) var ignoredEventCount = 0
    /// The pointers currently down, with their last admitted positions.
    public private(set) var pointersDown: [Int: Point] = [:]

    /// A sanitizer with no pointer down, no time seen yet, and nothing ignored.
    public init() {}

    /// True when `p` is finite and within `maximumCoordinate` on both axes.
    public static func isAcceptable(_ p: Point) -> Bool {
        p.isFinite && abs(p.x) <= maximumCoordinate && abs(p.y) <= maximumCoordinate
    }

    /// True when `time` is finite and within `maximumTime`.
    public static func isAcceptable(time: Double) -> Bool {
        time.isFinite && abs(time) <= maximumTime
    }

    /// True when `event` would be admitted now (pure; changes nothing).
    public func accepts(_ event: InputEvent) -> Bool {
        guard acceptsTime(event.time) else { return false }
        switch event {
        case .pointerDown(let id, let p, _, _):
            return Self.isAcceptable(p) && pointersDown[id] == nil
                && pointersDown.count < Self.maximumPointers
        case .pointerMoved(let id, let p, _), .pointerUp(let id, let p, _):
            return Self.isAcceptable(p) && pointersDown[id] != nil
        case .wheel(let delta, let p, _, _):
            return Self.isAcceptable(delta) && Self.isAcceptable(p)
        case .hover(let p, _), .secondaryClick(let p, _):
            return Self.isAcceptable(p)
        case .cancelAll, .key:
            return true
        }
    }

    /// Admits `event` (updating the time and the pointers) or counts it as ignored.
    /// - Returns: whether the event was admitted.
    public mutating func admit(_ event: InputEvent) -> Bool {
        guard accepts(event) else {
            ignoredEventCount += 1
            return false
        }
        lastTime = event.time
        switch event {
        case .pointerDown(let id, let p, _, _), .pointerMoved(let id, let p, _):
            pointersDown[id] = p
        case .pointerUp(let id, _, _):
            pointersDown[id] = nil
        case .cancelAll:
            pointersDown = [:]
        case .wheel, .key, .hover, .secondaryClick:
            break
        }
        return true
    }

    /// Admits a timer fire at `time` or counts it as ignored: a timer earlier than the last
    /// admitted event is stale.
    ///
    /// A timer fire does not move `lastTime`: only events do. So an event time-stamped a little
    /// before a deadline the driver already fired (a frame's `advance(to: now)` ran first) is
    /// still admitted, and every recognizer fed the same events admits the same events whatever
    /// timers it had.
    public mutating func admitTimer(at time: Double) -> Bool {
        guard acceptsTime(time) else {
            ignoredEventCount += 1
            return false
        }
        return true
    }

    private func acceptsTime(_ time: Double) -> Bool {
        guard Self.isAcceptable(time: time) else { return false }
        guard let last = lastTime else { return true }
        return time >= last
    }
}
