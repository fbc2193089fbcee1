import MosaicCore

/// What the view has asked its presenter and not yet had answered: at most one modal request
/// (a context menu or a confirmation) and, independently, the Undo toast. Only what the view
/// needs to act on an answer is kept besides the request itself: the items, by identity.
struct PresentationState<ItemID: Hashable & Sendable> {
    /// The pending modal request.
    enum Modal {
        /// A context menu about `item`.
        case contextMenu(ContextMenuConfiguration, item: ItemID)
        /// A confirmation about `items` (one per path of the request, in the same order).
        case confirmation(ConfirmationRequest, items: [ItemID])
    }

    /// The toast and the undo stack's depth right after the deletion it offers to undo.
    struct Toast {
        var request: ToastRequest
        var undoDepth: Int
    }

    var modal: Modal?
    var toast: Toast?

    /// The items a pending confirmation is about, or nil.
    var confirmingItems: [ItemID]? {
        if case .confirmation(_, let items)? = modal { return items }
        return nil
    }

    /// The item of the open context menu, or nil.
    var menuItem: ItemID? {
        if case .contextMenu(_, let item)? = modal { return item }
        return nil
    }

    /// True when the pending modal request is about an item no longer in `snapshot` (a menu's
    /// item, any item of a confirmation): it must be dismissed. - Complexity: O(k) lookups for k items.
    func isStale<S: Hashable & Sendable>(in snapshot: SectionedSnapshot<S, ItemID>) -> Bool {
        switch modal {
        case .contextMenu(_, let item)?: return !snapshot.contains(item)
        case .confirmation(_, let items)?: return !items.allSatisfy(snapshot.contains)
        case nil: return false
        }
    }

    /// Checks the invariants against the model: a menu's item and every item of a confirmation
    /// exist, a confirmation is about at least one item and lists one path per item.
    func check<S: Hashable & Sendable>(against snapshot: SectionedSnapshot<S, ItemID>) {
        switch modal {
        case .contextMenu(_, let item)?:
            assert(snapshot.contains(item), "the context menu's item is not in the model")
        case .confirmation(let request, let items)?:
            assert(!items.isEmpty && items.count == request.paths.count,
                   "a confirmation is about \(items.count) items for \(request.paths.count) paths; expected as many, at least one")
            assert(items.allSatisfy(snapshot.contains), "a pending confirmation is about an item not in the model")
        case nil:
            break
        }
    }
}

extension PresentationState {
    /// The open menu's configuration, or nil.
    var menu: ContextMenuConfiguration? {
        if case .contextMenu(let menu, _)? = modal { return menu }
        return nil
    }

    /// The pending confirmation, or nil.
    var question: ConfirmationRequest? {
        if case .confirmation(let question, _)? = modal { return question }
        return nil
    }

    /// Keeps `toast` (offered right after its deletion, the undo stack `undoDepth` deep) unless its
    /// duration shows nothing (0, or not finite); true when kept.
    mutating func offerUndo(_ toast: ToastRequest, undoDepth: Int) -> Bool {
        guard toast.duration > 0, toast.duration.isFinite else { return false }
        assert(undoDepth > 0, "an Undo toast is offered right after an undoable deletion; the undo stack is empty")
        assert(toast.expires.isFinite, "the toast's expiry \(toast.expires) is not a time on the view's clock")
        self.toast = Toast(request: toast, undoDepth: undoDepth)
        return true
    }

    /// The toast while it stands at `now` with the undo stack `undoDepth` deep: nil once it
    /// expired or its deletion is no longer the last undoable change.
    func currentToast(at now: Double, undoDepth: Int) -> ToastRequest? {
        guard let toast, now < toast.request.expires, undoDepth == toast.undoDepth else { return nil }
        return toast.request
    }
}

extension PresentationState.Modal {
    /// The request the presenter shows for this state.
    var request: CollectionViewRequest {
        switch self {
        case .contextMenu(let menu, _): return .contextMenu(menu)
        case .confirmation(let question, _): return .confirmation(question)
        }
    }
}
