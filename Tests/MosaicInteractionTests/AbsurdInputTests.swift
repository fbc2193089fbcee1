import Testing
import MosaicCore
@testable import MosaicInteraction

@Suite struct AbsurdInputTests {
    static let garbage: [InputEvent] = [
        down(1, .nan, 0, at: 0.1), down(1, .infinity, 0, at: 0.1), down(1, 1e300, 1e300, at: 0.1),
        up(9, 0, 0, at: 0.1), move(9, 0, 0, at: 0.1), .cancelAll(time: .nan),
        .wheel(delta: pt(0, .infinity), position: .zero, modifiers: .ctrl, time: 0.1),
        .key(.escape, modifiers: [], time: .infinity),
    ]

    @Test(arguments: [0, 1, 2, 3, 4])
    func garbageIsIgnoredCountedAndHarmless(which: Int) {
        var recognizer: any GestureRecognizer = [
            TapArbiter() as any GestureRecognizer, TapRecognizer(), LongPressRecognizer(),
            PanRecognizer(), PinchRecognizer(),
        ][which]
        var out: [GestureEvent] = []
        for event in Self.garbage { out += recognizer.handle(event) }
        #expect(out == [])
        #expect(recognizer.state == .possible)
        #expect(recognizer.nextDeadline == nil)
        #expect(recognizer.ignoredEventCount == Self.garbage.count)
    }

    @Test func eventsEarlierThanTheLastOneSeenAreIgnoredAndCounted() {
        var press = LongPressRecognizer()
        let out = run(&press, [down(1, 0, 0, at: 1), move(1, 100, 0, at: 0.5),  // back in time
                               up(1, 0, 0, at: 0.9), .cancelAll(time: 0.2)], until: 2)
        #expect(out == [.longPress(phase: .began, location: pt(0, 0))].map { Timed(1.5, $0) })
        #expect(press.ignoredEventCount == 3)
        let late = press.timerFired(at: 0.5)              // a timer going back is ignored too
        #expect(late == [])
        #expect(press.ignoredEventCount == 4)
    }

    @Test func aPanThatSeesGarbageMidDragKeepsItsNumbersFinite() {
        var pan = PanRecognizer()
        let out = runEvents(&pan, [down(1, 0, 0, at: 0), move(1, 20, 0, at: 0.0625),
                                   move(1, .nan, .nan, at: 0.07), move(1, 1e200, 0, at: 0.08),
                                   move(1, 30, 0, at: 0.125), up(1, 30, 0, at: 0.125)])
        #expect(out.count == 3)
        #expect(out.last == .pan(phase: .ended, translation: pt(30, 0), velocity: pt(160, 0), location: pt(30, 0)))
        #expect(pan.ignoredEventCount == 2)
    }
}
