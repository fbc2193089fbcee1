import MosaicAnimation
import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// The confirmation the view asked for and that is still pending, or nil.
    public var confirmationRequest: ConfirmationRequest? {
        if case .confirmation(let question, _)? = presentation.modal { return question }
        return nil
    }

    /// Asks once whether to delete every item of `paths` that the delegate lets go ("Delete Ada
    /// Lovelace?", "Delete 3 contacts?"), anchored at `anchorPath`'s cell (a long press, the
    /// delete key, the menu's Delete). While pending, its items are drawn selected and
    /// highlighted and no other cell shows a selection or focus ring.
    func openDeleteConfirmation(for paths: [ItemPath], anchoredAt anchorPath: ItemPath) {
        let paths = Array(Set(paths)).sorted().filter { snapshot[$0] != nil && (delegate.canDeleteItem?($0) ?? true) }
        guard !paths.isEmpty, let attrs = layout.attributesForItem(at: anchorPath) else { return }
        let items = paths.compactMap { snapshot[$0] }
        let anchor = attrs.frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
        let question = configuration.deletionConfirmation.question(
            naming: name(of: snapshot[anchorPath] ?? items[0]), count: items.count,
            path: paths.contains(anchorPath) ? anchorPath : paths[0], paths: paths, anchor: anchor)
        highlighted = nil
        setModal(.confirmation(question, items: items))
        for p in paths { emit(.confirmDelete(p)) }
    }

    /// Asks whether to delete the item at `path` (the keyboard's delete key does this).
    /// Nothing during a drag or another confirmation.
    public func requestDeletion(at path: ItemPath) {
        requestDeletion(at: [path])
    }

    /// Asks once whether to delete every item of `paths` ("Delete 3 items?"); "Yes" deletes
    /// them in one undoable edit. Paths outside the model are ignored.
    public func requestDeletion(at paths: [ItemPath]) {
        let valid = paths.filter { snapshot[$0] != nil }.sorted()
        guard presentation.confirmingItems == nil, !dragInProgress, let first = valid.first else { return }
        openDeleteConfirmation(for: valid, anchoredAt: first)
    }

    /// Answers the pending confirmation: `true` removes its items from the model first (one
    /// undoable edit), then from the view, the others animating to their new frames, and asks
    /// for the Undo toast; `false` changes nothing. No-op without a pending confirmation.
    public func confirm(_ yes: Bool) {
        guard let items = presentation.confirmingItems else { return }
        let time = max(clock.now, lastEventTime)
        onRecord?(.confirm(yes: yes, time: time))
        setModal(nil)
        let present = items.filter { snapshot.contains($0) }
        guard yes, !present.isEmpty else { return }
        deleteItems(present, at: time, announce: true, undoable: true)
        showUndoToast(for: present, at: time)
    }
}
