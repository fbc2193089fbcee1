import MosaicCore
import MosaicInteraction

/// The view's steps of a transaction shared with the other views of a ``CollectionViewGroup``,
/// each changing its model or drag: a typed change of the model (``CrossViewChange``: a lifted
/// block leaves, a block goes in or out, an item is replaced by another view's), a block arrives
/// lifted, a hosted block settles, drag actions decided elsewhere. Where things go and what a step
/// means is decided by values (``CrossViewChange``, ``CrossViewBlock``, ``CrossViewLink``,
/// ``CrossViewPaths``) and the group, which composes these steps through ``CrossViewMember``.
extension CollectionView {
    /// Performs a change of the model by a transaction between views (``CrossViewChange``): the
    /// state changes inside one animated relayout (cells animate from where they were presented),
    /// then the change's actions. False — nothing changed — when the change does not apply.
    /// - Complexity: the model's edits, O(displayed) for the animation.
    @discardableResult
    func crossViewChange(_ change: CrossViewChange<ItemID>, at time: Double) -> Bool {
        guard change.applies(to: state) else { return false }
        relayout(animation: configuration.layoutAnimation) { change.apply(to: &state) }
        return crossViewPerform(change.actions, next: drag, at: time, after: change.description)
    }

    /// Puts `block` into the model and lifts it, grabbed by `pointer` (viewport coordinates):
    /// the view shows its own placeholder, which follows the pointer (or, by keyboard, the
    /// pointer follows it). False — nothing changed — when a drag is in progress.
    func crossViewLift(_ block: CrossViewBlock<ItemID>, pointer: DragPointer, at time: Double) -> Bool {
        guard drag == nil else { return false }
        crossViewChange(.insert(block), at: time)
        drive(.lift(items: block.items, sources: block.paths, origin: block.paths[0], sizes: block.sizes, pointer: pointer), at: time)
        if pointer.byKeyboard { followTarget(drag?.move?.target) } else { retarget(at: time) }
        return drag != nil
    }

    /// Commits a hosted block silently where it is presented, or at `path` when that leaves room
    /// (``CrossViewLink/settleStep(to:move:presented:)``, ``CrossViewLink/settle(_:contentOffset:)``):
    /// the model changes, the block lands. The block's first path in the model; nil with no movement.
    func crossViewSettle(at path: ItemPath?, time: Double) -> ItemPath? {
        if let step = CrossViewLink.settleStep(to: path, move: drag?.move, presented: state.presentedItemCounts) {
            drive(.move(.step(to: step), checked: false), at: time)
        }
        guard let m = drag?.move, crossViewPerform(crossView.settle(m, contentOffset: contentOffset), next: nil, at: time,
                                                  after: "settling a block from another view") else { return nil }
        return m.target
    }

    /// Performs drag actions decided for a transaction between views (``CrossViewLink``), `next`
    /// becoming the drag at their `takeEffect`; false when a refused commit turned a drop into a cancel.
    @discardableResult
    func crossViewPerform(_ actions: [DragAction<ItemID>], next: DragSession<ItemID>?, at time: Double,
                          after change: @autoclosure () -> String) -> Bool {
        var before: Snapshot?
        guard perform(actions, next: next, before: &before, at: time) else { return false }
        assertInvariants(after: change())
        return true
    }

    /// The dragged snapshot's pointer becomes `pointer` (viewport coordinates), without retargeting.
    func crossViewSetPointer(_ pointer: DragPointer) { drag?.pointer = pointer }

    /// The owner's snapshot as this view shows it during a shared drag
    /// (``CrossViewLink/adjust(_:lifted:)``): without the items it lent, with the hosted items it
    /// is holding. If the owner deleted a lent item the shared drag ends as a cancel (the group,
    /// then the owner told, and announced: ``CrossViewLink/LendingEnded/actions``). The snapshot
    /// itself when no shared drag touches the view.
    @usableFromInline
    func crossViewAdjusted(_ newSnapshot: Snapshot, at time: Double) -> Snapshot {
        var s = newSnapshot
        if let ended = crossView.adjust(&s, lifted: drag?.move) {
            ended.tell?()
            crossViewPerform(ended.actions, next: drag, at: time, after: "the owner removing items lent to another view")
        }
        return s
    }
}
