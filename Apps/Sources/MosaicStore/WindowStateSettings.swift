import GRDB

/// A small `setting` table (name → value, both text) in an app's own SQLite database: the
/// layout, the spacing, the window's state ("window." names: size, maximised, first visible
/// item) — so each database reopens as it was left. HelloContacts' schema has the table;
/// Lineup's gets it with its first save. Reading never writes (`list` stays read-only).
public enum SettingTable {
    /// Every setting whose name starts with `prefix` ("" for all), by name; empty when the
    /// database has no `setting` table.
    public static func values(prefix: String, in db: Database) throws -> [String: String] {
        guard try db.tableExists("setting") else { return [:] }
        var result: [String: String] = [:]
        let rows = try Row.fetchAll(db, sql: "SELECT name, value FROM setting WHERE substr(name, 1, ?) = ?",
                                    arguments: [prefix.count, prefix])
        for row in rows { result[row[0]] = row[1] }
        return result
    }

    /// Saves `values` inside the caller's write transaction, creating the table when missing
    /// and writing only the rows whose value changed. - Returns: how many rows it wrote (0:
    /// nothing changed, and the transaction commits no page).
    @discardableResult
    public static func save(_ values: [String: String], in db: Database) throws -> Int {
        let current = try Self.values(prefix: "", in: db)
        let changed = values.filter { current[$0.key] != $0.value }.sorted { $0.key < $1.key }
        guard !changed.isEmpty else { return 0 }
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS setting (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)")
        for (name, value) in changed {
            try db.execute(sql: "INSERT OR REPLACE INTO setting (name, value) VALUES (?, ?)", arguments: [name, value])
        }
        return changed.count
    }
}

extension ContactStore {
    /// Every setting whose name starts with `prefix` (e.g. "window."), by name; empty when
    /// none was saved (or in a v1 database, which has no settings).
    public func settings(prefix: String) throws(StoreError) -> [String: String] {
        guard hasCards else { return [:] }
        return try read("reading settings \(prefix)*") { db in try SettingTable.values(prefix: prefix, in: db) }
    }

    /// Stores several settings in one transaction, writing only the rows whose value changed
    /// (no page at all when none did).
    public func setSettings(_ values: [String: String]) throws(StoreError) {
        _ = try write("saving settings") { db, _ in try SettingTable.save(values, in: db) }
    }
}
