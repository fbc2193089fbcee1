/// A shortest edit script between two sequences of unique elements (Myers 1986, the greedy
/// forward algorithm), tried only while it is cheap: up to `maxEdits` insertions plus deletions
/// and a budget of element comparisons.
///
/// The diff uses it on what remains of a section after its common prefix and suffix are
/// trimmed: when almost nothing changed (one item moved, deleted or inserted, a few edits),
/// it finds the changes by comparing neighbours, with no hashing. The elements it keeps form a
/// longest common subsequence, so — identities being unique — the items it leaves out are a
/// minimal set of moves, exactly as many as the hash-and-subsequence path would report.
@usableFromInline
struct ShortestEditScript {
    /// Positions in the old sequence of the deleted elements, ascending.
    @usableFromInline var deleted: [Int] = []
    /// Positions in the new sequence of the inserted elements, ascending.
    @usableFromInline var inserted: [Int] = []

    @usableFromInline init() {}

    /// The script of a pure filter or a pure addition: when `new` is `old` with elements left
    /// out (or `old` is `new` with elements left out), in order, the left-out positions are
    /// the deletions (insertions) — a search that narrows or clears. Nil otherwise.
    /// - Complexity: O(n + m) comparisons, no hashing.
    @inlinable
    static func subsequence<Element: Equatable>(old: UnsafeBufferPointer<Element>,
                                                new: UnsafeBufferPointer<Element>) -> ShortestEditScript? {
        let (short, long) = new.count <= old.count ? (new, old) : (old, new)
        var skipped: [Int] = []
        skipped.reserveCapacity(long.count - short.count)
        var j = 0
        for i in 0..<short.count {
            while j < long.count, long[j] != short[i] {
                // A filter skips exactly the difference in length: no more.
                if skipped.count == long.count - short.count { return nil }
                skipped.append(j)
                j += 1
            }
            if j == long.count { return nil }
            j += 1
        }
        while j < long.count {
            skipped.append(j)
            j += 1
        }
        var script = ShortestEditScript()
        if new.count <= old.count { script.deleted = skipped } else { script.inserted = skipped }
        return script
    }

    /// The edit script turning `old` into `new`, or nil when it needs more than `maxEdits`
    /// edits or more than `comparisonBudget` element comparisons.
    /// - Complexity: O(min(comparisonBudget, (n + m) · D) + D²) for D edits.
    @inlinable
    static func find<Element: Equatable>(
        old: UnsafeBufferPointer<Element>, new: UnsafeBufferPointer<Element>,
        maxEdits: Int, comparisonBudget: Int
    ) -> ShortestEditScript? {
        let n = old.count, m = new.count
        guard abs(n - m) <= maxEdits else { return nil }
        let limit = min(maxEdits, n + m)
        // v[offset + k]: the furthest x reached on diagonal k = x − y (−1: not reached).
        let offset = limit + 1
        var v = [Int](repeating: -1, count: 2 * limit + 3)
        // After round d, v[offset − d ... offset + d] is appended: round d starts at d².
        var trace: [Int] = []
        var budget = comparisonBudget
        for d in 0...limit {
            var k = -d
            while k <= d {
                guard let start = furthestStart(k: k, d: d, down: v[offset + k + 1], right: v[offset + k - 1], n: n, m: m) else {
                    v[offset + k] = -1
                    k += 2
                    continue
                }
                var x = start, y = start - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                budget -= x - start + 1
                v[offset + k] = x
                if x == n, y == m {
                    trace.append(contentsOf: v[(offset - d)...(offset + d)])
                    return backtrack(trace: trace, edits: d, n: n, m: m)
                }
                k += 2
            }
            trace.append(contentsOf: v[(offset - d)...(offset + d)])
            if budget < 0 { return nil }
        }
        return nil
    }

    /// Where a path of `d` edits on diagonal `k` starts its final snake: from diagonal k + 1
    /// by an insertion (x stays) or from diagonal k − 1 by a deletion (x + 1), whichever is
    /// valid and reaches further (the insertion on a tie); nil when neither is.
    @inlinable
    static func furthestStart(k: Int, d: Int, down: Int, right: Int, n: Int, m: Int) -> Int? {
        if d == 0 { return 0 }
        // An insertion from (x, y) on diagonal k + 1 needs y < m; a deletion needs x < n.
        let fromDown = down >= 0 && down - (k + 1) < m ? down : -1
        let fromRight = right >= 0 && right < n ? right + 1 : -1
        let x = max(fromDown, fromRight)
        return x >= 0 ? x : nil
    }

    /// Walks the saved rounds back from (n, m), recording each round's one edit.
    @usableFromInline
    static func backtrack(trace: [Int], edits: Int, n: Int, m: Int) -> ShortestEditScript {
        var script = ShortestEditScript()
        var x = n, y = m
        var d = edits
        while d > 0 {
            let k = x - y
            let previous = d - 1
            func reached(_ diagonal: Int) -> Int {
                abs(diagonal) <= previous ? trace[previous * previous + diagonal + previous] : -1
            }
            let down = reached(k + 1), right = reached(k - 1)
            let fromDown = down >= 0 && down - (k + 1) < m ? down : -1
            let fromRight = right >= 0 && right < n ? right + 1 : -1
            if fromDown >= fromRight {
                // Insertion of new[y'] where (down, y') is the point on diagonal k + 1.
                let insertedY = down - (k + 1)
                script.inserted.append(insertedY)
                x = down
                y = insertedY
            } else {
                script.deleted.append(right)
                x = right
                y = right - (k - 1)
            }
            d -= 1
        }
        script.deleted.reverse()
        script.inserted.reverse()
        return script
    }
}
