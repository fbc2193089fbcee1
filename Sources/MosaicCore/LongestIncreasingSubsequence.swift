/// The longest strictly increasing subsequence of a sequence of integers.
///
/// Used by the diff to keep as many surviving items in place as possible: the items *not* in
/// the subsequence are exactly the minimal set of moves.
@usableFromInline
enum LongestIncreasingSubsequence {
    /// A mask with `true` at the positions of `values` that belong to one longest strictly
    /// increasing subsequence (patience sorting with back-pointers).
    /// - Complexity: O(k log k) time, O(k) space, for k values.
    @usableFromInline
    static func mask(_ values: [Int]) -> [Bool] {
        let k = values.count
        var mask = [Bool](repeating: false, count: k)
        guard k > 0 else { return mask }
        // tails[j]: position in `values` of the smallest tail of an increasing run of length j+1.
        var tails: [Int] = []
        tails.reserveCapacity(min(k, 1024))
        var previous = [Int](repeating: -1, count: k)
        for i in 0..<k {
            let v = values[i]
            // Fast path for the common case of a diff: the value extends the longest run.
            if let last = tails.last, values[last] < v {
                previous[i] = last
                tails.append(i)
                continue
            }
            // First run whose tail is >= v.
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var i = tails[tails.count - 1]
        while i >= 0 {
            mask[i] = true
            i = previous[i]
        }
        return mask
    }
}
