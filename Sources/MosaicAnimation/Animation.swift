/// What an animation looks like, independent of what it moves: a timing curve, a duration and
/// a delay.
///
/// Contract: `duration` and `delay` are finite and ≥ 0 (negative or non-finite arguments become
/// 0). For a spring curve `duration` is ignored and the animation lasts the spring's
/// `settlingDuration`; `activeDuration` is the length actually used.
public struct Animation: Hashable, Sendable {
    /// How the value progresses.
    public let curve: TimingCurve
    /// Requested length in seconds; ignored by springs (see `activeDuration`).
    public let duration: Double
    /// Seconds to hold the start value before moving.
    public let delay: Double

    /// Creates an animation; bad durations and delays become 0 instead of trapping.
    public init(curve: TimingCurve = .easeInOut, duration: Double = 0.25, delay: Double = 0) {
        self.curve = curve
        self.duration = Self.sanitized(duration)
        self.delay = Self.sanitized(delay)
    }

    /// The seconds the value actually moves: `duration`, or the spring's settling duration.
    public var activeDuration: Double {
        if case .spring(let spring) = curve { return spring.settlingDuration }
        return duration
    }

    /// `delay + activeDuration`: seconds from the start call until the target is reached.
    public var totalDuration: Double { delay + activeDuration }

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double, delay: Double = 0) -> Animation {
        Animation(curve: .linear, duration: duration, delay: delay)
    }

    /// CSS / UIKit ease-in over `duration` seconds.
    public static func easeIn(duration: Double, delay: Double = 0) -> Animation {
        Animation(curve: .easeIn, duration: duration, delay: delay)
    }

    /// CSS / UIKit ease-out over `duration` seconds.
    public static func easeOut(duration: Double, delay: Double = 0) -> Animation {
        Animation(curve: .easeOut, duration: duration, delay: delay)
    }

    /// CSS / UIKit ease-in-out over `duration` seconds.
    public static func easeInOut(duration: Double, delay: Double = 0) -> Animation {
        Animation(curve: .easeInOut, duration: duration, delay: delay)
    }

    /// A spring (SwiftUI-style `damping` ratio and `response` period); lasts until settled.
    public static func spring(damping: Double = 1, response: Double = 0.5, delay: Double = 0) -> Animation {
        Animation(curve: .spring(damping: damping, response: response), duration: 0, delay: delay)
    }

    private static func sanitized(_ seconds: Double) -> Double {
        seconds.isFinite && seconds > 0 ? seconds : 0
    }
}
