import MosaicAnimation
import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// The configuration's selection rules (``CollectionViewConfiguration/selectionRules``).
    var selectionRules: SelectionRules { configuration.selectionRules }

    /// Performs the changes of a selection step (``CollectionState``'s selection machine), in
    /// order: the delegate is told, the bounce starts on its track (``SelectionChange/bounce(_:)``).
    func perform(_ changes: [SelectionChange<ItemID>], at time: Double) {
        for change in changes {
            switch change {
            case .selected(let path): emit(.didSelect(path))
            case .deselected(let path): emit(.didDeselect(path))
            case .bounce(let item): if !configuration.reducesMotion { presentation.bounces[item] = time }
            }
        }
    }

    /// A click on the item at `path` (``GestureAction/click(_:)``): ctrl / shift extend or toggle
    /// the selection, a double-click's second click opens the item, a plain click selects as a
    /// tap; the keyboard focus follows the click (GTK's cursor), after a shift+click read it.
    func click(_ path: ItemPath, at time: Double) {
        defer { focused = snapshot[path] }
        if let changes = state.click(path, modifiers: input.pointers.downModifiers, rules: selectionRules) {
            perform(changes, at: time)
            return input.pointers.forgetClick()
        }
        if input.pointers.isDoubleClick(on: snapshot[path], at: time, within: configuration.doubleClickInterval,
                                        browsing: mode == .browse) { return emit(.primaryAction(path)) }
        tapSelect(path, at: time)
    }

    /// A tap on a cell: single selection replaces the selection (tapping the selected item
    /// keeps it selected, as UIKit does); multiple selection toggles. Plays the selection bounce.
    func tapSelect(_ path: ItemPath, at time: Double) {
        perform(state.tap(path, multiple: configuration.allowsMultipleSelection), at: time)
    }

    /// Selects the item at `path` (API), as a tap would, without the delegate call for
    /// deselection of others in multiple selection.
    public func selectItem(at path: ItemPath) {
        tapSelect(path, at: clock.now)
    }

    /// Deselects every item (API); tells the delegate for each.
    public func deselectAll() {
        perform(state.deselectAll(), at: clock.now)
    }
}
