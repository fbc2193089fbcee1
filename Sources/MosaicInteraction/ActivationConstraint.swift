/// When a pointer press becomes a gesture: a threshold as data, checked by pure predicates.
///
/// Modelled on dnd-kit's pointer-sensor activation constraints:
/// - `.distance(d)`: activates as soon as the pointer has moved at least `d` points from
///   where it went down (a pan's slop). It has no tolerance: it never fails by moving.
/// - `.delay(seconds:tolerance:)`: activates once the pointer has been held `seconds`
///   without moving farther than `tolerance` points from where it went down (a long press);
///   moving farther before that fails it.
///
/// Boundaries: reaching the distance activates (`≥`), reaching the deadline activates (`≥`),
/// only going strictly past the tolerance fails (`>`). Negative or non-finite parameters are
/// treated as `0` (distance, seconds) — see `sanitized`.
public enum ActivationConstraint: Hashable, Sendable {
    /// Activates once the pointer is at least this many points from where it went down (`≥`);
    /// never fails by moving, and needs no timer.
    case distance(Double)
    /// Activates once the pointer has been held `seconds` (on the input's clock) while staying
    /// within `tolerance` points of where it went down; moving strictly farther fails it first.
    case delay(seconds: Double, tolerance: Double)

    /// The largest duration or distance a constraint may hold; larger values are clamped.
    public static let maximumParameter: Double = 1e6

    /// The same constraint with every parameter a finite number in `0...maximumParameter`
    /// (NaN becomes 0; a NaN tolerance becomes 0 too, the strictest choice).
    public var sanitized: ActivationConstraint {
        switch self {
        case .distance(let d):
            return .distance(Self.clamp(d))
        case .delay(let s, let t):
            return .delay(seconds: Self.clamp(s), tolerance: Self.clamp(t))
        }
    }

    /// The time at which a press that started at `start` satisfies the delay, or `nil` for a
    /// distance constraint (which needs no timer).
    public func deadline(after start: Double) -> Double? {
        switch self {
        case .distance: return nil
        case .delay(let seconds, _): return start + seconds
        }
    }

    /// True when the pointer has moved too far for the press to ever activate.
    /// - Parameter displacement: distance in points from where the pointer went down.
    public func hasExceededTolerance(displacement: Double) -> Bool {
        switch self {
        case .distance: return false
        case .delay(_, let tolerance): return !(displacement <= tolerance)
        }
    }

    /// True when a press that went down at `start` is active at `now`, having moved
    /// `displacement` points.
    /// - For `.distance(d)`: `displacement ≥ d` (time does not matter).
    /// - For `.delay(s, t)`: `now ≥ start + s` and `displacement ≤ t`.
    public func isSatisfied(start: Double, now: Double, displacement: Double) -> Bool {
        switch self {
        case .distance(let d):
            return displacement >= d
        case .delay(let seconds, _):
            return now >= start + seconds && !hasExceededTolerance(displacement: displacement)
        }
    }

    private static func clamp(_ value: Double) -> Double {
        guard value > 0 else { return 0 }   // also catches NaN
        return min(value, maximumParameter)
    }
}
