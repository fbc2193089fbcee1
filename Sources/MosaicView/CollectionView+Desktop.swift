import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// Offers an accepted event to the presenter, then follows the desktop rules (``DesktopRoute``:
    /// a right click asks for a menu, a pending confirmation is modal). True when the view must not act further.
    func routeToPresenter(_ event: InputEvent) -> Bool {
        let confirming = requests.confirmingItems != nil
        let taken = presenter?.handle(event) ?? false
        switch DesktopRoute(event, confirming: confirming, taken: taken, dragging: dragInProgress, pointerDown: !pointersDown.isEmpty) {
        case .pass: return false
        case .consumed: return true
        case .contextMenu(let point): openContextMenu(at: point)
        case .stopMomentum: scrolling.momentum = nil
        case .modal(let resetFirst):
            if resetFirst { gestures.reset() }   // and, no pointer being down any more, the long press ends below
            if pointersDown.isEmpty { gestures.pointersLifted(); highlighted = nil }
            _ = gestures.handle(event)
        }
        return true
    }

    /// Replaces the pending modal request, telling the presenter what to take down and show.
    func setModal(_ modal: PresentationState<ItemID>.Modal?) {
        let old = requests.modal
        requests.modal = modal
        requests.check(against: snapshot)
        if let old { presenter?.dismiss(old.request.kind) }
        if let modal { presenter?.present(modal.request) }
    }

    /// The item under a mouse hovering at `point` (viewport); nil while pressed, dragging or asking.
    public func hoveredPath(at point: Point?) -> ItemPath? {
        guard let point, pointersDown.isEmpty, drag == nil, requests.modal == nil else { return nil }
        return itemPath(atViewportPoint: point)
    }

    /// The context menu the view asked for and that is still open, or nil.
    public var contextMenuConfiguration: ContextMenuConfiguration? { requests.menu }

    /// Asks for the context menu of the item at `point` (viewport); over a gap, closes it.
    func openContextMenu(at point: Point) {
        guard let path = itemPath(atViewportPoint: point),
              let menu = requestPlanner.contextMenu(of: path, at: point, ownerItems: { self.delegate.contextMenuItems?($0) ?? [] },
                                                    sectionName: sectionName)
        else { return closeContextMenu() }
        (highlighted, scrolling.momentum) = (nil, nil)
        setModal(menu)
    }

    /// Asks for the menu of the item at `path` as a right click at its centre would (not while dragging or asking).
    public func showContextMenu(at path: ItemPath) {
        guard requests.confirmingItems == nil, !dragInProgress, let center = viewport.center(ofItemAt: path, in: layout) else { return }
        openContextMenu(at: center)
    }

    /// Answers the open context menu with "nothing" (Escape, a click outside): it is dismissed.
    public func closeContextMenu() { if requests.menuItem != nil { setModal(nil) } }

    /// Answers the open context menu with `action`, which must be one of its enabled entries
    /// (anything else is ignored): the menu is dismissed, then the action performed.
    public func performContextMenuAction(_ action: ContextMenu.Action) {
        guard let answer = requestPlanner.answer(action, to: requests.modal) else { return }
        closeContextMenu()
        switch answer {
        case .confirmDeletion(let paths, let anchor): openDeleteConfirmation(for: paths, anchoredAt: anchor)
        case .moveToSection(let item, let section): moveItem(item, toEndOfSection: section, at: max(clock.now, lastEventTime))
        case .custom(let identifier, let path): emit(.contextMenuAction(identifier, path))
        }
    }

    /// Builds the view's requests from its state (``RequestPlanner``).
    var requestPlanner: RequestPlanner<SectionID, ItemID> {
        RequestPlanner(state: state, configuration: configuration, contentOffset: contentOffset,
                       canDelete: { self.delegate.canDeleteItem?($0) ?? true }, name: name(of:))
    }
}
