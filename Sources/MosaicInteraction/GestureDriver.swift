/// One gesture delivered by a `GestureDriver`: which recognizer (by its name) and what.
public struct RecognizedGesture<Name: Hashable & Sendable>: Hashable, Sendable {
    /// The name of the recognizer that reported it (see ``GestureDriver/names``).
    public var recognizer: Name
    /// What the recognizer reported (tap, long press, pan, pinch or custom), with its
    /// locations in the viewport points of the input events.
    public var event: GestureEvent

    /// A delivery of `event` from the recognizer named `recognizer` (not checked against any
    /// driver's names).
    public init(recognizer: Name, event: GestureEvent) {
        self.recognizer = recognizer
        self.event = event
    }
}

/// The whole driver loop as a value: feeds every event to every recognizer and fires their
/// deadlines in time order. Each recognizer has a name — the collection view names its own
/// `.tap`, `.longPress`, `.pan`, `.pinch`; a driver made from a plain array names them by
/// position — and every delivery says which one it came from.
///
/// ```swift
/// var gestures = GestureDriver<String>(["tap": TapArbiter(), "press": LongPressRecognizer()])
/// for delivered in gestures.handle(event) { perform(delivered) }          // on every input
/// for delivered in gestures.advance(to: clock.now) { perform(delivered) } // once per frame
/// gestures["tap"].reset()
/// ```
/// `handle(_:)` is `advance(to: event.time)` followed by `handle` on each recognizer in the
/// order given, so a long press that elapsed before a move is delivered before that move's events.
public struct GestureDriver<Name: Hashable & Sendable>: Sendable {
    /// The recognizers' names, in the order they are fed (ties between deadlines go to the earlier).
    public let names: [Name]
    /// The recognizers, in the order of ``names``.
    public private(set) var recognizers: [any GestureRecognizer]

    /// A driver over `recognizers`, fed in the order given. The recognizers are used as given,
    /// in their current state.
    /// - Precondition: the names are distinct.
    public init(_ recognizers: KeyValuePairs<Name, any GestureRecognizer>) {
        self.init(names: recognizers.map(\.key), recognizers: recognizers.map(\.value))
    }

    init(names: [Name], recognizers: [any GestureRecognizer]) {
        precondition(Set(names).count == names.count, "GestureDriver: recognizer names must be distinct, got \(names)")
        self.names = names
        self.recognizers = recognizers
    }

    /// The recognizer named `name`, to read or change (say, `reset()` it).
    /// - Precondition: the driver has a recognizer of that name.
    /// - Complexity: O(number of recognizers).
    public subscript(name: Name) -> any GestureRecognizer {
        get { recognizers[index(of: name)] }
        set { recognizers[index(of: name)] = newValue }
    }

    private func index(of name: Name) -> Int {
        guard let index = names.firstIndex(of: name) else {
            preconditionFailure("GestureDriver has no recognizer named \(name); its recognizers are \(names)")
        }
        return index
    }

    /// The earliest deadline of any recognizer: when to call `advance(to:)` next.
    public var nextDeadline: Double? {
        recognizers.compactMap(\.nextDeadline).min()
    }

    /// Fires every deadline `≤ time`, earliest first, each at its own deadline time.
    /// A recognizer whose deadline does not move after firing is skipped for the rest of the
    /// call, so a misbehaving recognizer cannot hang the loop.
    public mutating func advance(to time: Double) -> [RecognizedGesture<Name>] {
        var delivered: [RecognizedGesture<Name>] = []
        var stuck: Set<Int> = []
        for _ in 0..<(4 * recognizers.count + 4) {
            var earliest: (index: Int, deadline: Double)?
            for (index, recognizer) in recognizers.enumerated() where !stuck.contains(index) {
                guard let deadline = recognizer.nextDeadline, deadline <= time else { continue }
                if earliest.map({ deadline < $0.deadline }) ?? true { earliest = (index, deadline) }
            }
            guard let (index, deadline) = earliest else { break }
            for event in recognizers[index].timerFired(at: deadline) {
                delivered.append(RecognizedGesture(recognizer: names[index], event: event))
            }
            if let next = recognizers[index].nextDeadline, next <= deadline { stuck.insert(index) }
        }
        return delivered
    }

    /// Fires the deadlines up to the event's time, then feeds the event to every recognizer.
    public mutating func handle(_ event: InputEvent) -> [RecognizedGesture<Name>] {
        var delivered = advance(to: event.time)
        for index in recognizers.indices {
            for gesture in recognizers[index].handle(event) {
                delivered.append(RecognizedGesture(recognizer: names[index], event: gesture))
            }
        }
        return delivered
    }

    /// Resets every recognizer (see `GestureRecognizer.reset()`).
    public mutating func reset() {
        for index in recognizers.indices { recognizers[index].reset() }
    }
}

extension GestureDriver where Name == Int {
    /// A driver over `recognizers`, fed in array order and named by position (0, 1, …).
    public init(_ recognizers: [any GestureRecognizer]) {
        self.init(names: Array(recognizers.indices), recognizers: recognizers)
    }
}
