import Foundation
import Testing
@testable import MosaicStore

/// `allContactNames()`, the window's launch read: the same sections, contacts and order as
/// `allContacts()`, without the cards.
@Suite struct ContactNamesLoadTests {
    @Test func namesOnlyInTheSameSectionsAndOrderAsTheFullRead() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        defer { try? store.close() }
        try store.importVCard("""
            BEGIN:VCARD\nVERSION:3.0\nFN:Ada Lovelace\nN:Lovelace;Ada;;;\nCATEGORIES:Work\nTEL:+1 555 0100\nEND:VCARD
            BEGIN:VCARD\nVERSION:3.0\nFN:Grace Hopper\nEMAIL:grace@example.org\nEND:VCARD
            BEGIN:VCARD\nVERSION:3.0\nFN:Alan Turing\nCATEGORIES:Work\nEND:VCARD
            BEGIN:VCARD\nVERSION:3.0\nFN:Empty Family\nEND:VCARD

            """)
        _ = try store.group(named: "Family")   // an empty group still is a section
        let grace = try #require(try store.allContacts().last?.contacts.first)
        _ = try store.move(id: grace.id, toIndex: 1, inSection: ContactStore.otherSection)   // an order not by id
        _ = try store.append([ContactDraft(givenName: "", familyName: "", fullName: "Loose")], toSection: 7)   // no group row
        let full = try store.allContacts()
        #expect(full.flatMap(\.contacts).filter { !$0.properties.isEmpty }.count == 4, "the imported cards have properties")
        let light = try store.allContactNames()
        #expect(light.map(\.group) == full.map(\.group))
        #expect(light.map(\.group.name) == ["Work", "Family", "Section 7", "Other"])
        #expect(light.map { $0.contacts.map(\.id) } == full.map { $0.contacts.map(\.id) })
        for (l, f) in zip(light.flatMap(\.contacts), full.flatMap(\.contacts)) {
            #expect(l.properties.isEmpty)
            var stripped = f
            stripped.properties = []
            #expect(l == stripped, "names, section and key as stored")
        }
    }
}
