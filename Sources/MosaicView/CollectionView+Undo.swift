import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// True when ``undo()`` would act: a committed move, exchange or deletion is on the undo
    /// stack, and no drag or confirmation dialog is in progress. - Complexity: O(1).
    public var canUndo: Bool { !history.undoEntries.isEmpty && drag == nil && !requests.isConfirming }
    /// True when ``redo()`` would act: an undone change is on the redo stack (any new committed
    /// change clears it), and no drag or confirmation dialog is in progress. - Complexity: O(1).
    public var canRedo: Bool { !history.redoEntries.isEmpty && drag == nil && !requests.isConfirming }

    /// The undo stack (the latest last).
    var undoStack: [UndoHistory<SectionID, ItemID>.Step] { history.undoEntries }

    func recordUndo(_ entry: UndoEntry<SectionID, ItemID>) {
        requests.dismissToast()
        history.record(entry)
    }

    /// Registers a change the owner undoes and redoes itself, in the view's undo order: ctrl+z,
    /// ``undo()``, the Undo toast and ``redo()`` reach it in turn with the view's own entries.
    ///
    /// Called from a committed change's notification — `delegate.moveItem` / `moveItems`,
    /// `didFinishExchangeTransaction`, `didDeleteItem` (any of a deletion's items), or the
    /// matching ``onEvent`` event — it takes the place of the view's entry for that change: for
    /// an owner that rewrote the model in the notification, so the view's entry could no longer
    /// be resolved. Called anywhere else it is recorded at once, as the latest change. Either
    /// way the redo stack empties, as for every new change.
    ///
    /// Undo calls `undo`, redo calls `redo`; each returns nil when it did the change (the view
    /// logs `undo <name>` / `redo <name>` and keeps the entry for the other direction; the
    /// delegate's `didUndo` / `didRedo` are not told: the owner made the change), or the reason
    /// it could not (the entry is dropped and "Cannot undo: <reason>" announced).
    /// - Complexity: O(1).
    public func registerUndo(named name: String, undo: @escaping () -> String?, redo: @escaping () -> String?) {
        history.register(OwnerUndo(name: name, undo: undo, redo: redo))
    }

    /// Reverses the user's last committed move, exchange or deletion (ctrl+z), animated, on the
    /// **same items** wherever they are now: an `apply(_:)` in between cannot make undo move
    /// other items. The owner's rules are asked first, as for the gesture (`canMoveItem` then
    /// `targetForMove` for a move; `canBeginExchange` then `canDisplace` for an exchange; not
    /// logged as `canMove`/`canBegin` lines). Logs `undo <what>` in the paths of this moment
    /// (e.g. `undo move 0.0 -> 1.2`: the item now at 1.2 goes back to 0.0), then tells
    /// `delegate.didUndo` those paths. When the items are gone (or back, for a deletion), or
    /// the owner refuses, nothing changes: the entry is dropped and the reason announced
    /// ("Cannot undo: Ada is no longer in the collection"). An owner's entry
    /// (``registerUndo(named:undo:redo:)``) is undone by the owner: `didUndo` is not told.
    /// - Returns: the edits applied to the model (empty when nothing was undone, or when the
    ///   owner undid its own entry).
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

    /// Performs the step the history decides (``UndoHistory/next(reversed:in:size:name:refusal:)``):
    /// the view's entry under the owner's rules, animated; an owner's step is the owner's, which it
    /// tells itself. The edits, or nil (nothing changed — the reason announced — or the owner's step).
    private func perform(reversed: Bool) -> [CollectionEdit]? {
        let rules = moveRules
        switch history.next(reversed: reversed, in: snapshot, size: { self.layout.itemSize(at: $0) }, name: name(of:),
                            refusal: { rules.refusal(of: $0, $1, in: self.snapshot, name: self.name(of:), names: self.names(of:)) }) {
        case .nothing:
            return nil
        case .refused(let announcement):
            emit(.announce(announcement))
            return nil
        case .ownerPerformed(let name):
            requests.dismissToast()
            emit(reversed ? .undo(name) : .redo(name))
            return nil
        case .perform(let entry, let resolved):
            let before = snapshot
            relayout(animation: configuration.layoutAnimation) { state.perform(resolved.operation) }
            state.forgetItemsNotInModel()
            assertInvariants(after: reversed ? "undo" : "redo")
            requests.dismissToast()
            history.finish(entry, before: before, now: snapshot)
            emit(reversed ? .undo(resolved.logLine) : .redo(resolved.logLine))
            return resolved.edits
        }
    }
}
