import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// Replaces the model with `newSnapshot` (diffable-data-source style): the changes are
    /// computed by the O(n) diff, so the batch update always adds up — no "invalid number of
    /// items" is possible. Inserted items fade and scale in, deleted ones fade out, moved ones
    /// animate to their new frames. Sizes follow items: kept items keep their layout size;
    /// new items get `sizeForNewItem` (flow layouts with a uniform size ignore it).
    /// A drag in progress is cancelled first; the open dialog closes if its item is gone.
    /// - Returns: the changeset that was applied.
    /// - Complexity: O(n) for the diff and the layout data, O(k) for the animations.
    @discardableResult
    public func apply(_ newSnapshot: Snapshot, animated: Bool = true,
                      sizeForNewItem: (ItemID) -> Size = { _ in Size(width: 100, height: 100) }) -> Changeset<SectionID, ItemID> {
        let time = max(clock.now, lastEventTime)
        if drag != nil { cancelDrag(at: time) }
        let old = snapshot
        let changes = newSnapshot.difference(from: old)
        var oldPaths = [ItemID: ItemPath](minimumCapacity: old.numberOfItems)
        for (s, section) in old.sections.enumerated() {
            for (i, item) in section.1.enumerated() { oldPaths[item] = ItemPath(s, i) }
        }
        let oldLayout = layout
        let sizes: [[Size]] = newSnapshot.sections.map { section in
            section.1.map { item in
                oldPaths[item].flatMap { oldLayout.itemSize(at: $0) } ?? sizeForNewItem(item)
            }
        }
        // Fading ghosts for deleted items, at their presented frames. Only an item laid out in
        // the display range or animating can be presented there, so only those are looked at:
        // O(displayed + animating), not O(deletions) (a search that hides 90,000 cards).
        var ghosts: [(ItemID, ItemPath, Rect)] = []
        if animated {
            var candidates = Set<ItemPath>()
            for attrs in layout.attributes(in: displayRect) where attrs.kind == .cell { candidates.insert(attrs.path) }
            for item in animator.keys { if let p = oldPaths[item] { candidates.insert(p) } }
            for p in candidates.sorted() {
                if let item = old[p], !newSnapshot.contains(item), let frame = presentedFrame(of: p, at: time),
                   frame.intersects(displayRect) {
                    ghosts.append((item, p, frame))
                }
            }
        }
        let newItems = newSnapshot
        relayout(animation: animated ? configuration.layoutAnimation : nil,
                 oldPath: { path in newItems[path].flatMap { oldPaths[$0] } }) {
            snapshot = newSnapshot
            snapshot.clearReloadedItems()
            layout.reload(sizes: sizes)
        }
        for (item, path, frame) in ghosts {
            removing[item] = (path, frame)
            animator.animate(item, from: AnimatedValues(frame: frame),
                             to: AnimatedValues(frame: frame, alpha: 0, scale: 0.8),
                             animation: configuration.layoutAnimation, at: time)
        }
        selection.removeAll { !snapshot.contains($0) }
        if let f = focused, !snapshot.contains(f) { focused = nil }
        if !dialogItems.isEmpty, !dialogItems.allSatisfy({ snapshot.contains($0) }) {
            dialog = nil
            dialogItems = []
        }
        if let item = menuItem, !snapshot.contains(item) { closeContextMenu() }
        return changes
    }
}
