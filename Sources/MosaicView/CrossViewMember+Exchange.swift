import MosaicCore
import MosaicInteraction

/// The member's side of an exchange across the views of a ``CollectionViewGroup``
/// (``CrossViewExchangeMachine`` decides): the home view's caught item goes "away" while the
/// pointer is over another view (its in-view swap undone, no auto-scroll, the snapshot following
/// the pointer); an item is replaced at its path by another view's (the live swap of both views,
/// told as `didExchange p p`); the transaction ends in the home view.
extension CrossViewMember {
    /// The origin of the exchange drag and whether the keyboard drives it, nil with none.
    var crossViewExchangeOrigin: (path: ItemPath, byKeyboard: Bool)? {
        guard let e = drag?.exchange, let o = e.controller.origin else { return nil }
        return (o, e.pointer.byKeyboard)
    }

    /// Where the exchange drag's caught item is now (the item it swapped with, else its
    /// origin), nil with none.
    var crossViewExchangeCurrent: ItemPath? { drag?.exchange?.controller.current }

    /// Whether the view can take part in another view's exchange now: exchange mode, no drag.
    var crossViewCanExchange: Bool { mode == .exchange && !dragInProgress }

    /// Whether `item` (erased) is of the view's item type and in its model.
    func crossViewContains(_ item: AnyHashable) -> Bool { (item.base as? Item).map(snapshot.contains) ?? false }

    /// Whether `item` (erased) is of the view's item type.
    func crossViewIsItem(_ item: AnyHashable) -> Bool { item.base is Item }

    /// The caught item goes away (`away`: its in-view swap undone, ``CrossViewLink/leaving(_:)``,
    /// and ends of the drag go to `end`) or comes back (the in-view exchange goes on).
    func crossViewExchangeAway(_ away: Bool, end: ((Bool) -> Void)?, time: Double) {
        guard let e = drag?.exchange else { return }
        crossView.exchangeAway = away
        crossView.end = end
        guard away, let leaving = CrossViewLink.leaving(e) else { return }
        crossViewPerform(leaving.actions, next: .exchange(leaving.next), at: time, after: "a caught item leaving for another view")
    }

    /// The away snapshot follows the pointer (viewport coordinates), without retargeting.
    func crossViewExchangePointer(_ location: Point) {
        guard location.isFinite, var pointer = drag?.pointer else { return }
        pointer.pointer = location
        crossViewSetPointer(pointer)
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
        guard let typed = item.base as? Item, let old = snapshot[path] else { return nil }
        let oldSize = layout.itemSize(at: path) ?? size
        guard crossViewChange(.replace(path, with: typed, size: size), at: now) else { return nil }
        return (AnyHashable(old), oldSize)
    }

    /// Says `willSwap` (the caught item, the item now at its origin) in the home view.
    func crossViewAnnounceWillSwap() {
        guard let e = drag?.exchange, let o = e.controller.origin, let other = snapshot[o], other != e.item else { return }
        emit(.announce(announcer.willSwap(e.item, with: other)))
    }

    /// The snapshot of the caught item (viewport coordinates), nil with no exchange drag.
    var crossViewExchangeFrame: Rect? { drag?.exchange.map { $0.pointer.frame(contentOffset: .zero) } }

    /// Ends the home view's exchange transaction as ``CrossViewLink/ending(_:committed:other:swapped:)``
    /// decides: committed with another view's item at the origin, finished in place ("Swapped
    /// Ada and Grace"); else the view's own drop (nothing exchanged between views) or cancel.
    func crossViewEndExchange(committed: Bool, time: Double) {
        crossView.exchangeAway = false
        crossView.end = nil
        guard let e = drag?.exchange, let o = e.controller.origin else { return }
        let announcer = self.announcer
        switch CrossViewLink.ending(e, committed: committed, other: snapshot[o], swapped: announcer.swapped) {
        case .drive(let drop)?: drive(drop ? .drop(contentOffset: contentOffset) : .cancel(contentOffset: contentOffset), at: time)
        case .finish(let actions)?: crossViewPerform(actions, next: nil, at: time, after: "an exchange with another view committed")
        case nil: break
        }
    }

    /// Animates `item` (erased) to its cell from `frame` (viewport coordinates).
    func crossViewLand(_ item: AnyHashable, from frame: Rect, time: Double) {
        guard let typed = item.base as? Item else { return }
        land(typed, from: frame.offsetBy(dx: contentOffset.x, dy: contentOffset.y), at: time, scale: exchangeStyle.releaseBlinkScale)
    }
}
