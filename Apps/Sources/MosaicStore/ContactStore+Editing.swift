import GRDB

/// Adding and removing contacts: insert (undo of a deletion), delete, append, samples.
extension ContactStore {
    /// Deletes contact `id`: one row, one transaction.
    /// - Returns: the deleted contact (to undo with `insert(_:at:inSection:)`).
    /// - Throws: `.invalidRequest` if there is no such contact.
    /// - Complexity: O(log n).
    @discardableResult
    public func delete(id: Int64) throws(StoreError) -> Contact {
        try write("deleting contact \(id)") { db, _ in
            guard let contact = try Self.fetchContact(id, db) else {
                throw request("no contact with id \(id)")
            }
            let statement = try db.cachedStatement(sql: "DELETE FROM contact WHERE id = ?")
            try statement.execute(arguments: [id])
            return contact
        }
    }

    /// Inserts `contact` with its own id (e.g. undoing a deletion) at position `index` of
    /// `section` (default: `contact.section`), 0…count. One row, or a rebalance in the rare case
    /// no short key fits. `contact.orderKey` is ignored.
    /// - Returns: the contact as stored (with its section and new key).
    /// - Throws: `.invalidRequest` if the id exists or the index is out of range.
    /// - Complexity: O(index) for the neighbour lookup; see `insert(_:after:before:inSection:)`.
    @discardableResult
    public func insert(_ contact: Contact, at index: Int, inSection section: Int? = nil) throws(StoreError) -> Contact {
        let section = section ?? contact.section
        return try write("inserting contact \(contact.id)") { db, rebalances in
            try ensureAbsent(contact.id, db)
            let (lower, upper) = try neighbours(atIndex: index, in: section, excluding: nil, db)
            return try insertRow(contact, between: lower, and: upper, in: section, db, &rebalances)
        }
    }

    /// Inserts `contact` with its own id directly after `after` and/or before `before` (same
    /// rules as `move(id:after:before:inSection:)`).
    /// - Complexity: O(log n).
    @discardableResult
    public func insert(
        _ contact: Contact, after: Int64?, before: Int64?, inSection section: Int? = nil
    ) throws(StoreError) -> Contact {
        let section = section ?? contact.section
        return try write("inserting contact \(contact.id)") { db, rebalances in
            try ensureAbsent(contact.id, db)
            let (lower, upper) = try neighbours(after: after, before: before, in: section, excluding: contact.id, db)
            return try insertRow(contact, between: lower, and: upper, in: section, db, &rebalances)
        }
    }

    /// Adds new contacts at the end of `section`, in order, with new ids: one transaction, one
    /// row each, keys evenly spaced after the last one.
    /// - Returns: the stored contacts.
    /// - Complexity: O(k log n) for k drafts.
    @discardableResult
    public func append(_ drafts: [ContactDraft], toSection section: Int = 0) throws(StoreError) -> [Contact] {
        try write("adding \(drafts.count) contact(s)") { db, rebalances in
            try appendRows(drafts, to: section, db, &rebalances)
        }
    }

    /// Appends `count` deterministic sample contacts (`SampleContacts`) to section 0.
    /// - Complexity: O(count log n).
    @discardableResult
    public func insertSample(count: Int, seed: UInt64 = SampleContacts.defaultSeed) throws(StoreError) -> [Contact] {
        try append(SampleContacts.drafts(count: count, seed: seed))
    }

    /// Inserts `count` sample contacts the first time it is called on a database that holds no
    /// contact — what HelloContacts does on a new database — and remembers that it did (in the
    /// same transaction), so deleting every contact later does not bring the samples back, and a
    /// crash between creating the file and seeding it does not leave it empty for good.
    /// - Returns: the number of contacts inserted (0 when already seeded or not empty).
    /// - Complexity: O(count log n).
    @discardableResult
    public func seedIfNeeded(count: Int = 60, seed: UInt64 = SampleContacts.defaultSeed) throws(StoreError) -> Int {
        try write("adding sample contacts") { db, rebalances in
            let seeded = try String.fetchOne(db, sql: "SELECT value FROM storeMetadata WHERE name = 'sampleSeed'")
            guard seeded == nil else { return 0 }
            try db.execute(
                sql: "INSERT INTO storeMetadata (name, value) VALUES ('sampleSeed', ?)",
                arguments: [String(seed)])
            guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact") == 0 else { return 0 }
            return try appendRows(SampleContacts.drafts(count: count, seed: seed), to: 0, db, &rebalances).count
        }
    }

    // MARK: - Rows

    func ensureAbsent(_ id: Int64, _ db: Database) throws {
        let statement = try db.cachedStatement(sql: "SELECT 1 FROM contact WHERE id = ?")
        if try Int.fetchOne(statement, arguments: [id]) != nil {
            throw request("a contact with id \(id) already exists")
        }
    }

    func insertRow(
        _ contact: Contact, between lower: Slot?, and upper: Slot?, in section: Int,
        _ db: Database, _ rebalances: inout Int
    ) throws -> Contact {
        let key = newKey(between: lower, and: upper)
        let statement = try db.cachedStatement(sql: """
            INSERT INTO contact (id, givenName, familyName, fullName, section, orderKey, card)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        // Without a fitting key the row goes in with a placeholder and the rebalance places it.
        try statement.execute(arguments: [
            contact.id, contact.givenName, contact.familyName, contact.fullName, section,
            key?.rawValue ?? lower?.key ?? upper?.key ?? "V", contact.properties.storedText,
        ])
        if key == nil {
            var slots = try orderedSlots(in: section, db)
            slots.removeAll { $0.id == contact.id }
            var ids = slots.map(\.id)
            let index = lower.flatMap { lower in ids.firstIndex(of: lower.id).map { $0 + 1 } } ?? 0
            ids.insert(contact.id, at: index)
            let previous = Dictionary(slots.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            try rebalance(ids, in: section, previous: previous, db)
            rebalances += 1
        }
        guard let stored = try Self.fetchContact(contact.id, db) else {
            throw StoreError(path: path, reason: "contact \(contact.id) vanished while inserting", kind: .other)
        }
        return stored
    }

    func appendRows(
        _ drafts: [ContactDraft], to section: Int, _ db: Database, _ rebalances: inout Int,
        progress: ((Int) -> Void)? = nil
    ) throws -> [Contact] {
        guard !drafts.isEmpty else { return [] }
        let existing = try lastSlot(in: section, db)
        var keys: [OrderKey]?
        if let existing {
            keys = OrderKey(existing.key).flatMap { OrderKey.keys(count: drafts.count, between: $0, and: nil) }
        } else {
            keys = OrderKey.keys(count: drafts.count, between: nil, and: nil)
        }
        if let generated = keys, generated.contains(where: { $0.count > maximumKeyLength }) { keys = nil }
        // Rebalancing needs the old order before the new rows join it.
        let before = keys == nil ? try orderedSlots(in: section, db) : []
        let statement = try db.cachedStatement(sql: """
            INSERT INTO contact (givenName, familyName, fullName, section, orderKey, card) VALUES (?, ?, ?, ?, ?, ?)
            """)
        var contacts: [Contact] = []
        contacts.reserveCapacity(drafts.count)
        for (index, draft) in drafts.enumerated() {
            let key = keys?[index].rawValue ?? "V"
            try statement.execute(arguments: [draft.givenName, draft.familyName, draft.fullName, section, key,
                                              draft.properties.storedText])
            contacts.append(Contact(
                id: db.lastInsertedRowID, givenName: draft.givenName, familyName: draft.familyName,
                fullName: draft.fullName, section: section, orderKey: key, properties: draft.properties))
            if index & 1023 == 1023 { progress?(index + 1) }   // rows written so far
        }
        if keys == nil {
            let ids = before.map(\.id) + contacts.map(\.id)
            try rebalance(ids, in: section, previous: Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }), db)
            rebalances += 1
            let stored = try orderedSlots(in: section, db)
            let keyByID = Dictionary(stored.map { ($0.id, $0.key) }, uniquingKeysWith: { a, _ in a })
            for index in contacts.indices {
                contacts[index].orderKey = keyByID[contacts[index].id] ?? contacts[index].orderKey
            }
        }
        return contacts
    }

    func lastSlot(in section: Int, _ db: Database) throws -> Slot? {
        let statement = try db.cachedStatement(sql: """
            SELECT id, section, orderKey FROM contact WHERE section = ? ORDER BY orderKey DESC, id DESC LIMIT 1
            """)
        return try Row.fetchOne(statement, arguments: [section]).map(Slot.init(row:))
    }
}
