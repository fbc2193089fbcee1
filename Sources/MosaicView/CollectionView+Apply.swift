import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// Replaces the model with `newSnapshot` (diffable-data-source style): the changes are
    /// computed by the O(n) diff, so the batch update always adds up — no "invalid number of
    /// items" is possible. Inserted items fade and scale in, deleted ones fade out, moved ones
    /// animate to their new frames. Sizes follow items: kept items keep their layout size;
    /// new items get `sizeForNewItem` (flow layouts with a uniform size ignore it).
    /// A drag in progress goes on over the new model (the article "Changes During a Drag"): a
    /// lifted item stays lifted, its placeholder keeping its neighbour; during an exchange the
    /// new snapshot is the committed order and the swap in effect is re-applied on top of it
    /// (`didExchange`); a deleted dragged item ends the drag as a cancel (`cancelMove` or
    /// `didCancelExchangeTransaction`, announced). The open dialog closes if its item is gone.
    /// During a drag shared with other views (``CollectionViewGroup``) the view keeps showing
    /// the drag: items it lent stay out, items it hosts stay in (the article "Dragging Between Views").
    /// The content offset is kept, except in a horizontal right-to-left view, whose content grows
    /// and shrinks at its left end: it keeps its visible items (the article "Right-to-Left Layouts").
    ///
    /// The O(n) part — the diff and where each item was — runs in code specialised for your
    /// identity types (this method is inlinable); what is animated is O(displayed + animating).
    /// - Returns: the changeset that was applied.
    /// - Complexity: O(n) for the diff and the layout data, O(k) for the animations.
    @inlinable
    @discardableResult
    public func apply(_ newSnapshot: Snapshot, animated: Bool = true,
                      sizeForNewItem: (ItemID) -> Size = { _ in Size(width: 100, height: 100) }) -> Changeset<SectionID, ItemID> {
        let time = prepareForApply()
        let newSnapshot = crossViewAdjusted(newSnapshot, at: time)
        let plan = ApplyPlan(applying: newSnapshot, over: snapshot, oldLayout: layout, presentedPath: liftedBlockPath,
                             animating: animated ? animatingItems : [], sizeForNewItem: sizeForNewItem)
        return finishApply(newSnapshot, plan, animated: animated, at: time)
    }

    /// The time of the change (a drag in progress is carried over in ``finishApply``).
    @usableFromInline
    func prepareForApply() -> Double {
        crossView.swapHeld?()   // a swap with another view is undone first: the owner's snapshot lacks it
        return now
    }

    /// The items animating now (their old paths are looked up for fading ghosts).
    @usableFromInline
    var animatingItems: [ItemID] { presentation.animator.keys }

    /// The O(displayed + animating) rest of `apply`, carrying out `plan` and the state's
    /// ``ApplyStep`` (the drag carried over, the reading start kept): fading ghosts, the new
    /// model and layout (``CollectionState/install(_:sizes:)``), the animations, the selection,
    /// focus and dialog. A custom layout whose answers became unusable is reported
    /// (``CollectionViewEvent/layoutError(_:)``). - Returns: the plan's changes.
    @usableFromInline
    func finishApply(_ newSnapshot: Snapshot, _ plan: ApplyPlan<SectionID, ItemID>, animated: Bool,
                     at time: Double) -> Changeset<SectionID, ItemID> {
        let step = state.applyStep(to: newSnapshot, plan: plan, rules: moveRules,
                                   fromReadingStart: readsFromContentEnd ? maximumContentOffset.x - contentOffset.x : nil)
        let ghosts = !animated ? [] : state.fadingGhosts(
            leaving: newSnapshot, animating: plan.paths.extraOldPaths, displayRect: displayRect, contentOffset: contentOffset,
            presentedFrame: { presentation.animator.presentedValue(for: $0, at: time)?.frame })
        var before: Snapshot?   // the rebase commits nothing: no old model to report from
        relayout(animation: animated ? configuration.layoutAnimation : nil, oldPath: step.oldPresentedPath(of:),
                 keepingAnchor: step.keepsAnchor) {
            state.install(newSnapshot, sizes: plan.sizes)
            if let x = step.contentOffsetX(maximum: maximumContentOffset.x) { setContentOffset(Point(x: x, y: contentOffset.y)) }
            _ = perform(step.rebase.inside, next: step.next, before: &before, at: time)
        }
        presentation.fadeOut(ghosts, configuration: configuration, time: time)
        state.forgetItemsNotInModel()
        _ = perform(step.rebase.after, next: step.next, before: &before, at: time)
        assertInvariants(after: "applying a snapshot")
        if step.rebase.retargets { retarget(at: time) }
        if let problem = state.customLayoutProblem { emit(.layoutError(problem)) }
        requests.dismissStale()
        return plan.changes
    }

    /// During an interactive movement, where the layout presents the item at a model path
    /// (the lifted block at its target); nil otherwise. - Complexity: O(k) per path.
    @usableFromInline
    var liftedBlockPath: ((ItemPath) -> ItemPath)? {
        guard let move = drag?.move else { return nil }
        return { move.presentedPath(ofModel: $0) }
    }
}
