import MosaicCore
import MosaicInteraction

/// What the owner's rules decided about a move.
enum MoveDecision: Equatable {
    /// `canMoveItem` answered no for the item at this path.
    case refused(ItemPath)
    /// The block starts here (the sources' first path when the move changes nothing or
    /// `targetForMove` kept the current target).
    case target(ItemPath)
}

/// One set of rules on every path. Every way of moving items — a pointer drag, the keyboard
/// (space lifts, arrows / Home / End / Page keys step, space drops), the context menu's
/// "Move to ‹section›", undo and redo — asks the owner the same questions in the same order,
/// here and nowhere else:
///
/// 1. `canMoveItem` for the grabbed item (logged `canMove s.i`, except for undo and redo,
///    whose log line is the `undo`/`redo` itself); with several lifted items, each of the
///    others too (not logged) — a refused one stays behind.
/// 2. For every proposed target: the layout's proposal when there is a pointer
///    (`targetPath(forInteractivelyMovingItemAt:withPosition:proposed:)`), then
///    `targetForMove` (nil keeps the current target), then a range check — all inside the
///    one `MoveController`, whose `Questions` come from ``moveQuestions(current:count:)``.
///
/// In exchange mode the questions are `canBeginExchange`, then `canDisplace` for each new
/// partner, inside the one `ExchangeController` (``exchangeQuestions``).
struct MoveRules {
    /// The owner's questions.
    let delegate: CollectionViewDelegate
    /// The layout as presented now (its counts bound every target).
    let layout: AnyLayout
    /// Where the log lines and reports go (the view's `emit`).
    let emit: (CollectionViewEvent) -> Void

    /// Asks `canMoveItem` for the item at `path` (default yes), logging `canMove s.i` when `logged`.
    func canMove(_ path: ItemPath, logged: Bool) -> Bool {
        if logged { emit(.canMove(path)) }
        return delegate.canMoveItem?(path) ?? true
    }

    /// The layout's and the delegate's target questions in the move controller's shape, for a
    /// block of `count` items presented at `current`. A `targetForMove` answer where the block
    /// cannot start is reported (``CollectionViewEvent/invalidMoveTarget(proposed:answer:count:)``)
    /// and not used: the target stays.
    func moveQuestions(current: ItemPath, count: Int) -> MoveController.Questions {
        let layout = layout, delegate = delegate, emit = emit
        var questions = MoveController.Questions(
            layoutTarget: { layout.targetPath(forInteractivelyMovingItemAt: $0, withPosition: $1, proposed: $2) },
            itemCounts: layout.itemCounts)
        let counts = questions
        questions.delegateTarget = { origin, proposed in
            guard let ask = delegate.targetForMove else { return proposed }
            guard let answer = ask(origin, proposed) else { return nil }
            guard counts.allows(answer, current: current, count: count) else {
                emit(.invalidMoveTarget(proposed: proposed, answer: answer, count: count))
                return nil
            }
            return answer
        }
        return questions
    }

    /// The delegate's exchange questions in the exchange controller's shape.
    var exchangeQuestions: ExchangeController.Questions {
        let delegate = delegate
        return ExchangeController.Questions(canBegin: { delegate.canBeginExchange?($0) ?? true },
                                            canDisplace: { delegate.canDisplace?($0, $1) ?? true })
    }

    /// A move that is not a drag (the context menu's "Move to ‹section›", undo, redo) decided by
    /// the rules of a drag: `canMoveItem` for `origin`, then a movement controller lifting
    /// `sources` (ascending model paths) steps to `proposed` (where the block would start, as a
    /// keyboard step proposes it) asking `targetForMove`.
    func decideMove(sources: [ItemPath], origin: ItemPath, to proposed: ItemPath, logged: Bool) -> MoveDecision {
        guard canMove(origin, logged: logged) else { return .refused(origin) }
        for s in sources where s != origin {
            if delegate.canMoveItem?(s) == false { return .refused(s) }
        }
        var controller = MoveController()
        _ = controller.handle(.lift(sources: sources, origin: origin))
        _ = controller.handle(.step(to: proposed), moveQuestions(current: sources[0], count: sources.count))
        return .target(controller.target ?? sources[0])
    }

    /// Whether holding the pointer on the item at `path` in `mode` would begin a drag — a catch
    /// (`canBeginExchange`) in exchange mode, a lift (`canMoveItem`) in edit mode with the
    /// `standardGesture` installed — so the pointer shows a grab cursor. Nothing is logged.
    func grabs(_ path: ItemPath, mode: InteractionMode, standardGesture: Bool) -> Bool {
        switch mode {
        case .browse: return false
        case .exchange: return delegate.canBeginExchange?(path) ?? true
        case .edit: return standardGesture && (delegate.canMoveItem?(path) ?? true)
        }
    }

    /// The pointer's cursor over the item at `path` (nil: over no item) in `mode`: `.grabbing`
    /// during a pointer `drag`; the arrow while `blocked` (a menu or confirmation pending, a
    /// release animating) and over no item; `.grab` where holding would begin a drag
    /// (``grabs(_:mode:standardGesture:)``). Nothing is logged. - Complexity: the hit test, once.
    func cursor<I>(over path: @autoclosure () -> ItemPath?, drag: DragSession<I>?, blocked: Bool, mode: InteractionMode,
                   standardGesture: Bool) -> PointerCursor {
        if let drag, !drag.pointer.byKeyboard { return .grabbing }
        guard !blocked, let path = path(), grabs(path, mode: mode, standardGesture: standardGesture) else { return .arrow }
        return .grab
    }

    /// Whether a press at `location` (viewport) may catch the item at `path`, whose cell is at
    /// `frame` (content coordinates, the content scrolled to `contentOffset`): inside the
    /// delegate's catch rectangle (`catchRect`, relative to the cell) when it gives one.
    func catches(_ path: ItemPath, frame: Rect, contentOffset: Point, at location: Point) -> Bool {
        guard let catchRect = delegate.catchRect?(path, frame) else { return true }
        return catchRect.offsetBy(dx: frame.minX - contentOffset.x, dy: frame.minY - contentOffset.y).contains(location)
    }

    /// An exchange that is not a drag (undo, redo) decided by the rules of a drag: a
    /// transaction catches `dragged` (`canBeginExchange`) and goes over `partner`
    /// (`canDisplace`); true when they would be exchanged. Logs the questions when `logged`.
    func decideExchange(dragged: ItemPath, with partner: ItemPath, logged: Bool) -> Bool {
        var controller = ExchangeController()
        var actions = controller.handle(.catchItem(at: dragged), exchangeQuestions)
        if controller.isInTransaction {
            actions += controller.handle(.over(partner, frame: nil, point: nil), exchangeQuestions)
        }
        let exchanged = controller.displaced == partner
        actions += controller.handle(.cancel)
        if logged {
            for action in actions {
                switch action {
                case .askedCanBegin(let p): emit(.canBegin(p))
                case .askedCanDisplace(let p, let d): emit(.canDisplace(p, from: d))
                default: break
                }
            }
        }
        return exchanged
    }
}
