import MosaicCore

/// Which ``AccessibilityAction``s an item offers now, from the view's mode, its drag and the
/// owner's questions (`canMoveItem`, `canBeginExchange`, `canDeleteItem`, asked without being
/// logged). The rules:
/// - no drag: `activate`; `select` unless selected or a click would not select (edit mode
///   without `allowsSelectionDuringEditing`); `delete` when `canDeleteItem` allows; in edit
///   mode, for a movable item, `lift`, a `move` per arrow (Up/Down only in a list) and
///   `moveToSection` for every other section; in exchange mode, for a catchable item, `lift`
///   and the `move`s (each swaps with the neighbour);
/// - during a drag: the grabbed item offers `drop`, `cancel` and the `move`s; during an exchange
///   every other item offers `swap(with:)` the caught one.
///
/// - Complexity: O(sections) per item.
struct AccessibilityActionList<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    let view: CollectionView<SectionID, ItemID>
    let role: AccessibilityViewRole

    /// The arrows' moves for this role: Up and Down in a list (vertical), all four in a grid.
    var moves: [AccessibilityAction<ItemID>] {
        let horizontal = view.layout.flow?.scrollDirection == .horizontal
        switch (role, horizontal) {
        case (.list, false): return [.move(.up), .move(.down)]
        case (.list, true): return [.move(.left), .move(.right)]
        case (.grid, _): return AccessibilityMoveDirection.allCases.map { .move($0) }
        }
    }

    /// The actions of `id`, presented at `path` with `states`.
    func actions(for id: ItemID, at path: ItemPath, states: AccessibilityStates) -> [AccessibilityAction<ItemID>] {
        if let drag = view.drag {
            if states.contains(.grabbed) { return [.drop, .cancel] + moves }
            if let caught = drag.exchange?.item { return [.swap(with: caught)] }
            return []
        }
        var list: [AccessibilityAction<ItemID>] = [.activate]
        if !states.contains(.selected), view.configuration.selectsOnClick(in: view.mode) { list.append(.select) }
        if view.delegate.canDeleteItem?(path) ?? true { list.append(.delete) }
        guard states.contains(.editable) else { return list }
        list.append(.lift)
        list += moves
        if view.mode == .edit {
            for s in 0..<view.snapshot.numberOfSections where s != path.section { list.append(.moveToSection(s)) }
        }
        return list
    }
}
