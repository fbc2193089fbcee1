/// The common shape of every recognizer: a value fed with time-stamped input and timer fires,
/// returning the gestures it recognized.
///
/// Recognizers are attached to the collection view as a whole, not to cells. A driver feeds
/// every `InputEvent` to every recognizer, in time order, and performs the returned events:
///
/// ```swift
/// // before handling an event at time t: fire every deadline ≤ t, earliest first
/// while let (i, d) = earliestDeadline(in: recognizers), d <= event.time {
///     perform(recognizers[i].timerFired(at: d))
/// }
/// for i in recognizers.indices { perform(recognizers[i].handle(event)) }
/// ```
/// `GestureDriver` is exactly that loop.
///
/// Contract shared by every conforming type:
/// - Time never goes back. An event whose time is earlier than the last time seen, or whose
///   numbers are not finite or absurdly large, is ignored and counted in `ignoredEventCount`;
///   so are a `pointerDown` for a pointer already down and a move or up for a pointer that is
///   not down. Nothing in the input can crash a recognizer.
/// - `handle(_:)` first fires the recognizer's own overdue deadline (≤ the event's time), so a
///   driver that forgets a timer still gets the right outcome, just later.
/// - Timer fires do not move the recognizer's event clock: an event time-stamped slightly
///   before an already-fired deadline is still handled (see `InputSanitizer.admitTimer`).
/// - A `cancelAll` cancels a recognized gesture (`cancelled`), fails one still possible, and
///   forgets every pointer.
public protocol GestureRecognizer: Sendable {
    /// The recognizer's current state.
    var state: GestureState { get }

    /// The time at which the recognizer needs `timerFired(at:)` (a long press's duration
    /// elapsed, a double tap's window expired), or `nil` when it waits for nothing.
    /// Always finite when not `nil`, and never earlier than the last event it handled.
    var nextDeadline: Double? { get }

    /// How many events (and timer fires) were ignored as malformed or out of order.
    var ignoredEventCount: Int { get }

    /// Feeds one input event; returns the gestures recognized because of it, in order.
    mutating func handle(_ event: InputEvent) -> [GestureEvent]

    /// Tells the recognizer that the clock reached `time`. Fires the pending deadline when
    /// `time ≥ nextDeadline`; otherwise does nothing. A `time` earlier than the last event
    /// handled is ignored and counted.
    mutating func timerFired(at time: Double) -> [GestureEvent]

    /// True while the recognizer may still recognize the input it has seen: an attempt is in
    /// progress (a pointer is down on it, or it waits for a second tap) or its gesture is
    /// recognized and continuing. Gestures that require this recognizer to fail wait while it
    /// is true. Default: a pending deadline, or a `began`/`changed` state.
    var isTracking: Bool { get }

    /// Returns to `possible`, forgetting any attempt in progress and any pending deadline,
    /// without emitting anything. Pointers already down stay known (their later moves and ups
    /// are not counted as malformed) but take no part in a gesture. Counters are kept.
    mutating func reset()
}

extension GestureRecognizer {
    public var isTracking: Bool { nextDeadline != nil || state.isActive }
}
