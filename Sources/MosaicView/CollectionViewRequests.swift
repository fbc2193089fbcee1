import MosaicCore
import MosaicInteraction

/// The chrome of a ``CollectionView`` — context menus, the deletion confirmation, the Undo
/// toast, the hovered cell — kept apart from the engine: the view decides *that* a request is
/// due (a right click, the delete key, a confirmed deletion); this object keeps what is
/// pending, hands it to the ``presenter`` and turns the answers (the presenter's, or code's)
/// back into the view's changes. Reach it as ``CollectionView/requests``; it lives as long
/// as its view and holds it unowned.
///
/// Invariants, checked at every change (debug builds): at most one context menu or
/// confirmation is pending (a confirmation replaces a menu); a menu's item and every item of
/// a confirmation are in the model, a confirmation listing one path per item; the toast stands
/// only while its deletion is the last undoable change and until it expires. While a
/// confirmation is pending the view is modal: it takes no gesture, key or wheel of its own.
public final class CollectionViewRequests<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The view these requests are about (it owns this object).
    unowned let view: CollectionView<SectionID, ItemID>
    /// What the view has asked and not had answered.
    var pending = PresentationState<ItemID>()

    init(view: CollectionView<SectionID, ItemID>) { self.view = view }

    /// Shows the view's requests — context menus, confirmations, the Undo toast — and answers
    /// them (see ``CollectionViewRequest``); it is offered every accepted input event first
    /// and decorates the display list. Nil: nothing is shown, the requests are still made and
    /// can be answered from code. It is kept strongly; the one it replaces is told to
    /// dismiss everything.
    public var presenter: (any CollectionViewPresenter<ItemID>)? {
        didSet {
            guard let oldValue, oldValue !== presenter else { return }
            for kind in [CollectionViewRequest.Kind.contextMenu, .confirmation, .toast] { oldValue.dismiss(kind) }
        }
    }

    /// True while a confirmation is pending (the view is modal then).
    var isConfirming: Bool { pending.confirmingItems != nil }

    /// The item under a mouse hovering at `point` (viewport); nil while pressed, dragging or asking.
    public func hoveredPath(at point: Point?) -> ItemPath? {
        guard let point, view.input.pointers.down.isEmpty, view.drag == nil, pending.modal == nil else { return nil }
        return view.itemPath(atViewportPoint: point)
    }

    /// Offers an accepted event to the presenter, then follows the desktop rules (``DesktopRoute``:
    /// a right click asks for a menu, a pending confirmation is modal). True when the view must not act further.
    func route(_ event: InputEvent) -> Bool {
        let confirming = isConfirming   // before the presenter answers it
        let taken = presenter?.handle(event) ?? false
        switch DesktopRoute(event, confirming: confirming, taken: taken, dragging: view.dragInProgress,
                            pointerDown: !view.input.pointers.down.isEmpty) {
        case .pass: return false
        case .consumed: return true
        case .contextMenu(let point): openContextMenu(at: point)
        case .stopMomentum: view.scrolling.momentum = nil
        case .modal(let resetFirst):
            if resetFirst { view.gestures.reset() }   // and, no pointer being down any more, the long press ends below
            if view.input.pointers.down.isEmpty { view.gestures.pointersLifted(); view.state.highlighted = nil }
            _ = view.gestures.handle(event)
        }
        return true
    }

    /// Replaces the pending modal request, telling the presenter what to take down and show.
    func setModal(_ modal: PresentationState<ItemID>.Modal?) {
        let old = pending.modal
        pending.modal = modal
        pending.check(against: view.snapshot)
        if let old { presenter?.dismiss(old.request.kind) }
        if let modal { presenter?.present(modal.request) }
    }

    /// Dismisses a pending menu or confirmation whose items left the model.
    func dismissStale() { if pending.isStale(in: view.snapshot) { setModal(nil) } }

    /// Takes the toast down once it expired (per frame).
    func expireToast(at now: Double) {
        if let toast = pending.toast, now >= toast.request.expires { dismissToast() }
    }

    /// When the toast expires, if one stands.
    var nextDeadline: Double? { pending.toast?.request.expires }

    /// The time of an answer: the clock's, never before the last event.
    var now: Double { view.now }

    /// Builds the view's requests from its state (``RequestPlanner``).
    var planner: RequestPlanner<SectionID, ItemID> {
        RequestPlanner(state: view.state, configuration: view.configuration, contentOffset: view.contentOffset,
                       canDelete: { [view] in view.delegate.canDeleteItem?($0) ?? true }, name: view.name(of:))
    }
}
