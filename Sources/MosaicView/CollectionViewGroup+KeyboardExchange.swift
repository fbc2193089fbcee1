import MosaicCore
import MosaicInteraction

/// The keys that step a keyboard drag (arrows, Home, End, the page keys).
private let stepKeys: Set<Key> = [.left, .right, .up, .down, .home, .end, .pageUp, .pageDown]

extension CollectionViewGroup {
    typealias Partner = CrossViewExchangeMachine.Partner

    /// A key during a keyboard exchange of `homeID` (the caught item's view): ctrl+arrow carries
    /// the caught item's target into the nearest view in the arrow's direction on screen that
    /// can exchange — the partner is the item at the nearest position (the same section and
    /// index, clamped) — or back home; while the target is in another view, arrows, Home, End
    /// and the page keys step it there in that view's geometry. Swaps, swap-backs and the
    /// delegate order are the pointer's; Space and Escape reach the home view, which ends the
    /// exchange through the group. True when the key was taken.
    func keyboardExchangeKey(_ key: Key, modifiers: Modifiers, home homeID: String, time: Double) -> Bool {
        guard let home = member(homeID), let x = home.view.crossViewExchangeOrigin, x.byKeyboard else { return false }
        if modifiers.contains(.ctrl), let direction = ViewDirection(key) {
            keyboardExchangeStep(home: home, origin: x.path, toward: direction, time: time)
            return true
        }
        guard stepKeys.contains(key), let cursor = exchange.session?.cursor else { return false }
        if let other = member(cursor.view), let next = other.view.crossViewKeyTarget(key, from: cursor.path), next != cursor.path {
            keyboardExchange(over: Partner(view: cursor.view, path: next), home: home, time: time)
        }
        return true
    }

    /// Ctrl+arrow: the target goes to the nearest view that way (back home: the swap undone, the
    /// in-view exchange goes on with the caught item in place, announced).
    private func keyboardExchangeStep(home: Member, origin: ItemPath, toward direction: ViewDirection, time: Double) {
        let s = exchange.session
        let fromID = s?.cursor?.view ?? home.id
        guard let from = member(fromID) else { return }
        let candidates = members.filter {
            $0.id != fromID && ($0.id == home.id || $0.view.crossViewCanExchange && $0.view.crossViewNearestPath(to: ItemPath(0, 0)) != nil)
        }
        guard let next = direction.nearest(from: from.frame, among: candidates.map { ($0.id, $0.frame) }) else { return }
        if next == home.id {
            handleExchange(.home, time: time)
            home.view.crossViewExchangeAway(false, end: nil, time: time)
            if let f = home.view.crossViewReveal(origin) { home.view.crossViewExchangeSnapshot(over: f) }
            home.view.crossViewAnnounceBackInPlace()
            return
        }
        guard let target = member(next), let index = s?.cursor?.path ?? home.view.crossViewExchangeCurrent,
              let path = target.view.crossViewNearestPath(to: index) else { return }
        if s == nil {
            home.view.crossViewExchangeAway(true, end: { [weak self] drop in self?.endExchange(drop: drop) }, time: time)
            _ = exchange.handle(.begin(home: home.id, origin: origin))
        }
        keyboardExchange(over: Partner(view: next, path: path), home: home, time: time)
    }

    /// The keyboard's target is now `partner`: revealed in its view, the caught item's snapshot
    /// over it, swapped with it when it can be a partner (else only the target moves there).
    private func keyboardExchange(over partner: Partner, home: Member, time: Double) {
        guard let other = member(partner.view) else { return }
        if let f = other.view.crossViewReveal(partner.path) {
            home.view.crossViewExchangeSnapshot(over: f.offsetBy(dx: other.frame.origin.x - home.frame.origin.x,
                                                                 dy: other.frame.origin.y - home.frame.origin.y))
        }
        guard partner == swapped?.partner || exchange.session.flatMap({ swap(with: partner, in: $0) }) != nil else {
            return exchange.move(cursor: partner)
        }
        handleExchange(.over(partner, frame: nil, point: nil), time: time)
    }
}
