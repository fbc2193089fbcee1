import MosaicCore
import MosaicInteraction

/// The view's side of a drag shared with the other views of a ``CollectionViewGroup``: the
/// lifted block leaves (the gap closes), a foreign block arrives lifted (its own placeholder),
/// a hosted block settles at the drop, lent items come home. None of it is told to the owner as
/// a move of its own: the group tells both owners one ``CrossViewMove``.
extension CollectionView {
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
            (items, sizes, paths) = crossView.homecoming(items, sizes: sizes, sources: sources, counts: snapshot.itemCounts)
            crossView.departed = nil
        case .at(let path): paths = CrossViewPaths.contiguous(from: clamped(path), count: items.count)
        case .underPointer:
            let slot = layout.insertionSlot(nearest: pointer.pointer + contentOffset) ?? ItemPath(0, 0)
            paths = CrossViewPaths.contiguous(from: clamped(slot), count: items.count)
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
        if let path, path != m.target, CrossViewPaths.allows(path, count: m.items.count, counts: state.presentedItemCounts) {
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
        let (items, sizes, paths) = crossView.homecoming(items, sizes: sizes, sources: sources, counts: snapshot.itemCounts)
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
    /// lacks them). If the owner deleted a lent item the shared drag ends as a cancel (told and
    /// announced), the rest at the owner's places. The snapshot itself when no shared drag
    /// touches the view. - Complexity: O(n) then.
    @usableFromInline
    func crossViewAdjusted(_ newSnapshot: Snapshot) -> Snapshot {
        guard !crossView.isIdle else { return newSnapshot }
        var s = newSnapshot
        let lifted = drag?.move.map { Array(zip($0.items, $0.controller.sources)) } ?? []
        if let removed = crossView.adjust(&s, lifted: lifted.map { (item: $0.0, source: $0.1) }) {
            let ended = crossView.lentRemoved
            crossView.lentRemoved = nil
            ended?()
            emit(.cancelMove)
            emit(.announce(announcer.text(.removed(removed))))
        }
        return s
    }

    private func clamped(_ path: ItemPath) -> ItemPath { CrossViewPaths.clamped(path, counts: snapshot.itemCounts) }
}
