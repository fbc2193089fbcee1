import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Undo and redo of a transaction between the views of a group (the article "Dragging Between
/// Views", section "Undo"): one step in both views' histories, reversing both views at once,
/// told to the owners as one transaction; either view's ctrl+z reaches it.
@Suite struct CrossViewUndoTests {
    let two = ["a": [["A", "B", "C", "D"]], "b": [["E", "F", "G", "H"]]]

    /// A moved to the front of b, by pointer.
    static func moved(_ h: CrossViewHarness) {
        h.down(50, 50, at: 0)
        h.move(60, 50, at: 0.8)
        h.move(600 + 160, 50, at: 1.0)
        h.move(600 + 50, 50, at: 1.2)
        h.up(600 + 50, 50, at: 1.4)
    }

    @Test func undoInEitherViewRevertsBothAsOneTransactionAndRedoRepeatsIt() throws {
        let h = try CrossViewHarness(two)
        Self.moved(h)
        #expect(h.sections("a") == [["B", "C", "D"]] && h.sections("b") == [["A", "E", "F", "G", "H"]])
        #expect(h.views["a"]!.undoManager.canUndo && h.views["b"]!.undoManager.canUndo)
        h.group.focusViewWithID("b")
        h.key(.character("z"), at: 2, .ctrl)       // undo, from the destination
        #expect(h.sections("a") == two["a"] && h.sections("b") == two["b"])
        #expect(h.moves.count == 2)
        #expect(h.moves.last == CrossViewMove(sourceView: "b", sourcePaths: [ItemPath(0, 0)], items: ["A"], destinationView: "a",
                                              destinationPath: ItemPath(0, 0), convertedItems: ["A"]))
        #expect(h.owners["a"] == h.sections("a") && h.owners["b"] == h.sections("b"))
        #expect(h.lines("b").last == "undo move between views")
        #expect(!h.views["a"]!.undoManager.canUndo && !h.views["b"]!.undoManager.canUndo, "one step: the source's mirror went with it")
        #expect(h.views["a"]!.undoManager.canRedo && h.views["b"]!.undoManager.canRedo)
        h.group.focusViewWithID("a")
        h.key(.character("z"), at: 2.5, [.ctrl, .shift])   // redo, from the source
        #expect(h.sections("a") == [["B", "C", "D"]] && h.sections("b") == [["A", "E", "F", "G", "H"]])
        #expect(h.owners["a"] == h.sections("a") && h.owners["b"] == h.sections("b"))
        #expect(h.views["a"]!.undoManager.canUndo && h.views["b"]!.undoManager.canUndo && !h.views["b"]!.undoManager.canRedo)
        h.advance(to: 4)
        #expect(engineSettledDisplayProblems(h.views["a"]!) == [])
        #expect(engineSettledDisplayProblems(h.views["b"]!) == [])
    }

    @Test func undoFindsTheItemsByIdentityAfterAnApply() throws {
        let h = try CrossViewHarness(two)
        Self.moved(h)
        let model = [["E", "X", "A", "F", "G", "H"]]    // the destination's owner changed its list meanwhile
        h.owners["b"] = model
        h.views["b"]!.apply(try SectionedSnapshot(sections: [(0, model[0])]))
        h.views["a"]!.undoManager.undo()
        #expect(h.sections("a") == two["a"] && h.sections("b") == [["E", "X", "F", "G", "H"]])
        #expect(h.moves.last?.sourcePaths == [ItemPath(0, 2)])
        #expect(h.owners["a"] == h.sections("a") && h.owners["b"] == h.sections("b"))
    }

    @Test func anItemGoneMeanwhileRefusesTheUndoAndSaysWhy() throws {
        let h = try CrossViewHarness(two)
        Self.moved(h)
        h.views["b"]!.apply(try SectionedSnapshot(sections: [(0, ["E", "F", "G", "H"])]))   // A deleted in b
        #expect(h.views["a"]!.undoManager.undo() == [])
        #expect(h.sections("a") == [["B", "C", "D"]])
        #expect(h.lines("a").last == "announce Cannot undo: A is no longer in b")
        #expect(h.moves.count == 1)
    }

    @Test func anExchangeBetweenViewsIsUndoneAsOneSwapBack() throws {
        let (h, box) = try CrossViewExchangeTests.harness(two)
        h.down(50, 50, at: 0)
        h.move(55, 50, at: 0.3)
        h.move(600 + 160, 50, at: 0.5)             // swapped with F
        h.up(600 + 160, 50, at: 0.7)
        #expect(h.sections("a") == [["F", "B", "C", "D"]] && h.sections("b") == [["E", "A", "G", "H"]])
        h.key(.character("z"), at: 1, .ctrl)        // a has the focus
        #expect(h.sections("a") == two["a"] && h.sections("b") == two["b"])
        #expect(box.told.count == 2 && box.told.last?.item(as: String.self) == "F")
        #expect(box.told.last?.convertedDisplacedItem(as: String.self) == "A")
        #expect(h.owners["a"] == h.sections("a") && h.owners["b"] == h.sections("b"))
        #expect(h.lines("a").last == "undo exchange between views")
        h.views["b"]!.undoManager.redo()
        #expect(h.sections("a") == [["F", "B", "C", "D"]] && h.sections("b") == [["E", "A", "G", "H"]])
        #expect(h.owners["a"] == h.sections("a") && h.owners["b"] == h.sections("b"))
    }

    @Test func aNewChangeInEitherViewEndsTheRedo() throws {
        let h = try CrossViewHarness(two)
        Self.moved(h)
        h.views["a"]!.undoManager.undo()
        #expect(h.views["a"]!.undoManager.canRedo && h.views["b"]!.undoManager.canRedo)
        h.views["a"]!.undoManager.registerUndo(named: "rename", undo: { nil }, redo: { nil })   // a new change in a
        #expect(!h.views["a"]!.undoManager.canRedo)
        #expect(h.views["b"]!.undoManager.redo() == [])
        #expect(h.sections("a") == two["a"] && h.sections("b") == two["b"])
        #expect(h.lines("b").last == "announce Cannot redo: a has changed since")
        #expect(h.moves.count == 2)
    }

    @Test func theSourcesLaterChangeDoesNotHideTheStep() throws {
        let h = try CrossViewHarness(two)
        Self.moved(h)
        h.views["a"]!.undoManager.registerUndo(named: "rename", undo: { nil }, redo: { nil })   // a later change in a
        h.views["b"]!.undoManager.undo()                        // b's latest is the move: undone in both
        #expect(h.sections("a") == two["a"] && h.sections("b") == two["b"])
        #expect(h.views["a"]!.undoManager.undoDepth == 1, "a keeps its own later step")
    }
}
