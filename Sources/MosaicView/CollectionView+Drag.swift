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
    func endDrag(at time: Double) {
        switch drag {
        case .move?: finishMove(at: time)
        case .exchange?: finishExchange(at: time)
        case nil: break
        }
    }

    /// Cancels any drag in progress, restoring model and view with an animation.
    func cancelDrag(at time: Double) {
        switch drag {
        case .move?: cancelMove(at: time)
        case .exchange?: cancelExchange(at: time)
        case nil: break
        }
    }

    func updateDrag(to location: Point, at time: Double) {
        guard drag != nil, location.isFinite else { return }
        drag?.pointer.pointer = location
        drag?.pointer.byKeyboard = false
        retarget(at: time)
    }

    /// Re-evaluates the target under the pointer (after a move or an auto-scroll step).
    func retarget(at time: Double) {
        switch drag {
        case .move?: retargetMove(at: time)
        case .exchange?: retargetExchange(at: time)
        case nil: break
        }
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
