import Testing
import MosaicCore
@testable import MosaicView

/// The undo history decides each undo and redo step itself (``UndoHistory/next(reversed:in:size:name:refusal:)``):
/// the owner's steps performed by the owner, the view's entries resolved by identity and put to
/// the owner's rules, refused steps dropped with the reason in words.
@Suite struct UndoHistoryTests {
    typealias History = UndoHistory<Int, String>

    static func snapshot(_ items: [String]) throws -> SectionedSnapshot<Int, String> {
        try SectionedSnapshot(sections: [(0, items)])
    }

    static func next(_ history: inout History, reversed: Bool = true, in snapshot: SectionedSnapshot<Int, String>,
                     refusal: String? = nil) -> History.Next {
        history.next(reversed: reversed, in: snapshot, size: { _ in Size(width: 10, height: 10) }, name: { $0 },
                     refusal: { _, _ in refusal })
    }

    @Test func anEmptyHistoryHasNothingToTake() throws {
        var history = History()
        guard case .nothing = Self.next(&history, in: try Self.snapshot(["A"])) else { Issue.record("expected nothing"); return }
        guard case .nothing = Self.next(&history, reversed: false, in: try Self.snapshot(["A"])) else { Issue.record("expected nothing"); return }
    }

    @Test func anOwnersStepIsPerformedByTheOwnerAndKeptForRedo() throws {
        var history = History()
        var undone = 0, redone = 0
        history.register(OwnerUndo(name: "rename", undo: { undone += 1; return nil }, redo: { redone += 1; return nil }))
        let model = try Self.snapshot(["A"])
        guard case .ownerPerformed(let name) = Self.next(&history, in: model) else { Issue.record("expected the owner's step"); return }
        #expect(name == "rename" && undone == 1 && redone == 0)
        #expect(history.undoEntries.isEmpty && history.redoEntries.count == 1)
        guard case .ownerPerformed = Self.next(&history, reversed: false, in: model) else { Issue.record("expected a redo"); return }
        #expect(redone == 1 && history.undoEntries.count == 1 && history.redoEntries.isEmpty)
    }

    @Test func anOwnersRefusalDropsItsStepWithTheReason() throws {
        var history = History()
        history.register(OwnerUndo(name: "rename", undo: { "the card is locked" }, redo: { nil }))
        guard case .refused(let text) = Self.next(&history, in: try Self.snapshot(["A"])) else { Issue.record("expected a refusal"); return }
        #expect(text == "Cannot undo: the card is locked")
        #expect(history.undoEntries.isEmpty && history.redoEntries.isEmpty)
    }

    @Test func anEntryWhoseItemsAreGoneIsDroppedNamingThem() throws {
        var history = History()
        history.record(.exchange(dragged: "A", displaced: "C"))
        guard case .refused(let text) = Self.next(&history, in: try Self.snapshot(["B", "C"])) else { Issue.record("expected a refusal"); return }
        #expect(text == "Cannot undo: A is no longer in the collection")
        #expect(history.undoEntries.isEmpty && history.redoEntries.isEmpty)
    }

    @Test func theOwnersRulesRefuseAnEntry() throws {
        var history = History()
        history.record(.exchange(dragged: "A", displaced: "C"))
        let next = Self.next(&history, reversed: true, in: try Self.snapshot(["C", "B", "A"]), refusal: "A and C cannot be exchanged")
        guard case .refused(let text) = next else { Issue.record("expected a refusal"); return }
        #expect(text == "Cannot undo: A and C cannot be exchanged")
        #expect(history.undoEntries.isEmpty && history.redoEntries.isEmpty && history.performing == nil)
    }

    @Test func aResolvedEntryIsPerformedByTheViewThenKeptForRedo() throws {
        var history = History()
        history.record(.exchange(dragged: "A", displaced: "C"))
        let now = try Self.snapshot(["C", "B", "A"])
        guard case .perform(let entry, let resolved) = Self.next(&history, in: now) else { Issue.record("expected a step to perform"); return }
        guard case .swap(let a, let b) = resolved.operation else { Issue.record("expected a swap"); return }
        #expect(Set([a, b]) == [ItemPath(0, 0), ItemPath(0, 2)])
        #expect(history.performing == true && history.undoEntries.isEmpty && history.redoEntries.isEmpty)
        history.finish(entry, before: now, now: try Self.snapshot(["A", "B", "C"]))
        #expect(history.performing == nil && history.redoEntries.count == 1)
        guard case .perform = Self.next(&history, reversed: false, in: try Self.snapshot(["A", "B", "C"])) else {
            Issue.record("expected the redo to resolve"); return
        }
        #expect(history.performing == false)
    }
}
