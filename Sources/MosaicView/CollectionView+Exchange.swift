import MosaicAnimation
import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// The exchange catch: in exchange mode a long press (0.15 s) on a cell — inside its catch
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
        let pointer = DragPointer(grabbing: viewportFrame, at: location, size: layout.itemSize(at: path) ?? frame.size,
                                  time: time, byKeyboard: byKeyboard)
        return drive(.catchItem(item, at: path, pointer: pointer), at: time)
    }

    /// An exchange transaction finished at `final`, begun at `origin`: told to the owner, then
    /// recorded for undo and announced ("Swapped Ada and Grace"), or — released with nothing
    /// exchanged (equal paths) — announced as unchanged.
    func finishExchange(_ item: ItemID, final: ItemPath, origin: ItemPath) {
        emit(.didFinishExchangeTransaction(final, origin))
        if final == origin {
            emit(.announce(announcer.releasedInPlace(item, at: origin)))
        } else if let a = snapshot[final], let b = snapshot[origin] {
            recordUndo(.exchange(dragged: a, displaced: b))
            emit(.announce(announcer.swapped(a, b)))
        }
    }

    /// The released snapshot (at `frame`, content coordinates) plays the owner's release
    /// animation, else blinks to 1.05 and lands (with reduced motion: neither, it is in its
    /// cell at once); the catch animation ends.
    func releaseExchange(_ item: ItemID, from frame: Rect, origin: ItemPath?, caughtAt: Double, at time: Double) {
        defer { presentation.catchAnimation = nil }
        // Reduced motion: no owner's release animation either — the cell lands at once.
        if !configuration.reducesMotion, let animateRelease = delegate.animateRelease, let finalPath = snapshot.path(of: item),
           let cell = layout.attributesForItem(at: finalPath)?.frame {
            // The owner animates the snapshot; the completion sequence follows.
            let snapshotFrame = frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
            let look = exchangeSnapshotLook(at: time, since: caughtAt)
            let origin = origin ?? finalPath
            let release = ExchangeRelease(snapshotFrame: snapshotFrame,
                                          centerOfCell: Point(x: cell.midX - contentOffset.x, y: cell.midY - contentOffset.y),
                                          finalPath: finalPath, originalPath: origin)
            presentation.releasing = ReleasingSnapshot(item: item, label: name(of: item), release: release,
                                                       animation: animateRelease(release), look: look, style: exchangeStyle,
                                                       displaced: origin == finalPath ? nil : snapshot[origin], at: time)
            return
        }
        land(item, from: frame, at: time, scale: exchangeStyle.releaseBlinkScale)
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
    public var committedSnapshot: Snapshot {
        guard let e = drag?.exchange, let o = e.controller.origin, let d = e.controller.displaced else { return snapshot }
        var committed = snapshot
        try? committed.exchange(o, d)
        return committed
    }
}
