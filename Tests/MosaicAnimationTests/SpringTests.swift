import Testing
@testable import MosaicAnimation

@Suite struct SpringTests {
    @Test(arguments: [0.2, 0.5, 0.825, 1.0, 1.5, 3.0])
    func convergesToOne(damping: Double) {
        let spring = Spring(damping: damping, response: 0.5)
        #expect(spring.value(at: 0) == 0)
        let end = spring.settlingDuration
        #expect(abs(spring.value(at: end) - 1) < Spring.displacementEpsilon)
        #expect(abs(spring.velocity(at: end)) < Spring.velocityEpsilon)
        #expect(abs(spring.value(at: 10 * end) - 1) < 1e-9)
    }

    @Test func underdampedOvershoots() {
        let spring = Spring(damping: 0.5, response: 0.5)
        let peak = (1...1000).map { spring.value(at: Double($0) / 1000) }.max() ?? 0
        // Peak overshoot of a second-order system: e^(−πζ/√(1−ζ²)) ≈ 0.163 for ζ = 0.5.
        #expect(abs(peak - 1.163) < 1e-3)
    }

    @Test(arguments: [1.0, 1.2, 4.0])
    func criticalAndOverdampedDoNotOvershoot(damping: Double) {
        let spring = Spring(damping: damping, response: 0.4)
        var previous = 0.0
        for step in 1...4000 {
            let value = spring.value(at: Double(step) / 1000)
            #expect(value <= 1 && value >= previous)
            previous = value
        }
    }

    @Test func settlingDurationIsTheFirstSettledTime() {
        for damping in [0.3, 0.7, 1.0, 2.0] {
            let spring = Spring(damping: damping, response: 0.5)
            let end = spring.settlingDuration
            func settled(_ t: Double) -> Bool {
                abs(1 - spring.value(at: t)) < Spring.displacementEpsilon
                    && abs(spring.velocity(at: t)) < Spring.velocityEpsilon
            }
            #expect(!settled(end - 2 * spring.settlingResolution), "ζ = \(damping)")
            #expect(stride(from: end, through: end + 3, by: 0.0005).allSatisfy(settled), "ζ = \(damping)")
        }
    }

    @Test func criticallyDampedSettlingMatchesTheClosedForm() {
        // ω = 4π: (1 + ωt)e^(−ωt) < 1e-3 needs ωt > 9.23; ω²t e^(−ωt) < 1e-2 needs ωt > 9.374,
        // so t ≈ 0.74597 s, rounded up to the 1 ms resolution.
        let spring = Spring(damping: 1, response: 0.5)
        #expect(abs(spring.settlingDuration - 0.746) < 1e-9)
    }

    @Test func velocityIsTheDerivativeOfValue() {
        for damping in [0.4, 1.0, 1.8] {
            let spring = Spring(damping: damping, response: 0.6)
            for t in stride(from: 0.01, through: 1.0, by: 0.07) {
                let h = 1e-6
                let estimate = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
                #expect(abs(spring.velocity(at: t) - estimate) < 1e-5)
            }
        }
    }

    @Test func motionIsContinuousAcrossCriticalDamping() {
        let below = Spring(damping: 1 - 1e-5, response: 0.5)
        let at = Spring(damping: 1, response: 0.5)
        let above = Spring(damping: 1 + 1e-5, response: 0.5)
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(below.value(at: t) - at.value(at: t)) < 1e-4)
            #expect(abs(above.value(at: t) - at.value(at: t)) < 1e-4)
        }
    }

    @Test func badArgumentsAreClamped() {
        let spring = Spring(damping: -3, response: .nan)
        #expect(spring.damping == Spring.dampingRange.lowerBound)
        #expect(spring.response == 0.5)
        #expect(spring.settlingDuration.isFinite)
        #expect(spring.settlingDuration > 0)
    }
}
