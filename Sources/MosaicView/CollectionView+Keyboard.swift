import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// The keyboard: ctrl+z / ctrl+shift+z undo and redo; ctrl+a selects all; Escape cancels a
    /// drag, else deselects; Tab / shift+Tab hand the focus to the app (`focusLeaves`); with
    /// shift, arrows and page keys extend the selection (`CollectionView+KeyboardSelection`); arrows move
    /// the focus (the first arrow focuses 0.0) or, during a keyboard drag, the lifted item /
    /// the "over" position, to the nearest item in the arrow's direction (see
    /// `CollectionView+SpatialNavigation.swift`; reading order along a flow layout's lines). Space lifts/drops (edit), catches/releases
    /// (exchange) or selects (browse); Enter does what Space does; Delete asks to delete the
    /// selection (every selected item, one question), else the focused item.
    /// Home/End and Page Up/Page Down move the focus (or a keyboard drag) to the first / last item
    /// or a viewport's height up / down (see `CollectionView+PageKeys.swift`).
    func handleKey(_ key: Key, modifiers: Modifiers, at time: Double) {
        if key != .tab { keyboardFocus = true }
        if modifiers.contains(.ctrl), key == .character("z") {
            if modifiers.contains(.shift) { redo() } else { undo() }
            return
        }
        if modifiers.contains(.ctrl), key == .character("a") {
            if drag == nil { selectAll() }
            return
        }
        switch key {
        case .escape:
            // A drag first (dialogs and menus are closed before the key gets here).
            if drag != nil { cancelDrag(at: time) } else { deselectAllByUser() }
        case .tab:
            tabKey(backward: modifiers.contains(.shift))
        case .left, .right, .up, .down:
            if let d = drag, d.pointer.byKeyboard {
                keyboardDragStep(key, at: time)
            } else if drag == nil {
                let previous = focused
                moveFocus(key)
                if modifiers.contains(.shift) { extendSelection(from: previous) }
            }
        case .space:
            spaceAction(at: time)
        case .enter:
            // Space or Enter start and end a keyboard drag (dnd-kit's defaults).
            spaceAction(at: time)
        case .delete:
            deleteKey(at: time)
        case .home, .end, .pageUp, .pageDown:
            let previous = focused
            pageKey(key, at: time)
            if drag == nil, modifiers.contains(.shift) { extendSelection(from: previous) }
        default:
            break
        }
    }

    /// The focused item's path, or nil. - Complexity: O(n).
    public var focusedPath: ItemPath? { focused.flatMap { snapshot.path(of: $0) } }

    private func spaceAction(at time: Double) {
        if let d = drag {
            if d.pointer.byKeyboard { endDrag(at: time) }
            return
        }
        guard let path = focusedPath else { return }
        switch mode {
        case .browse: tapSelect(path, at: time)
        case .edit:
            guard let f = layout.attributesForItem(at: path)?.frame else { return }
            beginDragMove(at: path, location: Point(x: f.midX - contentOffset.x, y: f.midY - contentOffset.y),
                          time: time, byKeyboard: true)
        case .exchange:
            guard let f = layout.attributesForItem(at: path)?.frame else { return }
            beginDragExchange(at: path, location: Point(x: f.midX - contentOffset.x, y: f.midY - contentOffset.y),
                              time: time, byKeyboard: true)
        }
    }

    /// Moves the focus to the item the arrow reaches (`neighbor(of:_:counts:)`: the visually
    /// nearest in the arrow's direction; reading order along a flow layout's lines).
    private func moveFocus(_ key: Key) {
        guard snapshot.numberOfItems > 0 else { return }
        guard let current = focusedPath else {
            focused = firstPath().flatMap { snapshot[$0] }
            if let p = focusedPath { scrollToMakeVisible(p) }
            return
        }
        if let next = neighbor(of: current, key, counts: snapshot.itemCounts), let item = snapshot[next] {
            focused = item
            scrollToMakeVisible(next)
        }
    }

    func firstPath() -> ItemPath? {
        for s in 0..<snapshot.numberOfSections where !snapshot.items(inSection: s).isEmpty { return ItemPath(s, 0) }
        return nil
    }

    /// An arrow during a keyboard drag: the lifted block moves one slot (live, as with a
    /// drag), or the exchange's "over" position moves one slot (an exchange event). Along a
    /// flow layout's lines the block steps in reading order; otherwise it takes the slot of the
    /// item the arrow reaches (the spatial rule of `neighbor(of:_:counts:)`). Because the
    /// layout reflows around the block (a waterfall re-places what follows), a step is kept only
    /// if the block's centre really moved in the arrow's direction; otherwise it is undone and
    /// the next nearest item is tried (up to four), and if none works the block stays.
    private func keyboardDragStep(_ key: Key, at time: Double) {
        guard let drag else { return }
        let counts = layout.itemCounts
        switch drag {
        case .move(let d):
            let k = d.items.count
            if let forward = flowLineDirection(key) {
                var target = d.target
                if !forward {
                    if target.item > 0 { target.item -= 1 }
                    else if let prev = (0..<target.section).last(where: { _ in true }) { target = ItemPath(prev, counts[prev]) }
                } else {
                    let countWithoutBlock = counts[target.section] - k
                    if target.item < countWithoutBlock { target.item += 1 }
                    else if target.section + 1 < counts.count { target = ItemPath(target.section + 1, 0) }
                }
                moveBlock(to: target, at: time)
            } else {
                spatialMoveStep(d, key, counts: counts, at: time)
            }
            followTarget(self.drag?.move?.target)
        case .exchange(let e):
            guard let from = e.controller.lastOver ?? e.controller.origin,
                  let over = neighbor(of: from, key, counts: counts) else { return }
            exchangeEvent(.over(over, frame: nil, point: nil), at: time)
            followTarget(over)
        }
    }

    /// A keyboard move across a flow's lines or in any other layout: the block takes the slot of
    /// the nearest item in the arrow's direction whose slot really moves it that way.
    private func spatialMoveStep(_ d: MoveDrag<ItemID>, _ key: Key, counts: [Int], at time: Double) {
        guard let arrow = ArrowDirection(key), let frame = layout.attributesForItem(at: d.target)?.frame else { return }
        let k = d.items.count
        let before = arrow.extents(of: frame).mid
        for n in spatialNeighbors(from: frame, excluding: d.target, key, limit: 4) {
            var target = n
            if n.section == d.target.section, n.item > d.target.item { target.item = min(n.item - k + 1, counts[n.section] - k) }
            guard target != d.target else { continue }
            moveBlock(to: target, at: time)
            guard let now = self.drag?.move?.target else { return }
            if now != d.target, let moved = layout.attributesForItem(at: now)?.frame,
               arrow.extents(of: moved).mid > before + 0.5 {
                return
            }
            if now != d.target { restoreBlock(to: d.target, at: time) }   // it went the wrong way: undo
        }
    }

    /// Keeps a keyboard drag's snapshot over its slot and the slot visible.
    func followTarget(_ path: ItemPath?) {
        guard let path else { return }
        scrollToMakeVisible(path)
        limitPlacementForDrag()
        guard let f = layout.attributesForItem(at: path)?.frame else { return }
        drag?.pointer.pointer = Point(x: f.midX - contentOffset.x, y: f.midY - contentOffset.y)
        drag?.pointer.grabOffset = Point(x: f.width / 2, y: f.height / 2)
    }
}
