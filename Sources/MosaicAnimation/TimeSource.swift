import Foundation

/// A source of monotonic time in seconds. Everything in the engine that depends on time —
/// long press, double tap, animations, momentum, auto-scroll — reads a `TimeSource`; nothing reads
/// the wall clock or sleeps, so tests drive time with a `ManualClock`.
public protocol TimeSource: AnyObject {
    /// Seconds since an arbitrary fixed origin; never decreases.
    var now: Double { get }
}

/// The real monotonic clock (`CLOCK_MONOTONIC` via `DispatchTime`), for window backends.
public final class MonotonicClock: TimeSource {
    private let origin: UInt64

    /// A clock whose origin (time 0) is the moment it is created.
    public init() { origin = DispatchTime.now().uptimeNanoseconds }

    public var now: Double {
        Double(DispatchTime.now().uptimeNanoseconds &- origin) / 1_000_000_000
    }
}

/// A clock that only moves when told to: tests and `mosaic replay` advance it explicitly.
public final class ManualClock: TimeSource {
    /// The current time, in seconds; changes only through `advance(by:)` and `advance(to:)`.
    public private(set) var now: Double

    /// A clock stopped at `now` seconds.
    public init(now: Double = 0) { self.now = now }

    /// Moves time forward by `seconds`; negative or non-finite amounts are ignored.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }

    /// Moves time forward to `time`; a time in the past is ignored (time never goes back).
    public func advance(to time: Double) {
        guard time.isFinite, time > now else { return }
        now = time
    }
}
