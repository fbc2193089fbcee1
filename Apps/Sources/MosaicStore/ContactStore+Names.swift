import GRDB

/// The light load of a window's first frame: every contact's identity, names, section and key,
/// without its card.
extension ContactStore {
    /// Every section of `sections()`, in order, with its contacts in stored order — like
    /// `allContacts()`, but each `Contact` has empty `properties`: the cards are neither read
    /// nor parsed (read one with `contact(id:)` when it is shown). One read transaction, one
    /// query over the contacts walking the `(section, orderKey)` index.
    /// - Complexity: O(n) rows of six short columns, plus O(g log g) for g groups.
    public func allContactNames() throws(StoreError) -> [(group: ContactGroup, contacts: [Contact])] {
        try read("reading the contacts' names") { db in
            let groups = hasCards ? try Self.fetchGroups(db) : []
            var bySection: [Int: [Contact]] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, givenName, familyName, fullName, section, orderKey FROM contact
                ORDER BY section, orderKey, id
                """)
            while let row = try rows.next() {
                let contact = Contact(id: try row.decode(Int64.self, atIndex: 0), givenName: try row.decode(String.self, atIndex: 1),
                                      familyName: try row.decode(String.self, atIndex: 2), fullName: try row.decode(String.self, atIndex: 3),
                                      section: try row.decode(Int.self, atIndex: 4), orderKey: try row.decode(String.self, atIndex: 5))
                bySection[contact.section, default: []].append(contact)
            }
            // The same sections as `sections()`: the groups, loose sections, then "Other".
            let named = Set(groups.map(\.section))
            let loose = bySection.keys.filter { $0 != Self.otherSection && !named.contains($0) }.sorted()
            let sections = groups + loose.map { ContactGroup(section: $0, name: "Section \($0)") }
                + [ContactGroup(section: Self.otherSection, name: Self.otherSectionName)]
            return sections.map { ($0, bySection[$0.section] ?? []) }
        }
    }
}
