import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// Seed 004's catch: in exchange mode a long press (0.15 s) on a cell — inside its catch
    /// rectangle when the delegate gives one — begins an exchange transaction, if
    /// `canBeginExchange` allows (logged `canBegin s.i`).
    @discardableResult
    func beginDragExchange(at path: ItemPath, location: Point, time: Double, byKeyboard: Bool = false) -> Bool {
        guard drag == nil, let item = snapshot[path], let frame = layout.attributesForItem(at: path)?.frame else { return false }
        let viewportFrame = frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
        if !byKeyboard, let catchRect = delegate.catchRect?(path, frame) {
            let r = catchRect.offsetBy(dx: viewportFrame.minX, dy: viewportFrame.minY)
            guard r.contains(location) else { return false }
        }
        emit(.canBegin(path))
        if delegate.canBeginExchange?(path) == false { return false }
        highlighted = nil
        limitPlacementForDrag()
        drag = DragSession<ItemID>(kind: .exchange, items: [item], sources: [path], target: path, origin: path,
                                   displaced: nil, lastOver: path, pointer: location,
                                   grabOffset: Point(x: location.x - viewportFrame.minX, y: location.y - viewportFrame.minY),
                                   size: layout.itemSize(at: path) ?? frame.size, beganAt: time,
                                   lastRetargetPoint: location + contentOffset, lockRect: nil,
                                   edgeEnteredAt: nil, lastAutoScrollTime: time, byKeyboard: byKeyboard)
        return true
    }

    func retargetExchange(at time: Double) {
        guard let d = drag, d.kind == .exchange else { return }
        guard let over = layout.itemPath(at: d.pointer + contentOffset) else { return }   // a gap: nothing
        exchangeEvent(over: over, at: time)
    }

    /// One exchange event for the item `over` (seed 004): exchange with a new target (undoing
    /// the previous exchange first), or — back over the starting slot — only undo. Over the
    /// dragged item itself, or an item that may not be displaced: nothing. `canDisplace` is
    /// asked once per new target.
    func exchangeEvent(over: ItemPath, at time: Double) {
        guard var d = drag, d.kind == .exchange else { return }
        let current = d.displaced ?? d.origin          // where the dragged item sits now
        guard over != current, over != d.lastOver else {
            drag?.lastOver = over
            return
        }
        d.lastOver = over
        drag = d
        if over == d.origin {
            guard let displaced = d.displaced else { return }
            relayout(animation: configuration.layoutAnimation) {
                swap(d.origin, displaced)
                drag?.displaced = nil
            }
            emit(.didFinishExchangeEvent)
            return
        }
        emit(.canDisplace(over, from: d.origin))
        if delegate.canDisplace?(over, d.origin) == false { return }
        relayout(animation: configuration.layoutAnimation) {
            if let displaced = d.displaced { swap(d.origin, displaced) }
            swap(over, d.origin)
            drag?.displaced = over
        }
        emit(.didFinishExchangeEvent)
    }

    /// One individual exchange: model first (`didExchange a b`), then the layout's sizes.
    private func swap(_ a: ItemPath, _ b: ItemPath) {
        do {
            try snapshot.exchange(a, b)
            try layout.exchangeItem(at: a, with: b)
        } catch {
            resyncLayout()
            return
        }
        emit(.didExchange(a, b))
    }

    func finishExchange(at time: Double) {
        guard let d = drag, d.kind == .exchange else { return }
        let frame = dropFrame(d)
        drag = nil
        completePlacementAfterDrag()
        let final = d.displaced ?? d.origin
        emit(.didFinishExchangeTransaction(final, d.origin))
        if let displaced = d.displaced {
            recordUndo(.exchange(displaced, d.origin))
            if let a = snapshot[displaced], let b = snapshot[d.origin] { emit(.announce("Exchanged \(name(of: a)) and \(name(of: b))")) }
        }
        // Release blink to 1.05, then the cell settles.
        land(d.items.first, from: frame, at: time, scale: exchangeStyle.releaseBlinkScale)
    }

    func cancelExchange(at time: Double) {
        guard let d = drag, d.kind == .exchange else { return }
        let frame = dropFrame(d)
        relayout(animation: configuration.layoutAnimation) {
            // Seed 004: the undo repeats the last exchange's paths (displaced, dragged's origin).
            if let displaced = d.displaced { swap(displaced, d.origin) }
            drag = nil
        }
        completePlacementAfterDrag()
        emit(.didCancelExchangeTransaction)
        emit(.announce("Cancelled"))
        land(d.items.first, from: frame, at: time)
    }
}
