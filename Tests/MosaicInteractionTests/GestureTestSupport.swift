import MosaicCore
@testable import MosaicInteraction

/// Short spellings for scripted event streams.
func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
func down(_ id: Int, _ x: Double, _ y: Double, at t: Double) -> InputEvent {
    .pointerDown(id: id, position: pt(x, y), time: t)
}
func move(_ id: Int, _ x: Double, _ y: Double, at t: Double) -> InputEvent {
    .pointerMoved(id: id, position: pt(x, y), time: t)
}
func up(_ id: Int, _ x: Double, _ y: Double, at t: Double) -> InputEvent {
    .pointerUp(id: id, position: pt(x, y), time: t)
}
func ctrlWheel(dy: Double, at position: Point, time t: Double) -> InputEvent {
    .wheel(delta: pt(0, dy), position: position, modifiers: .ctrl, time: t)
}

/// A delivered gesture with the time it was delivered at (an event's time or a deadline).
struct Timed: Hashable, CustomStringConvertible {
    var time: Double
    var event: GestureEvent
    init(_ time: Double, _ event: GestureEvent) { self.time = time; self.event = event }
    var description: String { "\(time): \(event)" }
}

/// Drives one recognizer the way the driver does: before each event, fire every deadline
/// ≤ its time; after the last event, fire deadlines ≤ `end` (if given).
func run<R: GestureRecognizer>(_ recognizer: inout R, _ events: [InputEvent],
                               until end: Double? = nil) -> [Timed] {
    var out: [Timed] = []
    func fire(upTo time: Double) {
        for _ in 0..<8 {
            guard let deadline = recognizer.nextDeadline, deadline <= time else { return }
            out += recognizer.timerFired(at: deadline).map { Timed(deadline, $0) }
        }
    }
    for event in events {
        fire(upTo: event.time)
        out += recognizer.handle(event).map { Timed(event.time, $0) }
    }
    if let end { fire(upTo: end) }
    return out
}

/// The events alone, without times.
func runEvents<R: GestureRecognizer>(_ recognizer: inout R, _ events: [InputEvent],
                                     until end: Double? = nil) -> [GestureEvent] {
    run(&recognizer, events, until: end).map(\.event)
}


