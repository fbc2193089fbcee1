import MosaicCore

/// The committed changes undo can reverse and redo can repeat, by identity: two stacks of
/// ``UndoEntry``.
///
/// Invariants (checked with `precondition` where an entry is pushed): every entry is well formed
/// (``UndoEntry/malformation``: items present and distinct, one place per item); recording a new
/// change empties the redo stack, so redo only repeats what undo just reversed.
struct UndoHistory<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    typealias Entry = UndoEntry<SectionID, ItemID>

    /// Entries undo reverses, the latest last.
    private(set) var undoEntries: [Entry] = []
    /// Entries redo repeats, the latest undone last.
    private(set) var redoEntries: [Entry] = []

    /// Records a newly committed change: it goes on the undo stack and the redo stack empties.
    mutating func record(_ entry: Entry) {
        push(entry, onto: &undoEntries)
        redoEntries.removeAll()
    }

    /// Takes the entry undo (`reversed`) or redo would perform, or nil when there is none.
    mutating func take(reversed: Bool) -> Entry? {
        reversed ? undoEntries.popLast() : redoEntries.popLast()
    }

    /// Keeps `entry` (performed by undo when `reversed`, else by redo) for the opposite direction.
    mutating func performed(_ entry: Entry, reversed: Bool) {
        if reversed { push(entry, onto: &redoEntries) } else { push(entry, onto: &undoEntries) }
    }

    private func push(_ entry: Entry, onto stack: inout [Entry]) {
        if let problem = entry.malformation { preconditionFailure("undo history: \(problem)") }
        stack.append(entry)
    }
}
