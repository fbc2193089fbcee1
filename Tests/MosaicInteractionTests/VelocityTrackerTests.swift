import Testing
import MosaicCore
@testable import MosaicInteraction

@Suite struct VelocityTrackerTests {
    @Test func velocityIsOverTheSamplesInTheWindow() {
        var v = VelocityTracker(window: 0.1)
        #expect(v.velocity == .zero)
        v.add(pt(0, 0), at: 0)
        #expect(v.velocity == .zero)
        v.add(pt(8, -4), at: 0.0625)
        #expect(v.velocity == pt(128, -64))
        v.add(pt(16, -8), at: 0.125)            // the sample at 0 falls out of the window
        #expect(v.samples.count == 2)
        #expect(v.velocity == pt(128, -64))
    }

    @Test func aPauseBeforeLiftingMeansNoVelocity() {
        var v = VelocityTracker()
        v.add(pt(0, 0), at: 0)
        v.add(pt(50, 0), at: 0.0625)
        v.add(pt(50, 0), at: 1)
        #expect(v.velocity == .zero)
    }

    @Test func samplesGoingBackInTimeAreIgnoredAndMemoryIsBounded() {
        var v = VelocityTracker()
        v.add(pt(0, 0), at: 1)
        v.add(pt(100, 0), at: 0.5)
        #expect(v.samples.count == 1)
        for i in 0..<1000 { v.add(pt(Double(i), 0), at: 1) }
        #expect(v.samples.count == VelocityTracker.maximumSamples)
        #expect(v.velocity == .zero)             // all at the same time: cannot estimate
        #expect(VelocityTracker(window: .nan).window == 0.1)
    }
}
