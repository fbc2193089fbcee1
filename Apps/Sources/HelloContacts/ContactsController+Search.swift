import MosaicCore
import MosaicInteraction
import MosaicStore
import MosaicView

/// Search (issue 11.4): `/` or ctrl+f focuses the search field in the top bar; typing filters
/// by name, organization, phone and e-mail; Backspace deletes a character; Escape clears and
/// leaves the field. What is typed comes as text (`handleSearchText(_:)`: any character —
/// `@`, `ö`, `李`), not as keys, which the focused field consumes. The grid goes from the old
/// to the new filtered snapshot through `CollectionView.apply(_:animated:)` (the O(n) diff:
/// removed cards fade, the rest slide).
///
/// **Reordering while filtered is disabled**: with a query, the view stays in browse mode, a
/// long press does not ask to delete, a right click opens no menu, Edit/Exchange are ignored and every key goes to the field
/// — so nothing is written to the store while the grid shows a subset; clearing the query
/// brings back the whole saved order (and the long-press action).
extension ContactsController {
    /// Focuses the search field (`/` or ctrl+f); leaves edit and exchange modes.
    func beginSearch() {
        if view.isEditing { view.toggleEdit() }
        if view.mode != .browse { view.setMode(.browse) }
        search.focused = true
    }

    /// Sets the query and animates the grid to the contacts it matches. The first non-empty
    /// query disables the long-press deletion; an empty one restores it.
    func setSearchQuery(_ query: String, animated: Bool = true) {
        guard query != search.query else { return }
        let terms = ContactSearch.terms(query)
        let previousTerms = ContactSearch.terms(search.query)
        // One more typed character only narrows: filter what is shown, not everything.
        let narrowing = !previousTerms.isEmpty && terms.count == previousTerms.count
            && zip(terms, previousTerms).allSatisfy { $0.hasPrefix($1) }
        if !terms.isEmpty { ensureSearchIndex() }
        let base = narrowing ? view.snapshot.itemCounts.indices.map { view.snapshot.items(inSection: $0) } : savedOrders
        let filtered = search.index.filter(base, terms: terms)
        search.query = query
        if terms.isEmpty {
            view.configuration.browseLongPress = search.savedLongPress ?? view.configuration.browseLongPress
            search.savedLongPress = nil
            view.configuration.showsContextMenu = true
        } else if search.savedLongPress == nil {
            search.savedLongPress = view.configuration.browseLongPress
            view.configuration.browseLongPress = .none
            view.configuration.showsContextMenu = false
        }
        guard let snapshot = try? SectionedSnapshot<Int, Int64>(sections: zip(groups, filtered).map { ($0.section, $1) }) else { return }
        view.apply(snapshot, animated: animated)
    }

    /// The grid handed the keyboard focus on (Tab / shift+Tab): in browse mode the search field
    /// takes it; otherwise it goes straight back to the grid, the only other control.
    func tabOutOfGrid() {
        if view.mode == .browse, !view.isEditing {
            search.focused = true
        } else {
            view.hasKeyboardFocus = true
        }
    }

    /// Clears the query (the whole grid comes back, animated) and leaves the field (Escape).
    func endSearch() {
        setSearchQuery("")
        search.focused = false
    }

    /// True while a query filters the grid (no reordering then).
    var isFiltered: Bool { !ContactSearch.terms(search.query).isEmpty }

    /// Text the user typed (the window's `onText`). While the field is focused it is appended
    /// to the query, whatever it is (`/`, `@`, `ö`, `李`, a space). Otherwise `/` focuses the
    /// field — and is not typed into it — when no dialog, context menu or drag is open. Returns
    /// true when the text was taken.
    func handleSearchText(_ text: String) -> Bool {
        if search.focused {
            setSearchQuery(search.query + text)
            return true
        }
        guard text == "/", details.panel == nil, view.requests.confirmationRequest == nil, view.requests.contextMenuConfiguration == nil, !view.dragInProgress else { return false }
        beginSearch()
        return true
    }

    /// A key while the field is focused: Backspace deletes, Escape clears and leaves, Enter
    /// leaves the field when no query filters (while one does, keys stay with the field until
    /// Escape or Tab), Tab / shift+Tab leave it for the grid, which rings its focused card
    /// (the matches stay filtered). Characters and space are not typed here — their text follows through
    /// `handleSearchText(_:)` — so they are only consumed. Every key is taken.
    func handleSearchKey(_ key: Key, _ modifiers: Modifiers) -> Bool {
        switch key {
        case .delete:
            setSearchQuery(String(search.query.dropLast()))
        case .escape:
            endSearch()
        case .enter where !isFiltered:
            search.focused = false
        case .tab:
            search.focused = false
            view.hasKeyboardFocus = true
        default:
            break
        }
        return true
    }

    /// The top bar's title: "Contacts", or the search field ("Search: ada▏").
    var topBarTitle: String {
        guard search.focused || isFiltered else { return "Contacts" }
        return "Search: " + search.query + (search.focused ? "▏" : "")
    }
}

/// The search state of a `ContactsController`.
struct SearchState {
    var query = ""
    var focused = false
    /// The search index; empty until `isIndexed` (`ContactsController+SearchIndex.swift`).
    var index = ContactSearch()
    var isIndexed = false
    var isBuilding = false
    /// Contacts added or changed before the index arrived.
    var changedWhileBuilding: [Contact] = []
    /// The long-press action to restore when the query is cleared.
    var savedLongPress: BrowseLongPressAction?
}
