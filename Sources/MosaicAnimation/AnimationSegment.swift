/// One leg of an animation: `from` → `to` along `curve`, starting at `startTime` and lasting
/// `duration` seconds, optionally with a start velocity (springs only).
///
/// Contract: the value is exactly `from` for `time ≤ startTime` (and for NaN) and exactly `to`
/// for `time ≥ startTime + duration`; the velocity is zero outside `[startTime, endTime)`.
/// A zero duration jumps to `to` at `startTime`.
struct AnimationSegment<Value: AnimatableVector>: Hashable, Sendable {
    var from: Value
    var to: Value
    var curve: TimingCurve
    var startTime: Double
    /// Seconds from `startTime` to `to`; a spring's settling duration for spring curves.
    var duration: Double
    /// Velocity (units per second) at `startTime`; honoured by springs, ignored otherwise.
    var initialVelocity: Value

    var endTime: Double { startTime + duration }

    /// The value at `time` (seconds, same timeline as `startTime`).
    ///
    /// - Complexity: O(1).
    func value(at time: Double) -> Value {
        let elapsed = time - startTime
        if elapsed >= duration { return to }
        guard elapsed > 0 else { return from }
        switch curve {
        case .linear:
            return from + (to - from) * (elapsed / duration)
        case .bezier(let bezier):
            return from + (to - from) * bezier.value(at: elapsed / duration)
        case .spring(let spring):
            let basis = spring.basis(at: elapsed)
            return to + (from - to) * basis.displacement + initialVelocity * basis.impulse
        }
    }

    /// The velocity (units per second) at `time`.
    ///
    /// - Complexity: O(1).
    func velocity(at time: Double) -> Value {
        let elapsed = time - startTime
        guard elapsed >= 0, elapsed < duration else { return .zero }
        switch curve {
        case .linear:
            return (to - from) * (1 / duration)
        case .bezier(let bezier):
            return (to - from) * (bezier.slope(at: elapsed / duration) / duration)
        case .spring(let spring):
            let basis = spring.basis(at: elapsed)
            return (from - to) * basis.displacementVelocity + initialVelocity * basis.impulseVelocity
        }
    }
}
