import MosaicCore
import MosaicInteraction

/// Selection and focus like a GTK list or a file manager:
///
/// - A click (plain, ctrl or shift) moves the keyboard focus to the clicked item.
/// - shift+arrow (and shift+Home/End/Page Up/Page Down) moves the focus and selects the range
///   from the anchor to it, replacing the selection; shift+click does the same with the
///   clicked item. The anchor is the item last selected by a plain or ctrl click or by Space,
///   else the item focused before the first extension.
/// - ctrl+click toggles one item; ctrl+a selects every item.
/// - Escape deselects everything (after a drag, an open dialog or menu, which it closes first);
///   so does a plain click on empty space.
/// - Delete / Backspace asks about the selection — every selected item, one question naming
///   the count — or, when nothing is selected, the focused item.
/// - Tab / shift+Tab: focus leaves the collection view (`focusLeaves forward|backward`,
///   ``CollectionViewDelegate/focusLeaves``) so the app moves it to its controls; the focus ring
///   is hidden until the view has the keyboard focus again (``hasKeyboardFocus``).
///
/// Plain arrows move the focus only (GTK's ctrl+arrow); Space selects the focused item.
/// The rules themselves are ``CollectionState``'s selection machine.
extension CollectionView {
    /// Whether the view has the keyboard focus: the focused item is ringed in the display list
    /// only then. Tab and shift+Tab set it to false (focus leaves for the app's controls);
    /// a pointer press in the view, or any other key it receives, sets it back to true. Set it
    /// yourself when your app moves the focus into or out of the view; giving it the focus
    /// with nothing focused focuses the first selected item, else the first visible one.
    public var hasKeyboardFocus: Bool {
        get { keyboardFocus }
        set {
            keyboardFocus = newValue
            if newValue, focused == nil, let path = selectedPaths.first ?? firstVisiblePath() { focused = snapshot[path] }
        }
    }

    /// The first item (reading order) whose frame lies in the visible rectangle, or nil.
    func firstVisiblePath() -> ItemPath? {
        layout.attributes(in: visibleRect).filter { $0.kind == .cell }.map(\.path).min()
    }

    /// Selects every item (ctrl+a), in reading order; `didSelect` for each that was not
    /// selected. Does nothing without `allowsMultipleSelectionWithModifiers` (or multiple
    /// selection). - Complexity: O(n).
    public func selectAll() {
        perform(state.selectAll(rules: selectionRules), at: clock.now)
    }

    /// Escape with nothing else to close or cancel, or a plain click on empty space.
    func deselectAllByUser() {
        guard !selection.isEmpty else { return }
        deselectAll()
    }

    /// After a deletion took the focused item away: the focus goes to the item now at its old
    /// path, else the one before (``CollectionState/refocus(afterRemovingFocusedAt:)``).
    func refocus(afterRemovingFocusedAt path: ItemPath?) {
        state.refocus(afterRemovingFocusedAt: path)
        assertInvariants(after: "a deletion")
    }
}
