import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// True while an interactive movement or an exchange transaction is in progress.
    public var dragInProgress: Bool { drag != nil }

    /// The cursor for a mouse at `point` (viewport; nil: elsewhere): `.grabbing` while the pointer
    /// drags a card, `.grab` over a card a drag would move (edit or exchange mode, the delegate
    /// allowing it), the arrow otherwise and while a menu or confirmation is pending.
    public func pointerCursor(at point: Point?) -> PointerCursor {
        if let drag, !drag.pointer.byKeyboard { return .grabbing }
        guard mode != .browse, requests.modal == nil, presentation.releasing == nil,
              let point, let path = itemPath(atViewportPoint: point) else { return .arrow }
        if mode == .exchange { return delegate.canBeginExchange?(path) ?? true ? .grab : .arrow }
        guard installsStandardGestureForInteractiveMovement else { return .arrow }
        return delegate.canMoveItem?(path) ?? true ? .grab : .arrow
    }

    /// During a drag in a waterfall, edits place items only down to a viewport below the
    /// visible rect, so a retarget near the top of 1,000,000 items costs what is visible, not
    /// the whole tail. Extended as the view scrolls; completed when the drag ends.
    func limitPlacementForDrag() {
        guard layout.isWaterfall else { return }
        let wanted = displayRect.maxY + viewportSize.height
        if let current = layout.placementLimit, current >= displayRect.maxY + viewportSize.height / 2 { return }
        layout.setPlacementLimit(wanted)
    }

    /// Completes the placement after a drag (O(items not yet placed), once).
    func completePlacementAfterDrag() {
        guard layout.placementLimit != nil else { return }
        layout.setPlacementLimit(nil)
        setContentOffset(contentOffset)
    }

    /// Ends any drag in progress: a movement commits, an exchange transaction finishes. (A
    /// pointer released outside the viewport cancels instead: see `isInsideViewport(_:)`.)
    /// A drag hosted for another view of a ``CollectionViewGroup`` ends through the group.
    func endDrag(at time: Double) {
        if crossView.hosted != nil, drag != nil, let end = crossView.end { return end(true) }
        drive(.drop(contentOffset: contentOffset), at: time)
    }

    /// Cancels any drag in progress, restoring model and view with an animation (a hosted
    /// drag: the group returns the items home).
    func cancelDrag(at time: Double) {
        if crossView.hosted != nil, drag != nil, let end = crossView.end { return end(false) }
        drive(.cancel(contentOffset: contentOffset), at: time)
    }

    func updateDrag(to location: Point, at time: Double) {
        guard drag != nil, location.isFinite else { return }
        drag?.pointer.pointer = location
        drag?.pointer.byKeyboard = false
        retarget(at: time)
    }

    /// Re-evaluates the target under the pointer (after a move or an auto-scroll step).
    func retarget(at time: Double) {
        if let event = DragMachine(session: drag).retargetEvent(in: layout, contentOffset: contentOffset) { drive(event, at: time) }
    }

    /// Feeds one event to the drag's state machine (``DragMachine``) under the owner's rules and
    /// performs its actions in order; the machine's new state becomes the view's at its
    /// ``DragAction/takeEffect``. Returns whether a drag is in progress afterwards.
    @discardableResult
    func drive(_ event: DragMachine<ItemID>.Event, at time: Double) -> Bool {
        var machine = DragMachine(session: drag)
        let began = drag == nil
        let actions = machine.handle(event, rules: moveRules)
        if began, machine.session != nil { highlighted = nil }
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
            case .relayout(let inner):
                var performed = true
                relayout(animation: configuration.layoutAnimation) {
                    performed = perform(inner, next: next, before: &before, at: time)
                }
                guard performed else { return false }
            case .presentBlock(let sources, let target, let sizes): layout.presentBlock(remove: sources, insertAt: target, sizes: sizes)
            case .moveBlock(let from, let to, let count, let fallback): layout.moveBlock(from: from, count: count, to: to, fallback: fallback)
            case .restoreBlock(let from, let sources, let fallback): layout.restoreBlock(from: from, to: sources, fallback: fallback)
            case .gatherLifted(let sources, let target, let fallback):
                layout.presentBlock(remove: sources, insertAt: target, sizes: sources.map { layout.itemSize(at: $0) ?? fallback })
            case .exchange(let a, let b):
                state.exchange(a, b)
                emit(.didExchange(a, b))
            case .emit(let event): emit(event)
            case .announce(let words): emit(.announce(announcer.text(words)))
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
            case .finishExchange(let item, let final, let origin): finishExchange(item, final: final, origin: origin)
            case .release(let item, let frame, let origin, let caughtAt): releaseExchange(item, from: frame, origin: origin, caughtAt: caughtAt, at: time)
            }
        }
        return true
    }

    /// Per frame: auto-scroll while the pointer is in the edge zone (``DragPointer/autoScrollStep(at:viewport:)``),
    /// retargeting as it scrolls. A keyboard drag does not auto-scroll.
    func tickDrag(at time: Double) {
        guard var d = drag?.pointer, !d.byKeyboard else { return }
        let step = d.autoScrollStep(at: time, viewport: viewportSize)
        drag?.pointer = d
        guard let step else { return }
        let before = contentOffset
        setContentOffset(contentOffset + step)
        if contentOffset != before {
            limitPlacementForDrag()
            retarget(at: time)
        }
    }

    /// What the display list shows for the drag: frame overrides, hidden/dimmed items, the
    /// snapshot overlay, and items to draw beyond the display range.
    func dragPresentation(at time: Double) -> DragPresentation<ItemID> {
        if drag == nil, let releasing = presentation.releasing { return releasing.dragPresentation(at: time) }
        guard let drag else { return DragPresentation() }
        let displaced = drag.exchange.flatMap { e in e.controller.displaced == nil ? nil : e.controller.origin.flatMap { snapshot[$0] } }
        return drag.presentation(at: time, label: name(of:), displaced: displaced,
                                 exchangeLook: exchangeSnapshotLook(at: time, since: drag.pointer.beganAt), style: exchangeStyle)
    }
}
