import Foundation
import GRDB

/// The contacts of HelloContacts and their order, in an SQLite file (GRDB, WAL mode).
///
/// Contract:
/// - **One call, one transaction.** Every method that writes does so in exactly one
///   `BEGIN IMMEDIATE … COMMIT`; WAL makes that atomic and durable against a crash at any
///   moment (kill -9 leaves the database as of the last committed call).
/// - **Minimal writes.** Order is kept by fractional `OrderKey`s: a move writes one row (the
///   moved contact gets a key between its new neighbours), an exchange two, a deletion one, an
///   insertion one. `lastWriteRowCount` tells how many rows the last call wrote. When a new key
///   would be longer than `maximumKeyLength`, the section is rebalanced (every key rewritten,
///   evenly spaced, in the same transaction) and `rebalanceCount` goes up; this is rare
///   (see `OrderKey.key(between:and:)`).
/// - **Errors are words, never resets.** A file that is not a database, a lock held longer than
///   the busy timeout, a directory that cannot be created: `StoreError` naming the file and the
///   problem; the file is left as it was.
///
/// Sections are integers (HelloContacts uses section 0). Synchronous; use one instance from one
/// thread at a time (several instances, in several processes too, may share a file).
public final class ContactStore {
    /// The path given to `init`.
    public let path: String
    /// True when this open created the database (no contacts table existed before).
    public let isNew: Bool
    /// The longest key written without rebalancing the section.
    public let maximumKeyLength: Int
    /// Rows inserted, updated or deleted by the last successful writing call (0 after a no-op).
    public internal(set) var lastWriteRowCount = 0
    /// How many times this instance rebalanced a section's keys.
    public internal(set) var rebalanceCount = 0

    /// The default bound on key length: 24 base-62 digits (≈143 bits).
    public static let defaultMaximumKeyLength = 24

    let pool: DatabasePool

    /// Opens the database at `path`, or creates it (and its missing parent directories), in WAL
    /// mode, and brings its schema up to date.
    ///
    /// - Parameters:
    ///   - busyTimeout: seconds to wait for another connection's lock before failing with
    ///     "database is locked".
    ///   - maximumKeyLength: keys longer than this trigger a rebalance (at least 4).
    /// - Throws: `StoreError` naming the file: "file is not a database", "database is locked",
    ///   "cannot create directory …: permission denied", "written by a newer version…".
    ///   Nothing is written to a file that is not a contacts database.
    /// - Complexity: O(1) plus pending migrations.
    public init(
        path: String, busyTimeout: Double = 1.0,
        maximumKeyLength: Int = ContactStore.defaultMaximumKeyLength
    ) throws(StoreError) {
        self.path = path
        self.maximumKeyLength = max(4, maximumKeyLength)
        try DatabaseFile.prepare(path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(max(0, busyTimeout))
        configuration.label = "MosaicStore"
        configuration.maximumReaderCount = 2
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw StoreError.wrapping(error, path: path)
        }
        let migrator = Self.migrator
        var created = false
        do {
            let applied = try pool.read { db in try migrator.appliedIdentifiers(db) }
            let unknown = applied.subtracting(Self.migrationIdentifiers)
            if !unknown.isEmpty {
                throw StoreError(
                    path: path,
                    reason: "written by a newer version of Mosaic (unknown migrations: "
                        + unknown.sorted().joined(separator: ", ") + ")",
                    kind: .newerVersion)
            }
            created = applied.isEmpty
            try migrator.migrate(pool)
            // Make sure this connection can take the write lock now, not at the first gesture.
            try pool.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) { .commit }
            }
        } catch {
            throw StoreError.wrapping(error, path: path)
        }
        self.isNew = created
        self.pool = pool
    }

    /// Closes the connections. Later calls fail with a `StoreError`. Optional: connections also
    /// close when the store is released.
    public func close() throws(StoreError) {
        do { try pool.close() } catch { throw StoreError.wrapping(error, path: path, while: "closing") }
    }

    // MARK: - Reading

    /// The contacts of `section`, in their saved order.
    /// - Complexity: O(n log n) worst case, O(n) with the (section, orderKey) index.
    public func contacts(section: Int = 0) throws(StoreError) -> [Contact] {
        try read("reading section \(section)") { db in
            let statement = try db.cachedStatement(sql: """
                SELECT id, givenName, familyName, fullName, section, orderKey FROM contact
                WHERE section = ? ORDER BY orderKey, id
                """)
            return try Row.fetchAll(statement, arguments: [section]).map(Contact.init(row:))
        }
    }

    /// The contact with this id, or nil.
    /// - Complexity: O(log n).
    public func contact(id: Int64) throws(StoreError) -> Contact? {
        try read("reading contact \(id)") { db in try Self.fetchContact(id, db) }
    }

    /// The number of contacts in `section`.
    /// - Complexity: O(n) (SQLite counts index entries).
    public func count(section: Int = 0) throws(StoreError) -> Int {
        try read("counting section \(section)") { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact WHERE section = ?", arguments: [section]) ?? 0
        }
    }

    /// The sections that hold at least one contact, ascending.
    /// - Complexity: O(n).
    public func allSections() throws(StoreError) -> [Int] {
        try read("listing sections") { db in
            try Int.fetchAll(db, sql: "SELECT DISTINCT section FROM contact ORDER BY section")
        }
    }

    /// SQLite's `PRAGMA integrity_check`: "ok", or the problems found, one per line.
    /// - Complexity: O(file size).
    public func integrityCheck() throws(StoreError) -> String {
        try read("checking integrity") { db in
            try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "\n")
        }
    }

    // MARK: - Transactions

    /// Runs `body` on a reader connection and wraps errors.
    func read<T>(_ action: String, _ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try pool.read(body)
        } catch {
            throw StoreError.wrapping(error, path: path, while: action)
        }
    }

    /// Runs `body` in one immediate transaction and records how many rows it wrote.
    ///
    /// `body` reports rebalances through its `inout` counter, which is added to
    /// `rebalanceCount` only once the transaction committed.
    func write<T>(_ action: String, _ body: (Database, inout Int) throws -> T) throws(StoreError) -> T {
        do {
            let (result, rows, rebalances) = try pool.writeWithoutTransaction { db in
                let before = db.totalChangesCount
                var result: T?
                var rebalances = 0
                try db.inTransaction(.immediate) {
                    result = try body(db, &rebalances)
                    return .commit
                }
                guard let result else {
                    throw StoreError(path: path, reason: "the transaction produced no result", kind: .other)
                }
                return (result, db.totalChangesCount - before, rebalances)
            }
            lastWriteRowCount = rows
            rebalanceCount += rebalances
            return result
        } catch {
            throw StoreError.wrapping(error, path: path, while: action)
        }
    }
}
