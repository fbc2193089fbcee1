extension SectionedSnapshot {
    /// Starts recording edits: this state becomes the base of a lineage, and every copy of it
    /// notes what its item edits (`insert`, `appendItems`, `delete`, `deleteItems`, `move`,
    /// `exchange`, `reloadItems(at:)`) did to that base — O(pieces) per edit, not O(n) — so
    /// ``recordedUpdate(from:)`` can give the changes without a diff. `CollectionView.apply`
    /// starts a recording on its snapshot after every update.
    ///
    /// Recording stops (the diff decides again) on a section edit, or when the edits break the
    /// items into more stretches than the diff would cost (over an eighth of the items).
    /// - Complexity: O(s) for s sections.
    @inlinable
    public mutating func recordEdits() {
        if journal?.lends == true { stopRecording() }
        journal = SnapshotJournal(counts: storage.map(\.count))
        allItems.layer()
        journal?.hasUnplacedMarks = !reloadMarks.isEmpty
    }

    /// True when this snapshot records its edits against the state a recording started from
    /// (``recordEdits()``).
    @inlinable
    public var isRecordingEdits: Bool { journal != nil }

    /// True when this snapshot is the untouched state a recording started from.
    @inlinable
    package var isRecordingBase: Bool { journal?.edits == 0 }

    /// Marks the items at `paths` as changed in content (same identity), like
    /// ``reloadItems(_:)``. In a recording copy the marks are placed in O(pieces) each, so the
    /// recorded update stays cheap, where marks by identity send the update through the diff.
    /// - Throws: an out-of-range path (nothing marked).
    @inlinable
    public mutating func reloadItems(at paths: [ItemPath]) throws {
        for p in paths { try validate(p) }
        reloadMarks.formUnion(paths.map { storage[$0.section][$0.item] })
        guard journal != nil else { return }
        for p in paths {
            if let old = journal?.oldPath(ofCurrent: p) {
                journal?.markedOld.append(old)
                journal?.markedItems.append(storage[p.section][p.item])
            }
        }
    }

    /// Records that `items` now stand contiguously from `path` (after a successful insertion).
    @inlinable
    mutating func recordInsertion(_ items: [ItemID], at path: ItemPath) {
        guard journal != nil else { return }
        var inserted: [(position: Int, piece: JournalPiece)] = []
        inserted.reserveCapacity(items.count)
        for (d, item) in items.enumerated() {
            inserted.append((path.item + d, journal!.piece(entering: item)))
        }
        journal!.insert(inserted, inSection: path.section)
        limitJournal()
    }

    /// Records that `items[k]` now stands at `paths[k]` (a batch insertion, any order).
    @inlinable
    mutating func recordInsertion(_ items: [ItemID], at paths: [ItemPath]) {
        guard journal != nil else { return }
        let order = paths.indices.sorted { paths[$0] < paths[$1] }
        var k = 0
        while k < order.count {
            let section = paths[order[k]].section
            var inserted: [(position: Int, piece: JournalPiece)] = []
            while k < order.count, paths[order[k]].section == section {
                inserted.append((paths[order[k]].item, journal!.piece(entering: items[order[k]])))
                k += 1
            }
            journal!.insert(inserted, inSection: section)
        }
        limitJournal()
    }

    /// Records the removal of the items at `paths` (valid, distinct; called *before* the
    /// storage changes; the verb limits the journal after them).
    @inlinable
    mutating func recordRemoval(_ paths: [ItemPath]) {
        guard journal != nil else { return }
        let sorted = paths.sorted()
        var k = 0
        while k < sorted.count {
            let section = sorted[k].section
            var positions: [Int] = []
            while k < sorted.count, sorted[k].section == section {
                positions.append(sorted[k].item)
                k += 1
            }
            let removed = journal!.remove(positions, inSection: section)
            for (position, piece) in zip(positions, removed) {
                journal!.note(leaving: storage[section][position], piece)
            }
        }
    }

    /// Records a move (valid, `from != to`; `to` is a position after the removal), before the
    /// storage changes; the verb limits the journal after them.
    @inlinable
    mutating func recordMove(from: ItemPath, to: ItemPath) {
        guard journal != nil else { return }
        let piece = journal!.remove([from.item], inSection: from.section)
        journal!.insert([(to.item, piece[0])], inSection: to.section)
    }

    /// Records an exchange of two distinct valid paths (the verb limits the journal after it).
    @inlinable
    mutating func recordExchange(_ a: ItemPath, _ b: ItemPath) {
        guard journal != nil else { return }
        if a.section == b.section {
            let (p, q) = a.item < b.item ? (a.item, b.item) : (b.item, a.item)
            let pieces = journal!.remove([p, q], inSection: a.section)
            journal!.insert([(p, pieces[1]), (q, pieces[0])], inSection: a.section)
        } else {
            let pa = journal!.remove([a.item], inSection: a.section)[0]
            let pb = journal!.remove([b.item], inSection: b.section)[0]
            journal!.insert([(a.item, pb)], inSection: a.section)
            journal!.insert([(b.item, pa)], inSection: b.section)
        }
    }

    /// Stops recording once the journal is no cheaper than a diff. Called when the journal and
    /// the items agree (after the edit), so a lent snapshot can rebuild its base first.
    @inlinable
    mutating func limitJournal() {
        if let j = journal, j.pieceCount > SnapshotJournal<ItemID>.pieceLimit(itemCount: numberOfItems) { stopRecording() }
    }
}
