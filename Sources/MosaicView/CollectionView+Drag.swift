import MosaicAnimation
import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// True while an interactive movement or an exchange transaction is in progress.
    public var dragInProgress: Bool { drag != nil }

    /// The cursor for a mouse at `point` (viewport; nil: elsewhere): `.grabbing` while the pointer
    /// drags a card, `.grab` over a card a drag would move (edit or exchange mode, the delegate
    /// allowing it), the arrow otherwise and while a menu or confirmation is pending.
    public func pointerCursor(at point: Point?) -> PointerCursor {
        let blocked = requests.pending.modal != nil || presentation.releasing != nil
        return moveRules.cursor(over: point.flatMap(itemPath(atViewportPoint:)), drag: drag, blocked: blocked, mode: mode,
                                standardGesture: installsStandardGestureForInteractiveMovement)
    }

    /// During a drag in a waterfall, edits place items only down to a viewport below the
    /// visible rect (``DragPlacement``), extended as the view scrolls.
    func limitPlacementForDrag() { layout.limitPlacementForDrag(displayBottom: displayRect.maxY, viewportHeight: viewportSize.height) }

    /// Completes the placement after a drag (O(items not yet placed), once).
    func completePlacementAfterDrag() { if layout.completePlacementAfterDrag() { setContentOffset(contentOffset) } }

    /// Ends any drag in progress: a movement commits, an exchange transaction finishes. (A
    /// pointer released outside the viewport cancels instead: see `isInsideViewport(_:)`.)
    /// A drag hosted for another view of a ``CollectionViewGroup`` ends through the group.
    func endDrag(at time: Double) {
        if crossView.hosted != nil || crossView.exchangeAway, drag != nil, let end = crossView.end { return end(true) }
        drive(.drop(contentOffset: contentOffset), at: time)
    }

    /// Cancels any drag in progress, restoring model and view with an animation (a hosted
    /// drag: the group returns the items home).
    func cancelDrag(at time: Double) {
        if crossView.hosted != nil || crossView.exchangeAway, drag != nil, let end = crossView.end { return end(false) }
        drive(.cancel(contentOffset: contentOffset), at: time)
    }

    /// The pointer moved to `location` (viewport) during a drag: the target follows it.
    func updateDrag(to location: Point, at time: Double) { drive(.pointer(location, contentOffset: contentOffset), at: time) }

    /// Re-evaluates the target under the pointer (after an auto-scroll step or an update).
    func retarget(at time: Double) { drive(.retarget(contentOffset: contentOffset), at: time) }

    /// Feeds one event to the drag's state machine (``DragMachine``) under the owner's rules and
    /// performs its actions in order; the machine's new state becomes the view's at its
    /// ``DragAction/takeEffect``. Returns whether a drag is in progress afterwards.
    @discardableResult
    func drive(_ event: DragMachine<ItemID>.Event, at time: Double) -> Bool {
        var machine = DragMachine(session: drag)
        let actions = machine.handle(event, rules: moveRules)
        var before: Snapshot?
        if perform(actions, next: machine.session, before: &before, at: time) {
            assertInvariants(after: "the drag event \(event)")
        }
        return drag != nil
    }

    /// Performs drag actions; false when a refused commit turned the drop into a cancel.
    func perform(_ actions: [DragAction<ItemID>], next: DragSession<ItemID>?, before: inout Snapshot?,
                         at time: Double) -> Bool {
        for action in actions {
            switch action {
            case .takeEffect: state.drag = next
            case .clearHighlight: highlighted = nil
            case .relayout(let inner):
                var performed = true
                relayout(animation: configuration.layoutAnimation) {
                    performed = perform(inner, next: next, before: &before, at: time)
                }
                guard performed else { return false }
            case .layout(let step): layout.perform(step)
            case .move(let from, let to):
                before = snapshot
                state.edit("move \(from) -> \(to)") { try $0.move(from: from, to: to) }
                    layout: { try $0.moveItem(from: from, to: to) }
            case .exchange(let a, let b): state.exchange(a, b)
            case .emit(let event): emit(event)
            case .announce(let words): emit(.announce(announcer.text(words)))
            case .autoScroll(let step):
                let offset = contentOffset
                setContentOffset(contentOffset + step)
                if contentOffset != offset { limitPlacementForDrag(); retarget(at: time) }
            case .limitPlacement: limitPlacementForDrag()
            case .completePlacement: completePlacementAfterDrag()
            case .commitMove(let items, let sources, let target):
                before = snapshot
                do { try state.commitMove(items, from: sources, to: target) } catch {
                    // The model refused the drop: the movement (still the view's) is cancelled.
                    cancelDrag(at: time)
                    return false
                }
            case .reportMove(let items, let sources, let target): reportMove(items, from: sources, to: target, before: before ?? snapshot)
            case .land(let item, let frame, let scale): land(item, from: frame, at: time, scale: scale)
            case .caught(let path):
                presentation.releasing = nil
                presentation.catchAnimation = delegate.animateCatch.map { (keyframes: $0(path), start: time) }
            case .endCatch: presentation.catchAnimation = nil
            case .recordExchange(let final, let origin):
                if let a = snapshot[final], let b = snapshot[origin] { undoManager.record(.exchange(dragged: a, displaced: b)) }
            case .release(let item, let frame, let origin, let caughtAt): releaseExchange(item, from: frame, origin: origin, caughtAt: caughtAt, at: time)
            }
        }
        return true
    }

    /// Per frame: auto-scroll while the pointer is in the edge zone (``DragPointer/autoScrollStep(at:viewport:)``),
    /// retargeting as it scrolls. A keyboard drag, or an exchange over another view, does not auto-scroll.
    func tickDrag(at time: Double) {
        drive(.frame(at: time, viewport: viewportSize, away: crossView.exchangeAway), at: time)
    }

    /// What the display list shows for the drag: frame overrides, hidden/dimmed items, the
    /// snapshot overlay, and items to draw beyond the display range.
    func dragPresentation(at time: Double) -> DragPresentation<ItemID> {
        if drag == nil, let releasing = presentation.releasing { return releasing.dragPresentation(at: time) }
        guard let drag else { return DragPresentation() }
        return drag.presentation(at: time, label: name(of:), displaced: drag.displacedItem(in: snapshot),
                                 exchangeLook: exchangeSnapshotLook(at: time, since: drag.pointer.beganAt), style: exchangeStyle)
    }

    // MARK: - Exchange

    /// Begins a drag of the item at `path` grabbed at `location` (viewport; nil: by keyboard, at
    /// its centre): a lift for interactive movement when `lift`, else an exchange's catch, as
    /// ``DragGrab`` decides under the owner's rules. True when a drag began.
    @discardableResult
    func grab(_ path: ItemPath, at location: Point?, lift: Bool, time: Double) -> Bool {
        guard let point = location ?? viewport.center(ofItemAt: path, in: layout) else { return false }
        let grab = DragGrab(location: point, time: time, byKeyboard: location == nil, contentOffset: contentOffset)
        let event = lift ? grab.lift(path, presented: presentedFrame(of: path, at: time), in: state, rules: moveRules,
                                     multiple: configuration.allowsMultipleSelection)
                         : grab.catchItem(path, in: state, rules: moveRules)
        return event.map { drive($0, at: time) } ?? false
    }

    /// The released snapshot (at `frame`, content coordinates) lands or plays the owner's release
    /// animation (``DragRelease``; with reduced motion it is in its cell at once); the catch
    /// animation ends.
    func releaseExchange(_ item: ItemID, from frame: Rect, origin: ItemPath?, caughtAt: Double, at time: Double) {
        defer { presentation.catchAnimation = nil }
        switch DragRelease(item, from: frame, origin: origin, in: state, contentOffset: contentOffset,
                           animateRelease: configuration.reducesMotion ? nil : delegate.animateRelease, label: name(of: item),
                           look: exchangeSnapshotLook(at: time, since: caughtAt), style: exchangeStyle, at: time) {
        case .land(let scale): land(item, from: frame, at: time, scale: scale)
        case .animate(let releasing): presentation.releasing = releasing
        }
    }

    /// The caught snapshot's scale and alpha at `time` (the catch was at `caught`).
    func exchangeSnapshotLook(at time: Double, since caught: Double) -> (scale: Double, alpha: Double) {
        exchangeStyle.snapshotLook(at: time, since: caught, catchAnimation: presentation.catchAnimation)
    }

    /// True from the catch until the transaction ended —
    /// cancelled, or released and (with an owner's release animation) its snapshot removed.
    public var exchangeTransactionInProgress: Bool { drag?.exchange != nil || presentation.releasing != nil }

    /// The model without the exchange in effect: during an exchange transaction ``snapshot``
    /// shows the live swap, which the owner has not committed; this is the order to edit and
    /// give back to `apply(_:animated:)` mid-drag (which re-applies the swap on top). Equal to
    /// ``snapshot`` otherwise. - Complexity: O(1), O(n) for the copy during an exchange.
    public var committedSnapshot: Snapshot { drag?.committed(snapshot) ?? snapshot }
}
