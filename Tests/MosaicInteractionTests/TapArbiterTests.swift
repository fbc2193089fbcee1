import Testing
import MosaicCore
@testable import MosaicInteraction

@Suite struct TapArbiterTests {
    @Test func doubleTapWinsOverSingleTap() {
        var taps = TapArbiter()
        let out = run(&taps, [down(1, 50, 50, at: 0), up(1, 50, 50, at: 0.1),
                              down(2, 55, 52, at: 0.25), up(2, 55, 52, at: 0.3)], until: 10)
        #expect(out == [Timed(0.3, .doubleTap(location: pt(50, 50)))])
        #expect(taps.state == .ended)
        #expect(taps.nextDeadline == nil)
    }

    @Test func singleTapIsDeliveredOnlyWhenTheDoubleTapWindowExpires() {
        var taps = TapArbiter()
        let out1 = taps.handle(down(1, 10, 20, at: 0))
        #expect(out1 == [])
        let out2 = taps.handle(up(1, 10, 20, at: 0.25))
        #expect(out2 == [])
        #expect(taps.state == .possible)
        #expect(taps.heldTap == .singleTap(location: pt(10, 20)))
        #expect(taps.nextDeadline == 0.25 + 0.3)
        let out3 = taps.timerFired(at: 0.5)
        #expect(out3 == [])
        let out4 = taps.timerFired(at: 0.25 + 0.3)
        #expect(out4 == [.singleTap(location: pt(10, 20))])
        #expect(taps.state == .ended)
        #expect(taps.nextDeadline == nil)
        let out5 = taps.timerFired(at: 5)
        #expect(out5 == [])
    }

    @Test func withoutADoubleTapRecognizerASingleTapFiresOnUp() {
        var taps = TapArbiter(double: nil)
        let out6 = taps.handle(down(1, 10, 20, at: 0))
        #expect(out6 == [])
        let out7 = taps.handle(up(1, 10, 20, at: 0.1))
        #expect(out7 == [.singleTap(location: pt(10, 20))])
        #expect(taps.nextDeadline == nil)
    }

    @Test func aFarSecondTapReleasesTheFirstAtOnceAndCountsOnItsOwn() {
        var taps = TapArbiter()
        let out = run(&taps, [down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.1),
                              down(2, 200, 0, at: 0.2), up(2, 200, 0, at: 0.25)], until: 10)
        #expect(out == [Timed(0.2, .singleTap(location: pt(0, 0))),
                        Timed(0.25, .singleTap(location: pt(200, 0)))])
    }

    @Test func aTripleTapIsADoubleTapThenASingleTap() {
        var taps = TapArbiter()
        let out = run(&taps, [down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.1),
                              down(1, 0, 0, at: 0.2), up(1, 0, 0, at: 0.25),
                              down(1, 0, 0, at: 0.375), up(1, 0, 0, at: 0.5)], until: 10)
        #expect(out == [Timed(0.25, .doubleTap(location: pt(0, 0))),
                        Timed(0.5 + 0.3, .singleTap(location: pt(0, 0)))])
    }

    @Test func cancelAllDropsAHeldTap() {
        var taps = TapArbiter()
        let out = run(&taps, [down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.1), .cancelAll(time: 0.2)],
                      until: 10)
        #expect(out == [])
        #expect(taps.state == .failed)
        #expect(taps.heldTap == nil)
    }

    @Test func anEventAfterAMissedDeadlineDeliversTheHeldTapFirst() {
        var taps = TapArbiter()
        let out8 = taps.handle(down(1, 0, 0, at: 0))
        #expect(out8 == [])
        let out9 = taps.handle(up(1, 0, 0, at: 0.1))
        #expect(out9 == [])
        // No timerFired: the next event, long after the window, still sees the tap first.
        let out10 = taps.handle(.key(.space, modifiers: [], time: 3))
        #expect(out10 == [.singleTap(location: pt(0, 0))])
    }

    @Test func aFailedTapDeliversNothing() {
        var taps = TapArbiter()
        let out = run(&taps, [down(1, 0, 0, at: 0), move(1, 40, 0, at: 0.1), up(1, 40, 0, at: 0.2)],
                      until: 10)
        #expect(out == [])
        #expect(taps.state == .failed)
    }
}
