import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// What assistive technology can know of the view now: the view, its visible and focused
    /// items with names, positions, states and actions, and the pending announcements. Make
    /// one per frame and compare it with the last (it is `Equatable`) to update only what
    /// changed. - Complexity: O(v log v + s) for v visible items and s sections (O(n) more
    /// when the focused item is scrolled away); see ``AccessibilityModel``.
    public func accessibilityModel() -> AccessibilityModel<ItemID> { AccessibilityModelBuilder(view: self).build() }

    /// Returns the announcements made since the last call, oldest first, and forgets them
    /// (at most the 32 newest are kept). A backend speaks them — on GTK 4.8 through the focused
    /// item's description. Every one was also sent as ``CollectionViewEvent/announce(_:)``.
    public func takeAccessibilityAnnouncements() -> [AccessibilityAnnouncement] { announcements.take() }

    /// Announces the owner's `text` as the view announces its own (queued for
    /// ``takeAccessibilityAnnouncements()`` and sent as ``CollectionViewEvent/announce(_:)``),
    /// for what only the owner knows — why a drop was refused. Empty text is ignored. O(1).
    public func announce(_ text: String) {
        guard !text.isEmpty else { return }
        emit(.announce(text))
    }

    /// Performs `action` on the item `id` as the keyboard would (see ``AccessibilityAction``):
    /// the item gets the focus, the owner's delegate is asked and told what the keyboard's
    /// action asks and tells, and the same announcements are made. Returns false, changing
    /// nothing, when the item is not in the model, is disabled, or the action is not possible
    /// now (not among its element's ``AccessibilityElement/actions``, e.g. `drop` with no drag).
    /// `select` follows a click's rule (not in edit mode unless `allowsSelectionDuringEditing`).
    /// A `move` on an item that is not lifted is a lift, one step and a drop; a `swap` outside
    /// an exchange is a catch, the swap and the release.
    @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityAction<ItemID>, on id: ItemID) -> Bool {
        guard accessibility.isEnabled?(id) ?? true, snapshot.contains(id) else { return false }
        let time = max(clock.now, lastEventTime)
        let grabbed = drag?.items.contains(id) ?? false
        switch action {
        case .activate:
            if drag != nil { return grabbed && accessibilityDrop(at: time) }
            focusForAccessibility(id)
            press(.space, at: time)
            // Browse mode: the item's default action after the selection — its primary action
            // (UIKit's performPrimaryActionForItemAt: open it), when the owner has one.
            if mode == .browse, delegate.performPrimaryAction != nil, let path = snapshot.path(of: id) {
                emit(.primaryAction(path))
            }
        case .select:
            guard drag == nil, selectsOnClick, let path = snapshot.path(of: id) else { return false }
            focusForAccessibility(id)
            selectItem(at: path)
        case .delete:
            guard drag == nil, let path = snapshot.path(of: id), delegate.canDeleteItem?(path) ?? true else { return false }
            focusForAccessibility(id)
            requestDeletion(at: path)
        case .lift:
            guard drag == nil, mode != .browse else { return false }
            focusForAccessibility(id)
            press(.space, at: time)
            return drag != nil
        case .drop:
            return grabbed && accessibilityDrop(at: time)
        case .cancel:
            guard grabbed else { return false }
            cancelDrag(at: time)
        case .move(let direction):
            return accessibilityMove(id, direction.key, grabbed: grabbed, at: time)
        case .moveToSection(let section):
            guard drag == nil, mode == .edit, section >= 0, section < snapshot.numberOfSections else { return false }
            focusForAccessibility(id)
            moveItem(id, toEndOfSection: section, at: time)
            return snapshot.path(of: id)?.section == section
        case .swap(let other):
            return accessibilitySwap(id, with: other, at: time)
        }
        return true
    }

    /// The focus reached the item `id`'s accessible object by other means than the view (on
    /// GTK: the toolkit put the focus on its proxy — restored after a popover or a window
    /// switch; AT-SPI `grabFocus` where supported): the view's focused item becomes `id` and the view
    /// has the keyboard focus, as if the arrows had reached it (the item is scrolled into view).
    /// Returns false, changing nothing, when `id` is not in the model or a drag is in progress
    /// (the focus stays with the lifted or caught item). - Complexity: O(n) to find its path.
    @discardableResult
    public func accessibilityFocus(_ id: ItemID) -> Bool {
        guard drag == nil, let path = snapshot.path(of: id) else { return false }
        focusForAccessibility(id)
        scrollToMakeVisible(path)
        return true
    }

    /// Where a keyboard drag stands (``DragSession/stepMark``), to tell a step from none.
    func keyboardStepMark() -> ItemPath? { drag?.stepMark }

    /// After a keyboard step of a drag, what it changed, in words (``DragMachine/stepAnnouncement(since:itemAt:)``)
    /// over the counts the layout presents. Pointer drags retarget at frame rate and are not announced step by step.
    func announceKeyboardStep(since mark: ItemPath?) {
        guard let step = DragMachine(session: drag).stepAnnouncement(since: mark, itemAt: { snapshot[$0] }) else { return }
        var words = announcer
        words.presentedCounts = layout.itemCounts
        emit(.announce(words.text(step)))
    }

    /// Whether a click selects in the current mode: always, except in edit mode without
    /// `allowsSelectionDuringEditing` (UIKit's rule).
    var selectsOnClick: Bool { mode != .edit || configuration.allowsSelectionDuringEditing }

    private func focusForAccessibility(_ id: ItemID) {
        focused = id
        keyboardFocus = true
    }

    /// A key press through ``handle(_:)``, as a keyboard would send it.
    private func press(_ key: Key, at time: Double) { handle(.key(key, modifiers: [], time: time)) }

    private func accessibilityDrop(at time: Double) -> Bool {
        guard let d = drag else { return false }
        if d.pointer.byKeyboard { press(.space, at: time) } else { endDrag(at: time) }
        return drag == nil
    }

    private func accessibilityMove(_ id: ItemID, _ key: Key, grabbed: Bool, at time: Double) -> Bool {
        if let d = drag {
            guard grabbed, d.pointer.byKeyboard else { return false }
            let mark = keyboardStepMark()
            press(key, at: time)
            return keyboardStepMark() != mark
        }
        guard mode != .browse else { return false }
        focusForAccessibility(id)
        press(.space, at: time)
        guard drag != nil else { return false }
        let mark = keyboardStepMark()
        press(key, at: time)
        let moved = keyboardStepMark() != mark
        press(.space, at: time)
        return moved
    }

    private func accessibilitySwap(_ id: ItemID, with other: ItemID, at time: Double) -> Bool {
        guard mode == .exchange, id != other, snapshot.contains(other) else { return false }
        let caught: ItemID
        if let e = drag?.exchange {
            guard e.item == id || e.item == other, e.pointer.byKeyboard else { return false }
            caught = e.item
        } else {
            guard drag == nil else { return false }
            focusForAccessibility(id)
            press(.space, at: time)
            guard drag?.exchange != nil else { return false }
            caught = id
        }
        let partner = caught == id ? other : id
        guard let over = snapshot.path(of: partner) else { return false }
        drive(.exchange(.over(over, frame: nil, point: nil)), at: time)
        let swapped = drag?.exchange?.controller.displaced != nil
        press(.space, at: time)
        return swapped
    }
}

extension AccessibilityMoveDirection {
    /// The arrow key of this direction.
    var key: Key {
        switch self {
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        }
    }
}
