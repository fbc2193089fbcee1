import MosaicAnimation
import MosaicCore
import MosaicInteraction

extension CollectionView {
    // MARK: - API (UIKit's interactive movement)

    /// Lifts the item at `path` for interactive movement. Asks `canMoveItem` (logged as
    /// `canMove s.i`); false refuses. With multiple selection, lifting a selected item lifts
    /// every selected item (they land together, contiguously, in their relative order).
    @discardableResult
    public func beginInteractiveMovementForItem(at path: ItemPath) -> Bool {
        let time = max(clock.now, lastEventTime)
        guard let attrs = layout.attributesForItem(at: path) else { return false }
        let center = Point(x: attrs.frame.midX - contentOffset.x, y: attrs.frame.midY - contentOffset.y)
        return beginDragMove(at: path, location: center, time: time)
    }

    /// Moves the lifted item's target to the slot under `position` (viewport coordinates).
    /// A position outside the viewport leaves the target where it is, and a following
    /// ``endInteractiveMovement()`` cancels, as a pointer released there does.
    public func updateInteractiveMovementTargetPosition(_ position: Point) {
        guard drag?.move != nil else { return }
        updateDrag(to: position, at: max(clock.now, lastEventTime))
    }

    /// Drops the lifted item(s): the model's move commits once (`move a -> b`) — unless the last
    /// position given to ``updateInteractiveMovementTargetPosition(_:)`` is outside the viewport,
    /// which cancels (`cancelMove`) as a pointer released outside the view does.
    public func endInteractiveMovement() {
        guard let d = drag?.move else { return }
        let time = max(clock.now, lastEventTime)
        if d.pointer.byKeyboard || isInsideViewport(d.pointer.pointer) { finishMove(at: time) } else { cancelMove(at: time) }
    }

    /// Puts everything back, animated; the model is untouched (`cancelMove`).
    public func cancelInteractiveMovement() {
        guard drag?.move != nil else { return }
        cancelMove(at: max(clock.now, lastEventTime))
    }

    // MARK: - Engine

    @discardableResult
    func beginDragMove(at path: ItemPath, location: Point, time: Double, byKeyboard: Bool = false) -> Bool {
        guard drag == nil, snapshot[path] != nil, let frame = presentedFrame(of: path, at: time),
              let (items, sources) = liftedItems(at: path, logged: true) else { return false }
        let size = layout.itemSize(at: path) ?? frame.size
        let viewportFrame = frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
        let grab = Point(x: location.x - viewportFrame.minX, y: location.y - viewportFrame.minY)
        let sizes = sources.map { layout.itemSize(at: $0) ?? size }
        var controller = MoveController()
        let actions = controller.handle(.lift(sources: sources, origin: path))
        let session = MoveDrag<ItemID>(pointer: DragPointer(pointer: location, grabOffset: grab, size: size, time: time,
                                                            byKeyboard: byKeyboard),
                                       items: items, controller: controller)
        highlighted = nil
        limitPlacementForDrag()
        emit(.announce(announcer.lifted(items, at: path)))
        if actions.isEmpty {
            drag = .move(session)
        } else {
            // Several items gather as a block at the first source: the other cells close the gaps.
            relayout(animation: configuration.layoutAnimation) {
                drag = .move(session)
                for case .gather(let sources, let target) in actions { presentBlock(remove: sources, insertAt: target, sizes: sizes) }
            }
        }
        assertInvariants(after: "lifting \(sources)")
        return true
    }

    /// The item displayed at a layout path: during a move the presented order differs from
    /// the model (the lifted block sits at the target). - Complexity: O(k) for k lifted items.
    func displayedItem(at q: ItemPath, move: MoveDrag<ItemID>? = nil) -> ItemID? {
        guard let d = move ?? drag?.move else { return snapshot[q] }
        return d.displayedItem(at: q, in: snapshot)
    }

    /// Feeds what is under the pointer to the move controller (the reordering hysteresis lives there).
    func retargetMove(at time: Double) {
        guard let d = drag?.move, !d.pointer.byKeyboard else { return }
        let p = d.pointer.pointer + contentOffset
        if let q = layout.itemPath(at: p) {
            guard let frame = layout.attributesForItem(at: q)?.frame else { return }
            moveEvent(.over(q, frame: frame, point: p), at: time)
        } else if let slot = layout.insertionSlot(nearest: p) {
            moveEvent(.overGap(slot: slot, point: p), at: time)
        }
    }

    /// One event of the move controller; a retarget moves the presented block, animated.
    /// `checked` false: the target was accepted earlier in this movement and is not asked again.
    func moveEvent(_ event: MoveController.Event, at time: Double, checked: Bool = true) {
        guard case .move(var d) = drag else { return }
        let questions = checked ? moveRules.moveQuestions(current: d.target, count: d.items.count)
                                : MoveController.Questions(itemCounts: layout.itemCounts)
        let actions = d.controller.handle(event, questions)
        guard case .moveBlock(let from, let to, let count)? = actions.first else {
            drag = .move(d)
            return
        }
        let block = (0..<count).map { ItemPath(from.section, from.item + $0) }
        let sizes = block.map { layout.itemSize(at: $0) ?? d.pointer.size }
        // The new target takes effect inside the relayout, which first captured where every
        // cell is presented under the old one.
        relayout(animation: configuration.layoutAnimation) {
            drag = .move(d)
            presentBlock(remove: block, insertAt: to, sizes: sizes)
        }
        assertInvariants(after: "retargeting the movement to \(to)")
    }

    /// Presentation only (the model is untouched): removes `paths` from the layout and inserts
    /// `sizes.count` items at `target`. The paths come from the layout's own counts, so a
    /// refusal is a programming error of the layout.
    func presentBlock(remove paths: [ItemPath], insertAt target: ItemPath, sizes: [Size]) {
        do {
            if paths.count == 1, sizes.count == 1 {
                try layout.moveItem(from: paths[0], to: target)
            } else {
                try layout.deleteItems(at: paths)
                for (i, size) in sizes.enumerated() { try layout.insertItem(at: ItemPath(target.section, target.item + i), size: size) }
            }
        } catch {
            preconditionFailure("the layout refused presenting the lifted block \(paths) at \(target) within its item counts "
                                + "\(layout.itemCounts): \(error)")
        }
    }

    /// The drop: the movement controller's commit goes to the model (then `move a -> b` or
    /// `move [a, b] -> c`, the undo entry and "Moved …"); a drop that changes nothing, or whose
    /// commit the model refuses, is a cancel (`cancelMove` and an announcement). Either way the
    /// owner hears exactly one ending.
    func finishMove(at time: Double) {
        guard case .move(var d) = drag else { return }
        let snapshotFrame = dropFrame(d.pointer)
        let origin = d.controller.sources[0]
        let commit = d.controller.handle(.drop).lazy.compactMap { action -> ([ItemPath], ItemPath)? in
            if case .commit(let sources, let target) = action { return (sources, target) }
            return nil
        }.first
        guard let (sources, target) = commit else {
            // Dropped where it started: nothing moved, which the owner hears as a cancel.
            drag = nil
            completePlacementAfterDrag()
            assertInvariants(after: "dropping the movement where it started")
            emit(.cancelMove)
            emit(.announce(announcer.droppedInPlace(d.items, at: origin)))
            land(d.items.first, from: snapshotFrame, at: time)
            return
        }
        let before = snapshot
        do {
            if d.items.count == 1 {
                // Validates before it changes anything: no copy of the model is needed.
                try state.snapshot.move(from: sources[0], to: target)
            } else {
                var next = snapshot
                try next.delete(at: sources)
                try next.insert(d.items, at: target)
                state.snapshot = next
            }
        } catch {
            cancelMove(at: time)
            return
        }
        // The layout already presents the block at the target: the movement ends with the commit.
        state.drag = nil
        completePlacementAfterDrag()
        assertInvariants(after: "committing the movement to \(target)")
        reportMove(d.items, from: sources, to: target, before: before)
        emit(.announce(announcer.moved(d.items, to: target)))
        land(d.items.first, from: snapshotFrame, at: time)
    }

    /// A committed move, told to the owner (`move a -> b`, or `move [a, b] -> c` for several
    /// items) and recorded for undo (by identity). `before` is the model before the move.
    func reportMove(_ items: [ItemID], from sources: [ItemPath], to target: ItemPath, before: Snapshot) {
        emit(items.count == 1 ? .move(from: sources[0], to: target) : .moveMany(from: sources, to: target))
        if let entry = UndoEntry.move(items, before: before, after: snapshot) { recordUndo(entry) }
    }

    func cancelMove(at time: Double) {
        guard case .move(var d) = drag else { return }
        let snapshotFrame = dropFrame(d.pointer)
        let k = d.items.count
        let origin = d.controller.sources[0]
        let actions = d.controller.handle(.cancel)
        relayout(animation: configuration.layoutAnimation) {
            drag = nil
            for case .restore(let from, let sources) in actions {
                let block = (0..<k).map { ItemPath(from.section, from.item + $0) }
                let sizes = block.map { layout.itemSize(at: $0) ?? d.pointer.size }
                if k == 1 {
                    presentBlock(remove: block, insertAt: sources[0], sizes: sizes)
                } else {
                    presentBlock(remove: block, insertAt: sources[0], sizes: [])
                    for (i, s) in sources.enumerated() { presentBlock(remove: [], insertAt: s, sizes: [sizes[i]]) }
                }
            }
        }
        completePlacementAfterDrag()
        assertInvariants(after: "cancelling the movement")
        emit(.cancelMove)
        emit(.announce(announcer.cancelled(d.items, at: origin)))
        land(d.items.first, from: snapshotFrame, at: time)
    }

    /// The drag snapshot's frame in content coordinates.
    func dropFrame(_ d: DragPointer) -> Rect {
        Rect(x: d.pointer.x - d.grabOffset.x + contentOffset.x, y: d.pointer.y - d.grabOffset.y + contentOffset.y,
             width: d.size.width, height: d.size.height)
    }

    /// Animates a dropped item from where its snapshot was to its slot.
    func land(_ item: ItemID?, from frame: Rect, at time: Double, scale: Double = 1) {
        guard let item, let path = snapshot.path(ofDisplayed: item, near: frame, layout: layout),
              let target = layout.attributesForItem(at: path)?.frame else { return }
        presentation.animator.animate(item, from: AnimatedValues(frame: frame, alpha: 1, scale: scale),
                         to: AnimatedValues(frame: target), animation: .easeOut(duration: 0.2), at: time)
        presentation.offscreenPaths[item] = path
    }

    /// The words of announcements, from the model now.
    var announcer: Announcer<SectionID, ItemID> {
        Announcer(snapshot: snapshot, name: spokenName(of:), sectionTitle: accessibility.sectionName ?? sectionTitleProvider,
                  text: configuration.announcements)
    }

    /// "Ada", "Ada and Grace", "Ada, Grace and Alan".
    func names(of items: [ItemID]) -> String { announcer.names(of: items) }

    /// A section's name for announcements: the owner's title, else "section N" (1-based).
    func sectionName(_ section: Int) -> String { announcer.sectionName(section) }
}
