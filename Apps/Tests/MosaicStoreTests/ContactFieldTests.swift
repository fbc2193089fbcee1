import Testing
@testable import MosaicStore

/// `Contact.fields`: every property of a card in words a person reads (HelloContacts' details).
@Suite struct ContactFieldTests {
    func contact(_ fixture: String, _ index: Int) throws -> Contact {
        let draft = try VCardParser.parse(bytes: try Fixtures.bytes(fixture)).cards[index]
        return Contact(id: 1, givenName: draft.givenName, familyName: draft.familyName, fullName: draft.fullName,
                       properties: draft.properties)
    }

    @Test func appleCardInReadableWords() throws {
        let ada = try contact("apple-contacts", 0)
        #expect(ada.fields.map { "\($0.label): \($0.value)" } == [
            "Made by: -//Apple Inc.//macOS 14.5//EN",
            "Organization: Analytical Engines Ltd., Research",
            "Title: Mathematician",
            "Email (home): ada@example.org",
            "Phone (cell): +44 20 7946 0001",
            "Address (home): 12 St James's Square, London, SW1Y 4JH, United Kingdom",
            "Address format: gb",
            "Website (HomePage): https://example.org/ada",
            "Birthday: 1815-12-10",
            "Note: Wrote the first program. Likes poetry, too.",
            "Groups: Friends, Science",
            "Social profile (twitter): https://twitter.com/ada",
            "Photo: embedded PNG image, 74 bytes",
            "UID: 7E9A1C2D-0000-4000-8000-ADA000000001",
        ])
        #expect(ada.fields.map(\.property).contains("X-ABLABEL") == false, "its word labels the URL instead")
    }

    /// A line of the card that was not a property is shown as it came.
    @Test func aLineKeptVerbatimIsShownAsItCame() throws {
        let draft = try #require(try VCardParser.parse("BEGIN:VCARD\nFN:Omega\n<omega@example.com>, a\\b\nEND:VCARD\n").cards.first)
        let omega = Contact(id: 1, givenName: draft.givenName, familyName: draft.familyName, fullName: draft.fullName,
                            properties: draft.properties)
        #expect(omega.fields == [ContactField(property: "", label: "Line as imported", value: "<omega@example.com>, a\\b")])
    }

    @Test func unknownPropertiesKeepTheirNameAndEmptyOnesAreLeftOut() throws {
        let grace = try contact("apple-contacts", 2)
        #expect(grace.fields.map(\.label) == ["Nickname", "Phone (home)", "X-UNKNOWN-THING", "UID"])
        #expect(grace.fields[2].value == "value; with , escapes")
        let acme = try contact("apple-contacts", 1)
        #expect(acme.fields.first { $0.property == "ORG" }?.value == "Acme Corporation")
        #expect(acme.fields.contains { $0.label == "Email (sales)" && $0.value == "sales@acme.example" })
    }

    @Test func valuesAreTidied() throws {
        func field(_ line: String) -> ContactField? {
            Contact(id: 1, givenName: "", familyName: "", fullName: "X",
                    properties: [VCardProperty(line: line)].compactMap { $0 }).fields.first
        }
        #expect(field("TEL;VALUE=uri;TYPE=work:tel:+1-555-0100")?.value == "+1-555-0100")
        #expect(field("TEL;VALUE=uri;TYPE=work:tel:+1-555-0100")?.label == "Phone (work)")
        #expect(field("BDAY:19691231")?.value == "1969-12-31")
        #expect(field("BDAY:--1231")?.value == "--1231")
        #expect(field("GEO:geo:51.5,-0.1")?.value == "51.5,-0.1")
        #expect(field("EMAIL;TYPE=INTERNET,pref:a@b.c")?.label == "Email")
        #expect(field("ADR:;;;;;;") == nil)
        #expect(field("NOTE:two\\nlines")?.value == "two lines")
    }
}
