/// The changes an edited copy made to the snapshot it was copied from, read from what its edits
/// recorded (``SectionedSnapshot/recordedUpdate(from:)``) instead of a diff, and where each of
/// its items was before.
public struct SnapshotUpdate<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The changeset that turns the old snapshot into the new one: the same deletions,
    /// insertions and reloads as ``SectionedSnapshot/difference(from:contentChanged:)``, and a
    /// minimal set of moves (as many as the diff's; where several sets are minimal, possibly
    /// another of them).
    public let changes: Changeset<SectionID, ItemID>
    /// The pieces of each new section and the new position each starts at.
    @usableFromInline let pieces: [[JournalPiece]]
    @usableFromInline let starts: [[Int]]

    @inlinable init(changes: Changeset<SectionID, ItemID>, pieces: [[JournalPiece]], starts: [[Int]]) {
        self.changes = changes
        self.pieces = pieces
        self.starts = starts
    }

    /// The old path of the new item at `path`, or nil (inserted, or out of range).
    /// - Complexity: O(log p) for the p pieces of the section.
    @inlinable
    public func oldPath(ofNewItemAt path: ItemPath) -> ItemPath? {
        guard pieces.indices.contains(path.section), path.item >= 0 else { return nil }
        let starts = starts[path.section], list = pieces[path.section]
        var lo = 0, hi = list.count - 1
        guard hi >= 0 else { return nil }
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if starts[mid] <= path.item { lo = mid } else { hi = mid - 1 }
        }
        let piece = list[lo], offset = path.item - starts[lo]
        guard offset < piece.count, !piece.isNew else { return nil }
        return ItemPath(piece.oldSection, piece.oldStart + offset)
    }
}

extension SectionedSnapshot {
    /// The changes from `old` to this snapshot, read from the edits this snapshot recorded —
    /// when it is a copy of `old` edited with the item verbs since `old` started a recording
    /// (``recordEdits()``) and `old` itself was not edited since. Otherwise nil: use
    /// ``difference(from:contentChanged:)``.
    ///
    /// Reloads come from ``reloadItems(at:)``; a mark by identity (``reloadItems(_:)``) answers
    /// nil, as its old path is unknown.
    /// - Complexity: O(p log p + c) for the p pieces the edits left and the c changed items —
    ///   no item is hashed but those moved while marked for reload.
    @inlinable
    public func recordedUpdate(from old: Self) -> SnapshotUpdate<SectionID, ItemID>? {
        guard let journal, let base = old.journal, journal.lineage === base.lineage, base.edits == 0,
              !journal.hasUnplacedMarks, journal.pieces.count == storage.count,
              old.storage.count == storage.count, old.sectionIDs == sectionIDs else { return nil }
        var result = Changeset<SectionID, ItemID>()
        let marks = reloadMarks
        func moveOrReplace(_ from: ItemPath, _ to: ItemPath) {
            let item = storage[to.section][to.item]
            if !marks.isEmpty, marks.contains(item) {
                result.deletions.append(from)
                result.insertions.append(.init(path: to, item: item))
            } else {
                result.moves.append(.init(from: from, to: to))
            }
        }
        var covered: [JournalPiece] = []
        var keptInPlace: [JournalPiece] = []
        var starts: [[Int]] = []
        starts.reserveCapacity(storage.count)
        for (s, pieces) in journal.pieces.enumerated() {
            var position = 0
            var sectionStarts: [Int] = []
            sectionStarts.reserveCapacity(pieces.count)
            var stay: [Int] = [], stayStarts: [Int] = [], stayWeights: [Int] = []
            for (p, piece) in pieces.enumerated() {
                sectionStarts.append(position)
                if piece.isNew {
                    for d in 0..<piece.count {
                        result.insertions.append(.init(path: ItemPath(s, position + d), item: storage[s][position + d]))
                    }
                } else {
                    covered.append(piece)
                    if piece.oldSection == s {
                        stay.append(p)
                        stayStarts.append(piece.oldStart)
                        stayWeights.append(piece.count)
                    } else {
                        for d in 0..<piece.count {
                            moveOrReplace(ItemPath(piece.oldSection, piece.oldStart + d), ItemPath(s, position + d))
                        }
                    }
                }
                position += piece.count
            }
            precondition(position == storage[s].count, "recorded update: the journal must cover section \(s)'s \(storage[s].count) items")
            for (k, stays) in HeaviestIncreasingRuns.mask(starts: stayStarts, weights: stayWeights).enumerated() {
                let piece = pieces[stay[k]]
                if stays {
                    keptInPlace.append(piece)
                } else {
                    for d in 0..<piece.count {
                        moveOrReplace(ItemPath(s, piece.oldStart + d), ItemPath(s, sectionStarts[stay[k]] + d))
                    }
                }
            }
            starts.append(sectionStarts)
        }
        // Old items no piece covers were deleted.
        covered.sort { ($0.oldSection, $0.oldStart) < ($1.oldSection, $1.oldStart) }
        var c = 0
        for (os, oldCount) in base.baseCounts.enumerated() {
            var next = 0
            while c < covered.count, covered[c].oldSection == os {
                for i in next..<covered[c].oldStart { result.deletions.append(ItemPath(os, i)) }
                next = covered[c].oldStart + covered[c].count
                c += 1
            }
            for i in next..<oldCount { result.deletions.append(ItemPath(os, i)) }
        }
        // Marked items that stayed in place (and are still marked) are reloads.
        if !journal.markedOld.isEmpty {
            keptInPlace.sort { ($0.oldSection, $0.oldStart) < ($1.oldSection, $1.oldStart) }
            var seen = Set<ItemPath>()
            for (mark, markedItem) in zip(journal.markedOld, journal.markedItems) where seen.insert(mark).inserted {
                // The last piece starting at or before the mark.
                var lo = 0, hi = keptInPlace.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if (keptInPlace[mid].oldSection, keptInPlace[mid].oldStart) <= (mark.section, mark.item) { lo = mid + 1 } else { hi = mid }
                }
                let k = lo - 1
                if k >= 0, keptInPlace[k].oldSection == mark.section, mark.item < keptInPlace[k].oldStart + keptInPlace[k].count,
                   marks.contains(markedItem) {
                    result.reloads.append(mark)
                }
            }
        }
        result.deletions.sort()
        result.insertions.sort { $0.path < $1.path }
        result.moves.sort { $0.to < $1.to }
        result.reloads.sort()
        return SnapshotUpdate(changes: result, pieces: journal.pieces, starts: starts)
    }
}
