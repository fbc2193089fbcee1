import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// Deletes the items at `paths` (UIKit's `deleteItems(at:)`): model first, then view, the
    /// others animating to their new frames; undoable. Paths outside the model are ignored.
    public func deleteItems(at paths: [ItemPath]) {
        deleteItems(paths.compactMap { snapshot[$0] }, at: now, announce: false, undoable: true)
    }

    /// Deletes items (model first, then view, animated; ``DeletionPlan``; those not in the model
    /// are ignored); they fade where they were. Emits `delete s.i` per item (paths before it, in reading order).
    func deleteItems(_ items: [ItemID], at time: Double, announce: Bool, undoable: Bool) {
        guard let plan = DeletionPlan(deleting: items, in: state) else { return }
        let ghosts = plan.ghosts { presentation.frame(of: $0, at: $1, in: layout, at: time) }
        // Model first, then view: the deletion happens inside the relayout, which has already
        // captured where every displayed cell is presented (by identity), so the others
        // animate from there to their new frames.
        relayout(animation: configuration.layoutAnimation, oldPath: plan.oldPath(ofNewItemAt:)) { state.delete(plan) }
        assertInvariants(after: "a deletion")
        for p in plan.paths { emit(.delete(p)) }
        if undoable { undoManager.record(plan.undoEntry) }
        requests.dismissStale()
        presentation.fadeOut(ghosts, configuration: configuration, time: time)
        if announce { emit(.announce(plan.announcement(text: configuration.deletionConfirmation, name: name(of:)))) }
    }
}
