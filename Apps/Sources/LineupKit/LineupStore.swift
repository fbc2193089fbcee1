import Foundation
import GRDB
import MosaicStore

/// The team and its named lineups in SQLite (GRDB, WAL): paddlers, lineups, and one row per
/// occupied position (0 drummer, 1…20 the rows, 21 steerer, 22… the bench; a boat position
/// without a row is an empty seat). Each committed
/// change is one transaction writing only the positions that changed — an exchange two rows;
/// a cancelled drag writes nothing.
///
/// A file you can trust, as HelloContacts' store: only a path where nothing exists is
/// created (whole, under a temporary name, then linked into place); an existing file is
/// examined before anything writes to it — SQLite's header, whole pages, `PRAGMA quick_check`,
/// the lineup schema, the migration version — and refused with a ``LineupStoreError`` if any
/// fails, left byte-identical.
public final class LineupStore {
    /// How the store opens its file.
    public enum Access: Sendable {
        /// Never creates or writes (`lineup list`).
        case readOnly
        /// Creates a missing file; writes commits.
        case readWrite
    }

    /// The database file.
    public let path: String
    /// True when this open created the file.
    public let isNew: Bool
    private var queue: DatabaseQueue?

    /// The migrations this version knows, in order.
    public static let knownMigrations = ["v1-lineup", "v2-roster"]
    static let tables = ["lineup", "paddler", "seat"]

    /// Opens (or, read-write at a path where nothing exists, creates) the database at `path`;
    /// `busyTimeout` is how long, in seconds, a write waits for another connection's lock
    /// before failing with "database is locked".
    /// - Throws: ``LineupStoreError`` naming the file and what was wrong; the file is not touched.
    public init(path: String, access: Access = .readWrite, busyTimeout: Double = 1) throws(LineupStoreError) {
        self.path = path
        do {
            // The store's own opening (MosaicStore's `StoreFile`, as `ContactStore` opens its file).
            var created = false
            if try !StoreFile.examine(path, readOnly: access == .readOnly) {
                guard access == .readWrite else { throw LineupStoreError(path: path, reason: "no such file") }
                created = try StoreFile.create(at: path, schema: Self.schema)
                if !created { _ = try StoreFile.examine(path, readOnly: false) }
            }
            // Read-only: nothing is created beside the file (`ReadOnlyOpening`), on a full disk too.
            let reader = try StoreFile.openReadOnly(path, busyTimeout: busyTimeout, leavesNothing: access == .readOnly)
            try StoreFile.verify(reader, path: path, schema: Self.schema)
            if access == .readOnly {
                queue = reader
            } else {
                try reader.close()
                var configuration = Configuration()
                configuration.busyMode = .timeout(max(0, busyTimeout))
                configuration.journalMode = .wal
                let writer = try DatabaseQueue(path: path, configuration: configuration)
                // A database of an earlier version gains what this one adds (never rewriting a row).
                try Self.migrator.migrate(writer)
                queue = writer
            }
            isNew = created
        } catch {
            throw LineupStoreError.wrapping(error, path: path)
        }
    }

    /// What a lineup database holds, for `StoreFile`'s creation and checks.
    static var schema: StoreSchema {
        StoreSchema(kind: "lineup", migrator: migrator, marker: "v1-lineup", tables: tables, knownMigrations: Set(knownMigrations))
    }

    static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        m.registerMigration("v1-lineup") { db in
            try db.execute(sql: """
                CREATE TABLE paddler (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, weight REAL NOT NULL,
                                      side TEXT NOT NULL, roles TEXT NOT NULL, injured INTEGER NOT NULL DEFAULT 0);
                CREATE TABLE lineup (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, locked INTEGER NOT NULL DEFAULT 0);
                CREATE TABLE seat (lineup INTEGER NOT NULL REFERENCES lineup(id) ON DELETE CASCADE,
                                   position INTEGER NOT NULL, paddler INTEGER NOT NULL REFERENCES paddler(id),
                                   PRIMARY KEY (lineup, position));
                """)
        }
        // Roster editing (issue 28): paddlers may be marked unavailable, and a boat position
        // without a row is an empty seat (which an older version would refuse to load: this
        // migration makes it refuse the file as a newer version's instead). Every paddler,
        // seat and order stays as it was.
        m.registerMigration("v2-roster") { db in
            try db.execute(sql: "ALTER TABLE paddler ADD COLUMN unavailable INTEGER NOT NULL DEFAULT 0")
        }
        return m
    }

    private func db() throws(LineupStoreError) -> DatabaseQueue {
        guard let queue else { throw LineupStoreError(path: path, reason: "the store is closed") }
        return queue
    }

    func read<T>(_ body: (Database) throws -> T) throws(LineupStoreError) -> T {
        do { return try db().read(body) } catch { throw LineupStoreError.wrapping(error, path: path) }
    }

    func write<T>(_ body: (Database) throws -> T) throws(LineupStoreError) -> T {
        do { return try db().write(body) } catch { throw LineupStoreError.wrapping(error, path: path) }
    }

    /// The lineups' names, in the order they were created.
    public func lineupNames() throws(LineupStoreError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT name FROM lineup ORDER BY id") }
    }

    /// Every paddler of the team, by id.
    public func team() throws(LineupStoreError) -> [Int: Paddler] {
        let path = self.path
        // `*`: a database of version 1 opened read-only (not migrated) has no `unavailable` column.
        let rows = try read { db in try Row.fetchAll(db, sql: "SELECT * FROM paddler") }
        var team: [Int: Paddler] = [:]
        for row in rows {
            let id: Int = row["id"]
            let sideText: String = row["side"]
            let rolesText: String = row["roles"]
            guard let side = Side(rawValue: sideText) else {
                throw LineupStoreError(path: path, reason: "paddler #\(id): side \"\(sideText)\"; expected left, right or either")
            }
            var roles = Set<Role>()
            for part in rolesText.split(separator: ",") {
                guard let role = Role(rawValue: String(part)) else {
                    throw LineupStoreError(path: path, reason: "paddler #\(id): role \"\(part)\"; expected paddler, drummer or steerer")
                }
                roles.insert(role)
            }
            team[id] = Paddler(id: id, name: row["name"], weight: row["weight"], side: side, roles: roles,
                               injured: (row["injured"] as Int) != 0, unavailable: (row["unavailable"] as Int? ?? 0) != 0)
        }
        return team
    }

    /// Loads the lineup named `name`.
    /// - Throws: ``UnknownLineupError`` when there is none; ``LineupStoreError`` when its rows
    ///   do not make a lineup (a gap in the positions, an unknown or repeated paddler).
    public func load(_ name: String) throws -> Lineup {
        let team = try team()
        let row = try read { db in try Row.fetchOne(db, sql: "SELECT id, locked FROM lineup WHERE name = ?", arguments: [name]) }
        guard let row else { throw UnknownLineupError(name: name, path: path, known: try lineupNames()) }
        let id: Int64 = row["id"]
        let seats = try read { db in
            try Row.fetchAll(db, sql: "SELECT position, paddler FROM seat WHERE lineup = ? ORDER BY position", arguments: [id])
        }
        var boat = [Paddler?](repeating: nil, count: Seat.boatCount), bench: [Paddler] = []
        for seat in seats {
            let position: Int = seat["position"]
            let pid: Int = seat["paddler"]
            guard let p = team[pid] else {
                throw LineupStoreError(path: path, reason: "lineup \"\(name)\": position \(position) seats unknown paddler #\(pid)")
            }
            if position < Seat.boatCount {
                guard position >= 0 else { throw LineupStoreError(path: path, reason: "lineup \"\(name)\": position \(position); expected 0 or more") }
                boat[position] = p
            } else {
                let expected = Seat.boatCount + bench.count
                guard position == expected else {
                    throw LineupStoreError(path: path, reason: "lineup \"\(name)\": no paddler at position \(expected); expected the bench at positions \(Seat.boatCount)… without gaps")
                }
                bench.append(p)
            }
        }
        do {
            return try Lineup(name: name, boat: boat, bench: bench, locked: (row["locked"] as Int) != 0)
        } catch {
            throw LineupStoreError(path: path, reason: error.message)
        }
    }

    /// Writes a new team and its lineups (a new database), in one transaction.
    public func seed(team: [Paddler], lineups: [Lineup]) throws(LineupStoreError) {
        try write { db in
            for p in team { try Self.insert(p, db) }
            for lineup in lineups { try Self.insert(lineup, db) }
        }
    }

    static func insert(_ p: Paddler, _ db: Database) throws {
        try db.execute(sql: "INSERT INTO paddler (id, name, weight, side, roles, injured, unavailable) VALUES (?, ?, ?, ?, ?, ?, ?)",
                       arguments: [p.id, p.name, p.weight, p.side.rawValue, p.rolesText, p.injured ? 1 : 0, p.unavailable ? 1 : 0])
    }

    static func insert(_ lineup: Lineup, _ db: Database) throws {
        try db.execute(sql: "INSERT INTO lineup (name, locked) VALUES (?, ?)", arguments: [lineup.name, lineup.locked ? 1 : 0])
        let id = db.lastInsertedRowID
        for (position, pid) in positions(of: lineup) {
            try db.execute(sql: "INSERT INTO seat (lineup, position, paddler) VALUES (?, ?, ?)", arguments: [id, position, pid])
        }
    }

    /// The stored rows of `lineup`: position → paddler id (boat 0…21, empty seats absent; bench 22…).
    static func positions(of lineup: Lineup) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for (i, p) in lineup.boat.enumerated() { if let p { result[i] = p.id } }
        for (j, p) in lineup.bench.enumerated() { result[Seat.boatCount + j] = p.id }
        return result
    }

    /// Creates the lineup `name` as a copy of `source` (in one transaction).
    public func create(_ name: String, copying source: Lineup) throws(LineupStoreError) {
        var copy = source
        copy.name = name
        copy.locked = false
        try write { db in try Self.insert(copy, db) }
    }

    /// Saves `lineup` over what is stored as `saved` — one transaction writing only the
    /// positions whose paddler changed (an exchange: two rows). Returns the rows written.
    @discardableResult
    public func save(_ lineup: Lineup, over saved: Lineup) throws(LineupStoreError) -> Int {
        let new = Self.positions(of: lineup), old = Self.positions(of: saved)
        let changed = Set(new.keys).union(old.keys).filter { new[$0] != old[$0] }.sorted()
        guard !changed.isEmpty else { return 0 }
        let name = lineup.name
        try write { db in
            guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM lineup WHERE name = ?", arguments: [name]) else { return }
            try Self.write(changed, of: new, lineup: id, db)
        }
        return changed.count
    }

    /// Writes `positions` (changed ones) of lineup `id` as `new` says: a row, or none (empty).
    static func write(_ positions: [Int], of new: [Int: Int], lineup id: Int64, _ db: Database) throws {
        for position in positions {
            if let pid = new[position] {
                try db.execute(sql: "INSERT OR REPLACE INTO seat (lineup, position, paddler) VALUES (?, ?, ?)",
                               arguments: [id, position, pid])
            } else {
                try db.execute(sql: "DELETE FROM seat WHERE lineup = ? AND position = ?", arguments: [id, position])
            }
        }
    }

    /// Saves the lineup's lock.
    public func setLocked(_ locked: Bool, lineup name: String) throws(LineupStoreError) {
        try write { db in try db.execute(sql: "UPDATE lineup SET locked = ? WHERE name = ?", arguments: [locked ? 1 : 0, name]) }
    }

    /// Saves a paddler's injury mark.
    public func setInjured(_ injured: Bool, paddler id: Int) throws(LineupStoreError) {
        try write { db in try db.execute(sql: "UPDATE paddler SET injured = ? WHERE id = ?", arguments: [injured ? 1 : 0, id]) }
    }

    /// Checkpoints the WAL into the main file and closes, so the file alone holds every commit —
    /// unless another connection is reading at that moment: then the commits stay in the `-wal`
    /// file, safe, until the next checkpoint, and closing neither waits nor fails.
    public func close() throws(LineupStoreError) {
        guard let q = queue else { return }
        queue = nil
        do {
            if !q.configuration.readonly {
                do {
                    // Without waiting for another process's reader (a `lineup list`): the busy
                    // timeout made a quit beside one wait a second and then fail (exit 3)
                    // although every commit was safe in the WAL.
                    _ = try q.writeWithoutTransaction { db in
                        try db.execute(sql: "PRAGMA busy_timeout = 0")
                        return try db.checkpoint(.truncate)
                    }
                } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
                    // Another reader; its close or our next open checkpoints.
                }
            }
            try q.close()
        } catch {
            throw LineupStoreError.wrapping(error, path: path)
        }
    }
}
