import MosaicCore
import MosaicInteraction

/// The view's side of a drag shared with the other views of a ``CollectionViewGroup``: the
/// lifted block leaves (the gap closes), a foreign block arrives lifted (its own placeholder),
/// a hosted block settles at the drop, lent items come home. None of it is told to the owner as
/// a move of its own: the group tells both owners one ``CrossViewMove``.
extension CollectionView {
    /// Where a block arriving from another view is put before it is lifted.
    enum CrossViewPlacement {
        /// At the insertion slot nearest the pointer.
        case underPointer
        /// At this index path (clamped to the model), contiguously: a keyboard step.
        case at(ItemPath)
        /// Back at these model paths (ascending, clamped): the items come home.
        case home([ItemPath])
    }

    /// The block lifted by a movement now: identities, model sources, the pointer, each item's
    /// size, the presented target. Nil with no movement.
    var crossViewCargo: CrossViewCargo<ItemID>? {
        guard let m = drag?.move else { return nil }
        let t = m.target
        let sizes = (0..<m.items.count).map { layout.itemSize(at: ItemPath(t.section, t.item + $0)) ?? m.pointer.size }
        return CrossViewCargo(items: m.items, sources: m.controller.sources, pointer: m.pointer, sizes: sizes, target: t)
    }

    /// Takes the lifted block out of model and layout, the gap closing (animated). The owner
    /// hears nothing. - Complexity: the model's deletion, O(displayed) for the animation.
    func crossViewRemoveLifted(at time: Double) {
        guard let m = drag?.move else { return }
        let t = m.target
        let block = (0..<m.items.count).map { ItemPath(t.section, t.item + $0) }
        relayout(animation: configuration.layoutAnimation) {
            state.drag = nil
            do {
                _ = try snapshot.delete(at: m.controller.sources)
                try layout.deleteItems(at: block)
            } catch { resyncLayout(error) }
        }
        completePlacementAfterDrag()
        state.forgetItemsNotInModel()
        assertInvariants(after: "a lifted block leaving for another view")
    }

    /// Puts `items` (with their `sizes`) into the model at `placement` and lifts them, grabbed
    /// by `pointer` (viewport coordinates): the view shows its own placeholder, which follows
    /// the pointer (or, by keyboard, the pointer follows it). False — nothing changed — when a
    /// drag is in progress, the model has no section or already holds one of the items.
    @discardableResult
    func crossViewLift(_ items: [ItemID], sizes: [Size], placement: CrossViewPlacement, pointer: DragPointer,
                       at time: Double) -> Bool {
        guard drag == nil, !items.isEmpty, items.count == sizes.count, snapshot.numberOfSections > 0,
              !items.contains(where: snapshot.contains) else { return false }
        let paths: [ItemPath]
        var items = items, sizes = sizes
        switch placement {
        case .home(let sources):
            (items, sizes, paths) = homecoming(items, sizes: sizes, sources: sources)
            crossView.departed = nil
        case .at(let path): paths = contiguous(from: clamped(path), count: items.count)
        case .underPointer:
            let slot = layout.insertionSlot(nearest: pointer.pointer + contentOffset) ?? ItemPath(0, 0)
            paths = contiguous(from: clamped(slot), count: items.count)
        }
        relayout(animation: configuration.layoutAnimation) {
            for (i, path) in paths.enumerated() {
                state.edit("insert \(items[i]) at \(path)") { try $0.insert(items[i], at: path) }
                    layout: { try $0.insertItem(at: path, size: sizes[i]) }
            }
        }
        drive(.lift(items: items, sources: paths, origin: paths[0], sizes: sizes, pointer: pointer), at: time)
        if pointer.byKeyboard { followTarget(drag?.move?.target) } else { retarget(at: time) }
        return drag != nil
    }

    /// Commits a hosted block silently where it is presented (or at `path`, the owner's
    /// choice, when that leaves room for the block): the model changes, the block lands.
    /// Returns the block's first path in the model, nil with no movement.
    func crossViewSettle(at path: ItemPath?, time: Double) -> ItemPath? {
        guard let m = drag?.move else { return nil }
        if let path, path != m.target, presentedItemCountsAllow(path, count: m.items.count) {
            drive(.move(.step(to: path), checked: false), at: time)
        }
        guard let d = drag?.move else { return nil }
        let frame = d.pointer.frame(contentOffset: contentOffset)
        crossView.hosted = nil
        var before: Snapshot?
        let actions: [DragAction<ItemID>] = [.commitMove(d.items, from: d.controller.sources, to: d.target), .takeEffect,
                                             .completePlacement, .announce(.moved(d.items, to: d.target)),
                                             .land(d.items.first, from: frame, scale: 1)]
        guard perform(actions, next: nil, before: &before, at: time) else { return nil }
        assertInvariants(after: "settling a block from another view")
        return d.target
    }

    /// Lent items come home: back into the model at `sources` (clamped), animated from `frame`
    /// (this view's content coordinates) when given; the owner hears `cancelMove` and it is
    /// announced. - Complexity: the model's insertions, O(displayed) for the animation.
    func crossViewReturn(_ items: [ItemID], sizes: [Size], to sources: [ItemPath], from frame: Rect?, time: Double) {
        let (items, sizes, paths) = homecoming(items, sizes: sizes, sources: sources)
        crossView.departed = nil
        guard !items.isEmpty, snapshot.numberOfSections > 0 else { return }
        relayout(animation: configuration.layoutAnimation) {
            for (i, path) in paths.enumerated() where !snapshot.contains(items[i]) {
                state.edit("return \(items[i]) to \(path)") { try $0.insert(items[i], at: path) }
                    layout: { try $0.insertItem(at: path, size: sizes[i]) }
            }
        }
        if let frame { land(items.first, from: frame, at: time) }
        emit(.cancelMove)
        emit(.announce(announcer.text(.cancelled(items, at: paths[0]))))
        assertInvariants(after: "items returning from another view")
    }

    /// The owner's snapshot as this view shows it during a shared drag: without the items it
    /// lent, with the hosted items it is holding (at their places, when the owner's snapshot
    /// lacks them). The snapshot itself when no shared drag touches the view. - Complexity: O(n) then.
    @usableFromInline
    func crossViewAdjusted(_ newSnapshot: Snapshot) -> Snapshot {
        guard !crossView.isIdle else { return newSnapshot }
        var s = newSnapshot
        if let lent = crossView.departed?.items, !lent.allSatisfy(s.contains) {
            // The owner deleted a lent item: the shared drag ends as a cancel, the rest at the owner's places.
            crossView.departed = nil
            let ended = crossView.lentRemoved
            crossView.lentRemoved = nil
            ended?()
            emit(.cancelMove)
            emit(.announce(announcer.text(.removed(lent))))
        } else if let lent = crossView.departed?.items, !lent.isEmpty {
            // Where the owner has them now is where they come home to.
            let placed = lent.compactMap { item in s.path(of: item).map { (item, $0) } }.sorted { $0.1 < $1.1 }
            crossView.departed = (placed.map(\.0), placed.map(\.1))
            try? s.deleteItems(lent)
        }
        if let hosted = crossView.hosted, let m = drag?.move, s.numberOfSections > 0 {
            for (item, source) in zip(m.items, m.controller.sources) where hosted.contains(item) && !s.contains(item) {
                let section = min(source.section, s.numberOfSections - 1)
                try? s.insert(item, at: ItemPath(section, min(source.item, s.itemCounts[section])))
            }
        }
        return s
    }

    /// The lent items coming home, their sizes and the paths they go to: where the owner's
    /// latest snapshot has them (recorded by ``crossViewAdjusted(_:)``), else `sources`; clamped.
    private func homecoming(_ items: [ItemID], sizes: [Size], sources: [ItemPath]) -> ([ItemID], [Size], [ItemPath]) {
        guard let lent = crossView.departed, Set(lent.items) == Set(items) else {
            return (items, sizes, clampedSources(sources, count: items.count))
        }
        var size: [ItemID: Size] = [:]
        for (item, s) in zip(items, sizes) { size[item] = s }
        return (lent.items, lent.items.map { size[$0] ?? sizes[0] }, clampedSources(lent.sources, count: lent.items.count))
    }

    /// Where the items this view lent come home to (see ``homecoming``), nil when it lent none.
    var crossViewLentSources: [ItemPath]? { crossView.departed?.sources }

    /// Whether the presented counts leave room for a block of `count` items at `path`.
    private func presentedItemCountsAllow(_ path: ItemPath, count: Int) -> Bool {
        let counts = state.presentedItemCounts
        return counts.indices.contains(path.section) && path.item >= 0 && path.item + count <= counts[path.section]
    }

    /// `path` clamped into the model: an existing section, an index in `0...count`.
    private func clamped(_ path: ItemPath) -> ItemPath {
        let section = min(max(0, path.section), snapshot.numberOfSections - 1)
        return ItemPath(section, min(max(0, path.item), snapshot.itemCounts[section]))
    }

    private func contiguous(from start: ItemPath, count: Int) -> [ItemPath] {
        (0..<count).map { ItemPath(start.section, start.item + $0) }
    }

    /// Ascending sources clamped so that inserting them in order is valid.
    private func clampedSources(_ sources: [ItemPath], count: Int) -> [ItemPath] {
        var counts = snapshot.itemCounts
        var paths: [ItemPath] = []
        for i in 0..<count {
            let wanted = i < sources.count ? sources[i] : (paths.last.map { ItemPath($0.section, $0.item + 1) } ?? ItemPath(0, 0))
            let section = min(max(0, wanted.section), counts.count - 1)
            let p = ItemPath(section, min(max(0, wanted.item), counts[section]))
            counts[section] += 1
            paths.append(p)
        }
        return paths
    }
}

/// A lifted block as another view needs it: identities, model sources in the view it left,
/// the pointer there, each item's size and the presented target.
struct CrossViewCargo<ItemID: Hashable> {
    var items: [ItemID]
    var sources: [ItemPath]
    var pointer: DragPointer
    var sizes: [Size]
    var target: ItemPath
}
