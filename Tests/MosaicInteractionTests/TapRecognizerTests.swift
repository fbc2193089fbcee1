import Testing
import MosaicCore
@testable import MosaicInteraction

@Suite struct TapRecognizerTests {
    @Test func tapIsRecognizedOnUpAtTheDownLocation() {
        var tap = TapRecognizer()
        let out1 = tap.handle(down(1, 100, 100, at: 0))
        #expect(out1 == [])
        #expect(tap.state == .possible)
        #expect(tap.nextDeadline == 0.5)
        let moved = tap.handle(move(1, 106, 108, at: 0.1))   // exactly 10 pt: still a tap
        #expect(moved == [])
        let out2 = tap.handle(up(1, 103, 104, at: 0.2))
        #expect(out2 == [.singleTap(location: pt(100, 100))])
        #expect(tap.state == .ended)
        #expect(tap.nextDeadline == nil)
    }

    @Test func tapFailsOnTooMuchMovement() {
        var tap = TapRecognizer()
        let out = runEvents(&tap, [down(1, 100, 100, at: 0), move(1, 111, 100, at: 0.1),
                                   move(1, 100, 100, at: 0.15), up(1, 100, 100, at: 0.2)])
        #expect(out == [])
        #expect(tap.state == .failed)
    }

    @Test func tapFailsWhenHeldTooLong() {
        var tap = TapRecognizer()
        #expect(runEvents(&tap, [down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.5)]) == [])
        #expect(tap.state == .failed)
        var quick = TapRecognizer()
        #expect(runEvents(&quick, [down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.49)])
                == [.singleTap(location: pt(0, 0))])
    }

    @Test func tapFailsWhenASecondPointerGoesDown() {
        var tap = TapRecognizer()
        let out = runEvents(&tap, [down(1, 0, 0, at: 0), down(2, 50, 0, at: 0.05),
                                   up(2, 50, 0, at: 0.1), up(1, 0, 0, at: 0.1)])
        #expect(out == [])
        #expect(tap.state == .failed)
    }

    @Test func aNewAttemptStartsOnceEveryPointerIsUp() {
        var tap = TapRecognizer()
        let out = runEvents(&tap, [down(1, 0, 0, at: 0), move(1, 30, 0, at: 0.1), up(1, 30, 0, at: 0.2),
                                   down(2, 5, 5, at: 1), up(2, 5, 5, at: 1.1)])
        #expect(out == [.singleTap(location: pt(5, 5))])
    }

    @Test func doubleTapNeedsTwoTapsCloseInTimeAndSpace() {
        var double = TapRecognizer(numberOfTapsRequired: 2)
        let out = run(&double, [down(1, 50, 50, at: 0), up(1, 50, 50, at: 0.1),
                                down(2, 60, 60, at: 0.3), up(2, 60, 60, at: 0.35)])
        #expect(out == [Timed(0.35, .doubleTap(location: pt(50, 50)))])
        #expect(double.state == .ended)
    }

    @Test func doubleTapFailsWhenTheSecondTapIsLateOrFar() {
        var late = TapRecognizer(numberOfTapsRequired: 2)
        let out3 = late.handle(down(1, 0, 0, at: 0))
        #expect(out3 == [])
        let out4 = late.handle(up(1, 0, 0, at: 0.25))
        #expect(out4 == [])
        #expect(late.nextDeadline == 0.25 + 0.3)
        let out5 = late.timerFired(at: 0.25 + 0.3)
        #expect(out5 == [])
        #expect(late.state == .failed)

        var far = TapRecognizer(numberOfTapsRequired: 2)
        let out = runEvents(&far, [down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.1),
                                   down(1, 21, 0, at: 0.2), up(1, 21, 0, at: 0.25)])
        #expect(out == [])
        #expect(far.state == .failed)
    }

    @Test func cancelAllFailsASequenceInProgress() {
        var tap = TapRecognizer()
        #expect(runEvents(&tap, [down(1, 0, 0, at: 0), .cancelAll(time: 0.1)]) == [])
        #expect(tap.state == .failed)
        let late = tap.handle(up(1, 0, 0, at: 0.2))   // the pointer is gone
        #expect(late == [])
        #expect(tap.ignoredEventCount == 1)
    }

    @Test func configurationClampsNonsense() {
        let c = TapRecognizer.Configuration(numberOfTapsRequired: 7, maximumTapDuration: .nan,
                                            allowableMovement: -1, maximumTapInterval: .infinity)
        #expect(c.numberOfTapsRequired == 2)
        #expect(c.maximumTapDuration == 0)
        #expect(c.allowableMovement == 0)
        #expect(c.maximumTapInterval == 1e6)
        #expect(TapRecognizer.Configuration(numberOfTapsRequired: 0).numberOfTapsRequired == 1)
    }

    @Test func predicatesAreThePureThresholds() {
        let c = TapRecognizer.Configuration()
        #expect(c.isTap(downTime: 1, time: 1.4, movement: 10))
        #expect(!c.isTap(downTime: 1, time: 1.5, movement: 0))
        #expect(!c.isTap(downTime: 1, time: 1.1, movement: 10.5))
        #expect(c.isNextTap(upTime: 1, downTime: 1.2, separation: 20))
        #expect(!c.isNextTap(upTime: 1, downTime: 1 + 0.3, separation: 0))
        #expect(!c.isNextTap(upTime: 1, downTime: 1.1, separation: 20.5))
    }
}
