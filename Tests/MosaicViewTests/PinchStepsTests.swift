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
