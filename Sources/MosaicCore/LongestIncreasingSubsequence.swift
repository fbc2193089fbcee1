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

    /// The tails of the runs are read in blocks of this many.
    @usableFromInline static let block = 32

    /// As ``mask(_:)-swift.type.method``, on a buffer.
    ///
    /// The tails of the runs (the smallest last value of a run of each length, ascending) are
    /// kept as 32-bit values in blocks of 32, beside a summary of each block's first tail, both
    /// padded with `Int32.max`. Where a value goes is counted, not searched: the summary entries
    /// below it, then the tails below it in that block — comparisons that do not depend on each
    /// other (the compiler makes them vector operations), where a binary search waits for each
    /// probe before the next, and a value that extends the longest run (most values, in a diff)
    /// skips the count.
    /// - Complexity: O(k · (L / 32 + 32)) comparisons for k values and a longest run of L, few
    ///   of them dependent; O(k) space (2k integers and k / 8 bytes).
    @usableFromInline
    static func mask(_ values: UnsafeBufferPointer<Int>) -> (mask: [Bool], length: Int) {
        let k = values.count
        guard k > 0 else { return ([], 0) }
        for (i, v) in values.enumerated() where v < 0 || v >= Int(Int32.max) {
            preconditionFailure("longest increasing subsequence: value \(v) at \(i) is out of 0..<\(Int32.max); positions expected")
        }
        // previous[i]: the position before i in the run i ends (−1: none).
        // tails[j], tailIndex[j]: value and position of the smallest tail of a run of j + 1.
        // summary[b] = tails[block · b]; both padded with Int32.max.
        let scratch = UnsafeMutablePointer<Int>.allocate(capacity: 2 * k)
        defer { scratch.deallocate() }
        let previous = scratch, tailIndex = scratch + k
        let tailCapacity = k + block, summaryCapacity = k / block + 32
        let tails = UnsafeMutablePointer<Int32>.allocate(capacity: tailCapacity + summaryCapacity)
        defer { tails.deallocate() }
        let summary = tails + tailCapacity
        tails.initialize(repeating: .max, count: block)
        summary.initialize(repeating: .max, count: 16)
        var summaryPadded = 16
        previous[0] = -1
        tails[0] = Int32(truncatingIfNeeded: values[0])
        summary[0] = tails[0]
        tailIndex[0] = 0
        var length = 1
        var top = values[0]
        for i in 1..<k {
            let v = values[i], v32 = Int32(truncatingIfNeeded: v)
            if top < v {
                previous[i] = tailIndex[length &- 1]
                if length % block == 0 {
                    // A new block: padded, and its first tail in the summary.
                    (tails + length).initialize(repeating: .max, count: block)
                    let b = length / block
                    if b >= summaryPadded {
                        precondition(summaryPadded + 16 <= summaryCapacity, "longest increasing subsequence: summary overflow")
                        (summary + summaryPadded).initialize(repeating: .max, count: 16)
                        summaryPadded &+= 16
                    }
                    summary[b] = v32
                }
                tails[length] = v32
                tailIndex[length] = i
                length &+= 1
                top = v
                continue
            }
            // The number of tails below v: the blocks starting below it, then within the last.
            var base = 0
            let blocks = countBelow(v32, summary, summaryPadded)
            if blocks > 0 {
                let start = (blocks &- 1) &* block
                base = start &+ countBelow(v32, tails + start, block)
            }
            previous[i] = base > 0 ? tailIndex[base &- 1] : -1
            tails[base] = v32
            if base % block == 0 { summary[base / block] = v32 }
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

    /// How many of `values[0..<count]` are below `v` (all of them in 0...Int32.max): the sign
    /// of each difference, summed — independent comparisons, no branch.
    @inline(__always)
    static func countBelow(_ v: Int32, _ values: UnsafeMutablePointer<Int32>, _ count: Int) -> Int {
        var below: Int32 = 0
        for j in 0..<count { below &-= (values[j] &- v) &>> 31 }
        return Int(below)
    }
}
