import Foundation
import MosaicAnimation
import MosaicCore
import MosaicStore
import MosaicView
import Testing
@testable import HelloContacts

/// Groups from the window, without a window: the Groups… dialog's create, rename and delete
/// (contacts stay, in "Other"), and the form's Groups row moving a contact; the grid's
/// sections and headers follow the store.
@Suite struct ContactsGroupsTests {
    func withController(_ body: (ContactsController) throws -> Void) throws {
        try withTemporaryController(cards: """
            BEGIN:VCARD\nVERSION:3.0\nFN:Ada Lovelace\nCATEGORIES:Work\nEND:VCARD
            BEGIN:VCARD\nVERSION:3.0\nFN:Grace Hopper\nEND:VCARD
            BEGIN:VCARD\nVERSION:3.0\nFN:Alan Turing\nEND:VCARD

            """, body)
    }

    /// "Group: names…" per view section, and the headers' titles and counts.
    func sections(_ c: ContactsController) -> [String] {
        c.view.snapshot.itemCounts.indices.map { s in
            let header = c.header(of: s)
            return "\(header?.title ?? "?") \(header?.secondaryText ?? "?"): "
                + c.view.snapshot.items(inSection: s).map(c.displayName(of:)).joined(separator: ", ")
        }
    }

    @Test func createRenameAndDeleteAGroup() throws {
        try withController { c in
            #expect(sections(c) == ["Work 1: Ada Lovelace", "Other 2: Grace Hopper, Alan Turing"])
            let friends = try c.createGroup(named: " Friends ")
            #expect(friends.name == "Friends")
            #expect(sections(c) == ["Work 1: Ada Lovelace", "Friends 0: ", "Other 2: Grace Hopper, Alan Turing"])
            #expect(throws: StoreError.self) { try c.createGroup(named: "Work") }
            #expect(throws: StoreError.self) { try c.createGroup(named: "Other") }

            let work = try #require(c.groups.first { $0.name == "Work" })
            try c.renameGroup(section: work.section, to: "Office")
            #expect(sections(c) == ["Office 1: Ada Lovelace", "Friends 0: ", "Other 2: Grace Hopper, Alan Turing"])
            #expect(c.groupCounts.map { "\($0.group.name) \($0.count)" } == ["Office 1", "Friends 0"])

            // With a card of the group selected (the view's events during the new snapshot are
            // not the user's: nothing is deleted).
            c.reveal(try #require(c.contacts.values.first { $0.fullName == "Ada Lovelace" }).id)
            #expect(try c.deleteGroup(section: work.section) == 1)
            #expect(sections(c) == ["Friends 0: ", "Other 3: Grace Hopper, Alan Turing, Ada Lovelace"])
            #expect(try c.store.contacts(section: ContactStore.otherSection).count == 3)
            // A view behind the store's sections resyncs nothing away.
            try c.resync()
            #expect(try c.store.contacts(section: ContactStore.otherSection).count == 3)
        }
    }

    @Test func theFormsFirstGroupIsTheContactsSection() throws {
        try withController { c in
            let graceID = try #require(c.contacts.values.first { $0.fullName == "Grace Hopper" }?.id)
            let grace = try #require(c.fullContact(graceID))
            #expect(c.formGroups(of: grace.id, categories: []) == [])
            var form = grace.draft.form
            form.groups = ["Work", "Chess"]
            try c.updateContact(grace.id, with: try grace.draft.applying(form), groups: form.groups)
            #expect(sections(c) == ["Work 2: Ada Lovelace, Grace Hopper", "Other 1: Alan Turing"])
            #expect(c.formGroups(of: grace.id, categories: ["Chess", "Work"]) == ["Work", "Chess"])
            // A new name makes a new group; no group puts it back in "Other".
            form.groups = ["Navy"]
            try c.updateContact(grace.id, with: try grace.draft.applying(form), groups: form.groups)
            #expect(sections(c) == ["Work 1: Ada Lovelace", "Navy 1: Grace Hopper", "Other 1: Alan Turing"])
            try c.updateContact(grace.id, with: grace.draft, groups: [])
            #expect(sections(c) == ["Work 1: Ada Lovelace", "Navy 0: ", "Other 2: Alan Turing, Grace Hopper"])
            // A new contact with a new group makes it too.
            var new = ContactDraft.Form()
            new.name = "Zora Quist"
            new.groups = ["Club"]
            _ = try c.addContact(try ContactDraft(form: new))
            #expect(sections(c).last == "Other 2: Alan Turing, Grace Hopper")
            #expect(sections(c).contains("Club 1: Zora Quist"))
        }
    }

    /// A click on a card while a search filters the grid selects it and writes nothing (it
    /// once resynchronised the store to the filtered grid, deleting every contact not shown).
    @Test func aClickWhileFilteredDeletesNothing() throws {
        try withController { c in
            c.setSearchQuery("grace", animated: false)
            #expect(sections(c) == ["Work 0: ", "Other 1: Grace Hopper"])
            let graceID = try #require(c.contacts.values.first { $0.fullName == "Grace Hopper" }?.id)
            let grace = try #require(c.view.snapshot.path(of: graceID))
            var found: Point?
            for y in stride(from: 10.0, to: 700, by: 20) {
                for x in stride(from: 10.0, to: 1200, by: 20) where found == nil {
                    if c.view.itemPath(atViewportPoint: Point(x: x, y: y)) == grace { found = Point(x: x, y: y) }
                }
            }
            let point = try #require(found)
            c.view.handle(.pointerDown(id: 0, position: point, time: 0))
            c.view.handle(.pointerUp(id: 0, position: point, time: 0.05))
            #expect(c.view.selectedItems.map(c.displayName(of:)) == ["Grace Hopper"])
            #expect(try ListContacts.lines(of: c.store, sections: false).count == 3)
            c.setSearchQuery("", animated: false)
            #expect(sections(c) == ["Work 1: Ada Lovelace", "Other 2: Grace Hopper, Alan Turing"])
        }
    }
}
