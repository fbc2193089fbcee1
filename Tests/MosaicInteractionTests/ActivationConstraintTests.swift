import Testing
@testable import MosaicInteraction

@Suite struct ActivationConstraintTests {
    @Test func distanceActivatesOnReachingTheDistanceAndNeverFailsByMoving() {
        let c = ActivationConstraint.distance(10)
        #expect(!c.isSatisfied(start: 0, now: 100, displacement: 9.999))
        #expect(c.isSatisfied(start: 0, now: 0, displacement: 10))
        #expect(!c.hasExceededTolerance(displacement: 1e9))
        #expect(c.deadline(after: 3) == nil)
    }

    @Test func delayActivatesAtTheDeadlineWithinTolerance() {
        let c = ActivationConstraint.delay(seconds: 0.5, tolerance: 10)
        #expect(c.deadline(after: 1) == 1.5)
        #expect(!c.isSatisfied(start: 1, now: 1.49, displacement: 0))
        #expect(c.isSatisfied(start: 1, now: 1.5, displacement: 0))
        #expect(c.isSatisfied(start: 1, now: 2, displacement: 10))
        #expect(!c.isSatisfied(start: 1, now: 2, displacement: 10.001))
    }

    @Test func toleranceIsExceededOnlyStrictlyPastIt() {
        let c = ActivationConstraint.delay(seconds: 0.5, tolerance: 10)
        #expect(!c.hasExceededTolerance(displacement: 9))
        #expect(!c.hasExceededTolerance(displacement: 10))
        #expect(c.hasExceededTolerance(displacement: 11))
        #expect(c.hasExceededTolerance(displacement: .nan))
        #expect(c.hasExceededTolerance(displacement: .infinity))
    }

    @Test func sanitizedClampsNonsenseParameters() {
        #expect(ActivationConstraint.distance(-3).sanitized == .distance(0))
        #expect(ActivationConstraint.distance(.nan).sanitized == .distance(0))
        #expect(ActivationConstraint.distance(.infinity).sanitized == .distance(1e6))
        #expect(ActivationConstraint.delay(seconds: .nan, tolerance: -1).sanitized
                == .delay(seconds: 0, tolerance: 0))
        #expect(ActivationConstraint.delay(seconds: 0.15, tolerance: 10).sanitized
                == .delay(seconds: 0.15, tolerance: 10))
    }
}
