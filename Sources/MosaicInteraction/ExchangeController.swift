import MosaicCore

/// An exchange controller (after SSCollectionViewExchangeController) as a value state
/// machine: events in — catch an item, the finger over an item or a gap, release, cancel —
/// and actions out — the delegate calls, in their order, and the model exchanges to apply.
/// It holds no view, model or layout: `CollectionView` drives one, and so can any other view
/// (under UIKit, for instance), feeding it hit-test results.
///
/// Semantics:
/// - A transaction begins when an item is caught and `canBeginExchangeTransaction` allows it.
/// - Over another item: an exchange event. If an exchange is in effect it is undone first
///   (`exchange(origin, displaced)`), then the dragged item exchanges with the new one
///   (`exchange(over, origin)`), then `finishExchangeEvent`. `canDisplace` is asked once per
///   new item; a refusal changes nothing.
/// - Back over the starting slot: only the undo. Over a gap, or over the dragged item's
///   current slot: nothing.
/// - Release: `finishTransaction(final, origin)` (equal paths when nothing is exchanged).
///   Cancel: the exchange in effect is undone (`exchange(displaced, origin)`, the
///   original controller repeats the last exchange's paths), then `cancelTransaction`.
///
/// Stability (``DropTargetRule``, the same as interactive movement's): after an exchange, no new exchange event
/// while the finger stays inside the frame of the item it exchanged with (`lockRect`), however
/// the layout re-placed the items; and a new partner (other than the starting slot) is taken
/// only once the finger is inside its central 60 %. So a still finger over a waterfall, whose
/// columns re-flow with every exchange, cannot flip-flop between partners. Keyboard events
/// (no point) skip both rules.
public struct ExchangeController: Sendable {
    /// The delegate's questions, answered synchronously while an event is handled.
    public struct Questions {
        /// `exchangeControllerCanBeginExchangeTransaction` for the caught item's path.
        public var canBegin: (ItemPath) -> Bool
        /// `canDisplaceItemAtIndexPath:withItemBeingDraggedFromIndexPath:`.
        public var canDisplace: (_ item: ItemPath, _ dragged: ItemPath) -> Bool

        /// Answers for one event; by default every transaction may begin and every item may be
        /// displaced.
        public init(canBegin: @escaping (ItemPath) -> Bool = { _ in true },
                    canDisplace: @escaping (_ item: ItemPath, _ dragged: ItemPath) -> Bool = { _, _ in true }) {
            self.canBegin = canBegin
            self.canDisplace = canDisplace
        }
    }

    /// What happened to the finger.
    public enum Event: Hashable, Sendable {
        /// A long press (inside the catch rectangle) on the item at the path.
        case catchItem(at: ItemPath)
        /// The finger is over the item at `path`, whose frame is `frame`, at `point` (both in
        /// the same coordinates); nil frame and point for keyboard steps.
        case over(ItemPath, frame: Rect?, point: Point?)
        /// The finger is over a gap (nothing happens).
        case overGap
        /// The finger lifted.
        case release
        /// The transaction is cancelled (Escape, focus loss, a cancelled gesture).
        case cancel
    }

    /// What the driver does, in order.
    public enum Action: Hashable, Sendable {
        /// The delegate was asked `canBeginExchangeTransaction` for the path (for logs).
        case askedCanBegin(ItemPath)
        /// The transaction began with the item caught at `origin`.
        case began(origin: ItemPath)
        /// The delegate was asked `canDisplace` (the item, the dragged item's origin).
        case askedCanDisplace(ItemPath, dragged: ItemPath)
        /// Exchange the model's items at the two paths, then tell the delegate
        /// `didExchangeItemAtIndexPath1:withItemAtIndexPath2:`.
        case exchange(ItemPath, ItemPath)
        /// `exchangeControllerDidFinishExchangeEvent`.
        case finishExchangeEvent
        /// `didFinishExchangeTransactionWithItemAtIndexPath:andItemAtIndexPath:`.
        case finishTransaction(ItemPath, ItemPath)
        /// `exchangeControllerDidCancelExchangeTransaction`.
        case cancelTransaction
    }

    /// The caught item's starting path while a transaction is in progress.
    public private(set) var origin: ItemPath?
    /// The path of the item the dragged one is exchanged with (nil: none in effect).
    public private(set) var displaced: ItemPath?
    /// The last item the finger was over (`canDisplace` is asked once per new item).
    public private(set) var lastOver: ItemPath?
    /// The shared drop-target rule (central 60 %, hysteresis).
    public private(set) var rule = DropTargetRule()
    /// The frame of the item last exchanged with: no exchange event while the finger is in it.
    public var lockRect: Rect? { rule.lock }

    /// An idle controller: no transaction in progress (``isInTransaction`` is false).
    public init() {}

    /// True between a successful catch and the release or cancel.
    public var isInTransaction: Bool { origin != nil }

    /// Where the dragged item sits now: the displaced item's path, else its origin.
    public var current: ItemPath? { displaced ?? origin }

    /// Handles one event. - Complexity: O(1).
    public mutating func handle(_ event: Event, _ questions: Questions = Questions()) -> [Action] {
        switch event {
        case .catchItem(let path):
            guard origin == nil else { return [] }
            guard questions.canBegin(path) else { return [.askedCanBegin(path)] }
            origin = path
            displaced = nil
            lastOver = path
            rule = DropTargetRule()
            return [.askedCanBegin(path), .began(origin: path)]
        case .over(let over, let frame, let point):
            return exchangeEvent(over: over, frame: frame, point: point, questions)
        case .overGap:
            return []
        case .release:
            guard let origin else { return [] }
            let final = displaced ?? origin
            reset()
            return [.finishTransaction(final, origin)]
        case .cancel:
            guard let origin else { return [] }
            let undo = displaced.map { [Action.exchange($0, origin)] } ?? []
            reset()
            return undo + [.cancelTransaction]
        }
    }

    /// Carries the transaction over a changed model (the owner applied a new snapshot
    /// mid-drag, taken as the committed order): the caught item's committed place is now
    /// `origin`, and the exchange in effect — if its partner is still there — is with the item
    /// at `displaced` (the caller swaps the two in the model). The hysteresis lock is released
    /// and the next item the finger is over counts as new. Ignored (false) with no transaction
    /// in progress or equal paths. - Complexity: O(1).
    @discardableResult
    public mutating func rebase(origin: ItemPath, displaced: ItemPath?) -> Bool {
        guard isInTransaction, displaced != origin else { return false }
        self.origin = origin
        self.displaced = displaced
        lastOver = displaced ?? origin
        rule = DropTargetRule()
        return true
    }

    private mutating func exchangeEvent(over: ItemPath, frame: Rect?, point: Point?, _ questions: Questions) -> [Action] {
        guard let origin, !rule.holds(at: point) else { return [] }
        let current = displaced ?? origin
        guard over != current, over != lastOver else {
            lastOver = over
            return []
        }
        if over != origin, let frame, let point, !DropTargetRule.isWellInside(point, frame) {
            return []   // near an edge: wait until the finger is well inside
        }
        lastOver = over
        if over == origin {
            guard let d = displaced else { return [] }
            displaced = nil
            rule.lock(on: frame)
            return [.exchange(origin, d), .finishExchangeEvent]
        }
        var actions: [Action] = [.askedCanDisplace(over, dragged: origin)]
        guard questions.canDisplace(over, origin) else { return actions }
        if let d = displaced { actions.append(.exchange(origin, d)) }
        actions.append(.exchange(over, origin))
        displaced = over
        rule.lock(on: frame)
        actions.append(.finishExchangeEvent)
        return actions
    }

    private mutating func reset() {
        origin = nil
        displaced = nil
        lastOver = nil
        rule = DropTargetRule()
    }
}
