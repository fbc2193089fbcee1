extension SectionedSnapshot {
    /// Sorts `values` unless they are in order already (the usual case: a linear check).
    @inlinable
    static func sortIfNeeded<T>(_ values: inout [T], by less: (T, T) -> Bool) {
        var i = 1
        while i < values.count, !less(values[i], values[i - 1]) { i += 1 }
        if i < values.count { values.sort(by: less) }
    }

    /// Appends `values` to `list`, taking the buffer as is when `list` is empty (the usual
    /// case: each list is written in one go), so the values are not copied a second time.
    @inlinable
    static func adopt<T>(_ list: inout [T], _ values: [T]) {
        if list.isEmpty { list = values } else { list.append(contentsOf: values) }
    }

    /// The old path of flat old index `flat` (`offsets[s]`: the flat index of section s's
    /// first item; one more entry: the total).
    /// - Complexity: O(log s) for s sections.
    @inlinable
    static func oldPath(_ flat: Int, offsets: [Int]) -> ItemPath {
        // The last section starting at or before `flat` (an empty one starts where the next does).
        var lo = 0, hi = offsets.count - 2
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if offsets[mid] <= flat { lo = mid } else { hi = mid - 1 }
        }
        return ItemPath(lo, flat - offsets[lo])
    }

    /// Matches sections by identity: fills the section deletions, insertions and (minimal)
    /// moves of `result`; returns for each new section its old index and for each old section
    /// its new index (−1: none).
    /// - Complexity: O(s log s) for s sections.
    @inlinable
    static func matchSections(old: [SectionID], new: [SectionID],
                              into result: inout Changeset<SectionID, ItemID>) -> (newToOld: [Int], oldToNew: [Int]) {
        var newToOld = [Int](repeating: -1, count: new.count)
        var oldToNew = [Int](repeating: -1, count: old.count)
        if old == new {
            for i in new.indices { newToOld[i] = i; oldToNew[i] = i }
            return (newToOld, oldToNew)
        }
        var oldIndex = [SectionID: Int](minimumCapacity: old.count)
        for (i, s) in old.enumerated() { oldIndex[s] = i }
        var matchedNew: [Int] = [], matchedOld: [Int] = []
        for (i, s) in new.enumerated() {
            if let o = oldIndex[s] {
                newToOld[i] = o
                oldToNew[o] = i
                matchedNew.append(i)
                matchedOld.append(o)
            } else {
                result.sectionInsertions.append((i, s))
            }
        }
        result.sectionDeletions = old.indices.filter { oldToNew[$0] < 0 }
        let mask = LongestIncreasingSubsequence.mask(matchedOld).mask
        for j in matchedNew.indices where !mask[j] {
            result.sectionMoves.append(.init(from: matchedOld[j], to: matchedNew[j]))
        }
        return (newToOld, oldToNew)
    }

    /// Step 1 for one section kept from `old`: its common prefix and suffix, then a short
    /// edit script of the rest when one exists within the bounds, or else the walk.
    @inlinable
    static func plan(old: [ItemID], new: [ItemID]) -> SectionDiffPlan {
        old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in
                var plan = SectionDiffPlan()
                let shorter = min(a.count, b.count)
                var prefix = 0
                while prefix < shorter, a[prefix] == b[prefix] { prefix += 1 }
                var suffix = 0
                while suffix < shorter - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
                plan.prefix = prefix
                plan.suffix = suffix
                plan.oldCount = a.count
                plan.newCount = b.count
                let oldMiddle = UnsafeBufferPointer(rebasing: a[prefix..<(a.count - suffix)])
                let newMiddle = UnsafeBufferPointer(rebasing: b[prefix..<(b.count - suffix)])
                if var script = ShortestEditScript.find(
                    old: oldMiddle, new: newMiddle, maxEdits: SectionDiffPlan.maxScriptEdits,
                    comparisonBudget: oldMiddle.count + newMiddle.count + SectionDiffPlan.maxScriptEdits * SectionDiffPlan.maxScriptEdits
                ) ?? ShortestEditScript.subsequence(old: oldMiddle, new: newMiddle) {
                    for i in script.deleted.indices { script.deleted[i] += prefix }
                    for i in script.inserted.indices { script.inserted[i] += prefix }
                    plan.script = script
                } else {
                    walk(old: a, new: b, into: &plan)
                }
                return plan
            }
        }
    }

    /// The walk of step 1: compares the middles of `a` (old) and `b` (new) side by side; where
    /// they differ, looks for the nearest common item at most ``SectionDiffPlan/walkWindow``
    /// steps ahead on the two sides together, leaving what it steps over unresolved. Identities
    /// being unique, every pair it keeps is the same item in both. Stops (the rest unresolved)
    /// once the lookaheads that find nothing cost more than the pairs kept save.
    /// - Complexity: O(w · W²) comparisons at most for the w items passed, W the window.
    @inlinable
    static func walk(old a: UnsafeBufferPointer<ItemID>, new b: UnsafeBufferPointer<ItemID>, into plan: inout SectionDiffPlan) {
        let oldEnd = plan.oldCount - plan.suffix, newEnd = plan.newCount - plan.suffix
        var i = plan.prefix, j = plan.prefix
        var failures = 0, kept = 0
        var runStart = -1
        func closeRun() {
            if runStart >= 0 {
                plan.runs.append(.init(old: runStart, new: j - (i - runStart), count: i - runStart))
                kept += i - runStart
                runStart = -1
            }
        }
        walking: while i < oldEnd, j < newEnd {
            if a[i] == b[j] {
                if runStart < 0 { runStart = i }
                i += 1
                j += 1
                continue
            }
            closeRun()
            for d in 1...SectionDiffPlan.walkWindow {
                for x in 0...d where i + x < oldEnd && j + d - x < newEnd && a[i + x] == b[j + d - x] {
                    for o in i..<(i + x) { plan.skippedOld.append(o) }
                    for n in j..<(j + d - x) { plan.skippedNew.append(n) }
                    i += x
                    j += d - x
                    continue walking
                }
            }
            plan.skippedOld.append(i)
            plan.skippedNew.append(j)
            i += 1
            j += 1
            failures += 1
            if failures * 16 > kept + 256 { break }
        }
        closeRun()
        plan.restOld = i..<max(i, oldEnd)
        plan.restNew = j..<max(j, newEnd)
    }

    @inlinable
    internal func appendMove(from: ItemPath, to: ItemPath, item: ItemID, changed: Bool,
                             into result: inout Changeset<SectionID, ItemID>) {
        if changed {
            result.deletions.append(from)
            result.insertions.append(.init(path: to, item: item))
        } else {
            result.moves.append(.init(from: from, to: to))
        }
    }
}
