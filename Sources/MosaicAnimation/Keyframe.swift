/// One leg of a keyed animation sequence: move to `target` with `animation`.
///
/// A sequence `[k1, k2, …]` plays back to back: `k1` starts (after its delay) at the start
/// time from the start value, each later leg starts (after its own delay) where and when the
/// previous one ended.
public struct Keyframe: Hashable, Sendable {
    /// The values reached at the end of this leg.
    public var target: AnimatedValues
    /// Curve, duration and delay of this leg.
    public var animation: Animation

    /// A leg that moves to `target` with `animation`.
    public init(to target: AnimatedValues, animation: Animation) {
        self.target = target
        self.animation = animation
    }

    /// The contacts grid's selection bounce: to `scale` (default 0.9) with ease-out over
    /// `segmentDuration` (default 0.1 s), then back to `values` with ease-in over the same time.
    /// `values` is the element's resting state; its scale is the one returned to.
    public static func bounce(_ values: AnimatedValues, scale: Double = 0.9,
                              segmentDuration: Double = 0.1) -> [Keyframe] {
        [Keyframe(to: values.with(scale: scale), animation: .easeOut(duration: segmentDuration)),
         Keyframe(to: values, animation: .easeIn(duration: segmentDuration))]
    }
}
