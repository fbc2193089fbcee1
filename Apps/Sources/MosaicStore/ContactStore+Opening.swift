import Foundation
import GRDB

/// Opening a file safely: a new database appears whole or not at all, and an existing file is
/// examined on a read-only connection — schema, version, `PRAGMA quick_check` — before anything
/// may write to it, so a refused file stays byte-identical.
extension ContactStore {
    /// Creates a contacts database at `path` (which does not exist): builds it complete under a
    /// temporary name in the same directory, then links it into place.
    /// - Returns: true if this call created it; false if another process created a file at
    ///   `path` meanwhile (the caller examines that one like any existing file).
    static func createDatabase(at path: String) throws(StoreError) -> Bool {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).creating").path
        defer { DatabaseFile.removeWithSideFiles(temporary) }
        do {
            var configuration = Configuration()
            configuration.journalMode = .wal
            let queue = try DatabaseQueue(path: temporary, configuration: configuration)
            try migrator.migrate(queue)
            _ = try queue.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            try queue.close()
        } catch {
            throw StoreError.wrapping(error, path: path, while: "creating the database")
        }
        return try DatabaseFile.publish(temporary, at: path)
    }

    /// Opens an existing file on a read-only connection, which writes nothing to it.
    ///
    /// With `leavesNothing` (a `.readOnly` store: `list`, `export`), a closed WAL database (no
    /// `-wal` file: the main file holds every commit) is opened immutable
    /// (`file:…?immutable=1`, `ReadOnlyOpening`), so no `-wal`/`-shm` appears beside it.
    /// Otherwise SQLite needs the `-shm` index of a WAL database and creates it when it can;
    /// where it cannot (a read-only directory, a full disk) and the `-wal` file is absent or
    /// empty, the file is opened immutable instead. (URI file names: Debian's SQLite enables them.)
    static func openReadOnly(_ path: String, busyTimeout: Double, leavesNothing: Bool = false) throws(StoreError) -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(max(0, busyTimeout))
        configuration.label = "MosaicStore.readOnly"
        do {
            let queue = try DatabaseQueue(path: leavesNothing ? ReadOnlyOpening.name(for: path) : path, configuration: configuration)
            try queue.read { db in _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master") }
            return queue
        } catch {
            let wrapped = StoreError.wrapping(error, path: path)
            let walSize = DatabaseFile.size(path + "-wal") ?? 0
            guard wrapped.kind == .unwritable || wrapped.kind == .other, walSize == 0 else { throw wrapped }
            do {
                return try DatabaseQueue(path: ReadOnlyOpening.immutableURI(path), configuration: configuration)
            } catch {
                throw wrapped
            }
        }
    }

    /// Refuses what must not be opened, reading only: a damaged file (`PRAGMA quick_check`), a
    /// database of another program (no applied `v1-contacts` migration and `contact` table),
    /// one written by a newer version (unknown migrations).
    /// - Complexity: O(file size) for the quick check.
    static func verifyContents(_ reader: any DatabaseReader, path: String) throws(StoreError) {
        do {
            try reader.read { db in
                let problems = try String.fetchAll(db, sql: "PRAGMA quick_check")
                guard problems == ["ok"] else {
                    let shown = problems.prefix(3).joined(separator: "; ")
                    let more = problems.count > 3 ? "; … (\(problems.count) problems)" : ""
                    throw StoreError(
                        path: path,
                        reason: "database disk image is damaged: PRAGMA quick_check found \(shown)\(more); expected ok",
                        kind: .corrupt)
                }
                let tables = try String.fetchAll(db, sql: """
                    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
                    ORDER BY name
                    """)
                var applied: Set<String> = []
                if tables.contains("grdb_migrations") {
                    // A foreign table of that name may have other columns or types.
                    let columns = try Row.fetchAll(db, sql: "PRAGMA table_info(grdb_migrations)")
                        .compactMap { $0["name"] as String? }
                    if columns.contains("identifier") {
                        applied = Set(try String.fetchAll(db, sql: """
                            SELECT CAST(identifier AS TEXT) FROM grdb_migrations WHERE identifier IS NOT NULL
                            """))
                    }
                }
                guard applied.contains("v1-contacts"), tables.contains("contact") else {
                    throw StoreError(
                        path: path,
                        reason: "is an SQLite database but not a contacts database (tables: \(listed(tables)))",
                        kind: .foreignDatabase)
                }
                let unknown = applied.subtracting(migrationIdentifiers)
                guard unknown.isEmpty else {
                    throw StoreError(
                        path: path,
                        reason: "written by a newer version of Mosaic (unknown migrations: "
                            + unknown.sorted().joined(separator: ", ") + "); this version knows "
                            + migrationIdentifiers.sorted().joined(separator: ", "),
                        kind: .newerVersion)
                }
            }
        } catch {
            throw StoreError.wrapping(error, path: path, while: "checking the file")
        }
    }

    /// "a, b, c", "none", or the first 12 and how many more.
    private static func listed(_ tables: [String]) -> String {
        guard !tables.isEmpty else { return "none" }
        let shown = tables.prefix(12).joined(separator: ", ")
        return tables.count > 12 ? shown + ", … (\(tables.count) tables)" : shown
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
