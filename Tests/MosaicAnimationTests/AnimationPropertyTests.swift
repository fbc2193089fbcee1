import Foundation
import MosaicCore
import Testing
import MosaicTesting
@testable import MosaicAnimation

@Suite struct AnimationPropertyTests {
    /// Seed from `MOSAIC_TEST_SEED` when set (to replay a failure), else a fixed one; printed.
    static func seed() -> UInt64 {
        ProcessInfo.processInfo.environment["MOSAIC_TEST_SEED"].flatMap { UInt64($0) } ?? 0x00C0_FFEE_2024
    }

    static func randomCurve(_ rng: inout SplitMix64) -> TimingCurve {
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: return .linear
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .easeInOut
        case 4: return .ease
        case 5:
            return .cubicBezier(.random(in: 0...1, using: &rng), .random(in: 0...1, using: &rng),
                                .random(in: 0...1, using: &rng), .random(in: 0...1, using: &rng))
        default:
            return .spring(damping: .random(in: 1...3, using: &rng), response: .random(in: 0.1...1, using: &rng))
        }
    }

    static func randomValues(_ rng: inout SplitMix64) -> AnimatedValues {
        AnimatedValues(frame: Rect(x: .random(in: -500...500, using: &rng), y: .random(in: -500...500, using: &rng),
                                   width: .random(in: 0...300, using: &rng), height: .random(in: 0...300, using: &rng)),
                       alpha: .random(in: 0...1, using: &rng), scale: .random(in: 0.5...1.5, using: &rng))
    }

    @Test func presentedValuesStayBetweenFromAndTo() {
        let seed = Self.seed()
        print("AnimationPropertyTests seed: \(seed) (replay with MOSAIC_TEST_SEED=\(seed))")
        var rng = SplitMix64(seed: seed)
        for trial in 0..<300 {
            let curve = Self.randomCurve(&rng)
            #expect(!curve.canOvershoot)
            let from = Self.randomValues(&rng), to = Self.randomValues(&rng)
            let start = Double.random(in: 0...10, using: &rng)
            let animation = Animation(curve: curve, duration: .random(in: 0...2, using: &rng),
                                      delay: .random(in: 0...0.5, using: &rng))
            var animator = AttributeAnimator<Int>()
            animator.animate(trial, from: from, to: to, animation: animation, at: start)
            for _ in 0..<40 {
                let time = start + Double.random(in: -0.5...(animation.totalDuration + 0.5), using: &rng)
                guard let value = animator.presentedValue(for: trial, at: time) else {
                    Issue.record("no value, seed \(seed) trial \(trial)")
                    return
                }
                for (v, (a, b)) in zip(components(value), zip(components(from), components(to))) {
                    let ok = v >= min(a, b) - 1e-9 && v <= max(a, b) + 1e-9
                    #expect(ok, "seed \(seed) trial \(trial) \(curve) t=\(time): \(v) not in \(a)…\(b)")
                    if !ok { return }
                }
            }
        }
    }

    @Test func retargetingNeverJumps() {
        let seed = Self.seed() &+ 1
        print("AnimationPropertyTests retarget seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        var animator = AttributeAnimator<Int>()
        var time = 0.0
        animator.animate(0, from: Self.randomValues(&rng), to: Self.randomValues(&rng),
                         animation: .easeInOut(duration: 0.5), at: time)
        for step in 0..<200 {
            time += Double.random(in: 0...0.2, using: &rng)
            let before = animator.presentedValue(for: 0, at: time)
            let curve: TimingCurve = Bool.random(using: &rng) ? Self.randomCurve(&rng)
                : .spring(damping: .random(in: 0.2...1.5, using: &rng), response: .random(in: 0.1...0.8, using: &rng))
            animator.retarget(0, to: Self.randomValues(&rng),
                              animation: Animation(curve: curve, duration: .random(in: 0...0.6, using: &rng)), at: time)
            #expect(isClose(before, animator.presentedValue(for: 0, at: time), tolerance: 1e-9), "seed \(seed) step \(step)")
        }
    }
}
