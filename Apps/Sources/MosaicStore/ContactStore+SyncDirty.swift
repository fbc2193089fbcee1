import GRDB

/// What a push may have to send, kept by SQLite triggers in the transaction of every local
/// edit, so a sync with nothing changed finds nothing by two indexed lookups instead of
/// reading every contact (migration `v6-sync-dirty`):
///
/// ```sql
/// CREATE TABLE syncDirty (contactId INTEGER PRIMARY KEY NOT NULL);   -- contacts to compare
/// CREATE TABLE syncDirtyGroup (section INTEGER PRIMARY KEY NOT NULL) WITHOUT ROWID; -- groups
/// -- (WITHOUT ROWID: a section edited by hand into text is marked, not refused by the trigger)
/// -- triggers: a contact inserted, updated or deleted, or its card record inserted, changed
/// -- or deleted → its id; a contact inserted, deleted, moved between groups or given another
/// -- UID, a group or group card inserted, changed or deleted → the groups concerned.
/// ```
/// The tables are a superset of what changed: a marked contact or group is rendered and
/// compared with the last agreed card as before, and its mark is removed only in the
/// transaction that finds (or records) its card equal to that card — a contact when its record
/// is stamped (``restamp(_:card:base:_:)``, also in a push's transaction), a group when the
/// group outbox finds it unchanged. A sync killed between a `PUT` and its record keeps the
/// mark, so the next push sends the card again with `If-Match` (a 412 merges). The migration
/// marks every contact whose stamp does not match its row, and every group.
extension ContactStore {
    static func createSyncDirty(_ db: Database) throws {
        // The card's first `UID:` and `UID;` lines (what a group's members name).
        let uidLine = { (card: String) -> String in
            ["UID:", "UID;"].map { (tag: String) -> String in
                let rest: String = "substr(char(10) || \(card), instr(char(10) || \(card), char(10) || '\(tag)') + 1)"
                return "substr(\(rest), 1, instr(\(rest) || char(10), char(10)))"
            }.joined(separator: " || ")
        }
        let allGroups = "INSERT OR IGNORE INTO syncDirtyGroup (section) SELECT section FROM contactGroup;"
        let sql: String = """
            CREATE TABLE syncDirty (contactId INTEGER PRIMARY KEY NOT NULL);
            CREATE TABLE syncDirtyGroup (section INTEGER PRIMARY KEY NOT NULL) WITHOUT ROWID;
            CREATE TRIGGER syncDirtyContactInsert AFTER INSERT ON contact BEGIN
              INSERT OR IGNORE INTO syncDirty (contactId) VALUES (NEW.id); \(allGroups)
            END;
            CREATE TRIGGER syncDirtyContactDelete AFTER DELETE ON contact BEGIN
              INSERT OR IGNORE INTO syncDirty (contactId) VALUES (OLD.id); \(allGroups)
            END;
            CREATE TRIGGER syncDirtyContactUpdate AFTER UPDATE ON contact BEGIN
              INSERT OR IGNORE INTO syncDirty (contactId) VALUES (OLD.id), (NEW.id);
            END;
            CREATE TRIGGER syncDirtyContactSection AFTER UPDATE OF section ON contact
            WHEN OLD.section IS NOT NEW.section BEGIN
              INSERT OR IGNORE INTO syncDirtyGroup (section) VALUES (OLD.section), (NEW.section);
            END;
            CREATE TRIGGER syncDirtyContactUID AFTER UPDATE OF card, id ON contact
            WHEN OLD.id IS NOT NEW.id OR (\(uidLine("OLD.card"))) IS NOT (\(uidLine("NEW.card"))) BEGIN \(allGroups) END;
            CREATE TRIGGER syncDirtyRecordInsert AFTER INSERT ON syncCard BEGIN
              INSERT OR IGNORE INTO syncDirty (contactId) VALUES (NEW.contactId);
            END;
            CREATE TRIGGER syncDirtyRecordUpdate AFTER UPDATE OF contactId, uid, href, etag, base ON syncCard BEGIN
              INSERT OR IGNORE INTO syncDirty (contactId) VALUES (OLD.contactId), (NEW.contactId);
            END;
            CREATE TRIGGER syncDirtyRecordDelete AFTER DELETE ON syncCard BEGIN
              INSERT OR IGNORE INTO syncDirty (contactId) VALUES (OLD.contactId); \(allGroups)
            END;
            CREATE TRIGGER syncDirtyGroupInsert AFTER INSERT ON contactGroup BEGIN \(allGroups) END;
            CREATE TRIGGER syncDirtyGroupUpdate AFTER UPDATE ON contactGroup BEGIN
              INSERT OR IGNORE INTO syncDirtyGroup (section) VALUES (OLD.section), (NEW.section);
              INSERT OR IGNORE INTO syncDirty (contactId) SELECT id FROM contact WHERE section IN (OLD.section, NEW.section)
                AND OLD.name IS NOT NEW.name;
            END;
            CREATE TRIGGER syncDirtyGroupDelete AFTER DELETE ON contactGroup BEGIN
              INSERT OR IGNORE INTO syncDirtyGroup (section) VALUES (OLD.section);
              INSERT OR IGNORE INTO syncDirty (contactId) SELECT id FROM contact WHERE section = OLD.section;
            END;
            CREATE TRIGGER syncDirtyGroupCardInsert AFTER INSERT ON groupCard BEGIN
              INSERT OR IGNORE INTO syncDirtyGroup (section) VALUES (NEW.section);
            END;
            CREATE TRIGGER syncDirtyGroupCardUpdate AFTER UPDATE ON groupCard BEGIN
              INSERT OR IGNORE INTO syncDirtyGroup (section) VALUES (OLD.section), (NEW.section);
            END;
            CREATE TRIGGER syncDirtyGroupCardDelete AFTER DELETE ON groupCard BEGIN
              INSERT OR IGNORE INTO syncDirtyGroup (section) VALUES (OLD.section);
            END;
            \(allGroups)
            INSERT OR IGNORE INTO syncDirty (contactId) SELECT c.id FROM contact c
              LEFT JOIN contactGroup g ON g.section = c.section LEFT JOIN syncCard s ON s.contactId = c.id
              WHERE s.stamp IS NULL OR s.stamp != (\(stampExpression));
            INSERT OR IGNORE INTO syncDirty (contactId) SELECT contactId FROM syncCard WHERE contactId NOT IN (SELECT id FROM contact);
            """
        try db.execute(sql: sql)
    }

    /// True when the change tables exist (a database migrated read-only may lack them).
    static func hasDirtyTables(_ db: Database) throws -> Bool {
        try db.tableExists("syncDirty")
    }

    /// The ids of the contacts marked as changed since the last agreement that still exist, by
    /// group and key; marks of contacts that neither exist nor have a record are removed.
    /// - Complexity: O(k log n) for k marked contacts (an empty table answers at once).
    static func dirtyContactIDs(_ db: Database) throws -> [Int64] {
        guard try hasDirtyTables(db) else { return try unstampedContactIDs(db) }
        try db.execute(sql: """
            DELETE FROM syncDirty WHERE NOT EXISTS (SELECT 1 FROM contact WHERE id = syncDirty.contactId)
              AND NOT EXISTS (SELECT 1 FROM syncCard WHERE contactId = syncDirty.contactId)
            """)
        return try Int64.fetchAll(db, sql: """
            SELECT c.id FROM syncDirty d CROSS JOIN contact c ON c.id = d.contactId ORDER BY c.section, c.orderKey, c.id
            """)
    }

    /// The records of contacts deleted here since the last agreement. - Complexity: O(k log n).
    static func dirtyDeletions(_ db: Database) throws -> [SyncRecord] {
        // CROSS JOIN: the marks drive the loop (the planner would otherwise walk every record).
        let from = try hasDirtyTables(db) ? "syncDirty d CROSS JOIN syncCard s ON s.contactId = d.contactId" : "syncCard s"
        return try Row.fetchAll(db, sql: """
            SELECT s.contactId, s.uid, s.href, s.etag, s.base FROM \(from)
            WHERE NOT EXISTS (SELECT 1 FROM contact WHERE id = s.contactId) ORDER BY s.contactId
            """).map(record(row:))
    }

    /// How many change marks there are (what a write subtracts from the rows it reports, the
    /// marks being the triggers' rows, not the caller's). - Complexity: O(marks).
    static func markCount(_ db: Database) throws -> Int {
        guard try hasDirtyTables(db) else { return 0 }
        return try Int.fetchOne(db, sql: "SELECT (SELECT COUNT(*) FROM syncDirty) + (SELECT COUNT(*) FROM syncDirtyGroup)") ?? 0
    }

    /// Removes (`clean`) or sets the change mark of contact `id`.
    static func markContact(_ id: Int64, clean: Bool, _ db: Database) throws {
        guard try hasDirtyTables(db) else { return }
        try db.cachedStatement(sql: clean ? "DELETE FROM syncDirty WHERE contactId = ?"
                                          : "INSERT OR IGNORE INTO syncDirty (contactId) VALUES (?)").execute(arguments: [id])
    }

    /// The sections of the groups marked as changed, or nil when the database keeps no marks
    /// (every group is compared). - Complexity: O(g) for g marked groups.
    static func dirtyGroupSections(_ db: Database) throws -> Set<Int>? {
        guard try hasDirtyTables(db) else { return nil }
        return Set(try Int.fetchAll(db, sql: "SELECT section FROM syncDirtyGroup"))
    }

    /// Keeps the marks of `changed` groups only (the others were found unchanged).
    static func keepGroupMarks(_ changed: Set<Int>, _ db: Database) throws {
        guard try hasDirtyTables(db) else { return }
        for section in try Int.fetchAll(db, sql: "SELECT section FROM syncDirtyGroup") where !changed.contains(section) {
            try db.execute(sql: "DELETE FROM syncDirtyGroup WHERE section = ?", arguments: [section])
        }
    }
}
