import Testing
@testable import MosaicStore

/// `importVCard`: new cards are appended, a card with a known UID is merged, bad cards skipped.
@Suite struct VCardImportTests {
    func card(_ name: String, uid: String? = nil) -> String {
        "BEGIN:VCARD\nVERSION:4.0\nFN:\(name)\n" + (uid.map { "UID:\($0)\n" } ?? "") + "END:VCARD\n"
    }

    @Test func reimportingTheSameFileMergesEveryCard() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        let text = card("Ada Lovelace", uid: "urn:uuid:1") + card("Alan Turing") + card("Grace Hopper", uid: "urn:uuid:3")
        let first = try store.importVCard(text)
        #expect(first.importedCards.map(\.line) == [1, 6, 10])
        #expect(first.mergedCards.isEmpty)
        #expect(first.importedCards.allSatisfy { $0.match == nil })
        let second = try store.importVCard(text)
        // Cards with a UID by their UID; the card without one by its names (issue 14).
        #expect(second.importedCards.isEmpty)
        #expect(second.mergedCards.map(\.line) == [1, 6, 10])
        #expect(second.mergedCards.map(\.match) == [.uid, .sameNames, .uid])
        #expect(second.mergedCards.map(\.contact) == first.imported)
        #expect(try store.contacts().map(\.fullName) == ["Ada Lovelace", "Alan Turing", "Grace Hopper"])
    }

    @Test func aCardWithoutUIDIsMatchedOnEveryNameTheStoreKeeps() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        try store.importVCard("BEGIN:VCARD\nVERSION:3.0\nFN:Alan Turing\nN:Turing;Alan;;;\nEND:VCARD\n")
        // The same full name but another given name is another contact.
        let other = try store.importVCard("BEGIN:VCARD\nVERSION:3.0\nFN:Alan Turing\nN:Turing;A.;;;\nEND:VCARD\n")
        #expect(other.importedCards.count == 1 && other.mergedCards.isEmpty)
        // The same names, however the card spells them (FN alone splits at its last space).
        let same = try store.importVCard("BEGIN:VCARD\nVERSION:3.0\nN:Turing;Alan;;;\nFN:Alan Turing\nEND:VCARD\n"
                                         + card("Alan Turing"))
        #expect(same.imported.isEmpty)
        #expect(same.mergedCards.map(\.contact.id) == [1, 1])
        #expect(try store.contacts().count == 2)
    }

    @Test func aCardWithAUIDIsMatchedByItsUIDOnly() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        try store.importVCard(card("Ada Lovelace"))
        let report = try store.importVCard(card("Ada Lovelace", uid: "new"))
        #expect(report.imported.map(\.fullName) == ["Ada Lovelace"], "an unknown UID is a new contact")
        #expect(report.mergedCards.isEmpty)
    }

    @Test func identicalCardsWithoutUIDInOneFileAreOneContact() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        let report = try store.importVCard(card("Alan Turing") + card("Grace Hopper") + card("Alan Turing"))
        #expect(report.importedCards.map(\.line) == [1, 5])
        #expect(report.mergedCards.map(\.line) == [9])
        #expect(report.mergedCards.first?.contact == report.imported.first)
        #expect(report.mergedCards.first?.match == .sameNames)
        #expect(try store.contacts().map(\.fullName) == ["Alan Turing", "Grace Hopper"])
    }

    @Test func aCardWithoutUIDMatchesAContactAlreadyPresentLeavingItAsItIs() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        _ = try store.seedIfNeeded(count: 5)
        let sample = try #require(store.contacts().last)
        let vcard = "BEGIN:VCARD\nVERSION:3.0\nFN:\(sample.fullName)\nN:\(sample.familyName);\(sample.givenName);;;\nEND:VCARD\n"
        let exact = try store.importVCard(vcard)
        #expect(exact.mergedCards.map(\.contact) == [sample], "\(exact)")
        #expect(exact.mergedCards.first?.match == .sameNames)
        #expect(try store.contacts().count == 5)
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
