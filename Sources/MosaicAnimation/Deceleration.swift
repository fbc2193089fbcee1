import Foundation

/// Momentum after a flick: the velocity decays exponentially, UIKit-style, until it drops
/// below `stopVelocity`.
///
/// UIKit's deceleration rate `r` is the fraction of velocity kept per millisecond (0.998 for
/// `.normal`, 0.99 for `.fast`). In continuous time `v(t) = v₀ e^(−kt)` with `k = −1000 ln r`
/// per second, so the offset travelled is `x(t) = v₀ (1 − e^(−kt)) / k`.
///
/// Contract: motion stops at `duration = ln(|v₀| / stopVelocity) / k` (0 when the flick is
/// already slower); from then on `position(at:)` stays at `distance` and `velocity(at:)` is 0.
/// `distance = (v₀ − sign(v₀)·stopVelocity) / k`, always finite and of the flick's sign.
/// Positions are offsets from the flick's start; time is seconds since the flick.
public struct Deceleration: Hashable, Sendable {
    /// UIKit's `UIScrollView.DecelerationRate.normal`: 0.998 of the velocity kept per ms.
    public static let normalRate = 0.998
    /// UIKit's `UIScrollView.DecelerationRate.fast`: 0.99 per ms.
    public static let fastRate = 0.99
    /// Speed (points per second) below which the motion stops, by default.
    public static let defaultStopVelocity = 5.0

    /// Velocity at t = 0 in points per second (0 if a non-finite value was given).
    public let initialVelocity: Double
    /// Fraction of the velocity kept per millisecond, in (0, 1).
    public let rate: Double
    /// Speed in points per second below which the motion stops; > 0.
    public let stopVelocity: Double

    /// Creates a deceleration. A `rate` outside (0, 1) becomes `normalRate`, a non-positive or
    /// non-finite `stopVelocity` becomes `defaultStopVelocity`, a non-finite velocity 0.
    public init(initialVelocity: Double, rate: Double = Deceleration.normalRate,
                stopVelocity: Double = Deceleration.defaultStopVelocity) {
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.rate = rate > 0 && rate < 1 ? rate : Self.normalRate
        self.stopVelocity = stopVelocity.isFinite && stopVelocity > 0 ? stopVelocity : Self.defaultStopVelocity
    }

    /// The decay constant k = −1000 ln(rate), per second (≈ 2.002 for the normal rate).
    public var decayConstant: Double { -1000 * log(rate) }

    /// Seconds until the speed falls to `stopVelocity`; 0 when it starts at or below it.
    ///
    /// - Complexity: O(1).
    public var duration: Double {
        let speed = abs(initialVelocity)
        return speed > stopVelocity ? log(speed / stopVelocity) / decayConstant : 0
    }

    /// The offset at which the motion stops: `(v₀ − sign(v₀)·stopVelocity) / k`, or 0.
    ///
    /// - Complexity: O(1).
    public var distance: Double { position(at: duration) }

    /// Where the motion would end without a stop velocity: `v₀ / k` (UIKit's "projected"
    /// offset, useful to pick a snap target before the motion starts).
    public var projectedDistance: Double { initialVelocity / decayConstant }

    /// The offset from the start at `time` seconds; 0 before the start, `distance` after the stop.
    ///
    /// - Complexity: O(1).
    public func position(at time: Double) -> Double {
        let t = clampedTime(time)
        return initialVelocity * -expm1(-decayConstant * t) / decayConstant
    }

    /// The velocity (points per second) at `time`; 0 before the start and from the stop on.
    ///
    /// - Complexity: O(1).
    public func velocity(at time: Double) -> Double {
        guard time >= 0, time < duration else { return 0 }
        return initialVelocity * exp(-decayConstant * time)
    }

    /// True when the motion has stopped at `time`.
    public func isFinished(at time: Double) -> Bool { time >= duration }

    private func clampedTime(_ time: Double) -> Double {
        time.isNaN ? 0 : min(duration, max(0, time))
    }
}
