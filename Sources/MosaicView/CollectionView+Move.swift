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
    public func updateInteractiveMovementTargetPosition(_ position: Point) {
        guard drag?.move != nil else { return }
        updateDrag(to: position, at: max(clock.now, lastEventTime))
    }

    /// Drops the lifted item(s): the model's move commits once (`move a -> b`).
    public func endInteractiveMovement() {
        guard drag?.move != nil else { return }
        finishMove(at: max(clock.now, lastEventTime))
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
        announcePickUp(items, at: path)
        if actions.isEmpty {
            drag = .move(session)
        } else {
            // Gather the block at the first source: the other cells close the gaps.
            relayout(animation: configuration.layoutAnimation) {
                drag = .move(session)
                for case .gather(let sources, let target) in actions {
                    applyBlock(remove: sources, insertAt: target, sizes: sizes)
                }
            }
        }
        return true
    }

    /// The item displayed at a layout path: during a move the presented order differs from
    /// the model (the lifted block sits at the target). - Complexity: O(k) for k lifted items.
    func displayedItem(at q: ItemPath) -> ItemID? {
        displayedItem(at: q, move: drag?.move)
    }

    /// `displayedItem(at:)` with the movement read once by the caller (a display list asks
    /// for every visible cell).
    func displayedItem(at q: ItemPath, move: MoveDrag<ItemID>?) -> ItemID? {
        guard let d = move else { return snapshot[q] }
        let k = d.items.count
        let target = d.target
        if q.section == target.section, q.item >= target.item, q.item < target.item + k {
            return d.items[q.item - target.item]
        }
        var m = q.item
        if q.section == target.section, q.item >= target.item + k { m -= k }
        for s in d.controller.sources where s.section == q.section {
            if s.item <= m { m += 1 } else { break }
        }
        return snapshot[ItemPath(q.section, m)]
    }

    /// Feeds what is under the pointer to the move controller (the reordering hysteresis lives there).
    func retargetMove(at time: Double) {
        guard let d = drag?.move else { return }
        let p = d.pointer.pointer + contentOffset
        if d.pointer.byKeyboard { return }
        if let q = layout.itemPath(at: p) {
            guard let frame = layout.attributesForItem(at: q)?.frame else { return }
            moveEvent(.over(q, frame: frame, point: p), at: time)
        } else if let slot = layout.insertionSlot(nearest: p) {
            moveEvent(.overGap(slot: slot, point: p), at: time)
        }
    }

    /// One event of the move controller; a retarget moves the presented block, animated.
    func moveEvent(_ event: MoveController.Event, at time: Double, questions: MoveController.Questions? = nil) {
        guard case .move(var d) = drag else { return }
        let actions = d.controller.handle(event, questions ?? moveQuestions)
        guard case .moveBlock(let from, let to, let count)? = actions.first else {
            drag = .move(d)
            return
        }
        let sizes = (0..<count).map { layout.itemSize(at: ItemPath(from.section, from.item + $0)) ?? d.pointer.size }
        // The new target takes effect inside the relayout, which first captured where every
        // cell is presented under the old one.
        relayout(animation: configuration.layoutAnimation) {
            drag = .move(d)
            let block = (0..<count).map { ItemPath(from.section, from.item + $0) }
            applyBlock(remove: block, insertAt: to, sizes: sizes)
        }
    }

    /// A keyboard step: proposes that the lifted block start at `target` (presented order);
    /// the rules decide (`targetForMove`; see `CollectionView+MoveRules.swift`), the others
    /// animate.
    func moveBlock(to target: ItemPath, at time: Double) {
        moveEvent(.step(to: target), at: time)
    }

    /// Puts the block back at `target`, a target the rules already accepted during this
    /// movement (a keyboard step that went the wrong way is undone): not asked again.
    func restoreBlock(to target: ItemPath, at time: Double) {
        moveEvent(.step(to: target), at: time, questions: MoveController.Questions(itemCounts: layout.itemCounts))
    }

    /// Layout edit: remove `paths` then insert `sizes.count` items at `target`.
    func applyBlock(remove paths: [ItemPath], insertAt target: ItemPath, sizes: [Size]) {
        do {
            if paths.count == 1, sizes.count == 1 {
                try layout.moveItem(from: paths[0], to: target)
            } else {
                try layout.deleteItems(at: paths)
                for (i, size) in sizes.enumerated() {
                    try layout.insertItem(at: ItemPath(target.section, target.item + i), size: size)
                }
            }
        } catch {
            resyncLayout()
        }
    }

    /// The drop: the movement controller's commit goes to the model (then `move a -> b` or
    /// `move [a, b] -> c`, the undo entry and "Moved …"); a drop that changes nothing, or whose
    /// commit the model refuses, is a cancel (`cancelMove` and an announcement). Either way the
    /// owner hears exactly one ending.
    func finishMove(at time: Double) {
        guard case .move(var d) = drag else { return }
        let snapshotFrame = dropFrame(d.pointer)
        let fromPosition = position(of: d.controller.sources[0])
        let actions = d.controller.handle(.drop)
        guard let (sources, target) = actions.lazy.compactMap({ action -> ([ItemPath], ItemPath)? in
            if case .commit(let sources, let target) = action { return (sources, target) }
            return nil
        }).first else {
            // Dropped where it started: nothing moved, which the owner hears as a cancel.
            drag = nil
            completePlacementAfterDrag()
            emit(.cancelMove)
            emit(.announce("Dropped \(names(of: d.items)) at position \(fromPosition); nothing moved"))
            land(d.items.first, from: snapshotFrame, at: time)
            return
        }
        let before = snapshot
        do {
            if d.items.count == 1 {
                // Validates before it changes anything: no copy of the model is needed.
                try snapshot.move(from: sources[0], to: target)
            } else {
                var next = snapshot
                try next.delete(at: sources)
                try next.insert(d.items, at: target)
                snapshot = next
            }
        } catch {
            cancelMove(at: time)
            return
        }
        drag = nil
        completePlacementAfterDrag()
        reportMove(d.items, from: sources, to: target, before: before)
        if target.section != sources[0].section {
            // Across sections, name both (react-beautiful-dnd: "from position 1 in list X to
            // position 4 in list Y"); positions count within each section.
            emit(.announce("Moved \(names(of: d.items)) from position \(sources[0].item + 1) in \(sectionName(sources[0].section)) "
                           + "to position \(target.item + 1) in \(sectionName(target.section))"))
        } else {
            emit(.announce("Moved \(names(of: d.items)) from position \(fromPosition) to position \(position(of: target))"))
        }
        land(d.items.first, from: snapshotFrame, at: time)
    }

    /// A committed move, told to the owner (`move a -> b`, or `move [a, b] -> c` for several
    /// items) and recorded for undo (by identity). `before` is the model before the move.
    func reportMove(_ items: [ItemID], from sources: [ItemPath], to target: ItemPath, before: Snapshot) {
        assert(layout.itemCounts == snapshot.itemCounts, "a committed move left the layout's counts unlike the model's")
        if items.count == 1 {
            emit(.move(from: sources[0], to: target))
        } else {
            emit(.moveMany(from: sources, to: target))
        }
        if let entry = moveEntry(items, before: before, after: snapshot) { recordUndo(entry) }
    }

    func cancelMove(at time: Double) {
        guard case .move(var d) = drag else { return }
        let snapshotFrame = dropFrame(d.pointer)
        let k = d.items.count
        let actions = d.controller.handle(.cancel)
        relayout(animation: configuration.layoutAnimation) {
            drag = nil
            for case .restore(let from, let sources) in actions {
                let sizes = (0..<k).map { layout.itemSize(at: ItemPath(from.section, from.item + $0)) ?? d.pointer.size }
                let block = (0..<k).map { ItemPath(from.section, from.item + $0) }
                if k == 1 {
                    do { try layout.moveItem(from: block[0], to: sources[0]) } catch { resyncLayout() }
                } else {
                    do {
                        try layout.deleteItems(at: block)
                        for (i, s) in sources.enumerated() { try layout.insertItem(at: s, size: sizes[i]) }
                    } catch { resyncLayout() }
                }
            }
        }
        completePlacementAfterDrag()
        emit(.cancelMove)
        emit(.announce("Cancelled"))
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

    /// "Ada", "Ada and Grace", "Ada, Grace and Alan".
    func names(of items: [ItemID]) -> String {
        let names = items.map { name(of: $0) }
        return names.count <= 1 ? (names.first ?? "") : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    /// A section's name for announcements: the owner's title, else "section N" (1-based).
    func sectionName(_ section: Int) -> String {
        if let provider = sectionTitleProvider, snapshot.sectionIdentifiers.indices.contains(section) {
            return provider(snapshot.sectionIdentifiers[section])
        }
        return "section \(section + 1)"
    }

    /// Announces a lift or a catch: "Picked up Ada Lovelace, position 2 of 12".
    func announcePickUp(_ items: [ItemID], at path: ItemPath) {
        emit(.announce("Picked up \(names(of: items)), position \(position(of: path)) of \(snapshot.numberOfItems)"))
    }

    /// 1-based position in reading order across sections. - Complexity: O(sections).
    func position(of path: ItemPath) -> Int {
        var n = 0
        for s in 0..<min(path.section, snapshot.numberOfSections) { n += snapshot.items(inSection: s).count }
        return n + path.item + 1
    }
}
