import Testing
import MosaicCore
@testable import MosaicInteraction

@Suite struct GestureDriverTests {
    @Test func firesDeadlinesInTimeOrderBeforeTheEvent() {
        var driver = GestureDriver([LongPressRecognizer(), LongPressRecognizer(minimumPressDuration: 0.15),
                                    TapArbiter(), PanRecognizer()])
        let out1 = driver.handle(down(1, 10, 10, at: 0))
        #expect(out1 == [])
        #expect(driver.nextDeadline == 0.15)
        let out = driver.handle(move(1, 40, 10, at: 1))
        #expect(out == [
            RecognizedGesture(recognizer: 1, event: .longPress(phase: .began, location: pt(10, 10))),
            RecognizedGesture(recognizer: 0, event: .longPress(phase: .began, location: pt(10, 10))),
            RecognizedGesture(recognizer: 0, event: .longPress(phase: .changed, location: pt(40, 10))),
            RecognizedGesture(recognizer: 1, event: .longPress(phase: .changed, location: pt(40, 10))),
            RecognizedGesture(recognizer: 3, event: .pan(phase: .began, translation: pt(30, 0),
                                                         velocity: .zero, location: pt(40, 10))),
        ])
        #expect(driver.recognizers.map(\.state) == [.changed, .changed, .failed, .began])
    }

    @Test func advanceDeliversAHeldSingleTapAtItsDeadline() {
        var driver = GestureDriver([TapArbiter()])
        let out2 = driver.handle(down(1, 1, 2, at: 0))
        #expect(out2 == [])
        let out3 = driver.handle(up(1, 1, 2, at: 0.25))
        #expect(out3 == [])
        let early = driver.advance(to: 0.5)
        #expect(early == [])
        let atDeadline = driver.advance(to: 0.6)
        #expect(atDeadline == [RecognizedGesture(recognizer: 0, event: .singleTap(location: pt(1, 2)))])
        #expect(driver.nextDeadline == nil)
    }

    @Test func resetResetsEveryRecognizer() {
        var driver = GestureDriver([LongPressRecognizer(), PinchRecognizer()])
        _ = driver.handle(down(1, 0, 0, at: 0))
        _ = driver.handle(ctrlWheel(dy: 1, at: .zero, time: 0.1))
        driver.reset()
        #expect(driver.nextDeadline == nil)
        #expect(driver.recognizers.allSatisfy { $0.state == .possible })
    }
}

@Suite struct NamedGestureDriverTests {
    @Test func deliveriesCarryTheRecognizersName() {
        var driver = GestureDriver<String>(["press": LongPressRecognizer(), "tap": TapArbiter(double: nil)])
        #expect(driver.names == ["press", "tap"])
        _ = driver.handle(down(1, 3, 4, at: 0))
        let out = driver.handle(up(1, 3, 4, at: 0.05))
        #expect(out == [RecognizedGesture(recognizer: "tap", event: .singleTap(location: pt(3, 4)))])
    }

    @Test func theSubscriptReadsAndChangesOneRecognizerByName() {
        var driver = GestureDriver<String>(["press": LongPressRecognizer(), "hold": LongPressRecognizer(minimumPressDuration: 1)])
        _ = driver.handle(down(1, 0, 0, at: 0))
        #expect(driver["press"].nextDeadline != nil)
        driver["press"].reset()
        #expect(driver["press"].nextDeadline == nil)
        #expect(driver["hold"].nextDeadline == 1, "only the recognizer named was reset")
    }

    @Test func anArrayNamesTheRecognizersByPosition() {
        let driver = GestureDriver([PanRecognizer(), PinchRecognizer()])
        #expect(driver.names == [0, 1])
    }
}
