import Foundation
import Testing
@testable import MosaicAnimation

@Suite struct DecelerationTests {
    @Test func normalRateDecayConstant() {
        #expect(abs(Deceleration(initialVelocity: 1).decayConstant - 2.002002670673693) < 1e-12)
    }

    @Test(arguments: [3000.0, -1200, 40])
    func stopsAtAFiniteClosedFormDistance(velocity: Double) {
        let motion = Deceleration(initialVelocity: velocity)
        let k = -1000 * log(0.998)
        let expectedDuration = log(abs(velocity) / 5) / k
        let expectedDistance = (velocity - (velocity > 0 ? 5 : -5)) / k
        #expect(abs(motion.duration - expectedDuration) < 1e-12)
        #expect(abs(motion.distance - expectedDistance) < 1e-9)
        #expect(motion.distance.isFinite)
        #expect(motion.position(at: motion.duration + 100) == motion.distance)
        #expect(motion.velocity(at: motion.duration) == 0)
        #expect(motion.isFinished(at: motion.duration))
        #expect(!motion.isFinished(at: motion.duration - 0.01))
        #expect(abs(motion.distance) < abs(motion.projectedDistance))
        // Just before the stop the speed is at the threshold.
        #expect(abs(abs(motion.velocity(at: motion.duration - 1e-9)) - 5) < 1e-6)
    }

    @Test func positionIsTheIntegralOfVelocity() {
        let motion = Deceleration(initialVelocity: 2500, rate: Deceleration.fastRate)
        var integral = 0.0, t = 0.0
        let dt = 1e-4
        while t < 0.5 {
            integral += motion.velocity(at: t + dt / 2) * dt
            t += dt
        }
        #expect(abs(integral - motion.position(at: t)) < 1e-3)
    }

    @Test func slowFlicksDoNotMove() {
        let motion = Deceleration(initialVelocity: 4)
        #expect(motion.duration == 0)
        #expect(motion.distance == 0)
        #expect(motion.position(at: 1) == 0)
    }

    @Test func badArgumentsAreReplaced() {
        let motion = Deceleration(initialVelocity: .infinity, rate: 1.5, stopVelocity: -1)
        #expect(motion.initialVelocity == 0)
        #expect(motion.rate == Deceleration.normalRate)
        #expect(motion.stopVelocity == Deceleration.defaultStopVelocity)
    }
}
