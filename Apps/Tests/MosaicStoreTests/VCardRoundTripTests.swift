import Foundation
import MosaicCore
import Testing
import MosaicTesting
@testable import MosaicStore

/// The fixtures under `Fixtures/`, shaped like real exports: Apple Contacts (3.0, item groups,
/// X-AB labels, inline PNG), Google (3.0, LF, UTF-8, CATEGORIES with myContacts), Outlook (2.1,
/// Latin-1 bytes, quoted-printable with CHARSET and soft line breaks), a phone's 2.1 export
/// (BASE64 photo with indented lines, AGENT with a nested card, a nameless card), vCard 4.0
/// (data: URI photo, a broken photo, `FN:Jane\nDoe`, an ORG-only card), a UTF-16 Windows file
/// and a UTF-8 file with stray Latin-1 bytes.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let vcards = ["apple-contacts", "google-contacts", "outlook-contacts", "phone-2.1", "vcard-4.0",
                         "windows-utf16", "stray-latin1"]

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name + ".vcf")))
    }

    /// A new store with `bytes` imported.
    static func store(importing bytes: [UInt8], in directory: TemporaryDirectory, _ name: String = "a.sqlite") throws -> ContactStore {
        let store = try ContactStore(path: directory.path(name))
        try store.importVCard(bytes: bytes)
        return store
    }

    /// What a store holds, section by section: the group name and each contact's names and
    /// properties (ids and keys aside).
    static func content(_ store: ContactStore) throws -> [String: [ContactDraft]] {
        var result: [String: [ContactDraft]] = [:]
        for (group, contacts) in try store.allContacts() where !contacts.isEmpty {
            result[group.name] = contacts.map(\.draft)
        }
        return result
    }
}

@Suite struct VCardRoundTripTests {
    /// import → export (3.0) → import: every property of every card comes back, property by
    /// property, in the same groups and order; a card without FN gains exactly the FN export
    /// must write. Exporting again is byte-identical (a fixed point).
    @Test(arguments: Fixtures.vcards)
    func exportThenImportKeepsEveryProperty(_ fixture: String) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let first = try Fixtures.store(importing: try Fixtures.bytes(fixture), in: directory, "first.sqlite")
        let exported = try first.exportVCard()
        let second = try Fixtures.store(importing: Array(exported.utf8), in: directory, "second.sqlite")
        let before = try Fixtures.content(first)
        let after = try Fixtures.content(second)
        #expect(before.keys.sorted() == after.keys.sorted())
        for (group, drafts) in before {
            let again = after[group] ?? []
            try #require(drafts.count == again.count, "\(fixture) group \(group)")
            for (original, reimported) in zip(drafts, again) {
                #expect(original.fullName == reimported.fullName)
                #expect(original.givenName == reimported.givenName)
                #expect(original.familyName == reimported.familyName)
                // 3.0 writes a 4.0 `data:` photo as ENCODING=b (same bytes; see version4ExportKeepsPhotoBytes).
                var expected = original.properties.map { VCardWriter.converted($0, to: .v3) }
                if expected.first(named: "FN") == nil {
                    expected.insert(VCardProperty(name: "FN", value: VCardParser.escapeText(original.fullName)), at: 0)
                }
                #expect(expected.count == reimported.properties.count, "\(fixture): \(original.fullName)")
                for (a, b) in zip(expected, reimported.properties) {
                    #expect(a == b, "\(fixture): \(original.fullName)")
                }
            }
        }
        #expect(try second.exportVCard() == exported)
    }

    /// The 4.0 export: same properties except inline binaries, which become `data:` URIs with
    /// the same bytes; 4.0 → import → 4.0 is a fixed point too.
    @Test(arguments: Fixtures.vcards)
    func version4ExportKeepsPhotoBytes(_ fixture: String) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let first = try Fixtures.store(importing: try Fixtures.bytes(fixture), in: directory, "first.sqlite")
        let exported = try first.exportVCard(version: .v4)
        #expect(!exported.contains("ENCODING="))
        let second = try Fixtures.store(importing: Array(exported.utf8), in: directory, "second.sqlite")
        let photos = { (store: ContactStore) throws -> [[UInt8]?] in
            try store.allContacts().flatMap { $0.contacts.map(\.photo) }
        }
        #expect(try photos(first) == photos(second))
        #expect(try second.exportVCard(version: .v4) == exported)
        #expect(try Fixtures.content(first).mapValues { $0.map(\.fullName) } == Fixtures.content(second).mapValues { $0.map(\.fullName) })
    }

    /// Lines are at most 75 octets, end with CRLF, and never split a UTF-8 sequence.
    @Test func exportFoldsAt75OctetsWithCRLF() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        let long = String(repeating: "Grüße 李小龙 ", count: 20)
        try store.importVCard("BEGIN:VCARD\nVERSION:3.0\nFN:Long\nNOTE:\(long)\nEND:VCARD\n")
        let text = try store.exportVCard()
        let bytes = Array(text.utf8)
        #expect(text.hasSuffix("\r\n"))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(!lines.contains { $0.contains("\n") || $0.contains("\r") })
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(String(validating: bytes, as: UTF8.self) != nil)
        #expect(try VCardParser.parse(text).cards.first?.properties.first(named: "NOTE")?.value == long)
    }

    /// Import → reorder (a move in a group, a move into another group, an exchange across
    /// groups) → export → import: the new database has the user's order and groups, and every
    /// property otherwise.
    @Test func reorderThenExportKeepsTheUsersChanges() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try Fixtures.store(importing: try Fixtures.bytes("apple-contacts") + Fixtures.bytes("google-contacts"), in: directory)
        let groups = try store.groups()
        #expect(groups.map(\.name) == ["Friends", "Work"])
        let friends = try store.contacts(section: groups[0].section)
        let work = try store.contacts(section: groups[1].section)
        #expect(friends.map(\.fullName) == ["Ada Lovelace", "李小龙"])
        #expect(work.map(\.fullName) == ["Acme Corporation", "Jörg Müller"])
        // Jörg to the front of Friends; Grace (Other) exchanged with Acme (Work).
        try store.move(id: work[1].id, after: nil, before: friends[0].id, inSection: groups[0].section)
        let grace = try store.contacts(section: 0).first { $0.fullName == "Grace Hopper" }!
        try store.exchange(grace.id, work[0].id)
        let exported = try store.exportVCard()
        let again = try Fixtures.store(importing: Array(exported.utf8), in: directory, "again.sqlite")
        let content = try Fixtures.content(again)
        #expect(content["Friends"]?.map(\.fullName) == ["Jörg Müller", "Ada Lovelace", "李小龙"])
        #expect(content["Work"]?.map(\.fullName) == ["Grace Hopper"])
        #expect(content["Other"]?.map(\.fullName) == ["Acme Corporation", "Jane Doe"])
        let jorg = content["Friends"]![0]
        #expect(jorg.properties.first(named: "CATEGORIES")?.listValues == ["Friends", "Work", "myContacts"])
        #expect(content["Other"]![0].properties.first(named: "CATEGORIES") == nil)
        // Everything else about Jörg is as imported.
        let original = work[1].properties.filter { $0.name != "CATEGORIES" }
        #expect(jorg.properties.filter { $0.name != "CATEGORIES" } == original)
    }

    /// Seeded property test: random cards (groups, parameters, escapes, Unicode, long values)
    /// written by `VCardWriter` and read back are the same properties.
    @Test(arguments: propertySeeds([1, 2, 3, 42, 2026]))
    func randomCardsRoundTrip(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let alphabet = Array("abcXYZ 012,;:\\\"'=éü李😀\n\t-.")
        func text(_ maximum: Int) -> String {
            String((0..<random.next(below: maximum + 1)).map { _ in alphabet[random.next(below: alphabet.count)] })
        }
        for cardIndex in 0..<40 {
            var properties = [VCardProperty(name: "FN", value: VCardParser.escapeText("N\(cardIndex) " + text(12)))]
            for _ in 0..<random.next(below: 8) {
                let name = ["TEL", "EMAIL", "NOTE", "X-CUSTOM", "ADR", "URL", "X-ABLABEL"][random.next(below: 7)]
                let group = random.next(below: 3) == 0 ? "item\(random.next(below: 9))" : nil
                var parameters: [VCardProperty.Parameter] = []
                for _ in 0..<random.next(below: 3) {
                    parameters.append(.init(name: ["TYPE", "PREF", "X-P"][random.next(below: 3)],
                                            value: random.next(below: 2) == 0 ? "home" : "\"a:b;c,d\""))
                }
                let value = name == "ADR"
                    ? (0..<7).map { _ in VCardParser.escapeText(text(6)) }.joined(separator: ";")
                    : VCardParser.escapeText(text(random.next(below: 4) == 0 ? 200 : 20))
                properties.append(VCardProperty(group: group, name: name, parameters: parameters, value: value))
            }
            let contact = Contact(id: 1, givenName: "", familyName: "", fullName: "x", properties: properties)
            let written = VCardWriter.card(contact, group: ContactGroup(section: 0, name: "Other"))
            let parsed = try VCardParser.parse(written)
            #expect(parsed.skipped.isEmpty, "seed \(seed) card \(cardIndex)")
            #expect(parsed.cards.first?.properties == properties, "seed \(seed) card \(cardIndex): \(written)")
        }
    }
}

@Suite struct VCardFixtureTests {
    func drafts(_ fixture: String) throws -> VCardParser.Result { try VCardParser.parse(bytes: try Fixtures.bytes(fixture)) }

    @Test func appleKeepsEveryPropertyWithGroupsAndParameters() throws {
        let result = try drafts("apple-contacts")
        #expect(result.cards.map(\.fullName) == ["Ada Lovelace", "Acme Corporation", "Grace Hopper"])
        let ada = result.cards[0].properties
        #expect(ada.map(\.name) == ["PRODID", "N", "FN", "ORG", "TITLE", "EMAIL", "TEL", "ADR", "X-ABADR", "URL",
                                    "X-ABLABEL", "BDAY", "NOTE", "CATEGORIES", "X-SOCIALPROFILE", "PHOTO", "UID"])
        #expect(ada.first(named: "ADR")?.group == "item1")
        #expect(ada.first(named: "ADR")?.components == ["", "", "12 St James's Square", "London", "", "SW1Y 4JH", "United Kingdom"])
        #expect(ada.first(named: "EMAIL")?.parameterValues("TYPE") == ["INTERNET", "HOME", "pref"])
        #expect(ada.first(named: "NOTE")?.text == "Wrote the first program.\nLikes poetry, too.")
        let photo = try #require(Contact(id: 1, draft: result.cards[0]).photo)
        #expect(photo.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let grace = result.cards[2].properties
        #expect(grace.first(named: "X-UNKNOWN-THING")?.parameters == [.init(name: "X-PARAM", value: "\"a:b;c\"")])
        #expect(grace.first(named: "X-UNKNOWN-THING")?.value == "value; with \\, escapes")
        #expect(result.sources.map(\.version) == ["3.0", "3.0", "3.0"])
    }

    @Test func outlookLatin1AndQuotedPrintable() throws {
        let result = try drafts("outlook-contacts")
        #expect(result.skipped.isEmpty)
        #expect(result.warnings.isEmpty)
        #expect(result.cards.map(\.fullName) == ["Jörg Müller", "Hans-Jürgen Müller-Lüdenscheidt"])
        let jorg = result.cards[0]
        #expect(jorg.givenName == "Jörg")
        #expect(jorg.properties.first(named: "TITLE")?.text == "Projektleiter \u{2013} Büro")
        #expect(jorg.properties.first(named: "ADR")?.components[2] == "Straße des 17. Juni 1\nGebäude B")
        #expect(jorg.properties.first(named: "LABEL")?.text == "Straße des 17. Juni 1\nBerlin 10623")
        #expect(jorg.properties.first(named: "TEL")?.parameters == [.init(name: "TYPE", value: "WORK"), .init(name: "TYPE", value: "VOICE")])
        #expect(!jorg.properties.contains { $0.parameters.contains { $0.name == "CHARSET" || $0.name == "ENCODING" } })
        #expect(result.cards[1].properties.first(named: "NOTE")?.text == "Erste Zeile\nZweite Zeile")
    }

    @Test func phone21PhotoAgentAndNamelessCard() throws {
        let result = try drafts("phone-2.1")
        #expect(result.cards.map(\.fullName) == ["John Smith", "山田太郎"])
        #expect(result.skipped == ["line 21: card has no FN, N or ORG"])
        let john = Contact(id: 1, draft: result.cards[0])
        #expect(john.photo?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(john.phoneNumbers == ["+15550123", "+15550124"])
        let agent = try #require(john.properties.first(named: "AGENT"))
        #expect(agent.text.hasPrefix("BEGIN:VCARD\nVERSION:2.1\nN:Assistant;Mary\nFN:Mary Assistant"))
        #expect(john.properties.first(named: "X-ANDROID-CUSTOM") != nil)
        #expect(john.properties.first(named: "PHOTO")?.parameters == [.init(name: "ENCODING", value: "b"), .init(name: "TYPE", value: "PNG")])
        // Not an image: bytes, which the app's decoder refuses (initials are shown).
        #expect(Contact(id: 2, draft: result.cards[1]).photo == Array("not an image".utf8))
    }

    @Test func version4PhotoNewlineInNameAndOrganization() throws {
        let result = try drafts("vcard-4.0")
        #expect(result.cards.map(\.fullName) == ["Katherine Johnson", "Jane Doe", "Initech"])
        #expect(Contact(id: 1, draft: result.cards[0]).photo?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(Contact(id: 1, draft: result.cards[0]).phoneNumbers == ["+1-555-555-0101"])
        #expect(Contact(id: 2, draft: result.cards[1]).photo == nil)
        #expect(result.cards[1].properties.first(named: "FN")?.value == "Jane\\nDoe")
        #expect(Contact(id: 3, draft: result.cards[2]).organization == "Initech")
    }

    @Test func utf16AndStrayLatin1Bytes() throws {
        #expect(try drafts("windows-utf16").cards.map(\.fullName) == ["Zoë Ångström"])
        let stray = try drafts("stray-latin1")
        #expect(stray.cards.map(\.fullName) == ["René Dupont", "Françoise Sagan"])
        // The rest of the file is UTF-8: each line read in the guessed code page is named.
        #expect(stray.charset == "windows-1252" && stray.charsetGuessed)
        #expect(stray.warnings.map(\.description) == [
            "line 3: not valid UTF-8; read as windows-1252 (guessed; --charset NAME to override)",
            "line 4: not valid UTF-8; read as windows-1252 (guessed; --charset NAME to override)"])
        let bigEndian: [UInt8] = [0xFE, 0xFF] + "BEGIN:VCARD\nFN:Ümit\nEND:VCARD\n".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try VCardParser.parse(bytes: bigEndian).cards.map(\.fullName) == ["Ümit"])
    }

    /// A line that is not a property is kept in its card as it came, reported by its line,
    /// and exported back unchanged; the card is never skipped for it.
    @Test func aLineThatIsNotAPropertyIsKeptVerbatim() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nFN:Half Card\nthis line is not a property\nTEL:+1\nEND:VCARD\nBEGIN:VCARD\nFN:Whole\nEND:VCARD\n"
        let result = try VCardParser.parse(text)
        #expect(result.cards.map(\.fullName) == ["Half Card", "Whole"])
        #expect(result.skipped.isEmpty)
        #expect(result.warnings.map(\.description) == ["line 4: not a property (expected NAME:VALUE); kept as it is"])
        let half = result.cards[0].properties
        #expect(half.map(\.line) == ["FN:Half Card", "this line is not a property", "TEL:+1"])
        #expect(half[1].isVerbatim)
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        try store.importVCard(text)
        let exported = try store.exportVCard()
        #expect(exported.contains("\r\nthis line is not a property\r\nTEL:+1\r\n"))
        #expect(try VCardParser.parse(exported).cards.map(\.properties) == result.cards.map(\.properties))
    }

    @Test func base64Codec() throws {
        for length in 0..<20 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            #expect(Base64.decode(Base64.encode(bytes)) == bytes)
        }
        #expect(Base64.decode("a") == nil)
        #expect(Base64.decode("ab$d") == nil)
    }
}

@Suite struct SchemaMigrationTests {
    /// `schema-v1.sqlite` was written by the previous version (v1 schema: 5 sample contacts
    /// and an imported Grace Hopper with UID g-1). Read-only it reads as it is; opened for
    /// writing it is upgraded in place, losing nothing.
    @Test func aV1DatabaseIsUpgradedWithoutLoss() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        try FileManager.default.copyItem(atPath: Fixtures.directory.appendingPathComponent("schema-v1.sqlite").path, toPath: path)
        let names = ["Alan Rhodes", "Donald Knuth", "Claude Sammet", "Margaret Conway", "Tim Allen", "Grace Hopper"]
        let reader = try ContactStore(path: path, access: .readOnly)
        #expect(!reader.hasCards)
        let before = try reader.contacts()
        #expect(before.map(\.fullName) == names)
        #expect(try reader.groups().isEmpty)
        #expect(try reader.setting("layout") == nil)
        try reader.close()
        let store = try ContactStore(path: path)
        #expect(store.hasCards)
        let after = try store.contacts()
        #expect(after == before)   // ids, names, sections, keys; empty cards
        #expect(try store.integrityCheck() == "ok")
        // The UID imported by v1 still merges; the card now keeps its properties.
        let report = try store.importVCard("BEGIN:VCARD\nVERSION:3.0\nFN:Grace Hopper\nUID:g-1\nTEL:+1 555\nEND:VCARD\n")
        #expect(report.mergedCards.first?.contact.id == after[5].id)
        #expect(try store.contact(id: after[5].id)?.phoneNumbers == ["+1 555"])
        try store.close()
    }

    @Test func layoutAndSpacingAreRememberedPerDatabase() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        #expect(try store.setting("layout") == nil)
        try store.setSetting("layout", to: "Waterfall")
        try store.setSetting("spacing", to: "22.5")
        try store.setSetting("spacing", to: "22.5")
        #expect(store.lastWriteRowCount == 0)
        try store.close()
        let other = try ContactStore(path: directory.path("other.sqlite"))
        #expect(try other.setting("layout") == nil)
        let again = try ContactStore(path: directory.path(), access: .readOnly)
        #expect(try again.setting("layout") == "Waterfall")
        #expect(try again.setting("spacing") == "22.5")
    }

    @Test func groupsAreSectionsInSavedOrderWithOtherLast() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        try store.importVCard("BEGIN:VCARD\nFN:A\nCATEGORIES:Work\nEND:VCARD\nBEGIN:VCARD\nFN:B\nEND:VCARD\nBEGIN:VCARD\nFN:C\nCATEGORIES:Family,Work\nEND:VCARD\n")
        let empty = try store.group(named: "Empty")
        #expect(try store.sections().map(\.name) == ["Work", "Family", "Empty", "Other"])
        #expect(try store.allContacts().map { $0.contacts.map(\.fullName) } == [["A"], ["C"], [], ["B"]])
        // An empty group takes a drop.
        let b = try store.contacts(section: 0)[0]
        try store.move(id: b.id, after: nil, before: nil, inSection: empty.section)
        #expect(try store.contacts(section: empty.section).map(\.fullName) == ["B"])
        #expect(try store.exportVCard().contains("FN:B\r\nCATEGORIES:Empty\r\n"))
    }
}
