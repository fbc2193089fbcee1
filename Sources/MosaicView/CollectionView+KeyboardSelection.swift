import MosaicCore
import MosaicInteraction

/// Selection and focus like a GTK list or a file manager: the rules are ``CollectionState``'s
/// selection machine and ``KeyboardMachine``; the view performs what they decide.
extension CollectionView {
    /// Whether the view has the keyboard focus: the focused item is ringed in the display list
    /// only then. Tab and shift+Tab set it to false (focus leaves for the app's controls);
    /// a pointer press in the view, or any other key it receives, sets it back to true. Set it
    /// yourself when your app moves the focus into or out of the view; giving it the focus
    /// with nothing focused focuses the first selected item, else the first visible one.
    public var hasKeyboardFocus: Bool {
        get { state.hasKeyboardFocus }
        set {
            if newValue { state.takeKeyboardFocus(in: viewport) } else { state.hasKeyboardFocus = false }
        }
    }

    /// Selects every item (ctrl+a), in reading order; `didSelect` for each that was not
    /// selected. Does nothing without `allowsMultipleSelectionWithModifiers` (or multiple
    /// selection). - Complexity: O(n).
    public func selectAll() {
        perform(state.selectAll(rules: configuration.selectionRules), at: now)
    }
}
