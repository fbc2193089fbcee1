import MosaicAnimation
import MosaicCore

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
        guard drag?.kind == .move else { return }
        updateDrag(to: position, at: max(clock.now, lastEventTime))
    }

    /// Drops the lifted item(s): the model's move commits once (`move a -> b`).
    public func endInteractiveMovement() {
        guard drag?.kind == .move else { return }
        finishMove(at: max(clock.now, lastEventTime))
    }

    /// Puts everything back, animated; the model is untouched (`cancelMove`).
    public func cancelInteractiveMovement() {
        guard drag?.kind == .move else { return }
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
        let target = sources[0]
        let sizes = sources.map { layout.itemSize(at: $0) ?? size }
        let session = DragSession<ItemID>(kind: .move, items: items, sources: sources, target: target, origin: path,
                                          displaced: nil, lastOver: nil, pointer: location, grabOffset: grab, size: size,
                                          beganAt: time, lastRetargetPoint: location + contentOffset,
                                          lockRect: nil, edgeEnteredAt: nil, lastAutoScrollTime: time, byKeyboard: byKeyboard)
        highlighted = nil
        limitPlacementForDrag()
        if items.count > 1 {
            // Gather the block at the first source: the other cells close the gaps.
            relayout(animation: configuration.layoutAnimation) {
                drag = session
                applyBlock(remove: sources, insertAt: target, sizes: sizes)
            }
        } else {
            drag = session
        }
        return true
    }

    /// The item displayed at a layout path: during a move the presented order differs from
    /// the model (the lifted block sits at the target). - Complexity: O(k) for k lifted items.
    func displayedItem(at q: ItemPath) -> ItemID? {
        guard let d = drag, d.kind == .move else { return snapshot[q] }
        let k = d.items.count
        if q.section == d.target.section, q.item >= d.target.item, q.item < d.target.item + k {
            return d.items[q.item - d.target.item]
        }
        var m = q.item
        if q.section == d.target.section, q.item >= d.target.item + k { m -= k }
        for s in d.sources where s.section == q.section {
            if s.item <= m { m += 1 } else { break }
        }
        return snapshot[ItemPath(q.section, m)]
    }

    func retargetMove(at time: Double) {
        guard let d = drag, d.kind == .move else { return }
        let k = d.items.count
        let p = d.pointer + contentOffset
        // Hysteresis (seed 001): after a retarget the cells reflow — in a waterfall another item
        // may now lie under the pointer. No retarget while the pointer stays inside the frame
        // of the item whose slot the lifted item took; then only once the pointer is well
        // inside a new item (its central 60 %). So a small item over a big one cannot flip.
        if let lock = d.lockRect {
            if lock.contains(p), !d.byKeyboard { return }
            drag?.lockRect = nil
        }
        var proposed: ItemPath?
        var lock: Rect?
        if let q = layout.itemPath(at: p) {
            let inBlock = q.section == d.target.section && q.item >= d.target.item && q.item < d.target.item + k
            guard !inBlock, let frame = layout.attributesForItem(at: q)?.frame else { return }
            guard frame.insetBy(dx: frame.width * 0.2, dy: frame.height * 0.2).contains(p) else { return }
            lock = frame
            if q.section == d.target.section, q.item >= d.target.item + k {
                proposed = ItemPath(q.section, q.item - k + 1)
            } else {
                proposed = q
            }
        } else if let slot = layout.insertionSlot(nearest: p) {
            if slot.section == d.target.section {
                if slot.item >= d.target.item + k { proposed = ItemPath(slot.section, slot.item - k) }
                else if slot.item > d.target.item { return }
                else { proposed = slot }
            } else {
                proposed = slot
            }
        }
        guard var target = proposed else { return }
        // The layout may propose another target (UIKit's
        // `targetIndexPath(forInteractivelyMovingItem:withPosition:)`), then the delegate decides.
        target = layout.targetPath(forInteractivelyMovingItemAt: d.origin, withPosition: p, proposed: target)
        if let decide = delegate.targetForMove {
            guard let t = decide(d.origin, target) else { return }
            target = t
        }
        moveBlock(to: target, at: time)
        drag?.lastRetargetPoint = p
        drag?.lockRect = lock
    }

    /// Moves the lifted block to start at `target` (presented order), animating the others.
    func moveBlock(to target: ItemPath, at time: Double) {
        guard let d = drag, d.kind == .move, target != d.target else { return }
        let k = d.items.count
        let counts = layout.itemCounts
        guard target.section >= 0, target.section < counts.count else { return }
        let countWithoutBlock = counts[target.section] - (target.section == d.target.section ? k : 0)
        guard target.item >= 0, target.item <= countWithoutBlock else { return }
        let sizes = (0..<k).map { layout.itemSize(at: ItemPath(d.target.section, d.target.item + $0)) ?? d.size }
        relayout(animation: configuration.layoutAnimation) {
            let block = (0..<k).map { ItemPath(d.target.section, d.target.item + $0) }
            drag?.target = target
            applyBlock(remove: block, insertAt: target, sizes: sizes)
        }
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
        guard let d = drag, d.kind == .move else { return }
        let snapshotFrame = dropFrame(d)
        let fromPosition = position(of: d.sources[0])
        do {
            if d.items.count == 1 {
                // Validates before it changes anything: no copy of the model is needed.
                try snapshot.move(from: d.sources[0], to: d.target)
            } else {
                var next = snapshot
                try next.delete(at: d.sources)
                try next.insert(d.items, at: d.target)
                snapshot = next
            }
        } catch {
            cancelMove(at: time)
            return
        }
        drag = nil
        completePlacementAfterDrag()
        let changed = d.sources != (0..<d.items.count).map { ItemPath(d.target.section, d.target.item + $0) }
        if changed {
            if d.items.count == 1 {
                emit(.move(from: d.sources[0], to: d.target))
            } else {
                emit(.moveMany(from: d.sources, to: d.target))
            }
            recordUndo(.move(sources: d.sources, target: d.target, items: d.items))
            let names = d.items.map { name(of: $0) }
            let what = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            emit(.announce("Moved \(what) from position \(fromPosition) to position \(position(of: d.target))"))
        }
        land(d.items.first, from: snapshotFrame, at: time)
    }

    func cancelMove(at time: Double) {
        guard let d = drag, d.kind == .move else { return }
        let snapshotFrame = dropFrame(d)
        let k = d.items.count
        let sizes = (0..<k).map { layout.itemSize(at: ItemPath(d.target.section, d.target.item + $0)) ?? d.size }
        relayout(animation: configuration.layoutAnimation) {
            drag = nil
            let block = (0..<k).map { ItemPath(d.target.section, d.target.item + $0) }
            if k == 1 {
                do { try layout.moveItem(from: block[0], to: d.sources[0]) } catch { resyncLayout() }
            } else {
                do {
                    try layout.deleteItems(at: block)
                    for (i, s) in d.sources.enumerated() { try layout.insertItem(at: s, size: sizes[i]) }
                } catch { resyncLayout() }
            }
        }
        completePlacementAfterDrag()
        emit(.cancelMove)
        emit(.announce("Cancelled"))
        land(d.items.first, from: snapshotFrame, at: time)
    }

    /// The drag snapshot's frame in content coordinates.
    func dropFrame(_ d: DragSession<ItemID>) -> Rect {
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

    /// 1-based position in reading order across sections. - Complexity: O(sections).
    func position(of path: ItemPath) -> Int {
        var n = 0
        for s in 0..<min(path.section, snapshot.numberOfSections) { n += snapshot.items(inSection: s).count }
        return n + path.item + 1
    }
}
