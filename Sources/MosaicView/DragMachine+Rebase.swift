import MosaicCore

extension DragMachine {
    /// What the view does to carry the drag over a model replaced by the owner
    /// (`apply(_:animated:)` mid-drag): the outcome by identity (``DragRebase``) fed to the machine.
    struct Rebase: Equatable {
        /// Performed inside the apply's relayout, with the new model and layout in place.
        var inside: [DragAction<ItemID>] = []
        /// Performed after the relayout.
        var after: [DragAction<ItemID>] = []
        /// The exchange partner is gone: the target is chosen again under the pointer (a pointer drag).
        var retargets = false
    }

    /// Carries the drag (if any) from `old` to `new` under the owner's `rules`; no drag: nothing to do.
    /// - Complexity: ``DragRebase/outcome(of:old:new:)``'s.
    mutating func rebase<SectionID>(from old: SectionedSnapshot<SectionID, ItemID>, to new: SectionedSnapshot<SectionID, ItemID>,
                                    rules: MoveRules) -> Rebase {
        guard let session else { return Rebase() }
        let outcome = DragRebase.outcome(of: session, old: old, new: new)
        var result = Rebase(after: handle(.rebase(outcome), rules: rules))
        if case .relayout(let inside)? = result.after.first {
            result.inside = inside
            result.after.removeFirst()
        }
        if case .exchange(_, _, true) = outcome, !session.pointer.byKeyboard { result.retargets = true }
        return result
    }
}
