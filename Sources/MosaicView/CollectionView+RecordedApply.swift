import MosaicCore

extension CollectionView {
    /// `apply` for an edited copy of the current snapshot whose edits were recorded
    /// (`SectionedSnapshot.recordedUpdate(from:)`): the changes come from the edits, not from a
    /// diff, and old paths are answered by piece — O(changes) before the layout data.
    @inlinable
    func applyRecorded(_ newSnapshot: Snapshot, _ update: SnapshotUpdate<SectionID, ItemID>, animated: Bool,
                       sizeForNewItem: (ItemID) -> Size, at time: Double) -> Changeset<SectionID, ItemID> {
        let paths = ApplyPaths(recorded: update, old: snapshot, new: newSnapshot, extra: animated ? animatingItems : [])
        let sizes = newSizes(newSnapshot, paths: paths, sizeForNewItem: sizeForNewItem)
        finishApply(newSnapshot, paths: paths, sizes: sizes, animated: animated, at: time)
        return update.changes
    }

    /// The layout sizes of `newSnapshot`'s items: a kept item keeps its size, a new one gets
    /// `sizeForNewItem` (a uniform flow keeps no per-item sizes: only the counts matter). During
    /// a movement the old layout presents the lifted block elsewhere: old paths are mapped.
    /// - Complexity: O(m) for m new items.
    @inlinable
    func newSizes(_ newSnapshot: Snapshot, paths: ApplyPaths<SectionID, ItemID>,
                  sizeForNewItem: (ItemID) -> Size) -> [[Size]] {
        if layout.flow?.uniformItemSize != nil {
            return newSnapshot.itemCounts.map { [Size](repeating: .zero, count: $0) }
        }
        let oldLayout = layout
        let lifted = presentsLiftedBlock
        return newSnapshot.sections.enumerated().map { s, section in
            section.1.enumerated().map { i, item in
                paths.oldPath(ofNewItemAt: ItemPath(s, i)).flatMap { oldLayout.itemSize(at: lifted ? layoutPath(ofModelPath: $0) : $0) }
                    ?? sizeForNewItem(item)
            }
        }
    }

    /// True during an interactive movement: the layout presents the lifted block at its target.
    @usableFromInline
    var presentsLiftedBlock: Bool { drag?.move != nil }

    /// The layout path at which the item at model path `p` is presented now. - Complexity: O(k).
    @usableFromInline
    func layoutPath(ofModelPath p: ItemPath) -> ItemPath { drag?.move?.presentedPath(ofModel: p) ?? p }
}
