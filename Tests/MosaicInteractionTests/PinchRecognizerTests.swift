import Foundation
import Testing
import MosaicCore
@testable import MosaicInteraction

@Suite struct PinchRecognizerTests {
    @Test func scaleIsSpanOverInitialSpanAboutTheCentroid() {
        var pinch = PinchRecognizer()
        let out = runEvents(&pinch, [down(1, 100, 100, at: 0), down(2, 200, 100, at: 0.01),
                                     move(2, 202, 100, at: 0.02),      // 1.02: below the threshold
                                     move(2, 300, 100, at: 0.03),
                                     move(1, 0, 100, at: 0.04),
                                     up(2, 300, 100, at: 0.05), up(1, 0, 100, at: 0.06)])
        #expect(out == [.pinch(phase: .began, scale: 2, centroid: pt(200, 100)),
                        .pinch(phase: .changed, scale: 3, centroid: pt(150, 100)),
                        .pinch(phase: .ended, scale: 3, centroid: pt(150, 100))])
        #expect(pinch.state == .ended)
    }

    @Test func pinchingInGivesAScaleBelowOne() {
        var pinch = PinchRecognizer()
        let out = runEvents(&pinch, [down(1, 0, 0, at: 0), down(2, 0, 200, at: 0),
                                     move(2, 0, 100, at: 0.1), up(1, 0, 0, at: 0.2)])
        #expect(out == [.pinch(phase: .began, scale: 0.5, centroid: pt(0, 50)),
                        .pinch(phase: .ended, scale: 0.5, centroid: pt(0, 50))])
    }

    @Test func theUpPositionCountsInTheEndedScale() {
        var pinch = PinchRecognizer()
        let out = runEvents(&pinch, [down(1, 0, 0, at: 0), down(2, 100, 0, at: 0),
                                     move(2, 200, 0, at: 0.1), up(2, 400, 0, at: 0.2)])
        #expect(out.last == .pinch(phase: .ended, scale: 4, centroid: pt(200, 0)))
    }

    @Test func liftingBeforeItBeganFailsAndCancelAllCancels() {
        var early = PinchRecognizer()
        #expect(runEvents(&early, [down(1, 0, 0, at: 0), down(2, 100, 0, at: 0), up(2, 101, 0, at: 0.1)]) == [])
        #expect(early.state == .failed)

        var cancelled = PinchRecognizer()
        let out = runEvents(&cancelled, [down(1, 0, 0, at: 0), down(2, 100, 0, at: 0),
                                         move(2, 50, 0, at: 0.1), .cancelAll(time: 0.2)])
        #expect(out == [.pinch(phase: .began, scale: 0.5, centroid: pt(25, 0)),
                        .pinch(phase: .cancelled, scale: 0.5, centroid: pt(25, 0))])
        #expect(cancelled.state == .cancelled)
    }

    @Test func aLonePointerNeverFailsAndAThirdIsIgnored() {
        var pinch = PinchRecognizer()
        #expect(runEvents(&pinch, [down(1, 0, 0, at: 0), move(1, 50, 0, at: 0.1), up(1, 50, 0, at: 0.2)]) == [])
        #expect(pinch.state == .possible)
        let out = runEvents(&pinch, [down(1, 0, 0, at: 1), down(2, 100, 0, at: 1), down(3, 500, 500, at: 1),
                                     move(3, 900, 900, at: 1.1), move(2, 200, 0, at: 1.2)])
        #expect(out == [.pinch(phase: .began, scale: 2, centroid: pt(100, 0))])
    }

    @Test func coincidentPointersTakeTheFirstUsableSpanAsReference() {
        var pinch = PinchRecognizer()
        let out = runEvents(&pinch, [down(1, 50, 50, at: 0), down(2, 50, 50, at: 0),
                                     move(2, 60, 50, at: 0.1), move(2, 70, 50, at: 0.2)])
        #expect(out == [.pinch(phase: .began, scale: 2, centroid: pt(60, 50))])
    }

    @Test func ctrlWheelDrivesTheSamePinchShapeAndEndsWhenIdle() {
        var pinch = PinchRecognizer()
        let at = pt(320, 240)
        let out = run(&pinch, [ctrlWheel(dy: -1, at: at, time: 0),
                               ctrlWheel(dy: -1, at: at, time: 0.1),
                               ctrlWheel(dy: 2, at: pt(330, 240), time: 0.2)], until: 5)
        let zoomIn = exp(0.05)
        #expect(out == [Timed(0, .pinch(phase: .began, scale: zoomIn, centroid: at)),
                        Timed(0.1, .pinch(phase: .changed, scale: zoomIn * zoomIn, centroid: at)),
                        Timed(0.2, .pinch(phase: .changed, scale: zoomIn * zoomIn * exp(-0.1),
                                          centroid: pt(330, 240))),
                        Timed(0.2 + 0.3, .pinch(phase: .ended, scale: zoomIn * zoomIn * exp(-0.1),
                                                centroid: pt(330, 240)))])
        #expect(pinch.state == .ended)
        #expect(pinch.nextDeadline == nil)
    }

    @Test func wheelWithoutCtrlOrWithoutVerticalDeltaIsNotAPinch() {
        var pinch = PinchRecognizer()
        let out1 = pinch.handle(.wheel(delta: pt(0, -3), position: .zero, modifiers: [], time: 0))
        #expect(out1 == [])
        let out2 = pinch.handle(.wheel(delta: pt(4, 0), position: .zero, modifiers: .ctrl, time: 0))
        #expect(out2 == [])
        #expect(pinch.state == .possible)
        #expect(pinch.nextDeadline == nil)
    }

    @Test func hugeWheelStepsAreClampedAndAPointerDownEndsTheWheelPinch() {
        var pinch = PinchRecognizer()
        let out = runEvents(&pinch, [ctrlWheel(dy: 1e8, at: .zero, time: 0),
                                     ctrlWheel(dy: -1e8, at: .zero, time: 0.1),
                                     ctrlWheel(dy: -1e8, at: .zero, time: 0.2),
                                     down(1, 5, 5, at: 0.3)])
        #expect(out == [.pinch(phase: .began, scale: 0.01, centroid: .zero),
                        .pinch(phase: .changed, scale: 1, centroid: .zero),
                        .pinch(phase: .changed, scale: 100, centroid: .zero),
                        .pinch(phase: .ended, scale: 100, centroid: .zero)])
        #expect(pinch.state == .possible)
        let ignored = pinch.handle(ctrlWheel(dy: -1, at: .zero, time: 0.4))  // a pointer is down
        #expect(ignored == [])
    }

    @Test func wheelPinchStepIsAPureFunction() {
        let wheel = WheelPinch()
        #expect(wheel.scaleStep(deltaY: 0) == 1)
        #expect(wheel.scaleStep(deltaY: -1) == exp(0.05))
        #expect(wheel.scaleStep(deltaY: 1) < 1)
        #expect(wheel.scaleStep(deltaY: .nan) == 1)
        #expect(wheel.clamp(1e9) == 100)
        #expect(WheelPinch.isPinchStep(ctrlWheel(dy: 1, at: .zero, time: 0)))
        #expect(!WheelPinch.isPinchStep(.wheel(delta: pt(0, 1), position: .zero, modifiers: .shift, time: 0)))
        #expect(WheelPinch(sensitivity: .nan, idleTimeout: -1, scaleRange: 0...(.infinity))
                == WheelPinch())
    }
}
