import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Dragging between the views of a `CollectionViewGroup` (the article "Dragging Between Views").
@Suite struct CrossViewDragTests {
    let two = ["a": [["A", "B", "C", "D"]], "b": [["E", "F", "G", "H"]]]

    @Test func aMoveIntoAnotherFlowViewIsOneTransaction() throws {
        let h = try CrossViewHarness(two)
        h.down(50, 50, at: 0)                      // A, in a
        h.move(60, 50, at: 0.8)                    // lifted
        #expect(h.views["a"]!.dragInProgress)
        h.move(600 + 160, 50, at: 1.0)             // over F in b
        #expect(h.group.isDraggingBetweenViews)
        #expect(h.group.homeViewID == "a" && h.group.hostViewID == "b")
        #expect(h.sections("a") == [["B", "C", "D"]], "the source closes its gap")
        #expect(h.views["b"]!.dragInProgress, "the destination shows its own placeholder")
        #expect(h.sections("b").joined().contains("A"))
        h.move(600 + 50, 50, at: 1.2)              // over E: the placeholder goes first
        #expect(h.views["b"]!.drag?.move?.target == ItemPath(0, 0))
        h.up(600 + 50, 50, at: 1.4)
        #expect(!h.group.isDraggingBetweenViews)
        #expect(h.sections("a") == [["B", "C", "D"]])
        #expect(h.sections("b") == [["A", "E", "F", "G", "H"]])
        let expected = CrossViewMove(sourceView: "a", sourcePaths: [ItemPath(0, 0)], items: ["A"], destinationView: "b",
                                     destinationPath: ItemPath(0, 0), convertedItems: ["A"])
        #expect(h.proposals == [expected])
        #expect(h.moves == [expected])
        #expect(h.owners["a"] == h.sections("a") && h.owners["b"] == h.sections("b"))
        #expect(!h.log.contains { $0.hasSuffix("cancelMove") || $0.contains(": move ") },
                "neither owner hears a move of its own: \(h.log)")
        #expect(h.lines("b").last == "announce Moved A to position 1")
        h.advance(to: 3)
        #expect(engineSettledDisplayProblems(h.views["a"]!) == [])
        #expect(engineSettledDisplayProblems(h.views["b"]!) == [])
    }

    @Test func aRefusalSendsTheItemHomeAnimated() throws {
        let h = try CrossViewHarness(two)
        h.answer = { _ in .refuse }
        h.down(160, 50, at: 0)                     // B
        h.move(170, 50, at: 0.8)
        h.move(600 + 270, 50, at: 1.0)
        h.up(600 + 270, 50, at: 1.2)
        #expect(h.proposals.count == 1 && h.moves.isEmpty)
        #expect(h.sections("a") == [["A", "B", "C", "D"]])
        #expect(h.sections("b") == [["E", "F", "G", "H"]])
        #expect(h.lines("a").suffix(2) == ["cancelMove", "announce Drop cancelled, B returned to position 2"])
        h.advance(to: 1.25)
        let b = try #require(h.views["a"]!.displayList().cells.first { $0.id == "B" })
        #expect(b.frame.minX > 110 + 1, "B lands from where it was dropped, in b: \(b.frame)")
        h.advance(to: 3)
        #expect(engineSettledDisplayProblems(h.views["a"]!) == [])
        #expect(engineSettledDisplayProblems(h.views["b"]!) == [])
    }

    @Test func escapeInTheDestinationSendsTheItemHome() throws {
        let h = try CrossViewHarness(two)
        h.down(50, 50, at: 0)
        h.move(60, 50, at: 0.8)
        h.move(600 + 50, 50, at: 1.0)
        h.key(.escape, at: 1.1)
        #expect(!h.group.isDraggingBetweenViews)
        #expect(h.sections("a") == [["A", "B", "C", "D"]])
        #expect(h.sections("b") == [["E", "F", "G", "H"]])
        h.up(600 + 50, 50, at: 1.2)
        #expect(h.moves.isEmpty && h.proposals.isEmpty)
        #expect(h.owners["a"] == h.sections("a"))
        h.advance(to: 3)
        #expect(engineSettledDisplayProblems(h.views["a"]!) == [])
    }

    @Test func backOverItsOwnViewTheDragIsThatViewsAgain() throws {
        let h = try CrossViewHarness(two)
        h.down(50, 50, at: 0)
        h.move(60, 50, at: 0.8)
        h.move(600 + 50, 50, at: 1.0)
        h.move(270, 50, at: 1.2)                   // back in a, over C
        #expect(!h.group.isDraggingBetweenViews)
        #expect(h.sections("b") == [["E", "F", "G", "H"]])
        h.up(270, 50, at: 1.4)
        #expect(h.sections("a") == [["B", "C", "A", "D"]])
        #expect(h.lines("a").contains("move 0.0 -> 0.2"))
        #expect(h.owners["a"] == h.sections("a") && h.moves.isEmpty)
    }

    @Test func releasedOutsideEveryViewTheItemGoesHome() throws {
        let h = try CrossViewHarness(two)
        h.down(50, 50, at: 0)
        h.move(60, 50, at: 0.8)
        h.move(600 + 50, 50, at: 1.0)
        h.up(550, 50, at: 1.2)                     // the gap between the views
        #expect(h.sections("a") == [["A", "B", "C", "D"]] && h.sections("b") == [["E", "F", "G", "H"]])
        #expect(h.proposals.isEmpty)
    }

    @Test func theDestinationMayChooseThePath() throws {
        let h = try CrossViewHarness(two)
        h.answer = { _ in .accept(at: ItemPath(0, 4)) }
        h.down(50, 50, at: 0)
        h.move(60, 50, at: 0.8)
        h.move(600 + 50, 50, at: 1.0)
        h.up(600 + 50, 50, at: 1.2)
        #expect(h.sections("b") == [["E", "F", "G", "H", "A"]])
        #expect(h.moves.first?.destinationPath == ItemPath(0, 4))
        #expect(h.owners["b"] == h.sections("b"))
    }

    @Test func ctrlArrowMovesAKeyboardLiftToTheNextView() throws {
        let h = try CrossViewHarness(["a": [["A", "B", "C", "D"]], "b": [["E", "F"]], "c": [["G"]]])
        h.group.focusViewWithID("a")
        h.key(.right, at: 0.1)                     // focus A
        h.key(.right, at: 0.2)                     // focus B
        h.key(.space, at: 0.3)                     // lift B
        #expect(h.views["a"]!.drag?.pointer.byKeyboard == true)
        h.key(.right, at: 0.4, .ctrl)              // into b, at the same index
        #expect(h.group.hostViewID == "b")
        #expect(h.views["b"]!.drag?.move?.target == ItemPath(0, 1))
        h.key(.right, at: 0.5, .ctrl)              // on to c
        #expect(h.group.hostViewID == "c")
        #expect(h.sections("b") == [["E", "F"]])
        h.key(.left, at: 0.6, .ctrl)               // back to b
        h.key(.right, at: 0.7)                     // a step inside b: after F
        h.key(.space, at: 0.8)                     // drop
        #expect(h.sections("a") == [["A", "C", "D"]])
        #expect(h.sections("b") == [["E", "F", "B"]])
        #expect(h.sections("c") == [["G"]])
        #expect(h.moves.map(\.destinationPath) == [ItemPath(0, 2)])
        #expect(h.owners["b"] == h.sections("b") && h.owners["a"] == h.sections("a"))
    }

    @Test func ctrlArrowFollowsTheViewsOnScreenInARightToLeftBoard() throws {
        // Columns placed right to left: a at the right, b left of it.
        let h = try CrossViewHarness(two)
        try h.group.setFrame(Rect(x: 600, y: 0, width: 500, height: 600), forViewWithID: "a")
        try h.group.setFrame(Rect(x: 0, y: 0, width: 500, height: 600), forViewWithID: "b")
        h.group.focusViewWithID("a")
        h.key(.right, at: 0.1)
        h.key(.space, at: 0.2)
        h.key(.right, at: 0.3, .ctrl)              // nothing to the right of a
        #expect(!h.group.isDraggingBetweenViews)
        h.key(.left, at: 0.4, .ctrl)               // the next column, on the left
        #expect(h.group.hostViewID == "b")
        h.key(.space, at: 0.5)
        #expect(h.sections("b") == [["A", "E", "F", "G", "H"]])
    }

    @Test func escapeAfterACtrlArrowReturnsHome() throws {
        let h = try CrossViewHarness(two)
        h.group.focusViewWithID("a")
        h.key(.right, at: 0.1)
        h.key(.space, at: 0.2)
        h.key(.right, at: 0.3, .ctrl)
        h.key(.escape, at: 0.4)
        #expect(h.sections("a") == [["A", "B", "C", "D"]] && h.sections("b") == [["E", "F", "G", "H"]])
        #expect(h.lines("a").contains("cancelMove"))
    }
}
