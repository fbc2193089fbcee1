import Testing
import MosaicTesting
@testable import MosaicCore

/// The subsequence the diff keeps in place is a longest strictly increasing one (so the moves
/// are minimal), checked against an O(n²) dynamic program on seeded random inputs.
@Suite struct LongestIncreasingSubsequenceTests {
    @Test func maskIsALongestStrictlyIncreasingSubsequence() {
        for seed in UInt64(0)..<2_000 {
            var rng = SplitMix64(seed: seed)
            let n = rng.next(below: 60)
            // Mostly increasing runs with shuffled stretches, like real diffs.
            var values = Array(0..<n)
            for _ in 0..<rng.next(below: 6) where n > 1 { values.swapAt(rng.next(below: n), rng.next(below: n)) }
            if seed % 3 == 0 { values.shuffle(using: &rng) }
            let mask = LongestIncreasingSubsequence.mask(values).mask
            let kept = values.indices.filter { mask[$0] }.map { values[$0] }
            #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed): not increasing \(kept)")
            var best = [Int](repeating: 1, count: n)
            for i in 0..<n { for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) } }
            #expect(kept.count == (best.max() ?? 0), "seed \(seed): kept \(kept.count), longest \(best.max() ?? 0)")
        }
    }

    /// The counted search (tails in padded blocks of 32 beside a summary of their first tails)
    /// on long inputs, whose longest runs fill many blocks and replace their first tails: the
    /// mask is increasing and as long as an independent patience sort finds (seeded; every
    /// failure names its seed).
    @Test func blockCountedSearchMatchesPatienceSortingOnLongInputs() {
        for seed in UInt64(26_000)..<26_060 {
            var rng = SplitMix64(seed: seed)
            let n = 1 + rng.next(below: 6_000)
            var values = Array(0..<n).map { $0 * (1 + Int(seed % 3)) }
            switch seed % 4 {
            case 0: values.shuffle(using: &rng)
            case 1: for _ in 0..<(n / 20) { values.swapAt(rng.next(below: n), rng.next(below: n)) }
            case 2: values.reverse()
            default: values = values.map { _ in rng.next(below: 50) } // repeats: strictly increasing only
            }
            let (mask, length) = LongestIncreasingSubsequence.mask(values)
            let kept = values.indices.filter { mask[$0] }.map { values[$0] }
            #expect(kept.count == length, "seed \(seed): mask holds \(kept.count), length \(length)")
            #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed): not strictly increasing")
            let expected = DiffShapeTests.longestIncreasing(values)
            #expect(length == expected, "seed \(seed): length \(length), patience sorting \(expected)")
        }
    }
}
