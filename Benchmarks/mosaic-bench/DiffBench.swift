import MosaicCore

/// The diff case: n unique identities; delete the n/10 at n/5..<3n/10; insert n/10
/// new ones at 3n/10; shuffle the first n/50 (fixed seed).
enum DiffBench {
    static func pair(n: Int) -> (old: [Int], new: [Int]) {
        let old = Array(0..<n)
        var new = old
        new.removeSubrange(n / 5 ..< 3 * n / 10)
        new.insert(contentsOf: (n ..< n + n / 10), at: 3 * n / 10)
        var rng = BenchRNG(seed: 42)
        new[0 ..< n / 50].shuffle(using: &rng)
        return (old, new)
    }

    static func snapshot(_ items: [Int]) -> SectionedSnapshot<Int, Int> {
        var s = SectionedSnapshot<Int, Int>()
        do {
            try s.appendSections([0])
            try s.appendItems(items, toSection: 0)
        } catch {
            print("benchmark setup failed: \(error)")
        }
        return s
    }

    static func run(into r: inout BenchResults, quick: Bool) {
        for (n, key) in [(10_000, "diff_10k_ms"), (100_000, "diff_100k_ms")] {
            let (oldItems, newItems) = pair(n: n)
            let old = snapshot(oldItems), new = snapshot(newItems)
            var moves = 0
            let t = Measure.median(runs: quick ? 3 : 11) {
                let c = new.difference(from: old)
                moves = c.moves.count
                blackHole(c)
            }
            r.set(key, t * 1000)
            if n == 100_000 {
                r.set("diff_100k_moves", Double(moves))
                let stdlib = Measure.median(runs: quick ? 1 : 3) {
                    blackHole(newItems.difference(from: oldItems).inferringMoves())
                }
                r.set("stdlib_diff_100k_ms", stdlib * 1000)
                r.set("stdlib_ratio_100k", stdlib / t)
            }
        }
        let n = 100_000
        let items = Array(0..<n)
        let moved = Array(items.dropFirst()) + [0]
        let c = snapshot(moved).difference(from: snapshot(items))
        r.set("single_move_moves", Double(c.moves.count))
    }
}

typealias BenchRNG = SplitMix64

