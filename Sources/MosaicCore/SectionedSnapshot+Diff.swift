extension SectionedSnapshot {
    /// The changeset that turns `old` into `self`.
    ///
    /// Per section kept from `old` (same identity): the common prefix and suffix are trimmed
    /// first (those items stay, at no hashing cost); what remains is compared by a bounded
    /// shortest edit script when it differs by a few edits (one item moved, inserted or
    /// deleted), or by one linear pass when one side is the other with items left out (a
    /// search narrowing or cleared). Otherwise both sides are walked side by side, and where
    /// they differ the walk looks a few items ahead on each side for the next common item
    /// (scattered edits resolve by comparison, with no hashing); a walk that keeps failing
    /// stops early (a permutation). Only the items still unresolved are hashed, Heckel-style:
    /// one hash table of the smaller side (the old ones, or the new ones when fewer than half
    /// as many), one lookup per item of the other side; then a longest-increasing-subsequence
    /// pass per section over the items that stayed in their section, so the reported moves are
    /// minimal (one item moved from first to last is one move). Reloads come from
    /// `self.reloadedItems` and from `contentChanged`, asked for every identity present in both
    /// snapshots (`nil`: only the reload marks count).
    /// - Complexity: O(p) for the p items in common prefixes and suffixes; O((n + m) · e) at
    ///   most, and a bounded number of comparisons, for the edit script of e ≤ 64 edits;
    ///   otherwise O(w) comparisons for the w items the walk passes, expected O(u) hashing
    ///   for the u items it leaves unresolved, and O(k log k) for the subsequence passes over
    ///   the k items that stayed in their section.
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

        // 1. Each kept section: trim, then a short edit script, or the walk.
        var plans = [SectionDiffPlan](repeating: SectionDiffPlan(), count: storage.count)
        for ns in storage.indices where newToOld[ns] >= 0 {
            plans[ns] = Self.plan(old: old.storage[newToOld[ns]], new: storage[ns])
        }
        // Items are numbered across sections (old: `oldOffsets[s] + i`; new likewise), so
        // the hash table and the match marks are flat arrays.
        var oldOffsets = [0], newOffsets = [0]
        oldOffsets.reserveCapacity(old.storage.count + 1)
        newOffsets.reserveCapacity(storage.count + 1)
        var unresolvedOld = 0, unresolvedNew = 0
        for (os, items) in old.storage.enumerated() {
            oldOffsets.append(oldOffsets[os] + items.count)
            let ns = oldToNew[os]
            unresolvedOld += ns < 0 ? items.count : plans[ns].unresolvedOldCount
        }
        for (ns, items) in storage.enumerated() {
            newOffsets.append(newOffsets[ns] + items.count)
            unresolvedNew += newToOld[ns] < 0 ? items.count : plans[ns].unresolvedNewCount
        }

        // 2. The items not resolved by step 1 are matched by one hash table of the smaller
        //    side (a search that hides 90 % of the items hashes the 10 % it keeps and looks
        //    the rest up). `matched[flatOld]` marks the old ones that found their new place.
        let hashes = unresolvedOld > 0 && unresolvedNew > 0
        let matched = UnsafeMutableBufferPointer<Bool>.allocate(capacity: hashes ? oldOffsets[old.storage.count] : 0)
        matched.initialize(repeating: false)
        defer { matched.deallocate() }
        var matcher = ItemMatcher<ItemID>(hashesNew: hashes && unresolvedNew < unresolvedOld / 2)
        if hashes && matcher.hashesNew {
            matcher.index.reserveCapacity(unresolvedNew)
            for (ns, items) in storage.enumerated() {
                let base = newOffsets[ns]
                for ni in SectionDiffPlan.unresolvedNew(newToOld[ns] < 0 ? nil : plans[ns], count: items.count) {
                    matcher.index[items[ni]] = base + ni
                }
            }
            matcher.oldOfNew = [Int](repeating: -1, count: newOffsets[storage.count])
            for (os, items) in old.storage.enumerated() {
                let base = oldOffsets[os], ns = oldToNew[os]
                for oi in SectionDiffPlan.unresolvedOld(ns < 0 ? nil : plans[ns], count: items.count) {
                    if let n = matcher.index[items[oi]] {
                        matcher.oldOfNew[n] = base + oi
                        matched[base + oi] = true
                    }
                }
            }
            matcher.index = [:]
        } else if hashes {
            matcher.index.reserveCapacity(unresolvedOld)
            for (os, items) in old.storage.enumerated() {
                let base = oldOffsets[os], ns = oldToNew[os]
                for oi in SectionDiffPlan.unresolvedOld(ns < 0 ? nil : plans[ns], count: items.count) {
                    matcher.index[items[oi]] = base + oi
                }
            }
        }

        // 3. One pass over the new items not resolved by step 1, in order. New items found
        //    nowhere are noted (new paths, in order) and listed once at the end.
        let inserted = UnsafeMutablePointer<ItemPath>.allocate(capacity: unresolvedNew)
        defer { inserted.deallocate() }
        var insertedCount = 0
        // The items of a section that stay in it, in new order: old positions at stayOld[j],
        // new ones at stayNew[j] (scratch for the largest section walked).
        var stayCapacity = 0
        for (ns, plan) in plans.enumerated() where newToOld[ns] >= 0 && plan.script == nil {
            stayCapacity = max(stayCapacity, plan.newMiddle.count)
        }
        let stayOld = UnsafeMutablePointer<Int>.allocate(capacity: 2 * stayCapacity), stayNew = stayOld + stayCapacity
        defer { stayOld.deallocate() }
        for (ns, items) in storage.enumerated() {
            let os = newToOld[ns], base = newOffsets[ns]
            guard os >= 0 else {
                for (ni, item) in items.enumerated() {
                    let newPath = ItemPath(ns, ni)
                    let f = matcher.flatOld(of: item, at: base + ni)
                    if f >= 0 {
                        matched[f] = true
                        let from = Self.oldPath(f, offsets: oldOffsets)
                        if recordingOldPaths { oldPaths[ns][ni] = from }
                        appendMove(from: from, to: newPath, item: item, changed: changed(item), into: &result)
                    } else {
                        precondition(insertedCount < unresolvedNew, "diff: more insertions than unresolved items")
                        inserted[insertedCount] = newPath
                        insertedCount += 1
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
                    let f = matcher.flatOld(of: item, at: base + ni)
                    if f >= 0 {
                        matched[f] = true
                        let from = Self.oldPath(f, offsets: oldOffsets)
                        if recordingOldPaths { oldPaths[ns][ni] = from }
                        appendMove(from: from, to: ItemPath(ns, ni), item: item, changed: changed(item), into: &result)
                    } else {
                        precondition(insertedCount < unresolvedNew, "diff: more insertions than unresolved items")
                        inserted[insertedCount] = ItemPath(ns, ni)
                        insertedCount += 1
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
            // The walk's runs and the unresolved items, in new order: those that stay in the
            // section go to the subsequence pass.
            var stays = 0
            var run = 0
            let oldBase = oldOffsets[os]
            for ni in SectionDiffPlan.unresolvedNew(plan, count: items.count) {
                // The runs before `ni` first.
                while run < plan.runs.count, plan.runs[run].new < ni {
                    let r = plan.runs[run]
                    for d in 0..<r.count {
                        stayOld[stays] = r.old + d
                        stayNew[stays] = r.new + d
                        stays += 1
                    }
                    run += 1
                }
                let item = items[ni]
                let f = matcher.flatOld(of: item, at: base + ni)
                guard f >= 0 else {
                    precondition(insertedCount < unresolvedNew, "diff: more insertions than unresolved items")
                    inserted[insertedCount] = ItemPath(ns, ni)
                    insertedCount += 1
                    continue
                }
                matched[f] = true
                let oi = f - oldBase
                if oi >= 0, oi < oldItems.count {
                    stayOld[stays] = oi
                    stayNew[stays] = ni
                    stays += 1
                } else {
                    let from = Self.oldPath(f, offsets: oldOffsets)
                    if recordingOldPaths { oldPaths[ns][ni] = from }
                    appendMove(from: from, to: ItemPath(ns, ni), item: item, changed: changed(item), into: &result)
                }
            }
            for r in plan.runs[run...] {
                for d in 0..<r.count {
                    stayOld[stays] = r.old + d
                    stayNew[stays] = r.new + d
                    stays += 1
                }
            }
            let (mask, kept) = LongestIncreasingSubsequence.mask(UnsafeBufferPointer(start: stayOld, count: stays))
            if !checksContent && !recordingOldPaths {
                // Every item outside the subsequence is a move: written in one go.
                result.moves.append(contentsOf: [Changeset<SectionID, ItemID>.Move](unsafeUninitializedCapacity: stays - kept) { moves, count in
                    mask.withUnsafeBufferPointer { mask in
                        for j in 0..<stays where !mask[j] {
                            precondition(count < stays - kept, "diff: more moves than outside the subsequence")
                            (moves.baseAddress! + count).initialize(to: .init(from: ItemPath(os, stayOld[j]), to: ItemPath(ns, stayNew[j])))
                            count += 1
                        }
                    }
                })
                continue
            }
            result.moves.reserveCapacity(result.moves.count + stays - kept)
            for j in 0..<stays {
                let oldPath = ItemPath(os, stayOld[j])
                if recordingOldPaths { oldPaths[ns][stayNew[j]] = oldPath }
                if mask[j] {
                    if checksContent, changed(items[stayNew[j]]) { result.reloads.append(oldPath) }
                } else {
                    let item = items[stayNew[j]]
                    appendMove(from: oldPath, to: ItemPath(ns, stayNew[j]), item: item, changed: changed(item), into: &result)
                }
            }
        }

        result.insertions.append(contentsOf: [Changeset<SectionID, ItemID>.Insertion](unsafeUninitializedCapacity: insertedCount) { insertions, count in
            for k in 0..<insertedCount {
                let path = inserted[k]
                (insertions.baseAddress! + k).initialize(to: .init(path: path, item: storage[path.section][path.item]))
            }
            count = insertedCount
        })

        // 4. Old items never matched are deleted (in ascending order), written in one go.
        var deletedCount = unresolvedOld
        if hashes {
            deletedCount = 0
            for m in matched where !m { deletedCount += 1 }
            deletedCount -= matched.count - unresolvedOld
        }
        result.deletions.append(contentsOf: [ItemPath](unsafeUninitializedCapacity: deletedCount) { deletions, count in
            for (os, items) in old.storage.enumerated() {
                let base = oldOffsets[os], ns = oldToNew[os]
                for oi in SectionDiffPlan.unresolvedOld(ns < 0 ? nil : plans[ns], count: items.count)
                where !hashes || !matched[base + oi] {
                    precondition(count < deletedCount, "diff: more unmatched old items than counted")
                    (deletions.baseAddress! + count).initialize(to: ItemPath(os, oi))
                    count += 1
                }
            }
        })
        Self.sortIfNeeded(&result.deletions, by: <)
        Self.sortIfNeeded(&result.insertions) { $0.path < $1.path }
        Self.sortIfNeeded(&result.moves) { $0.to < $1.to }
        Self.sortIfNeeded(&result.reloads, by: <)
        return (result, oldPaths)
    }

    /// Sorts `values` unless they are in order already (the usual case: a linear check).
    @inlinable
    static func sortIfNeeded<T>(_ values: inout [T], by less: (T, T) -> Bool) {
        var i = 1
        while i < values.count, !less(values[i], values[i - 1]) { i += 1 }
        if i < values.count { values.sort(by: less) }
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

/// Step 2's hash table: the unresolved old items by identity (→ flat old index), or, when the
/// new side is much smaller, the answer for each flat new index found by hashing the new ones.
@usableFromInline
struct ItemMatcher<ItemID: Hashable> {
    @usableFromInline let hashesNew: Bool
    @usableFromInline var index: [ItemID: Int] = [:]
    @usableFromInline var oldOfNew: [Int] = []

    @inlinable init(hashesNew: Bool) { self.hashesNew = hashesNew }

    /// The flat old index of the new item `item` at flat new index `flatNew`; −1 when it is new.
    @inlinable
    func flatOld(of item: ItemID, at flatNew: Int) -> Int {
        if hashesNew { return oldOfNew.isEmpty ? -1 : oldOfNew[flatNew] }
        return index[item] ?? -1
    }
}
