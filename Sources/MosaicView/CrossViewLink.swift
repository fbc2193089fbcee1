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
    /// A shared drag ended because the owner's snapshot dropped an item this view lent: the lent
    /// items, and whom to tell (the group, which takes the block out of the view showing it).
    struct LendingEnded {
        var items: [ItemID]
        var tell: (() -> Void)?

        /// What the view performs once it told the group: the owner hears `cancelMove` (the
        /// movement it saw begin ends as a cancel) and the lent items are announced removed.
        var actions: [DragAction<ItemID>] { [.emit(.cancelMove), .announce(.removed(items))] }
    }

    /// Adjusts the owner's snapshot `s` to what the view shows during a shared drag: the items it
    /// lent taken out (their places in `s` recorded as where they come home to), the hosted
    /// items of the `lifted` block (at their presented sources) kept in at their places when
    /// `s` lacks them. When `s` no longer has a lent item the shared drag ends: the link stops
    /// lending, `s` stays the owner's, and the lent items and whom to tell are returned (the
    /// caller tells, then the owner). O(n) in `s`; O(1), `s` untouched, when the link is idle.
    mutating func adjust<S: Hashable & Sendable>(_ s: inout SectionedSnapshot<S, ItemID>, lifted: MoveDrag<ItemID>?) -> LendingEnded? {
        var ended: LendingEnded?
        if let lent = departed?.items, !lent.allSatisfy(s.contains) {
            departed = nil
            ended = LendingEnded(items: lent, tell: lentRemoved)
            lentRemoved = nil
        } else if let lent = departed?.items, !lent.isEmpty {
            let placed = lent.compactMap { item in s.path(of: item).map { (item, $0) } }.sorted { $0.1 < $1.1 }
            departed = (placed.map(\.0), placed.map(\.1))
            try? s.deleteItems(lent)
        }
        if let hosted, let lifted, s.numberOfSections > 0 {
            for (item, source) in zip(lifted.items, lifted.controller.sources) where hosted.contains(item) && !s.contains(item) {
                let section = min(source.section, s.numberOfSections - 1)
                try? s.insert(item, at: ItemPath(section, min(source.item, s.itemCounts[section])))
            }
        }
        return ended
    }

    /// The lent `items` coming home into a model of `counts`, as a block: in the order and at
    /// the places the owner's latest snapshot has them (recorded by ``adjust(_:lifted:)``), else
    /// in the given order at `sources`; clamped so that inserting in order is valid. The link
    /// stops lending. Nil when `items` is empty or the model has no section. O(items).
    mutating func homecoming(_ items: [ItemID], sizes: [Size], sources: [ItemPath], counts: [Int]) -> CrossViewBlock<ItemID>? {
        defer { departed = nil }
        guard !items.isEmpty, items.count == sizes.count, !counts.isEmpty else { return nil }
        guard let lent = departed, Set(lent.items) == Set(items) else {
            return CrossViewBlock(items: items, paths: CrossViewPaths.clampedSources(sources, count: items.count, counts: counts),
                                  sizes: sizes)
        }
        var size: [ItemID: Size] = [:]
        for (item, s) in zip(items, sizes) { size[item] = s }
        return CrossViewBlock(items: lent.items, paths: CrossViewPaths.clampedSources(lent.sources, count: lent.items.count, counts: counts),
                              sizes: lent.items.map { size[$0] ?? sizes[0] })
    }

    /// Where a block of `items` (of `sizes`) arriving in a model of `counts` goes, by
    /// `placement`: home (``homecoming(_:sizes:sources:counts:)``, the link no longer lending),
    /// at a keyboard step's path, or at `slotUnderPointer` (asked only then; nil: the first
    /// slot); contiguous and clamped. Nil when `items` is empty, the sizes do not match or the
    /// model has no section. O(items).
    mutating func arrival(_ items: [ItemID], sizes: [Size], placement: CrossViewPlacement, counts: [Int],
                          slotUnderPointer: () -> ItemPath?) -> CrossViewBlock<ItemID>? {
        switch placement {
        case .home(let sources): return homecoming(items, sizes: sizes, sources: sources, counts: counts)
        case .at(let path): return CrossViewBlock(arriving: items, sizes: sizes, at: path, counts: counts)
        case .underPointer:
            guard !items.isEmpty, !counts.isEmpty else { return nil }
            return CrossViewBlock(arriving: items, sizes: sizes, at: slotUnderPointer() ?? ItemPath(0, 0), counts: counts)
        }
    }
}
