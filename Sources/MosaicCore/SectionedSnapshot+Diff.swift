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
        defer { matcher.deallocate() }
        if hashes && matcher.hashesNew {
            let table = PositionTable(capacity: unresolvedNew)
            matcher.table = table
            for (ns, items) in storage.enumerated() {
                let base = newOffsets[ns]
                SectionDiffPlan.unresolvedNew(newToOld[ns] < 0 ? nil : plans[ns], count: items.count).forEachPosition { ni in
                    table.insert(base + ni, hash: items[ni].hashValue)
                }
            }
            matcher.oldOfNew = [Int](repeating: -1, count: newOffsets[storage.count])
            for (os, items) in old.storage.enumerated() {
                let base = oldOffsets[os], ns = oldToNew[os]
                SectionDiffPlan.unresolvedOld(ns < 0 ? nil : plans[ns], count: items.count).forEachPosition { oi in
                    let item = items[oi]
                    let n = table.position(hash: item.hashValue) {
                        ItemMatcher.item(atFlat: $0, of: storage, offsets: newOffsets) == item
                    }
                    if n >= 0 {
                        matcher.oldOfNew[n] = base + oi
                        matched[base + oi] = true
                    }
                }
            }
        } else if hashes {
            let table = PositionTable(capacity: unresolvedOld)
            matcher.table = table
            for (os, items) in old.storage.enumerated() {
                let base = oldOffsets[os], ns = oldToNew[os]
                SectionDiffPlan.unresolvedOld(ns < 0 ? nil : plans[ns], count: items.count).forEachPosition { oi in
                    table.insert(base + oi, hash: items[oi].hashValue)
                }
            }
        }

        // 3. One pass over the new items not resolved by step 1, in order. New items found
        //    nowhere are noted (new paths, in order) and listed once at the end.
        let inserted = UnsafeMutablePointer<ItemPath>.allocate(capacity: unresolvedNew)
        defer { inserted.deallocate() }
        var insertedCount = 0
        var hits = 0 // old items matched in this step: each once (identities are unique)
        var movesInOrder = true // sections in order, each section's moves ascending
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
                    let f = matcher.flatOld(of: item, at: base + ni, old: old.storage, oldOffsets: oldOffsets)
                    if f >= 0 {
                        matched[f] = true
                        hits += 1
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
                    let f = matcher.flatOld(of: item, at: base + ni, old: old.storage, oldOffsets: oldOffsets)
                    if f >= 0 {
                        matched[f] = true
                        hits += 1
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
            let movesBefore = result.moves.count
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
                let f = matcher.flatOld(of: item, at: base + ni, old: old.storage, oldOffsets: oldOffsets)
                guard f >= 0 else {
                    precondition(insertedCount < unresolvedNew, "diff: more insertions than unresolved items")
                    inserted[insertedCount] = ItemPath(ns, ni)
                    insertedCount += 1
                    continue
                }
                matched[f] = true
                hits += 1
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
            // Moves into the section from elsewhere were written above, before these.
            if kept < stays, result.moves.count > movesBefore { movesInOrder = false }
            if !checksContent && !recordingOldPaths {
                // Every item outside the subsequence is a move: written in one go.
                Self.adopt(&result.moves, [Changeset<SectionID, ItemID>.Move](unsafeUninitializedCapacity: stays - kept) { moves, count in
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

        // Written in order: only what moved items that changed added before needs sorting.
        let insertionsInOrder = result.insertions.isEmpty, deletionsInOrder = result.deletions.isEmpty
        Self.adopt(&result.insertions, [Changeset<SectionID, ItemID>.Insertion](unsafeUninitializedCapacity: insertedCount) { insertions, count in
            for k in 0..<insertedCount {
                let path = inserted[k]
                (insertions.baseAddress! + k).initialize(to: .init(path: path, item: storage[path.section][path.item]))
            }
            count = insertedCount
        })

        // 4. Old items never matched are deleted (in ascending order), written in one go.
        let deletedCount = hashes ? unresolvedOld - hits : unresolvedOld
        // (None when every old item was matched: a permutation skips this pass.)
        if deletedCount > 0 {
            Self.adopt(&result.deletions, [ItemPath](unsafeUninitializedCapacity: deletedCount) { deletions, count in
                for (os, items) in old.storage.enumerated() {
                    let base = oldOffsets[os], ns = oldToNew[os]
                    SectionDiffPlan.unresolvedOld(ns < 0 ? nil : plans[ns], count: items.count).forEachPosition { oi in
                        guard !hashes || !matched[base + oi] else { return }
                        precondition(count < deletedCount, "diff: more unmatched old items than counted")
                        (deletions.baseAddress! + count).initialize(to: ItemPath(os, oi))
                        count += 1
                    }
                }
            })
        }
        if !deletionsInOrder { Self.sortIfNeeded(&result.deletions, by: <) }
        if !insertionsInOrder { Self.sortIfNeeded(&result.insertions) { $0.path < $1.path } }
        assert(zip(result.deletions, result.deletions.dropFirst()).allSatisfy { $0 < $1 }, "diff: deletions must ascend")
        assert(zip(result.insertions, result.insertions.dropFirst()).allSatisfy { $0.path < $1.path }, "diff: insertions must ascend")
        if !movesInOrder { Self.sortIfNeeded(&result.moves) { $0.to < $1.to } }
        assert(zip(result.moves, result.moves.dropFirst()).allSatisfy { $0.to < $1.to }, "diff: moves must ascend")
        Self.sortIfNeeded(&result.reloads, by: <)
        return (result, oldPaths)
    }
}
