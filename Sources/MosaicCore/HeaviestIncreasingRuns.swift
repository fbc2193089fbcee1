/// The heaviest increasing subsequence of runs: the runs of a section that stay in place when a
/// recorded edit is applied.
///
/// A run is a stretch of consecutive old positions that stand consecutively in the new order.
/// Old ranges of distinct runs never overlap, so an item of one run is before an item of another
/// exactly when the runs are in that order: a longest increasing subsequence of the items takes
/// whole runs, and the heaviest increasing subsequence of runs (weight: items) is as long as the
/// item-level one. The items of the other runs are the minimal moves.
@usableFromInline
enum HeaviestIncreasingRuns {
    /// A mask with `true` for the runs (given in new order by old start and weight) of one
    /// increasing subsequence of greatest total weight.
    /// - Complexity: O(r log r) for r runs (a Fenwick tree of prefix maxima over old ranks).
    @usableFromInline
    static func mask(starts: [Int], weights: [Int]) -> [Bool] {
        let r = starts.count
        guard r > 1 else { return [Bool](repeating: true, count: r) }
        // Already increasing (insertions and deletions only): every run stays.
        var increasing = true
        for i in 1..<r where starts[i - 1] >= starts[i] {
            increasing = false
            break
        }
        if increasing { return [Bool](repeating: true, count: r) }
        var rank = [Int](repeating: 0, count: r)
        for (k, i) in starts.indices.sorted(by: { starts[$0] < starts[$1] }).enumerated() { rank[i] = k + 1 }
        // tree[x]: the best (weight, run) over a range of ranks ending at x.
        var treeWeight = [Int](repeating: 0, count: r + 1), treeRun = [Int](repeating: -1, count: r + 1)
        var previous = [Int](repeating: -1, count: r), total = [Int](repeating: 0, count: r)
        var best = -1
        for i in 0..<r {
            var x = rank[i] - 1, w = 0, from = -1
            while x > 0 {
                if treeWeight[x] > w { w = treeWeight[x]; from = treeRun[x] }
                x -= x & -x
            }
            total[i] = w + weights[i]
            previous[i] = from
            x = rank[i]
            while x <= r {
                if total[i] > treeWeight[x] { treeWeight[x] = total[i]; treeRun[x] = i }
                x += x & -x
            }
            if best < 0 || total[i] > total[best] { best = i }
        }
        var mask = [Bool](repeating: false, count: r)
        var i = best
        while i >= 0 {
            mask[i] = true
            i = previous[i]
        }
        return mask
    }
}
