/// The difference between two sectioned snapshots, in UIKit's batch-update terms:
/// deletions and move sources use *old* paths, insertions and move destinations *new* paths.
///
/// Section changes are listed too (deleted old sections, inserted new sections, moved
/// sections). An item whose content changed *and* which moved is reported as a deletion plus
/// an insertion (as IGListKit does), since one item may not be both moved and reloaded.
public struct Changeset<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Equatable, Sendable {
    /// An item that changed position: old path → new path.
    public struct Move: Hashable, Sendable, CustomStringConvertible {
        /// The item's path in the *old* snapshot.
        public var from: ItemPath
        /// The item's path in the *new* snapshot.
        public var to: ItemPath
        /// A move from old path `from` to new path `to`.
        @inlinable public init(from: ItemPath, to: ItemPath) { self.from = from; self.to = to }
        public var description: String { "\(from) -> \(to)" }
    }

    /// An inserted item: its new path and identity.
    public struct Insertion: Hashable, Sendable {
        /// The item's path in the *new* snapshot.
        public var path: ItemPath
        /// The inserted item's identity.
        public var item: ItemID
        /// An insertion of `item` at new path `path`.
        @inlinable public init(path: ItemPath, item: ItemID) { self.path = path; self.item = item }
    }

    /// A section that moved: old index → new index.
    public struct SectionMove: Hashable, Sendable {
        /// The section's index in the *old* snapshot.
        public var from: Int
        /// The section's index in the *new* snapshot.
        public var to: Int
        /// A move of the section at old index `from` to new index `to`.
        @inlinable public init(from: Int, to: Int) { self.from = from; self.to = to }
    }

    /// Old indices of removed sections (their remaining items count as deleted).
    public var sectionDeletions: [Int] = []
    /// New indices and identities of added sections.
    public var sectionInsertions: [(index: Int, section: SectionID)] = []
    /// Sections whose relative order changed (minimal: a longest run of sections stays put).
    public var sectionMoves: [SectionMove] = []
    /// Old paths of removed items, ascending.
    public var deletions: [ItemPath] = []
    /// New paths (and identities) of added items, ascending by path.
    public var insertions: [Insertion] = []
    /// Items that changed section or relative order. Minimal within each section.
    public var moves: [Move] = []
    /// Old paths of items kept in place whose content changed.
    public var reloads: [ItemPath] = []

    /// An empty changeset: every list is empty, so ``isEmpty`` is true.
    @inlinable public init() {}

    /// True when nothing changed.
    public var isEmpty: Bool {
        sectionDeletions.isEmpty && sectionInsertions.isEmpty && sectionMoves.isEmpty
            && deletions.isEmpty && insertions.isEmpty && moves.isEmpty && reloads.isEmpty
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.sectionDeletions == b.sectionDeletions
            && a.sectionInsertions.map(\.index) == b.sectionInsertions.map(\.index)
            && a.sectionInsertions.map(\.section) == b.sectionInsertions.map(\.section)
            && a.sectionMoves == b.sectionMoves && a.deletions == b.deletions
            && a.insertions == b.insertions && a.moves == b.moves && a.reloads == b.reloads
    }

    /// The item-level batch update this changeset describes, for `BatchUpdate.validate`.
    public var batchUpdate: BatchUpdate {
        BatchUpdate(deletes: deletions, inserts: insertions.map(\.path),
                    moves: moves.map { ($0.from, $0.to) }, reloads: reloads)
    }
}
