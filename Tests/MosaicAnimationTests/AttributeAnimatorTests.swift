import MosaicCore
import Testing
@testable import MosaicAnimation

@Suite struct AttributeAnimatorTests {
    let start = AnimatedValues(frame: Rect(x: 0, y: 0, width: 100, height: 100), alpha: 0, scale: 1)
    let end = AnimatedValues(frame: Rect(x: 100, y: 50, width: 200, height: 100), alpha: 1, scale: 2)

    @Test func linearPresentedValuesTable() {
        var animator = AttributeAnimator<Int>()
        animator.animate(7, from: start, to: end, animation: .linear(duration: 1), at: 10)
        let table: [(time: Double, expected: AnimatedValues)] = [
            (9, start),
            (10, start),
            (10.25, AnimatedValues(frame: Rect(x: 25, y: 12.5, width: 125, height: 100), alpha: 0.25, scale: 1.25)),
            (10.5, AnimatedValues(frame: Rect(x: 50, y: 25, width: 150, height: 100), alpha: 0.5, scale: 1.5)),
            (11, end),
            (12, end),
        ]
        for row in table {
            #expect(animator.presentedValue(for: 7, at: row.time) == row.expected, "t = \(row.time)")
        }
        #expect(animator.presentedValue(for: 8, at: 10.5) == nil)
    }

    @Test func easedMidpointAndDelay() {
        var animator = AttributeAnimator<String>()
        animator.animate("a", from: start, to: end, animation: .easeOut(duration: 0.4, delay: 0.1), at: 0)
        #expect(animator.presentedValue(for: "a", at: 0.05) == start)
        #expect(animator.isAnimating("a", at: 0.05))
        let mid = animator.presentedValue(for: "a", at: 0.3)
        #expect(abs((mid?.frame.minX ?? 0) - 68.46431874274606) < 1e-9)
        #expect(abs((mid?.alpha ?? 0) - 0.6846431874274606) < 1e-12)
        #expect(animator.presentedValue(for: "a", at: 0.5) == end)
        #expect(!animator.isAnimating(at: 0.5))
    }

    /// The selection bounce: scale 0.9 over 0.1 s ease-out, then back to 1.0 over 0.1 s ease-in, one call.
    @Test func selectionBounceSequence() {
        var animator = AttributeAnimator<Int>()
        let rest = AnimatedValues(frame: Rect(x: 10, y: 10, width: 80, height: 80))
        animator.animate(1, from: rest, keyframes: Keyframe.bounce(rest), at: 0)
        let table: [(time: Double, scale: Double)] = [
            (0, 1), (0.05, 0.931535681257254), (0.1, 0.9), (0.15, 0.931535681257254), (0.2, 1),
        ]
        for row in table {
            let value = animator.presentedValue(for: 1, at: row.time)
            #expect(abs((value?.scale ?? 0) - row.scale) < 1e-9, "t = \(row.time)")
            #expect(value?.frame == rest.frame)
        }
        #expect(animator.isAnimating(at: 0.199))
        #expect(!animator.isAnimating(at: 0.2))
        let removed = animator.removeFinished(at: 0.2)
        #expect(removed == [1])
        #expect(animator.isEmpty)
    }

    @Test(arguments: [Animation.easeOut(duration: 0.5), .linear(duration: 0.2), .spring(damping: 0.6, response: 0.4),
                      .easeIn(duration: 0.3, delay: 0.1)])
    func retargetingIsContinuous(animation: Animation) {
        var animator = AttributeAnimator<Int>()
        animator.animate(1, from: start, to: end, animation: .easeInOut(duration: 1), at: 0)
        let target = AnimatedValues(frame: Rect(x: -40, y: 300, width: 50, height: 60), alpha: 0.3, scale: 0.5)
        let t = 0.37
        let before = animator.presentedValue(for: 1, at: t)
        let justBefore = animator.presentedValue(for: 1, at: t - 1e-9)
        let started = animator.retarget(1, to: target, animation: animation, at: t)
        #expect(started)
        let after = animator.presentedValue(for: 1, at: t)
        let justAfter = animator.presentedValue(for: 1, at: t + 1e-9)
        #expect(isClose(before, after, tolerance: 1e-9))
        #expect(isClose(justBefore, justAfter, tolerance: 1e-5))
        #expect(isClose(animator.presentedValue(for: 1, at: t + animation.totalDuration + 1e-9), target, tolerance: 1e-12))
        #expect(animator.targetValue(for: 1) == target)
    }

    @Test func springRetargetCarriesVelocity() {
        var animator = AttributeAnimator<Int>()
        animator.animate(1, from: start, to: end, animation: .spring(damping: 0.7, response: 0.5), at: 0)
        let t = 0.12
        let velocityBefore = animator.presentedVelocity(for: 1, at: t)
        #expect((velocityBefore?.frame.minX ?? 0) > 100)
        animator.retarget(1, to: start, animation: .spring(damping: 0.7, response: 0.5), at: t)
        #expect(isClose(velocityBefore, animator.presentedVelocity(for: 1, at: t), tolerance: 1e-9))
        // Still moving toward the old target a moment later: momentum, not a reversal.
        let x0 = animator.presentedValue(for: 1, at: t)?.frame.minX ?? 0
        let x1 = animator.presentedValue(for: 1, at: t + 0.01)?.frame.minX ?? 0
        #expect(x1 > x0)
    }

    @Test func retargetingDuringABounceStartsFromThePresentedScale() {
        var animator = AttributeAnimator<Int>()
        let rest = AnimatedValues(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        animator.animate(1, from: rest, keyframes: Keyframe.bounce(rest), at: 0)
        let lifted = rest.with(scale: 1.1)
        let before = animator.presentedValue(for: 1, at: 0.05)
        animator.retarget(1, to: lifted, animation: .easeOut(duration: 0.2), at: 0.05)
        #expect(isClose(before, animator.presentedValue(for: 1, at: 0.05), tolerance: 1e-12))
        #expect(animator.presentedValue(for: 1, at: 0.25) == lifted)
    }

    @Test func retargetWithoutAnimationNeedsAFallback() {
        var animator = AttributeAnimator<Int>()
        let withoutFallback = animator.retarget(3, to: end, animation: .linear(duration: 1), at: 0)
        #expect(!withoutFallback)
        #expect(animator.count == 0)
        let withFallback = animator.retarget(3, to: end, animation: .linear(duration: 1), at: 0, fallback: start)
        #expect(withFallback)
        #expect(animator.presentedValue(for: 3, at: 0.5)?.alpha == 0.5)
    }

    @Test func finishedAnimationsAreRemovedAndCancelled() {
        var animator = AttributeAnimator<Int>()
        animator.animate(1, from: start, to: end, animation: .linear(duration: 0.1), at: 0)
        animator.animate(2, from: start, to: end, animation: .linear(duration: 0.3), at: 0)
        animator.animate(3, from: start, to: end, animation: .linear(duration: 0.5), at: 0)
        #expect(animator.count == 3)
        let early = animator.removeFinished(at: 0.05)
        #expect(early.isEmpty)
        let later = animator.removeFinished(at: 0.3)
        #expect(later.sorted() == [1, 2])
        #expect(animator.keys == [3])
        // A finished animation presents its target until it is removed.
        #expect(animator.presentedValue(for: 3, at: 9) == end)
        let cancelled = animator.cancel(3), cancelledAgain = animator.cancel(3)
        #expect(cancelled && !cancelledAgain)
        #expect(animator.presentedValue(for: 3, at: 0.4) == nil)
        #expect(!animator.isAnimating(at: 0))
    }

    @Test func zeroDurationAndEmptyKeyframesFinishImmediately() {
        var animator = AttributeAnimator<Int>()
        animator.animate(1, from: start, to: end, animation: .linear(duration: 0), at: 1)
        animator.animate(2, from: start, keyframes: [], at: 1)
        #expect(animator.presentedValue(for: 1, at: 1) == end)
        #expect(animator.presentedValue(for: 2, at: 1) == start)
        #expect(!animator.isAnimating(at: 1))
        let removed = animator.removeFinished(at: 1)
        #expect(removed.sorted() == [1, 2])
    }

    @Test func valuesRoundTripThroughLayoutAttributes() {
        let attributes = LayoutAttributes(path: ItemPath(section: 0, item: 2), frame: Rect(x: 1, y: 2, width: 3, height: 4), zIndex: 5)
        let values = AnimatedValues(attributes).with(alpha: 0.6).with(scale: 1.2)
        let applied = values.applied(to: attributes)
        #expect(applied.alpha == 0.6 && applied.scale == 1.2 && applied.zIndex == 5 && applied.frame == attributes.frame)
    }
}
