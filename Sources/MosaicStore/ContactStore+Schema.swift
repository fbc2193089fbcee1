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
/// ```
/// The order index is not unique: an exchange swaps two keys in two statements.
extension ContactStore {
    static let migrationIdentifiers: Set<String> = ["v1-contacts"]

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
        return migrator
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

    static func fetchContact(_ id: Int64, _ db: Database) throws -> Contact? {
        let statement = try db.cachedStatement(sql: """
            SELECT id, givenName, familyName, fullName, section, orderKey FROM contact WHERE id = ?
            """)
        return try Row.fetchOne(statement, arguments: [id]).map(Contact.init(row:))
    }
}

extension Contact {
    /// Decodes `SELECT id, givenName, familyName, fullName, section, orderKey`; a value of the
    /// wrong type (a damaged or hand-edited file) throws instead of trapping.
    init(row: Row) throws {
        self.init(
            id: try row.decode(Int64.self, atIndex: 0),
            givenName: try row.decode(String.self, atIndex: 1),
            familyName: try row.decode(String.self, atIndex: 2),
            fullName: try row.decode(String.self, atIndex: 3),
            section: try row.decode(Int.self, atIndex: 4),
            orderKey: try row.decode(String.self, atIndex: 5))
    }
}
