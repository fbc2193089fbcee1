import Foundation

/// A trace a recorder builds: its events, in time order, and its replay-file text. Both trace
/// shapes are (``ReplayScript``, ``ReplayGroupScript``).
package protocol RecordableTrace {
    /// The trace's events, in time order.
    var events: [ReplayEvent] { get set }
    /// The trace as a replay file's JSON text.
    func jsonString() -> String
}

extension ReplayScript: RecordableTrace {}
extension ReplayGroupScript: RecordableTrace {}

/// What ``ReplayRecorder`` and ``ReplayGroupRecorder`` share: a starting state and the events
/// recorded since, appended with their times kept non-decreasing (an event stamped earlier
/// than the last one takes the last one's time, so the trace replays in the order recorded).
package struct ReplayRecording<Trace: RecordableTrace> {
    private var base: Trace
    private var events: [ReplayEvent] = []

    /// - Parameter initial: the starting state; its events are ignored.
    package init(initial: Trace) {
        base = initial
        base.events = []
    }

    /// Appends an event, keeping times non-decreasing. O(1) amortised.
    package mutating func append(_ event: ReplayEvent) {
        var e = event
        if let last = events.last, e.t < last.t { e.t = last.t }
        events.append(e)
    }

    /// The starting state with the recorded events.
    package func script() -> Trace {
        var s = base
        s.events = events
        return s
    }

    /// Writes ``script()`` as a replay file at `path` (its JSON text and a newline).
    /// - Throws: the file system's error when the file cannot be written.
    package func write(to path: String) throws {
        try Data((script().jsonString() + "\n").utf8).write(to: URL(fileURLWithPath: path))
    }
}
