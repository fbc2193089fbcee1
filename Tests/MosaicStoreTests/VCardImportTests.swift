import Testing
@testable import MosaicStore

/// `importVCard`: new cards are appended, a card with a known UID is merged, bad cards skipped.
@Suite struct VCardImportTests {
    func card(_ name: String, uid: String? = nil) -> String {
        "BEGIN:VCARD\nVERSION:4.0\nFN:\(name)\n" + (uid.map { "UID:\($0)\n" } ?? "") + "END:VCARD\n"
    }

    @Test func reimportingTheSameFileMergesEveryCardWithAUID() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        let text = card("Ada Lovelace", uid: "urn:uuid:1") + card("Alan Turing") + card("Grace Hopper", uid: "urn:uuid:3")
        let first = try store.importVCard(text)
        #expect(first.importedCards.map(\.line) == [1, 6, 10])
        #expect(first.mergedCards.isEmpty)
        let second = try store.importVCard(text)
        // The card without a UID cannot be recognised: it is new again.
        #expect(second.importedCards.map(\.contact.fullName) == ["Alan Turing"])
        #expect(second.mergedCards.map(\.line) == [1, 10])
        #expect(second.mergedCards.map(\.contact.id) == [first.imported[0].id, first.imported[2].id])
        #expect(try store.contacts().map(\.fullName) == ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Alan Turing"])
    }

    @Test func mergedCardUpdatesTheNamesAndKeepsThePlace() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        try store.importVCard(card("Ada Byron", uid: "a") + card("Alan Turing", uid: "b"))
        let report = try store.importVCard(card("Ada Lovelace", uid: "a"))
        #expect(report.imported.isEmpty)
        #expect(report.mergedCards.map(\.contact.fullName) == ["Ada Lovelace"])
        #expect(store.lastWriteRowCount == 1)
        #expect(try store.contacts().map(\.fullName) == ["Ada Lovelace", "Alan Turing"])
    }

    @Test func sameUIDTwiceInOneFileIsOneContact() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        let report = try store.importVCard(card("Ada Byron", uid: "a") + card("Ada Lovelace", uid: "a"))
        #expect(report.importedCards.map(\.line) == [1])
        #expect(report.mergedCards.map(\.line) == [6])
        #expect(report.mergedCards.first?.contact == report.imported.first)
        #expect(try store.contacts().map(\.fullName) == ["Ada Lovelace"])
    }

    /// A contact deleted since it was imported comes back as a new contact.
    @Test func uidOfADeletedContactImportsAgain() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        let first = try store.importVCard(card("Ada Lovelace", uid: "a"))
        try store.delete(id: first.imported[0].id)
        let second = try store.importVCard(card("Ada Lovelace", uid: "a"))
        #expect(second.imported.count == 1 && second.mergedCards.isEmpty)
        #expect(try store.importVCard(card("Ada Lovelace", uid: "a")).mergedCards.map(\.contact.id) == [second.imported[0].id])
    }
}
