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
        guard drag == nil, let item = snapshot[path], let frame = presentedFrame(of: path, at: time) else { return false }
        emit(.canMove(path))
        if delegate.canMoveItem?(path) == false { return false }
        var items = [item], sources = [path]
        if configuration.allowsMultipleSelection, selection.count > 1, selection.contains(item) {
            let paths = selectedPaths.filter { delegate.canMoveItem?($0) ?? true }
            sources = paths
            items = paths.compactMap { snapshot[$0] }
        }
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

    /// The layout's and the delegate's questions in the move controller's shape.
    private var moveQuestions: MoveController.Questions {
        let layout = layout, delegate = delegate
        return MoveController.Questions(
            layoutTarget: { layout.targetPath(forInteractivelyMovingItemAt: $0, withPosition: $1, proposed: $2) },
            delegateTarget: { origin, proposed in delegate.targetForMove.map { $0(origin, proposed) } ?? proposed },
            itemCounts: layout.itemCounts)
    }

    /// Feeds what is under the pointer to the move controller (seed 001's hysteresis lives there).
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
    func moveEvent(_ event: MoveController.Event, at time: Double) {
        guard case .move(var d) = drag else { return }
        let actions = d.controller.handle(event, moveQuestions)
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

    /// Moves the lifted block to start at `target` (presented order), animating the others.
    func moveBlock(to target: ItemPath, at time: Double) {
        moveEvent(.step(to: target), at: time)
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

    func finishMove(at time: Double) {
        guard case .move(var d) = drag else { return }
        let snapshotFrame = dropFrame(d.pointer)
        let sources = d.controller.sources
        let fromPosition = position(of: sources[0])
        let actions = d.controller.handle(.drop)
        for case .commit(let sources, let target) in actions {
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
        }
        drag = nil
        completePlacementAfterDrag()
        for case .commit(let sources, let target) in actions {
            if d.items.count == 1 {
                emit(.move(from: sources[0], to: target))
            } else {
                emit(.moveMany(from: sources, to: target))
            }
            recordUndo(.move(sources: sources, target: target, items: d.items))
            let what = names(of: d.items)
            if target.section != sources[0].section {
                // Across sections, name both (react-beautiful-dnd: "from position 1 in list X
                // to position 4 in list Y"); positions count within each section.
                emit(.announce("Moved \(what) from position \(sources[0].item + 1) in \(sectionName(sources[0].section)) "
                               + "to position \(target.item + 1) in \(sectionName(target.section))"))
            } else {
                emit(.announce("Moved \(what) from position \(fromPosition) to position \(position(of: target))"))
            }
        }
        land(d.items.first, from: snapshotFrame, at: time)
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
        animator.animate(item, from: AnimatedValues(frame: frame, alpha: 1, scale: scale),
                         to: AnimatedValues(frame: target), animation: .easeOut(duration: 0.2), at: time)
        offscreenPaths[item] = path
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
