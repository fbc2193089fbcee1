import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The request API without a window: what the view asks its presenter and how answers act.
/// Geometry: 500×600 viewport, 100×100 cells, spacing 10 (A at 0,0; B at 110,0; C at 220,0 …).
@Suite("CollectionViewRequest: the view asks, the presenter shows, answers come back")
struct CollectionViewRequestTests {
    let h: EngineHarness
    private let recorder = RequestRecorder()

    init() throws {
        h = try EngineHarness(sections: [engineItemNames(6), ["X", "Y"]]) { c in
            c.deletionConfirmation = .deleteNamedContact
            c.browseLongPress = .confirmDeletion
        }
        h.view.requests.presenter = recorder
    }

    func rightClick(_ x: Double, _ y: Double, at t: Double) {
        h.at(t) { .secondaryClick(position: Point(x: x, y: y), time: $0) }
    }

    @Test("A right click asks for a menu with typed entries anchored at the click; closeContextMenu dismisses it once")
    func menuRequest() throws {
        rightClick(150, 40, at: 0.1)
        let menu = ContextMenuConfiguration(path: ItemPath(0, 1), items: [
            ContextMenu.Item(title: "Delete", action: .delete),
            ContextMenu.Item(title: "Move to section 2", action: .moveToSection(1)),
        ], anchor: Rect(x: 150, y: 40, width: 0, height: 0))
        #expect(recorder.calls == [.present(.contextMenu(menu))])
        #expect(h.view.requests.contextMenuConfiguration == menu)
        h.view.requests.closeContextMenu()
        #expect(recorder.calls.last == .dismiss(.contextMenu))
        #expect(h.view.requests.contextMenuConfiguration == nil)
        h.view.requests.closeContextMenu()
        #expect(recorder.calls.count == 2, "dismissing twice asks nothing more: \(recorder.calls)")
    }

    @Test("Menu → Delete → confirmation → Yes → toast → Undo: each request in order, each answer dismisses its request")
    func deleteThroughEveryRequest() throws {
        rightClick(150, 40, at: 0.1)
        recorder.clear()
        h.view.requests.performContextMenuAction(.delete)
        let question = try #require(h.view.requests.confirmationRequest)
        #expect(question == ConfirmationRequest(title: "Delete B?", message: "Are you sure you want to delete this contact?",
                                                confirmTitle: "Yes", cancelTitle: "No", path: ItemPath(0, 1),
                                                paths: [ItemPath(0, 1)], anchor: Rect(x: 110, y: 0, width: 100, height: 100)))
        #expect(recorder.calls == [.dismiss(.contextMenu), .present(.confirmation(question))])
        #expect(h.log == ["confirmDelete 0.1"])
        recorder.clear()
        h.advance(to: 0.5)
        h.view.requests.confirm(true)
        let toast = try #require(h.view.requests.toastRequest)
        #expect(toast == ToastRequest(message: "Deleted B", actionTitle: "Undo", duration: 5, expires: 5.5))
        #expect(recorder.calls == [.dismiss(.confirmation), .present(.toast(toast))])
        #expect(h.sections[0] == ["A", "C", "D", "E", "F"])
        recorder.clear()
        h.advance(to: 1)
        h.view.requests.performToastAction()
        #expect(h.sections[0] == engineItemNames(6), "the toast's action undoes the deletion")
        #expect(recorder.calls == [.dismiss(.toast)])
        #expect(h.view.requests.toastRequest == nil)
        h.view.requests.performToastAction()
        #expect(h.sections[0] == engineItemNames(6) && h.view.undoManager.canRedo, "a dismissed toast's action does nothing")
    }

    @Test("The toast is dismissed when it expires on the view's clock, and by another undoable change")
    func toastExpiresAndGoesStale() throws {
        h.view.requests.requestDeletion(at: ItemPath(0, 0))
        h.advance(to: 1)
        h.view.requests.confirm(true)
        recorder.clear()
        #expect(h.view.nextDeadline == 6)
        h.advance(to: 5.9)
        #expect(h.view.requests.toastRequest != nil && recorder.calls.isEmpty)
        h.advance(to: 6)
        #expect(recorder.calls == [.dismiss(.toast)])
        #expect(h.view.requests.toastRequest == nil)

        h.view.requests.requestDeletion(at: ItemPath(0, 0))
        h.view.requests.confirm(true)
        recorder.clear()
        h.view.deleteItems(at: [ItemPath(0, 0)])
        #expect(recorder.calls == [.dismiss(.toast)], "a later undoable change makes the toast's Undo meaningless")
        #expect(h.view.requests.toastRequest == nil)
    }

    @Test("Answers that do not fit the pending request are ignored")
    func mismatchedAnswers() throws {
        h.view.requests.performContextMenuAction(.delete)
        h.view.requests.confirm(true)
        #expect(h.sections[0] == engineItemNames(6) && recorder.calls.isEmpty, "no menu, no confirmation: nothing happens")
        rightClick(150, 40, at: 0.1)
        h.view.requests.performContextMenuAction(.moveToSection(0))
        h.view.requests.performContextMenuAction(.custom("open"))
        #expect(h.view.requests.contextMenuConfiguration != nil, "entries the menu does not offer are not performed")
        #expect(h.log.isEmpty)
        h.view.requests.performContextMenuAction(.moveToSection(1))
        #expect(h.sections == [["A", "C", "D", "E", "F"], ["X", "Y", "B"]])
        #expect(h.view.requests.contextMenuConfiguration == nil)
    }

    @Test("A disabled entry is offered but cannot be performed")
    func disabledEntry() throws {
        h.view.delegate.contextMenuItems = { _ in [ContextMenu.Item(title: "Open", identifier: "open", isEnabled: false)] }
        rightClick(40, 40, at: 0.1)
        #expect(h.view.requests.contextMenuConfiguration?.items.first == ContextMenu.Item(title: "Open", identifier: "open", isEnabled: false))
        h.view.requests.performContextMenuAction(.custom("open"))
        #expect(h.log.isEmpty && h.view.requests.contextMenuConfiguration != nil)
    }

    @Test("A pending confirmation is modal: pointers, keys and right clicks do nothing until it is answered")
    func confirmationIsModal() throws {
        h.view.requests.requestDeletion(at: [ItemPath(0, 0), ItemPath(0, 2)])
        #expect(h.view.requests.confirmationRequest?.title == "Delete 2 contacts?")
        #expect(h.view.requests.confirmationRequest?.paths == [ItemPath(0, 0), ItemPath(0, 2)])
        h.down(150, 40, at: 0.1)
        h.up(150, 40, at: 0.15)
        rightClick(150, 40, at: 0.2)
        h.key(.delete, at: 0.3)
        h.key(.character("y"), at: 0.4)   // no presenter takes it: the view answers nothing itself
        #expect(h.view.selectedPaths.isEmpty && h.view.requests.contextMenuConfiguration == nil)
        #expect(h.log == ["confirmDelete 0.0", "confirmDelete 0.2"])
        #expect(h.view.requests.confirmationRequest != nil)
        #expect(h.display().cells.filter(\.isSelected).map(\.id) == ["A", "C"], "its items are drawn selected while it asks")
        h.view.requests.confirm(false)
        #expect(recorder.calls.last == .dismiss(.confirmation))
        #expect(h.sections[0] == engineItemNames(6))
        h.down(150, 40, at: 0.5)
        h.up(150, 40, at: 0.55)
        #expect(h.view.selectedPaths == [ItemPath(0, 1)], "answered, the view takes input again")
    }

    @Test("A request whose items leave the model, or a mode change, dismisses it")
    func staleRequestsAreDismissed() throws {
        rightClick(150, 40, at: 0.1)
        recorder.clear()
        var snapshot = h.view.snapshot
        try snapshot.delete(at: [ItemPath(0, 1)])
        h.view.apply(snapshot, animated: false)
        #expect(recorder.calls == [.dismiss(.contextMenu)])
        h.view.requests.requestDeletion(at: ItemPath(0, 0))
        recorder.clear()
        h.view.setMode(.edit)
        #expect(recorder.calls == [.dismiss(.confirmation)])
        #expect(h.view.requests.confirmationRequest == nil)
    }

    @Test("Without a presenter every request is still made and answerable from code")
    func headless() throws {
        h.view.requests.presenter = nil
        h.view.requests.showContextMenu(at: ItemPath(1, 0))
        #expect(h.view.requests.contextMenuConfiguration?.anchor == Rect(x: 50, y: 260, width: 0, height: 0))
        h.view.requests.performContextMenuAction(.delete)
        #expect(h.view.requests.confirmationRequest?.title == "Delete X?")
        h.view.requests.confirm(true)
        #expect(h.sections[1] == ["Y"])
        #expect(h.view.requests.toastRequest?.message == "Deleted X")
    }
}

/// `OverlayPresenter`: the requests drawn as overlays and answered from the view's own input.
@Suite("OverlayPresenter: requests drawn into the display list, answered by input")
struct OverlayPresenterTests {
    let h: EngineHarness

    init() throws {
        h = try EngineHarness(sections: [engineItemNames(6), ["X", "Y"]], mode: .edit)
    }

    @Test("A menu request becomes a ContextMenu overlay at its anchor; Down, Down, Enter answers with the second entry")
    func menuOverlayAndKeys() throws {
        h.at(0.1) { .secondaryClick(position: Point(x: 400, y: 40), time: $0) }
        let request = try #require(h.view.requests.contextMenuConfiguration)
        let menu = try #require(h.presenter.contextMenu)
        #expect(menu.frame == ContextMenu.frame(count: 2, at: Point(x: 400, y: 40), viewport: Size(width: 500, height: 600)))
        #expect(menu.items == request.items && menu.path == request.path)
        #expect(h.display().overlays == [.contextMenu(menu)])
        h.key(.down, at: 0.2)
        h.key(.down, at: 0.3)
        #expect(h.presenter.contextMenu?.focusedIndex == 1)
        #expect(h.view.requests.contextMenuConfiguration != nil, "keys that only move the focus do not answer")
        h.key(.enter, at: 0.4)
        #expect(h.view.requests.contextMenuConfiguration == nil && h.presenter.contextMenu == nil)
        #expect(h.log.contains("move 0.3 -> 1.2"))
        #expect(h.sections == [["A", "B", "C", "E", "F"], ["X", "Y", "D"]])
        #expect(h.display().overlays.isEmpty)
    }

    @Test("A presenter attached while a request is pending shows it; the one it replaces takes everything down")
    func attachWhilePending() throws {
        h.view.requests.requestDeletion(at: ItemPath(1, 1))
        let old = h.presenter
        let presenter = OverlayPresenter(h.view)
        #expect(presenter.dialog?.title == "Delete contact?")
        #expect(presenter.dialog?.paths == [ItemPath(1, 1)])
        #expect(presenter.dialog?.focusedButton == .cancel)
        h.key(.tab, at: 0.1)
        h.key(.enter, at: 0.2)
        #expect(h.sections[1] == ["X"])
        #expect(presenter.dialog == nil)
        #expect(old.dialog == nil, "the replaced presenter was told to take its dialog down")
        #expect(h.display().overlays.compactMap { if case .undoToast(let t) = $0 { t.message } else { nil } } == ["Deleted Y"])
    }

    @Test("Hover marks the cell under the mouse by identity and sets the cursor; a menu or a finger clears both")
    func hoverAndCursor() throws {
        h.at(0.1) { .hover(position: Point(x: 150, y: 40), time: $0) }
        var list = h.display()
        #expect(list.cells.filter(\.isHovered).map(\.id) == ["B"])
        #expect(list.cursor == .grab)
        #expect(h.presenter.hoveredPath == ItemPath(0, 1))
        h.at(0.2) { .secondaryClick(position: Point(x: 150, y: 40), time: $0) }
        list = h.display()
        #expect(list.cells.filter(\.isHovered).isEmpty && list.cursor == .arrow)
        h.key(.escape, at: 0.3)
        #expect(h.display().cursor == .grab)
        h.down(150, 40, at: 0.4, pointer: 100)
        #expect(h.display().cursor == .arrow, "a finger is not a mouse: no hover, no cursor")
    }
}
