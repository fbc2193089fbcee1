/// The state a lent snapshot (``SectionedSnapshot/lendItems()``) was lent as, kept when its
/// recording stopped (a section edit, or too many stretches) — nothing else knows it then.
@usableFromInline
final class LentBase<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    @usableFromInline let snapshot: SectionedSnapshot<SectionID, ItemID>

    @inlinable init(_ snapshot: SectionedSnapshot<SectionID, ItemID>) { self.snapshot = snapshot }
}

extension SectionedSnapshot {
    /// Moves this recording base's items out (for an owner to edit in place, uniquely
    /// referenced) and leaves a hollow in their stead: the same sections with no items, sharing
    /// the recording, so ``recordedUpdate(from:)`` still reads the lent snapshot's changes
    /// against it. Only a state that started a recording and was not edited since may lend.
    ///
    /// Should an edit of the lent snapshot stop its recording, the state it was lent as is
    /// rebuilt first (O(n), no identity hashed but the changed ones) and kept for
    /// ``endLending()``: the old model stays known whatever the verbs did.
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
        hollow.journal?.lends = true
        return hollow
    }

    /// Ends a lending (``lendItems()``): the state the snapshot was lent as if its recording
    /// stopped during the edit (kept then), else nil — the recording still answers
    /// (``recordedUpdate(from:)``, ``recordedBase()``). From now on a stop keeps nothing.
    /// - Complexity: O(1).
    package mutating func endLending() -> Self? {
        journal?.lends = false
        defer { lentBase = nil }
        return lentBase?.snapshot
    }

    /// Stops recording edits; a lent snapshot first rebuilds and keeps the state it was lent as.
    /// Called while the journal and the items agree (before a section edit, after an item edit).
    /// - Complexity: O(1), or O(n + p log p) for a lent snapshot.
    @inlinable
    mutating func stopRecording() {
        if journal?.lends == true, lentBase == nil, let base = recordedBase() { lentBase = LentBase(base) }
        journal = nil
    }

    /// The state this recording snapshot started from, rebuilt from its recorded edits — kept
    /// items from where they stand now, removed ones from the journal — as a new recording
    /// base. Identities are copied, not hashed: the identity set is this one's, less the new
    /// items, plus the removed ones. Nil when not recording (the base is unknown).
    /// - Complexity: O(n + p log p) for n items and p pieces, O(c) hashes for c changed items.
    @inlinable
    package func recordedBase() -> Self? {
        guard let journal, journal.pieces.count == storage.count, journal.baseCounts.count == storage.count else { return nil }
        // Per old section: each stretch it had, where it stands now (section −1: a removed item, by index).
        var stretches: [[(start: Int, count: Int, section: Int, position: Int)]] = Array(repeating: [], count: storage.count)
        var ids = allItems
        for (s, pieces) in journal.pieces.enumerated() {
            var position = 0
            for piece in pieces {
                if piece.isNew {
                    for item in storage[s][position..<position + piece.count] { ids.remove(item) }
                } else {
                    stretches[piece.oldSection].append((piece.oldStart, piece.count, s, position))
                }
                position += piece.count
            }
        }
        let removed = Array(journal.left)
        for (k, (item, path)) in removed.enumerated() {
            stretches[path.section].append((path.item, 1, -1, k))
            ids.insert(item)
        }
        var base = Self()
        base.sectionIDs = sectionIDs
        base.allSections = allSections
        base.storage.reserveCapacity(storage.count)
        for (os, list) in stretches.enumerated() {
            var items: [ItemID] = []
            items.reserveCapacity(journal.baseCounts[os])
            for stretch in list.sorted(by: { $0.start < $1.start }) {
                guard stretch.start == items.count else { return nil }
                if stretch.section < 0 {
                    items.append(removed[stretch.position].key)
                } else {
                    items.append(contentsOf: storage[stretch.section][stretch.position..<stretch.position + stretch.count])
                }
            }
            guard items.count == journal.baseCounts[os] else { return nil }
            base.storage.append(items)
        }
        base.allItems = ids
        base.recordEdits()
        return base
    }
}

extension SectionedSnapshot {
    /// For a recording copy: the old path of `item` if it was in the recording's base and an
    /// edit removed it; nil otherwise (kept, new, or not recording). - Complexity: O(1) expected.
    package func recordedOldPath(ofRemoved item: ItemID) -> ItemPath? { journal?.left[item] }
}
