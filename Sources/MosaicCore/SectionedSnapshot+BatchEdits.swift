extension SectionedSnapshot {
    /// Inserts many items at once, each at its path in the snapshot *after* the insertion
    /// (a changeset's insertion paths): `items[k]` ends up at `paths[k]`. The paths may come in
    /// any order; the items at the other positions keep their order.
    ///
    /// One pass per touched section, whatever the number of items: inserting 1,000 scattered
    /// items into 100,000 costs about one copy of the touched sections, where 1,000 calls of
    /// `insert(_:at:)` with one item would shift the section 1,000 times.
    /// - Throws: `invalidUpdate` when the counts differ or a path is given twice,
    ///   `itemOutOfRange` / `sectionOutOfRange` for a path outside the result, and
    ///   `duplicateIdentity` (nothing inserted in every case).
    /// - Complexity: O(k log k) for k items, plus O(c) for the c items of the touched sections.
    @inlinable
    public mutating func insert(_ items: [ItemID], at paths: [ItemPath]) throws {
        guard items.count == paths.count else {
            throw MosaicError.invalidUpdate("\(items.count) items to insert but \(paths.count) paths: one path per item expected")
        }
        let order = paths.indices.sorted { paths[$0] < paths[$1] }
        // Validate against the sizes after the insertion, section by section.
        var k = 0
        while k < order.count {
            let section = paths[order[k]].section
            try validate(section: section)
            var end = k
            while end < order.count, paths[order[end]].section == section { end += 1 }
            let finalCount = storage[section].count + (end - k)
            for j in k..<end {
                let path = paths[order[j]]
                if j > k, paths[order[j - 1]] == path {
                    throw MosaicError.invalidUpdate("item path \(path) is listed twice for insertion: each path may be used once")
                }
                guard path.item >= 0, path.item < finalCount else {
                    throw MosaicError.itemOutOfRange(path: path, itemCount: finalCount, allowsEnd: false)
                }
            }
            k = end
        }
        try insertNew(items)
        k = 0
        while k < order.count {
            let section = paths[order[k]].section
            let old = storage[section]
            var merged: [ItemID] = []
            var taken = 0
            var j = k
            while j < order.count, paths[order[j]].section == section { j += 1 }
            merged.reserveCapacity(old.count + (j - k))
            for m in k..<j {
                let path = paths[order[m]]
                let kept = path.item - merged.count
                merged.append(contentsOf: old[taken..<(taken + kept)])
                taken += kept
                merged.append(items[order[m]])
            }
            merged.append(contentsOf: old[taken...])
            assert(merged.count == old.count + (j - k), "batch insertion: the section must grow by its insertions")
            storage[section] = merged
            k = j
        }
        recordInsertion(items, at: paths)
    }
}
