import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// True while an interactive movement or an exchange transaction is in progress.
    public var dragInProgress: Bool { drag != nil }

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

    /// Per frame: auto-scroll while the pointer is in the edge zone, retargeting as it scrolls.
    /// Zone: 15 % of the viewport's dimension, at most 80 points; speed grows with depth into
    /// the zone up to `autoScrollMaxSpeed` and ramps up over `autoScrollRamp` seconds.
    func tickDrag(at time: Double) {
        guard var d = drag?.pointer, !d.byKeyboard else { return }
        let dt = max(0, time - d.lastAutoScrollTime)
        d.lastAutoScrollTime = time
        let v = AutoScroll.velocity(pointer: d.pointer, viewport: viewportSize,
                                    enteredAt: d.edgeEnteredAt, now: time,
                                    maxSpeed: AutoScroll.maxSpeed, ramp: AutoScroll.ramp)
        if v == .zero {
            d.edgeEnteredAt = AutoScroll.isInZone(d.pointer, viewport: viewportSize) ? (d.edgeEnteredAt ?? time) : nil
            drag?.pointer = d
            return
        }
        if d.edgeEnteredAt == nil { d.edgeEnteredAt = time }
        drag?.pointer = d
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
        if drag == nil, let releasing {
            let r = releasing.presentation(at: time)
            if r.cellHidden { p.hidden = releasing.item }
            if let displaced = releasing.displaced, r.displacedAlpha < 1 {
                p.dimmed = displaced
                p.dimAlpha = r.displacedAlpha
            }
            p.snapshot = r.snapshot
            return p
        }
        guard let drag else { return p }
        let d = drag.pointer
        let origin = Point(x: d.pointer.x - d.grabOffset.x, y: d.pointer.y - d.grabOffset.y)
        let frame = Rect(origin: origin, size: d.size)
        let elapsed = time - d.beganAt
        switch drag {
        case .move(let m):
            // The lifted cells hide in their slots; the snapshot (scale 1.1 over 0.2 s
            // ease-out) follows the finger.
            for item in m.items { p.hiddenSet.insert(item) }
            p.hidden = m.items.first
            let lift = TimingCurve.easeOut.value(at: min(1, max(0, elapsed / 0.2)))
            let first = m.items.first.map { name(of: $0) } ?? ""
            let label = m.items.count > 1 ? "\(first) +\(m.items.count - 1)" : first
            p.snapshot = DragSnapshot(items: m.items, label: label, frame: frame, alpha: 1, scale: 1 + 0.1 * lift, backgroundGray: nil)
        case .exchange(let e):
            p.hidden = e.item
            if e.controller.displaced != nil, let origin = e.controller.origin, let displacedItem = snapshot[origin] {
                p.dimmed = displacedItem
                p.dimAlpha = exchangeStyle.displacedAlpha
            }
            let look = exchangeSnapshotLook(at: time, since: d.beganAt)
            p.snapshot = DragSnapshot(items: [e.item], label: name(of: e.item), frame: frame,
                                      alpha: look.alpha, scale: look.scale,
                                      backgroundGray: exchangeStyle.snapshotBackgroundGray)
        }
        return p
    }
}
