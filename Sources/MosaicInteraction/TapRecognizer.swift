import MosaicCore

/// Recognizes a single or a double tap (a discrete gesture: `possible → ended | failed`).
///
/// A tap is a pointer that goes down and up before `maximumTapDuration` elapses without moving
/// farther than `allowableMovement` from where it went down. For a double tap the second
/// pointer must go down before `maximumTapInterval` has elapsed since the first went up, and
/// within `maximumTapSeparation` of where the first went down. The second tap may use another
/// pointer id (touch screens give every touch a new id).
///
/// Outputs: one `.singleTap(location:)` (one tap required) or `.doubleTap(location:)` (two
/// required) on the final up, located where the sequence's first pointer went down.
/// Fails when: the pointer moves too far, is held until the duration deadline, a second
/// pointer goes down while one is pressed, the interval deadline passes with no next tap,
/// the next tap lands too far away, or `cancelAll` arrives mid-sequence. A failed or recognized
/// tap waits until every pointer is up before the next `pointerDown` starts a new attempt.
///
/// To make a single tap wait for a double tap to fail, combine both in a `TapArbiter`.
public struct TapRecognizer: GestureRecognizer {
    /// The thresholds of a tap, as data.
    public struct Configuration: Hashable, Sendable {
        /// 1 or 2 (other values are clamped into that range).
        public var numberOfTapsRequired: Int
        /// A pointer still down this many seconds after going down is not a tap (default 0.5 s).
        public var maximumTapDuration: Double
        /// Moving farther than this many points from the down position fails the tap (10).
        public var allowableMovement: Double
        /// The next tap must go down sooner than this after the previous up (default 0.3 s).
        public var maximumTapInterval: Double
        /// The next tap must go down within this many points of the first (default 20).
        public var maximumTapSeparation: Double

        /// Non-finite or negative thresholds are clamped into `0...1e6`.
        public init(numberOfTapsRequired: Int = 1, maximumTapDuration: Double = 0.5,
                    allowableMovement: Double = 10, maximumTapInterval: Double = 0.3,
                    maximumTapSeparation: Double = 20) {
            self.numberOfTapsRequired = min(max(numberOfTapsRequired, 1), 2)
            self.maximumTapDuration = Self.clamp(maximumTapDuration)
            self.allowableMovement = Self.clamp(allowableMovement)
            self.maximumTapInterval = Self.clamp(maximumTapInterval)
            self.maximumTapSeparation = Self.clamp(maximumTapSeparation)
        }

        /// True when a press that went down at `downTime` and has moved `movement` points is
        /// still a tap candidate at `time`: `time < downTime + maximumTapDuration` and
        /// `movement ≤ allowableMovement`.
        public func isTap(downTime: Double, time: Double, movement: Double) -> Bool {
            time < downTime + maximumTapDuration && movement <= allowableMovement
        }

        /// True when a pointer going down at `downTime`, `separation` points from the first
        /// tap, continues a sequence whose previous tap went up at `upTime`:
        /// `downTime < upTime + maximumTapInterval` and `separation ≤ maximumTapSeparation`.
        public func isNextTap(upTime: Double, downTime: Double, separation: Double) -> Bool {
            downTime < upTime + maximumTapInterval && separation <= maximumTapSeparation
        }

        private static func clamp(_ value: Double) -> Double {
            value > 0 ? min(value, 1e6) : 0
        }
    }

    /// The tap-sequence machine behind `state`.
    private enum Stage: Hashable, Sendable {
        /// Nothing tracked.
        case idle
        /// `pointer` is down; `tapsCompleted` taps of this sequence are done.
        case pressed(pointer: Int, origin: Point, downTime: Double, first: Point, tapsCompleted: Int)
        /// Between taps: waiting for the next down before the interval deadline.
        case awaitingNextTap(upTime: Double, first: Point, tapsCompleted: Int)
        /// Recognized (`ended`) or `failed`; waiting for every pointer to lift.
        case finished(GestureState)
    }

    /// The thresholds this recognizer was made with (fixed for its lifetime).
    public let configuration: Configuration
    private var stage: Stage = .idle
    private var input = InputSanitizer()

    /// A recognizer in `possible` with nothing tracked, using `configuration` (by default a
    /// single tap: 0.5 s, 10 points of movement, 0.3 s and 20 points between taps).
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// A recognizer with the default thresholds and `numberOfTapsRequired` taps (1 or 2).
    public init(numberOfTapsRequired: Int) {
        self.init(Configuration(numberOfTapsRequired: numberOfTapsRequired))
    }

    public var state: GestureState {
        if case .finished(let s) = stage { return s }
        return .possible
    }

    public var nextDeadline: Double? {
        switch stage {
        case .pressed(_, _, let downTime, _, _): return downTime + configuration.maximumTapDuration
        case .awaitingNextTap(let upTime, _, _): return upTime + configuration.maximumTapInterval
        case .idle, .finished: return nil
        }
    }

    public var ignoredEventCount: Int { input.ignoredEventCount }

    /// True while a sequence is under way and could still be recognized.
    public var isTracking: Bool {
        switch stage {
        case .pressed, .awaitingNextTap: return true
        case .idle, .finished: return false
        }
    }

    public mutating func handle(_ event: InputEvent) -> [GestureEvent] {
        guard input.admit(event) else { return [] }
        fireDeadline(upTo: event.time)
        switch event {
        case .pointerDown(let id, let p, _, let t): return pointerWentDown(id, at: p, time: t)
        case .pointerMoved(let id, let p, _): pointerMoved(id, to: p)
        case .pointerUp(let id, let p, let t): return pointerWentUp(id, at: p, time: t)
        case .cancelAll: allCancelled()
        case .wheel, .key, .hover, .secondaryClick: break
        }
        return []
    }

    public mutating func timerFired(at time: Double) -> [GestureEvent] {
        guard input.admitTimer(at: time) else { return [] }
        fireDeadline(upTo: time)
        return []
    }

    public mutating func reset() { stage = .idle }

    // MARK: - Transitions

    /// Both deadlines fail the sequence; neither emits anything.
    private mutating func fireDeadline(upTo time: Double) {
        if let deadline = nextDeadline, deadline <= time { stage = .finished(.failed) }
    }

    private mutating func pointerWentDown(_ id: Int, at p: Point, time: Double) -> [GestureEvent] {
        if case .finished = stage, input.pointersDown.count == 1 { stage = .idle }
        switch stage {
        case .idle:
            stage = .pressed(pointer: id, origin: p, downTime: time, first: p, tapsCompleted: 0)
        case .pressed:
            stage = .finished(.failed)   // a second pointer: not a tap
        case .awaitingNextTap(let upTime, let first, let taps):
            if configuration.isNextTap(upTime: upTime, downTime: time, separation: p.distance(to: first)) {
                stage = .pressed(pointer: id, origin: p, downTime: time, first: first, tapsCompleted: taps)
            } else {
                stage = .finished(.failed)
            }
        case .finished:
            break
        }
        return []
    }

    private mutating func pointerMoved(_ id: Int, to p: Point) {
        guard case .pressed(let pointer, let origin, _, _, _) = stage, pointer == id else { return }
        if p.distance(to: origin) > configuration.allowableMovement { stage = .finished(.failed) }
    }

    private mutating func pointerWentUp(_ id: Int, at p: Point, time: Double) -> [GestureEvent] {
        guard case .pressed(let pointer, let origin, let downTime, let first, let taps) = stage,
              pointer == id else { return [] }
        guard configuration.isTap(downTime: downTime, time: time, movement: p.distance(to: origin)) else {
            stage = .finished(.failed)
            return []
        }
        let completed = taps + 1
        guard completed >= configuration.numberOfTapsRequired else {
            stage = .awaitingNextTap(upTime: time, first: first, tapsCompleted: completed)
            return []
        }
        stage = .finished(.ended)
        return [completed == 1 ? .singleTap(location: first) : .doubleTap(location: first)]
    }

    private mutating func allCancelled() {
        switch stage {
        case .pressed, .awaitingNextTap: stage = .finished(.failed)
        case .idle, .finished: break
        }
    }
}
