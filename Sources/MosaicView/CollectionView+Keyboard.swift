import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// The keyboard: ctrl+z / ctrl+shift+z undo and redo; Escape cancels a drag; arrows move
    /// the focus (the first arrow focuses 0.0) or, during a keyboard drag, the lifted item /
    /// the "over" position one slot at a time. Space lifts/drops (edit), catches/releases
    /// (exchange) or selects (browse); Enter does what Space does; Delete asks to delete the focused item.
    func handleKey(_ key: Key, modifiers: Modifiers, at time: Double) {
        if modifiers.contains(.ctrl), key == .character("z") {
            if modifiers.contains(.shift) { redo() } else { undo() }
            return
        }
        switch key {
        case .escape:
            if drag != nil { cancelDrag(at: time) }
        case .left, .right, .up, .down:
            if let d = drag, d.pointer.byKeyboard {
                keyboardDragStep(key, at: time)
            } else if drag == nil {
                moveFocus(key)
            }
        case .space:
            spaceAction(at: time)
        case .enter:
            // Space or Enter start and end a keyboard drag (dnd-kit's defaults).
            spaceAction(at: time)
        case .delete:
            if drag == nil, mode == .browse, let path = focusedPath { openDeleteConfirmation(for: path, at: time) }
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

    /// Moves the focus: left/right in reading order (across sections), up/down by a row.
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

    private func firstPath() -> ItemPath? {
        for s in 0..<snapshot.numberOfSections where !snapshot.items(inSection: s).isEmpty { return ItemPath(s, 0) }
        return nil
    }

    /// The neighbouring slot of `path` in the current layout: reading order for left/right,
    /// the item in the row above/below nearest in x for up/down.
    func neighbor(of path: ItemPath, _ key: Key, counts: [Int]) -> ItemPath? {
        switch key {
        case .left:
            if path.item > 0 { return ItemPath(path.section, path.item - 1) }
            var s = path.section - 1
            while s >= 0 { if counts[s] > 0 { return ItemPath(s, counts[s] - 1) }; s -= 1 }
            return nil
        case .right:
            if path.item + 1 < counts[path.section] { return ItemPath(path.section, path.item + 1) }
            var s = path.section + 1
            while s < counts.count { if counts[s] > 0 { return ItemPath(s, 0) }; s += 1 }
            return nil
        case .up, .down:
            guard let frame = layout.attributesForItem(at: path)?.frame else { return nil }
            let horizontal = layout.flow?.scrollDirection == .horizontal
            let sign = key == .down ? 1.0 : -1.0
            // Probe beyond the row: one item extent plus a little, repeatedly (skips headers).
            var probe = Point(x: frame.midX, y: frame.midY)
            for _ in 0..<8 {
                if horizontal { probe.x += sign * max(frame.width, 1) } else { probe.y += sign * max(frame.height, 1) }
                if let p = layout.itemPath(at: probe), p != path { return p }
                if probe.y < 0 || probe.y > layout.contentSize.height || probe.x < 0 || probe.x > layout.contentSize.width { break }
            }
            // Nothing straight across: the nearest slot there, clamped to an existing item.
            guard let slot = layout.insertionSlot(nearest: probe), slot != path else { return nil }
            let count = counts[slot.section]
            guard count > 0 else { return nil }
            let candidate = ItemPath(slot.section, min(slot.item, count - 1))
            return candidate == path ? nil : candidate
        default:
            return nil
        }
    }

    /// An arrow during a keyboard drag: the lifted block moves one slot (live, as with a
    /// drag), or the exchange's "over" position moves one slot (an exchange event).
    private func keyboardDragStep(_ key: Key, at time: Double) {
        guard let drag else { return }
        let counts = layout.itemCounts
        switch drag {
        case .move(let d):
            let k = d.items.count
            var target = d.target
            switch key {
            case .left:
                if target.item > 0 { target.item -= 1 }
                else if let prev = (0..<target.section).last(where: { _ in true }) { target = ItemPath(prev, counts[prev]) }
            case .right:
                let countWithoutBlock = counts[target.section] - k
                if target.item < countWithoutBlock { target.item += 1 }
                else if target.section + 1 < counts.count { target = ItemPath(target.section + 1, 0) }
            default:
                guard let n = neighbor(of: d.target, key, counts: counts) else { return }
                target = n
                if n.section == d.target.section, n.item > d.target.item { target.item = min(n.item - k + 1, counts[n.section] - k) }
            }
            moveBlock(to: target, at: time)
            followTarget(self.drag?.move?.target)
        case .exchange(let e):
            guard let from = e.controller.lastOver ?? e.controller.origin,
                  let over = neighbor(of: from, key, counts: counts) else { return }
            exchangeEvent(.over(over, frame: nil, point: nil), at: time)
            followTarget(over)
        }
    }

    /// Keeps a keyboard drag's snapshot over its slot and the slot visible.
    private func followTarget(_ path: ItemPath?) {
        guard let path else { return }
        scrollToMakeVisible(path)
        limitPlacementForDrag()
        guard let f = layout.attributesForItem(at: path)?.frame else { return }
        drag?.pointer.pointer = Point(x: f.midX - contentOffset.x, y: f.midY - contentOffset.y)
        drag?.pointer.grabOffset = Point(x: f.width / 2, y: f.height / 2)
    }
}
