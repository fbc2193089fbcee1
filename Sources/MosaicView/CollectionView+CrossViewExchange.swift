import MosaicCore
import MosaicInteraction

/// The view's side of an exchange across the views of a ``CollectionViewGroup``
/// (``CrossViewExchangeMachine`` decides): the home view's caught item goes "away" while the
/// pointer is over another view (its in-view swap undone, no auto-scroll, the snapshot
/// following the pointer); an item is replaced at its path by another view's (the live swap of
/// both views, told as `didExchange p p`); the transaction ends in the home view.
extension CollectionView {
    /// The origin of the exchange drag and whether the keyboard drives it, nil with none.
    var crossViewExchangeOrigin: (path: ItemPath, byKeyboard: Bool)? {
        guard let e = drag?.exchange, let o = e.controller.origin else { return nil }
        return (o, e.pointer.byKeyboard)
    }

    /// The caught item goes away (`away`: its in-view swap undone, told as any swap back, and
    /// ends of the drag go to `end`) or comes back (the in-view exchange goes on).
    func crossViewExchangeAway(_ away: Bool, end: ((Bool) -> Void)?, time: Double) {
        guard var e = drag?.exchange else { return }
        crossView.exchangeAway = away
        crossView.end = end
        guard away, let o = e.controller.origin, let d = e.controller.displaced else { return }
        e.controller.rebase(origin: o, displaced: nil)
        var before: Snapshot?
        _ = perform([.relayout([.takeEffect, .exchange(o, d)]), .emit(.didFinishExchangeEvent)], next: .exchange(e),
                    before: &before, at: time)
        assertInvariants(after: "a caught item leaving for another view")
    }

    /// The away snapshot follows the pointer (viewport coordinates), without retargeting.
    func crossViewExchangePointer(_ location: Point) {
        guard location.isFinite else { return }
        drag?.pointer.pointer = location
    }

    /// The item under a viewport point and its frame (viewport coordinates), nil over none.
    func crossViewItem(at location: Point) -> (path: ItemPath, frame: Rect)? {
        guard let path = itemPath(atViewportPoint: location), let f = layout.attributesForItem(at: path)?.frame else { return nil }
        return (path, f.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y))
    }

    /// The identity at `path` (erased) and its size, nil outside the model.
    func crossViewItem(at path: ItemPath) -> (item: AnyHashable, size: Size)? {
        guard let item = snapshot[path], let size = layout.itemSize(at: path) else { return nil }
        return (AnyHashable(item), size)
    }

    /// The item caught by the view's exchange drag (erased), nil with none.
    var crossViewCaughtItem: AnyHashable? { drag?.exchange.map { AnyHashable($0.item) } }

    /// Asks the owner whether the item at `path` may be displaced by the item dragged from
    /// `dragged` (its path in its own view), logged `canDisplace`.
    func crossViewCanDisplace(_ path: ItemPath, dragged: ItemPath) -> Bool {
        emit(.canDisplace(path, from: dragged))
        return delegate.canDisplace?(path, dragged) ?? true
    }

    /// Replaces the item at `path` with `item` (erased) of `size`, animated, and tells
    /// `didExchange path path`; returns the item replaced and its size. Nil — nothing changed —
    /// for an item of another type or already in the model, or a path outside it.
    func crossViewReplace(at path: ItemPath, with item: AnyHashable, size: Size) -> (item: AnyHashable, size: Size)? {
        guard let typed = item.base as? ItemID, !snapshot.contains(typed), let old = snapshot[path] else { return nil }
        let oldSize = layout.itemSize(at: path) ?? size
        relayout(animation: configuration.layoutAnimation) {
            state.edit("replace \(old) at \(path) with \(typed)") { _ = try $0.delete(at: path); try $0.insert(typed, at: path) }
                layout: { try $0.deleteItems(at: [path]); try $0.insertItem(at: path, size: size) }
            if var e = drag?.exchange {
                e.swappedAway = typed != e.item
                drag = .exchange(e)
            }
        }
        if focused == old { focused = typed }   // the keyboard focus stays at the place
        state.forgetItemsNotInModel()
        emit(.didExchange(path, path))
        assertInvariants(after: "replacing \(old) at \(path) with another view's item")
        return (AnyHashable(old), oldSize)
    }

    /// Says `willSwap` (the caught item, the item now at its origin) in the home view.
    func crossViewAnnounceWillSwap() {
        guard let e = drag?.exchange, let o = e.controller.origin, let other = snapshot[o], other != e.item else { return }
        emit(.announce(announcer.willSwap(e.item, with: other)))
    }

    /// The snapshot of the caught item (viewport coordinates), nil with no exchange drag.
    var crossViewExchangeFrame: Rect? { drag?.exchange.map { $0.pointer.frame(contentOffset: .zero) } }

    /// Ends the home view's exchange transaction: `committed`, with nothing exchanged in the view
    /// (`didFinishExchangeTransaction o o`, "Swapped Ada and Grace" — or, with no swap between
    /// views either, the in-view release in place), the drag over; else as a cancel (the swap
    /// between views already undone).
    func crossViewEndExchange(committed: Bool, time: Double) {
        crossView.exchangeAway = false
        crossView.end = nil
        guard let e = drag?.exchange, let o = e.controller.origin else { return }
        let other = snapshot[o]
        guard committed, other != e.item else {
            drive(committed ? .drop(contentOffset: contentOffset) : .cancel(contentOffset: contentOffset), at: time)
            return
        }
        var before: Snapshot?
        var actions: [DragAction<ItemID>] = [.takeEffect, .completePlacement, .endCatch, .emit(.didFinishExchangeTransaction(o, o))]
        if let other { actions.append(.emit(.announce(announcer.swapped(e.item, other)))) }
        _ = perform(actions, next: nil, before: &before, at: time)
        assertInvariants(after: "an exchange with another view committed")
    }

    /// Animates `item` (erased) to its cell from `frame` (viewport coordinates).
    func crossViewLand(_ item: AnyHashable, from frame: Rect, time: Double) {
        guard let typed = item.base as? ItemID else { return }
        land(typed, from: frame.offsetBy(dx: contentOffset.x, dy: contentOffset.y), at: time, scale: exchangeStyle.releaseBlinkScale)
    }
}
