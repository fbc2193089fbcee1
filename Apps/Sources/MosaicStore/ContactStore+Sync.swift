import Foundation
import GRDB

/// Sync state in the database (migration `v3-sync`):
///
/// ```sql
/// CREATE TABLE syncCard (            -- one row per card the server has, as last agreed
///   contactId INTEGER PRIMARY KEY NOT NULL,  -- the contact (a row outliving it = delete on push)
///   uid TEXT NOT NULL, href TEXT NOT NULL UNIQUE, etag TEXT NOT NULL,
///   base TEXT NOT NULL                       -- the agreed card, VCardProperty lines LF-joined
/// );
/// CREATE TABLE syncConflict (id INTEGER PRIMARY KEY AUTOINCREMENT, contactId INTEGER NOT NULL,
///   property TEXT NOT NULL, localValue TEXT NOT NULL, serverValue TEXT NOT NULL);
/// -- storeMetadata: syncServer, syncUser (the account), syncToken (the last sync-collection token)
/// ```
/// A contact is changed locally when its card now differs from `base`; no write path of the
/// app needs to know about sync.
extension ContactStore {
    static func createSyncTables(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE syncCard (
              contactId INTEGER PRIMARY KEY NOT NULL,
              uid TEXT NOT NULL,
              href TEXT NOT NULL UNIQUE,
              etag TEXT NOT NULL,
              base TEXT NOT NULL
            );
            CREATE TABLE syncConflict (
              id INTEGER PRIMARY KEY AUTOINCREMENT,
              contactId INTEGER NOT NULL,
              property TEXT NOT NULL,
              localValue TEXT NOT NULL,
              serverValue TEXT NOT NULL
            );
            """)
    }

    /// True when the sync tables exist (a database not yet migrated, opened read-only, has none).
    private func hasSyncTables() throws(StoreError) -> Bool {
        try read("reading the schema") { db in try db.tableExists("syncCard") }
    }

    // MARK: - Reading

    /// The account remembered by the last successful sync, or nil.
    public func syncAccount() throws(StoreError) -> SyncAccount? {
        try read("reading the sync account") { db in
            guard let server = try Self.metadata("syncServer", db) else { return nil }
            return SyncAccount(server: server, user: try Self.metadata("syncUser", db))
        }
    }

    /// The sync token of the last pull, or nil.
    public func syncToken() throws(StoreError) -> String? {
        try read("reading the sync token") { db in try Self.metadata("syncToken", db) }
    }

    /// Every card record, by contact id.
    public func syncRecords() throws(StoreError) -> [SyncRecord] {
        guard try hasSyncTables() else { return [] }
        return try read("reading the sync records") { db in try Self.fetchRecords(db) }
    }

    /// The unresolved conflicts, by contact and property.
    public func syncConflicts() throws(StoreError) -> [SyncConflict] {
        guard try hasSyncTables() else { return [] }
        return try read("reading the conflicts") { db in
            try Row.fetchAll(db, sql: """
                SELECT c.id, c.contactId, COALESCE(k.fullName, ''), c.property, c.localValue, c.serverValue
                FROM syncConflict c LEFT JOIN contact k ON k.id = c.contactId ORDER BY c.contactId, c.property, c.id
                """).map { row in
                SyncConflict(id: row[0], contactID: row[1], fullName: row[2], property: row[3], local: row[4], server: row[5])
            }
        }
    }

    /// Every contact's card as it would be sent now, in `allContacts()` order.
    public func syncCards() throws(StoreError) -> [(contact: Contact, card: [VCardProperty])] {
        try allContacts().flatMap { group, contacts in
            contacts.map { ($0, SyncCard.properties(of: $0, groupName: group.isOther ? nil : group.name, orderKey: $0.orderKey)) }
        }
    }

    /// What a push sends: the records of contacts deleted locally, and the contacts whose card
    /// differs from the last agreed version (or that the server never had). Only the contacts
    /// marked as changed since the last agreement (``dirtyContactIDs(_:)``) are rendered and
    /// compared; those found unchanged are stamped and unmarked (one transaction).
    /// - Complexity: O(k log n) for k marked contacts; nothing marked answers by two indexed lookups.
    public func syncOutbox() throws(StoreError) -> (deletions: [SyncRecord], changes: [SyncChange]) {
        try write("reading the changed contacts") { db, _ in
            guard try db.tableExists("syncCard") else { return ([], []) }
            var changes: [SyncChange] = []
            for id in try Self.dirtyContactIDs(db) {
                guard let contact = try Self.fetchContact(id, db) else { continue }
                let card = SyncCard.properties(of: contact, groupName: try Self.groupName(contact.section, db), orderKey: contact.orderKey)
                let record = try Self.record(contactID: id, db)
                if let record, record.base.storedText == card.storedText {
                    try Self.restamp(id, card: card, base: record.base, db)
                    continue
                }
                changes.append(SyncChange(contact: contact, card: card, record: record))
            }
            return (try Self.dirtyDeletions(db), changes)
        }
    }

    // MARK: - Writing

    /// Gives every contact without a `UID` a new one (`UID:<uuid>`, lowercase), in one
    /// transaction, so a card is never pushed twice under two identities.
    /// - Returns: the number of contacts given one.
    @discardableResult
    public func assignMissingUIDs() throws(StoreError) -> Int {
        try write("giving contacts a UID") { db, _ in
            var count = 0
            // Only cards without a line starting UID are read, through the partial index of
            // migration `v7-uidless-index` (a no-op sync reads none, and scans no table).
            for row in try Row.fetchAll(db, sql: "SELECT id, card FROM contact WHERE \(Self.uidlessCondition)") {
                var properties = [VCardProperty](storedText: row[1])
                guard SyncCard.uid(of: properties) == nil else { continue }
                properties.removeAll { $0.name == "UID" }
                properties.append(VCardProperty(name: "UID", value: UUID().uuidString.lowercased()))
                try db.execute(sql: "UPDATE contact SET card = ? WHERE id = ?", arguments: [properties.storedText, row[0] as Int64])
                try db.execute(sql: "INSERT OR REPLACE INTO storeMetadata (name, value) VALUES (?, ?)",
                               arguments: ["vcardUID:" + (SyncCard.uid(of: properties) ?? ""), String(row[0] as Int64)])
                count += 1
            }
            return count
        }
    }

    /// Records that the server now holds `card` for contact `contactID` at `href` with `etag`
    /// (one transaction). With `merged` (after a 412), the contact itself takes that card —
    /// names, properties, group and order — and `clashes` are listed as conflicts.
    public func recordPush(
        contactID: Int64, href: String, etag: String, card: [VCardProperty], mergedInto merged: Bool = false,
        clashes: [SyncCard.Clash] = []
    ) throws(StoreError) {
        try write("recording a pushed card") { db, _ in
            if merged { try applyCard(card, to: contactID, db) }
            try Self.saveRecord(contactID: contactID, uid: SyncCard.uid(of: card) ?? "", href: href, etag: etag, base: card, db)
            for clash in clashes { try Self.insertConflict(contactID, clash, db) }
        }
    }

    /// The contacts whose card has no line starting `UID:` (with a value) or `UID;`, as SQL —
    /// the condition of the partial index `contact_uidless` (migration `v7-uidless-index`), so
    /// a query with exactly this condition reads only those contacts.
    static let uidlessCondition = """
        NOT (card LIKE 'UID:_%' OR card LIKE 'UID;%' OR instr(card, char(10) || 'UID:') > 0 OR instr(card, char(10) || 'UID;') > 0)
        """

    /// Migration `v7-uidless-index`: `CREATE INDEX contact_uidless ON contact(id) WHERE`
    /// ``uidlessCondition`` — the contacts ``assignMissingUIDs()`` gives a `UID`, found
    /// without reading every card.
    static func createUIDlessIndex(_ db: Database) throws {
        try db.execute(sql: "CREATE INDEX contact_uidless ON contact(id) WHERE \(uidlessCondition)")
    }

    /// Forgets the record of a card deleted on the server (one transaction).
    public func recordDeletion(contactID: Int64) throws(StoreError) {
        try write("recording a deleted card") { db, _ in
            try db.execute(sql: "DELETE FROM syncCard WHERE contactId = ?", arguments: [contactID])
        }
    }

    /// Remembers the account without pulling (one transaction).
    public func rememberSyncAccount(_ account: SyncAccount) throws(StoreError) {
        try write("remembering the sync account") { db, _ in
            try Self.setMetadata("syncServer", account.server, db)
            try Self.setMetadata("syncUser", account.user, db)
        }
    }

    // MARK: - Rows

    /// The card contact `id` would be sent as now, or nil when it does not exist.
    static func currentCard(_ id: Int64, _ db: Database) throws -> [VCardProperty]? {
        guard let contact = try Self.fetchContact(id, db) else { return nil }
        return SyncCard.properties(of: contact, groupName: try Self.groupName(contact.section, db), orderKey: contact.orderKey)
    }

    /// The name of the group of `section`, nil for "Other" (or a section without a group).
    static func groupName(_ section: Int, _ db: Database) throws -> String? {
        guard section != Self.otherSection else { return nil }
        return try String.fetchOne(db.cachedStatement(sql: "SELECT name FROM contactGroup WHERE section = ?"), arguments: [section])
    }

    /// The hrefs of the group cards the server has.
    static func groupHrefs(_ db: Database) throws -> Set<String> {
        guard try db.tableExists("groupCard") else { return [] }
        return Set(try String.fetchAll(db, sql: "SELECT href FROM groupCard WHERE href IS NOT NULL"))
    }

    static func fetchRecords(_ db: Database) throws -> [SyncRecord] {
        try Row.fetchAll(db, sql: "SELECT contactId, uid, href, etag, base FROM syncCard ORDER BY contactId").map(record(row:))
    }

    static func record(contactID: Int64, _ db: Database) throws -> SyncRecord? {
        try Row.fetchOne(db, sql: "SELECT contactId, uid, href, etag, base FROM syncCard WHERE contactId = ?",
                         arguments: [contactID]).map(record(row:))
    }

    static func record(row: Row) -> SyncRecord {
        SyncRecord(contactID: row[0], uid: row[1], href: row[2], etag: row[3], base: [VCardProperty](storedText: row[4]))
    }

    static func saveRecord(contactID: Int64, uid: String, href: String, etag: String, base: [VCardProperty], _ db: Database) throws {
        try saveRecord(contactID: contactID, uid: uid, href: href, etag: etag, base: base, current: try currentCard(contactID, db), db)
    }

    /// ``saveRecord(contactID:uid:href:etag:base:_:)`` with the contact's `current` card (as
    /// ``currentCard(_:_:)`` renders it now; nil: no such contact) known to the caller.
    static func saveRecord(contactID: Int64, uid: String, href: String, etag: String, base: [VCardProperty],
                           current: [VCardProperty]?, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM syncCard WHERE href = ? AND contactId != ?").execute(arguments: [href, contactID])
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO syncCard (contactId, uid, href, etag, base) VALUES (?, ?, ?, ?, ?)")
            .execute(arguments: [contactID, uid, href, etag, base.storedText])
        try restamp(contactID, card: current, base: base, db)
    }

    static func metadata(_ name: String, _ db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM storeMetadata WHERE name = ?", arguments: [name])
    }

    static func setMetadata(_ name: String, _ value: String?, _ db: Database) throws {
        if let value {
            try db.execute(sql: "INSERT OR REPLACE INTO storeMetadata (name, value) VALUES (?, ?)", arguments: [name, value])
        } else {
            try db.execute(sql: "DELETE FROM storeMetadata WHERE name = ?", arguments: [name])
        }
    }
}
