extension SectionedSnapshot {
    /// The changeset that turns `old` into `self`.
    ///
    /// Heckel-style: one hash table of old identities → old paths, one pass over the new items,
    /// then a longest-increasing-subsequence pass per section over the items that stayed in
    /// their section, so the reported moves are minimal (one item moved from first to last is
    /// one move). Reloads come from `self.reloadedItems` and from `contentChanged`, asked for
    /// every identity present in both snapshots (`nil`: only the reload marks count).
    /// - Complexity: expected O(n + m) hashing plus O(k log k) for the subsequence passes, for
    ///   n old and m new items; k ≤ m.
    @inlinable
    public func difference(from old: Self, contentChanged: ((ItemID) -> Bool)? = nil) -> Changeset<SectionID, ItemID> {
        var result = Changeset<SectionID, ItemID>()

        // Sections.
        var oldSectionIndex = [SectionID: Int](minimumCapacity: old.sectionIdentifiers.count)
        for (i, s) in old.sectionIdentifiers.enumerated() { oldSectionIndex[s] = i }
        var newToOldSection = [Int?](repeating: nil, count: sectionIdentifiers.count)
        var survivingSections = Set<Int>()
        for (i, s) in sectionIdentifiers.enumerated() {
            if let o = oldSectionIndex[s] {
                newToOldSection[i] = o
                survivingSections.insert(o)
            } else {
                result.sectionInsertions.append((i, s))
            }
        }
        result.sectionDeletions = (0..<old.sectionIdentifiers.count).filter { !survivingSections.contains($0) }
        let matchedNew = newToOldSection.indices.filter { newToOldSection[$0] != nil }
        let sectionMask = LongestIncreasingSubsequence.mask(matchedNew.compactMap { newToOldSection[$0] })
        for (j, n) in matchedNew.enumerated() where !sectionMask[j] {
            if let o = newToOldSection[n] { result.sectionMoves.append(.init(from: o, to: n)) }
        }

        // Items: old identity → old path.
        var oldPaths = [ItemID: ItemPath](minimumCapacity: old.numberOfItems)
        for (s, items) in old.storage.enumerated() {
            for (i, item) in items.enumerated() { oldPaths[item] = ItemPath(s, i) }
        }
        var matchedOld = old.storage.map { [Bool](repeating: false, count: $0.count) }
        let marks = reloadedItems
        func changed(_ item: ItemID) -> Bool {
            (!marks.isEmpty && marks.contains(item)) || (contentChanged?(item) ?? false)
        }

        var stayOld: [Int] = [], stayNew: [Int] = []
        for (ns, items) in storage.enumerated() {
            let os = newToOldSection[ns]
            stayOld.removeAll(keepingCapacity: true)
            stayNew.removeAll(keepingCapacity: true)
            for (ni, item) in items.enumerated() {
                let newPath = ItemPath(ns, ni)
                guard let oldPath = oldPaths[item] else {
                    result.insertions.append(.init(path: newPath, item: item))
                    continue
                }
                matchedOld[oldPath.section][oldPath.item] = true
                if oldPath.section == os {
                    stayOld.append(oldPath.item)
                    stayNew.append(ni)
                } else {
                    appendMove(from: oldPath, to: newPath, item: item, changed: changed(item), into: &result)
                }
            }
            guard let os else { continue }
            let mask = LongestIncreasingSubsequence.mask(stayOld)
            for j in stayOld.indices {
                let oldPath = ItemPath(os, stayOld[j]), newPath = ItemPath(ns, stayNew[j])
                let item = items[stayNew[j]]
                if mask[j] {
                    if changed(item) { result.reloads.append(oldPath) }
                } else {
                    appendMove(from: oldPath, to: newPath, item: item, changed: changed(item), into: &result)
                }
            }
        }
        for (s, flags) in matchedOld.enumerated() {
            for (i, matched) in flags.enumerated() where !matched { result.deletions.append(ItemPath(s, i)) }
        }
        result.deletions.sort()
        result.insertions.sort { $0.path < $1.path }
        result.moves.sort { $0.to < $1.to }
        result.reloads.sort()
        return result
    }

    @usableFromInline
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
