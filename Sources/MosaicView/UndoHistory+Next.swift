import MosaicCore

extension UndoHistory {
    /// What undo or redo does next, as the history decides it (``next(reversed:in:size:name:refusal:)``).
    enum Next {
        /// No step to take.
        case nothing
        /// The step could not be performed and is dropped; the view announces `announcement`
        /// ("Cannot undo: Ada is no longer in the collection").
        case refused(announcement: String)
        /// The owner performed its own step, kept for the opposite direction; the view logs
        /// `undo <name>` / `redo <name>` (the delegate is not told: the owner made the change).
        case ownerPerformed(name: String)
        /// The view's entry, resolved in the model and allowed by the owner's rules: the view
        /// performs `resolved.operation`, then hands the entry back with ``finish(_:before:now:)``.
        case perform(Entry, ResolvedUndo<ItemID>)
    }

    /// Takes the step undo (`reversed`) or redo performs next and decides it: an owner's step
    /// is performed by the owner here; the view's entry is resolved in `snapshot` by identity
    /// (`size` gives an item's layout size at a path, `name` its name in reasons) and then put to
    /// the owner's rules (`refusal`: nil when allowed, else why not). A refused or unresolvable
    /// step is dropped. While a resolved entry is out (``Next/perform(_:_:)``) no step may be taken.
    /// - Complexity: O(1) plus the entry's resolution (O(k·n) for k items) and the owner's answer.
    mutating func next(reversed: Bool, in snapshot: SectionedSnapshot<SectionID, ItemID>, size: (ItemPath) -> Size?,
                       name: (ItemID) -> String, refusal: (Entry, ResolvedUndo<ItemID>) -> String?) -> Next {
        precondition(performing == nil, "undo history: a step was taken while the previous one is being performed")
        let verb = reversed ? "undo" : "redo"
        switch take(reversed: reversed) {
        case nil:
            return .nothing
        case .owner(let owner):
            return settle(owner, reversed: reversed, reason: owner.perform(reversed: reversed))
        case .view(let entry):
            switch entry.resolve(in: snapshot, reversed: reversed, size: size, name: name) {
            case .failure(let reason):
                return .refused(announcement: "Cannot \(verb): \(reason.text)")
            case .success(let resolved):
                if let refused = refusal(entry, resolved) { return .refused(announcement: "Cannot \(verb): \(refused)") }
                performing = reversed
                return .perform(entry, resolved)
            }
        }
    }

    /// Takes the owner's step undo (`reversed`) or redo performs next, nil when the next step is
    /// none or the view's: for a caller that performs it outside its access to the history (the
    /// step may change this view, whose events the history follows), then ``settle(_:reversed:reason:)``.
    mutating func takeOwner(reversed: Bool) -> OwnerUndo? {
        guard case .owner(let owner)? = reversed ? undoEntries.last : redoEntries.last else { return nil }
        _ = take(reversed: reversed)
        return owner
    }

    /// The owner's step taken for undo (`reversed`) or redo was performed: nil `reason`, it is
    /// kept for the opposite direction (``Next/ownerPerformed(name:)``); else it is dropped and
    /// the reason announced (``Next/refused(announcement:)``).
    mutating func settle(_ owner: OwnerUndo, reversed: Bool, reason: String?) -> Next {
        if let reason { return .refused(announcement: "Cannot \(reversed ? "undo" : "redo"): \(reason)") }
        performed(.owner(owner), reversed: reversed)
        return .ownerPerformed(name: owner.name)
    }

    /// The view performed the entry ``next(reversed:in:size:name:refusal:)`` handed out, taking
    /// the model from `before` to `now`: it is kept, refreshed by identity, for the opposite
    /// direction. - Complexity: O(k·n) for the entry's k items.
    mutating func finish(_ entry: Entry, before: SectionedSnapshot<SectionID, ItemID>, now: SectionedSnapshot<SectionID, ItemID>) {
        guard let reversed = performing else { preconditionFailure("undo history: finish without a step being performed") }
        performing = nil
        performed(.view(entry.refreshed(before: before, now: now, reversed: reversed)), reversed: reversed)
    }
}
