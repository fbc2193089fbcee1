/// How an animation's value progresses from its start (0) to its target (1): linear, a cubic
/// Bézier easing curve, or a spring.
///
/// Curves are plain values (`Hashable`, `Sendable`): store them in settings, compare them in
/// tests. The named easings use the CSS / UIKit control points:
///
/// | curve       | control points          | value at 0.5 |
/// |-------------|-------------------------|--------------|
/// | `ease`      | (0.25, 0.1), (0.25, 1)  | ≈ 0.8024     |
/// | `easeIn`    | (0.42, 0), (1, 1)       | ≈ 0.3154     |
/// | `easeOut`   | (0, 0), (0.58, 1)       | ≈ 0.6846     |
/// | `easeInOut` | (0.42, 0), (0.58, 1)    | 0.5          |
///
/// A spring has no duration of its own choosing: its length is `Spring.settlingDuration`.
public enum TimingCurve: Hashable, Sendable {
    /// Constant speed: `value(at: x) == x`.
    case linear
    /// A cubic Bézier easing curve.
    case bezier(CubicBezier)
    /// A damped spring; an animation with this curve lasts `settlingDuration` seconds.
    case spring(Spring)

    /// CSS `ease` (the web's default): a quick start and a long, gentle finish.
    public static let ease = TimingCurve.bezier(CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
    /// Starts slowly, ends at full speed (CSS `ease-in`, UIKit `.easeIn`).
    public static let easeIn = TimingCurve.bezier(CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    /// Starts at full speed, ends slowly (CSS `ease-out`, UIKit `.easeOut`).
    public static let easeOut = TimingCurve.bezier(CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    /// Slow at both ends (CSS `ease-in-out`, UIKit `.easeInEaseOut`).
    public static let easeInOut = TimingCurve.bezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))

    /// A general cubic Bézier curve through (0, 0) and (1, 1); see `CubicBezier.init`.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingCurve {
        .bezier(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
    }

    /// A spring with damping ratio `damping` and period `response` seconds; see `Spring.init`.
    public static func spring(damping: Double, response: Double) -> TimingCurve {
        .spring(Spring(damping: damping, response: response))
    }

    /// The eased value at the elapsed `fraction` of the animation (clamped to 0…1).
    ///
    /// Contract: `value(at: 0) == 0`, `value(at: 1) == 1`. For a spring the fraction is of
    /// `settlingDuration`, and the value snaps to exactly 1 at the end.
    ///
    /// - Complexity: O(1).
    public func value(at fraction: Double) -> Double {
        let x = fraction.isNaN ? 0 : min(1, max(0, fraction))
        switch self {
        case .linear:
            return x
        case .bezier(let curve):
            return curve.value(at: x)
        case .spring(let spring):
            return x >= 1 ? 1 : spring.value(at: x * spring.settlingDuration)
        }
    }

    /// The derivative of `value(at:)` with respect to the fraction (clamped to 0…1).
    ///
    /// - Complexity: O(1).
    public func slope(at fraction: Double) -> Double {
        let x = fraction.isNaN ? 0 : min(1, max(0, fraction))
        switch self {
        case .linear:
            return 1
        case .bezier(let curve):
            return curve.slope(at: x)
        case .spring(let spring):
            return spring.velocity(at: x * spring.settlingDuration) * spring.settlingDuration
        }
    }

    /// True when values can leave 0…1 (Bézier control points outside 0…1, springs with
    /// damping below 1). Curves where this is false keep every presented value between the
    /// start and the target.
    public var canOvershoot: Bool {
        switch self {
        case .linear: return false
        case .bezier(let curve): return curve.canOvershoot
        case .spring(let spring): return spring.canOvershoot
        }
    }
}
