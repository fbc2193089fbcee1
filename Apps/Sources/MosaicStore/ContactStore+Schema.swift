import GRDB

/// The schema, its migrations and row decoding.
///
/// ```sql
/// CREATE TABLE contact (
///   id INTEGER PRIMARY KEY AUTOINCREMENT,  -- stable, never reused
///   givenName TEXT NOT NULL, familyName TEXT NOT NULL, fullName TEXT NOT NULL,
///   section INTEGER NOT NULL DEFAULT 0,
///   orderKey TEXT NOT NULL                 -- OrderKey, compared byte-wise (BINARY)
/// );
/// CREATE INDEX contact_section_orderKey ON contact(section, orderKey);
/// CREATE TABLE storeMetadata (name TEXT PRIMARY KEY, value TEXT NOT NULL);
/// -- v2-cards (issue 11), on top of v1 without touching its rows:
/// ALTER TABLE contact ADD COLUMN card TEXT NOT NULL DEFAULT '';  -- VCardProperty lines, LF-joined
/// CREATE TABLE contactGroup (                 -- a group is a section (0 = "Other", no group)
///   section INTEGER PRIMARY KEY NOT NULL, name TEXT NOT NULL UNIQUE, position INTEGER NOT NULL
/// );
/// CREATE TABLE setting (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);  -- layout, spacing
/// ```
/// The order index is not unique: an exchange swaps two keys in two statements. A database
/// of the v1 schema is upgraded when opened for writing (the migration adds and never rewrites:
/// every contact keeps its id, names, section and key, with an empty card); a read-only open
/// of a v1 database reads it as it is (empty cards, no groups, no settings).
extension ContactStore {
    static let migrationIdentifiers: Set<String> = ["v1-contacts", "v2-cards", "v3-sync", "v4-sync-groups", "v5-sync-stamp",
                                                       "v6-sync-dirty", "v7-uidless-index"]

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-contacts") { db in
            try db.execute(sql: """
                CREATE TABLE contact (
                  id INTEGER PRIMARY KEY AUTOINCREMENT,
                  givenName TEXT NOT NULL,
                  familyName TEXT NOT NULL,
                  fullName TEXT NOT NULL,
                  section INTEGER NOT NULL DEFAULT 0,
                  orderKey TEXT NOT NULL COLLATE BINARY
                );
                CREATE INDEX contact_section_orderKey ON contact(section, orderKey);
                CREATE TABLE storeMetadata (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                """)
        }
        migrator.registerMigration("v2-cards") { db in
            try db.execute(sql: """
                ALTER TABLE contact ADD COLUMN card TEXT NOT NULL DEFAULT '';
                CREATE TABLE contactGroup (
                  section INTEGER PRIMARY KEY NOT NULL,
                  name TEXT NOT NULL UNIQUE,
                  position INTEGER NOT NULL
                );
                CREATE TABLE setting (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                """)
        }
        // CardDAV sync state (ContactStore+Sync.swift), added beside the contacts.
        migrator.registerMigration("v3-sync", migrate: createSyncTables)
        // Group cards (ContactStore+GroupSync.swift).
        migrator.registerMigration("v4-sync-groups", migrate: createGroupCardTable)
        // Which contacts changed since the last sync, found in SQL (ContactStore+SyncStamp.swift).
        migrator.registerMigration("v5-sync-stamp", migrate: addSyncStamp)
        // What a push may have to send, kept by triggers (ContactStore+SyncDirty.swift).
        migrator.registerMigration("v6-sync-dirty", migrate: createSyncDirty)
        // The contacts without a UID, found without reading every card (ContactStore+Sync.swift).
        migrator.registerMigration("v7-uidless-index", migrate: createUIDlessIndex)
        return migrator
    }

    /// The columns a `Contact` is decoded from (`Contact(row:)`); `card` reads as '' in a v1
    /// database opened read-only (not migrated).
    static func contactColumns(hasCards: Bool = true) -> String {
        "id, givenName, familyName, fullName, section, orderKey, " + (hasCards ? "card" : "'' AS card")
    }

    /// Where one contact sits: its section and raw stored key.
    struct Slot: Hashable {
        var id: Int64
        var section: Int
        var key: String

        init(id: Int64, section: Int, key: String) {
            self.id = id
            self.section = section
            self.key = key
        }

        /// Decodes `SELECT id, section, orderKey`.
        init(row: Row) throws {
            id = try row.decode(Int64.self, atIndex: 0)
            section = try row.decode(Int.self, atIndex: 1)
            key = try row.decode(String.self, atIndex: 2)
        }

        /// The stored order: by key bytes, then by id.
        func precedes(_ other: Slot) -> Bool {
            if key.utf8.elementsEqual(other.key.utf8) { return id < other.id }
            return key.utf8.lexicographicallyPrecedes(other.key.utf8)
        }
    }

    static func fetchContact(_ id: Int64, _ db: Database, hasCards: Bool = true) throws -> Contact? {
        let statement = try db.cachedStatement(sql: """
            SELECT \(contactColumns(hasCards: hasCards)) FROM contact WHERE id = ?
            """)
        return try Row.fetchOne(statement, arguments: [id]).map(Contact.init(row:))
    }
}

extension Contact {
    /// Decodes `SELECT id, givenName, familyName, fullName, section, orderKey, card`; a value of
    /// the wrong type (a damaged or hand-edited file) throws instead of trapping.
    init(row: Row) throws {
        self.init(
            id: try row.decode(Int64.self, atIndex: 0),
            givenName: try row.decode(String.self, atIndex: 1),
            familyName: try row.decode(String.self, atIndex: 2),
            fullName: try row.decode(String.self, atIndex: 3),
            section: try row.decode(Int.self, atIndex: 4),
            orderKey: try row.decode(String.self, atIndex: 5),
            properties: [VCardProperty](storedText: try row.decode(String.self, atIndex: 6)))
    }
}
