extension SectionedSnapshot {
    /// Moves this recording base's items out (for an owner to edit in place, uniquely
    /// referenced) and leaves a hollow in their stead: the same sections with no items, sharing
    /// the recording, so ``recordedUpdate(from:)`` still reads the lent snapshot's changes
    /// against it. Only a state that started a recording and was not edited since may lend.
    /// - Returns: the snapshot as it was (nothing is copied).
    /// - Complexity: O(s) for s sections.
    package mutating func lendItems() -> Self {
        precondition(isRecordingBase, "lendItems: only an unedited recording base may lend its items")
        var hollow = Self()
        hollow.sectionIDs = sectionIDs
        hollow.allSections = allSections
        hollow.storage = Array(repeating: [], count: storage.count)
        hollow.journal = journal
        swap(&self, &hollow)
        return hollow
    }

    /// The state a lent snapshot (``lendItems()``) started from, rebuilt from its recorded edits:
    /// kept items from where they stand now, removed ones from the journal. Nil when the edits
    /// stopped the recording (a section edit, or too many stretches) — the base is then unknown.
    /// - Complexity: O(n + s).
    package func recordedBase() -> Self? {
        guard let journal, journal.pieces.count == storage.count else { return nil }
        var items: [[ItemID?]] = journal.baseCounts.map { Array(repeating: nil, count: $0) }
        for (s, pieces) in journal.pieces.enumerated() {
            var position = 0
            for piece in pieces {
                if !piece.isNew {
                    for d in 0..<piece.count { items[piece.oldSection][piece.oldStart + d] = storage[s][position + d] }
                }
                position += piece.count
            }
        }
        for (item, path) in journal.left { items[path.section][path.item] = item }
        var sections: [(SectionID, [ItemID])] = []
        sections.reserveCapacity(items.count)
        for (s, list) in items.enumerated() {
            let known = list.compactMap { $0 }
            guard known.count == list.count, s < sectionIDs.count else { return nil }
            sections.append((sectionIDs[s], known))
        }
        guard var base = try? Self(sections: sections) else { return nil }
        base.recordEdits()
        return base
    }
}

extension SectionedSnapshot {
    /// For a recording copy: the old path of `item` if it was in the recording's base and an
    /// edit removed it; nil otherwise (kept, new, or not recording). - Complexity: O(1) expected.
    package func recordedOldPath(ofRemoved item: ItemID) -> ItemPath? { journal?.left[item] }
}
