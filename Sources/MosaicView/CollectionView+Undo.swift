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
        if let refusal = ownerRefusal(of: entry, resolved) {
            emit(.announce("Cannot \(verb): \(refusal)"))
            return nil
        }
        let before = snapshot
        relayout(animation: configuration.layoutAnimation) { execute(resolved.operation) }
        state.forgetItemsNotInModel()
        assertInvariants(after: verb)
        dismissToast()
        history.performed(entry.refreshed(before: before, now: snapshot, reversed: reversed), reversed: reversed)
        emit(reversed ? .undo(resolved.logLine) : .redo(resolved.logLine))
        return resolved.edits
    }

    /// The owner's answer to the change, asked in the gesture's order through the same rules
    /// (`MoveRules`): nil when allowed, else why not.
    private func ownerRefusal(of entry: UndoEntry<SectionID, ItemID>, _ resolved: ResolvedUndo<ItemID>) -> String? {
        switch (entry, resolved.operation, resolved.edits.first) {
        case (.move(let items, _, _), .relocate, let edit?):
            let (from, to): ([ItemPath], [ItemPath])
            switch edit {
            case .move(let a, let b): (from, to) = ([a], [b])
            case .rearrange(let a, let b): (from, to) = (a, b)
            default: return nil
            }
            switch moveRules.decideMove(sources: from.sorted(), origin: from[0], to: to[0], logged: false) {
            case .refused(let path): return "\(name(of: snapshot[path] ?? items[0])) cannot be moved"
            case .target(let target): return target == to[0] ? nil : "\(names(of: items)) cannot be moved there"
            }
        case (.exchange(let dragged, let displaced), .swap(let a, let b), _):
            let p = snapshot.path(of: dragged) == a ? (a, b) : (b, a)
            return moveRules.decideExchange(dragged: p.0, with: p.1, logged: false)
                ? nil : "\(name(of: dragged)) and \(name(of: displaced)) cannot be exchanged"
        default:
            return nil
        }
    }

    /// Applies a resolved operation to model and layout. It was resolved against this model, so
    /// the model accepts it; the layout has the model's counts, so it must too.
    private func execute(_ operation: ResolvedUndo<ItemID>.Operation) {
        switch operation {
        case .relocate(let remove, let insert):
            if remove.count == 1, insert.count == 1 {
                editModelAndLayout("move \(remove[0]) -> \(insert[0].path)") {
                    try $0.move(from: remove[0], to: insert[0].path)
                } layout: { try $0.moveItem(from: remove[0], to: insert[0].path) }
                return
            }
            if !remove.isEmpty {
                editModelAndLayout("delete \(remove)") { try $0.delete(at: remove) } layout: { try $0.deleteItems(at: remove) }
            }
            for i in insert {
                editModelAndLayout("insert at \(i.path)") { try $0.insert(i.item, at: i.path) }
                    layout: { try $0.insertItem(at: i.path, size: i.size) }
            }
        case .swap(let a, let b):
            editModelAndLayout("exchange \(a) \(b)") { try $0.exchange(a, b) } layout: { try $0.exchangeItem(at: a, with: b) }
        }
    }
}
