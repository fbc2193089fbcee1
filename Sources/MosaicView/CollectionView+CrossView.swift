import MosaicCore
import MosaicInteraction

/// The view's typed steps of a transaction shared with the other views of a
/// ``CollectionViewGroup``, each changing its model or drag: a lifted block leaves (the gap
/// closes) or arrives lifted, a block goes in or out, a hosted block settles, an item is
/// replaced by another view's. Where things go and what a step means is decided by values
/// (``CrossViewBlock``, ``CrossViewLink``, ``CrossViewPaths``) and the group, which composes these
/// steps through ``CrossViewMember``. None of it is told to the owner as a change of its own.
extension CollectionView {
    /// Takes the lifted block out of model and layout (``CrossViewLink/removeLifted(from:)``),
    /// the gap closing, animated. The owner hears nothing.
    /// - Complexity: the model's deletion, O(displayed) for the animation.
    func crossViewRemoveLifted(at time: Double) {
        guard drag?.move != nil else { return }
        relayout(animation: configuration.layoutAnimation) { CrossViewLink.removeLifted(from: &state) }
        completePlacementAfterDrag()
        state.forgetItemsNotInModel()
        assertInvariants(after: "a lifted block leaving for another view")
    }

    /// Puts `block` into the model and lifts it, grabbed by `pointer` (viewport coordinates):
    /// the view shows its own placeholder, which follows the pointer (or, by keyboard, the
    /// pointer follows it). False — nothing changed — when a drag is in progress.
    func crossViewLift(_ block: CrossViewBlock<ItemID>, pointer: DragPointer, at time: Double) -> Bool {
        guard drag == nil else { return false }
        crossViewEdit(block, insert: true)
        drive(.lift(items: block.items, sources: block.paths, origin: block.paths[0], sizes: block.sizes, pointer: pointer), at: time)
        if pointer.byKeyboard { followTarget(drag?.move?.target) } else { retarget(at: time) }
        return drag != nil
    }

    /// Puts `block` into the model (`insert`: its items not there yet) or takes it out, animated
    /// from where the cells were; selection and focus forget the items that left.
    /// - Complexity: the model's edits, O(displayed) for the animation.
    func crossViewEdit(_ block: CrossViewBlock<ItemID>, insert: Bool) {
        relayout(animation: configuration.layoutAnimation) { insert ? block.insert(into: &state) : block.delete(from: &state) }
        state.forgetItemsNotInModel()
        assertInvariants(after: insert ? "items arriving from another view" : "items leaving for another view")
    }

    /// Commits a hosted block silently where it is presented, or at `path` when that leaves room
    /// (``CrossViewLink/settleStep(to:move:presented:)``, ``CrossViewLink/settling(_:contentOffset:)``):
    /// the model changes, the block lands. The block's first path in the model; nil with no movement.
    func crossViewSettle(at path: ItemPath?, time: Double) -> ItemPath? {
        if let step = CrossViewLink.settleStep(to: path, move: drag?.move, presented: state.presentedItemCounts) {
            drive(.move(.step(to: step), checked: false), at: time)
        }
        guard let m = drag?.move else { return nil }
        crossView.hosted = nil
        let settled = crossViewPerform(CrossViewLink.settling(m, contentOffset: contentOffset), next: nil, at: time,
                                       after: "settling a block from another view")
        return settled ? m.target : nil
    }

    /// Replaces the item at `path` with `item` of `size` (``CrossViewLink/replace(at:with:size:in:)``),
    /// animated, and tells `didExchange path path`; the item replaced and its size. Nil — nothing
    /// changed — for an item already in the model or a path outside it.
    func crossViewReplace(at path: ItemPath, withItem item: ItemID, size: Size) -> (item: ItemID, size: Size)? {
        guard !snapshot.contains(item), let old = snapshot[path] else { return nil }
        let oldSize = layout.itemSize(at: path) ?? size
        relayout(animation: configuration.layoutAnimation) { CrossViewLink.replace(at: path, with: item, size: size, in: &state) }
        state.forgetItemsNotInModel()
        emit(.didExchange(path, path))
        assertInvariants(after: "replacing \(old) at \(path) with another view's item")
        return (old, oldSize)
    }

    /// Performs drag actions decided for a transaction between views (``CrossViewLink``), `next`
    /// becoming the drag at their `takeEffect`; false when a refused commit turned a drop into a cancel.
    @discardableResult
    func crossViewPerform(_ actions: [DragAction<ItemID>], next: DragSession<ItemID>?, at time: Double, after change: String) -> Bool {
        var before: Snapshot?
        guard perform(actions, next: next, before: &before, at: time) else { return false }
        assertInvariants(after: change)
        return true
    }

    /// The dragged snapshot's pointer becomes `pointer` (viewport coordinates), without retargeting.
    func crossViewSetPointer(_ pointer: DragPointer) { drag?.pointer = pointer }

    /// The owner's snapshot as this view shows it during a shared drag
    /// (``CrossViewLink/adjust(_:lifted:)``): without the items it lent, with the hosted items it
    /// is holding. If the owner deleted a lent item the shared drag ends as a cancel (the group,
    /// then the owner told, and announced). The snapshot itself when no shared drag touches the view.
    @usableFromInline
    func crossViewAdjusted(_ newSnapshot: Snapshot) -> Snapshot {
        guard !crossView.isIdle else { return newSnapshot }
        var s = newSnapshot
        if let ended = crossView.adjust(&s, lifted: drag?.move) {
            ended.tell?()
            emit(.cancelMove)
            emit(.announce(announcer.text(.removed(ended.items))))
        }
        return s
    }
}
