import MosaicCore
import MosaicInteraction

extension CollectionViewGroup {
    /// Ends the shared drag in progress: dropped (the destination's owner is asked) or cancelled
    /// (the items go home). Nothing happens without one.
    func finish(drop: Bool) {
        guard let s = machine.session, let host = member(s.host) else { return }
        let target = host.view.erasedCargo?.target
        perform(machine.handle(.end(drop: drop && target != nil), destinationPath: target), pointer: nil,
                time: host.view.now)
    }

    /// Performs the machine's actions in order. `pointer`: the window point of a pointer
    /// hand-over; `keyboardSlot`: where a ctrl+arrow step puts the block in its new view.
    func perform(_ actions: [CrossViewMachine.Action], pointer: Point?, time: Double, keyboardSlot: ItemPath? = nil) {
        // The dragged snapshot's pointer state, kept across views (window coordinates).
        var carried: (pointer: DragPointer, window: Point)?
        for action in actions {
            switch action {
            case .remove(let id):
                guard let m = member(id), let cargo = m.view.erasedCargo else { continue }
                carried = (cargo.pointer, cargo.pointer.pointer + m.frame.origin)
                m.view.crossViewRemoveLifted(at: time)
                if id == machine.session?.home {
                    lent = (id, cargo.items, cargo.sources, cargo.sizes)
                    m.view.crossViewLend(cargo.items, sources: cargo.sources) { [weak self] in self?.lentItemsRemoved() }
                } else {
                    m.view.crossViewHost(nil, end: nil)
                }
            case .lift(let id, let home, let byKeyboard):
                lift(into: id, home: home, byKeyboard: byKeyboard, carried: carried, pointer: pointer, slot: keyboardSlot,
                     time: time)
            case .propose(var move):
                guard let host = member(move.destinationView) else { continue }
                move.convertedItems = host.view.erasedCargo?.items ?? []
                move.sourcePaths = member(move.sourceView)?.view.crossViewLentSources ?? move.sourcePaths
                let answer = proposalForDrop?(move) ?? .accept()
                perform(machine.handle(.answer(move, answer)), pointer: nil, time: time)
            case .settle(let id, let path):
                guard let m = member(id) else { continue }
                m.view.crossViewHost(nil, end: nil)
                settled = m.view.crossViewSettle(at: path, time: time)
            case .commit(var move):
                move.destinationPath = settled ?? move.destinationPath
                settled = nil
                member(move.sourceView)?.view.crossViewLend(nil, sources: [], removed: nil)
                lent = nil
                recordUndo(.move(move))
                didMoveBetweenViews?(move)
            case .returnHome(let from, let to):
                returnHome(from: from, to: to, time: time)
            case .discard(let id):
                guard let m = member(id) else { continue }
                m.view.crossViewRemoveLifted(at: time)
                m.view.crossViewHost(nil, end: nil)
            }
        }
    }

    /// The block arrives lifted in `id`: home (at its sources, no longer lent) or hosted (under
    /// the pointer, or at `slot` for a keyboard step), keeping the grab of the view it left.
    private func lift(into id: String, home: Bool, byKeyboard: Bool, carried: (pointer: DragPointer, window: Point)?,
                      pointer: Point?, slot: ItemPath?, time: Double) {
        guard let m = member(id), let carried, let l = lent, let homeMember = member(l.home) else { return }
        let (homeID, items, sources, sizes) = (l.home, l.items, l.sources, l.sizes)
        var dragPointer = carried.pointer
        dragPointer.pointer = (pointer ?? carried.window) - m.frame.origin
        dragPointer.byKeyboard = byKeyboard
        if home {
            precondition(id == homeID, "items lent by \(homeID) coming home to \(id)")
            lent = nil
            _ = m.view.crossViewLift(erased: items, sizes: sizes, home: sources, slot: nil, pointer: dragPointer, time: time)
            homeMember.view.crossViewLend(nil, sources: [], removed: nil)
            return
        }
        guard let converted = convert(items, from: homeID, to: id),
              m.view.crossViewLift(erased: converted, sizes: sizes, home: nil, slot: byKeyboard ? slot : nil,
                                   pointer: dragPointer, time: time) else {
            // Checked before the hand-over; should the view still refuse, the items go home.
            assertionFailure("view \(id) refused items it said it could take")
            return perform(machine.handle(.end(drop: false)), pointer: nil, time: time)
        }
        m.view.crossViewHost(converted, end: { [weak self] drop in self?.finish(drop: drop) })
    }

    /// The owner of the home view deleted a lent item: the view showing the block gives it up;
    /// the home view (in the middle of that owner's update) tells its owner the cancel.
    func lentItemsRemoved() {
        guard let s = machine.session else { return }
        let time = member(s.host)?.view.now ?? 0
        perform(machine.handle(.removed), pointer: nil, time: time)
        lent = nil
    }

    /// The host gives the block up and the items go home, landing from where the dragged
    /// snapshot is (converted to the home view's content coordinates).
    private func returnHome(from hostID: String, to homeID: String, time: Double) {
        guard let home = member(homeID), let l = lent, l.home == homeID else { return }
        var frame: Rect?
        if let host = member(hostID), let cargo = host.view.erasedCargo {
            let f = cargo.pointer.frame(contentOffset: .zero)
            frame = Rect(origin: f.origin + host.frame.origin - home.frame.origin + home.view.contentOffset, size: f.size)
            host.view.crossViewRemoveLifted(at: time)
            host.view.crossViewHost(nil, end: nil)
        }
        home.view.crossViewReturn(erased: l.items, sizes: l.sizes, to: l.sources, from: frame, time: time)
        lent = nil
    }
}
