import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// A presenter that records what a view asks it (as a native backend receives it).
final class RequestRecorder: CollectionViewPresenter {
    typealias ItemID = String
    enum Call: Equatable {
        case present(CollectionViewRequest)
        case dismiss(CollectionViewRequest.Kind)
    }
    private(set) var calls: [Call] = []
    func present(_ request: CollectionViewRequest) { calls.append(.present(request)) }
    func dismiss(_ kind: CollectionViewRequest.Kind) { calls.append(.dismiss(kind)) }
    func clear() { calls.removeAll() }
}

/// `CollectionViewRequests` (``CollectionView/requests``) on its own contract: at most one menu
/// or confirmation pending, a confirmation replacing a menu; requests only about items in the
/// model, and only when the view is free to ask (no drag, no other confirmation); the hovered
/// path; the Undo toast standing only while its deletion is the last change; the presenter
/// replaced cleanly. Geometry: 500×600 viewport, 100×100 cells, spacing 10 (A at 0,0; B at 110,0 …;
/// section 1, X and Y, starts at y 210).
@Suite struct CollectionViewRequestsTests {
    let h: EngineHarness
    let recorder = RequestRecorder()
    var requests: CollectionViewRequests<Int, String> { h.view.requests }

    init() throws {
        h = try EngineHarness(sections: [engineItemNames(6), ["X", "Y"]])
        h.view.requests.presenter = recorder
    }

    @Test func theHoveredPathIsTheItemUnderTheMouseWhenTheViewIsFreeToShowIt() {
        #expect(requests.hoveredPath(at: Point(x: 150, y: 40)) == ItemPath(0, 1))
        #expect(requests.hoveredPath(at: Point(x: 50, y: 270)) == ItemPath(1, 0))
        #expect(requests.hoveredPath(at: Point(x: 105, y: 40)) == nil, "a gap between cells")
        #expect(requests.hoveredPath(at: nil) == nil, "no mouse over the view")
        h.down(150, 40, at: 0.1)
        #expect(requests.hoveredPath(at: Point(x: 150, y: 40)) == nil, "not while pressed")
        h.up(150, 40, at: 0.15)
        requests.requestDeletion(at: ItemPath(0, 0))
        #expect(requests.hoveredPath(at: Point(x: 150, y: 40)) == nil, "not while asking")
        requests.confirm(false)
        #expect(requests.hoveredPath(at: Point(x: 150, y: 40)) == ItemPath(0, 1))
    }

    @Test func noHoverDuringADrag() throws {
        let edit = try EngineHarness(sections: [engineItemNames(6)], mode: .edit)
        edit.advance(to: 0.1)
        #expect(edit.view.beginInteractiveMovementForItem(at: ItemPath(0, 0)))
        #expect(edit.view.requests.hoveredPath(at: Point(x: 150, y: 40)) == nil)
        edit.view.cancelInteractiveMovement()
        #expect(edit.view.requests.hoveredPath(at: Point(x: 150, y: 40)) == ItemPath(0, 1))
    }

    @Test func showContextMenuOpensTheItemsMenuAtItsCentreAndNotWhileAsking() {
        requests.showContextMenu(at: ItemPath(0, 2))
        let menu = requests.contextMenuConfiguration
        #expect(menu?.path == ItemPath(0, 2) && menu?.anchor == Rect(x: 270, y: 50, width: 0, height: 0))
        #expect(recorder.calls == [.present(.contextMenu(menu!))])
        requests.showContextMenu(at: ItemPath(3, 0))
        #expect(requests.contextMenuConfiguration == menu && recorder.calls.count == 1, "no item there: nothing is asked")
        requests.requestDeletion(at: ItemPath(0, 0))
        recorder.clear()
        requests.showContextMenu(at: ItemPath(0, 2))
        #expect(requests.contextMenuConfiguration == nil && recorder.calls.isEmpty, "a pending confirmation is modal")
    }

    @Test func aConfirmationReplacesTheOpenMenu() {
        requests.showContextMenu(at: ItemPath(0, 1))
        recorder.clear()
        requests.requestDeletion(at: ItemPath(1, 1))
        #expect(requests.contextMenuConfiguration == nil)
        let question = requests.confirmationRequest
        #expect(question?.title == "Delete contact?" && question?.paths == [ItemPath(1, 1)])
        #expect(recorder.calls == [.dismiss(.contextMenu), .present(.confirmation(question!))])
    }

    @Test func aDeletionRequestKeepsOnlyItemsInTheModelThatTheOwnerLetsGo() {
        h.view.delegate.canDeleteItem = { $0 != ItemPath(0, 3) }
        requests.requestDeletion(at: [ItemPath(0, 4), ItemPath(0, 3), ItemPath(7, 0), ItemPath(0, 1), ItemPath(0, 4)])
        #expect(requests.confirmationRequest?.paths == [ItemPath(0, 1), ItemPath(0, 4)])
        #expect(h.log == ["confirmDelete 0.1", "confirmDelete 0.4"])
        requests.confirm(true)
        #expect(h.sections[0] == ["A", "C", "D", "F"])
        #expect(requests.toastRequest?.message == "Deleted 2 contacts")
    }

    @Test func aDeletionRequestWithNothingToDeleteAsksNothing() {
        requests.requestDeletion(at: [ItemPath(5, 5)])
        h.view.delegate.canDeleteItem = { _ in false }
        requests.requestDeletion(at: [ItemPath(0, 0)])
        #expect(requests.confirmationRequest == nil && recorder.calls.isEmpty && h.log.isEmpty)
    }

    @Test func aSecondDeletionRequestWaitsForTheFirstsAnswer() {
        requests.requestDeletion(at: ItemPath(0, 0))
        requests.requestDeletion(at: ItemPath(0, 1))
        #expect(requests.confirmationRequest?.paths == [ItemPath(0, 0)])
        #expect(recorder.calls.count == 1)
    }

    @Test func noAnswerChangesTheModelAndOnlyYesOffersTheToast() {
        requests.requestDeletion(at: ItemPath(0, 0))
        requests.confirm(false)
        #expect(h.sections[0] == engineItemNames(6) && requests.toastRequest == nil)
        #expect(recorder.calls.last == .dismiss(.confirmation))
        #expect(!h.view.undoManager.canUndo)
        recorder.clear()
        requests.confirm(true)
        #expect(recorder.calls.isEmpty && h.sections[0] == engineItemNames(6), "answered once: a second answer does nothing")
    }

    @Test func aConfirmationWhoseItemLeftTheModelIsTakenDownUnanswered() throws {
        requests.requestDeletion(at: [ItemPath(0, 0), ItemPath(0, 1)])
        var snapshot = h.view.snapshot
        try snapshot.delete(at: [ItemPath(0, 1)])
        h.view.apply(snapshot, animated: false)
        #expect(requests.confirmationRequest == nil && recorder.calls.last == .dismiss(.confirmation))
        requests.confirm(true)
        #expect(h.sections[0] == ["A", "C", "D", "E", "F"], "the stale question deletes nothing")
    }

    @Test func aCustomMenuEntryIsToldToTheOwnerWithItsPath() {
        h.view.delegate.contextMenuItems = { _ in [ContextMenu.Item(title: "Open", identifier: "open")] }
        requests.showContextMenu(at: ItemPath(1, 1))
        requests.performContextMenuAction(.custom("open"))
        #expect(h.log == ["menuAction 1.1 open"])
        #expect(requests.contextMenuConfiguration == nil && recorder.calls.last == .dismiss(.contextMenu))
    }

    @Test func theToastStandsOnlyWhileItsDeletionIsTheLastChange() {
        requests.requestDeletion(at: ItemPath(0, 0))
        requests.confirm(true)
        #expect(requests.toastRequest?.message == "Deleted A")
        requests.dismissToast()
        #expect(requests.toastRequest == nil && recorder.calls.last == .dismiss(.toast))
        recorder.clear()
        requests.dismissToast()
        #expect(recorder.calls.isEmpty, "nothing to take down twice")
        requests.performToastAction()
        #expect(h.sections[0] == engineItemNames(5, from: 1), "a dismissed toast undoes nothing")
    }

    @Test func replacingThePresenterTakesEverythingDownInTheOldOne() {
        requests.showContextMenu(at: ItemPath(0, 1))
        let next = RequestRecorder()
        requests.presenter = next
        #expect(recorder.calls.suffix(3) == [.dismiss(.contextMenu), .dismiss(.confirmation), .dismiss(.toast)])
        #expect(requests.contextMenuConfiguration != nil, "the request stays pending for the new presenter")
        let before = next.calls
        requests.presenter = next
        #expect(next.calls == before, "the same presenter again is not told anything")
        requests.presenter = nil
        #expect(next.calls.suffix(3) == [.dismiss(.contextMenu), .dismiss(.confirmation), .dismiss(.toast)])
    }
}
