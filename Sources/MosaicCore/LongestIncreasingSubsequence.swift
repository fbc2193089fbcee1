/// The longest strictly increasing subsequence of a sequence of integers.
///
/// Used by the diff to keep as many surviving items in place as possible: the items *not* in
/// the subsequence are exactly the minimal set of moves.
@usableFromInline
enum LongestIncreasingSubsequence {
    /// A mask with `true` at the positions of `values` (positions or indices: every value
    /// ≥ 0) that belong to one longest strictly increasing subsequence (patience sorting with
    /// back-pointers), and that subsequence's length.
    @usableFromInline
    static func mask(_ values: [Int]) -> (mask: [Bool], length: Int) {
        values.withUnsafeBufferPointer { mask($0) }
    }

    /// As ``mask(_:)-swift.type.method``, on a buffer.
    ///
    /// The tails of the runs are kept by value beside their positions, so the (branch-free)
    /// binary search reads one small contiguous array; a value that extends the longest run
    /// (most values, in a diff) skips the search.
    /// - Complexity: O(k log L) time for k values and a longest run of L, O(k) space (4k integers).
    @usableFromInline
    static func mask(_ values: UnsafeBufferPointer<Int>) -> (mask: [Bool], length: Int) {
        let k = values.count
        guard k > 0 else { return ([], 0) }
        // previous[i]: the position before i in the run i ends (−1: none).
        // tailValue[j], tailIndex[j]: value and position of the smallest tail of a run of j + 1;
        // tailValue is padded with Int.max up to twice the longest run so far, so the search
        // below needs no bounds check (it probes below 2 · length).
        let scratch = UnsafeMutablePointer<Int>.allocate(capacity: 4 * k)
        defer { scratch.deallocate() }
        let previous = scratch, tailIndex = scratch + k, tailValue = scratch + 2 * k
        precondition(values[0] >= 0, "longest increasing subsequence: value \(values[0]) at 0 is negative; positions (≥ 0) expected")
        previous[0] = -1
        tailValue[0] = values[0]
        tailValue[1] = .max
        tailIndex[0] = 0
        var length = 1, padded = 2
        var step = 1 // the largest power of two ≤ length
        var top = values[0]
        for i in 1..<k {
            let v = values[i]
            precondition(v >= 0, "longest increasing subsequence: value \(v) at \(i) is negative; positions (≥ 0) expected")
            if top < v {
                previous[i] = tailIndex[length &- 1]
                tailValue[length] = v
                tailIndex[length] = i
                length &+= 1
                if length >= 2 * step { step &<<= 1 }
                while padded < 2 * length {
                    tailValue[padded] = .max
                    padded &+= 1
                }
                top = v
                continue
            }
            // The number of run tails below v, by binary lifting over powers of two. Branch-free:
            // `tail < v` becomes an all-ones mask, the sign of `tail − v` (no overflow: both are
            // ≥ 0), as the compiler turns a comparison here into a jump that unordered values
            // mispredict half the time; the padding stops the search at `length`.
            var base = 0, probe = step
            while probe > 0 {
                base &+= probe & ((tailValue[base &+ probe &- 1] &- v) &>> 63)
                probe &>>= 1
            }
            previous[i] = base > 0 ? tailIndex[base &- 1] : -1
            tailValue[base] = v
            tailIndex[base] = i
            if base == length &- 1 { top = v }
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
