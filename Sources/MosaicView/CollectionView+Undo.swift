import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// True when ``undo()`` would act: a committed move, exchange or deletion is on the undo
    /// stack, and no drag or confirmation dialog is in progress. - Complexity: O(1).
    public var canUndo: Bool { !history.undoEntries.isEmpty && drag == nil && requests.confirmingItems == nil }
    /// True when ``redo()`` would act: an undone change is on the redo stack (any new committed
    /// change clears it), and no drag or confirmation dialog is in progress. - Complexity: O(1).
    public var canRedo: Bool { !history.redoEntries.isEmpty && drag == nil && requests.confirmingItems == nil }

    /// The undo stack (the latest last).
    var undoStack: [UndoEntry<SectionID, ItemID>] { history.undoEntries }

    func recordUndo(_ entry: UndoEntry<SectionID, ItemID>) {
        dismissToast()
        history.record(entry)
    }

    /// Reverses the user's last committed move, exchange or deletion (ctrl+z), animated, on the
    /// **same items** wherever they are now: an `apply(_:)` in between cannot make undo move
    /// other items. The owner's rules are asked first, as for the gesture (`canMoveItem` then
    /// `targetForMove` for a move; `canBeginExchange` then `canDisplace` for an exchange; not
    /// logged as `canMove`/`canBegin` lines). Logs `undo <what>` in the paths of this moment
    /// (e.g. `undo move 0.0 -> 1.2`: the item now at 1.2 goes back to 0.0), then tells
    /// `delegate.didUndo` those paths. When the items are gone (or back, for a deletion), or
    /// the owner refuses, nothing changes: the entry is dropped and the reason announced
    /// ("Cannot undo: Ada is no longer in the collection").
    /// - Returns: the edits applied to the model (empty when nothing was undone).
    @discardableResult
    public func undo() -> [CollectionEdit] {
        guard canUndo, let edits = perform(reversed: true) else { return [] }
        delegate.didUndo?(edits)
        return edits
    }

    /// Repeats the last undone change (ctrl+shift+z), animated, on the same items and under the
    /// same rules as ``undo()``. Logs `redo <what>`, then tells `delegate.didRedo`.
    /// - Returns: the edits applied to the model (empty when nothing was redone).
    @discardableResult
    public func redo() -> [CollectionEdit] {
        guard canRedo, let edits = perform(reversed: false) else { return [] }
        delegate.didRedo?(edits)
        return edits
    }

    /// Takes the entry, resolves it, asks the owner, performs it and keeps the refreshed entry
    /// for the other direction: the edits, or nil (nothing changed, the reason announced).
    private func perform(reversed: Bool) -> [CollectionEdit]? {
        guard let entry = history.take(reversed: reversed) else { return nil }
        let verb = reversed ? "undo" : "redo"
        let resolved: ResolvedUndo<ItemID>
        switch entry.resolve(in: snapshot, reversed: reversed, size: { self.layout.itemSize(at: $0) }, name: name(of:)) {
        case .failure(let reason):
            emit(.announce("Cannot \(verb): \(reason.text)"))
            return nil
        case .success(let r):
            resolved = r
        }
        if let refusal = moveRules.refusal(of: entry, resolved, in: snapshot, name: name(of:), names: names(of:)) {
            emit(.announce("Cannot \(verb): \(refusal)"))
            return nil
        }
        let before = snapshot
        relayout(animation: configuration.layoutAnimation) { state.perform(resolved.operation) }
        state.forgetItemsNotInModel()
        assertInvariants(after: verb)
        dismissToast()
        history.performed(entry.refreshed(before: before, now: snapshot, reversed: reversed), reversed: reversed)
        emit(reversed ? .undo(resolved.logLine) : .redo(resolved.logLine))
        return resolved.edits
    }
}
