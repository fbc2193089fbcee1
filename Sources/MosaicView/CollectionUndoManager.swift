import MosaicCore
import MosaicInteraction

/// Undo and redo for a ``CollectionView`` (UIKit's `undoManager`): the user's committed moves,
/// exchanges and deletions, recorded by identity, and the owner's own entries
/// (``registerUndo(named:undo:redo:)``), in one order — ctrl+z and ctrl+shift+z, the Undo toast
/// and these methods reach them in turn. Reach it as ``CollectionView/undoManager``; it lives
/// as long as its view and holds it unowned.
///
/// Invariants: nothing is undone or redone while a drag or a confirmation is in progress; every
/// new committed change empties the redo stack and takes the Undo toast down; an entry whose
/// items are gone, or that the owner's rules refuse, is dropped with its reason announced
/// (both stacks hold entries by identity, resolved when they are performed).
public final class CollectionUndoManager<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The view whose changes these are (it owns this object).
    unowned let view: CollectionView<SectionID, ItemID>
    /// Committed changes for undo and redo (by identity).
    var history = UndoHistory<SectionID, ItemID>()

    init(view: CollectionView<SectionID, ItemID>) { self.view = view }

    /// True when ``undo()`` would act: a committed move, exchange or deletion is on the undo
    /// stack, and no drag or confirmation dialog is in progress. - Complexity: O(1).
    public var canUndo: Bool { !history.undoEntries.isEmpty && isIdle }
    /// True when ``redo()`` would act: an undone change is on the redo stack (any new committed
    /// change clears it), and no drag or confirmation dialog is in progress. - Complexity: O(1).
    public var canRedo: Bool { !history.redoEntries.isEmpty && isIdle }

    /// No drag and no confirmation in progress.
    private var isIdle: Bool { view.drag == nil && !view.requests.isConfirming }

    /// How many steps the undo stack holds.
    var undoDepth: Int { history.undoEntries.count }

    /// Records a committed change of the view (the Undo toast of an earlier one goes).
    func record(_ entry: UndoEntry<SectionID, ItemID>) {
        view.requests.dismissToast()
        history.record(entry)
    }

    /// Registers a change the owner undoes and redoes itself, in the view's undo order: ctrl+z,
    /// ``undo()``, the Undo toast and ``redo()`` reach it in turn with the view's own entries.
    ///
    /// Called from a committed change's notification — `delegate.moveItem` / `moveItems`,
    /// `didFinishExchangeTransaction`, `didDeleteItem` (any of a deletion's items), or the
    /// matching ``CollectionView/onEvent`` event — it takes the place of the view's entry for that change: for
    /// an owner that rewrote the model in the notification, so the view's entry could no longer
    /// be resolved. Called anywhere else it is recorded at once, as the latest change (the Undo
    /// toast of an earlier deletion goes). Either way the redo stack empties, as for every new change.
    ///
    /// Undo calls `undo`, redo calls `redo`; each returns nil when it did the change (the view
    /// logs `undo <name>` / `redo <name>` and keeps the entry for the other direction; the
    /// delegate's `didUndo` / `didRedo` are not told: the owner made the change), or the reason
    /// it could not (the entry is dropped and "Cannot undo: <reason>" announced).
    /// - Complexity: O(1).
    public func registerUndo(named name: String, undo: @escaping () -> String?, redo: @escaping () -> String?) {
        if history.notified == nil { view.requests.dismissToast() }
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
        view.delegate.didUndo?(edits)
        return edits
    }

    /// Repeats the last undone change (ctrl+shift+z), animated, on the same items and under the
    /// same rules as ``undo()``. Logs `redo <what>`, then tells `delegate.didRedo`.
    /// - Returns: the edits applied to the model (empty when nothing was redone).
    @discardableResult
    public func redo() -> [CollectionEdit] {
        guard canRedo, let edits = perform(reversed: false) else { return [] }
        view.delegate.didRedo?(edits)
        return edits
    }

    /// The step undo (`reversed`) or redo takes next, as ``UndoHistory/next(reversed:in:size:name:refusal:)``
    /// decides it — except that an owner's step (a transaction between views among them) is
    /// performed outside any access to the history, since performing it changes views, this
    /// one included, whose events the history follows.
    private func nextStep(reversed: Bool, in snapshot: SectionedSnapshot<SectionID, ItemID>, size: (ItemPath) -> Size?,
                          name: (ItemID) -> String,
                          refusal: (UndoEntry<SectionID, ItemID>, ResolvedUndo<ItemID>) -> String?) -> UndoHistory<SectionID, ItemID>.Next {
        if let owner = history.takeOwner(reversed: reversed) {
            let reason = owner.perform(reversed: reversed)
            return history.settle(owner, reversed: reversed, reason: reason)
        }
        return history.next(reversed: reversed, in: snapshot, size: size, name: name, refusal: refusal)
    }

    /// Performs the step the history decides (``UndoHistory/next(reversed:in:size:name:refusal:)``):
    /// the view's entry under the owner's rules, animated; an owner's step is the owner's, which it
    /// tells itself. The edits, or nil (nothing changed — the reason announced — or the owner's step).
    private func perform(reversed: Bool) -> [CollectionEdit]? {
        let view = self.view, rules = view.moveRules
        switch nextStep(reversed: reversed, in: view.snapshot, size: { view.layout.itemSize(at: $0) }, name: view.name(of:),
                        refusal: { rules.refusal(of: $0, $1, in: view.snapshot, name: view.name(of:), names: view.names(of:)) }) {
        case .nothing:
            return nil
        case .refused(let announcement):
            view.emit(.announce(announcement))
            return nil
        case .ownerPerformed(let name):
            view.requests.dismissToast()
            view.emit(reversed ? .undo(name) : .redo(name))
            return nil
        case .perform(let entry, let resolved):
            let before = view.snapshot
            view.relayout(animation: view.configuration.layoutAnimation) { view.state.perform(resolved.operation) }
            view.state.forgetItemsNotInModel()
            view.assertInvariants(after: reversed ? "undo" : "redo")
            view.requests.dismissToast()
            history.finish(entry, before: before, now: view.snapshot)
            view.emit(reversed ? .undo(resolved.logLine) : .redo(resolved.logLine))
            return resolved.edits
        }
    }
}
