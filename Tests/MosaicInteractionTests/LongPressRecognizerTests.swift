import Testing
import MosaicCore
@testable import MosaicInteraction

@Suite struct LongPressRecognizerTests {
    @Test func beginsAtExactlyTheMinimumDuration() {
        var press = LongPressRecognizer()
        let out1 = press.handle(down(1, 100, 100, at: 0))
        #expect(out1 == [])
        #expect(press.nextDeadline == 0.5)
        let out2 = press.timerFired(at: 0.499)
        #expect(out2 == [])
        #expect(press.state == .possible)
        let out3 = press.timerFired(at: 0.5)
        #expect(out3 == [.longPress(phase: .began, location: pt(100, 100))])
        #expect(press.state == .began)
        #expect(press.nextDeadline == nil)
    }

    @Test func failsWhenMoved11PointsBeforeItBegan() {
        var press = LongPressRecognizer()
        let out = runEvents(&press, [down(1, 100, 100, at: 0), move(1, 111, 100, at: 0.2)], until: 1)
        #expect(out == [])
        #expect(press.state == .failed)
        #expect(press.nextDeadline == nil)
    }

    @Test func doesNotFailAt9Points() {
        var press = LongPressRecognizer()
        let out = run(&press, [down(1, 100, 100, at: 0), move(1, 109, 100, at: 0.2)], until: 1)
        #expect(out == [Timed(0.5, .longPress(phase: .began, location: pt(109, 100)))])
    }

    @Test func tracksThePointerAfterItBeganThenEnds() {
        var press = LongPressRecognizer()
        let out = run(&press, [down(1, 100, 100, at: 0), move(1, 150, 100, at: 0.6),
                               move(1, 300, 40, at: 0.7), up(1, 310, 40, at: 0.8)])
        #expect(out == [Timed(0.5, .longPress(phase: .began, location: pt(100, 100))),
                        Timed(0.6, .longPress(phase: .changed, location: pt(150, 100))),
                        Timed(0.7, .longPress(phase: .changed, location: pt(300, 40))),
                        Timed(0.8, .longPress(phase: .ended, location: pt(310, 40)))])
        #expect(press.state == .ended)
    }

    @Test func cancelAllAfterItBeganCancels() {
        var press = LongPressRecognizer()
        let out = runEvents(&press, [down(1, 0, 0, at: 0), move(1, 20, 0, at: 0.6), .cancelAll(time: 0.7),
                                     up(1, 20, 0, at: 0.8)])
        #expect(out == [.longPress(phase: .began, location: pt(0, 0)),
                        .longPress(phase: .changed, location: pt(20, 0)),
                        .longPress(phase: .cancelled, location: pt(20, 0))])
        #expect(press.state == .cancelled)
        #expect(press.ignoredEventCount == 1)   // the up after cancelAll names no known pointer
    }

    @Test func configuredAt015Seconds() {
        var press = LongPressRecognizer(minimumPressDuration: 0.15)
        #expect(press.minimumPressDuration == 0.15)
        #expect(press.allowableMovement == 10)
        let out = run(&press, [down(1, 5, 5, at: 2), up(1, 5, 5, at: 3)])
        #expect(out == [Timed(2 + 0.15, .longPress(phase: .began, location: pt(5, 5))),
                        Timed(3, .longPress(phase: .ended, location: pt(5, 5)))])
    }

    @Test func liftingEarlyOrASecondPointerFails() {
        var early = LongPressRecognizer()
        #expect(runEvents(&early, [down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.4)], until: 2) == [])
        #expect(early.state == .failed)

        var two = LongPressRecognizer()
        #expect(runEvents(&two, [down(1, 0, 0, at: 0), down(2, 50, 50, at: 0.1)], until: 2) == [])
        #expect(two.state == .failed)
    }

    @Test func otherPointersAreIgnoredAfterItBegan() {
        var press = LongPressRecognizer()
        let out = runEvents(&press, [down(1, 0, 0, at: 0), down(2, 50, 50, at: 0.6),
                                     move(2, 80, 80, at: 0.7), up(2, 80, 80, at: 0.8), up(1, 0, 0, at: 0.9)])
        #expect(out == [.longPress(phase: .began, location: pt(0, 0)),
                        .longPress(phase: .ended, location: pt(0, 0))])
    }

    @Test func aNewPressStartsAfterEveryPointerLifted() {
        var press = LongPressRecognizer()
        let out = runEvents(&press, [down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.1),
                                     down(1, 7, 7, at: 1), up(1, 7, 7, at: 2)])
        #expect(out == [.longPress(phase: .began, location: pt(7, 7)),
                        .longPress(phase: .ended, location: pt(7, 7))])
    }

    @Test func resetForgetsThePressWithoutEmitting() {
        var press = LongPressRecognizer()
        _ = press.handle(down(1, 0, 0, at: 0))
        press.reset()
        #expect(press.state == .possible)
        #expect(press.nextDeadline == nil)
        #expect(runEvents(&press, [move(1, 3, 0, at: 0.6), up(1, 3, 0, at: 0.7)]) == [])
        #expect(press.ignoredEventCount == 0)
    }
}
