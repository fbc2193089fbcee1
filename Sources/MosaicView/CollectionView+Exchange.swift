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
        var controller = ExchangeController()
        let actions = controller.handle(.catchItem(at: path), moveRules.exchangeQuestions)
        for action in actions { if case .askedCanBegin(let p) = action { emit(.canBegin(p)) } }
        guard controller.isInTransaction else { return false }
        highlighted = nil
        limitPlacementForDrag()
        emit(.announce(announcer.lifted([item], at: path)))
        let pointer = DragPointer(grabbing: viewportFrame, at: location, size: layout.itemSize(at: path) ?? frame.size,
                                  time: time, byKeyboard: byKeyboard)
        drag = .exchange(ExchangeDrag(pointer: pointer, item: item, controller: controller))
        presentation.releasing = nil
        presentation.catchAnimation = delegate.animateCatch.map { (keyframes: $0(path), start: time) }
        assertInvariants(after: "catching \(path) for an exchange")
        return true
    }

    /// Feeds the item under the pointer (or the gap) to the exchange controller.
    func retargetExchange(at time: Double) {
        guard let d = drag?.exchange else { return }
        let p = d.pointer.pointer + contentOffset
        guard let over = layout.itemPath(at: p) else {
            exchangeEvent(.overGap, at: time)
            return
        }
        exchangeEvent(.over(over, frame: layout.attributesForItem(at: over)?.frame, point: p), at: time)
    }

    /// One event of the exchange controller, its actions performed in order: the delegate
    /// calls are logged, the model exchanges are applied (model first, then the layout's
    /// sizes) inside one animated relayout.
    func exchangeEvent(_ event: ExchangeController.Event, at time: Double) {
        guard case .exchange(var d) = drag else { return }
        let actions = d.controller.handle(event, moveRules.exchangeQuestions)
        drag = .exchange(d)
        guard !actions.isEmpty else { return }
        if actions.contains(where: { if case .exchange = $0 { return true } else { return false } }) {
            relayout(animation: configuration.layoutAnimation) { perform(actions) }
        } else {
            perform(actions)
        }
        assertInvariants(after: "an exchange event")
    }

    /// Performs exchange actions: logs, model exchanges, notifications.
    private func perform(_ actions: [ExchangeController.Action]) {
        for action in actions {
            switch action {
            case .askedCanBegin(let p): emit(.canBegin(p))
            case .askedCanDisplace(let p, let dragged): emit(.canDisplace(p, from: dragged))
            case .exchange(let a, let b): swap(a, b)
            case .finishExchangeEvent: emit(.didFinishExchangeEvent)
            case .began, .finishTransaction, .cancelTransaction: break
            }
        }
    }

    /// One individual exchange: model first (`didExchange a b`), then the layout's sizes.
    private func swap(_ a: ItemPath, _ b: ItemPath) {
        state.exchange(a, b)
        emit(.didExchange(a, b))
    }

    func finishExchange(at time: Double) {
        guard case .exchange(var d) = drag else { return }
        let frame = dropFrame(d.pointer)
        let actions = d.controller.handle(.release)
        drag = nil
        completePlacementAfterDrag()
        assertInvariants(after: "releasing the exchange")
        var transaction: (final: ItemPath, origin: ItemPath)?
        for case .finishTransaction(let final, let origin) in actions {
            transaction = (final, origin)
            emit(.didFinishExchangeTransaction(final, origin))
            if final == origin {
                // Released with nothing exchanged: reported as a finish with equal paths; the user
                // hears that nothing changed.
                emit(.announce(announcer.releasedInPlace(d.item, at: origin)))
            } else if let a = snapshot[final], let b = snapshot[origin] {
                recordUndo(.exchange(dragged: a, displaced: b))
                emit(.announce(announcer.swapped(a, b)))
            }
        }
        defer { presentation.catchAnimation = nil }
        if let animateRelease = delegate.animateRelease, let finalPath = snapshot.path(of: d.item),
           let cell = layout.attributesForItem(at: finalPath)?.frame {
            // The owner animates the snapshot; the completion sequence follows.
            let snapshotFrame = frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
            let look = exchangeSnapshotLook(at: time, since: d.pointer.beganAt)
            let origin = transaction?.origin ?? finalPath
            let release = ExchangeRelease(snapshotFrame: snapshotFrame,
                                          centerOfCell: Point(x: cell.midX - contentOffset.x, y: cell.midY - contentOffset.y),
                                          finalPath: finalPath, originalPath: origin)
            presentation.releasing = ReleasingSnapshot(item: d.item, label: name(of: d.item), release: release,
                                                       animation: animateRelease(release), look: look, style: exchangeStyle,
                                                       displaced: origin == finalPath ? nil : snapshot[origin], at: time)
            return
        }
        // Release blink to 1.05, then the cell settles.
        land(d.item, from: frame, at: time, scale: exchangeStyle.releaseBlinkScale)
    }

    /// The caught snapshot's scale and alpha at `time` (the catch was at `caught`).
    func exchangeSnapshotLook(at time: Double, since caught: Double) -> (scale: Double, alpha: Double) {
        exchangeStyle.snapshotLook(at: time, since: caught, catchAnimation: presentation.catchAnimation)
    }

    /// True from the catch until the transaction ended —
    /// cancelled, or released and (with an owner's release animation) its snapshot removed.
    public var exchangeTransactionInProgress: Bool { drag?.exchange != nil || presentation.releasing != nil }

    func cancelExchange(at time: Double) {
        guard case .exchange(var d) = drag else { return }
        let frame = dropFrame(d.pointer)
        let origin = d.controller.origin
        let actions = d.controller.handle(.cancel)
        relayout(animation: configuration.layoutAnimation) {
            perform(actions)
            drag = nil
        }
        completePlacementAfterDrag()
        assertInvariants(after: "cancelling the exchange")
        presentation.catchAnimation = nil
        emit(.didCancelExchangeTransaction)
        emit(.announce(origin.map { announcer.cancelled([d.item], at: $0) } ?? announcer.text.cancelled))
        land(d.item, from: frame, at: time)
    }
}
