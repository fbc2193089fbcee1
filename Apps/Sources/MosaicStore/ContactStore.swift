import Foundation
import GRDB

/// The contacts of HelloContacts and their order, in an SQLite file (GRDB, WAL mode).
///
/// Contract:
/// - **One call, one transaction.** Every method that writes does so in exactly one
///   `BEGIN IMMEDIATE … COMMIT`; WAL makes that atomic against a crash at any moment (kill -9
///   leaves the database as of the last committed call). On a power loss, the default
///   `synchronous = NORMAL` may lose the last commits (the database stays consistent);
///   `durable: true` (`synchronous = FULL`) syncs the log at every commit and loses none.
/// - **Minimal writes.** Order is kept by fractional `OrderKey`s: a move writes one row (the
///   moved contact gets a key between its new neighbours), an exchange two, a deletion one, an
///   insertion one. `lastWriteRowCount` tells how many rows the last call wrote. When a new key
///   would be longer than `maximumKeyLength`, the section is rebalanced (every key rewritten,
///   evenly spaced, in the same transaction) and `rebalanceCount` goes up; this is rare
///   (see `OrderKey.key(between:and:)`).
/// - **Never adopt, never reset.** Only a path where nothing exists becomes a new database
///   (built under a temporary name and linked into place whole). An existing file is examined
///   on a read-only connection first — SQLite header, `PRAGMA quick_check`, the contacts schema,
///   the migration version — and refused with a `StoreError` naming the file if it is empty,
///   damaged, another program's database or from a newer version; a refused file is left
///   byte-identical.
/// - **Self-contained after close.** `close()` (or releasing the store) checkpoints the WAL
///   into the main file and truncates the log, so the main file alone holds every commit.
/// - **Reading needs no write access.** `access: .readOnly` opens a read-only connection: it
///   works on a read-only file or directory, on a full disk and while another process holds
///   the write lock.
///
/// Sections are integers (HelloContacts uses section 0). Synchronous and thread-safe: calls
/// from several threads (the window and a sync task) are serialised by the one writer
/// connection, reads run on the pool's readers; several instances, in several processes too,
/// may share a file. ``close()`` is called once, when no other thread uses the store.
public final class ContactStore: @unchecked Sendable {
    /// How a store opens its file.
    public enum Access: Sendable {
        /// Reads and writes; creates the database when the path does not exist.
        case readWrite
        /// Reads only, never creates or writes the file; writing calls throw.
        case readOnly
    }

    /// The path given to `init`.
    public let path: String
    /// How the file was opened.
    public let access: Access
    /// True when this open created the database (the path did not exist).
    public let isNew: Bool
    /// True when the schema has the `v2-cards` tables (always after a read-write open; false
    /// for a v1 database opened read-only, which is read as it is).
    public let hasCards: Bool
    /// The longest key written without rebalancing the section.
    public let maximumKeyLength: Int
    /// Rows inserted, updated or deleted by the last successful writing call, from any thread
    /// (0 after a no-op).
    public var lastWriteRowCount: Int { counters.withLock { $0.rows } }
    /// How many times this instance rebalanced a section's keys.
    public var rebalanceCount: Int { counters.withLock { $0.rebalances } }
    /// The two counters, written by whichever thread's call committed (a sync task and the
    /// window share one store).
    private let counters = LockedCounters()

    /// The default bound on key length: 24 base-62 digits (≈143 bits).
    public static let defaultMaximumKeyLength = 24

    /// A `DatabasePool` for `.readWrite`, a read-only `DatabaseQueue` for `.readOnly`
    /// (replaced by ``reconnect()``).
    var database: any DatabaseWriter
    /// The options the pool was opened with (for ``reconnect()``).
    let busyTimeout: Double
    let durable: Bool

    /// Opens the contacts database at `path`, or (for `.readWrite`) creates it and its missing
    /// parent directories when nothing exists there, in WAL mode, and brings its schema up to
    /// date.
    ///
    /// - Parameters:
    ///   - access: `.readOnly` never creates, migrates or writes (and throws `.missing` when
    ///     the path does not exist).
    ///   - durable: `synchronous = FULL` instead of GRDB's WAL default `NORMAL`: a commit
    ///     survives a power loss, at the cost of one more fsync per commit.
    ///   - busyTimeout: seconds to wait for another connection's lock before failing with
    ///     "database is locked".
    ///   - maximumKeyLength: keys longer than this trigger a rebalance (at least 4).
    /// - Throws: `StoreError` naming the file: "file is empty (0 bytes), not a database …",
    ///   "file is not a database", "database disk image is damaged: PRAGMA quick_check found …",
    ///   "FILE is an SQLite database but not a contacts database (tables: …)", "written by a
    ///   newer version…", "database is locked", "cannot create directory …: permission denied".
    ///   Nothing is written to a file that is refused.
    /// - Complexity: O(file size) for the quick check, plus pending migrations.
    public init(
        path: String, access: Access = .readWrite, durable: Bool = false, busyTimeout: Double = 1.0,
        maximumKeyLength: Int = ContactStore.defaultMaximumKeyLength
    ) throws(StoreError) {
        self.path = path
        self.access = access
        self.busyTimeout = busyTimeout
        self.durable = durable
        self.maximumKeyLength = max(4, maximumKeyLength)
        var created = false
        if try !StoreFile.examine(path, readOnly: access == .readOnly) {
            guard access == .readWrite else {
                throw StoreError(path: path, reason: "no such file", kind: .missing)
            }
            created = try StoreFile.create(at: path, schema: Self.schema)
            if !created { _ = try StoreFile.examine(path, readOnly: false) }
        }
        let reader = try StoreFile.openReadOnly(path, busyTimeout: busyTimeout, leavesNothing: access == .readOnly)
        try StoreFile.verify(reader, path: path, schema: Self.schema)
        if access == .readOnly {
            database = reader
        } else {
            do { try reader.close() } catch { throw StoreError.wrapping(error, path: path, while: "closing") }
            database = try Self.openPool(path, busyTimeout: busyTimeout, durable: durable)
        }
        self.isNew = created
        do {
            hasCards = try database.read { db in try db.columns(in: "contact").contains { $0.name == "card" } }
        } catch {
            throw StoreError.wrapping(error, path: path, while: "reading the schema")
        }
    }

    deinit {
        try? close()
    }

    /// Checkpoints the WAL into the main file (truncating the log) and closes the connections,
    /// so the main file alone holds every commit. Later calls fail with a `StoreError`.
    /// Optional: releasing the store does the same.
    ///
    /// When another connection is reading at that moment the checkpoint cannot finish; the
    /// commits stay in the `-wal` file, safe, until the next checkpoint.
    public func close() throws(StoreError) {
        guard counters.withLock({ values in defer { values.closed = true }; return !values.closed }) else { return }
        do {
            if access == .readWrite {
                // Readers first (GRDB closes them last otherwise, and a read-only connection
                // cannot remove the WAL), so the writer is the last connection of this process.
                (database as? DatabasePool)?.releaseMemory()
                do {
                    // Without waiting for another process's reader (a `list`, a backup): the
                    // busy timeout made every quit beside one wait a whole second for nothing.
                    _ = try database.writeWithoutTransaction { db in
                        try db.execute(sql: "PRAGMA busy_timeout = 0")
                        return try db.checkpoint(.truncate)
                    }
                } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
                    // Another reader; its close or our next open checkpoints.
                }
            }
            try database.close()
        } catch {
            throw StoreError.wrapping(error, path: path, while: "closing")
        }
    }

    // MARK: - Reading

    /// The contacts of `section`, in their saved order.
    /// - Complexity: O(n log n) worst case, O(n) with the (section, orderKey) index.
    public func contacts(section: Int = 0) throws(StoreError) -> [Contact] {
        try read("reading section \(section)") { db in
            let statement = try db.cachedStatement(sql: """
                SELECT \(Self.contactColumns(hasCards: hasCards)) FROM contact
                WHERE section = ? ORDER BY orderKey, id
                """)
            return try Row.fetchAll(statement, arguments: [section]).map(Contact.init(row:))
        }
    }

    /// The contact with this id, or nil.
    /// - Complexity: O(log n).
    public func contact(id: Int64) throws(StoreError) -> Contact? {
        try read("reading contact \(id)") { db in try Self.fetchContact(id, db, hasCards: hasCards) }
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
        try pragmaCheck("integrity_check")
    }

    /// `PRAGMA quick_check` or `PRAGMA integrity_check`, its rows joined with newlines.
    func pragmaCheck(_ pragma: String) throws(StoreError) -> String {
        try read("running \(pragma)") { db in
            try String.fetchAll(db, sql: "PRAGMA \(pragma)").joined(separator: "\n")
        }
    }

    // MARK: - Transactions

    /// Runs `body` on a reader connection and wraps errors.
    func read<T>(_ action: String, _ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try database.read(body)
        } catch {
            throw StoreError.wrapping(error, path: path, while: action)
        }
    }

    /// Runs `body` in one immediate transaction and records how many rows it wrote.
    ///
    /// `body` reports rebalances through its `inout` counter, which is added to
    /// `rebalanceCount` only once the transaction committed.
    func write<T>(_ action: String, _ body: (Database, inout Int) throws -> T) throws(StoreError) -> T {
        try writeCounted(action, body).result
    }

    /// ``write(_:_:)``, also returning how many rows this call wrote (whatever other threads did).
    func writeCounted<T>(_ action: String, _ body: (Database, inout Int) throws -> T) throws(StoreError) -> (result: T, rows: Int) {
        guard access == .readWrite else {
            throw StoreError(path: path, reason: "opened read-only (while \(action))", kind: .unwritable)
        }
        do {
            let (result, rows, rebalances) = try database.writeWithoutTransaction { db in
                let before = db.totalChangesCount
                var result: T?
                var rebalances = 0
                var marks = 0   // change marks the triggers wrote: not rows of the caller's
                try db.inTransaction(.immediate) {
                    marks = try Self.markCount(db)
                    result = try body(db, &rebalances)
                    marks = try Self.markCount(db) - marks
                    return .commit
                }
                guard let result else {
                    throw StoreError(path: path, reason: "the transaction produced no result", kind: .other)
                }
                return (result, db.totalChangesCount - before - max(0, marks), rebalances)
            }
            counters.withLock {
                $0.rows = rows
                $0.rebalances += rebalances
            }
            return (result, rows)
        } catch {
            throw StoreError.wrapping(error, path: path, while: action)
        }
    }
}

/// ``ContactStore``'s write counters behind a lock.
final class LockedCounters: @unchecked Sendable {
    struct Values {
        var rows = 0
        var rebalances = 0
        var closed = false
    }

    private let lock = NSLock()
    private var values = Values()

    func withLock<T>(_ body: (inout Values) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&values)
    }
}
