import MosaicCore

/// Where the items of a snapshot being applied were in the old snapshot: the old path of each
/// new item, and of a few extra items (those animating, which may be gone).
///
/// Built by ``CollectionView/apply(_:animated:sizeForNewItem:)`` in code specialised for the
/// owner's identity types, from what the diff learned (no second hashing of every item).
/// - Complexity: O(m) for m new items, plus O(n) for the n old ones when animating items left.
@usableFromInline
struct ApplyPaths<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// `oldPaths[s][i]`: the old path of new item (s, i), nil for an inserted item.
    @usableFromInline var oldPaths: [[ItemPath?]]
    /// For an edited copy applied from its recorded edits: the old paths, by piece (then
    /// `oldPaths` is empty).
    @usableFromInline var recorded: SnapshotUpdate<SectionID, ItemID>?
    /// The old paths of the extra items that were in the old snapshot and are not in the new one.
    @usableFromInline var extraOldPaths: [ItemID: ItemPath]

    /// - Parameters:
    ///   - oldPaths: the diff's old path of each new item
    ///     (`SectionedSnapshot.difference(from:contentChanged:recordingOldPaths:)`).
    ///   - extra: items whose old paths are wanted when they are not in `new` (animating
    ///     ones that may leave a fading ghost), looked for only when there are some.
    ///   - deletions: the changeset's deletions (old paths), when known: every old item missing
    ///     from `new` is among them, so only they are looked at; nil: every old item is.
    @inlinable
    init(oldPaths: [[ItemPath?]], old: SectionedSnapshot<SectionID, ItemID>, new: SectionedSnapshot<SectionID, ItemID>,
         extra: [ItemID], deletions: [ItemPath]? = nil) {
        self.oldPaths = oldPaths
        extraOldPaths = Self.oldPaths(of: extra, old: old, new: new, deletions: deletions)
    }

    /// The paths of an edited copy applied from its recorded edits
    /// (`SectionedSnapshot.recordedUpdate(from:)`): O(1) here, O(log p) per question.
    @inlinable
    init(recorded: SnapshotUpdate<SectionID, ItemID>, old: SectionedSnapshot<SectionID, ItemID>,
         new: SectionedSnapshot<SectionID, ItemID>, extra: [ItemID]) {
        oldPaths = []
        self.recorded = recorded
        extraOldPaths = Self.oldPaths(of: extra, old: old, new: new, deletions: recorded.changes.deletions)
    }

    /// The old paths of those of `extra` that were in `old` and are not in `new`: looked up
    /// among `deletions` (ascending old paths of every old item missing from `new`) until all
    /// are found, or, without them, by one scan of `old`.
    /// - Complexity: O(e) for e extra items when none left; otherwise O(d) for d deletions (at
    ///   most: the scan stops once every one is found), or O(n) for the n old items.
    @inlinable
    static func oldPaths(of extra: [ItemID], old: SectionedSnapshot<SectionID, ItemID>,
                         new: SectionedSnapshot<SectionID, ItemID>, deletions: [ItemPath]?) -> [ItemID: ItemPath] {
        var extraOldPaths: [ItemID: ItemPath] = [:]
        var wanted = Set<ItemID>()
        for item in extra where !new.contains(item) && old.contains(item) { wanted.insert(item) }
        if !wanted.isEmpty, let deletions {
            for path in deletions {
                guard let item = old[path], wanted.contains(item) else { continue }
                extraOldPaths[item] = path
                if extraOldPaths.count == wanted.count { break }
            }
        } else if !wanted.isEmpty {
            let oldSections = old.sections
            for s in oldSections.indices {
                let items = oldSections[s].1
                for i in items.indices where wanted.contains(items[i]) { extraOldPaths[items[i]] = ItemPath(s, i) }
            }
        }
        return extraOldPaths
    }

    /// The old path of the new item at `path`, or nil (inserted, or out of range).
    @inlinable
    func oldPath(ofNewItemAt path: ItemPath) -> ItemPath? {
        if let recorded { return recorded.oldPath(ofNewItemAt: path) }
        guard oldPaths.indices.contains(path.section), oldPaths[path.section].indices.contains(path.item) else { return nil }
        return oldPaths[path.section][path.item]
    }
}

extension ApplyPaths {
    /// The layout sizes of `new`'s items: a kept item keeps its size in `oldLayout`, a new one
    /// gets `sizeForNewItem`. Nil for a flow with a uniform item size, which keeps no per-item
    /// sizes: only the counts matter (`FlowLayout.reload(itemCounts:)`, no array per item).
    /// `presentedPath` maps an old model path to where `oldLayout` presents it (during a
    /// movement it presents the lifted block elsewhere); nil: the same path.
    /// - Complexity: O(m) for m new items; O(sections) for a uniform flow.
    @inlinable
    func sizes(of new: SectionedSnapshot<SectionID, ItemID>, oldLayout: AnyLayout, presentedPath: ((ItemPath) -> ItemPath)?,
               sizeForNewItem: (ItemID) -> Size) -> [[Size]]? {
        if oldLayout.flow?.uniformItemSize != nil { return nil }
        return new.sections.enumerated().map { s, section in
            section.1.enumerated().map { i, item in
                oldPath(ofNewItemAt: ItemPath(s, i)).flatMap { oldLayout.itemSize(at: presentedPath?($0) ?? $0) }
                    ?? sizeForNewItem(item)
            }
        }
    }
}
