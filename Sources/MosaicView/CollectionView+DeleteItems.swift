import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// Deletes the items at `paths` (UIKit's `deleteItems(at:)`): model first, then view, the
    /// others animating to their new frames; undoable. Paths outside the model are ignored.
    public func deleteItems(at paths: [ItemPath]) {
        let items = paths.compactMap { snapshot[$0] }
        guard !items.isEmpty else { return }
        deleteItems(items, at: max(clock.now, lastEventTime), announce: false, undoable: true)
    }

    /// Deletes items (model first, then view, animated; ``DeletionPlan``). Emits `delete s.i`
    /// per item (paths before the deletion, in reading order).
    func deleteItems(_ items: [ItemID], at time: Double, announce: Bool, undoable: Bool) {
        guard let plan = DeletionPlan(deleting: items, in: state) else { return }
        let fading = zip(plan.items, plan.paths).map { ($0, $1, presentedFrame(of: $1, at: time)) }
        // Model first, then view: the deletion happens inside the relayout, which has already
        // captured where every displayed cell is presented (by identity), so the others
        // animate from there to their new frames.
        relayout(animation: configuration.layoutAnimation, oldPath: plan.oldPath(ofNewItemAt:)) { state.delete(plan) }
        assertInvariants(after: "a deletion")
        for p in plan.paths { emit(.delete(p)) }
        if undoable { undoManager.record(plan.undoEntry) }
        requests.dismissStale()
        for case (let id, let p, let frame?) in fading where !configuration.reducesMotion {
            presentation.fadeOut(id, at: p, from: frame, animation: configuration.layoutAnimation, time: time)
        }
        if announce { emit(.announce(plan.announcement(text: configuration.deletionConfirmation, name: name(of:)))) }
    }
}
