import MosaicCore

/// Recognizes a pan (a drag of one pointer), reporting translation and velocity.
///
/// Activation is data: `.distance(10)` by default (begins on the move that takes the pointer
/// 10 pt or more from where it went down); `.delay(seconds:tolerance:)` gives a
/// press-and-drag that begins at the deadline instead.
///
/// - Every event carries `translation` (current position − down position, so content can
///   follow the finger exactly), `velocity` (points/s over the last `velocityWindow` seconds,
///   see `VelocityTracker`) and `location`.
/// - `began` on activation, `changed` on every later move of the pointer, `ended` when it
///   lifts (with the release velocity, for momentum), `cancelled` on `cancelAll` (last
///   translation and location, zero velocity).
/// - Fails when the pointer lifts before activation, exceeds a delay's tolerance, a second
///   pointer goes down before activation (leaving two fingers to a pinch), or on `cancelAll`.
///   Other pointers are ignored once it began.
public struct PanRecognizer: GestureRecognizer {
    private enum Stage: Hashable, Sendable {
        case idle
        /// Down, not yet activated.
        case pressed(pointer: Int, origin: Point, location: Point, downTime: Double)
        /// Began (`changed == false`) or changed.
        case active(pointer: Int, origin: Point, location: Point, changed: Bool)
        /// `ended`, `cancelled` or `failed`; waiting for every pointer to lift.
        case finished(GestureState)
    }

    /// The activation threshold (sanitized).
    public let activation: ActivationConstraint
    private var stage: Stage = .idle
    private var tracker: VelocityTracker
    private var input = InputSanitizer()

    /// - Parameters:
    ///   - activation: when a press becomes a pan (default `.distance(10)`).
    ///   - velocityWindow: seconds of recent motion the velocity averages (default 0.1).
    public init(activation: ActivationConstraint = .distance(10), velocityWindow: Double = 0.1) {
        self.activation = activation.sanitized
        self.tracker = VelocityTracker(window: velocityWindow)
    }

    public var state: GestureState {
        switch stage {
        case .idle, .pressed: return .possible
        case .active(_, _, _, let changed): return changed ? .changed : .began
        case .finished(let s): return s
        }
    }

    public var nextDeadline: Double? {
        guard case .pressed(_, _, _, let downTime) = stage else { return nil }
        return activation.deadline(after: downTime)
    }

    public var ignoredEventCount: Int { input.ignoredEventCount }

    /// The current velocity estimate in points per second.
    public var velocity: Point { tracker.velocity }

    public mutating func handle(_ event: InputEvent) -> [GestureEvent] {
        guard input.admit(event) else { return [] }
        var out = fireDeadline(upTo: event.time)
        switch event {
        case .pointerDown(let id, let p, _, let t): out += pointerWentDown(id, at: p, time: t)
        case .pointerMoved(let id, let p, let t): out += pointerMoved(id, to: p, time: t)
        case .pointerUp(let id, let p, let t): out += pointerWentUp(id, at: p, time: t)
        case .cancelAll: out += allCancelled()
        case .wheel, .key, .hover, .secondaryClick: break
        }
        return out
    }

    public mutating func timerFired(at time: Double) -> [GestureEvent] {
        guard input.admitTimer(at: time) else { return [] }
        return fireDeadline(upTo: time)
    }

    public mutating func reset() {
        stage = .idle
        tracker.removeAll()
    }

    // MARK: - Transitions

    private mutating func fireDeadline(upTo time: Double) -> [GestureEvent] {
        guard case .pressed(let pointer, let origin, let location, let downTime) = stage,
              let deadline = activation.deadline(after: downTime), deadline <= time else { return [] }
        guard activation.isSatisfied(start: downTime, now: deadline,
                                     displacement: location.distance(to: origin)) else {
            stage = .finished(.failed)
            return []
        }
        return begin(pointer: pointer, origin: origin, location: location)
    }

    private mutating func begin(pointer: Int, origin: Point, location: Point) -> [GestureEvent] {
        stage = .active(pointer: pointer, origin: origin, location: location, changed: false)
        return [.pan(phase: .began, translation: location - origin, velocity: tracker.velocity,
                     location: location)]
    }

    private mutating func pointerWentDown(_ id: Int, at p: Point, time: Double) -> [GestureEvent] {
        if case .finished = stage, input.pointersDown.count == 1 { stage = .idle }
        switch stage {
        case .idle:
            tracker.removeAll()
            tracker.add(p, at: time)
            stage = .pressed(pointer: id, origin: p, location: p, downTime: time)
            if activation.isSatisfied(start: time, now: time, displacement: 0) {
                return begin(pointer: id, origin: p, location: p)
            }
        case .pressed:
            stage = .finished(.failed)   // a second pointer before the pan began
        case .active, .finished:
            break
        }
        return []
    }

    private mutating func pointerMoved(_ id: Int, to p: Point, time: Double) -> [GestureEvent] {
        switch stage {
        case .pressed(let pointer, let origin, _, let downTime) where pointer == id:
            tracker.add(p, at: time)
            let displacement = p.distance(to: origin)
            if activation.hasExceededTolerance(displacement: displacement) {
                stage = .finished(.failed)
                return []
            }
            stage = .pressed(pointer: pointer, origin: origin, location: p, downTime: downTime)
            if activation.isSatisfied(start: downTime, now: time, displacement: displacement) {
                return begin(pointer: pointer, origin: origin, location: p)
            }
            return []
        case .active(let pointer, let origin, _, _) where pointer == id:
            tracker.add(p, at: time)
            stage = .active(pointer: pointer, origin: origin, location: p, changed: true)
            return [.pan(phase: .changed, translation: p - origin, velocity: tracker.velocity, location: p)]
        default:
            return []
        }
    }

    private mutating func pointerWentUp(_ id: Int, at p: Point, time: Double) -> [GestureEvent] {
        switch stage {
        case .pressed(let pointer, _, _, _) where pointer == id:
            stage = .finished(.failed)
            return []
        case .active(let pointer, let origin, _, _) where pointer == id:
            tracker.add(p, at: time)
            stage = .finished(.ended)
            return [.pan(phase: .ended, translation: p - origin, velocity: tracker.velocity, location: p)]
        default:
            return []
        }
    }

    private mutating func allCancelled() -> [GestureEvent] {
        switch stage {
        case .pressed:
            stage = .finished(.failed)
            return []
        case .active(_, let origin, let location, _):
            stage = .finished(.cancelled)
            return [.pan(phase: .cancelled, translation: location - origin, velocity: .zero,
                         location: location)]
        case .idle, .finished:
            return []
        }
    }
}
