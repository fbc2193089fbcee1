import Foundation
import GRDB

/// What an app's SQLite file must hold, for ``StoreFile``: the migrations that build it, the
/// migration and tables that mark it as the app's, and every migration this version knows.
public struct StoreSchema {
    /// The kind of database, in messages: "contacts" → "… but not a contacts database".
    public var kind: String
    /// Builds (and brings up to date) the schema.
    public var migrator: DatabaseMigrator
    /// The applied migration that marks a database of this kind ("v1-contacts").
    public var marker: String
    /// Tables a database of this kind has.
    public var tables: [String]
    /// Every migration this version knows; another applied one means a newer version wrote the file.
    public var knownMigrations: Set<String>

    /// A schema; see the properties.
    public init(kind: String, migrator: DatabaseMigrator, marker: String, tables: [String], knownMigrations: Set<String>) {
        self.kind = kind
        self.migrator = migrator
        self.marker = marker
        self.tables = tables
        self.knownMigrations = knownMigrations
    }
}

/// Opening an app's SQLite file safely, as `ContactStore` opens its own: a new database appears
/// whole or not at all (built under a temporary name, then linked into place), and an existing
/// file is examined — type, size, SQLite's header, whole pages — and then, on a read-only
/// connection, `PRAGMA quick_check`, the schema and the migration version, before anything may
/// write to it, so a refused file stays byte-identical. Every failure is a `StoreError` naming
/// the file.
public enum StoreFile {
    /// Examines the file at `path` and returns true when it exists and may be opened; false when
    /// nothing is there (for `readOnly: false`, its missing directories are created).
    /// - Throws: `StoreError` for an empty path, a directory or other non-file, a file this
    ///   process cannot read (or write), or one that is not a whole SQLite database.
    public static func examine(_ path: String, readOnly: Bool) throws(StoreError) -> Bool {
        try DatabaseFile.examine(path, access: readOnly ? .readOnly : .readWrite) == .existing
    }

    /// Creates the database at `path` (where nothing exists) with `schema`'s migrations:
    /// complete under a temporary name in the same directory, in WAL mode, then linked into
    /// place.
    /// - Returns: true if this call created it; false if another process created a file at
    ///   `path` meanwhile (examine and verify that one like any existing file).
    public static func create(at path: String, schema: StoreSchema) throws(StoreError) -> Bool {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).creating").path
        defer { DatabaseFile.removeWithSideFiles(temporary) }
        do {
            var configuration = Configuration()
            configuration.journalMode = .wal
            let queue = try DatabaseQueue(path: temporary, configuration: configuration)
            try schema.migrator.migrate(queue)
            _ = try queue.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            try queue.close()
        } catch {
            throw StoreError.wrapping(error, path: path, while: "creating the database")
        }
        return try DatabaseFile.publish(temporary, at: path)
    }

    /// Opens an existing file on a read-only connection, which writes nothing to it.
    ///
    /// With `leavesNothing` (a read-only store: listing, exporting), a closed WAL database (no
    /// `-wal` file: the main file holds every commit) is opened immutable
    /// (`file:…?immutable=1`, `ReadOnlyOpening`), so no `-wal`/`-shm` appears beside it.
    /// Otherwise SQLite needs the `-shm` index of a WAL database and creates it when it can;
    /// where it cannot (a read-only directory, a full disk) and the `-wal` file is absent or
    /// empty, the file is opened immutable instead. (URI file names: Debian's SQLite enables them.)
    public static func openReadOnly(_ path: String, busyTimeout: Double, leavesNothing: Bool = false) throws(StoreError) -> DatabaseQueue {
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
    /// database of another program (without `schema.marker` applied and `schema.tables`), one
    /// written by a newer version (unknown migrations).
    /// - Complexity: O(file size) for the quick check.
    public static func verify(_ reader: any DatabaseReader, path: String, schema: StoreSchema) throws(StoreError) {
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
                guard applied.contains(schema.marker), Set(tables).isSuperset(of: schema.tables) else {
                    throw StoreError(
                        path: path,
                        reason: "is an SQLite database but not a \(schema.kind) database (tables: \(listed(tables)))",
                        kind: .foreignDatabase)
                }
                let unknown = applied.subtracting(schema.knownMigrations)
                guard unknown.isEmpty else {
                    throw StoreError(
                        path: path,
                        reason: "written by a newer version of Mosaic (unknown migrations: "
                            + unknown.sorted().joined(separator: ", ") + "); this version knows "
                            + schema.knownMigrations.sorted().joined(separator: ", "),
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
}
