import MosaicCore

/// What applying a new snapshot changes, decided before anything changes: the changeset, where
/// each new item was (``ApplyPaths``) and the new model's layout sizes.
///
/// There are three ways to it. An edited copy of the view's snapshot whose edits were recorded
/// (`SectionedSnapshot.recordedUpdate(from:)`) gives its changes and old paths from the edits —
/// O(changes) before the layout data. Any other snapshot is compared with the old one by the
/// O(n) diff, so the changeset always adds up (no "invalid number of items" is possible). A
/// snapshot lent to an owner's edit and given back with its recorded update (``init(lent:update:hollow:oldLayout:animating:sizeForNewItem:)``)
/// finds the items that left in its own recording, the old model being a hollow then.
/// Either way a kept item keeps its size in the old layout and a new one gets `sizeForNewItem`
/// (``ApplyPaths/sizes(of:oldLayout:presentedPath:sizeForNewItem:)``).
///
/// Built by ``CollectionView/apply(_:animated:sizeForNewItem:)`` in code specialised for the
/// owner's identity types (the initialiser is inlinable).
@usableFromInline
struct ApplyPlan<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The model's type.
    @usableFromInline typealias Snapshot = SectionedSnapshot<SectionID, ItemID>
    /// The changes from the old snapshot to the new one.
    @usableFromInline let changes: Changeset<SectionID, ItemID>
    /// Where the new items were, and the animating items that leave.
    @usableFromInline let paths: ApplyPaths<SectionID, ItemID>
    /// The new model's layout sizes; nil for a flow with a uniform item size, told only the counts.
    @usableFromInline let sizes: [[Size]]?

    /// The plan of applying `new` over `old`, which `oldLayout` presents.
    /// - Parameters:
    ///   - presentedPath: during an interactive movement, where `oldLayout` presents the item at
    ///     a model path (the lifted block at its target); nil: at the model path.
    ///   - animating: the items animating now, whose old paths are wanted when they leave (for
    ///     their fading ghosts).
    /// - Complexity: O(n) for the diff and the sizes; for a recorded edit O(changes), plus O(m)
    ///   for the m new items' sizes (O(sections) in a uniform flow).
    @inlinable
    init(applying new: Snapshot, over old: Snapshot, oldLayout: AnyLayout, presentedPath: ((ItemPath) -> ItemPath)?,
         animating: [ItemID], sizeForNewItem: (ItemID) -> Size) {
        if let update = new.recordedUpdate(from: old) {
            changes = update.changes
            paths = ApplyPaths(recorded: update, old: old, new: new, extra: animating)
        } else {
            let (diffed, oldPaths) = new.difference(from: old, recordingOldPaths: true)
            changes = diffed
            paths = ApplyPaths(oldPaths: oldPaths, old: old, new: new, extra: animating, deletions: diffed.deletions)
        }
        sizes = paths.sizes(of: new, oldLayout: oldLayout, presentedPath: presentedPath, sizeForNewItem: sizeForNewItem)
    }

    /// The plan of applying a lent snapshot (``CollectionState/lendSnapshot()``) given back
    /// with its recorded `update` against `hollow`, the state the view kept while it was lent.
    /// The old paths come from the update; those of the `animating` items that the edit
    /// removed from the lent snapshot's recording. Nothing is lifted (nothing is lent during a drag).
    /// - Complexity: O(changes + animating), plus O(m) for the m new items' sizes.
    init(lent: Snapshot, update: SnapshotUpdate<SectionID, ItemID>, hollow: Snapshot, oldLayout: AnyLayout,
         animating: [ItemID], sizeForNewItem: (ItemID) -> Size) {
        changes = update.changes
        var paths = ApplyPaths(recorded: update, old: hollow, new: lent, extra: [])
        for item in animating where !lent.contains(item) {
            if let path = lent.recordedOldPath(ofRemoved: item) { paths.extraOldPaths[item] = path }
        }
        self.paths = paths
        sizes = paths.sizes(of: lent, oldLayout: oldLayout, presentedPath: nil, sizeForNewItem: sizeForNewItem)
    }
}

extension CollectionState {
    /// What fades out when `new` replaces the model (``FadingGhosts``): the items `new` lacks
    /// among the cells displayed in `displayRect`, the `animating` items that leave (by old
    /// path), and the dragged item, from its snapshot's frame (the viewport at `contentOffset`);
    /// each from the frame it is presented at now — `presentedFrame` for an animating item,
    /// else its layout frame. - Complexity: O(displayed + animating), not O(deletions).
    func fadingGhosts(leaving new: SectionedSnapshot<SectionID, ItemID>, animating: [ItemID: ItemPath], displayRect: Rect,
                      contentOffset: Point, presentedFrame: (ItemID) -> Rect?) -> [FadingGhosts<ItemID>.Ghost] {
        var candidates = FadingGhosts<ItemID>(animating: animating, dragged: drag.map { ($0.items, $0.pointer.frame(contentOffset: contentOffset)) })
        for (path, item) in displayedItems(in: displayRect) { candidates.displayed[item] = path }
        return candidates.ghosts(isKept: new.contains, displayRect: displayRect, presentedFrame: presentedFrame,
                                 layoutFrame: { layout.attributesForItem(at: $0)?.frame })
    }
}
