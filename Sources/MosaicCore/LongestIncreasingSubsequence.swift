/// The longest strictly increasing subsequence of a sequence of integers.
///
/// Used by the diff to keep as many surviving items in place as possible: the items *not* in
/// the subsequence are exactly the minimal set of moves.
@usableFromInline
enum LongestIncreasingSubsequence {
    /// A mask with `true` at the positions of `values` that belong to one longest strictly
    /// increasing subsequence (patience sorting with back-pointers), and that subsequence's
    /// length.
    @usableFromInline
    static func mask(_ values: [Int]) -> (mask: [Bool], length: Int) {
        values.withUnsafeBufferPointer { mask($0) }
    }

    /// As ``mask(_:)-swift.type.method``, on a buffer.
    ///
    /// The tails of the runs are kept by value beside their positions, so the (branch-free)
    /// binary search reads one small contiguous array; a value that extends the longest run
    /// (most values, in a diff) skips the search.
    /// - Complexity: O(k log L) time for k values and a longest run of L, O(k) space.
    @usableFromInline
    static func mask(_ values: UnsafeBufferPointer<Int>) -> (mask: [Bool], length: Int) {
        let k = values.count
        guard k > 0 else { return ([], 0) }
        // previous[i]: the position before i in the run i ends (−1: none).
        // tailValue[j], tailIndex[j]: value and position of the smallest tail of a run of j + 1.
        let scratch = UnsafeMutablePointer<Int>.allocate(capacity: 3 * k)
        defer { scratch.deallocate() }
        let previous = scratch, tailValue = scratch + k, tailIndex = scratch + 2 * k
        previous[0] = -1
        tailValue[0] = values[0]
        tailIndex[0] = 0
        var length = 1
        var top = values[0]
        for i in 1..<k {
            let v = values[i]
            if top < v {
                previous[i] = tailIndex[length - 1]
                tailValue[length] = v
                tailIndex[length] = i
                length += 1
                top = v
                continue
            }
            // The first run whose tail is ≥ v (one exists: the longest run's tail is).
            var base = 0, count = length
            while count > 1 {
                let half = count >> 1
                base = tailValue[base + half - 1] < v ? base + half : base
                count -= half
            }
            previous[i] = base > 0 ? tailIndex[base - 1] : -1
            tailValue[base] = v
            tailIndex[base] = i
            if base == length - 1 { top = v }
        }
        let mask = [Bool](unsafeUninitializedCapacity: k) { buffer, initialized in
            buffer.initialize(repeating: false)
            var i = tailIndex[length - 1]
            while i >= 0 {
                buffer[i] = true
                i = previous[i]
            }
            initialized = k
        }
        return (mask, length)
    }
}
