import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// The keyboard: ctrl+z / ctrl+shift+z undo and redo; ctrl+a selects all; Escape cancels a
    /// drag, else deselects; Tab / shift+Tab hand the focus to the app (`focusLeaves`); with
    /// shift, arrows and page keys extend the selection (`CollectionView+KeyboardSelection`).
    /// Arrows move the focus (the first arrow focuses 0.0) or, during a keyboard drag, the lifted
    /// block / the "over" position, to the nearest item in the arrow's direction
    /// (``KeyboardNavigator``; reading order along a flow layout's lines). Space lifts/drops
    /// (edit), catches/releases (exchange) or selects (browse); Enter does what Space does;
    /// Delete asks to delete the selection (every selected item, one question), else the
    /// focused item. Home/End and Page Up/Page Down move the focus (or a keyboard drag) to the
    /// first / last item or a viewport's height up / down, scrolling by a viewport height first.
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
        let previous = focused
        switch key {
        case .escape:
            // A drag first (dialogs and menus are closed before the key gets here).
            if drag != nil { cancelDrag(at: time) } else { deselectAllByUser() }
        case .tab:
            tabKey(backward: modifiers.contains(.shift))
        case .space, .enter:
            // Space or Enter start and end a keyboard drag (dnd-kit's defaults).
            spaceAction(at: time)
        case .delete:
            deleteKey(at: time)
        case .left, .right, .up, .down, .home, .end, .pageUp, .pageDown:
            guard snapshot.numberOfItems > 0 else { return }
            if let d = drag {
                if d.pointer.byKeyboard {
                    let mark = keyboardStepMark()
                    keyboardDragStep(key, at: time)
                    announceKeyboardStep(since: mark)
                }
                return
            }
            moveFocus(key)
            if modifiers.contains(.shift) { perform(state.extendSelection(from: previous, rules: selectionRules), at: time) }
        default:
            break
        }
    }

    /// The focused item's path, or nil. - Complexity: O(n).
    public var focusedPath: ItemPath? { focused.flatMap { snapshot.path(of: $0) } }

    /// Keyboard navigation over the layout as it is presented now.
    var navigator: KeyboardNavigator { KeyboardNavigator(layout: layout, viewportSize: viewportSize) }

    private func spaceAction(at time: Double) {
        if let d = drag {
            if d.pointer.byKeyboard { endDrag(at: time) }
            return
        }
        guard let path = focusedPath else { return }
        guard mode != .browse else { return tapSelect(path, at: time) }
        guard let f = layout.attributesForItem(at: path)?.frame else { return }
        let center = Point(x: f.midX - contentOffset.x, y: f.midY - contentOffset.y)
        if mode == .edit {
            beginDragMove(at: path, location: center, time: time, byKeyboard: true)
        } else {
            beginDragExchange(at: path, location: center, time: time, byKeyboard: true)
        }
    }

    /// Moves the focus to the item the key reaches (the first item when nothing is focused).
    /// Page keys scroll by a viewport height first.
    private func moveFocus(_ key: Key) {
        let current = focusedPath
        if key == .pageUp || key == .pageDown, current ?? navigator.firstPath != nil {
            setContentOffset(Point(x: contentOffset.x, y: contentOffset.y + (key == .pageDown ? 1 : -1) * viewportSize.height))
        }
        guard let target = navigator.target(for: key, from: current, counts: snapshot.itemCounts), let item = snapshot[target]
        else { return }
        focused = item
        scrollToMakeVisible(target)
    }

    /// An arrow, Home, End or page key during a keyboard drag: the lifted block moves (live, as
    /// with a drag), or the exchange's "over" position moves (an exchange event). Along a flow
    /// layout's lines the block steps in reading order; otherwise it takes the slot of the item
    /// the key reaches. Because the layout reflows around the block (a waterfall re-places what
    /// follows), an arrow's step is kept only if the block's centre really moved in the arrow's
    /// direction; otherwise it is undone and the next nearest item is tried (up to four), and if
    /// none works the block stays.
    private func keyboardDragStep(_ key: Key, at time: Double) {
        let nav = navigator
        switch drag {
        case .move(let d)?:
            if let forward = nav.flowLineDirection(key) {
                drive(.move(.step(to: nav.blockStep(from: d.target, count: d.items.count, forward: forward))), at: time)
            } else if ArrowDirection(key) != nil {
                spatialMoveStep(d, key, at: time)
            } else {
                guard let target = nav.blockTarget(for: key, from: d.target, count: d.items.count), target != d.target else { return }
                drive(.move(.step(to: target)), at: time)
            }
            followTarget(self.drag?.move?.target)
        case .exchange(let e)?:
            guard let from = e.controller.lastOver ?? e.controller.origin,
                  let over = nav.target(for: key, from: from, counts: layout.itemCounts), over != from else { return }
            drive(.exchange(.over(over, frame: nil, point: nil)), at: time)
            followTarget(over)
        case nil:
            break
        }
    }

    /// A keyboard move across a flow's lines or in any other layout: the block takes the slot of
    /// the nearest item in the arrow's direction whose slot really moves it that way.
    private func spatialMoveStep(_ d: MoveDrag<ItemID>, _ key: Key, at time: Double) {
        let nav = navigator
        guard let arrow = ArrowDirection(key), let frame = layout.attributesForItem(at: d.target)?.frame else { return }
        let before = arrow.extents(of: frame).mid
        for n in nav.spatialNeighbors(from: frame, excluding: d.target, key, limit: 4) {
            let target = nav.blockTarget(taking: n, from: d.target, count: d.items.count)
            guard target != d.target else { continue }
            drive(.move(.step(to: target)), at: time)
            guard let now = self.drag?.move?.target else { return }
            if now != d.target, let moved = layout.attributesForItem(at: now)?.frame, arrow.extents(of: moved).mid > before + 0.5 {
                return
            }
            // It went the wrong way: back to a target this movement already accepted, not asked again.
            if now != d.target { drive(.move(.step(to: d.target), checked: false), at: time) }
        }
    }

    /// Keeps a keyboard drag's snapshot over its slot and the slot visible.
    func followTarget(_ path: ItemPath?) {
        guard let path else { return }
        scrollToMakeVisible(path)
        limitPlacementForDrag()
        guard let f = layout.attributesForItem(at: path)?.frame else { return }
        drag?.pointer.center(over: f, contentOffset: contentOffset)
    }
}
