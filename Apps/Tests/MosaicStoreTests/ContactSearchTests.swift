import Testing
import MosaicTesting
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

    /// The signature check never hides a match: on seeded random names and queries (substrings
    /// of the names and random strings), `filter` equals a plain folded substring search.
    @Test(arguments: 0..<3)
    func signaturesNeverHideAMatch(batch: Int) {
        let alphabet = Array("abcdeéö lmnoprstuü0123+@.李")
        for caseIndex in 0..<40 {
            let seed = UInt64(7_000 + batch * 100 + caseIndex)
            var rng = SplitMix64(seed: seed)
            var search = ContactSearch()
            var names: [Int64: String] = [:]
            let ids = (1...60).map { Int64($0 * (caseIndex % 3 == 0 ? 1 : 7)) }
            for id in ids {
                let name = String((0..<(3 + rng.next() % 20)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
                names[id] = name
                search.index(contact(id, name))
            }
            for q in 0..<20 {
                let query: String
                if q % 2 == 0, let name = names[ids[Int(rng.next() % UInt64(ids.count))]], name.count > 2 {
                    let a = Int(rng.next() % UInt64(name.count - 1))
                    query = String(Array(name)[a..<min(name.count, a + 1 + Int(rng.next() % 4))])
                } else {
                    query = String((0..<(1 + rng.next() % 3)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
                }
                let terms = ContactSearch.terms(query)
                let expected = ids.filter { id in
                    let text = ContactSearch.fold(names[id] ?? "")
                    return terms.allSatisfy { text.contains($0) }
                }
                #expect(search.filter([ids], terms: terms) == [expected], "seed \(seed), query \(query)")
            }
        }
    }
}

