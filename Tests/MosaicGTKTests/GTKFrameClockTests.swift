import Testing
@testable import MosaicGTK

@Suite struct GTKFrameClockTests {
    @Test func timeStandsStillUntilMovedAndNeverGoesBack() {
        let clock = GTKFrameClock()
        #expect(clock.now == 0)
        #expect(clock.seconds(monotonicMicroseconds: clock.originMicroseconds + 1_500_000) == 1.5)
        clock.advance(to: 2)
        #expect(clock.now == 2)
        clock.advance(to: 1)
        #expect(clock.now == 2, "time never goes back")
        clock.advance(to: .nan)
        clock.advance(to: .infinity)
        #expect(clock.now == 2, "non-finite times are ignored")
    }
}
