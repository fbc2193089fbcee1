import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// Replaces the model with `newSnapshot` (diffable-data-source style): the changes are
    /// computed by the O(n) diff, so the batch update always adds up — no "invalid number of
    /// items" is possible. Inserted items fade and scale in, deleted ones fade out, moved ones
    /// animate to their new frames. Sizes follow items: kept items keep their layout size;
    /// new items get `sizeForNewItem` (flow layouts with a uniform size ignore it).
    /// A drag in progress is cancelled first; the open dialog closes if its item is gone.
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
        let old = snapshot
        if let update = newSnapshot.recordedUpdate(from: old) {
            return applyRecorded(newSnapshot, update, animated: animated, sizeForNewItem: sizeForNewItem, at: time)
        }
        let (changes, oldPaths) = newSnapshot.difference(from: old, recordingOldPaths: true)
        let paths = ApplyPaths(oldPaths: oldPaths, old: old, new: newSnapshot, extra: animated ? animatingItems : [])
        let sizes = newSizes(newSnapshot, paths: paths, sizeForNewItem: sizeForNewItem)
        finishApply(newSnapshot, paths: paths, sizes: sizes, animated: animated, at: time)
        return changes
    }

    /// Cancels a drag in progress; returns the time of the change.
    @usableFromInline
    func prepareForApply() -> Double {
        let time = max(clock.now, lastEventTime)
        if drag != nil { cancelDrag(at: time) }
        return time
    }

    /// The items animating now (their old paths are looked up for fading ghosts).
    @usableFromInline
    var animatingItems: [ItemID] { presentation.animator.keys }

    /// The O(displayed + animating) rest of `apply`: fading ghosts, the new layout, the
    /// animations, the selection, focus and dialog. A custom layout whose answers became unusable
    /// is reported (``CollectionViewEvent/layoutError(_:)``).
    @usableFromInline
    func finishApply(_ newSnapshot: Snapshot, paths: ApplyPaths<SectionID, ItemID>, sizes: [[Size]], animated: Bool,
                     at time: Double) {
        let old = snapshot
        // Fading ghosts for deleted items, at their presented frames. Only an item laid out in
        // the display range or animating can be presented there, so only those are looked at:
        // O(displayed + animating), not O(deletions) (a search that hides 90,000 cards).
        var ghosts: [(ItemID, ItemPath, Rect)] = []
        if animated {
            var candidates = Set<ItemPath>()
            for attrs in layout.attributes(in: displayRect) where attrs.kind == .cell { candidates.insert(attrs.path) }
            for p in paths.extraOldPaths.values { candidates.insert(p) }
            for p in candidates.sorted() {
                if let item = old[p], !newSnapshot.contains(item), let frame = presentedFrame(of: p, at: time),
                   frame.intersects(displayRect) {
                    ghosts.append((item, p, frame))
                }
            }
        }
        relayout(animation: animated ? configuration.layoutAnimation : nil,
                 oldPath: { path in paths.oldPath(ofNewItemAt: path) }) {
            snapshot = newSnapshot
            snapshot.clearReloadedItems()
            snapshot.recordEdits()
            layout.reload(sizes: sizes)
        }
        for (item, path, frame) in ghosts where !configuration.reducesMotion {
            presentation.fadeOut(item, at: path, from: frame, animation: configuration.layoutAnimation, time: time)
        }
        state.forgetItemsNotInModel()
        assertInvariants(after: "applying a snapshot")
        // A custom layout's answers are checked after every update (Mosaic's layouts check their input).
        if layout.custom != nil, let problem = layout.validationError(itemCounts: snapshot.itemCounts) {
            emit(.layoutError(problem))
        }
        dismissStalePresentation()
    }
}
