import MosaicCore

/// Recognizes a long press: a pointer held still for `minimumPressDuration`, then tracked.
///
/// Its activation is the data `ActivationConstraint.delay(seconds: minimumPressDuration,
/// tolerance: allowableMovement)` (UIKit defaults 0.5 s and 10 pt; the exchange controller
/// uses 0.15 s).
///
/// - `began(location)` when the duration elapses — a `nextDeadline`, so exactly at
///   down + duration — with the pointer no farther than the tolerance from where it went down.
/// - Before that it fails when the pointer moves strictly farther than the tolerance, lifts,
///   or a second pointer goes down, or on `cancelAll`.
/// - After it began it follows the pointer like UIKit's: every move is `changed(location)`
///   (any distance), the up is `ended(location)`, `cancelAll` is `cancelled(last location)`.
///   Other pointers are ignored once it began.
public struct LongPressRecognizer: GestureRecognizer {
    private enum Stage: Hashable, Sendable {
        case idle
        /// Down, waiting for the duration; `location` is the latest position.
        case pressed(pointer: Int, origin: Point, location: Point, downTime: Double)
        /// Began (`changed == false`) or changed.
        case active(pointer: Int, location: Point, changed: Bool)
        /// `ended`, `cancelled` or `failed`; waiting for every pointer to lift.
        case finished(GestureState)
    }

    /// The activation threshold, always a sanitized `.delay`.
    public let activation: ActivationConstraint
    /// Desktop dragging: when the press is the mouse's (pointer 0) and it moves at least this
    /// many points before the duration elapses, the press begins at once — `began` where it
    /// went down, then `changed` where it is — instead of waiting (or failing past the
    /// tolerance). Fingers (other pointers) keep the hold. Nil (the default): UIKit's long press.
    public var mouseDragDistance: Double?
    private var stage: Stage = .idle
    private var input = InputSanitizer()

    /// - Parameters:
    ///   - minimumPressDuration: seconds the pointer must be held (default 0.5).
    ///   - allowableMovement: points it may move before that without failing (default 10).
    public init(minimumPressDuration: Double = 0.5, allowableMovement: Double = 10) {
        activation = ActivationConstraint.delay(seconds: minimumPressDuration,
                                                tolerance: allowableMovement).sanitized
    }

    /// The minimum press duration in seconds.
    public var minimumPressDuration: Double {
        if case .delay(let seconds, _) = activation { return seconds }
        return 0
    }

    /// The allowable movement in points.
    public var allowableMovement: Double {
        if case .delay(_, let tolerance) = activation { return tolerance }
        return 0
    }

    public var state: GestureState {
        switch stage {
        case .idle, .pressed: return .possible
        case .active(_, _, let changed): return changed ? .changed : .began
        case .finished(let s): return s
        }
    }

    public var nextDeadline: Double? {
        guard case .pressed(_, _, _, let downTime) = stage else { return nil }
        return activation.deadline(after: downTime)
    }

    public var ignoredEventCount: Int { input.ignoredEventCount }

    public mutating func handle(_ event: InputEvent) -> [GestureEvent] {
        guard input.admit(event) else { return [] }
        var out = fireDeadline(upTo: event.time)
        switch event {
        case .pointerDown(let id, let p, let t): pointerWentDown(id, at: p, time: t)
        case .pointerMoved(let id, let p, _): out += pointerMoved(id, to: p)
        case .pointerUp(let id, let p, _): out += pointerWentUp(id, at: p)
        case .cancelAll: out += allCancelled()
        case .wheel, .key: break
        }
        return out
    }

    public mutating func timerFired(at time: Double) -> [GestureEvent] {
        guard input.admitTimer(at: time) else { return [] }
        return fireDeadline(upTo: time)
    }

    public mutating func reset() { stage = .idle }

    // MARK: - Transitions

    private mutating func fireDeadline(upTo time: Double) -> [GestureEvent] {
        guard case .pressed(let pointer, let origin, let location, let downTime) = stage,
              let deadline = activation.deadline(after: downTime), deadline <= time else { return [] }
        guard activation.isSatisfied(start: downTime, now: deadline,
                                     displacement: location.distance(to: origin)) else {
            stage = .finished(.failed)
            return []
        }
        stage = .active(pointer: pointer, location: location, changed: false)
        return [.longPress(phase: .began, location: location)]
    }

    private mutating func pointerWentDown(_ id: Int, at p: Point, time: Double) {
        if case .finished = stage, input.pointersDown.count == 1 { stage = .idle }
        switch stage {
        case .idle:
            stage = .pressed(pointer: id, origin: p, location: p, downTime: time)
        case .pressed:
            stage = .finished(.failed)   // a second pointer before the press began
        case .active, .finished:
            break
        }
    }

    private mutating func pointerMoved(_ id: Int, to p: Point) -> [GestureEvent] {
        switch stage {
        case .pressed(let pointer, let origin, _, _) where pointer == id && pointer == 0
                && mouseDragDistance.map { $0.isFinite && p.distance(to: origin) >= max(0, $0) } == true:
            stage = .active(pointer: pointer, location: p, changed: true)
            return [.longPress(phase: .began, location: origin), .longPress(phase: .changed, location: p)]
        case .pressed(let pointer, let origin, _, let downTime) where pointer == id:
            if activation.hasExceededTolerance(displacement: p.distance(to: origin)) {
                stage = .finished(.failed)
            } else {
                stage = .pressed(pointer: pointer, origin: origin, location: p, downTime: downTime)
            }
            return []
        case .active(let pointer, _, _) where pointer == id:
            stage = .active(pointer: pointer, location: p, changed: true)
            return [.longPress(phase: .changed, location: p)]
        default:
            return []
        }
    }

    private mutating func pointerWentUp(_ id: Int, at p: Point) -> [GestureEvent] {
        switch stage {
        case .pressed(let pointer, _, _, _) where pointer == id:
            stage = .finished(.failed)
            return []
        case .active(let pointer, _, _) where pointer == id:
            stage = .finished(.ended)
            return [.longPress(phase: .ended, location: p)]
        default:
            return []
        }
    }

    private mutating func allCancelled() -> [GestureEvent] {
        switch stage {
        case .pressed:
            stage = .finished(.failed)
            return []
        case .active(_, let location, _):
            stage = .finished(.cancelled)
            return [.longPress(phase: .cancelled, location: location)]
        case .idle, .finished:
            return []
        }
    }
}
