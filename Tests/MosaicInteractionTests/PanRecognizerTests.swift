import Testing
import MosaicCore
@testable import MosaicInteraction

@Suite struct PanRecognizerTests {
    @Test func beginsAtTheMinimumDistanceAndReportsTranslationAndVelocity() {
        var pan = PanRecognizer()
        let out = runEvents(&pan, [down(1, 100, 100, at: 0), move(1, 108, 100, at: 0.0625),
                                   move(1, 116, 100, at: 0.125), move(1, 124, 100, at: 0.1875),
                                   up(1, 132, 100, at: 0.25)])
        #expect(out == [
            .pan(phase: .began, translation: pt(16, 0), velocity: pt(128, 0), location: pt(116, 100)),
            .pan(phase: .changed, translation: pt(24, 0), velocity: pt(128, 0), location: pt(124, 100)),
            .pan(phase: .ended, translation: pt(32, 0), velocity: pt(128, 0), location: pt(132, 100)),
        ])
        #expect(pan.state == .ended)
    }

    @Test func exactlyTheMinimumDistanceBegins() {
        var pan = PanRecognizer()
        let out = runEvents(&pan, [down(1, 0, 0, at: 0), move(1, 6, 8, at: 0.0625)])
        #expect(out == [.pan(phase: .began, translation: pt(6, 8), velocity: pt(96, 128), location: pt(6, 8))])
    }

    @Test func aPauseBeforeLiftingEndsWithZeroVelocity() {
        var pan = PanRecognizer()
        let out = runEvents(&pan, [down(1, 0, 0, at: 0), move(1, 0, 40, at: 0.0625), up(1, 0, 40, at: 1)])
        #expect(out.last == .pan(phase: .ended, translation: pt(0, 40), velocity: .zero, location: pt(0, 40)))
    }

    @Test func cancelAllCancelsWithZeroVelocity() {
        var pan = PanRecognizer()
        let out = runEvents(&pan, [down(1, 0, 0, at: 0), move(1, 20, 0, at: 0.0625), .cancelAll(time: 0.1)])
        #expect(out == [
            .pan(phase: .began, translation: pt(20, 0), velocity: pt(320, 0), location: pt(20, 0)),
            .pan(phase: .cancelled, translation: pt(20, 0), velocity: .zero, location: pt(20, 0)),
        ])
        #expect(pan.state == .cancelled)
    }

    @Test func failsWhenLiftedBeforeTheDistanceOrOnASecondPointer() {
        var short = PanRecognizer()
        #expect(runEvents(&short, [down(1, 0, 0, at: 0), move(1, 9, 0, at: 0.1), up(1, 9, 0, at: 0.2)]) == [])
        #expect(short.state == .failed)

        var two = PanRecognizer()
        #expect(runEvents(&two, [down(1, 0, 0, at: 0), down(2, 50, 0, at: 0.01), move(1, 40, 0, at: 0.1)]) == [])
        #expect(two.state == .failed)
    }

    @Test func aDelayActivationBeginsAtTheDeadline() {
        var pan = PanRecognizer(activation: .delay(seconds: 0.25, tolerance: 5))
        let out = run(&pan, [down(1, 0, 0, at: 0), move(1, 3, 4, at: 0.125), move(1, 20, 4, at: 0.3125),
                             move(1, 40, 4, at: 0.375)])
        #expect(out == [
            Timed(0.25, .pan(phase: .began, translation: pt(3, 4), velocity: .zero, location: pt(3, 4))),
            Timed(0.3125, .pan(phase: .changed, translation: pt(20, 4), velocity: .zero, location: pt(20, 4))),
            Timed(0.375, .pan(phase: .changed, translation: pt(40, 4), velocity: pt(320, 0), location: pt(40, 4))),
        ])

        var moved = PanRecognizer(activation: .delay(seconds: 0.25, tolerance: 5))
        #expect(runEvents(&moved, [down(1, 0, 0, at: 0), move(1, 6, 0, at: 0.1)], until: 1) == [])
        #expect(moved.state == .failed)
    }

    @Test func aZeroDistanceBeginsOnDown() {
        var pan = PanRecognizer(activation: .distance(0))
        let out = pan.handle(down(1, 3, 3, at: 0))
        #expect(out ==
                [.pan(phase: .began, translation: .zero, velocity: .zero, location: pt(3, 3))])
    }
}
