import Testing
@testable import MosaicAnimation

@Suite struct ScalarAnimationTests {
    @Test func linearScrollOffsetTable() {
        let animation = ScalarAnimation(from: 100, to: 300, animation: .linear(duration: 0.5), at: 2)
        let table: [(Double, Double)] = [(1, 100), (2, 100), (2.125, 150), (2.25, 200), (2.5, 300), (3, 300)]
        for (time, expected) in table {
            #expect(animation.value(at: time) == expected, "t = \(time)")
        }
        #expect(animation.velocity(at: 2.25) == 400)
        #expect(animation.isFinished(at: 2.5))
    }

    @Test func retargetedKeepsPositionAndSpringVelocity() {
        let first = ScalarAnimation(from: 0, to: 1000, animation: .spring(damping: 0.8, response: 0.4), at: 0)
        let t = 0.1
        let second = first.retargeted(to: -200, animation: .spring(damping: 0.8, response: 0.4), at: t)
        #expect(abs(first.value(at: t) - second.value(at: t)) < 1e-9)
        #expect(abs(first.velocity(at: t) - second.velocity(at: t)) < 1e-9)
        #expect(abs(second.value(at: second.endTime + 1) - -200) < 1e-12)
    }

    @Test func delayedStartHoldsTheStartValue() {
        let animation = ScalarAnimation(from: 5, to: 10, animation: .easeInOut(duration: 1, delay: 0.5), at: 0)
        #expect(animation.startTime == 0.5)
        #expect(animation.endTime == 1.5)
        #expect(animation.value(at: 0.4) == 5)
        #expect(abs(animation.value(at: 1) - 7.5) < 1e-9)
    }
}
