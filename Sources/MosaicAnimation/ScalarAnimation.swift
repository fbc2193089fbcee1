/// A single animated number, e.g. a scroll offset on one axis: from `from` to `to` along an
/// `Animation`, starting at a given time.
///
/// Contract: `value(at:)` is `from` until the start (after the delay), `to` from `endTime` on,
/// and moves along the curve in between. `retargeted(to:animation:at:)` starts from the value
/// presented at that time (and its velocity for springs without delay), so it never jumps.
/// Pure: time is passed in, nothing reads a clock.
public struct ScalarAnimation: Hashable, Sendable {
    private var segment: AnimationSegment<Double>

    /// Starts an animation from `from` to `to` at `time`; `initialVelocity` (units per second)
    /// is honoured by spring curves without delay and ignored otherwise.
    public init(from: Double, to: Double, animation: Animation, at time: Double,
                initialVelocity: Double = 0) {
        var velocity = 0.0
        if animation.delay == 0, case .spring = animation.curve { velocity = initialVelocity }
        segment = AnimationSegment(from: from, to: to, curve: animation.curve,
                                   startTime: time + animation.delay, duration: animation.activeDuration,
                                   initialVelocity: velocity)
    }

    /// The start value.
    public var from: Double { segment.from }
    /// The target value.
    public var to: Double { segment.to }
    /// The timing curve.
    public var curve: TimingCurve { segment.curve }
    /// When the value starts moving (start time plus delay).
    public var startTime: Double { segment.startTime }
    /// When the value reaches `to`.
    public var endTime: Double { segment.endTime }

    /// The value at `time`.
    ///
    /// - Complexity: O(1).
    public func value(at time: Double) -> Double { segment.value(at: time) }

    /// The velocity (units per second) at `time`; 0 before the start and after the end.
    ///
    /// - Complexity: O(1).
    public func velocity(at time: Double) -> Double { segment.velocity(at: time) }

    /// True when `to` has been reached at `time`.
    public func isFinished(at time: Double) -> Bool { time >= endTime }

    /// A new animation to `target` that starts at `time` from the value (and, for springs, the
    /// velocity) presented at `time`.
    ///
    /// - Complexity: O(1).
    public func retargeted(to target: Double, animation: Animation, at time: Double) -> ScalarAnimation {
        ScalarAnimation(from: value(at: time), to: target, animation: animation, at: time,
                        initialVelocity: velocity(at: time))
    }
}
