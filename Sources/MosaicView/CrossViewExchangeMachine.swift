import MosaicCore
import MosaicInteraction

/// The decisions of an exchange across the views of a ``CollectionViewGroup``, as a value state
/// machine (the cross-view counterpart of `ExchangeController`): events in (the pointer of a
/// caught item over another view's item or off every item, the release, the owner's answer, a
/// cancel), actions out (swap the caught item with a partner, swap it back, tell the event's
/// end, ask the group's owner, commit, cancel). It holds view ids and paths, never a view.
///
/// Targets follow the one ``DropTargetRule`` of in-view exchange, in window coordinates: a new
/// partner only once the pointer is inside its central 60 %; after a swap, no new event while
/// the pointer stays inside the partner's frame. As in one view, a gap changes nothing: the
/// swap in effect stays, and a release there commits it (or, with none, ends the transaction
/// with nothing exchanged). Only the pointer's return over the caught item's own view undoes it.
///
/// Invariants: a session exists only between ``Event/begin(home:origin:)`` and its end (a
/// commit, a finish with nothing exchanged, a cancel, or the pointer back over home); at most
/// one partner is swapped at a time, and every swap made is undone or committed exactly once.
struct CrossViewExchangeMachine: Equatable {
    /// An item of a view other than the caught item's: the view's id and the item's path.
    struct Partner: Hashable {
        var view: String
        var path: ItemPath
    }

    /// A caught item away from its view: `home` and its path there, and the partner swapped now.
    struct Session: Equatable {
        var home: String
        var origin: ItemPath
        var partner: Partner?
        var lastOver: Partner?
        var rule = DropTargetRule()
        /// The item a keyboard exchange is over (swapped with or not), where arrows step from.
        var cursor: Partner?
    }

    /// The session in progress, if any.
    private(set) var session: Session?

    /// What happened.
    enum Event: Equatable {
        /// The pointer of the item caught at `origin` in `home` entered another view that can exchange.
        case begin(home: String, origin: ItemPath)
        /// The pointer is at `point` over `partner`, whose frame is `frame` (window coordinates);
        /// nil frame and point for a keyboard step, which skips the target rule (as in one view).
        case over(Partner, frame: Rect?, point: Point?)
        /// The pointer is over no item another view's can swap with (a gap, an item a
        /// conversion or the owner refuses, no view): nothing changes, as over a gap in one view.
        case gap
        /// The pointer is back over the caught item's own view: the swap in effect is undone and
        /// the session ends (the in-view exchange goes on).
        case home
        /// The swap in effect is undone, the session goes on (an owner applies a snapshot).
        case unswap
        /// The pointer lifted (or Space) over a view that can exchange: with a partner swapped,
        /// the group's owner is asked; with none, the transaction ends with nothing exchanged.
        case release
        /// The owner's answer to the release: commit (true) or everything returns (false).
        case answer(Bool)
        /// Escape, a cancelled gesture, a mode change: everything returns.
        case cancel
    }

    /// What the group does, in order.
    enum Action: Equatable {
        /// Ask the partner's view whether its item may be displaced (logged `canDisplace`).
        case askCanDisplace(Partner)
        /// Swap the caught item (or the home's item at the origin) with the partner's item —
        /// the same action swaps back.
        case swap(Partner)
        /// An exchange event is over: tell `didFinishExchangeEvent` to home and these views.
        case finishEvent(views: [String])
        /// Ask the group's owner about the exchange with this partner.
        case propose(Partner)
        /// The transaction ends with the partner exchanged: tell both views and the group's owner.
        case commit(Partner)
        /// The transaction ends with nothing exchanged, released: the home view finishes it in
        /// place (`didFinishExchangeTransaction o o`), as a release over a gap in one view.
        case finishInPlace
        /// The transaction ends with nothing exchanged between views: the home view cancels
        /// (`partner`: the view that held the swap just undone, which hears the cancel too).
        case cancel(partner: Partner?)
    }

    /// The caught item's place in its view moved (its owner applied a snapshot): swaps go there.
    mutating func rebase(origin: ItemPath) { session?.origin = origin }

    /// A keyboard step reached `item`, which cannot be a partner (a conversion refuses it): the
    /// next arrow steps from there; nothing is swapped or undone, as over a gap.
    mutating func move(cursor item: Partner) { session?.cursor = item }

    /// Handles one event; `canDisplace` is asked once per new partner.
    /// - Complexity: O(1).
    mutating func handle(_ event: Event, canDisplace: (Partner) -> Bool = { _ in true }) -> [Action] {
        switch event {
        case .begin(let home, let origin):
            guard session == nil else { return [] }
            session = Session(home: home, origin: origin)
            return []
        case .over(let over, let frame, let point):
            guard var s = session, !s.rule.holds(at: point) else { return [] }
            if point == nil { s.cursor = over }
            guard over != s.partner, over != s.lastOver else {
                session = s
                return []
            }
            if let frame, let point, !DropTargetRule.isWellInside(point, frame) { return [] }
            s.lastOver = over
            var actions: [Action] = [.askCanDisplace(over)]
            guard canDisplace(over) else {
                session = s
                return actions
            }
            var views: [String] = []
            if let old = s.partner {
                actions.append(.swap(old))
                views.append(old.view)
            }
            actions.append(.swap(over))
            if !views.contains(over.view) { views.append(over.view) }
            s.partner = over
            s.rule.lock(on: frame)
            session = s
            return actions + [.finishEvent(views: views)]
        case .gap:
            return []
        case .home, .unswap:
            guard var s = session else { return [] }
            let old = s.partner
            s.partner = nil
            s.lastOver = nil
            s.rule = DropTargetRule()
            session = event == .home ? nil : s
            guard let old else { return [] }
            return [.swap(old), .finishEvent(views: [old.view])]
        case .release:
            guard let s = session else { return [] }
            guard let partner = s.partner else {
                session = nil
                return [.finishInPlace]
            }
            return [.propose(partner)]
        case .answer(let yes):
            guard let s = session, let partner = s.partner else { return [] }
            session = nil
            return yes ? [.commit(partner)] : [.swap(partner), .cancel(partner: partner)]
        case .cancel:
            guard let s = session else { return [] }
            session = nil
            guard let partner = s.partner else { return [.cancel(partner: nil)] }
            return [.swap(partner), .cancel(partner: partner)]
        }
    }
}
