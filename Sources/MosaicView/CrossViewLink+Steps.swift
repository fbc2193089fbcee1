import MosaicCore
import MosaicInteraction

/// The decisions of a view's side of a transaction between the views of a ``CollectionViewGroup``,
/// as functions of values: which items it can take, what the group's marks mean, how a lifted
/// block leaves, an item is replaced by another view's, a hosted block settles, and what the
/// home view of an exchange between views does when the caught item leaves or the exchange ends.
/// The view performs the results (an animated relayout around a state edit, or drag actions).
extension CrossViewLink {
    /// Whether a view whose model is `snapshot` can take `items` (erased) in: all of its item
    /// type, none in the model, which has a section (an empty list passes). O(items), no
    /// allocation (the group asks while a pointer moves over a view).
    static func canHost<S: Hashable & Sendable>(_ items: [AnyHashable], in snapshot: SectionedSnapshot<S, ItemID>) -> Bool {
        snapshot.numberOfSections > 0 && items.allSatisfy { ($0.base as? ItemID).map { !snapshot.contains($0) } ?? false }
    }

    /// `items` (erased) as this view's identities when it can take them in (``canHost(_:in:)``);
    /// nil otherwise. O(items).
    static func hostable<S: Hashable & Sendable>(_ items: [AnyHashable], in snapshot: SectionedSnapshot<S, ItemID>) -> [ItemID]? {
        canHost(items, in: snapshot) ? items.compactMap { $0.base as? ItemID } : nil
    }

    /// Marks the view as lending `items` (erased; those of another type are left out) from
    /// `sources`, `removed` to be told if the owner's snapshot drops one; nil: no longer lending.
    mutating func lend(_ items: [AnyHashable]?, sources: [ItemPath], removed: (() -> Void)?) {
        departed = items.map { ($0.compactMap { $0.base as? ItemID }, sources) }
        lentRemoved = items == nil ? nil : removed
    }

    /// Marks the view as hosting `items` (erased), its drop or cancel going to `end`; nil: no longer.
    mutating func host(_ items: [AnyHashable]?, end: ((Bool) -> Void)?) {
        hosted = items?.compactMap { $0.base as? ItemID }
        self.end = end
    }

    /// Takes the lifted block out of `state`: the drag ends, the model loses the items at their
    /// sources, the layout the block it presents at the target. Nothing without a movement.
    /// - Complexity: the model's deletion.
    static func removeLifted<S>(from state: inout CollectionState<S, ItemID>) {
        guard let m = state.drag?.move else { return }
        let presented = CrossViewPaths.contiguous(from: m.target, count: m.items.count)
        state.drag = nil
        state.edit("take the lifted block \(m.items) out for another view") { _ = try $0.delete(at: m.controller.sources) }
            layout: { try $0.deleteItems(at: presented) }
    }

    /// Replaces the item at `path` of `state` with `item` of `size` (model, then layout): an
    /// exchange drag notes whether its caught item is now away, the keyboard focus stays at the
    /// place. Nothing when `path` is outside the model. - Complexity: the model's edit.
    static func replace<S>(at path: ItemPath, with item: ItemID, size: Size, in state: inout CollectionState<S, ItemID>) {
        guard let old = state.snapshot[path] else { return }
        state.edit("replace \(old) at \(path) with \(item)") { _ = try $0.delete(at: path); try $0.insert(item, at: path) }
            layout: { try $0.deleteItems(at: [path]); try $0.insertItem(at: path, size: size) }
        if var e = state.drag?.exchange {
            e.swappedAway = item != e.item
            state.drag = .exchange(e)
        }
        if state.focused == old { state.focused = item }
    }

    /// Where a hosted block `m` steps before it settles: the owner's `path` when it differs from
    /// the target and the `presented` counts leave room for the block there; nil: it settles
    /// where it is presented. O(sections), asked only for such a path.
    static func settleStep(to path: ItemPath?, move m: MoveDrag<ItemID>?, presented: @autoclosure () -> [Int]) -> ItemPath? {
        guard let m, let path, path != m.target, CrossViewPaths.allows(path, count: m.items.count, counts: presented()) else { return nil }
        return path
    }

    /// A hosted block `m` settles where it is presented, silently for the view's owner (the group
    /// tells both owners one move): the model commits, the drag ends, the placement completes,
    /// the move is announced and the first item lands from the dragged snapshot's frame.
    static func settling(_ m: MoveDrag<ItemID>, contentOffset: Point) -> [DragAction<ItemID>] {
        [.commitMove(m.items, from: m.controller.sources, to: m.target), .takeEffect, .completePlacement,
         .announce(.moved(m.items, to: m.target)), .land(m.items.first, from: m.pointer.frame(contentOffset: contentOffset), scale: 1)]
    }

    /// The hosted block `m` settles (``settling(_:contentOffset:)``): the view no longer hosts
    /// it — its drop and cancel are its own again — and these are the actions that commit it.
    mutating func settle(_ m: MoveDrag<ItemID>, contentOffset: Point) -> [DragAction<ItemID>] {
        host(nil, end: nil)
        return Self.settling(m, contentOffset: contentOffset)
    }

    /// What the home view tells once lent `block` is back in its model: the first item lands
    /// from `frame` (content coordinates; none without), the owner hears `cancelMove` — the
    /// movement it saw begin ends as a cancel — and the items are announced back at the block's
    /// first path. No `takeEffect`: the view's drag is not changed.
    static func returning(_ block: CrossViewBlock<ItemID>, from frame: Rect?) -> [DragAction<ItemID>] {
        (frame.map { [.land(block.items.first, from: $0, scale: 1)] } ?? [])
            + [.emit(.cancelMove), .announce(.cancelled(block.items, at: block.paths.first))]
    }

    /// The caught item of `e` leaves for another view: its swap in this view is undone (told as
    /// any swap back) and the exchange goes on with nothing displaced — the next drag state and
    /// the actions. Nil when nothing is displaced in the view.
    static func leaving(_ e: ExchangeDrag<ItemID>) -> (next: ExchangeDrag<ItemID>, actions: [DragAction<ItemID>])? {
        guard let o = e.controller.origin, let d = e.controller.displaced else { return nil }
        var next = e
        next.controller.rebase(origin: o, displaced: nil)
        return (next, [.relayout([.takeEffect, .exchange(o, d), .emit(.didExchange(o, d))]), .emit(.didFinishExchangeEvent)])
    }

    /// How the home view ends an exchange between views.
    enum ExchangeEnd: Equatable {
        /// As the view's own drag ends: dropped (`true`) or cancelled.
        case drive(drop: Bool)
        /// The transaction finishes with these actions, the drag over.
        case finish([DragAction<ItemID>])
    }

    /// What the home view of exchange `e` does when the exchange between views ends, `other`
    /// being the item now at the caught item's origin: committed with another view's item there,
    /// the transaction finishes in place (`didFinishExchangeTransaction o o`, then `swapped`'s
    /// words for the caught item and `other`); otherwise the view's own drop (nothing exchanged
    /// between views: the in-view release) or cancel (the swap between views already undone).
    /// Nil when `e` has no transaction.
    static func ending(_ e: ExchangeDrag<ItemID>, committed: Bool, other: ItemID?,
                       swapped: (ItemID, ItemID) -> String) -> ExchangeEnd? {
        guard let o = e.controller.origin else { return nil }
        guard committed, other != e.item else { return .drive(drop: committed) }
        var actions: [DragAction<ItemID>] = [.takeEffect, .completePlacement, .endCatch, .emit(.didFinishExchangeTransaction(o, o))]
        if let other { actions.append(.emit(.announce(swapped(e.item, other)))) }
        return .finish(actions)
    }
}
