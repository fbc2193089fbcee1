import MosaicAnimation
import MosaicCore

/// One segment of an owner-supplied snapshot animation (the exchange delegate's `animateCatch…` and
/// `animateRelease…`): over `duration` seconds, along `curve`, the snapshot goes to `scale`,
/// to `alpha` (nil: unchanged) and, during a release, its center to `center` (nil: unchanged;
/// viewport coordinates).
public struct SnapshotKeyframe: Sendable, Equatable {
    /// The snapshot's center at the end of the segment, in viewport points (release only).
    public var center: Point?
    /// The snapshot's scale at the end of the segment.
    public var scale: Double
    /// The snapshot's alpha at the end of the segment; nil keeps it.
    public var alpha: Double?
    /// The segment's length in seconds (negative or non-finite values count as 0).
    public var duration: Double
    /// The segment's timing.
    public var curve: TimingCurve

    /// A segment to `scale` (and optionally `alpha` and `center`) over `duration` seconds.
    public init(center: Point? = nil, scale: Double = 1, alpha: Double? = nil, duration: Double,
                curve: TimingCurve = .easeInOut) {
        self.center = center
        self.scale = scale
        self.alpha = alpha
        self.duration = duration
        self.curve = curve
    }

    /// The total length of `keyframes`, in seconds.
    public static func totalDuration(_ keyframes: [SnapshotKeyframe]) -> Double {
        keyframes.reduce(0) { $0 + $1.safeDuration }
    }

    var safeDuration: Double { duration.isFinite ? max(0, duration) : 0 }

    /// The snapshot's (center, scale, alpha) `elapsed` seconds into `keyframes`, starting from
    /// `start`. Past the end: the last keyframe's values.
    /// - Complexity: O(keyframes).
    static func evaluate(_ keyframes: [SnapshotKeyframe], from start: (center: Point, scale: Double, alpha: Double),
                         at elapsed: Double) -> (center: Point, scale: Double, alpha: Double) {
        var current = start
        var t = max(0, elapsed)
        for k in keyframes {
            let target = (center: k.center ?? current.center, scale: k.scale, alpha: k.alpha ?? current.alpha)
            let d = k.safeDuration
            if t < d {
                let f = k.curve.value(at: t / d)
                return (Point(x: current.center.x + (target.center.x - current.center.x) * f,
                              y: current.center.y + (target.center.y - current.center.y) * f),
                        current.scale + (target.scale - current.scale) * f,
                        current.alpha + (target.alpha - current.alpha) * f)
            }
            t -= d
            current = target
        }
        return current
    }
}

/// What `animateReleaseForExchangeController` is given: the snapshot where the
/// finger let go, the center of the cell where the release occurred, and the paths involved.
public struct ExchangeRelease: Sendable, Equatable {
    /// The snapshot's frame (unscaled) at the release, in viewport points.
    public var snapshotFrame: Rect
    /// The center of the cell where the release occurred (the dragged item's final slot), in
    /// viewport points — where the snapshot should go.
    public var centerOfCell: Point
    /// The dragged item's final path.
    public var finalPath: ItemPath
    /// The exchange controller's `originalIndexPathForDraggedItem`: where the item came from, where the
    /// displaced item now is (its dimming goes back to alpha 1 during the animation).
    public var originalPath: ItemPath
}

/// The owner's release animation (the delegate's `animateRelease…`): the snapshot's segments (to the
/// cell's center, say), then the completion sequence with `fadeOutDuration`: the hidden cell is
/// revealed behind the snapshot at once, the snapshot fades to alpha 0 over
/// `fadeOutDuration`, then it is removed.
public struct ExchangeReleaseAnimation: Sendable, Equatable {
    /// The snapshot's animation from the release point.
    public var keyframes: [SnapshotKeyframe]
    /// The duration passed to the exchange controller's completion block: how long the snapshot fades out.
    public var fadeOutDuration: Double

    /// A release animation of `keyframes`, then a fade of `fadeOutDuration` seconds.
    public init(keyframes: [SnapshotKeyframe], fadeOutDuration: Double) {
        self.keyframes = keyframes
        self.fadeOutDuration = fadeOutDuration
    }
}
