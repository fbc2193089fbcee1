import MosaicCore

/// The drag and reading-start part of applying a new model, decided by the state before anything
/// changes (``CollectionState/applyStep(to:plan:rules:fromReadingStart:)``); the view then
/// installs the model inside one relayout and performs the drag's actions.
///
/// - **The drag** goes on over the new model (``DragMachine/rebase(from:to:rules:)``): ``rebase``
///   says what the view performs inside the relayout and after it, ``next`` is the drag session
///   that takes effect, and ``oldPresentedPath(of:)`` where a cell the new layout presents was
///   presented by the old one (each layout presents its own movement's lifted block at its target).
/// - **Right to left in a horizontal flow** the content grows and shrinks at its left end: the
///   first visible item keeps its place (``keepsAnchor``, as in a resize; not during a drag, whose
///   layout paths are not the model's), else the distance from the reading start, the content's
///   right end, is kept (``contentOffsetX(maximum:)``).
struct ApplyStep<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The drag actions that carry the drag over the new model.
    let rebase: DragMachine<ItemID>.Rebase
    /// The drag session over the new model (nil: none, or it ended), taking effect with ``rebase``.
    let next: DragSession<ItemID>?
    /// The movement the old layout presents, if one was in progress.
    let oldMove: MoveDrag<ItemID>?
    /// Whether a drag was in progress.
    let dragged: Bool
    /// What the apply changes (the old model path of each new one).
    let plan: ApplyPlan<SectionID, ItemID>
    /// In a horizontal right-to-left flow, the content offset's distance from the largest one; nil otherwise.
    let fromReadingStart: Double?

    /// Whether the relayout keeps the first visible item where it was: reading from the content's
    /// end with no drag in progress.
    var keepsAnchor: Bool { fromReadingStart != nil && !dragged }

    /// The horizontal content offset once the new model is in, given its largest: the same
    /// distance from the reading start; nil when the offset is left as it is.
    func contentOffsetX(maximum: Double) -> Double? { fromReadingStart.map { maximum - $0 } }

    /// The path at which the old layout presented the item the new layout presents at `path`
    /// (``DragRebase/oldPresentedPath(of:newMove:oldMove:oldModelPath:)``); nil for a new item and
    /// for the lifted block's slots (the drag presents the block).
    /// - Complexity: O(k) for k lifted items, plus the plan's old-path lookup.
    func oldPresentedPath(of path: ItemPath) -> ItemPath? {
        DragRebase<SectionID, ItemID>.oldPresentedPath(of: path, newMove: next?.move, oldMove: oldMove,
                                                       oldModelPath: plan.paths.oldPath(ofNewItemAt:))
    }
}

extension CollectionState {
    /// How applying `new` (planned by `plan`) carries the drag over under the owner's `rules` and
    /// keeps the reading start (``ApplyStep``); `fromReadingStart` is the content offset's
    /// distance from the largest one when the view reads from the content's end, else nil.
    /// Changes nothing. - Complexity: ``DragRebase/outcome(of:old:new:)``'s; O(1) with no drag.
    func applyStep(to new: SectionedSnapshot<SectionID, ItemID>, plan: ApplyPlan<SectionID, ItemID>, rules: MoveRules,
                   fromReadingStart: Double?) -> ApplyStep<SectionID, ItemID> {
        var machine = DragMachine(session: drag)
        let rebase = machine.rebase(from: snapshot, to: new, rules: rules)
        return ApplyStep(rebase: rebase, next: machine.session, oldMove: drag?.move, dragged: drag != nil, plan: plan,
                         fromReadingStart: fromReadingStart)
    }
}
