import MosaicAnimation
import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// Performs the changes of a selection step (``CollectionState``'s selection machine), in
    /// order: the delegate is told, the bounce starts on its track (``SelectionChange/bounce(_:)``), an item opens.
    func perform(_ changes: [SelectionChange<ItemID>], at time: Double) {
        for change in changes {
            switch change {
            case .selected(let path): emit(.didSelect(path))
            case .deselected(let path): emit(.didDeselect(path))
            case .bounce(let item): if !configuration.reducesMotion { presentation.bounces[item] = time }
            case .primaryAction(let path): emit(.primaryAction(path))
            }
        }
    }

    /// A click on the item at `path` (``GestureAction/click(_:)``) as the state's selection step decides
    /// (``CollectionState/click(_:pointers:rules:at:)``: ctrl / shift extend or toggle, a double-click's second
    /// click opens, a plain click taps); the keyboard focus follows the click (GTK's cursor), after a shift+click read it.
    func click(_ path: ItemPath, at time: Double) {
        perform(state.click(path, pointers: &input.pointers, rules: configuration.selectionRules, at: time), at: time)
        state.focused = snapshot[path]
    }

    /// A tap on a cell: single selection replaces the selection (tapping the selected item
    /// keeps it selected, as UIKit does); multiple selection toggles. Plays the selection bounce.
    func tapSelect(_ path: ItemPath, at time: Double) {
        perform(state.tap(path, multiple: configuration.allowsMultipleSelection), at: time)
    }

    /// Selects the item at `path` (API), as a tap would, without the delegate call for
    /// deselection of others in multiple selection.
    public func selectItem(at path: ItemPath) {
        tapSelect(path, at: now)
    }

    /// Deselects every item (API); tells the delegate for each.
    public func deselectAll() {
        perform(state.deselectAll(), at: now)
    }
}
