import Foundation
import GRDB

/// The CardDAV account a database syncs with: the server URL as given and the user name.
/// The password is never stored.
public struct SyncAccount: Hashable, Sendable {
    /// The server or address book URL, as given to `sync --server`.
    public var server: String
    /// The user name, if any.
    public var user: String?

    /// An account.
    public init(server: String, user: String?) {
        self.server = server
        self.user = user
    }
}

/// What the store knows of one contact's card on the server.
public struct SyncRecord: Hashable, Sendable {
    /// The contact (it may have been deleted locally since: then the card is deleted on the
    /// server at the next push).
    public var contactID: Int64
    /// The card's `UID`.
    public var uid: String
    /// The card's URL path on the server.
    public var href: String
    /// The server's `ETag` of the card as last agreed.
    public var etag: String
    /// The card as last agreed with the server (``SyncCard/properties(of:groupName:orderKey:)``).
    public var base: [VCardProperty]
}

/// A property changed on both sides to different values: the local value was kept, the
/// server's waits here until the user resolves it.
public struct SyncConflict: Hashable, Sendable {
    /// The conflict's row id.
    public var id: Int64
    /// The contact.
    public var contactID: Int64
    /// The contact's full name (empty when it has been deleted since).
    public var fullName: String
    /// The property's name (`NOTE`, `TEL`…).
    public var property: String
    /// The value kept (the local one).
    public var local: String
    /// The server's value.
    public var server: String
}

/// A contact to push: its card now, and its record when the server has a version of it.
public struct SyncChange: Sendable {
    /// The contact.
    public var contact: Contact
    /// The card to send (``SyncCard/properties(of:groupName:orderKey:)``).
    public var card: [VCardProperty]
    /// The last agreed version, or nil for a card the server never had.
    public var record: SyncRecord?
}

/// What the server sent in a pull: changed cards (href, ETag, properties) and deleted hrefs.
public struct SyncPull: Sendable {
    /// One changed or new card.
    public struct Card: Sendable {
        /// Its URL path.
        public var href: String
        /// Its `ETag`.
        public var etag: String
        /// Its properties (``SyncCard/parse(_:)``).
        public var properties: [VCardProperty]

        /// A pulled card.
        public init(href: String, etag: String, properties: [VCardProperty]) {
            self.href = href
            self.etag = etag
            self.properties = properties
        }
    }

    /// The changed and new cards.
    public var cards: [Card]
    /// The hrefs deleted on the server.
    public var deleted: [String]
    /// The new sync token (nil: the server gave none).
    public var token: String?
    /// True when this is a full listing: every local card whose href it lacks was deleted.
    public var isFull: Bool
    /// The address book's URL, remembered for the next sync (nil: left as it is).
    public var collection: String?

    /// A pull.
    public init(cards: [Card], deleted: [String], token: String?, isFull: Bool) {
        self.cards = cards
        self.deleted = deleted
        self.token = token
        self.isFull = isFull
    }
}

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
    /// whose row changed since the last agreement (``unstampedContactIDs(_:)``) are rendered
    /// and compared; those found unchanged are stamped (one transaction).
    /// - Complexity: O(n) in SQL plus O(k) cards rendered for k changed rows.
    public func syncOutbox() throws(StoreError) -> (deletions: [SyncRecord], changes: [SyncChange]) {
        try write("reading the changed contacts") { db, _ in
            guard try db.tableExists("syncCard") else { return ([], []) }
            var changes: [SyncChange] = []
            for id in try Self.unstampedContactIDs(db) {
                guard let contact = try Self.fetchContact(id, db) else { continue }
                let card = SyncCard.properties(of: contact, groupName: try Self.groupName(contact.section, db), orderKey: contact.orderKey)
                let record = try Self.record(contactID: id, db)
                if let record, record.base.storedText == card.storedText {
                    try Self.restamp(id, card: card, base: record.base, db)
                    continue
                }
                changes.append(SyncChange(contact: contact, card: card, record: record))
            }
            let deletions = try Row.fetchAll(db, sql: """
                SELECT contactId, uid, href, etag, base FROM syncCard WHERE contactId NOT IN (SELECT id FROM contact)
                ORDER BY contactId
                """).map(Self.record(row:))
            return (deletions, changes)
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
            // Only cards without a line starting UID are read (a no-op sync reads none).
            for row in try Row.fetchAll(db, sql: """
                SELECT id, card FROM contact WHERE NOT (card LIKE 'UID:_%' OR card LIKE 'UID;%'
                  OR instr(card, char(10) || 'UID:') > 0 OR instr(card, char(10) || 'UID;') > 0)
                """) {
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

    /// Forgets the record of a card deleted on the server (one transaction).
    public func recordDeletion(contactID: Int64) throws(StoreError) {
        try write("recording a deleted card") { db, _ in
            try db.execute(sql: "DELETE FROM syncCard WHERE contactId = ?", arguments: [contactID])
        }
    }

    /// What a pull did: ``applyPull(_:account:)``'s counts.
    public struct PullReport: Hashable, Sendable {
        /// Contacts added, updated or deleted from the server's cards.
        public var pulled = 0
        /// Cards merged with a local change.
        public var merged = 0
        /// Conflicts listed.
        public var conflicts = 0
    }

    /// Applies a pull in one transaction, with the new sync token and the account: new cards
    /// become contacts (matched first by href, then by `UID`, so nothing is added twice),
    /// changed cards replace unchanged contacts and are merged (``SyncCard/merge(base:local:server:)``)
    /// into changed ones, deleted cards delete unchanged contacts (a contact changed locally
    /// survives and is pushed again). Cards without an order key go after the keyed ones of
    /// their group, by name then `UID`.
    public func applyPull(_ pull: SyncPull, account: SyncAccount) throws(StoreError) -> PullReport {
        try write("applying the pull") { db, _ in
            var report = PullReport()
            try Self.setMetadata("syncServer", account.server, db)
            try Self.setMetadata("syncUser", account.user, db)
            if let collection = pull.collection { try Self.setMetadata("syncCollection", collection, db) }
            guard !pull.cards.isEmpty || !pull.deleted.isEmpty || pull.isFull else {
                try Self.setMetadata("syncToken", pull.token, db)   // nothing changed: no card read
                return report
            }
            // href → the record's contact and ETag (agreed cards are read only for the cards pulled).
            var records = Dictionary(try Row.fetchAll(db, sql: "SELECT href, contactId, etag FROM syncCard").map {
                ($0[0] as String, (contactID: $0[1] as Int64, etag: $0[2] as String))
            }, uniquingKeysWith: { a, _ in a })
            // UID → contact, read only when a card is new here (its href unknown).
            var uidIndex: [String: Int64]?
            func byUID(_ uid: String) throws -> Int64? {
                if uidIndex == nil {
                    var index: [String: Int64] = [:]
                    for row in try Row.fetchAll(db, sql: "SELECT id, card FROM contact") {
                        if let uid = SyncCard.uid(storedText: row[1]), index[uid] == nil { index[uid] = row[0] }
                    }
                    uidIndex = index
                }
                return uidIndex?[uid]
            }
            var deleted = pull.deleted
            if pull.isFull {
                let listed = Set(pull.cards.map(\.href))
                deleted += records.keys.filter { !listed.contains($0) }
            }
            for href in deleted {
                guard let entry = records.removeValue(forKey: href), let record = try Self.record(contactID: entry.contactID, db)
                else { continue }
                try db.execute(sql: "DELETE FROM syncCard WHERE contactId = ?", arguments: [record.contactID])
                guard try Self.fetchContact(record.contactID, db) != nil else { continue }
                if try Self.currentCard(record.contactID, db)?.storedText != record.base.storedText { continue }   // edit survives
                try db.execute(sql: "DELETE FROM contact WHERE id = ?", arguments: [record.contactID])
                report.pulled += 1
            }
            var unkeyed: [(id: Int64, name: String, uid: String)] = []
            var keyed: [Int64] = []
            let groupHrefs = try Self.groupHrefs(db)
            let groupCards = pull.cards.filter { GroupCard.form(of: $0.properties) != nil || groupHrefs.contains($0.href) }
            for card in pull.cards where GroupCard.form(of: card.properties) == nil && !groupHrefs.contains(card.href) {
                let uid = SyncCard.uid(of: card.properties) ?? card.href
                let record = records[card.href]
                if let record, record.etag == card.etag { continue }
                var id = try record?.contactID ?? byUID(uid)
                if let existing = id, try Self.fetchContact(existing, db) == nil { id = nil }
                var applied = card.properties
                let base = try id.flatMap { try Self.record(contactID: $0, db)?.base }
                if let id, let local = try Self.currentCard(id, db) {
                    if base?.storedText != local.storedText {
                        let (merged, clashes) = SyncCard.merge(base: base ?? [], local: local, server: card.properties)
                        applied = merged
                        for clash in clashes { try Self.insertConflict(id, clash, db) }
                        report.merged += 1
                        report.conflicts += clashes.count
                    }
                }
                // A group card may have moved the contact: an unchanged first category keeps its group.
                let keepSection = base.map { Self.firstCategory($0) == Self.firstCategory(applied) } ?? false
                let contactID = try applyCard(applied, to: id, keepingSection: keepSection, db)
                if !applied.contains(where: { $0.name == SyncCard.orderProperty && OrderKey($0.text) != nil }),
                   let contact = try Self.fetchContact(contactID, db) {
                    unkeyed.append((contactID, contact.fullName, uid))
                } else {
                    keyed.append(contactID)
                }
                // The agreed version is the server's card as this store renders it.
                guard let stored = try Self.fetchContact(contactID, db) else { continue }
                let serverKey = card.properties.first(named: SyncCard.orderProperty).map(\.text).flatMap(OrderKey.init)?.rawValue
                let agreed = Self.renderedServerCard(card.properties, stored, serverKey)
                try Self.saveRecord(contactID: contactID, uid: uid, href: card.href, etag: card.etag, base: agreed, db)
                records[card.href] = (contactID, card.etag)
                // As `import` remembers it: a later import of a card with this UID merges into it.
                try db.execute(sql: "INSERT OR REPLACE INTO storeMetadata (name, value) VALUES (?, ?)",
                               arguments: ["vcardUID:" + uid, String(contactID)])
                uidIndex?[uid] = contactID
                report.pulled += 1
            }
            report.pulled += try Self.applyGroupPull(groupCards, deleted: pull.deleted, isFull: pull.isFull, db)
            // Cards without a key: after the keyed ones of their group, by name then UID.
            let sorted = unkeyed.sorted { ($0.name, $0.uid) < ($1.name, $1.uid) }
            for entry in sorted {
                guard let contact = try Self.fetchContact(entry.id, db) else { continue }
                let last = try Row.fetchOne(db, sql: """
                    SELECT orderKey FROM contact WHERE section = ? AND id != ? ORDER BY orderKey DESC LIMIT 1
                    """, arguments: [contact.section, entry.id]).map { $0[0] as String }
                let key = OrderKey.key(between: last.flatMap(OrderKey.init), and: nil) ?? OrderKey("V")!
                try setPosition(entry.id, section: contact.section, key: key.rawValue, db)
            }
            try breakTies(keyed, db)
            try Self.setMetadata("syncToken", pull.token, db)
            try Self.setMetadata("syncServer", account.server, db)
            try Self.setMetadata("syncUser", account.user, db)
            return report
        }
    }

    /// Equal order keys in a group (two devices moved contacts into the same gap) are ordered
    /// by `UID`: for each pulled contact whose key another contact of its group shares, the
    /// tied contacts but the first by `UID` get keys after it, before the next key — a local
    /// change the next sync pushes; every device derives the same keys.
    func breakTies(_ pulled: [Int64], _ db: Database) throws {
        var seen: Set<String> = []
        for id in pulled {
            guard let contact = try Self.fetchContact(id, db),
                  seen.insert("\(contact.section)|\(contact.orderKey)").inserted else { continue }
            let tied = try Row.fetchAll(db, sql: "SELECT id, card FROM contact WHERE section = ? AND orderKey = ?",
                                        arguments: [contact.section, contact.orderKey])
            guard tied.count > 1 else { continue }
            let byUID = tied.map { row in (id: row[0] as Int64, uid: SyncCard.uid(storedText: row[1]) ?? "") }
                .sorted { ($0.uid, $0.id) < ($1.uid, $1.id) }
            let next = try String.fetchOne(db, sql: """
                SELECT orderKey FROM contact WHERE section = ? AND orderKey > ? ORDER BY orderKey LIMIT 1
                """, arguments: [contact.section, contact.orderKey]).flatMap(OrderKey.init)
            var previous = OrderKey(contact.orderKey)
            for entry in byUID.dropFirst() {
                guard let key = OrderKey.key(between: previous, and: next) else { break }
                try setPosition(entry.id, section: contact.section, key: key.rawValue, db)
                previous = key
            }
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
        return try String.fetchOne(db, sql: "SELECT name FROM contactGroup WHERE section = ?", arguments: [section])
    }

    /// The server's card rendered as this store would hold it (for the agreed version when a
    /// merge changed what is stored): names, group and key from the card.
    static func renderedServerCard(_ card: [VCardProperty], _ stored: Contact, _ key: String?) -> [VCardProperty] {
        guard let draft = ContactDraft(properties: card.filter { $0.name != SyncCard.orderProperty }) else { return card }
        let contact = Contact(id: stored.id, givenName: draft.givenName, familyName: draft.familyName, fullName: draft.fullName,
                              properties: draft.properties)
        let group = card.first(named: "CATEGORIES")?.listValues.first
        return SyncCard.properties(of: contact, groupName: group == ContactStore.otherSectionName ? nil : group, orderKey: key)
    }

    /// Makes contact `id` (nil: a new one) hold `card`: names, properties (without the order
    /// key), group (its first `CATEGORIES`, created when new) and position (the card's
    /// ``SyncCard/orderProperty`` when it is a valid key; else the current key, or the end of
    /// the group). With `keepingSection`, an existing contact stays in its group.
    /// - Returns: the contact's id.
    @discardableResult
    func applyCard(_ card: [VCardProperty], to id: Int64?, keepingSection: Bool = false, _ db: Database) throws -> Int64 {
        let properties = card.filter { $0.name != SyncCard.orderProperty }
        let draft = ContactDraft(properties: properties)
            ?? ContactDraft(givenName: "", familyName: "", fullName: SyncCard.uid(of: card) ?? "", properties: properties)
        let existing = try id.flatMap { try Self.fetchContact($0, db) }
        let section = try keepingSection && existing != nil ? existing!.section
            : card.first(named: "CATEGORIES")?.listValues.first.map { try Self.section(forGroup: $0, db) } ?? Self.otherSection
        var key = card.first(named: SyncCard.orderProperty).map(\.text).flatMap(OrderKey.init)?.rawValue
        if key == nil, let existing, existing.section == section { key = existing.orderKey }
        if key == nil {
            let last = try String.fetchOne(db, sql: "SELECT orderKey FROM contact WHERE section = ? ORDER BY orderKey DESC LIMIT 1",
                                           arguments: [section])
            key = (OrderKey.key(between: last.flatMap(OrderKey.init), and: nil) ?? OrderKey("V")!).rawValue
        }
        if let existing {
            try db.execute(sql: """
                UPDATE contact SET givenName = ?, familyName = ?, fullName = ?, card = ?, section = ?, orderKey = ? WHERE id = ?
                """, arguments: [draft.givenName, draft.familyName, draft.fullName, properties.storedText, section, key, existing.id])
            return existing.id
        }
        try db.execute(sql: """
            INSERT INTO contact (givenName, familyName, fullName, section, orderKey, card) VALUES (?, ?, ?, ?, ?, ?)
            """, arguments: [draft.givenName, draft.familyName, draft.fullName, section, key, properties.storedText])
        return db.lastInsertedRowID
    }

    /// The first `CATEGORIES` value of a card (its group), or nil.
    static func firstCategory(_ card: [VCardProperty]) -> String? {
        card.first(named: "CATEGORIES")?.listValues.first
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
        try db.cachedStatement(sql: "DELETE FROM syncCard WHERE href = ? AND contactId != ?").execute(arguments: [href, contactID])
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO syncCard (contactId, uid, href, etag, base) VALUES (?, ?, ?, ?, ?)")
            .execute(arguments: [contactID, uid, href, etag, base.storedText])
        try restamp(contactID, card: try Self.currentCard(contactID, db), base: base, db)
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
