extension SectionedSnapshot {
    /// The changeset that turns `old` into `self`.
    ///
    /// Per section kept from `old` (same identity): the common prefix and suffix are trimmed
    /// first (those items stay, at no hashing cost); what remains is compared by a bounded
    /// shortest edit script when it differs by a few edits (one item moved, inserted or
    /// deleted), or by one linear pass when one side is the other with items left out (a
    /// search narrowing or cleared). Only the items still unresolved are hashed, Heckel-style: one hash table of
    /// the smaller side (the old ones, or the new ones when fewer than half as many), one
    /// lookup per item of the other side; then a longest-increasing-subsequence pass per
    /// section over the items that stayed in their section, so the reported moves are minimal
    /// (one item moved from first to last is one move). Reloads come from
    /// `self.reloadedItems` and from `contentChanged`, asked for every identity present in both
    /// snapshots (`nil`: only the reload marks count).
    /// - Complexity: O(p) for the p items in common prefixes and suffixes; O((n + m) · e) at
    ///   most, and a bounded number of comparisons, for the edit script of e ≤ 64 edits;
    ///   otherwise expected O(u) hashing plus O(k log k) for the subsequence passes, for u
    ///   unresolved items and k ≤ u that stayed in their section.
    @inlinable
    public func difference(from old: Self, contentChanged: ((ItemID) -> Bool)? = nil) -> Changeset<SectionID, ItemID> {
        difference(from: old, contentChanged: contentChanged, recordingOldPaths: false).changes
    }

    /// The changeset that turns `old` into `self` and, when `recordingOldPaths`, the old path of
    /// each of `self`'s items (`oldPaths[s][i]`, nil for an inserted one; empty otherwise) —
    /// what the diff learned anyway, so a caller that needs it does not hash everything again.
    /// - Complexity: as ``difference(from:contentChanged:)``, plus O(m) for the m new items
    ///   when recording.
    @inlinable
    public func difference(from old: Self, contentChanged: ((ItemID) -> Bool)? = nil,
                           recordingOldPaths: Bool) -> (changes: Changeset<SectionID, ItemID>, oldPaths: [[ItemPath?]]) {
        var oldPaths: [[ItemPath?]] = recordingOldPaths ? storage.map { [ItemPath?](repeating: nil, count: $0.count) } : []
        var result = Changeset<SectionID, ItemID>()
        let sectionMatch = Self.matchSections(old: old.sectionIDs, new: sectionIDs, into: &result)
        let newToOld = sectionMatch.newToOld, oldToNew = sectionMatch.oldToNew

        let marks = reloadMarks
        let checksContent = !marks.isEmpty || contentChanged != nil
        func changed(_ item: ItemID) -> Bool {
            (!marks.isEmpty && marks.contains(item)) || (contentChanged?(item) ?? false)
        }

        // 1. Each kept section: trim, then try a short edit script on the rest.
        var plans = [SectionDiffPlan](repeating: SectionDiffPlan(), count: storage.count)
        var unresolvedCount = 0
        for ns in storage.indices where newToOld[ns] >= 0 {
            plans[ns] = Self.plan(old: old.storage[newToOld[ns]], new: storage[ns])
        }
        for os in old.storage.indices {
            let ns = oldToNew[os]
            unresolvedCount += ns < 0 ? old.storage[os].count : plans[ns].unresolvedOldCount
        }

        // 2. The old items not resolved by step 1, in old reading order, and the new ones, in
        //    the order step 3 visits them; each new one is matched to its old candidate by one
        //    hash table of the smaller side (a search that hides 90 % of the items hashes the
        //    10 % it keeps and looks the rest up).
        var candidatePaths: [ItemPath] = []
        candidatePaths.reserveCapacity(unresolvedCount)
        for (os, items) in old.storage.enumerated() {
            let ns = oldToNew[os]
            if ns < 0 {
                for i in items.indices { candidatePaths.append(ItemPath(os, i)) }
            } else if let script = plans[ns].script {
                for i in script.deleted { candidatePaths.append(ItemPath(os, i)) }
            } else {
                for i in plans[ns].oldMiddle { candidatePaths.append(ItemPath(os, i)) }
            }
        }
        var pending: [ItemPath] = []
        for (ns, items) in storage.enumerated() {
            if newToOld[ns] < 0 {
                for i in items.indices { pending.append(ItemPath(ns, i)) }
            } else if let script = plans[ns].script {
                for i in script.inserted { pending.append(ItemPath(ns, i)) }
            } else {
                for i in plans[ns].newMiddle { pending.append(ItemPath(ns, i)) }
            }
        }
        var matched = [Bool](repeating: false, count: candidatePaths.count)
        var matchOf = [Int](repeating: -1, count: pending.count)
        if pending.isEmpty || candidatePaths.isEmpty {
            // Nothing to match (a pure filter or addition): no hashing at all.
        } else if pending.count < candidatePaths.count / 2 {
            var index = [ItemID: Int](minimumCapacity: pending.count)
            for (k, p) in pending.enumerated() { index[storage[p.section][p.item]] = k }
            for (c, p) in candidatePaths.enumerated() {
                if let k = index[old.storage[p.section][p.item]] {
                    matchOf[k] = c
                    matched[c] = true
                }
            }
        } else {
            var candidates = [ItemID: Int](minimumCapacity: candidatePaths.count)
            for (c, p) in candidatePaths.enumerated() { candidates[old.storage[p.section][p.item]] = c }
            for (k, p) in pending.enumerated() {
                if let c = candidates[storage[p.section][p.item]] {
                    matchOf[k] = c
                    matched[c] = true
                }
            }
        }
        var nextPending = 0
        func match() -> Int? {
            let c = matchOf[nextPending]
            nextPending += 1
            return c >= 0 ? c : nil
        }

        // 3. One pass over the new items not resolved by step 1.
        var stayOld: [Int] = [], stayNew: [Int] = []
        for (ns, items) in storage.enumerated() {
            let os = newToOld[ns]
            guard os >= 0 else {
                for (ni, item) in items.enumerated() {
                    let newPath = ItemPath(ns, ni)
                    if let c = match() {
                        if recordingOldPaths { oldPaths[ns][ni] = candidatePaths[c] }
                        appendMove(from: candidatePaths[c], to: newPath, item: item, changed: changed(item), into: &result)
                    } else {
                        result.insertions.append(.init(path: newPath, item: item))
                    }
                }
                continue
            }
            let plan = plans[ns], oldItems = old.storage[os]
            if recordingOldPaths {
                for i in 0..<plan.prefix { oldPaths[ns][i] = ItemPath(os, i) }
                for i in (items.count - plan.suffix)..<items.count { oldPaths[ns][i] = ItemPath(os, i - items.count + oldItems.count) }
            }
            if checksContent {
                // The trimmed prefix and suffix stay in place.
                for i in 0..<plan.prefix where changed(items[i]) { result.reloads.append(ItemPath(os, i)) }
                for i in (items.count - plan.suffix)..<items.count where changed(items[i]) {
                    result.reloads.append(ItemPath(os, i - items.count + oldItems.count))
                }
            }
            if let script = plan.script {
                for ni in script.inserted {
                    let item = items[ni]
                    if let c = match() {
                        if recordingOldPaths { oldPaths[ns][ni] = candidatePaths[c] }
                        appendMove(from: candidatePaths[c], to: ItemPath(ns, ni), item: item, changed: changed(item), into: &result)
                    } else {
                        result.insertions.append(.init(path: ItemPath(ns, ni), item: item))
                    }
                }
                if checksContent || recordingOldPaths {
                    plan.forEachKeptPair(script) { o, n in
                        if recordingOldPaths { oldPaths[ns][n] = ItemPath(os, o) }
                        if checksContent, changed(items[n]) { result.reloads.append(ItemPath(os, o)) }
                    }
                }
                continue
            }
            stayOld.removeAll(keepingCapacity: true)
            stayNew.removeAll(keepingCapacity: true)
            for ni in plan.newMiddle {
                let item = items[ni]
                guard let c = match() else {
                    result.insertions.append(.init(path: ItemPath(ns, ni), item: item))
                    continue
                }
                let oldPath = candidatePaths[c]
                if recordingOldPaths { oldPaths[ns][ni] = oldPath }
                if oldPath.section == os {
                    stayOld.append(oldPath.item)
                    stayNew.append(ni)
                } else {
                    appendMove(from: oldPath, to: ItemPath(ns, ni), item: item, changed: changed(item), into: &result)
                }
            }
            let mask = LongestIncreasingSubsequence.mask(stayOld)
            for j in stayOld.indices {
                let oldPath = ItemPath(os, stayOld[j])
                let item = items[stayNew[j]]
                if mask[j] {
                    if checksContent, changed(item) { result.reloads.append(oldPath) }
                } else {
                    appendMove(from: oldPath, to: ItemPath(ns, stayNew[j]), item: item, changed: changed(item), into: &result)
                }
            }
        }

        // 4. Old items never matched are deleted (already in ascending order).
        for c in matched.indices where !matched[c] { result.deletions.append(candidatePaths[c]) }
        result.deletions.sort()
        result.insertions.sort { $0.path < $1.path }
        result.moves.sort { $0.to < $1.to }
        result.reloads.sort()
        return (result, oldPaths)
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
        let mask = LongestIncreasingSubsequence.mask(matchedOld)
        for j in matchedNew.indices where !mask[j] {
            result.sectionMoves.append(.init(from: matchedOld[j], to: matchedNew[j]))
        }
        return (newToOld, oldToNew)
    }

    /// Step 1 for one section kept from `old`: its common prefix and suffix, then a short
    /// edit script of the rest when one exists within the bounds.
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
                }
                return plan
            }
        }
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

/// What the diff learned about one section kept from the old snapshot before hashing: the
/// lengths of its common prefix and suffix, and the edit script of the rest when it is short.
@usableFromInline
struct SectionDiffPlan {
    /// The most edits the diff looks for with a shortest edit script before hashing.
    @usableFromInline static let maxScriptEdits = 64

    @usableFromInline var prefix = 0
    @usableFromInline var suffix = 0
    @usableFromInline var oldCount = 0
    @usableFromInline var newCount = 0
    /// Positions are in the whole section (the prefix included).
    @usableFromInline var script: ShortestEditScript?

    @usableFromInline init() {}

    /// Old positions between the prefix and the suffix.
    @inlinable var oldMiddle: Range<Int> { prefix..<(oldCount - suffix) }
    /// New positions between the prefix and the suffix.
    @inlinable var newMiddle: Range<Int> { prefix..<(newCount - suffix) }

    /// The old items the hash table has to hold.
    @inlinable var unresolvedOldCount: Int { script?.deleted.count ?? oldMiddle.count }

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
