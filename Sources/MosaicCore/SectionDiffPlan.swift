/// What the diff learned about one section kept from the old snapshot before hashing: the
/// lengths of its common prefix and suffix, and the edit script of the rest when it is short,
/// or else what the walk resolved by comparison.
@usableFromInline
struct SectionDiffPlan {
    /// The most edits the diff looks for with a shortest edit script before hashing.
    @usableFromInline static let maxScriptEdits = 64
    /// How far (old and new steps together) the walk looks ahead for the next common item.
    @usableFromInline static let walkWindow = 4

    /// A stretch the walk kept: `count` items at old positions `old...` and new `new...`.
    @usableFromInline
    struct Run {
        @usableFromInline var old: Int
        @usableFromInline var new: Int
        @usableFromInline var count: Int
        @inlinable init(old: Int, new: Int, count: Int) {
            self.old = old
            self.new = new
            self.count = count
        }
    }

    @usableFromInline var prefix = 0
    @usableFromInline var suffix = 0
    @usableFromInline var oldCount = 0
    @usableFromInline var newCount = 0
    /// Positions are in the whole section (the prefix included).
    @usableFromInline var script: ShortestEditScript?
    /// Without a script: the runs the walk kept, in order.
    @usableFromInline var runs: [Run] = []
    /// Without a script: old and new positions the walk stepped over, ascending.
    @usableFromInline var skippedOld: [Int] = [], skippedNew: [Int] = []
    /// Without a script: the positions after where the walk stopped.
    @usableFromInline var restOld: Range<Int> = 0..<0, restNew: Range<Int> = 0..<0

    @usableFromInline init() {}

    /// Old positions between the prefix and the suffix.
    @inlinable var oldMiddle: Range<Int> { prefix..<(oldCount - suffix) }
    /// New positions between the prefix and the suffix.
    @inlinable var newMiddle: Range<Int> { prefix..<(newCount - suffix) }

    /// The old items the hash table may have to hold.
    @inlinable var unresolvedOldCount: Int { script?.deleted.count ?? (skippedOld.count + restOld.count) }
    /// The new items to look up.
    @inlinable var unresolvedNewCount: Int { script?.inserted.count ?? (skippedNew.count + restNew.count) }

    /// Calls `body(old, new)` for every pair of positions the edit script keeps between the
    /// prefix and the suffix, in order.
    @inlinable
    func forEachKeptPair(_ script: ShortestEditScript, _ body: (Int, Int) -> Void) {
        var o = oldMiddle.lowerBound, n = newMiddle.lowerBound
        var d = 0, i = 0
        while o < oldMiddle.upperBound, n < newMiddle.upperBound {
            if d < script.deleted.count, script.deleted[d] == o { o += 1; d += 1; continue }
            if i < script.inserted.count, script.inserted[i] == n { n += 1; i += 1; continue }
            body(o, n)
            o += 1
            n += 1
        }
    }
}

extension SectionDiffPlan {
    /// Positions in a section, ascending: those of `list`, then those of `range`.
    @usableFromInline
    struct Positions: Sequence, IteratorProtocol {
        @usableFromInline let list: [Int]
        @usableFromInline var position = 0
        @usableFromInline var range: Range<Int>

        @inlinable init(_ list: [Int], then range: Range<Int>) {
            self.list = list
            self.range = range
        }

        /// Calls `body` with every position, in order: a tight loop over the list, then the range.
        @inlinable @inline(__always)
        func forEachPosition(_ body: (Int) -> Void) {
            for p in list[position...] { body(p) }
            for p in range { body(p) }
        }

        @inlinable mutating func next() -> Int? {
            if position < list.count {
                defer { position += 1 }
                return list[position]
            }
            return range.popFirst()
        }
    }

    /// The new positions of a section that step 1 left unresolved, ascending: all `count` of
    /// an inserted section (`plan` nil), the script's insertions, or what the walk stepped over
    /// and everything after where it stopped.
    @inlinable
    static func unresolvedNew(_ plan: SectionDiffPlan?, count: Int) -> Positions {
        guard let plan else { return Positions([], then: 0..<count) }
        if let script = plan.script { return Positions(script.inserted, then: 0..<0) }
        return Positions(plan.skippedNew, then: plan.restNew)
    }

    /// The old positions of a section that step 1 left unresolved, ascending (as
    /// ``unresolvedNew(_:count:)``, on the old side; `plan` nil: a deleted section).
    @inlinable
    static func unresolvedOld(_ plan: SectionDiffPlan?, count: Int) -> Positions {
        guard let plan else { return Positions([], then: 0..<count) }
        if let script = plan.script { return Positions(script.deleted, then: 0..<0) }
        return Positions(plan.skippedOld, then: plan.restOld)
    }
}

