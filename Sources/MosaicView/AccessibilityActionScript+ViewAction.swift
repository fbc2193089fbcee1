import MosaicCore

extension AccessibilityActionScript {
    /// The focus reaching the item `id` from outside the view (its accessible object got it) in
    /// `state`: the ``Step/focus`` step's actions at its path, or nil, changing nothing, when the
    /// item is not in the model or a drag is in progress (the focus stays with the lifted or
    /// caught item). - Complexity: O(n) to find its path.
    static func focus<SectionID, ItemID>(on id: ItemID, in state: CollectionState<SectionID, ItemID>) -> [ViewAction]? {
        guard state.drag == nil, let path = state.heldSnapshot.path(of: id) else { return nil }
        return Step.focus.viewActions(at: path)
    }
}

extension AccessibilityActionScript.Step {
    /// The ``ViewAction``s this step is, in order, for the acted-on item at `path` now (read only
    /// by the steps that need it): the view performs them as a gesture's or a key's.
    /// - ``focus`` is what reaching the item with the arrows does: the item gets the focus and
    ///   is scrolled into view, and the view takes the keyboard focus (``ViewAction/focus(_:)``,
    ///   ``ViewAction/focusEnters``) — as `CollectionView.accessibilityFocus(_:)` does;
    /// - ``select(_:)`` is the keyboard's select (a tap), ``drop`` and ``cancel`` the drag's;
    /// - ``openPrimaryAction`` tells the owner ``CollectionViewEvent/primaryAction(_:)`` at `path`.
    ///
    /// Nil for the steps that are no view action — a key press (``press(_:)``, ``step(_:)``) goes
    /// through the view's input, as a keyboard's, so that it is recorded; ``swap(over:)``,
    /// ``requestDeletion(_:)`` and ``moveToSection(_:)`` have their own performers — and empty
    /// for ``require(_:)`` and for a step that needs the item when `path` is nil. - Complexity: O(1)
    /// plus `path` once, when needed.
    func viewActions(at path: @autoclosure () -> ItemPath?) -> [ViewAction]? {
        switch self {
        case .focus: return path().map { [.focus($0), .focusEnters] } ?? []
        case .select(let selected): return [.select(selected)]
        case .drop: return [.drop]
        case .cancel: return [.cancelDrag]
        case .openPrimaryAction: return path().map { [.tell(.primaryAction($0))] } ?? []
        case .require: return []
        case .press, .step, .swap, .requestDeletion, .moveToSection: return nil
        }
    }
}
