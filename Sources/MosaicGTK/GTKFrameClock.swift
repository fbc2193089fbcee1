internal import CGTK
import MosaicAnimation

/// The engine's clock in a GTK widget: seconds on GLib's monotonic clock (the base of the frame
/// clock and of GDK event times), from an origin set when it is created. It stands still between
/// what moves it — a frame of the widget's frame clock (its frame time), an input event (the
/// event's own time, ``EventTimeMapper``), a timer of the engine — so the engine draws each
/// frame at the frame clock's time and sees each event at the time it happened.
///
/// Give it to the `CollectionView` you host in a ``CollectionWidget``:
/// ```swift
/// let clock = GTKFrameClock()
/// let view = try CollectionView(snapshot: snapshot, layout: layout, viewportSize: size, clock: clock)
/// let widget = CollectionWidget(view: view)
/// ```
/// A view on another clock (a `MonotonicClock`) works too: the widget then stamps events with
/// that clock's time when they arrive.
public final class GTKFrameClock: TimeSource {
    /// GLib's monotonic time (µs) at time 0.
    public let originMicroseconds: Int64
    /// Seconds since the origin; never decreases.
    public private(set) var now: Double = 0

    /// A clock whose time 0 is now (`g_get_monotonic_time()`).
    public init() { originMicroseconds = Int64(g_get_monotonic_time()) }

    /// The clock's time for GLib monotonic microseconds `microseconds`.
    public func seconds(monotonicMicroseconds microseconds: Int64) -> Double {
        Double(microseconds - originMicroseconds) / 1_000_000
    }

    /// Moves the clock to `time` (seconds since the origin); a time in the past, or not
    /// finite, is ignored (time never goes back).
    public func advance(to time: Double) {
        guard time.isFinite, time > now else { return }
        now = time
    }

    /// Moves the clock to GLib's monotonic time now (a timer fired: no frame or event says
    /// what time it is).
    public func advanceToPresent() { advance(to: seconds(monotonicMicroseconds: Int64(g_get_monotonic_time()))) }
}

/// GDK event times (32-bit milliseconds) → milliseconds on GLib's monotonic clock.
///
/// On X11 and Wayland the server's event times are monotonic milliseconds already (offset 0);
/// when an event's time is more than a second away from when it arrived (another base, a 32-bit
/// wrap), the mapper adopts the offset between the two and keeps it while it stays within a
/// second. Results never lie after the time of arrival. O(1).
public struct EventTimeMapper: Sendable, Equatable {
    /// Added to an event's time to make monotonic milliseconds; nil before the first event.
    public private(set) var offset: Int64?

    /// A mapper that has seen no event.
    public init() {}

    /// The monotonic time (ms) of an event stamped `eventMilliseconds` that arrived at
    /// monotonic `arrivalMilliseconds`.
    public mutating func map(eventMilliseconds: UInt32, arrivalMilliseconds: Int64) -> Int64 {
        let event = Int64(eventMilliseconds)
        if offset == nil { offset = abs(arrivalMilliseconds - event) < 1_000 ? 0 : arrivalMilliseconds - event }
        let mapped = event + (offset ?? 0)
        if mapped > arrivalMilliseconds || mapped < arrivalMilliseconds - 1_000 {
            offset = arrivalMilliseconds - event
            return arrivalMilliseconds
        }
        return mapped
    }
}
