import MosaicCore

extension CollectionViewRequests {
    // MARK: - Context menu

    /// The context menu the view asked for and that is still open, or nil.
    public var contextMenuConfiguration: ContextMenuConfiguration? { pending.menu }

    /// Asks for the context menu of the item at `point` (viewport); over a gap, closes it.
    func openContextMenu(at point: Point) {
        guard let path = view.itemPath(atViewportPoint: point),
              let menu = planner.contextMenu(of: path, at: point, ownerItems: { [view] in view.delegate.contextMenuItems?($0) ?? [] },
                                             sectionName: view.sectionName)
        else { return closeContextMenu() }
        (view.state.highlighted, view.scrolling.momentum) = (nil, nil)
        setModal(menu)
    }

    /// Asks for the menu of the item at `path` as a right click at its centre would (not while dragging or asking).
    public func showContextMenu(at path: ItemPath) {
        guard !isConfirming, !view.dragInProgress, let center = view.viewport.center(ofItemAt: path, in: view.layout) else { return }
        openContextMenu(at: center)
    }

    /// Answers the open context menu with "nothing" (Escape, a click outside): it is dismissed.
    public func closeContextMenu() { if pending.menuItem != nil { setModal(nil) } }

    /// Answers the open context menu with `action`, which must be one of its enabled entries
    /// (anything else is ignored): the menu is dismissed, then the action performed.
    public func performContextMenuAction(_ action: ContextMenu.Action) {
        guard let answer = planner.answer(action, to: pending.modal) else { return }
        closeContextMenu()
        switch answer {
        case .confirmDeletion(let paths, let anchor): openDeleteConfirmation(for: paths, anchoredAt: anchor)
        case .moveToSection(let item, let section): view.moveItem(item, toEndOfSection: section, at: now)
        case .custom(let identifier, let path): view.emit(.contextMenuAction(identifier, path))
        }
    }

    // MARK: - Deletion confirmation

    /// The confirmation the view asked for and that is still pending, or nil.
    public var confirmationRequest: ConfirmationRequest? { pending.question }

    /// Asks once whether to delete the items of `paths` the delegate lets go, anchored at `anchorPath`'s
    /// cell; while pending, only its items are drawn selected and highlighted, and no focus ring.
    func openDeleteConfirmation(for paths: [ItemPath], anchoredAt anchorPath: ItemPath) {
        guard let asked = planner.deletion(of: paths, anchoredAt: anchorPath) else { return }
        view.state.highlighted = nil
        setModal(.confirmation(asked.question, items: asked.items))
        for p in asked.question.paths { view.emit(.confirmDelete(p)) }
    }

    /// Asks whether to delete the item at `path` (the keyboard's delete key does this).
    public func requestDeletion(at path: ItemPath) { requestDeletion(at: [path]) }

    /// Asks once whether to delete every item of `paths` ("Delete 3 items?"); paths outside the
    /// model are ignored. Nothing during a drag or another confirmation.
    public func requestDeletion(at paths: [ItemPath]) {
        let valid = paths.filter { view.snapshot[$0] != nil }.sorted()
        guard !isConfirming, !view.dragInProgress, let first = valid.first else { return }
        openDeleteConfirmation(for: valid, anchoredAt: first)
    }

    /// Answers the pending confirmation: `true` deletes its items (model first, then view; one
    /// undoable edit) and asks for the Undo toast; `false` changes nothing. No-op without one.
    public func confirm(_ yes: Bool) {
        guard let items = pending.confirmingItems else { return }
        let time = now
        view.onRecord?(.confirm(yes: yes, time: time))
        setModal(nil)
        let present = items.filter { view.snapshot.contains($0) }
        guard yes, !present.isEmpty else { return }
        view.deleteItems(present, at: time, announce: true, undoable: true)
        let toast = view.configuration.deletionConfirmation.toast(naming: view.name(of: present[0]), count: present.count,
                                                                  duration: view.configuration.undoToastDuration, at: time)
        if pending.offerUndo(toast, undoDepth: view.undoManager.undoDepth) { presenter?.present(.toast(toast)) }
    }

    // MARK: - Undo toast

    /// The toast the view asked for while it stands (not expired, its deletion the last undoable change).
    public var toastRequest: ToastRequest? { pending.currentToast(at: now, undoDepth: view.undoManager.undoDepth) }

    /// Answers the toast's action (Undo): undoes its deletion, as ctrl+z would, while it stands.
    public func performToastAction() { if toastRequest != nil { view.undoManager.undo() } }

    /// Takes the toast down (it timed out in a native presenter, or a change made it stale).
    public func dismissToast() {
        guard pending.toast != nil else { return }
        pending.toast = nil
        presenter?.dismiss(.toast)
    }
}
