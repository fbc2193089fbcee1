import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// True while an interactive movement or an exchange transaction is in progress.
    public var dragInProgress: Bool { drag != nil }

    /// Seed 004's `exchangeTransactionInProgress`.
    public var exchangeTransactionInProgress: Bool { drag?.kind == .exchange }

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

    /// Ends any drag in progress: a movement commits, an exchange transaction finishes.
    func endDrag(at time: Double) {
        guard let d = drag else { return }
        switch d.kind {
        case .move: finishMove(at: time)
        case .exchange: finishExchange(at: time)
        }
    }

    /// Cancels any drag in progress, restoring model and view with an animation.
    func cancelDrag(at time: Double) {
        guard let d = drag else { return }
        switch d.kind {
        case .move: cancelMove(at: time)
        case .exchange: cancelExchange(at: time)
        }
    }

    func updateDrag(to location: Point, at time: Double) {
        guard var d = drag, location.isFinite else { return }
        d.pointer = location
        d.byKeyboard = false
        drag = d
        retarget(at: time)
    }

    /// Re-evaluates the target under the pointer (after a move or an auto-scroll step).
    func retarget(at time: Double) {
        guard let d = drag else { return }
        switch d.kind {
        case .move: retargetMove(at: time)
        case .exchange: retargetExchange(at: time)
        }
    }

    /// Per frame: auto-scroll while the pointer is in the edge zone, retargeting as it scrolls.
    /// Zone: 15 % of the viewport's dimension, at most 80 points; speed grows with depth into
    /// the zone up to `autoScrollMaxSpeed` and ramps up over `autoScrollRamp` seconds.
    func tickDrag(at time: Double) {
        guard var d = drag, !d.byKeyboard else { return }
        let dt = max(0, time - d.lastAutoScrollTime)
        d.lastAutoScrollTime = time
        let v = AutoScroll.velocity(pointer: d.pointer, viewport: viewportSize,
                                    enteredAt: d.edgeEnteredAt, now: time,
                                    maxSpeed: AutoScroll.maxSpeed, ramp: AutoScroll.ramp)
        if v == .zero {
            d.edgeEnteredAt = AutoScroll.isInZone(d.pointer, viewport: viewportSize) ? (d.edgeEnteredAt ?? time) : nil
            drag = d
            return
        }
        if d.edgeEnteredAt == nil { d.edgeEnteredAt = time }
        drag = d
        let before = contentOffset
        setContentOffset(Point(x: contentOffset.x + v.x * dt, y: contentOffset.y + v.y * dt))
        if contentOffset != before {
            limitPlacementForDrag()
            retarget(at: time)
        }
    }

    /// What the display list shows for the drag: frame overrides, hidden/dimmed items, the
    /// snapshot overlay, and items to draw beyond the display range.
    func dragPresentation(at time: Double) -> DragPresentation<ItemID> {
        var p = DragPresentation<ItemID>()
        guard let d = drag else { return p }
        let origin = Point(x: d.pointer.x - d.grabOffset.x, y: d.pointer.y - d.grabOffset.y)
        let frame = Rect(origin: origin, size: d.size)
        let elapsed = time - d.beganAt
        switch d.kind {
        case .move:
            // The lifted cells hide in their slots; the snapshot (scale 1.1 over 0.2 s
            // ease-out) follows the finger.
            for item in d.items { p.hiddenSet.insert(item) }
            p.hidden = d.items.first
            let lift = TimingCurve.easeOut.value(at: min(1, max(0, elapsed / 0.2)))
            let first = d.items.first.map { name(of: $0) } ?? ""
            let label = d.items.count > 1 ? "\(first) +\(d.items.count - 1)" : first
            p.snapshot = DragSnapshot(items: d.items, label: label, frame: frame, alpha: 1, scale: 1 + 0.1 * lift, backgroundGray: nil)
        case .exchange:
            p.hidden = d.items.first
            if d.displaced != nil, let displacedItem = snapshot[d.origin] {
                p.dimmed = displacedItem
                p.dimAlpha = exchangeStyle.displacedAlpha
            }
            p.snapshot = DragSnapshot(items: d.items, label: d.items.first.map { name(of: $0) } ?? "", frame: frame,
                                      alpha: exchangeStyle.snapshotAlpha, scale: exchangeStyle.blinkScale(at: elapsed),
                                      backgroundGray: exchangeStyle.snapshotBackgroundGray)
        }
        return p
    }
}

/// Frame overrides and markers a drag adds to the display list.
struct DragPresentation<ItemID: Hashable & Sendable> {
    var frames: [ItemID: Rect] = [:]
    var hidden: ItemID?
    var hiddenSet: Set<ItemID> = []
    var dimmed: ItemID?
    var dimAlpha = 1.0
    var snapshot: DragSnapshot<ItemID>?
    var extraPaths: [ItemID: ItemPath] = [:]
}
