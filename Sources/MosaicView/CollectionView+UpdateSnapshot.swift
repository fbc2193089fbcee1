import MosaicCore

extension CollectionView {
    /// Edits the view's snapshot in place and applies the result — UIKit's
    /// `performBatchUpdates` for a snapshot model: the view LENDS its own snapshot to `edit`, so
    /// the edit verbs (`insert`, `delete`, `move`, `reloadItems(at:)`…) change it in place, with
    /// no copy of the items (no reference-count traffic per identity), and then applies it
    /// exactly as ``apply(_:animated:sizeForNewItem:)`` would apply an edited copy: the same
    /// changeset, animations, delegate events and outcome.
    ///
    /// During `edit` the view holds no items: calling into the view from `edit` (reading its
    /// `snapshot`, applying, handling events) is a programming error and stops with a message.
    /// If `edit` throws, the view's snapshot is restored as it was and nothing is applied.
    ///
    /// The snapshot is lent when it is the untouched state of the last apply and nothing
    /// depends on the old model during the apply; otherwise — a drag in progress, a drag
    /// shared with other views, a horizontal right-to-left layout, or a snapshot edited since —
    /// `edit` gets a copy and the copy is applied (the cost of `var copy = view.snapshot`).
    /// An edit that stops the snapshot's recording (a section edit, or edits in more places than
    /// an eighth of the items) or marks items for reload by identity is applied as that copy
    /// would be, through the diff: the lent snapshot keeps the state it was lent as when its
    /// recording stops. Only assigning another snapshot to it (rather than editing it) gives the
    /// old state up: that one is taken without animation and an empty changeset is returned,
    /// and a throw after it cannot restore — ``apply(_:animated:sizeForNewItem:)`` it instead.
    /// - Returns: the changeset that was applied.
    /// - Complexity: O(d) for the d displayed items, plus what `edit` does, plus the apply of the
    ///   recorded edits (O(changes) before the layout data); when the recording stopped, O(n)
    ///   for the rebuilt old state and the diff, as for an edited copy.
    @discardableResult
    public func updateSnapshot(animated: Bool = true, sizeForNewItem: (ItemID) -> Size = { _ in Size(width: 100, height: 100) },
                               _ edit: (inout Snapshot) throws -> Void) rethrows -> Changeset<SectionID, ItemID> {
        precondition(!state.loan.isLent, "updateSnapshot: the snapshot is already lent to an edit; do not call into the view from it")
        guard state.canLend, crossView.isIdle, !readsFromContentEnd else {
            var copy = snapshot
            try edit(&copy)
            return apply(copy, animated: animated, sizeForNewItem: sizeForNewItem)
        }
        let time = prepareForApply()
        let displayed = state.displayedItems(in: displayRect)
        var lent = state.lendSnapshot()
        do {
            try edit(&lent)
        } catch {
            state.takeBack(afterThrow: &lent, sizeForNewItem: sizeForNewItem)
            setContentOffset(contentOffset)   // an adopted model may be shorter
            throw error
        }
        switch state.takeBack(&lent, displayed: displayed, animating: animated ? animatingItems : [],
                              sizeForNewItem: sizeForNewItem) {
        case .planned(let plan): return finishApply(lent, plan, animated: animated, at: time)
        case .restored: return apply(lent, animated: animated, sizeForNewItem: sizeForNewItem)
        case .adopted:
            setContentOffset(contentOffset)
            return Changeset()
        }
    }
}
