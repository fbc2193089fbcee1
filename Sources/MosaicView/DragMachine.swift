import MosaicCore
import MosaicInteraction

/// The drag — interactive movement and exchange transactions — as a value state machine: events
/// in (a lift, a catch, the pointer over an item or a gap, a keyboard step, a drop, a cancel),
/// actions out (``DragAction``: how the layout presents the lifted block, the model's commit or
/// exchanges, the owner's log lines and announcements, the landing animation). It holds no
/// view, model or layout; `CollectionView` feeds it hit-test results and the owner's rules
/// (``MoveRules``) and performs its actions in order (`CollectionView.drive(_:at:)`). Inside,
/// a `MoveController` or an `ExchangeController` decides the targets.
///
/// Invariants (checked with `precondition` where a session begins, and after every event the
/// view performs by ``CollectionState``'s invariant 4):
/// 1. **One drag at a time.** A lift or catch is accepted only with no ``session``.
/// 2. **A session is live.** A movement's controller is moving and lifts as many source paths
///    as it has items, each once; an exchange's controller is in a transaction.
/// 3. **Events need their kind.** Target, drop and cancel events without a session, and a
///    movement's events during an exchange (or the reverse), change nothing and act nothing.
/// 4. **Every session ends once.** A drop or cancel always leaves no session and tells the owner
///    exactly one ending (`cancelMove`, a commit, `didFinishExchangeTransaction` or
///    `didCancelExchangeTransaction`).
///
/// What the session knows is by identity (the lifted items) plus controller paths, and its
/// pointer is in viewport coordinates: so a later event "the model changed under the drag"
/// can remap the paths by identity, and a session can be handed to another view with a new
/// pointer origin, without changing how the actions are performed.
struct DragMachine<ItemID: Hashable & Sendable>: Sendable {
    /// The drag in progress, if any.
    private(set) var session: DragSession<ItemID>?

    init(session: DragSession<ItemID>? = nil) { self.session = session }

    /// What happened to the drag.
    enum Event: Equatable {
        /// Items lifted for interactive movement: `items` from `sources` (model paths, ascending),
        /// `origin` the grabbed one, `sizes` each item's own size, grabbed with `pointer`.
        case lift(items: [ItemID], sources: [ItemPath], origin: ItemPath, sizes: [Size], pointer: DragPointer)
        /// The item at `path` caught for an exchange (the owner's `canBeginExchange` decides).
        case catchItem(ItemID, at: ItemPath, pointer: DragPointer)
        /// A movement's targeting event (over an item, a gap, a keyboard step). `checked` false:
        /// the target was accepted earlier in this movement and the owner is not asked again.
        case move(MoveController.Event, checked: Bool = true)
        /// An exchange's targeting event (over an item or a gap).
        case exchange(ExchangeController.Event)
        /// The pointer lifted (or Space): a movement commits, an exchange transaction finishes.
        /// `contentOffset` places the dragged snapshot in content coordinates.
        case drop(contentOffset: Point)
        /// Everything goes back.
        case cancel(contentOffset: Point)
        /// The owner replaced the model mid-drag (``DragRebase``): the drag goes on over the new
        /// one, or — its item deleted — ends as a cancel.
        case rebase(DragRebaseOutcome<ItemID>)
        /// The pointer is at `location` (viewport; the drag is no longer a keyboard one): the
        /// target follows it over the layout of the rules, the content scrolled to `contentOffset`.
        case pointer(Point, contentOffset: Point)
        /// The content scrolled (or changed) under a still pointer: the target is chosen again.
        case retarget(contentOffset: Point)
        /// A frame at `time` in a viewport of `viewport`: a pointer drag in an edge zone auto-scrolls.
        /// `away`: the drag's exchange is over another view of a group, and this one neither
        /// scrolls nor changes.
        case frame(at: Double, viewport: Size, away: Bool = false)
    }

    /// Handles one event under the owner's `rules`; returns what the view does, in order.
    mutating func handle(_ event: Event, rules: MoveRules) -> [DragAction<ItemID>] {
        switch event {
        case .lift(let items, let sources, let origin, let sizes, let pointer):
            precondition(session == nil, "a lift while a drag is in progress (one drag at a time)")
            precondition(!items.isEmpty && items.count == sources.count && sizes.count == sources.count,
                         "a lift of \(items.count) items from \(sources.count) paths with \(sizes.count) sizes")
            var controller = MoveController()
            let gathered = controller.handle(.lift(sources: sources, origin: origin))
            session = .move(MoveDrag(pointer: pointer, items: items, controller: controller))
            var actions: [DragAction<ItemID>] = [.clearHighlight, .limitPlacement, .announce(.lifted(items, at: origin))]
            let steps = gathered.compactMap { action -> DragAction<ItemID>? in
                guard case .gather(let sources, let target) = action else { return nil }
                return .layout(.present(remove: sources, insertAt: target, sizes: sizes))
            }
            actions.append(steps.isEmpty ? .takeEffect : .relayout([.takeEffect] + steps))
            return actions
        case .catchItem(let item, let path, let pointer):
            precondition(session == nil, "a catch while a drag is in progress (one drag at a time)")
            var controller = ExchangeController()
            let asked = controller.handle(.catchItem(at: path), rules.exchangeQuestions).compactMap { action in
                if case .askedCanBegin(let p) = action { return DragAction<ItemID>.emit(.canBegin(p)) }
                return nil
            }
            guard controller.isInTransaction else { return asked }
            session = .exchange(ExchangeDrag(pointer: pointer, item: item, controller: controller))
            return [.clearHighlight] + asked + [.limitPlacement, .announce(.lifted([item], at: path)), .takeEffect, .caught(path)]
        case .move(let event, let checked):
            guard case .move(var d) = session else { return [] }
            let questions = checked ? rules.moveQuestions(current: d.target, count: d.items.count)
                                    : MoveController.Questions(itemCounts: rules.layout.itemCounts)
            let actions = d.controller.handle(event, questions)
            session = .move(d)
            guard case .moveBlock(let from, let to, let count)? = actions.first else { return [.takeEffect] }
            // The new target takes effect inside the relayout, which first captured where every
            // cell is presented under the old one.
            return [.relayout([.takeEffect, .layout(.move(from: from, to: to, count: count, fallback: d.pointer.size))])]
        case .exchange(let event):
            guard case .exchange(var d) = session else { return [] }
            let steps = d.controller.handle(event, rules.exchangeQuestions).flatMap(Self.exchangeSteps)
            session = .exchange(d)
            guard steps.contains(where: { if case .exchange = $0 { return true } else { return false } }) else {
                return [.takeEffect] + steps
            }
            return [.relayout([.takeEffect] + steps)]
        case .drop(let offset):
            switch session {
            case .move(let d)?: return dropMove(d, contentOffset: offset)
            case .exchange(let d)?: return release(d, contentOffset: offset)
            case nil: return []
            }
        case .cancel(let offset):
            switch session {
            case .move(let d)?: return cancelMove(d, contentOffset: offset)
            case .exchange(let d)?: return cancelExchange(d, contentOffset: offset)
            case nil: return []
            }
        case .rebase(let outcome):
            return rebase(outcome)
        case .pointer(let location, let offset):
            guard session != nil, location.isFinite else { return [] }
            session?.pointer.pointer = location
            session?.pointer.byKeyboard = false
            return handle(.retarget(contentOffset: offset), rules: rules)
        case .retarget(let offset):
            guard session != nil else { return [] }
            return retargetEvent(in: rules.layout, contentOffset: offset).map { handle($0, rules: rules) } ?? [.takeEffect]
        case .frame(let time, let viewport, let away):
            guard !away, var pointer = session?.pointer, !pointer.byKeyboard else { return [] }
            let step = pointer.autoScrollStep(at: time, viewport: viewport)
            session?.pointer = pointer
            return [.takeEffect] + (step.map { [.autoScroll($0)] } ?? [])
        }
    }

    /// A drag carried over a new model. The first action is the relayout the view performs with
    /// the new model (the layout then in the model's order); the rest follow it.
    private mutating func rebase(_ outcome: DragRebaseOutcome<ItemID>) -> [DragAction<ItemID>] {
        switch (session, outcome) {
        case (.move(var d)?, .move(let items, let sources, let origin, let target)):
            guard d.controller.rebase(sources: sources, origin: origin, target: target) else { return [] }
            d.items = items
            session = .move(d)
            let gather = sources == [target] ? [] : [DragAction<ItemID>.layout(.gather(remove: sources, insertAt: target, fallback: d.pointer.size))]
            return [.relayout([.takeEffect, .limitPlacement] + gather)]
        case (.exchange(var d)?, .exchange(let origin, let displaced, let retarget)):
            guard d.controller.rebase(origin: origin, displaced: displaced) else { return [] }
            session = .exchange(d)
            guard let displaced else {
                let back: [DragAction<ItemID>] = retarget && d.pointer.byKeyboard ? [.announce(.backInPlace(d.item, at: origin))] : []
                return [.relayout([.takeEffect, .limitPlacement])] + back
            }
            // The swap in effect, re-applied on the committed order and told as any exchange.
            return [.relayout([.takeEffect, .limitPlacement, .exchange(displaced, origin), .emit(.didExchange(displaced, origin))]),
                    .emit(.didFinishExchangeEvent)]
        case (.move?, .removed(let items)):
            session = nil
            return [.relayout([.takeEffect]), .completePlacement, .emit(.cancelMove), .announce(.removed(items))]
        case (.exchange?, .removed(let items)):
            session = nil
            return [.relayout([.takeEffect]), .completePlacement, .endCatch, .emit(.didCancelExchangeTransaction),
                    .announce(.removed(items))]
        default:
            return []
        }
    }

    /// The drop of a movement: the controller's commit, or — dropped where it started — a cancel.
    private mutating func dropMove(_ d: MoveDrag<ItemID>, contentOffset: Point) -> [DragAction<ItemID>] {
        var d = d
        let frame = d.pointer.frame(contentOffset: contentOffset)
        let origin = d.controller.sources[0]
        let commit = d.controller.handle(.drop).lazy.compactMap { action -> ([ItemPath], ItemPath)? in
            if case .commit(let sources, let target) = action { return (sources, target) }
            return nil
        }.first
        session = nil
        guard let (sources, target) = commit else {
            // Dropped where it started: nothing moved, which the owner hears as a cancel.
            return [.takeEffect, .completePlacement, .emit(.cancelMove), .announce(.droppedInPlace(d.items, at: origin)),
                    .land(d.items.first, from: frame, scale: 1)]
        }
        // The layout already presents the block at the target: the movement ends with the commit.
        return [.commitMove(d.items, from: sources, to: target), .takeEffect, .completePlacement,
                .reportMove(d.items, from: sources, to: target), .announce(.moved(d.items, to: target)),
                .land(d.items.first, from: frame, scale: 1)]
    }

    private mutating func cancelMove(_ d: MoveDrag<ItemID>, contentOffset: Point) -> [DragAction<ItemID>] {
        var d = d
        let frame = d.pointer.frame(contentOffset: contentOffset)
        let origin = d.controller.sources[0]
        let restore = d.controller.handle(.cancel).compactMap { action -> DragAction<ItemID>? in
            guard case .restore(let from, let sources) = action else { return nil }
            return .layout(.restore(from: from, to: sources, fallback: d.pointer.size))
        }
        session = nil
        return [.relayout([.takeEffect] + restore), .completePlacement, .emit(.cancelMove),
                .announce(.cancelled(d.items, at: origin)), .land(d.items.first, from: frame, scale: 1)]
    }

    /// The release of an exchange transaction: it finishes (final path, origin) — told to the
    /// owner, then, with something exchanged, recorded for undo and announced ("Swapped Ada and
    /// Grace"), else announced as unchanged — then the snapshot lands (or the owner's release
    /// animation plays).
    private mutating func release(_ d: ExchangeDrag<ItemID>, contentOffset: Point) -> [DragAction<ItemID>] {
        var d = d
        let frame = d.pointer.frame(contentOffset: contentOffset)
        var finished: [DragAction<ItemID>] = []
        var origin: ItemPath?
        let released = d.controller.handle(.release)
        for case .finishTransaction(let final, let o) in released {
            origin = o
            finished.append(.emit(.didFinishExchangeTransaction(final, o)))
            finished += final == o ? [.announce(.releasedInPlace(d.item, at: o))]
                                   : [.recordExchange(final: final, origin: o), .announce(.swapped(final, o))]
        }
        session = nil
        return [.takeEffect, .completePlacement] + finished
            + [.release(d.item, from: frame, origin: origin, caughtAt: d.pointer.beganAt)]
    }

    private mutating func cancelExchange(_ d: ExchangeDrag<ItemID>, contentOffset: Point) -> [DragAction<ItemID>] {
        var d = d
        let frame = d.pointer.frame(contentOffset: contentOffset)
        let origin = d.controller.origin
        let steps = d.controller.handle(.cancel).flatMap(Self.exchangeSteps)
        session = nil
        return [.relayout(steps + [.takeEffect]), .completePlacement, .endCatch, .emit(.didCancelExchangeTransaction),
                .announce(.cancelled([d.item], at: origin)), .land(d.item, from: frame, scale: 1)]
    }

    /// An exchange controller's action as the view's: log lines, model exchanges (each told to
    /// the owner as `didExchange a b` right after it), notifications.
    private static func exchangeSteps(_ action: ExchangeController.Action) -> [DragAction<ItemID>] {
        switch action {
        case .askedCanBegin(let p): return [.emit(.canBegin(p))]
        case .askedCanDisplace(let p, let dragged): return [.emit(.canDisplace(p, from: dragged))]
        case .exchange(let a, let b): return [.exchange(a, b), .emit(.didExchange(a, b))]
        case .finishExchangeEvent: return [.emit(.didFinishExchangeEvent)]
        case .began, .finishTransaction, .cancelTransaction: return []
        }
    }
}

extension DragMachine {
    /// The targeting event for the pointer where it is now (viewport coordinates, the content
    /// scrolled to `contentOffset`) over `layout` as presented: over an item (its frame), over a
    /// gap (the nearest insertion slot for a movement), or nil for a keyboard movement, which
    /// keys retarget, and with no drag. - Complexity: the layout's hit test.
    func retargetEvent(in layout: AnyLayout, contentOffset: Point) -> Event? {
        switch session {
        case .move(let d)?:
            guard !d.pointer.byKeyboard else { return nil }
            let p = d.pointer.pointer + contentOffset
            if let q = layout.itemPath(at: p) {
                return layout.attributesForItem(at: q).map { .move(.over(q, frame: $0.frame, point: p)) }
            }
            return layout.insertionSlot(nearest: p).map { .move(.overGap(slot: $0, point: p)) }
        case .exchange(let d)?:
            let p = d.pointer.pointer + contentOffset
            guard let over = layout.itemPath(at: p) else { return .exchange(.overGap) }
            return .exchange(.over(over, frame: layout.attributesForItem(at: over)?.frame, point: p))
        case nil:
            return nil
        }
    }
}

extension DragMachine {
    /// What a keyboard step changed since `mark` (the session's ``DragSession/stepMark`` before
    /// it): where the lifted block would land now, or what a release would exchange (the item
    /// at the origin, from `itemAt`) or that the caught item is back; nil when the step changed
    /// nothing.
    func stepAnnouncement(since mark: ItemPath?, itemAt: (ItemPath) -> ItemID?) -> DragAnnouncement<ItemID>? {
        switch session {
        case .move(let m)?:
            return m.target == mark ? nil : .movedOver(m.items, at: m.target)
        case .exchange(let e)?:
            guard let current = e.controller.current, current != mark, let origin = e.controller.origin else { return nil }
            if e.controller.displaced == nil { return .backInPlace(e.item, at: origin) }
            return itemAt(origin).map { .willSwap(e.item, with: $0) }
        case nil:
            return nil
        }
    }
}
