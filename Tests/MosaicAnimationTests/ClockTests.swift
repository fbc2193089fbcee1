import Testing
@testable import MosaicAnimation

@Suite struct ClockTests {
    @Test func manualClockOnlyMovesForward() {
        let clock = ManualClock()
        clock.advance(by: 0.25)
        #expect(clock.now == 0.25)
        clock.advance(to: 0.1)
        #expect(clock.now == 0.25)
        clock.advance(by: .nan)
        clock.advance(by: -1)
        #expect(clock.now == 0.25)
        clock.advance(to: 2)
        #expect(clock.now == 2)
    }

    @Test func monotonicClockNeverDecreases() {
        let clock = MonotonicClock()
        let a = clock.now
        let b = clock.now
        #expect(b >= a)
    }
}
