import MosaicCore

/// The exchange visuals, all configurable: the snapshot of the caught cell follows the
/// finger (alpha 0.8 over dark gray), a catch blink to scale 1.2 and a release blink to 1.05,
/// each segment 0.2 s; the displaced item (now at the origin) is dimmed to alpha 0.6.
public struct ExchangeStyle: Sendable, Equatable {
    /// The opacity of the snapshot following the finger, 0…1; default 0.8.
    public var snapshotAlpha = 0.8
    /// Dark gray (UIKit's `darkGrayColor` is white 1/3); nil for no background.
    public var snapshotBackgroundGray: Double? = 1.0 / 3.0
    /// The snapshot's scale at the peak of the catch blink (reached after one
    /// `segmentDuration`, back to 1 after two); default 1.2.
    public var catchBlinkScale = 1.2
    /// The scale the released item starts its landing at, shrinking to 1 as it animates into
    /// its slot (0.2 s ease-out); default 1.05.
    public var releaseBlinkScale = 1.05
    /// Seconds of each half of the catch blink (up, then down); default 0.2. Values below
    /// 1 µs count as 1 µs.
    public var segmentDuration = 0.2
    /// The opacity of the displaced item (shown at the dragged item's origin) while an exchange
    /// is in effect, 0…1; default 0.6.
    public var displacedAlpha = 0.6

    /// The exchange controller's look: the defaults documented on each property.
    public init() {}

    /// The snapshot's scale `elapsed` seconds after the catch: up to `catchBlinkScale` over one
    /// segment, back to 1 over the next.
    public func blinkScale(at elapsed: Double) -> Double {
        let d = max(segmentDuration, 1e-6)
        if elapsed < 0 { return 1 }
        if elapsed < d { return 1 + (catchBlinkScale - 1) * (elapsed / d) }
        if elapsed < 2 * d { return catchBlinkScale - (catchBlinkScale - 1) * ((elapsed - d) / d) }
        return 1
    }
}

extension ExchangeStyle {
    /// The caught snapshot's scale and alpha at `time`, the catch having been at `caught`: the
    /// owner's catch animation (`keyframes` from its `start`) when there is one, else the
    /// default blink at ``snapshotAlpha``.
    func snapshotLook(at time: Double, since caught: Double,
                      catchAnimation: (keyframes: [SnapshotKeyframe], start: Double)?) -> (scale: Double, alpha: Double) {
        if let owner = catchAnimation {
            let v = SnapshotKeyframe.evaluate(owner.keyframes, from: (.zero, 1, snapshotAlpha), at: time - owner.start)
            return (v.scale, v.alpha)
        }
        return (blinkScale(at: time - caught), snapshotAlpha)
    }
}
