import Foundation
import GRDB

/// Opening a file safely (`StoreFile`, with the contacts schema): a new database appears whole
/// or not at all, and an existing file is examined on a read-only connection — schema, version,
/// `PRAGMA quick_check` — before anything may write to it, so a refused file stays byte-identical.
extension ContactStore {
    /// What a contacts database holds, for `StoreFile`'s creation and checks.
    static var schema: StoreSchema {
        StoreSchema(kind: "contacts", migrator: migrator, marker: "v1-contacts", tables: ["contact"],
                    knownMigrations: migrationIdentifiers)
    }

    /// Opens the read-write pool on a verified file, applies pending migrations and makes sure
    /// this process can take the write lock now, not at the first gesture.
    static func openPool(
        _ path: String, busyTimeout: Double, durable: Bool
    ) throws(StoreError) -> DatabasePool {
        var configuration = Configuration()
        configuration.busyMode = .timeout(max(0, busyTimeout))
        configuration.label = "MosaicStore"
        configuration.maximumReaderCount = 2
        do {
            let pool = try DatabasePool(path: path, configuration: configuration)
            try migrator.migrate(pool)
            try pool.writeWithoutTransaction { db in
                // GRDB sets NORMAL for WAL; FULL also syncs the WAL at every commit.
                if durable { try db.execute(sql: "PRAGMA synchronous = FULL") }
                try db.inTransaction(.immediate) { .commit }
            }
            return pool
        } catch {
            throw StoreError.wrapping(error, path: path)
        }
    }
}
