import Foundation
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicStore
import MosaicView
import Testing
@testable import HelloContacts

/// HelloContacts' search field without a window: what is typed arrives as text
/// (`handleSearchText(_:)`, the window's `onText`), keys only edit and leave the field.
@Suite struct SearchTextTests {
    static let cards = """
        BEGIN:VCARD
        VERSION:3.0
        FN:Ada Lovelace
        EMAIL:ada@example.org
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:Jörg Müller
        EMAIL:joerg@example.de
        TEL:+49 30 1234
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:李小龙
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:Jane Doe
        EMAIL:jane@example.com
        END:VCARD

        """

    /// A controller over a new database holding `cards`; the directory is removed afterwards.
    func withController(_ body: (ContactsController) throws -> Void) throws {
        try withTemporaryController(cards: Self.cards, body)
    }

    /// The names the grid shows, in order.
    func shown(_ controller: ContactsController) -> [String] {
        let snapshot = controller.view.snapshot
        return snapshot.itemCounts.indices.flatMap { snapshot.items(inSection: $0) }.map(controller.displayName(of:))
    }

    @Test func slashFocusesTheFieldWithoutTypingItself() throws {
        try withController { c in
            #expect(c.handleSearchText("/"))
            #expect(c.search.focused)
            #expect(c.search.query == "")
            #expect(c.topBarTitle == "Search: ▏")
            // Focused, "/" is text like any other.
            #expect(c.handleSearchText("/"))
            #expect(c.search.query == "/")
        }
    }

    @Test func anyTextFiltersSymbolsUmlautsAndCJK() throws {
        try withController { c in
            #expect(c.handleSearchText("/"))
            for piece in ["j", "ö", "rg"] { #expect(c.handleSearchText(piece)) }
            #expect(c.search.query == "jörg")
            #expect(shown(c) == ["Jörg Müller"])
            #expect(c.topBarTitle == "Search: jörg▏")
            c.endSearch()
            #expect(shown(c).count == 4)
            #expect(c.handleSearchText("/"))
            for ch in "@example.com" { #expect(c.handleSearchText(String(ch))) }
            #expect(shown(c) == ["Jane Doe"])
            c.endSearch()
            #expect(c.handleSearchText("/"))
            #expect(c.handleSearchText("李"))
            #expect(shown(c) == ["李小龙"])
            c.endSearch()
            #expect(c.handleSearchText("/"))
            for piece in ["+", "4", "9"] { #expect(c.handleSearchText(piece)) }
            #expect(shown(c) == ["Jörg Müller"])
        }
    }

    /// A character key and its text both arrive: the key is consumed, only the text types, so
    /// nothing is typed twice. Backspace, Escape and Enter stay keys.
    @Test func keysAreConsumedAndEditTheField() throws {
        try withController { c in
            #expect(c.handleSearchText("/"))
            for key in [Key.character("j"), .space, .character("2")] {
                #expect(c.handleSearchKey(key, []))
            }
            #expect(c.handleSearchKey(.character("2"), .shift))
            #expect(c.search.query == "")
            #expect(c.handleSearchText("j"))
            #expect(c.handleSearchText(" "))
            #expect(c.handleSearchText("@"))
            #expect(c.search.query == "j @")
            #expect(c.handleSearchKey(.delete, []))
            #expect(c.search.query == "j ")
            #expect(c.handleSearchKey(.enter, []))
            #expect(c.search.focused)  // Enter leaves the field only when nothing filters ("j" does).
            #expect(c.handleSearchKey(.escape, []))
            #expect(!c.search.focused)
            #expect(c.search.query == "")
            #expect(shown(c).count == 4)
        }
    }

    /// Unfocused, only "/" is taken — and not while a dialog, a context menu or a drag is open.
    @Test func unfocusedOnlySlashIsTakenAndNotOverADialogOrMenu() throws {
        try withController { c in
            #expect(!c.handleSearchText("a"))
            #expect(!c.handleSearchText("@"))
            #expect(!c.search.focused)
            c.view.requests.requestDeletion(at: ItemPath(section: 0, item: 0))
            #expect(c.view.requests.confirmationRequest != nil)
            #expect(!c.handleSearchText("/"))
            #expect(!c.search.focused)
            c.view.requests.confirm(false)
            c.view.handle(.secondaryClick(position: Point(x: 91, y: 96), time: 0))
            #expect(c.view.requests.contextMenuConfiguration != nil)
            #expect(!c.handleSearchText("/"))
            c.view.handle(.key(.escape, modifiers: [], time: 0))
            #expect(c.view.requests.contextMenuConfiguration == nil)
            #expect(c.handleSearchText("/"))
            #expect(c.search.focused)
        }
    }

    /// While the details panel shows it is modal: "/" is not taken (the field stays closed).
    @Test func slashDoesNotFocusTheFieldOverTheDetailsPanel() throws {
        try withController { c in
            let id = try #require(c.view.snapshot.items(inSection: 0).first)
            c.openDetails(of: id)
            #expect(c.details.panel != nil)
            #expect(!c.handleSearchText("/"))
            #expect(!c.search.focused)
            c.closeDetails()
            #expect(c.handleSearchText("/"))
            #expect(c.search.focused)
        }
    }

    /// Tab moves the keyboard focus between the grid and the search field, the window's other
    /// keyboard control: from the grid (browse mode) to the field, from the field back to the
    /// grid with its focused card ringed and the matches still filtered.
    @Test func tabMovesTheFocusBetweenTheGridAndTheSearchField() throws {
        try withController { c in
            func ringed() -> Bool { c.view.displayList().cells.contains { $0.isFocused } }
            c.view.handle(.key(.right, modifiers: [], time: 0))
            #expect(ringed())
            c.view.handle(.key(.tab, modifiers: [], time: 0.1))
            #expect(c.search.focused)
            #expect(!c.view.hasKeyboardFocus)
            #expect(!ringed())
            #expect(c.handleSearchText("j"))
            #expect(shown(c) == ["Jörg Müller", "Jane Doe"])
            #expect(c.handleSearchKey(.tab, [.shift]))
            #expect(!c.search.focused)
            #expect(c.view.hasKeyboardFocus)
            #expect(ringed())
            #expect(shown(c) == ["Jörg Müller", "Jane Doe"])
            // While editing, Tab leaves the focus in the grid: the field would end the mode.
            c.setSearchQuery("")
            c.view.toggleEdit()
            c.view.handle(.key(.tab, modifiers: [], time: 0.2))
            #expect(!c.search.focused)
            #expect(c.view.hasKeyboardFocus)
        }
    }
}
