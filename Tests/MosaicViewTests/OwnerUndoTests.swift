import Testing
import MosaicCore
@testable import MosaicView

/// An owner's own undo step (`registerUndo(named:undo:redo:)`): in place of the view's entry
/// when registered from a change's notification, recorded at once elsewhere, and reached by
/// undo and redo in the view's order with the view's own entries.
@Suite struct OwnerUndoTests {
    /// The owner's side: how often its undo and redo ran, and what the delegate told it.
    final class Owner {
        var undone = 0, redone = 0
        var didUndo: [[CollectionEdit]] = [], didRedo: [[CollectionEdit]] = []
        var refusal: String?

        func attach(to view: CollectionView<Int, String>) {
            view.delegate.didUndo = { [unowned self] in didUndo.append($0) }
            view.delegate.didRedo = { [unowned self] in didRedo.append($0) }
        }

        func register(_ name: String, in view: CollectionView<Int, String>) {
            view.undoManager.registerUndo(named: name, undo: { [unowned self] in
                if let refusal { return refusal }
                undone += 1
                return nil
            }, redo: { [unowned self] in
                redone += 1
                return nil
            })
        }
    }

    @Test func aStepRegisteredFromANotificationTakesThePlaceOfTheViewsEntry() throws {
        let h = try EngineHarness(sections: [["A", "B", "C", "D"]])
        let owner = Owner()
        owner.attach(to: h.view)
        // The owner answers the deletion of A and B (two `delete` events, one change) with its
        // own step, registered from the second event.
        h.view.delegate.didDeleteItem = { [unowned h] path in
            if path == ItemPath(0, 1) { owner.register("remove A and B", in: h.view) }
        }
        h.view.deleteItems(at: [ItemPath(0, 0), ItemPath(0, 1)])
        h.view.delegate.didDeleteItem = nil
        h.view.deleteItems(at: [ItemPath(0, 1)])    // D: the view's own entry
        #expect(h.sections == [["C"]])
        #expect(h.view.undoManager.undoDepth == 2)
        h.clearLog()
        // Undo: first the view's entry (D back), then the owner's step (the owner's undo runs;
        // the view's model is the owner's business).
        #expect(h.view.undoManager.undo() == [.insert([ItemPath(0, 1)])])
        #expect(h.sections == [["C", "D"]])
        #expect(h.view.undoManager.undo() == [], "the owner undid its own step")
        #expect(owner.undone == 1 && owner.didUndo.count == 1, "didUndo is told the view's entry only")
        #expect(h.log.contains("undo remove A and B"))
        #expect(!h.view.undoManager.canUndo && h.view.undoManager.canRedo)
        // Redo in the opposite order: the owner's step first.
        #expect(h.view.undoManager.redo() == [])
        #expect(owner.redone == 1 && owner.didRedo.isEmpty)
        #expect(h.log.last == "redo remove A and B")
        #expect(h.view.undoManager.redo().count == 1 && h.sections == [["C"]])
        #expect(owner.didRedo.count == 1)
    }

    @Test func aStepRegisteredElsewhereIsTheLatestChangeAndEmptiesRedo() throws {
        let h = try EngineHarness(sections: [["A", "B", "C"]])
        let owner = Owner()
        h.view.deleteItems(at: [ItemPath(0, 0)])
        h.view.undoManager.undo()
        #expect(h.view.undoManager.canRedo)
        owner.register("rename B", in: h.view)
        #expect(!h.view.undoManager.canRedo, "a new change empties the redo stack")
        #expect(h.view.undoManager.undoDepth == 1)
        h.view.undoManager.undo()
        #expect(owner.undone == 1 && h.sections == [["A", "B", "C"]])
        #expect(!h.view.undoManager.canUndo)
    }

    @Test func aRefusedStepIsDroppedAndTheReasonAnnounced() throws {
        let h = try EngineHarness(sections: [["A", "B", "C"]])
        let owner = Owner()
        owner.register("rename B", in: h.view)
        owner.refusal = "B was renamed again elsewhere"
        h.clearLog()
        #expect(h.view.undoManager.undo() == [])
        #expect(h.log == ["announce Cannot undo: B was renamed again elsewhere"])
        #expect(!h.view.undoManager.canUndo && !h.view.undoManager.canRedo && owner.undone == 0)
    }

    /// The window in which a registration replaces the change's entry: opened by a change
    /// notification, shared by a deletion's `delete` events, closed by any other event, kept
    /// through events emitted while a notification is delivered.
    @Test func theRegistrationWindowFollowsTheNotifications() {
        typealias History = UndoHistory<Int, String>
        let entry = History.Entry.exchange(dragged: "A", displaced: "B")
        let step = OwnerUndo(name: "own", undo: { nil }, redo: { nil })
        func isOwner(_ s: History.Step?) -> Bool { if case .owner = s { true } else { false } }
        var history = History()
        for event in [CollectionViewEvent.delete(ItemPath(0, 0)), .delete(ItemPath(0, 1))] {
            history.willNotify(event)
            history.didNotify()
        }
        #expect(history.notified?.kind == .deletion)
        history.register(step)
        history.record(.delete(items: ["A"], places: [UndoPlace(section: 0, after: nil, index: 0)], sizes: [Size(width: 1, height: 1)]))
        #expect(isOwner(history.undoEntries.last) && history.notified == nil)
        // Another event closes the window: a registration is then recorded at once.
        history.willNotify(.didFinishExchangeTransaction(ItemPath(0, 0), ItemPath(0, 1)))
        history.didNotify()
        history.willNotify(.announce("Released"))
        history.didNotify()
        #expect(history.notified == nil)
        history.register(step)
        #expect(history.undoEntries.count == 2)
        // An event emitted while a notification is delivered leaves the window open.
        history.willNotify(.move(from: ItemPath(0, 0), to: ItemPath(0, 1)))
        history.willNotify(.announce("nested"))
        history.didNotify()
        history.register(step)
        history.didNotify()
        history.record(entry)
        #expect(history.undoEntries.count == 3 && isOwner(history.undoEntries.last))
        // Without a registration the view's own entry is recorded.
        history.willNotify(.didFinishExchangeTransaction(ItemPath(0, 0), ItemPath(0, 1)))
        history.didNotify()
        history.record(entry)
        if case .view(let recorded) = history.undoEntries.last { #expect(recorded.items == ["A", "B"]) } else { Issue.record("not the view's entry") }
    }
}
