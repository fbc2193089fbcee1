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

    /// Performs `action` on the item `id` as the keyboard would (see ``AccessibilityAction`` and
    /// <doc:Accessibility#Perform-actions>): the item gets the focus, the owner's delegate is asked
    /// and told what the keyboard's action asks and tells, and the same announcements are made.
    /// Returns false, changing nothing, when the item is not in the model, is disabled, or the
    /// action is not possible now (not among its element's ``AccessibilityElement/actions``, e.g. `drop` with no drag).
    @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityAction<ItemID>, on id: ItemID) -> Bool {
        guard let script = AccessibilityActionScript.plan(action, on: id, in: state, describer: accessibility, delegate: delegate,
                                                          configuration: configuration) else { return false }
        let time = now
        return script.run(drag: { drag }, section: { snapshot.path(of: id)?.section }) { step in
            switch step {
            case .press(let key), .step(let key): handle(.key(key, modifiers: [], time: time))
            case .swap(let over): drive(.exchange(.over(over, frame: nil, point: nil)), at: time)
            case .requestDeletion(let path): requests.requestDeletion(at: path)
            case .moveToSection(let section): moveItem(id, toEndOfSection: section, at: time)
            case .focus, .select, .drop, .cancel, .require, .openPrimaryAction:
                guard let actions = step.viewActions(at: snapshot.path(of: id)) else { preconditionFailure("\(step) is no view action") }
                for action in actions { perform(action, at: time) }
            }
        }
    }

    /// The focus reached the item `id`'s accessible object by other means than the view
    /// (<doc:Accessibility#Perform-actions>): the view's focused item becomes `id` and the view
    /// has the keyboard focus, as if the arrows had reached it (the item is scrolled into view).
    /// Returns false, changing nothing, when `id` is not in the model or a drag is in progress
    /// (the focus stays with the lifted or caught item). - Complexity: O(n) to find its path.
    @discardableResult
    public func accessibilityFocus(_ id: ItemID) -> Bool {
        guard let actions = AccessibilityActionScript.focus(on: id, in: state) else { return false }
        for action in actions { perform(action, at: now) }
        return true
    }

    /// Where a keyboard drag stands (``DragSession/stepMark``), to tell a step from none.
    func keyboardStepMark() -> ItemPath? { drag?.stepMark }

    /// After a keyboard step of a drag, announces what it changed (``Announcer/keyboardStep(of:since:presenting:)``).
    func announceKeyboardStep(since mark: ItemPath?) {
        if let text = announcer.keyboardStep(of: drag, since: mark, presenting: layout.itemCounts) { emit(.announce(text)) }
    }
}
