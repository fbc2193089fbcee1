/// A chain of segments played back to back for one animated element: each starts where the
/// previous one ended (after its own delay).
///
/// Contract: before the first segment starts the value is `origin`; during a delay between
/// segments it holds the previous target; after the last segment it is `target`. A track with
/// no segments holds `origin` and is finished from the start.
struct AnimationTrack<Value: AnimatableVector>: Hashable, Sendable {
    private(set) var origin: Value
    private(set) var segments: [AnimationSegment<Value>]

    /// Builds the chain starting at `time` from `origin`. `initialVelocity` is given to the first
    /// segment when it is a spring without delay (a delay holds still, so it drops the velocity).
    ///
    /// - Complexity: O(s) for s legs.
    init(from origin: Value, legs: [(target: Value, animation: Animation)], at time: Double,
         initialVelocity: Value = .zero) {
        self.origin = origin
        var segments: [AnimationSegment<Value>] = []
        segments.reserveCapacity(legs.count)
        var cursor = time, current = origin
        for leg in legs {
            let start = cursor + leg.animation.delay
            var velocity = Value.zero
            if segments.isEmpty, leg.animation.delay == 0, case .spring = leg.animation.curve {
                velocity = initialVelocity
            }
            segments.append(AnimationSegment(from: current, to: leg.target, curve: leg.animation.curve,
                                             startTime: start, duration: leg.animation.activeDuration,
                                             initialVelocity: velocity))
            cursor = start + leg.animation.activeDuration
            current = leg.target
        }
        self.segments = segments
    }

    /// The value once every segment has finished.
    var target: Value { segments.last?.to ?? origin }

    /// The time the last segment reaches its target (the start of an empty track is -∞).
    var endTime: Double { segments.last?.endTime ?? -Double.infinity }

    /// True when `time` is at or past `endTime`.
    func isFinished(at time: Double) -> Bool { time >= endTime }

    /// The segment in effect at `time`: the last one that has started.
    ///
    /// - Complexity: O(s) for s segments (a handful).
    private func segment(at time: Double) -> AnimationSegment<Value>? {
        segments.last { time >= $0.startTime }
    }

    /// The presented value at `time`.
    ///
    /// - Complexity: O(s) for s segments.
    func value(at time: Double) -> Value {
        segment(at: time)?.value(at: time) ?? origin
    }

    /// The presented velocity (units per second) at `time`.
    ///
    /// - Complexity: O(s) for s segments.
    func velocity(at time: Double) -> Value {
        segment(at: time)?.velocity(at: time) ?? .zero
    }
}
