import GRDB

/// A group of contacts — a section of the grid. Groups come from the cards' `CATEGORIES`
/// (the first category of a card is its group) and keep the order in which they were created;
/// section 0 is "Other", the contacts without a group.
public struct ContactGroup: Hashable, Sendable, CustomStringConvertible {
    /// The section the group's contacts are stored in (0 for "Other").
    public var section: Int
    /// The group's name, as in `CATEGORIES` ("Other" for section 0).
    public var name: String

    /// A group stored in `section` under `name`.
    public init(section: Int, name: String) {
        self.section = section
        self.name = name
    }

    /// True for section 0, "Other" (no group: export writes no `CATEGORIES` for its contacts).
    public var isOther: Bool { section == ContactStore.otherSection }

    /// The group's name.
    public var description: String { name }
}

/// Groups as sections, and the settings table (layout and spacing per database).
extension ContactStore {
    /// The section of the contacts without a group.
    public static let otherSection = 0
    /// The name shown for section 0.
    public static let otherSectionName = "Other"

    /// The groups, in their saved order (without "Other").
    /// - Complexity: O(g log g) for g groups.
    public func groups() throws(StoreError) -> [ContactGroup] {
        guard hasCards else { return [] }
        return try read("reading the groups") { db in try Self.fetchGroups(db) }
    }

    /// The sections to show, in order: every group (in saved order, empty ones too — an empty
    /// group still accepts a drop), then any other section holding contacts without a group row
    /// ("Section N", e.g. written by an API caller), then "Other" (section 0), always.
    /// - Complexity: O(n) (one pass over the section index) plus O(g log g).
    public func sections() throws(StoreError) -> [ContactGroup] {
        let groups = try groups()
        let named = Set(groups.map(\.section))
        let loose = try allSections().filter { $0 != Self.otherSection && !named.contains($0) }
        return groups + loose.map { ContactGroup(section: $0, name: "Section \($0)") }
            + [ContactGroup(section: Self.otherSection, name: Self.otherSectionName)]
    }

    /// The group named `name` (trimmed; case-sensitive), created after the others if absent.
    /// "Other" (or an empty name) is section 0. One transaction.
    /// - Complexity: O(g).
    @discardableResult
    public func group(named name: String) throws(StoreError) -> ContactGroup {
        try write("creating group \(name)") { db, _ in
            let section = try Self.section(forGroup: name, db)
            return ContactGroup(section: section, name: section == Self.otherSection ? Self.otherSectionName : name.trimmingWhitespace)
        }
    }

    /// Every contact, section after section in `sections()` order, each in saved order.
    /// - Complexity: O(n log n).
    public func allContacts() throws(StoreError) -> [(group: ContactGroup, contacts: [Contact])] {
        var result: [(ContactGroup, [Contact])] = []
        for group in try sections() { result.append((group, try contacts(section: group.section))) }
        return result
    }

    // MARK: - Settings

    /// The value of a setting (e.g. "layout", "spacing"), or nil when never set (or in a v1
    /// database opened read-only).
    public func setting(_ name: String) throws(StoreError) -> String? {
        guard hasCards else { return nil }
        return try read("reading setting \(name)") { db in
            try String.fetchOne(db, sql: "SELECT value FROM setting WHERE name = ?", arguments: [name])
        }
    }

    /// Stores a setting (one row, one transaction; no write when unchanged).
    public func setSetting(_ name: String, to value: String) throws(StoreError) {
        try write("saving setting \(name)") { db, _ in
            let current = try String.fetchOne(db, sql: "SELECT value FROM setting WHERE name = ?", arguments: [name])
            guard current != value else { return }
            try db.execute(sql: "INSERT OR REPLACE INTO setting (name, value) VALUES (?, ?)", arguments: [name, value])
        }
    }

    // MARK: - Rows

    static func fetchGroups(_ db: Database) throws -> [ContactGroup] {
        try Row.fetchAll(db, sql: "SELECT section, name FROM contactGroup ORDER BY position, name, section").map { row in
            ContactGroup(section: try row.decode(Int.self, atIndex: 0), name: try row.decode(String.self, atIndex: 1))
        }
    }

    /// The section of group `name`, creating the group (after the others, in a section used by
    /// no contact, group or group card) when absent; 0 for "Other" or an empty name.
    static func section(forGroup name: String, _ db: Database) throws -> Int {
        let name = name.trimmingWhitespace
        guard !name.isEmpty, name != otherSectionName else { return otherSection }
        if let section = try Int.fetchOne(db, sql: "SELECT section FROM contactGroup WHERE name = ?", arguments: [name]) {
            return section
        }
        // A deleted group's card the server still has keeps its section (sync removes it).
        let cards = try db.tableExists("groupCard") ? " UNION ALL SELECT MAX(section) FROM groupCard" : ""
        let used = try Int.fetchOne(db, sql: """
            SELECT MAX(m) FROM (SELECT MAX(section) AS m FROM contactGroup UNION ALL SELECT MAX(section) FROM contact\(cards))
            """) ?? 0
        let position = (try Int.fetchOne(db, sql: "SELECT MAX(position) FROM contactGroup") ?? -1) + 1
        let section = max(used, 0) + 1
        try db.execute(sql: "INSERT INTO contactGroup (section, name, position) VALUES (?, ?, ?)",
                       arguments: [section, name, position])
        return section
    }
}
