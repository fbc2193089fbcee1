extension Changeset {
    /// Applies the changeset to `old` the way a collection view performs a batch update:
    /// removes deleted items and move sources (old paths) and deleted sections, places
    /// inserted and moved sections at their new indices, then puts inserted items and move
    /// destinations at their new paths and fills the remaining slots of each section with its
    /// surviving items in their old order.
    ///
    /// `changeset.applied(to: old) == new` for every `changeset = new.difference(from: old)`.
    /// - Throws: `MosaicError` when the changeset does not fit `old` (nothing is changed).
    /// - Complexity: O(n) in the number of items.
    public func applied(to old: SectionedSnapshot<SectionID, ItemID>) throws -> SectionedSnapshot<SectionID, ItemID> {
        // Removals: deletions and move sources.
        var removed = old.storage.map { [Bool](repeating: false, count: $0.count) }
        func remove(_ p: ItemPath) throws {
            try old.validate(p)
            guard !removed[p.section][p.item] else {
                throw MosaicError.invalidUpdate("item \(p) is deleted or moved twice in one update")
            }
            removed[p.section][p.item] = true
        }
        for p in deletions { try remove(p) }
        for m in moves { try remove(m.from) }
        var deletedSections = Set<Int>()
        for s in sectionDeletions {
            try old.validate(section: s)
            deletedSections.insert(s)
        }

        // New section order.
        let newSectionCount = old.numberOfSections - deletedSections.count + sectionInsertions.count
        var newSections = [Int?](repeating: nil, count: newSectionCount)   // old index per new section
        var newSectionIDs = [SectionID?](repeating: nil, count: newSectionCount)
        var placedOld = Set<Int>()
        func checkNewSection(_ i: Int) throws {
            guard i >= 0, i < newSectionCount, newSectionIDs[i] == nil else {
                throw MosaicError.invalidUpdate("section \(i) is not a free section index after the update (0..<\(newSectionCount))")
            }
        }
        for (i, id) in sectionInsertions { try checkNewSection(i); newSectionIDs[i] = id }
        for m in sectionMoves {
            try old.validate(section: m.from)
            try checkNewSection(m.to)
            newSections[m.to] = m.from
            newSectionIDs[m.to] = old.sectionIdentifiers[m.from]
            placedOld.insert(m.from)
        }
        var remainingOld = (0..<old.numberOfSections).filter { !deletedSections.contains($0) && !placedOld.contains($0) }.makeIterator()
        for i in 0..<newSectionCount where newSectionIDs[i] == nil {
            guard let o = remainingOld.next() else {
                throw MosaicError.invalidUpdate("the section changes do not add up to \(newSectionCount) sections")
            }
            newSections[i] = o
            newSectionIDs[i] = old.sectionIdentifiers[o]
        }

        // Placed items per new section.
        var placed = [[Int: ItemID]](repeating: [:], count: newSectionCount)
        func place(_ item: ItemID, at p: ItemPath) throws {
            guard p.section >= 0, p.section < newSectionCount else {
                throw MosaicError.sectionOutOfRange(section: p.section, sectionCount: newSectionCount)
            }
            guard placed[p.section].updateValue(item, forKey: p.item) == nil else {
                throw MosaicError.invalidUpdate("two items are inserted or moved to \(p)")
            }
        }
        for ins in insertions { try place(ins.item, at: ins.path) }
        for m in moves { try place(old.storage[m.from.section][m.from.item], at: m.to) }

        var sections: [(SectionID, [ItemID])] = []
        sections.reserveCapacity(newSectionCount)
        for ns in 0..<newSectionCount {
            var survivors: [ItemID] = []
            if let os = newSections[ns] {
                for (i, item) in old.storage[os].enumerated() where !removed[os][i] { survivors.append(item) }
            }
            let count = survivors.count + placed[ns].count
            if let beyond = placed[ns].keys.first(where: { $0 < 0 || $0 >= count }) {
                throw MosaicError.invalidUpdate("an item is inserted or moved to \(ItemPath(ns, beyond)), past the end of section \(ns) (\(count) items after the update)")
            }
            var items: [ItemID] = []
            items.reserveCapacity(count)
            var next = survivors.makeIterator()
            for i in 0..<count {
                if let item = placed[ns][i] {
                    items.append(item)
                } else if let item = next.next() {
                    items.append(item)
                } else {
                    throw MosaicError.invalidUpdate("an item is inserted or moved past the end of section \(ns) (\(count) items after the update)")
                }
            }
            guard let id = newSectionIDs[ns] else {
                throw MosaicError.invalidUpdate("section \(ns) has no identity after the update")
            }
            sections.append((id, items))
        }
        return try SectionedSnapshot(sections: sections)
    }
}
