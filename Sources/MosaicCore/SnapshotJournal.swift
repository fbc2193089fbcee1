/// The token a recording snapshot shares with its copies: two snapshots with the same lineage
/// started as the same state (``SectionedSnapshot/recordEdits()``).
@usableFromInline
final class SnapshotLineage: Sendable {
    @usableFromInline init() {}
}

/// A stretch of one section of an edited copy: `count` items that were at positions
/// `oldStart...` of section `oldSection` in the state the recording started from, or `count`
/// items new to it (`oldSection` −1).
@usableFromInline
struct JournalPiece: Equatable, Sendable {
    @usableFromInline var oldSection, oldStart, count: Int

    @inlinable init(oldSection: Int, oldStart: Int, count: Int) {
        (self.oldSection, self.oldStart, self.count) = (oldSection, oldStart, count)
    }

    /// `count` new items.
    @inlinable static func new(_ count: Int) -> Self { .init(oldSection: -1, oldStart: 0, count: count) }

    @inlinable var isNew: Bool { oldSection < 0 }

    /// `n` items of this piece from offset `from`.
    @inlinable func slice(_ from: Int, _ n: Int) -> Self {
        isNew ? .new(n) : .init(oldSection: oldSection, oldStart: oldStart + from, count: n)
    }
}

/// What a recording snapshot did since it started: each current section as a list of pieces
/// (stretches of the starting state, or new items), coalesced, so a copy edited in k places holds
/// O(k) pieces whatever the number of items. Edits update the pieces of the touched section in
/// one pass over them; the base items taken out are remembered by identity (with their old path),
/// so one inserted again counts as moved, as the diff would see it.
@usableFromInline
struct SnapshotJournal<ItemID: Hashable & Sendable>: Sendable {
    @usableFromInline let lineage: SnapshotLineage
    @usableFromInline var pieces: [[JournalPiece]]
    /// Base items removed by an edit (and not inserted again), with their old paths.
    @usableFromInline var left: [ItemID: ItemPath] = [:]
    /// Old paths of the base items marked for reload through ``SectionedSnapshot/reloadItems(at:)``.
    @usableFromInline var markedOld: [ItemPath] = []
    /// The item each of ``markedOld`` names (a base item, so the one the base holds there).
    @usableFromInline var markedItems: [ItemID] = []
    /// The section sizes of the state the recording started from.
    @usableFromInline let baseCounts: [Int]
    /// True once an item was marked by identity: its old path is unknown, so the diff decides.
    @usableFromInline var hasUnplacedMarks = false
    /// True in a snapshot lent by ``SectionedSnapshot/lendItems()``: when the recording stops,
    /// the state it was lent as is rebuilt first and kept (``SectionedSnapshot/endLending()``).
    @usableFromInline var lends = false
    @usableFromInline var edits = 0
    @usableFromInline var pieceCount: Int

    /// A journal of a state with these section sizes: one piece per non-empty section.
    @inlinable init(counts: [Int]) {
        lineage = SnapshotLineage()
        baseCounts = counts
        pieces = counts.enumerated().map { s, n in n > 0 ? [JournalPiece(oldSection: s, oldStart: 0, count: n)] : [] }
        pieceCount = counts.count
    }

    /// The most pieces a journal keeps before the diff is the better way (recording stops).
    @inlinable static func pieceLimit(itemCount: Int) -> Int { max(256, itemCount / 8) }

    /// Appends `piece` to `list`, merged with the last piece when they continue each other.
    @inlinable static func append(_ piece: JournalPiece, to list: inout [JournalPiece]) {
        guard piece.count > 0 else { return }
        if let last = list.last,
           (last.isNew && piece.isNew)
            || (!last.isNew && last.oldSection == piece.oldSection && last.oldStart + last.count == piece.oldStart) {
            list[list.count - 1].count += piece.count
        } else {
            list.append(piece)
        }
    }

    /// Takes the items at `positions` (ascending, distinct, current) out of section `s`.
    /// - Returns: one single-item piece per position, in order.
    /// - Complexity: O(p + k) for p pieces and k positions.
    @inlinable
    mutating func remove(_ positions: [Int], inSection s: Int) -> [JournalPiece] {
        var out: [JournalPiece] = [], removed: [JournalPiece] = []
        out.reserveCapacity(pieces[s].count + positions.count)
        removed.reserveCapacity(positions.count)
        var position = 0, k = 0
        for piece in pieces[s] {
            var start = 0
            while k < positions.count, positions[k] < position + piece.count {
                let offset = positions[k] - position
                precondition(offset >= start, "journal: removal positions must ascend")
                Self.append(piece.slice(start, offset - start), to: &out)
                removed.append(piece.slice(offset, 1))
                start = offset + 1
                k += 1
            }
            Self.append(piece.slice(start, piece.count - start), to: &out)
            position += piece.count
        }
        precondition(k == positions.count, "journal: a removal position beyond the section's \(position) items")
        replace(s, with: out)
        return removed
    }

    /// Puts `inserted[j].piece` at final position `inserted[j].position` of section `s`
    /// (ascending positions in the section after the insertion).
    /// - Complexity: O(p + k) for p pieces and k insertions.
    @inlinable
    mutating func insert(_ inserted: [(position: Int, piece: JournalPiece)], inSection s: Int) {
        var out: [JournalPiece] = []
        out.reserveCapacity(pieces[s].count + 2 * inserted.count)
        var written = 0, k = 0
        func flush() {
            while k < inserted.count, inserted[k].position == written {
                Self.append(inserted[k].piece, to: &out)
                written += inserted[k].piece.count
                k += 1
            }
        }
        for piece in pieces[s] {
            var start = 0
            while start < piece.count {
                flush()
                let take = k < inserted.count ? min(piece.count - start, inserted[k].position - written) : piece.count - start
                precondition(take > 0, "journal: insertion positions must ascend within the section")
                Self.append(piece.slice(start, take), to: &out)
                start += take
                written += take
            }
        }
        flush()
        precondition(k == inserted.count, "journal: an insertion position beyond the section's \(written) items")
        replace(s, with: out)
    }

    @inlinable
    mutating func replace(_ s: Int, with list: [JournalPiece]) {
        pieceCount += list.count - pieces[s].count
        pieces[s] = list
        edits += 1
    }

    /// The piece for `item` entering the snapshot: the base item it was (a move), or new.
    @inlinable
    mutating func piece(entering item: ItemID) -> JournalPiece {
        guard !left.isEmpty, let old = left.removeValue(forKey: item) else { return .new(1) }
        return JournalPiece(oldSection: old.section, oldStart: old.item, count: 1)
    }

    /// Notes `item` leaving through a removed single-item `piece` (a base item is remembered).
    @inlinable
    mutating func note(leaving item: ItemID, _ piece: JournalPiece) {
        if !piece.isNew { left[item] = ItemPath(piece.oldSection, piece.oldStart) }
    }

    /// The old path of the item at current `path`, nil for a new item. - Complexity: O(p).
    @inlinable
    func oldPath(ofCurrent path: ItemPath) -> ItemPath? {
        var position = 0
        for piece in pieces[path.section] {
            if path.item < position + piece.count {
                return piece.isNew ? nil : ItemPath(piece.oldSection, piece.oldStart + path.item - position)
            }
            position += piece.count
        }
        return nil
    }
}
