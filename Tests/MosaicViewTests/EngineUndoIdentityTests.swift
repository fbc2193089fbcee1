import Testing
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicView

/// Issue 22 #7: undo and redo work by item identity, not by stored paths. After any
/// `apply(_:)` in between, undo reverses exactly the user's edit on the same items (or says
/// that they are gone and does nothing), and the delegate receives the paths valid then.
@Suite struct EngineUndoIdentityTests {
    static let books = (0..<50).map { "book \($0)" }

    /// A tall viewport: all 50 books (13 rows) are visible, so a drag can reach any slot.
    func library() throws -> EngineHarness {
        try EngineHarness(sections: [Self.books], mode: .edit, viewport: Size(width: 500, height: 1500))
    }

    @Test func undoAfterAnApplyThatShiftsPathsMovesTheSameItem() throws {
        // The third-party client's report: book 0 dragged to position 34, the owner inserts a
        // new book at the top, then undo moved book 33 to the top and told old paths.
        let h = try library()
        let owner = EngineOwnerMirror(h)
        h.dragMove(from: ItemPath(0, 0), toSlotOf: ItemPath(0, 33), at: 0)
        var moved = Self.books
        moved.insert(moved.removeFirst(), at: 33)
        #expect(h.sections == [moved], "the drag put book 0 after book 33")
        try h.apply([["new"] + moved])
        owner.replace(with: [["new"] + moved])
        h.clearLog()
        let edits = h.view.undoManager.undo()
        #expect(h.sections == [["book 0", "new"] + Array(Self.books.dropFirst())],
                "undo puts book 0 back first, where the user took it from; book 33 stays")
        #expect(edits == [.move(from: ItemPath(0, 34), to: ItemPath(0, 0))], "paths valid at the moment of the undo")
        #expect(h.log == ["undo move 0.0 -> 0.34"])
        #expect(owner.undoEdits == [edits])
        #expect(owner.sections == h.sections, "an owner persisting the edits saves what the view shows")
        #expect(owner.problems == [])
    }

    @Test func redoAfterAnApplyMovesTheSameItemAgain() throws {
        let h = try library()
        let owner = EngineOwnerMirror(h)
        h.dragMove(from: ItemPath(0, 0), toSlotOf: ItemPath(0, 5), at: 0)
        h.view.undoManager.undo()
        // The owner removes book 1 and adds two at the top.
        let next = ["x", "y"] + Self.books.filter { $0 != "book 1" }
        try h.apply([next])
        owner.replace(with: [next])
        h.clearLog()
        let edits = h.view.undoManager.redo()
        // Book 0 goes back after book 5, the item it followed after the drag.
        var expected = next
        expected.removeAll { $0 == "book 0" }
        expected.insert("book 0", at: expected.firstIndex(of: "book 5")! + 1)
        #expect(h.sections == [expected])
        #expect(edits == [.move(from: ItemPath(0, 2), to: ItemPath(0, 6))])
        #expect(h.log == ["redo move 0.2 -> 0.6"])
        #expect(owner.sections == h.sections)
        #expect(owner.problems == [])
    }

    @Test func undoWhenTheItemIsGoneSaysSoAndDoesNothing() throws {
        let h = try library()
        var undone: [[CollectionEdit]] = []
        h.view.delegate.didUndo = { undone.append($0) }
        h.dragMove(from: ItemPath(0, 0), toSlotOf: ItemPath(0, 3), at: 0)
        let without = h.sections[0].filter { $0 != "book 0" }
        try h.apply([without])
        h.clearLog()
        #expect(h.view.undoManager.canUndo)
        #expect(h.view.undoManager.undo() == [])
        #expect(h.sections == [without], "nothing else moved")
        #expect(h.log == ["announce Cannot undo: book 0 is no longer in the collection"])
        #expect(undone.isEmpty, "the owner is told no edit")
        #expect(!h.view.undoManager.canUndo, "the entry about the gone item is dropped")
        #expect(!h.view.undoManager.canRedo, "and cannot be redone either")
    }

    @Test func undoOfAnExchangeAfterAnApplySwapsTheSameTwo() throws {
        let h = try EngineHarness(sections: [["A", "B", "C", "D"], ["E", "F", "G", "H"]], mode: .exchange)
        let owner = EngineOwnerMirror(h)
        // Catch D (0.3) and exchange it with F (1.1) by keyboard.
        h.key(.end, at: 0.1)
        h.key(.left, at: 0.2)
        h.key(.left, at: 0.3)
        h.key(.left, at: 0.4)
        #expect(h.view.focusedPath == ItemPath(1, 0))
        h.key(.right, at: 0.5)    // F
        h.key(.space, at: 0.6)    // catch F
        h.key(.up, at: 0.7)       // over B
        h.key(.space, at: 0.8)    // release: F and B exchanged
        #expect(h.sections == [["A", "F", "C", "D"], ["E", "B", "G", "H"]])
        let next = [["new", "A", "F", "C", "D"], ["E", "B", "G", "H", "extra"]]
        try h.apply(next)
        owner.replace(with: next)
        h.clearLog()
        let edits = h.view.undoManager.undo()
        #expect(h.sections == [["new", "A", "B", "C", "D"], ["E", "F", "G", "H", "extra"]])
        // The log names F's slot first, as the exchange did ("exchange 0.1 1.1" before the apply).
        #expect(edits == [.exchange(ItemPath(0, 2), ItemPath(1, 1))])
        #expect(h.log == ["undo exchange 0.2 1.1"])
        #expect(owner.sections == h.sections)
        h.clearLog()
        h.view.undoManager.redo()
        #expect(h.sections == next)
        #expect(h.log == ["redo exchange 0.2 1.1"])
        #expect(owner.sections == h.sections)
        #expect(owner.problems == [])
    }

    @Test func undoOfADeletionPutsTheItemsBackBesideTheirNeighbours() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)])
        let owner = EngineOwnerMirror(h)
        h.view.deleteItems(at: [ItemPath(0, 2), ItemPath(0, 3), ItemPath(0, 6)])   // C, D, G
        #expect(h.sections == [["A", "B", "E", "F", "H"]])
        #expect(owner.sections == h.sections)
        let next = [["x", "A", "B", "E", "y", "F", "H"]]
        try h.apply(next)
        owner.replace(with: next)
        h.clearLog()
        let edits = h.view.undoManager.undo()
        #expect(h.sections == [["x", "A", "B", "C", "D", "E", "y", "F", "G", "H"]],
                "each deleted item goes back right after the item it followed")
        #expect(edits == [.insert([ItemPath(0, 3), ItemPath(0, 4), ItemPath(0, 8)])])
        #expect(h.log == ["undo delete 0.3 0.4 0.8"])
        #expect(owner.sections == h.sections)
        h.clearLog()
        #expect(h.view.undoManager.redo() == [.delete([ItemPath(0, 3), ItemPath(0, 4), ItemPath(0, 8)])])
        #expect(h.sections == next)
        #expect(owner.sections == h.sections)
        #expect(owner.problems == [])
    }

    @Test func undoOfADeletionWhoseItemIsBackSaysSo() throws {
        let h = try EngineHarness(sections: [engineItemNames(4)])
        h.view.deleteItems(at: [ItemPath(0, 1)])
        try h.apply([["B", "A", "C", "D"]])   // the owner brought B back itself
        h.clearLog()
        #expect(h.view.undoManager.undo() == [])
        #expect(h.sections == [["B", "A", "C", "D"]], "no second B")
        #expect(h.log == ["announce Cannot undo: B is already in the collection"])
    }

    @Test func undoAsksTheOwnersRulesAndARefusalChangesNothing() throws {
        let h = try library()
        h.dragMove(from: ItemPath(0, 0), toSlotOf: ItemPath(0, 3), at: 0)
        let after = h.sections
        var asked: [String] = []
        h.view.delegate.canMoveItem = { p in asked.append("canMove \(p)"); return h.view.snapshot[p] != "book 0" }
        h.view.delegate.targetForMove = { o, p in asked.append("target \(o) \(p)"); return p }
        h.clearLog()
        #expect(h.view.undoManager.undo() == [])
        #expect(h.sections == after)
        #expect(asked == ["canMove 0.3"], "canMoveItem first; refused, so no target is asked")
        #expect(h.log == ["announce Cannot undo: book 0 cannot be moved"])
        #expect(!h.view.undoManager.canUndo)
    }

    @Test func undoIsRefusedWhenTheOwnerWouldRedirectIt() throws {
        let h = try library()
        h.dragMove(from: ItemPath(0, 0), toSlotOf: ItemPath(0, 3), at: 0)
        let after = h.sections
        var asked: [String] = []
        h.view.delegate.canMoveItem = { p in asked.append("canMove \(p)"); return true }
        h.view.delegate.targetForMove = { o, p in asked.append("target \(o) \(p)"); return ItemPath(0, 1) }
        h.clearLog()
        #expect(h.view.undoManager.undo() == [])
        #expect(h.sections == after, "undo does not go anywhere but back")
        #expect(asked == ["canMove 0.3", "target 0.3 0.0"], "the same questions in the same order as a drag")
        #expect(h.log == ["announce Cannot undo: book 0 cannot be moved there"])
    }

    @Test func aMultiItemMoveIsUndoneByIdentity() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)], mode: .edit,
                                  configure: { $0.allowsMultipleSelection = true; $0.allowsSelectionDuringEditing = true })
        let owner = EngineOwnerMirror(h)
        h.view.selectItem(at: ItemPath(0, 0))
        h.view.selectItem(at: ItemPath(0, 2))
        h.dragMove(from: ItemPath(0, 0), toSlotOf: ItemPath(0, 6), at: 0)
        let moved = h.sections[0]
        #expect(moved.filter { $0 == "A" || $0 == "C" }.count == 2)
        #expect(moved != engineItemNames(8))
        try h.apply([["new"] + moved])
        owner.replace(with: [["new"] + moved])
        h.view.undoManager.undo()
        #expect(h.sections == [["A", "new", "B", "C", "D", "E", "F", "G", "H"]],
                "A first (it had no item before it), C after B")
        #expect(owner.sections == h.sections)
        #expect(owner.problems == [])
    }

    /// Seeded: random drags, deletions and exchanges, each followed by an `apply(_:)` that
    /// inserts other items, then undo (and sometimes redo). After every step the
    /// owner's copy (built only from what the view reported) equals the view's model, and an
    /// undo restores the old items' order exactly.
    @Test func randomEditsAppliesAndUndosKeepTheOwnerTrue() throws {
        let base: UInt64 = 0x22_7A11
        for i in 0..<40 {
            let seed = base + UInt64(i)
            try Self.runStream(seed: seed)
        }
    }

    static func runStream(seed: UInt64) throws {
        var rng = EngineSplitMix64(seed: seed)
        let context = "seed 0x\(String(seed, radix: 16))"
        let h = try EngineHarness(sections: [engineItemNames(6), engineItemNames(6, from: 6)], mode: .edit,
                                  viewport: Size(width: 500, height: 2000))
        let owner = EngineOwnerMirror(h)
        var fresh = 0
        var t = 0.0
        for step in 0..<12 {
            let before = h.sections
            let old = Set(before.flatMap { $0 })
            // One user edit.
            let all = before.enumerated().flatMap { s, items in items.indices.map { ItemPath(s, $0) } }
            guard all.count >= 2 else { break }
            let a = all[Int.random(in: 0..<all.count, using: &rng)], b = all[Int.random(in: 0..<all.count, using: &rng)]
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                h.view.setMode(.edit)
                h.dragMove(from: a, toSlotOf: b, at: t)
            case 1:
                h.view.deleteItems(at: [a])
            default:
                h.view.setMode(.exchange)
                h.advance(to: t)
                if h.view.grab(a, at: nil, lift: false, time: t) {
                    h.view.drive(.exchange(.over(b, frame: nil, point: nil)), at: t)
                    h.view.endDrag(at: t)
                }
            }
            t += 1
            h.advance(to: t)
            let edited = h.sections
            #expect(owner.sections == edited, "\(context) step \(step): the owner follows the edit")
            guard h.view.undoManager.canUndo, edited != before else { continue }
            // The owner inserts fresh items anywhere (shifting every path after them).
            var next = edited
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                let s = Int.random(in: 0..<next.count, using: &rng)
                next[s].insert("n\(fresh)", at: Int.random(in: 0...next[s].count, using: &rng))
                fresh += 1
            }
            try h.apply(next)
            owner.replace(with: next)
            h.view.undoManager.undo()
            t += 1
            h.advance(to: t)
            let kept = h.sections.map { $0.filter { old.contains($0) } }
            #expect(kept == before, "\(context) step \(step): undo restores the user's items exactly")
            #expect(owner.sections == h.sections, "\(context) step \(step): the owner's copy after undo")
            if Bool.random(using: &rng) {
                h.view.undoManager.redo()
                #expect(h.sections.map { $0.filter { old.contains($0) } } == edited.map { $0.filter { old.contains($0) } },
                        "\(context) step \(step): redo repeats the edit on the same items")
                #expect(owner.sections == h.sections, "\(context) step \(step): the owner's copy after redo")
            }
            #expect(owner.problems == [], "\(context) step \(step)")
            #expect(h.view.layout.itemCounts == h.view.snapshot.itemCounts, "\(context) step \(step)")
        }
    }
}
