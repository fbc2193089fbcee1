import Testing
@testable import MosaicView

/// When a ctrl + wheel step pinches at all (`PinchSteps.wheelStep(from:deltaY:step:blocked:)`).
@Suite struct PinchStepsWheelGuardTests {
    @Test func aBlockedWheelALayoutWithoutAPinchValueAndAZeroOrNonFiniteDeltaDoNothing() {
        let steps = PinchSteps()
        #expect(steps.wheelStep(from: 10, deltaY: -1, step: 2.5, blocked: false) == PinchSteps.Proposal(value: 12.5, unrounded: 12.5))
        #expect(steps.wheelStep(from: 10, deltaY: -1, step: 2.5, blocked: true) == nil, "a drag or a two-finger pinch")
        #expect(steps.wheelStep(from: nil, deltaY: -1, step: 2.5, blocked: false) == nil, "no pinch value")
        #expect(steps.wheelStep(from: 10, deltaY: 0, step: 2.5, blocked: false) == nil)
        #expect(steps.wheelStep(from: 10, deltaY: .nan, step: 2.5, blocked: false) == nil)
        #expect(steps.wheelStep(from: 10, deltaY: -.infinity, step: 2.5, blocked: false) == nil)
    }
}

/// What a wheel step carries once the layout took its proposal (`PinchSteps.wheelStepTaken(_:taken:)`).
@Suite struct PinchStepsTakenTests {
    @Test func aLayoutWithoutAPinchValueTakesTheProposalAsIs() {
        var steps = PinchSteps()
        let proposal = PinchSteps.Proposal(value: 10.3, unrounded: 10.26)
        steps.wheelStepTaken(proposal, taken: nil)
        #expect(steps.carried == 10.26, "as taken: the unrounded value carries")
        steps.wheelStepTaken(proposal, taken: 10)
        #expect(steps.carried == 10, "clamped: from what the layout holds, no debt")
    }
}
