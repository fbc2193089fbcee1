import MosaicCore
import MosaicInteraction

/// Selection as a value state machine: each step changes ``CollectionState/selection`` (and
/// its anchor) and returns the ``SelectionChange``s the view performs afterwards, in order.
/// Every step leaves the selection ⊆ the model's items, without duplicates (invariant 2), and
/// the anchor nil or in the model. Paths in the changes are model paths after the step.
///
/// Selection and focus behave like a GTK list or a file manager (the keys through
/// ``KeyboardMachine``):
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
///   is hidden until the view has the keyboard focus again (``hasKeyboardFocus``), which gives
///   the focus to the first selected item, else the first visible one, when none has it
///   (``takeKeyboardFocus(in:)``).
///
/// Plain arrows move the focus only (GTK's ctrl+arrow); Space selects the focused item.
extension CollectionState {
    /// The view takes the keyboard focus: with no item focused, the first selected item (reading
    /// order) gets it, else the first item visible in `viewport` (none when nothing is visible).
    /// - Complexity: O(selected × n) to find the selected paths, when nothing is focused.
    mutating func takeKeyboardFocus(in viewport: Viewport) {
        hasKeyboardFocus = true
        if focused == nil, let path = selectedPaths.first ?? viewport.firstVisiblePath(in: layout) { focused = snapshot[path] }
        assert(focused.map(snapshot.contains) ?? true, "the focus went to an item outside the model")
    }

    /// A tap (or Space, or the API's select) on the item at `path`: with `multiple` selection it
    /// toggles the item; otherwise it replaces the selection (tapping the selected item keeps it
    /// selected, as UIKit does). The item becomes the anchor and bounces when it ends selected.
    /// No change for a path outside the model. - Complexity: O(selected × n) for the deselections' paths.
    mutating func tap(_ path: ItemPath, multiple: Bool) -> [SelectionChange<ItemID>] {
        guard let item = snapshot[path] else { return [] }
        selectionAnchor = item
        var changes: [SelectionChange<ItemID>] = []
        if multiple {
            if let index = selection.firstIndex(of: item) {
                selection.remove(at: index)
                return [.deselected(path)]
            }
        } else {
            for other in selection where other != item {
                if let p = snapshot.path(of: other) { changes.append(.deselected(p)) }
            }
            selection.removeAll { $0 != item }
            if selection.contains(item) { return changes + [.bounce(item), .selected(path)] }
        }
        selection.append(item)
        return changes + [.selected(path), .bounce(item)]
    }

    /// A click with modifiers under `rules.withModifiers`: shift selects the range from the
    /// anchor (the last plainly or ctrl-clicked item, else the focused one, else this one) to
    /// `path`, replacing the selection; ctrl toggles the item and makes it the anchor. Nil when
    /// the click is a plain one (or modifiers do not select), for the caller's plain tap.
    mutating func click(_ path: ItemPath, modifiers: Modifiers, rules: SelectionRules) -> [SelectionChange<ItemID>]? {
        guard rules.withModifiers, let item = snapshot[path] else { return nil }
        if modifiers.contains(.shift) {
            if selectionAnchor.map({ !snapshot.contains($0) }) ?? true { selectionAnchor = focused ?? item }
            if let anchor = selectionAnchor, let from = snapshot.path(of: anchor) {
                return selectRange(from: from, to: path) + [.bounce(item)]
            }
        }
        guard modifiers.contains(.ctrl) else { return nil }
        selectionAnchor = item
        if let index = selection.firstIndex(of: item) {
            selection.remove(at: index)
            return [.deselected(path)]
        }
        selection.append(item)
        return [.selected(path), .bounce(item)]
    }

    /// A click on the item at `path` at `time`, `pointers` holding its modifiers and the last
    /// click: with modifiers that select (``click(_:modifiers:rules:)``) it extends or toggles the
    /// selection and breaks a double-click's pair; else, in browse mode, the second click of a
    /// mouse's double-click within the rules' interval opens the item (``SelectionChange/primaryAction(_:)``,
    /// ``PointerTracker/isDoubleClick(on:at:within:browsing:)``); else it selects as a tap
    /// (``tap(_:multiple:)``). The view moves the keyboard focus to the item afterwards.
    /// - Complexity: the step's (a tap's or a range's).
    mutating func click(_ path: ItemPath, pointers: inout PointerTracker<ItemID>, rules: SelectionRules,
                        at time: Double) -> [SelectionChange<ItemID>] {
        if let changes = click(path, modifiers: pointers.downModifiers, rules: rules) {
            pointers.forgetClick()
            return changes
        }
        if pointers.isDoubleClick(on: snapshot[path], at: time, within: rules.doubleClickInterval, browsing: mode == .browse) {
            return [.primaryAction(path)]
        }
        return tap(path, multiple: rules.multiple)
    }

    /// Replaces the selection with the items from `anchor` to `end` (model paths, either order)
    /// in reading order: the items leaving it deselected, then the new ones selected.
    /// - Complexity: O(range + selected × n) for the changes' paths.
    mutating func selectRange(from anchor: ItemPath, to end: ItemPath) -> [SelectionChange<ItemID>] {
        let range = items(inReadingOrderFrom: anchor, to: end)
        let wanted = Set(range), had = Set(selection)
        var changes: [SelectionChange<ItemID>] = selection.compactMap { other in
            wanted.contains(other) ? nil : snapshot.path(of: other).map { .deselected($0) }
        }
        for added in range where !had.contains(added) {
            if let p = snapshot.path(of: added) { changes.append(.selected(p)) }
        }
        selection = range
        return changes
    }

    /// After shift+arrow (or a shift+page key) moved the focus from `previous`: selects the
    /// range from the anchor (set to `previous`, else the focus, when there was none in the
    /// model) to the focused item. Nothing without `rules.withModifiers` or a focus.
    mutating func extendSelection(from previous: ItemID?, rules: SelectionRules) -> [SelectionChange<ItemID>] {
        guard rules.withModifiers, let end = focused.flatMap({ snapshot.path(of: $0) }) else { return [] }
        if selectionAnchor.map({ !snapshot.contains($0) }) ?? true { selectionAnchor = previous ?? focused }
        guard let anchor = selectionAnchor, let from = snapshot.path(of: anchor) else { return [] }
        return selectRange(from: from, to: end)
    }

    /// Selects every item (ctrl+a) in reading order, when `rules` allow several; the items not
    /// selected before are reported. - Complexity: O(n).
    mutating func selectAll(rules: SelectionRules) -> [SelectionChange<ItemID>] {
        guard rules.withModifiers || rules.multiple else { return [] }
        let had = Set(selection)
        var all: [ItemID] = [], changes: [SelectionChange<ItemID>] = []
        all.reserveCapacity(snapshot.numberOfItems)
        for s in 0..<snapshot.numberOfSections {
            for (i, item) in snapshot.items(inSection: s).enumerated() {
                all.append(item)
                if !had.contains(item) { changes.append(.selected(ItemPath(s, i))) }
            }
        }
        selection = all
        return changes
    }

    /// Deselects every item, each reported in the order it was selected. - Complexity: O(selected × n).
    mutating func deselectAll() -> [SelectionChange<ItemID>] {
        let changes: [SelectionChange<ItemID>] = selection.compactMap { item in snapshot.path(of: item).map { .deselected($0) } }
        selection.removeAll()
        return changes
    }

    /// After a deletion took the focused item away: the focus goes to the item now at its old
    /// `path` (the next one), else the one before, so the keyboard keeps its place. The
    /// selection, its anchor and the highlight forget the removed items.
    mutating func refocus(afterRemovingFocusedAt path: ItemPath?) {
        defer { forgetItemsNotInModel() }
        guard let f = focused, !snapshot.contains(f) else { return }
        focused = nil
        guard let path, snapshot.numberOfSections > path.section else { return }
        let count = snapshot.items(inSection: path.section).count
        if count > 0 { focused = snapshot[ItemPath(path.section, min(path.item, count - 1))] }
    }
}
