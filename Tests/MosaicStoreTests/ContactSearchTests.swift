import Testing
@testable import MosaicStore

@Suite struct ContactSearchTests {
    func contact(_ id: Int64, _ name: String, _ properties: [VCardProperty] = []) -> Contact {
        Contact(id: id, givenName: "", familyName: "", fullName: name, properties: properties)
    }

    @Test func matchesNameOrganizationPhoneAndEmailIgnoringCaseAndDiacritics() {
        var search = ContactSearch()
        search.index(contact(1, "Jörg Müller", [VCardProperty(name: "ORG", value: "Contoso Ltd.;Sales"),
                                                 VCardProperty(name: "TEL", value: "+49 30 123456")]))
        search.index(contact(2, "Ada Lovelace", [VCardProperty(name: "EMAIL", value: "ada@example.org")]))
        search.index(contact(3, "Grace Hopper"))
        search.index(contact(1_000_000_000_000, "Sparse Id"))   // far beyond the dense range
        let all: [[Int64]] = [[1, 2], [3, 1_000_000_000_000]]
        func find(_ query: String) -> [[Int64]] { search.filter(all, terms: ContactSearch.terms(query)) }
        #expect(find("jorg") == [[1], []])
        #expect(find("MÜLLER") == [[1], []])
        #expect(find("contoso") == [[1], []])
        #expect(find("3012") == [[1], []])            // digits only
        #expect(find("+49 30") == [[1], []])          // every word
        #expect(find("example.org") == [[2], []])
        #expect(find("ada grace") == [[], []])
        #expect(find("sparse") == [[], [1_000_000_000_000]])
        #expect(find("") == all)
        #expect(find("   ") == all)
        #expect(!search.matches(99, terms: ["a"]))
        #expect(search.matches(3, terms: ["hop"]))
    }

    @Test func reindexingAContactReplacesItsText() {
        var search = ContactSearch()
        search.index(contact(5, "Old Name"))
        search.index(contact(5, "New Name"))
        #expect(search.filter([[5]], terms: ["old"]) == [[]])
        #expect(search.filter([[5]], terms: ["new"]) == [[5]])
    }
}
