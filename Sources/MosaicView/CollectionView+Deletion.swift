import MosaicCore

extension CollectionView {
    /// The confirmation the view asked for and that is still pending, or nil.
    public var confirmationRequest: ConfirmationRequest? { requests.question }

    /// Asks once whether to delete the items of `paths` the delegate lets go, anchored at `anchorPath`'s
    /// cell; while pending, only its items are drawn selected and highlighted, and no focus ring.
    func openDeleteConfirmation(for paths: [ItemPath], anchoredAt anchorPath: ItemPath) {
        guard let asked = requestPlanner.deletion(of: paths, anchoredAt: anchorPath) else { return }
        highlighted = nil
        setModal(.confirmation(asked.question, items: asked.items))
        for p in asked.question.paths { emit(.confirmDelete(p)) }
    }

    /// Asks whether to delete the item at `path` (the keyboard's delete key does this).
    public func requestDeletion(at path: ItemPath) { requestDeletion(at: [path]) }

    /// Asks once whether to delete every item of `paths` ("Delete 3 items?"); paths outside the
    /// model are ignored. Nothing during a drag or another confirmation.
    public func requestDeletion(at paths: [ItemPath]) {
        let valid = paths.filter { snapshot[$0] != nil }.sorted()
        guard requests.confirmingItems == nil, !dragInProgress, let first = valid.first else { return }
        openDeleteConfirmation(for: valid, anchoredAt: first)
    }

    /// Answers the pending confirmation: `true` deletes its items (model first, then view; one
    /// undoable edit) and asks for the Undo toast; `false` changes nothing. No-op without one.
    public func confirm(_ yes: Bool) {
        guard let items = requests.confirmingItems else { return }
        let time = max(clock.now, lastEventTime)
        onRecord?(.confirm(yes: yes, time: time))
        setModal(nil)
        let present = items.filter { snapshot.contains($0) }
        guard yes, !present.isEmpty else { return }
        deleteItems(present, at: time, announce: true, undoable: true)
        let toast = configuration.deletionConfirmation.toast(naming: name(of: present[0]), count: present.count,
                                                             duration: configuration.undoToastDuration, at: time)
        if requests.offerUndo(toast, undoDepth: undoStack.count) { presenter?.present(.toast(toast)) }
    }

    /// The toast the view asked for while it stands (not expired, its deletion the last undoable change).
    public var toastRequest: ToastRequest? {
        requests.currentToast(at: max(clock.now, lastEventTime), undoDepth: undoStack.count)
    }

    /// Answers the toast's action (Undo): undoes its deletion, as ctrl+z would, while it stands.
    public func performToastAction() { if toastRequest != nil { undo() } }

    /// Takes the toast down (it timed out in a native presenter, or a change made it stale).
    public func dismissToast() {
        guard requests.toast != nil else { return }
        requests.toast = nil
        presenter?.dismiss(.toast)
    }
}
