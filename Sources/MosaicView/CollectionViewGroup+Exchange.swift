import MosaicCore
import MosaicInteraction

/// A swap between views in effect: the partner and the originals it replaced (swapping back
/// restores these, not a conversion of a conversion).
struct CrossViewSwap {
    var partner: CrossViewExchangeMachine.Partner
    var item: AnyHashable
    var displaced: AnyHashable
    var converted: AnyHashable
    var convertedDisplaced: AnyHashable
}

extension CollectionViewGroup {
    /// The grabbed pointer of `grabber`'s pointer exchange drag moved to `p`: over another view
    /// that can exchange, the group decides the swaps (true: the move is handled). As in one
    /// view, a gap changes nothing: over a gap, an item that cannot be a partner, or (with a swap
    /// in effect) no view or a view that cannot exchange, the swap in effect stays (true). Back
    /// over the home view, or off every view with no swap, the home view gets the move (false).
    func exchangePointerMoved(to p: Point, grabbedBy grabber: String, time: Double) -> Bool {
        guard let home = member(grabber), let x = home.view.crossViewExchangeOrigin, !x.byKeyboard else { return false }
        let origin = x.path
        let overID = viewID(at: p)
        if let overID, overID != grabber, let over = member(overID), over.view.crossViewCanExchange {
            if exchange.session == nil {
                home.view.crossViewExchangeAway(true, end: { [weak self] drop in self?.endExchange(drop: drop) }, time: time)
                _ = exchange.handle(.begin(home: grabber, origin: origin))
            }
            home.view.crossViewExchangePointer(p - home.frame.origin)
            guard let hit = over.view.crossViewItem(at: p - over.frame.origin) else {
                handleExchange(.gap, time: time)
                return true
            }
            let partner = CrossViewExchangeMachine.Partner(view: overID, path: hit.path)
            guard partner == swapped?.partner || exchange.session.flatMap({ swap(with: partner, in: $0) }) != nil else {
                handleExchange(.gap, time: time)
                return true
            }
            let frame = hit.frame.offsetBy(dx: over.frame.origin.x, dy: over.frame.origin.y)
            handleExchange(.over(partner, frame: frame, point: p), time: time)
            return true
        }
        guard let s = exchange.session else { return false }
        if overID != grabber, s.partner != nil {
            home.view.crossViewExchangePointer(p - home.frame.origin)
            handleExchange(.gap, time: time)
            return true
        }
        handleExchange(.home, time: time)
        home.view.crossViewExchangeAway(false, end: nil, time: time)
        return false
    }

    /// The swap of the caught item with `partner`'s item, converted both ways; nil when a
    /// conversion refuses, or a converted item is already in the view it would go to.
    func swap(with partner: CrossViewExchangeMachine.Partner, in s: CrossViewExchangeMachine.Session) -> CrossViewSwap? {
        guard let home = member(s.home), let other = member(partner.view),
              let item = home.view.crossViewCaughtItem, let displaced = other.view.crossViewItem(at: partner.path)?.item,
              let converted = convert([item], from: s.home, to: partner.view)?.first,
              let back = convert([displaced], from: partner.view, to: s.home)?.first else { return nil }
        // The caught item's conversion is in the partner's view already while a swap there is in effect.
        let inOther = other.view.crossViewContains(converted) && swapped?.partner.view != partner.view
        guard other.view.crossViewIsItem(converted), home.view.crossViewIsItem(back), !inOther,
              !home.view.crossViewContains(back) else { return nil }
        return CrossViewSwap(partner: partner, item: item, displaced: displaced, converted: converted, convertedDisplaced: back)
    }

    /// The grabbed pointer of an exchange between views lifted at `p`: over the home view the
    /// in-view exchange takes the release; over a view that can exchange (or holds the swap) the
    /// exchange is released; elsewhere (no view, a view that cannot exchange) it is cancelled,
    /// as a release outside the viewport in one view.
    func releaseExchange(at p: Point, time: Double) {
        guard let s = exchange.session, let home = member(s.home) else { return }
        let overID = viewID(at: p)
        if overID == s.home {
            handleExchange(.home, time: time)
            return home.view.crossViewExchangeAway(false, end: nil, time: time)
        }
        let takes = overID.flatMap(member).map { $0.view.crossViewCanExchange || $0.id == swapped?.partner.view } ?? false
        endExchange(drop: takes)
    }

    /// Ends an exchange between views: released over a view that can exchange (the owner is
    /// asked; with no swap in effect nothing is exchanged) or cancelled (all returns).
    func endExchange(drop: Bool) {
        guard let s = exchange.session, let home = member(s.home) else { return }
        handleExchange(drop ? .release : .cancel, time: home.view.now)
    }

    /// Feeds the exchange machine one event (the partner's view asked `canDisplace` once per
    /// new partner) and performs its actions in order.
    func handleExchange(_ event: CrossViewExchangeMachine.Event, time: Double) {
        guard let home = exchange.session.flatMap({ member($0.home) }) else { return }
        // The home's owner may have applied a snapshot since (the origin moved).
        if let x = home.view.crossViewExchangeOrigin { exchange.rebase(origin: x.path) }
        guard let s = exchange.session else { return }
        let actions = exchange.handle(event) { [self] partner in
            member(partner.view)?.view.crossViewCanDisplace(partner.path, dragged: s.origin) ?? false
        }
        for action in actions {
            switch action {
            case .askCanDisplace:
                break   // asked (and logged) by the partner's view while the machine decided
            case .swap(let partner):
                if let w = swapped, w.partner == partner {
                    replace(w.item, w.displaced, at: s.origin, in: home, partner: partner)
                    swapped = nil
                    hold(nil, in: [home.view, member(partner.view)?.view])
                } else if let w = swap(with: partner, in: s) {
                    replace(w.convertedDisplaced, w.converted, at: s.origin, in: home, partner: partner)
                    swapped = w
                    hold({ [weak self] in self?.handleExchange(.unswap, time: home.view.now) },
                         in: [home.view, member(partner.view)?.view])
                }
            case .finishEvent(let views):
                home.view.crossViewEmit(.didFinishExchangeEvent)
                for id in views where id != s.home { member(id)?.view.crossViewEmit(.didFinishExchangeEvent) }
                home.view.crossViewAnnounceWillSwap()
            case .propose(let partner):
                guard let w = swapped, w.partner == partner else { continue }
                handleExchange(.answer(shouldExchangeBetweenViews?(transaction(w, origin: s)) ?? true), time: time)
            case .commit(let partner):
                guard let w = swapped, w.partner == partner, let other = member(partner.view) else { continue }
                if let f = home.view.crossViewExchangeFrame {
                    other.view.crossViewLand(w.converted, from: f.offsetBy(dx: home.frame.origin.x - other.frame.origin.x,
                                                                          dy: home.frame.origin.y - other.frame.origin.y), time: time)
                }
                home.view.crossViewEndExchange(committed: true, time: time)
                other.view.crossViewEmit(.didFinishExchangeTransaction(partner.path, partner.path))
                swapped = nil
                hold(nil, in: [home.view, other.view])
                recordUndo(.exchange(transaction(w, origin: s)))
                didExchangeBetweenViews?(transaction(w, origin: s))
            case .finishInPlace:
                home.view.crossViewEndExchange(committed: true, time: time)
            case .cancel(let partner):
                home.view.crossViewEndExchange(committed: false, time: time)
                if let partner { member(partner.view)?.view.crossViewEmit(.didCancelExchangeTransaction) }
                swapped = nil
            }
        }
    }

    /// Puts `homeItem` at `origin` in `home` and `otherItem` at the partner's path, sizes
    /// travelling with their items; each view tells `didExchange p p`, the home first.
    private func replace(_ homeItem: AnyHashable, _ otherItem: AnyHashable, at origin: ItemPath, in home: Member,
                         partner: CrossViewExchangeMachine.Partner) {
        guard let other = member(partner.view), let h = home.view.crossViewItem(at: origin),
              let o = other.view.crossViewItem(at: partner.path) else { return }
        let done = home.view.crossViewReplace(at: origin, with: homeItem, size: o.size)
        let doneOther = other.view.crossViewReplace(at: partner.path, with: otherItem, size: h.size)
        precondition(done != nil && doneOther != nil, "a swap between views refused after it was checked")
    }

    private func hold(_ undo: (() -> Void)?, in views: [(any CrossViewMember)?]) {
        for view in views { view?.crossViewHoldSwap(undo) }
    }

    private func transaction(_ w: CrossViewSwap, origin s: CrossViewExchangeMachine.Session) -> CrossViewExchange {
        CrossViewExchange(sourceView: s.home, sourcePath: s.origin, item: w.item, destinationView: w.partner.view,
                          destinationPath: w.partner.path, displacedItem: w.displaced, convertedItem: w.converted,
                          convertedDisplacedItem: w.convertedDisplaced)
    }
}
