extension SectionedSnapshot {
    // MARK: Validation

    /// Throws unless `section` is a valid section index.
    @inlinable
    public func validate(section: Int) throws {
        guard storage.indices.contains(section) else {
            throw MosaicError.sectionOutOfRange(section: section, sectionCount: storage.count)
        }
    }

    /// Throws unless `path` addresses an existing item.
    @inlinable
    public func validate(_ path: ItemPath) throws {
        try validate(section: path.section)
        let count = storage[path.section].count
        guard path.item >= 0, path.item < count else {
            throw MosaicError.itemOutOfRange(path: path, itemCount: count, allowsEnd: false)
        }
    }

    /// Throws unless `path` is a valid insertion position (`0...count`).
    @inlinable
    public func validate(insertionAt path: ItemPath) throws {
        try validate(section: path.section)
        let count = storage[path.section].count
        guard path.item >= 0, path.item <= count else {
            throw MosaicError.itemOutOfRange(path: path, itemCount: count, allowsEnd: true)
        }
    }

    // MARK: Sections

    /// Appends sections with no items. - Throws: `duplicateIdentity` (nothing appended).
    /// - Complexity: O(k) for k sections, whatever the snapshot already holds.
    @inlinable
    public mutating func appendSections(_ sections: [SectionID]) throws {
        var seen = Set<SectionID>()
        for s in sections where allSections.contains(s) || !seen.insert(s).inserted {
            throw MosaicError.duplicateIdentity("section \(s)")
        }
        stopRecording()
        allSections.formUnion(sections)
        sectionIDs += sections
        storage += repeatElement([], count: sections.count)
    }

    /// Removes a section and all its items.
    public mutating func deleteSection(at section: Int) throws {
        try validate(section: section)
        stopRecording()
        for item in storage[section] { allItems.remove(item); reloadMarks.remove(item) }
        storage.remove(at: section)
        allSections.remove(sectionIDs.remove(at: section))
    }

    // MARK: Items

    /// Appends items to the end of `section`.
    /// - Throws: `sectionOutOfRange`, `duplicateIdentity` (nothing appended).
    /// - Complexity: O(k) for k items: copied and hashed once each.
    @inlinable
    public mutating func appendItems(_ items: [ItemID], toSection section: Int) throws {
        try validate(section: section)
        try insertNew(items)
        let end = storage[section].count
        if storage[section].isEmpty {
            storage[section] = items
        } else {
            storage[section].append(contentsOf: items)
        }
        recordInsertion(items, at: ItemPath(section, end))
    }

    /// Inserts `item` at `path` (`0...count`); the items from there on shift by one.
    /// - Throws: out of range or duplicate identity (nothing inserted). - Complexity: O(count).
    @inlinable
    public mutating func insert(_ item: ItemID, at path: ItemPath) throws {
        try validate(insertionAt: path)
        guard allItems.insert(item).inserted else { throw MosaicError.duplicateIdentity("\(item)") }
        storage[path.section].insert(item, at: path.item)
        recordInsertion([item], at: path)
    }

    /// Inserts `items` contiguously starting at `path`.
    @inlinable
    public mutating func insert(_ items: [ItemID], at path: ItemPath) throws {
        try validate(insertionAt: path)
        try insertNew(items)
        storage[path.section].insert(contentsOf: items, at: path.item)
        recordInsertion(items, at: path)
    }

    /// Removes one item. - Returns: the removed identity.
    @inlinable
    @discardableResult
    public mutating func delete(at path: ItemPath) throws -> ItemID {
        try validate(path)
        recordRemoval([path])
        let item = storage[path.section].remove(at: path.item)
        allItems.remove(item)
        reloadMarks.remove(item)
        limitJournal()
        return item
    }

    /// Removes several items, addressed by their paths before the deletion.
    /// - Throws: an out-of-range path, or a path given twice (nothing removed).
    /// - Returns: the removed identities in the order of `paths`.
    /// - Complexity: O(n + k log k) for k paths and n items in the touched sections: one pass of
    ///   moves per section, in place (a shared section is copied once first).
    @inlinable
    @discardableResult
    public mutating func delete(at paths: [ItemPath]) throws -> [ItemID] {
        for p in paths { try validate(p) }
        let sorted = paths.sorted()
        for k in sorted.indices.dropFirst() where sorted[k] == sorted[k - 1] {
            throw MosaicError.invalidUpdate("item path \(sorted[k]) is listed twice for deletion: each path may be deleted once")
        }
        recordRemoval(sorted)
        let removed = paths.map { storage[$0.section][$0.item] }
        // One compaction pass per touched section, in place (the section's one copy, if it is
        // shared): the stretches between the deleted positions move down, the deleted items
        // move to the end and are dropped there — moves, no retain or release of the kept items.
        var k = 0
        while k < sorted.count {
            let s = sorted[k].section
            var j = k
            while j < sorted.count, sorted[j].section == s { j += 1 }
            let gone = j - k
            storage[s].withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!, n = buffer.count
                let out = UnsafeMutablePointer<ItemID>.allocate(capacity: gone)
                defer { out.deallocate() }
                var write = sorted[k].item
                for m in k..<j {
                    let p = sorted[m].item, end = m + 1 < j ? sorted[m + 1].item : n
                    (out + (m - k)).moveInitialize(from: base + p, count: 1)
                    (base + write).moveInitialize(from: base + p + 1, count: end - p - 1)
                    write += end - p - 1
                }
                (base + write).moveInitialize(from: out, count: gone)
            }
            storage[s].removeLast(gone)
            k = j
        }
        for item in removed { allItems.remove(item); reloadMarks.remove(item) }
        limitJournal()
        return removed
    }

    /// Removes items by identity. - Throws: `unknownIdentity` (nothing removed).
    @inlinable
    public mutating func deleteItems(_ items: [ItemID]) throws {
        var paths: [ItemPath] = []
        let wanted = Set(items)
        for item in items where !allItems.contains(item) { throw MosaicError.unknownIdentity("\(item)") }
        for (s, sectionItems) in storage.enumerated() {
            for (i, item) in sectionItems.enumerated() where wanted.contains(item) { paths.append(ItemPath(s, i)) }
        }
        try delete(at: paths)
    }

    /// Moves an item: removes it from `from`, then inserts it at `to`, a position in the
    /// collection *after* the removal (like `Array.remove(at:)` then `insert(_:at:)`). Works
    /// within a section, across sections, into an empty section and to the end of a section
    /// (`to.item == count` of the target section after the removal).
    /// - Throws: out of range (nothing moved). - Complexity: O(count of the touched sections).
    @inlinable
    public mutating func move(from: ItemPath, to: ItemPath) throws {
        try validate(from)
        try validate(section: to.section)
        let countAfterRemoval = storage[to.section].count - (from.section == to.section ? 1 : 0)
        guard to.item >= 0, to.item <= countAfterRemoval else {
            throw MosaicError.itemOutOfRange(path: to, itemCount: countAfterRemoval, allowsEnd: true,
                                             afterRemovingMoved: from.section == to.section)
        }
        guard from != to else { return }
        recordMove(from: from, to: to)
        let item = storage[from.section].remove(at: from.item)
        storage[to.section].insert(item, at: to.item)
        limitJournal()
    }

    /// Swaps two items, within a section or across sections; every other item stays put.
    /// - Throws: out of range (nothing swapped). - Complexity: O(1).
    @inlinable
    public mutating func exchange(_ a: ItemPath, _ b: ItemPath) throws {
        try validate(a)
        try validate(b)
        guard a != b else { return }
        recordExchange(a, b)
        let itemA = storage[a.section][a.item]
        storage[a.section][a.item] = storage[b.section][b.item]
        storage[b.section][b.item] = itemA
        limitJournal()
    }

    /// Marks items whose content changed (same identity): the diff reports them as reloads.
    /// - Throws: `unknownIdentity` (nothing marked).
    @inlinable
    public mutating func reloadItems(_ items: [ItemID]) throws {
        for item in items where !allItems.contains(item) { throw MosaicError.unknownIdentity("\(item)") }
        reloadMarks.formUnion(items)
        journal?.hasUnplacedMarks = true
    }

    /// Clears the reload marks (after they were applied).
    @inlinable
    public mutating func clearReloadedItems() {
        reloadMarks.removeAll()
        journal?.markedOld = []
        journal?.markedItems = []
        journal?.hasUnplacedMarks = false
    }

    /// Adds `items` to the identity set, hashing each once; on the first duplicate (of an item
    /// already held or earlier in `items`) takes the added ones out again and throws.
    @inlinable
    internal mutating func insertNew(_ items: [ItemID]) throws {
        allItems.reserveCapacity(allItems.count + items.count)
        for (i, item) in items.enumerated() where !allItems.insert(item).inserted {
            for added in items[..<i] { allItems.remove(added) }
            throw MosaicError.duplicateIdentity("\(item)")
        }
    }
}
