import Foundation
import MosaicStore
import Testing

/// The contact form's model without a window: reading a card into `ContactDraft.Form`,
/// validation, and writing an edit back with every property the form does not change kept
/// exactly as it was.
@Suite struct ContactDraftFormTests {
    static let appleCard = """
        BEGIN:VCARD
        VERSION:3.0
        PRODID:-//Apple Inc.//macOS 14.0//EN
        N:Lovelace;Ada;Augusta;Countess;
        FN:Ada Lovelace
        ORG:Analytical Engines;Research
        TITLE:Mathematician
        item1.TEL;type=CELL;type=VOICE;type=pref:+44 20 7946 0018
        TEL;TYPE=WORK:+44 20 7946 0000
        item2.EMAIL;type=INTERNET;type=HOME:ada@example.org
        item2.X-ABLabel:_$!<Home>!$_
        ADR;TYPE=HOME:;Flat 2;12 St James's Square;London;;SW1Y 4JH;United Kingdom
        ADR;TYPE=WORK:;;1 Engine Row;Oxford;;;UK
        BDAY:1815-12-10
        NOTE:First programmer\\, by most accounts.
        CATEGORIES:Science,Friends
        X-SOCIALPROFILE;type=twitter:https://twitter.com/ada
        X-UNKNOWN-THING;X-PARAM="a;b":keep me \\; exactly
        UID:5E1C0A7E-ADA-1815
        END:VCARD

        """

    static func draft(_ text: String = appleCard) throws -> ContactDraft {
        let parsed = try VCardParser.parse(text)
        return try #require(parsed.cards.first)
    }

    @Test func formReadsTheCard() throws {
        let form = try Self.draft().form
        #expect(form.name == "Ada Lovelace")
        #expect(form.givenName == "Ada" && form.familyName == "Lovelace")
        #expect(form.organization == "Analytical Engines")
        #expect(form.title == "Mathematician")
        #expect(form.phones == [.init(type: "cell", value: "+44 20 7946 0018"), .init(type: "work", value: "+44 20 7946 0000")])
        #expect(form.emails == [.init(type: "home", value: "ada@example.org")])
        #expect(form.address.street == "12 St James's Square" && form.address.locality == "London")
        #expect(form.address.postalCode == "SW1Y 4JH" && form.address.country == "United Kingdom")
        #expect(form.birthday == "1815-12-10")
        #expect(form.notes == "First programmer, by most accounts.")
        #expect(form.groups == ["Science", "Friends"])
    }

    @Test func anUnchangedFormChangesNothing() throws {
        let draft = try Self.draft()
        let applied = try draft.applying(draft.form)
        #expect(applied.properties == draft.properties)
        #expect(applied.fullName == draft.fullName)
    }

    @Test func renamingRewritesOnlyTheNames() throws {
        let draft = try Self.draft()
        var form = draft.form
        form.name = "Ada King"
        form.familyName = "King"
        let applied = try draft.applying(form)
        #expect(applied.fullName == "Ada King")
        #expect(applied.properties.first(named: "N")?.value == "King;Ada;Augusta;Countess;")
        let others = { (p: [VCardProperty]) in p.filter { $0.name != "FN" && $0.name != "N" } }
        #expect(others(applied.properties) == others(draft.properties))
        #expect(applied.properties.map(\.name) == draft.properties.map(\.name))
    }

    @Test func editingAPhoneKeepsItsGroupAndOtherParameters() throws {
        let draft = try Self.draft()
        var form = draft.form
        form.phones[0].value = "+44 20 7946 0999"
        form.phones[1].type = "home"
        let applied = try draft.applying(form)
        let tels = applied.properties.filter { $0.name == "TEL" }
        #expect(tels.count == 2)
        #expect(tels[0].line == "item1.TEL;TYPE=CELL;TYPE=VOICE;TYPE=pref:+44 20 7946 0999")
        #expect(tels[1].line == "TEL;TYPE=home:+44 20 7946 0000")
        #expect(applied.properties.filter { $0.name != "TEL" } == draft.properties.filter { $0.name != "TEL" })
    }

    @Test func editingTheAddressKeepsTheSecondAndTheUnshownParts() throws {
        let draft = try Self.draft()
        var form = draft.form
        form.address.locality = "Londres"
        let applied = try draft.applying(form)
        let adrs = applied.properties.filter { $0.name == "ADR" }
        #expect(adrs[0].value == ";Flat 2;12 St James's Square;Londres;;SW1Y 4JH;United Kingdom")
        #expect(adrs[1] == draft.properties.filter { $0.name == "ADR" }[1])
    }

    @Test func aNewContactFromTheForm() throws {
        var form = ContactDraft.Form()
        form.name = "Zora Quist"
        form.phones = [.init(type: "cell", value: "+1 555 0100"), .init(type: "home", value: "")]
        form.emails = [.init(type: "work", value: "zora@example.com")]
        form.notes = "Met at the\nconference; bring notes"
        let draft = try ContactDraft(form: form)
        #expect(draft.fullName == "Zora Quist" && draft.givenName == "Zora" && draft.familyName == "Quist")
        #expect(draft.properties.map(\.line) == [
            "FN:Zora Quist", "N:Quist;Zora;;;", "TEL;TYPE=cell:+1 555 0100", "EMAIL;TYPE=work:zora@example.com",
            "NOTE:Met at the\\nconference\\; bring notes",
        ])
        // Read back, the form is what was typed (empty rows dropped).
        var expected = form
        expected.phones.removeLast()
        expected.givenName = "Zora"
        expected.familyName = "Quist"
        #expect(draft.form == expected)
    }

    @Test func invalidInputIsRefusedWithAMessagePerField() throws {
        #expect(throws: ContactFormProblems.self) { try ContactDraft(form: ContactDraft.Form()) }
        var form = ContactDraft.Form()
        form.name = "Bad Mail"
        form.emails = [.init(value: "bad.example.org"), .init(value: "ok@example.org"), .init(value: "two words@x")]
        form.phones = [.init(value: "call me")]
        form.birthday = "10/12/1815"
        let problems = try #require(form.problems())
        #expect(Set(problems.messages.keys) == [.email(0), .email(2), .phone(0), .birthday])
        #expect(problems.messages[.email(0)] == "“bad.example.org” is not an e-mail address: it has no @.")
        let empty = try #require(ContactDraft.Form().problems())
        #expect(empty.messages.keys.contains(.contact))
    }

    @Test func anUnchangedBirthdayInAnotherFormatIsNotHeldAgainstAnEdit() throws {
        let draft = try Self.draft(Self.appleCard.replacingOccurrences(of: "BDAY:1815-12-10", with: "BDAY:19531015T231000Z"))
        var form = draft.form
        form.title = "Countess"
        let applied = try draft.applying(form)
        #expect(applied.properties.first(named: "BDAY")?.value == "19531015T231000Z")
        #expect(applied.properties.first(named: "TITLE")?.value == "Countess")
    }

    @Test func aPhotoIsWrittenAndRead() throws {
        let draft = try Self.draft()
        var form = draft.form
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        form.photo = png
        let applied = try draft.applying(form)
        #expect(applied.form.photo == png)
        #expect(applied.properties.first(named: "PHOTO")?.parameters.map(\.value) == ["b", "PNG"])
        form.photo = nil
        #expect(try applied.applying(form).properties.first(named: "PHOTO") == nil)
    }

    @Test func theStoreSavesAnEditAndKeepsEveryOtherProperty() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ContactDraftFormTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try ContactStore(path: directory.appendingPathComponent("c.sqlite").path)
        let stored = try #require(try store.importVCard(Self.appleCard).imported.first)
        var form = stored.draft.form
        form.emails.append(.init(type: "work", value: "ada@engines.example"))
        try store.update(id: stored.id, with: try stored.draft.applying(form))
        let reread = try #require(try store.contact(id: stored.id))
        #expect(reread.emailAddresses == ["ada@example.org", "ada@engines.example"])
        #expect(reread.properties.filter { $0.name != "EMAIL" } == stored.properties.filter { $0.name != "EMAIL" })
        #expect(try store.exportVCard().contains("X-UNKNOWN-THING;X-PARAM=\"a;b\":keep me \\; exactly"))
        try store.close()
    }

    /// Every card of the shared corpus of real vCards (when present beside the repository):
    /// an unchanged form changes nothing, and a rename keeps every other property.
    @Test func realCardsSurviveAnEdit() throws {
        // The repository's `../shared` (a worktree sits one level deeper).
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardizedFileURL
        let candidates = ["../shared/vcards/corpus", "../../shared/vcards/corpus"].map { root.appendingPathComponent($0).standardizedFileURL }
        guard let corpus = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }),
              let files = FileManager.default.enumerator(atPath: corpus.path)?.compactMap({ $0 as? String }).filter({ $0.hasSuffix(".vcf") }),
              !files.isEmpty else { return }
        var cards = 0
        for file in files.sorted() {
            guard let data = FileManager.default.contents(atPath: corpus.appendingPathComponent(file).path),
                  let parsed = try? VCardParser.parse(bytes: [UInt8](data)) else { continue }
            for draft in parsed.cards {
                cards += 1
                let form = draft.form
                guard form.problems(comparedWith: form) == nil else { continue }
                let unchanged = try draft.applying(form).properties
                #expect(unchanged == draft.properties,
                        "\(file): \(draft.fullName): \(Set(unchanged.map(\.line)).symmetricDifference(draft.properties.map(\.line)))")
                var renamed = form
                renamed.name = "Renamed Person"
                renamed.givenName = "Renamed"
                renamed.familyName = "Person"
                let applied = try draft.applying(renamed)
                let others = { (p: [VCardProperty]) in p.filter { $0.name != "FN" && $0.name != "N" } }
                #expect(others(applied.properties) == others(draft.properties), "\(file): \(draft.fullName)")
            }
        }
        print("ContactDraftFormTests: \(cards) corpus cards from \(files.count) files")
        #expect(cards > 0)
    }
}
