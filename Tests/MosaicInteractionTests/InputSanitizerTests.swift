import Testing
import MosaicCore
@testable import MosaicInteraction

@Suite struct InputSanitizerTests {
    /// Admits each event in turn; returns which were admitted.
    func admit(_ events: [InputEvent], into s: inout InputSanitizer) -> [Bool] {
        events.map { s.admit($0) }
    }

    @Test func rejectsNonFiniteAndHugeNumbersAndCountsThem() {
        var s = InputSanitizer()
        let admitted = admit([
            down(1, .nan, 0, at: 0), down(1, 0, .infinity, at: 0), down(1, 1e300, 0, at: 0),
            down(1, 0, 0, at: .nan), down(1, 0, 0, at: 1e20),
            .wheel(delta: pt(0, .nan), position: .zero, modifiers: .ctrl, time: 0),
        ], into: &s)
        #expect(admitted == [false, false, false, false, false, false])
        #expect(s.ignoredEventCount == 6)
        #expect(s.pointersDown.isEmpty)
        #expect(s.lastTime == nil)
        let edge = s.admit(down(1, 1e9, -1e9, at: 0))
        #expect(edge)
    }

    @Test func rejectsTimeGoingBackButAcceptsEqualTimes() {
        var s = InputSanitizer()
        let first = admit([down(1, 0, 0, at: 1), move(1, 1, 0, at: 1), move(1, 2, 0, at: 0.5)], into: &s)
        #expect(first == [true, true, false])
        let timers = [s.admitTimer(at: 0.9), s.admitTimer(at: 1.2)]
        #expect(timers == [false, true])
        #expect(s.lastTime == 1)                        // timers do not move the event clock
        let afterTimer = s.admit(move(1, 3, 0, at: 1.1))
        #expect(afterTimer)
        let late = s.admit(up(1, 2, 0, at: 1.05))
        #expect(!late)
        #expect(s.ignoredEventCount == 3)
        #expect(s.pointersDown == [1: pt(3, 0)])
    }

    @Test func rejectsPointerEventsThatContradictWhatIsDown() {
        var s = InputSanitizer()
        let admitted = admit([
            up(7, 0, 0, at: 0),        // up without a down
            move(7, 0, 0, at: 0),      // move for an unknown pointer
            down(7, 0, 0, at: 0),
            down(7, 5, 5, at: 0.1),    // down twice
            up(7, 1, 1, at: 0.2),
            up(7, 1, 1, at: 0.3),      // up twice
        ], into: &s)
        #expect(admitted == [false, false, true, false, true, false])
        #expect(s.ignoredEventCount == 4)
    }

    @Test func cancelAllForgetsEveryPointer() {
        var s = InputSanitizer()
        let admitted = admit([down(1, 0, 0, at: 0), down(2, 0, 0, at: 0), .cancelAll(time: 0.1),
                              up(1, 0, 0, at: 0.2)], into: &s)
        #expect(admitted == [true, true, true, false])
        #expect(s.pointersDown.isEmpty)
    }

    @Test func capsTheNumberOfPointers() {
        var s = InputSanitizer()
        let admitted = admit((0...InputSanitizer.maximumPointers).map { down($0, 0, 0, at: 0) }, into: &s)
        #expect(admitted == Array(repeating: true, count: InputSanitizer.maximumPointers) + [false])
        #expect(s.pointersDown.count == InputSanitizer.maximumPointers)
    }
}
