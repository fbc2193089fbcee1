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

    /// Lifts the item at `path` (with the selected items it takes along, `liftedItems`) for a
    /// movement grabbed at `location` (viewport): several items first gather as a block at the
    /// first source, the other cells closing the gaps. False when a drag is in progress, the
    /// path is not in the model or the owner refuses.
    @discardableResult
    func beginDragMove(at path: ItemPath, location: Point, time: Double, byKeyboard: Bool = false) -> Bool {
        guard drag == nil, snapshot[path] != nil, let frame = presentedFrame(of: path, at: time),
              let (items, sources) = liftedItems(at: path, logged: true) else { return false }
        let size = layout.itemSize(at: path) ?? frame.size
        let sizes = sources.map { layout.itemSize(at: $0) ?? size }
        var controller = MoveController()
        let actions = controller.handle(.lift(sources: sources, origin: path))
        let pointer = DragPointer(grabbing: frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y), at: location,
                                  size: size, time: time, byKeyboard: byKeyboard)
        let session = MoveDrag<ItemID>(pointer: pointer, items: items, controller: controller)
        highlighted = nil
        limitPlacementForDrag()
        emit(.announce(announcer.lifted(items, at: path)))
        guard !actions.isEmpty else {
            drag = .move(session)
            assertInvariants(after: "lifting \(sources)")
            return true
        }
        relayout(animation: configuration.layoutAnimation) {
            drag = .move(session)
            for case .gather(let sources, let target) in actions { layout.presentBlock(remove: sources, insertAt: target, sizes: sizes) }
        }
        assertInvariants(after: "lifting \(sources)")
        return true
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
        // The new target takes effect inside the relayout, which first captured where every
        // cell is presented under the old one.
        relayout(animation: configuration.layoutAnimation) {
            drag = .move(d)
            layout.moveBlock(from: from, count: count, to: to, fallback: d.pointer.size)
        }
        assertInvariants(after: "retargeting the movement to \(to)")
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
        do { try state.commitMove(d.items, from: sources, to: target) } catch { return cancelMove(at: time) }
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
            for case .restore(let from, let sources) in actions { layout.restoreBlock(from: from, to: sources, fallback: d.pointer.size) }
        }
        completePlacementAfterDrag()
        assertInvariants(after: "cancelling the movement")
        emit(.cancelMove)
        emit(.announce(announcer.cancelled(d.items, at: origin)))
        land(d.items.first, from: snapshotFrame, at: time)
    }

    /// The drag snapshot's frame in content coordinates.
    func dropFrame(_ d: DragPointer) -> Rect { d.frame(contentOffset: contentOffset) }

    /// Animates a dropped item from where its snapshot was to its slot (at once with reduced motion).
    func land(_ item: ItemID?, from frame: Rect, at time: Double, scale: Double = 1) {
        guard let item, !configuration.reducesMotion, let path = snapshot.path(ofDisplayed: item, near: frame, layout: layout),
              let target = layout.attributesForItem(at: path)?.frame else { return }
        presentation.land(item, at: path, from: frame, to: target, scale: scale, time: time)
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
