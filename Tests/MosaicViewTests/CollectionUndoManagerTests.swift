import Testing
import MosaicCore
@testable import MosaicView

/// `CollectionUndoManager` through its public API (``CollectionView/undoManager``): the user's
/// committed changes and the owner's registrations in one order, `canUndo` / `canRedo`, the
/// edits undo and redo return and tell the delegate, refusals, and the states in which it
/// does nothing (a drag, a pending confirmation).
/// Geometry: 500×600 viewport, 100×100 cells, spacing 10 (row 0 = A B C D, row 1 = E F G H).
@Suite struct CollectionUndoManagerTests {
    let h: EngineHarness
    var undo: CollectionUndoManager<Int, String> { h.view.undoManager }
    /// What the delegate's `didUndo` and `didRedo` were told, in order.
    final class Told { var undone: [[CollectionEdit]] = [], redone: [[CollectionEdit]] = [] }
    let told = Told()

    init() throws {
        h = try EngineHarness(sections: [engineItemNames(8)], mode: .edit)
        h.view.delegate.didUndo = { [told] in told.undone.append($0) }
        h.view.delegate.didRedo = { [told] in told.redone.append($0) }
        h.advance(to: 0.1)
    }

    /// Moves the item at `path` to the slot under `point` through the movement API.
    func move(_ path: ItemPath, to point: Point) {
        h.view.beginInteractiveMovementForItem(at: path)
        h.view.updateInteractiveMovementTargetPosition(point)
        h.view.endInteractiveMovement()
    }

    @Test func withNothingRecordedNeitherUndoNorRedoActs() {
        #expect(!undo.canUndo && !undo.canRedo)
        #expect(undo.undo().isEmpty && undo.redo().isEmpty)
        #expect(h.log.isEmpty && told.undone.isEmpty && told.redone.isEmpty)
        #expect(h.sections == [engineItemNames(8)])
    }

    @Test func undoAndRedoReturnTheEditsTheyAppliedAndTellTheDelegateTheSame() {
        move(ItemPath(0, 0), to: Point(x: 380, y: 50))
        #expect(h.sections[0] == ["B", "C", "D", "A", "E", "F", "G", "H"])
        #expect(undo.canUndo && !undo.canRedo)
        let undone = undo.undo()
        #expect(undone == [.move(from: ItemPath(0, 3), to: ItemPath(0, 0))])
        #expect(told.undone == [undone])
        #expect(h.sections == [engineItemNames(8)])
        #expect(!undo.canUndo && undo.canRedo)
        let redone = undo.redo()
        #expect(redone == [.move(from: ItemPath(0, 0), to: ItemPath(0, 3))])
        #expect(told.redone == [redone])
        #expect(h.sections[0] == ["B", "C", "D", "A", "E", "F", "G", "H"])
        #expect(h.log.suffix(2) == ["undo move 0.0 -> 0.3", "redo move 0.0 -> 0.3"])
    }

    @Test func aDeletionIsUndoneByReinsertingItsItemsWhereTheyWere() {
        h.view.deleteItems(at: [ItemPath(0, 1), ItemPath(0, 5)])
        #expect(h.sections[0] == ["A", "C", "D", "E", "G", "H"])
        #expect(undo.undo() == [.insert([ItemPath(0, 1), ItemPath(0, 5)])])
        #expect(h.sections == [engineItemNames(8)])
        #expect(undo.redo() == [.delete([ItemPath(0, 1), ItemPath(0, 5)])])
        #expect(h.sections[0] == ["A", "C", "D", "E", "G", "H"])
    }

    @Test func undoingEverythingWalksBackInOrderAndRedoWalksForward() {
        move(ItemPath(0, 0), to: Point(x: 380, y: 50))     // A to the end of row 0
        h.view.deleteItems(at: [ItemPath(0, 0)])            // B
        move(ItemPath(0, 6), to: Point(x: 50, y: 50))       // H to the front
        let states = [engineItemNames(8), ["B", "C", "D", "A", "E", "F", "G", "H"], ["C", "D", "A", "E", "F", "G", "H"]]
        for expected in states.reversed() {
            #expect(!undo.undo().isEmpty)
            #expect(h.sections[0] == expected)
        }
        #expect(!undo.canUndo && undo.undo().isEmpty)
        for _ in 0..<3 { #expect(!undo.redo().isEmpty) }
        #expect(h.sections[0] == ["H", "C", "D", "A", "E", "F", "G"])
        #expect(!undo.canRedo)
    }

    @Test func aNewChangeEmptiesTheRedoStack() {
        move(ItemPath(0, 0), to: Point(x: 380, y: 50))
        undo.undo()
        #expect(undo.canRedo)
        h.view.deleteItems(at: [ItemPath(0, 7)])
        #expect(!undo.canRedo && undo.redo().isEmpty)
        #expect(h.sections[0] == engineItemNames(7))
    }

    @Test func nothingIsUndoneOrRedoneWhileADragIsInProgress() {
        move(ItemPath(0, 0), to: Point(x: 380, y: 50))
        #expect(h.view.beginInteractiveMovementForItem(at: ItemPath(0, 1)))
        #expect(!undo.canUndo && undo.undo().isEmpty, "a drag in progress keeps the model still")
        h.view.cancelInteractiveMovement()
        #expect(undo.canUndo)
        #expect(!undo.undo().isEmpty)
        #expect(h.view.beginInteractiveMovementForItem(at: ItemPath(0, 1)))
        #expect(!undo.canRedo && undo.redo().isEmpty)
        h.view.cancelInteractiveMovement()
        #expect(undo.canRedo)
    }

    @Test func nothingIsUndoneWhileAConfirmationIsPending() {
        h.view.deleteItems(at: [ItemPath(0, 0)])
        h.view.requests.requestDeletion(at: ItemPath(0, 0))
        #expect(!undo.canUndo && undo.undo().isEmpty)
        #expect(h.sections[0] == engineItemNames(7, from: 1))
        h.view.requests.confirm(false)
        #expect(undo.canUndo && !undo.undo().isEmpty)
        #expect(h.sections == [engineItemNames(8)])
    }

    @Test func anEntryWhoseItemsCameBackIsDroppedWithTheReasonAnnounced() throws {
        h.view.deleteItems(at: [ItemPath(0, 1)])
        h.view.apply(try SectionedSnapshot(sections: [(0, engineItemNames(8))]), animated: false)   // the owner put B back
        h.clearLog()
        #expect(undo.undo().isEmpty)
        #expect(h.log == ["announce Cannot undo: B is already in the collection"])
        #expect(told.undone.isEmpty && !undo.canUndo, "the refused entry is dropped")
        #expect(h.sections == [engineItemNames(8)])
    }

    @Test func theOwnersRulesAreAskedAgainAtUndo() {
        move(ItemPath(0, 0), to: Point(x: 380, y: 50))
        h.view.delegate.canMoveItem = { path in path != ItemPath(0, 3) }   // A, now at 0.3, may not move
        h.clearLog()
        #expect(undo.undo().isEmpty)
        #expect(h.log.count == 1 && h.log[0].hasPrefix("announce Cannot undo: A"))
        #expect(h.sections[0] == ["B", "C", "D", "A", "E", "F", "G", "H"])
    }

    @Test func anOwnersRegistrationIsUndoneAndRedoneByTheOwnerInTheViewsOrder() {
        var steps: [String] = []
        h.view.deleteItems(at: [ItemPath(0, 7)])
        undo.registerUndo(named: "rename", undo: { steps.append("undo"); return nil }, redo: { steps.append("redo"); return nil })
        #expect(undo.canUndo)
        #expect(undo.undo().isEmpty, "the owner changed its model itself: no edit of the view's")
        #expect(steps == ["undo"] && h.sections[0] == engineItemNames(7) && told.undone.isEmpty)
        #expect(h.log.last == "undo rename")
        #expect(undo.undo() == [.insert([ItemPath(0, 7)])], "then the view's own deletion")
        #expect(undo.redo() == [.delete([ItemPath(0, 7)])])
        #expect(undo.redo().isEmpty && steps == ["undo", "redo"] && h.log.last == "redo rename")
        #expect(!undo.canRedo)
    }

    @Test func anOwnersRefusalDropsItsStepAndSaysWhy() {
        undo.registerUndo(named: "rename", undo: { "the file is locked" }, redo: { nil })
        h.clearLog()
        #expect(undo.undo().isEmpty)
        #expect(h.log == ["announce Cannot undo: the file is locked"])
        #expect(!undo.canUndo && !undo.canRedo)
    }

    @Test func undoTakesTheUndoToastDownAndAnOwnersNewChangeDoesToo() throws {
        let browse = try EngineHarness(sections: [engineItemNames(4)])
        let recorder = RequestRecorder()
        browse.view.requests.presenter = recorder
        browse.view.requests.requestDeletion(at: ItemPath(0, 0))
        browse.view.requests.confirm(true)
        #expect(browse.view.requests.toastRequest != nil)
        recorder.clear()
        browse.view.undoManager.undo()
        #expect(browse.view.requests.toastRequest == nil && recorder.calls == [.dismiss(.toast)])
        #expect(browse.sections == [engineItemNames(4)])

        browse.view.requests.requestDeletion(at: ItemPath(0, 0))
        browse.view.requests.confirm(true)
        recorder.clear()
        browse.view.undoManager.registerUndo(named: "rename", undo: { nil }, redo: { nil })
        #expect(browse.view.requests.toastRequest == nil, "the toast's deletion is no longer the last change")
        #expect(recorder.calls == [.dismiss(.toast)], "and the presenter is told to take it down")
    }
}
