import MosaicCore

/// What a view knows of a drag shared with other views of its ``CollectionViewGroup``: the
/// items it lent to another view (their home paths, for a return), the items it hosts for
/// another view (in its model tentatively until the drop), and whom to tell when a drag it
/// hosts ends (its own drop and cancel would tell its owner of a move its owner never had).
struct CrossViewLink<ItemID: Hashable & Sendable> {
    /// Items lifted here and now shown in another view: gone from this model until they come
    /// back (a return, a refusal, a cancel) or the drop commits them elsewhere.
    var departed: (items: [ItemID], sources: [ItemPath])?
    /// Items of another view hosted here, lifted: in this model only while the drag lasts.
    var hosted: [ItemID]?
    /// Called when the owner's snapshot no longer has an item this view lent: the shared drag
    /// ends (the group takes the block out of the view showing it).
    var lentRemoved: (() -> Void)?
    /// Ends a hosted drag instead of the view's own drop (true) or cancel (false).
    var end: ((_ drop: Bool) -> Void)?
    /// The caught item of this view's exchange is over another view of the group (which then
    /// decides its swaps; ends go through ``end``).
    var exchangeAway = false
    /// Set while this view holds one side of a swap between views: undoes it (before an
    /// owner's snapshot is applied, which lacks it).
    var swapHeld: (() -> Void)?

    /// True when neither lending nor hosting (an owner's snapshot then applies as it is).
    var isIdle: Bool { departed == nil && hosted == nil }
}

extension CrossViewLink {
    /// Adjusts the owner's snapshot `s` to what the view shows during a shared drag: the items it
    /// lent taken out (their places in `s` recorded as where they come home to), the hosted
    /// items of the `lifted` block (with their presented sources) kept in at their places when
    /// `s` lacks them. Returns the lent items when `s` no longer has one of them — the shared
    /// drag then ends (the link stops lending; `s` stays the owner's). O(n) in `s`.
    mutating func adjust<S: Hashable & Sendable>(_ s: inout SectionedSnapshot<S, ItemID>,
                                                  lifted: [(item: ItemID, source: ItemPath)]) -> [ItemID]? {
        var removed: [ItemID]?
        if let lent = departed?.items, !lent.allSatisfy(s.contains) {
            departed = nil
            removed = lent
        } else if let lent = departed?.items, !lent.isEmpty {
            let placed = lent.compactMap { item in s.path(of: item).map { (item, $0) } }.sorted { $0.1 < $1.1 }
            departed = (placed.map(\.0), placed.map(\.1))
            try? s.deleteItems(lent)
        }
        if let hosted, s.numberOfSections > 0 {
            for (item, source) in lifted where hosted.contains(item) && !s.contains(item) {
                let section = min(source.section, s.numberOfSections - 1)
                try? s.insert(item, at: ItemPath(section, min(source.item, s.itemCounts[section])))
            }
        }
        return removed
    }

    /// The lent `items` coming home into a model of `counts`, their sizes and the paths they go
    /// to: where the owner's latest snapshot has them (recorded by ``adjust(_:lifted:)``), else
    /// `sources`; clamped. O(items).
    func homecoming(_ items: [ItemID], sizes: [Size], sources: [ItemPath], counts: [Int]) -> ([ItemID], [Size], [ItemPath]) {
        guard let lent = departed, Set(lent.items) == Set(items) else {
            return (items, sizes, CrossViewPaths.clampedSources(sources, count: items.count, counts: counts))
        }
        var size: [ItemID: Size] = [:]
        for (item, s) in zip(items, sizes) { size[item] = s }
        return (lent.items, lent.items.map { size[$0] ?? sizes[0] },
                CrossViewPaths.clampedSources(lent.sources, count: lent.items.count, counts: counts))
    }
}
