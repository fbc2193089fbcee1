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
            var j = k
            while j < order.count, paths[order[j]].section == section { j += 1 }
            let oldCount = storage[section].count, added = j - k
            // The new items go to the end (the section's one copy, if it is shared), then one
            // backward merge moves every item into place: moves, no second copy.
            storage[section].append(contentsOf: order[k..<j].lazy.map { items[$0] })
            storage[section].withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                let fresh = UnsafeMutablePointer<ItemID>.allocate(capacity: added)
                defer { fresh.deallocate() }
                fresh.moveInitialize(from: base + oldCount, count: added)
                // [read, write) is uninitialized; the old items before `read` wait to move.
                var read = oldCount, write = oldCount + added
                for m in stride(from: j - 1, through: k, by: -1) {
                    let target = paths[order[m]].item, run = write - 1 - target
                    (base + target + 1).moveInitialize(from: base + read - run, count: run)
                    (base + target).moveInitialize(from: fresh + (m - k), count: 1)
                    read -= run
                    write = target
                }
                assert(read == write, "batch insertion: every slot must be filled")
            }
            k = j
        }
        recordInsertion(items, at: paths)
    }
}
