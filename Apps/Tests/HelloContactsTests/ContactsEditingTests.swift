import Foundation
import MosaicAnimation
import MosaicCore
import MosaicStore
import MosaicView
import Testing
@testable import HelloContacts

/// The GTK window's form and refresh, without a window: a new contact is saved and shown
/// (selected, searchable), an edit is saved and redrawn, another process's import is taken
/// in by `reloadFromStore()` (what the window runs when `PRAGMA data_version` moves).
@Suite struct ContactsEditingTests {
    static let cards = """
        BEGIN:VCARD
        VERSION:3.0
        FN:Ada Lovelace
        EMAIL:ada@example.org
        X-KEEP:this line
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:Grace Hopper
        END:VCARD

        """

    func withController(_ body: (ContactsController, String) throws -> Void) throws {
        try withTemporaryController(cards: Self.cards) { controller in try body(controller, controller.store.path) }
    }

    func shown(_ c: ContactsController) -> [String] {
        c.view.snapshot.itemCounts.indices.flatMap { c.view.snapshot.items(inSection: $0) }.map(c.displayName(of:))
    }

    @Test func aNewContactIsSavedShownSelectedAndSearchable() throws {
        try withController { c, _ in
            var form = ContactDraft.Form()
            form.name = "Zora Quist"
            form.phones = [.init(type: "cell", value: "+1 555 0100")]
            let id = try c.addContact(try ContactDraft(form: form))
            #expect(shown(c) == ["Ada Lovelace", "Grace Hopper", "Zora Quist"])
            #expect(c.view.selectedItems == [id])
            #expect(try c.store.contact(id: id)?.phoneNumbers == ["+1 555 0100"])
            c.setSearchQuery("555")
            #expect(shown(c) == ["Zora Quist"])
            #expect(c.shownAndTotal == (1, 3))
        }
    }

    @Test func anEditIsSavedRedrawnAndKeepsTheRestOfTheCard() throws {
        try withController { c, _ in
            let id = try #require(c.view.snapshot.items(inSection: 0).first)
            // The launch read names only; the form gets the whole card.
            #expect(c.contacts[id]?.properties == [] && !c.loadedCards.contains(id))
            let before = try #require(c.fullContact(id))
            #expect(before.properties.contains { $0.line == "X-KEEP:this line" })
            #expect(c.loadedCards.contains(id))
            var form = before.draft.form
            form.name = "Ada King"
            form.familyName = "King"
            try c.updateContact(id, with: try before.draft.applying(form))
            #expect(c.card(of: id).title == "Ada King")
            #expect(c.view.snapshot.items(inSection: 0).first == id)   // in place
            let stored = try #require(try c.store.contact(id: id))
            #expect(stored.fullName == "Ada King")
            #expect(stored.properties.contains { $0.line == "X-KEEP:this line" })
        }
    }

    @Test func anotherProcessesImportIsTakenIn() throws {
        try withController { c, path in
            let counter = try c.store.externalChangeCounter()
            let other = try ContactStore(path: path)
            _ = try other.importVCard("BEGIN:VCARD\nVERSION:3.0\nFN:From Outside\nEND:VCARD\n")
            try other.close()
            #expect(try c.store.externalChangeCounter() != counter)
            try c.reloadFromStore()
            #expect(shown(c) == ["Ada Lovelace", "Grace Hopper", "From Outside"])
            // The store's own writes do not move the counter.
            let own = try c.store.externalChangeCounter()
            _ = try c.addContact(ContactDraft(givenName: "Own", familyName: "Write"))
            #expect(try c.store.externalChangeCounter() == own)
        }
    }
}
