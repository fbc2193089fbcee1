import Foundation

/// A damped spring described the SwiftUI way: `response` is the period of the undamped
/// oscillation (seconds) and `damping` the damping ratio ζ (1 = critically damped, < 1
/// bounces, > 1 creeps).
///
/// The motion is the closed-form solution of `x″ + 2ζω x′ + ω² x = 0` with `ω = 2π / response`,
/// for underdamped, critically damped and overdamped springs. `value(at:)` is the normalized
/// progress from 0 (at rest at the start) toward 1 (the target).
///
/// Contract: the spring is *settled* at time `t` when the remaining displacement is below
/// `displacementEpsilon` (a fraction of the distance) and the speed below `velocityEpsilon`
/// (fractions of the distance per second), and stays so afterwards. `settlingDuration` is the
/// first such time (to `settlingResolution`), computed once at initialisation; animators treat
/// it as the length of a spring animation and snap to the target when it has elapsed.
public struct Spring: Hashable, Sendable {
    /// The damping ratio ζ, clamped to `dampingRange`.
    public let damping: Double
    /// The period of the undamped oscillation in seconds, clamped to `responseRange`.
    public let response: Double
    /// Seconds until the spring, started at rest one unit from its target, is settled.
    public let settlingDuration: Double

    /// Remaining displacement (fraction of the distance) below which the spring may settle.
    public static let displacementEpsilon = 1e-3
    /// Speed (fractions of the distance per second) below which the spring may settle.
    public static let velocityEpsilon = 1e-2
    /// Allowed damping ratios; values outside are clamped, NaN becomes 1.
    public static let dampingRange = 0.01...100.0
    /// Allowed responses in seconds; values outside are clamped, NaN becomes 0.5.
    public static let responseRange = 0.01...100.0

    /// Creates a spring; out-of-range arguments are clamped (see `dampingRange`,
    /// `responseRange`), never trapped.
    ///
    /// - Complexity: O(r / h) once, where r is the gap between an analytic upper bound of the
    ///   settling time and the settling time itself and h the `settlingResolution` (usually a
    ///   few hundred evaluations).
    public init(damping: Double = 1, response: Double = 0.5) {
        let zeta = damping.isNaN ? 1 : min(Self.dampingRange.upperBound, max(Self.dampingRange.lowerBound, damping))
        let period = response.isNaN ? 0.5 : min(Self.responseRange.upperBound, max(Self.responseRange.lowerBound, response))
        self.init(damping: zeta, response: period,
                  settlingDuration: Self.computeSettlingDuration(damping: zeta, response: period))
    }

    private init(damping: Double, response: Double, settlingDuration: Double) {
        self.damping = damping
        self.response = response
        self.settlingDuration = settlingDuration
    }

    /// The undamped angular frequency ω = 2π / response, in radians per second.
    public var angularFrequency: Double { 2 * Double.pi / response }

    /// True when the spring overshoots its target when started from rest (ζ < 1).
    public var canOvershoot: Bool { damping < 1 - Self.criticalTolerance }

    /// The time step `settlingDuration` is resolved to: 1 ms, or response / 100 if smaller.
    public var settlingResolution: Double { min(0.001, response / 100) }

    /// Normalized progress at `time` seconds after a start at rest: 0 at `time ≤ 0`, tending to
    /// 1. This is the raw closed form; it does not snap to 1 at `settlingDuration`.
    ///
    /// - Complexity: O(1).
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        return 1 - basis(at: time).displacement
    }

    /// Normalized speed (fractions of the distance per second) at `time` after a start at rest.
    ///
    /// - Complexity: O(1).
    public func velocity(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        return -basis(at: time).displacementVelocity
    }

    // MARK: - Closed form

    /// The two fundamental solutions at time `t` and their derivatives: displacement `d(t)` and
    /// velocity `d′(t)` of any start `(d0, v0)` are `d0·displacement + v0·impulse` and
    /// `d0·displacementVelocity + v0·impulseVelocity` (the equation is linear).
    struct Basis {
        /// Solution for d(0) = 1, d′(0) = 0.
        var displacement: Double
        var displacementVelocity: Double
        /// Solution for d(0) = 0, d′(0) = 1.
        var impulse: Double
        var impulseVelocity: Double
    }

    /// |ζ − 1| below this counts as critically damped (avoids dividing by a vanishing ωd).
    static let criticalTolerance = 1e-6

    /// The fundamental solutions at `t` seconds (t ≥ 0).
    ///
    /// - Complexity: O(1).
    func basis(at t: Double) -> Basis {
        let omega = angularFrequency, zeta = damping
        if abs(zeta - 1) < Self.criticalTolerance {
            let e = exp(-omega * t)
            return Basis(displacement: (1 + omega * t) * e, displacementVelocity: -omega * omega * t * e,
                         impulse: t * e, impulseVelocity: (1 - omega * t) * e)
        }
        if zeta < 1 {
            let a = zeta * omega, w = omega * (1 - zeta * zeta).squareRoot()
            let e = exp(-a * t), c = cos(w * t), s = sin(w * t)
            return Basis(displacement: e * (c + a / w * s), displacementVelocity: -e * omega * omega / w * s,
                         impulse: e * s / w, impulseVelocity: e * (c - a / w * s))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let e1 = exp(r1 * t), e2 = exp(r2 * t), gap = r1 - r2
        return Basis(displacement: (-r2 * e1 + r1 * e2) / gap,
                     displacementVelocity: r1 * r2 * (e2 - e1) / gap,
                     impulse: (e1 - e2) / gap, impulseVelocity: (r1 * e1 - r2 * e2) / gap)
    }

    /// First time after which a spring started at rest one unit away stays settled.
    ///
    /// An analytic envelope gives a time after which it is certainly settled; scanning back
    /// from there finds the last unsettled sample.
    private static func computeSettlingDuration(damping: Double, response: Double) -> Double {
        let probe = Spring(damping: damping, response: response, settlingDuration: 0)
        let omega = probe.angularFrequency
        let (rate, displacementBound, velocityBound): (Double, Double, Double)
        if abs(damping - 1) < criticalTolerance {
            // (1 + x)e^(−x) ≤ 1.22 e^(−x/2) and ω x e^(−x) ≤ 0.74 ω e^(−x/2), with x = ωt.
            (rate, displacementBound, velocityBound) = (omega / 2, 1.22, 0.74 * omega)
        } else if damping < 1 {
            let a = damping * omega, w = omega * (1 - damping * damping).squareRoot()
            (rate, displacementBound, velocityBound) = (a, omega / w, omega * omega / w)
        } else {
            let root = (damping * damping - 1).squareRoot()
            let r1 = -omega * (damping - root), r2 = -omega * (damping + root), gap = r1 - r2
            (rate, displacementBound, velocityBound) = (-r1, (abs(r2) + abs(r1)) / gap, 2 * abs(r1 * r2) / gap)
        }
        let horizon = max(0, log(displacementBound / displacementEpsilon),
                          log(velocityBound / velocityEpsilon)) / rate
        let step = probe.settlingResolution
        var index = (horizon / step).rounded(.up)
        while index > 0 {
            let b = probe.basis(at: index * step)
            if abs(b.displacement) >= displacementEpsilon || abs(b.displacementVelocity) >= velocityEpsilon {
                return (index + 1) * step
            }
            index -= 1
        }
        return step
    }
}
