/// One gesture delivered by a `GestureDriver`: which recognizer (its index) and what.
public struct RecognizedGesture: Hashable, Sendable {
    /// The index of the recognizer in `GestureDriver.recognizers`.
    public var recognizer: Int
    /// What the recognizer reported (tap, long press, pan, pinch or custom), with its
    /// locations in the viewport points of the input events.
    public var event: GestureEvent

    /// A delivery of `event` from the recognizer at index `recognizer` (not checked against
    /// any driver's `recognizers`).
    public init(recognizer: Int, event: GestureEvent) {
        self.recognizer = recognizer
        self.event = event
    }
}

/// The whole driver loop as a value: feeds every event to every recognizer and fires their
/// deadlines in time order. The collection view owns one and performs what it returns.
///
/// ```swift
/// var gestures = GestureDriver([TapArbiter(), LongPressRecognizer(), PanRecognizer(),
///                               PinchRecognizer()])
/// for delivered in gestures.handle(event) { perform(delivered) }      // on every input
/// for delivered in gestures.advance(to: clock.now) { perform(delivered) } // once per frame
/// ```
/// `handle(_:)` is `advance(to: event.time)` followed by `handle` on each recognizer in index
/// order, so a long press that elapsed before a move is delivered before that move's events.
public struct GestureDriver: Sendable {
    /// The recognizers, in the order they are fed (ties between deadlines go to the lower index).
    public var recognizers: [any GestureRecognizer]

    /// A driver over `recognizers`, fed in array order (the index is each one's identity in
    /// every ``RecognizedGesture``). The recognizers are used as given, in their current state.
    public init(_ recognizers: [any GestureRecognizer]) {
        self.recognizers = recognizers
    }

    /// The earliest deadline of any recognizer: when to call `advance(to:)` next.
    public var nextDeadline: Double? {
        recognizers.compactMap(\.nextDeadline).min()
    }

    /// Fires every deadline `≤ time`, earliest first, each at its own deadline time.
    /// A recognizer whose deadline does not move after firing is skipped for the rest of the
    /// call, so a misbehaving recognizer cannot hang the loop.
    public mutating func advance(to time: Double) -> [RecognizedGesture] {
        var delivered: [RecognizedGesture] = []
        var stuck: Set<Int> = []
        for _ in 0..<(4 * recognizers.count + 4) {
            var earliest: (index: Int, deadline: Double)?
            for (index, recognizer) in recognizers.enumerated() where !stuck.contains(index) {
                guard let deadline = recognizer.nextDeadline, deadline <= time else { continue }
                if earliest.map({ deadline < $0.deadline }) ?? true { earliest = (index, deadline) }
            }
            guard let (index, deadline) = earliest else { break }
            for event in recognizers[index].timerFired(at: deadline) {
                delivered.append(RecognizedGesture(recognizer: index, event: event))
            }
            if let next = recognizers[index].nextDeadline, next <= deadline { stuck.insert(index) }
        }
        return delivered
    }

    /// Fires the deadlines up to the event's time, then feeds the event to every recognizer.
    public mutating func handle(_ event: InputEvent) -> [RecognizedGesture] {
        var delivered = advance(to: event.time)
        for index in recognizers.indices {
            for gesture in recognizers[index].handle(event) {
                delivered.append(RecognizedGesture(recognizer: index, event: gesture))
            }
        }
        return delivered
    }

    /// Resets every recognizer (see `GestureRecognizer.reset()`).
    public mutating func reset() {
        for index in recognizers.indices { recognizers[index].reset() }
    }
}
