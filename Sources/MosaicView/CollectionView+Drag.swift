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
    func endDrag(at time: Double) { route(.drop(contentOffset: contentOffset), at: time) }

    /// Cancels any drag in progress, restoring model and view with an animation.
    func cancelDrag(at time: Double) { route(.cancel(contentOffset: contentOffset), at: time) }

    /// Drives `event`, except that a drop or cancel of a drag shared with the view's
    /// ``CollectionViewGroup`` ends through the group (``CrossViewLink/groupEnd``), which returns hosted items home.
    func route(_ event: DragMachine<ItemID>.Event, at time: Double) {
        if let drop = DragMachine(session: drag).ending(event), let end = crossView.groupEnd { return end(drop) }
        drive(event, at: time)
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
            case .relayout(let inner):
                var performed = true
                relayout(animation: configuration.layoutAnimation) {
                    performed = perform(inner, next: next, before: &before, at: time)
                }
                guard performed else { return false }
            case .emit(let event): emit(event)
            case .announce(let words): emit(.announce(announcer.text(words)))
            case .autoScroll(let step):
                if scrolling.autoScroll(by: step, contentSize: layout.contentSize) { limitPlacementForDrag(); retarget(at: time) }
            case .limitPlacement: limitPlacementForDrag()
            case .completePlacement: completePlacementAfterDrag()
            case .reportMove(let items, let sources, let target): reportMove(items, from: sources, to: target, before: before ?? snapshot)
            case .land(let item, let frame, let scale): land(item, from: frame, at: time, scale: scale)
            case .caught(let path): presentation.caught(keyframes: delegate.animateCatch?(path), at: time)
            case .endCatch: presentation.catchAnimation = nil
            case .recordExchange(let final, let origin):
                if let a = snapshot[final], let b = snapshot[origin] { undoManager.record(.exchange(dragged: a, displaced: b)) }
            case .release(let item, let frame, let origin, let caughtAt):
                presentation.release(item, from: frame, origin: origin, caughtAt: caughtAt, in: state, contentOffset: contentOffset,
                                     animateRelease: delegate.animateRelease, reducesMotion: configuration.reducesMotion,
                                     label: name(of: item), style: exchangeStyle, at: time)
            case .takeEffect, .clearHighlight, .layout, .move, .exchange, .commitMove:
                // The model's own actions; a refused commit cancels the movement (still the view's).
                do { try state.perform(action, next: next, before: &before) } catch {
                    cancelDrag(at: time)
                    return false
                }
            }
        }
        return true
    }

    /// Begins a drag of the item at `path` grabbed at `location` (viewport; nil: by keyboard, at
    /// its centre): a lift for interactive movement when `lift`, else an exchange's catch, as
    /// ``DragGrab`` decides under the owner's rules. True when a drag began.
    @discardableResult
    func grab(_ path: ItemPath, at location: Point?, lift: Bool, time: Double) -> Bool {
        let event = DragGrab.event(path, at: location, lift: lift, in: state, viewport: viewport, time: time, rules: moveRules,
                                   multiple: configuration.allowsMultipleSelection, presented: { presentedFrame(of: path, at: time) })
        return event.map { drive($0, at: time) } ?? false
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
