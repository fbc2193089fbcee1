import CSQLite

/// What SQLite refused: the call, its result code and message.
struct SQLiteError: Error, CustomStringConvertible {
    let code: Int32
    let message: String
    var description: String { "SQLite error \(code): \(message)" }
}

/// A value bound to a statement's parameter or read from a row.
enum SQLiteValue: Equatable {
    case integer(Int64)
    case text(String)
    case null
}

/// One SQLite connection through the C API (`sqlite3_open_v2`, prepared statements, explicit
/// transactions). Closed when released. Not thread-safe: the board uses it from the main loop.
final class SQLiteDatabase {
    private var handle: OpaquePointer?
    let path: String

    /// Opens (creating if needed) the database at `path`; foreign keys on.
    init(path: String) throws(SQLiteError) {
        self.path = path
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(handle)
            throw SQLiteError(code: status, message: "\(path): \(message)")
        }
        try execute("PRAGMA foreign_keys = ON")
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs `sql` (one or more statements, no parameters).
    func execute(_ sql: String) throws(SQLiteError) {
        var error: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &error)
        guard status == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? "failed"
            sqlite3_free(error)
            throw SQLiteError(code: status, message: message)
        }
    }

    /// Runs one statement with `arguments` bound to its `?` parameters in order; returns its
    /// rows (every column as a ``SQLiteValue``).
    @discardableResult
    func run(_ sql: String, _ arguments: [SQLiteValue] = []) throws(SQLiteError) -> [[SQLiteValue]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { throw lastError() }
        defer { sqlite3_finalize(statement) }
        for (i, argument) in arguments.enumerated() {
            let index = Int32(i + 1)
            let status: Int32
            switch argument {
            case .integer(let n): status = sqlite3_bind_int64(statement, index, n)
            case .text(let s): status = sqlite3_bind_text(statement, index, s, -1, board_sqlite_transient())
            case .null: status = sqlite3_bind_null(statement, index)
            }
            guard status == SQLITE_OK else { throw lastError() }
        }
        var rows: [[SQLiteValue]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return rows }
            guard status == SQLITE_ROW else { throw lastError() }
            rows.append((0..<sqlite3_column_count(statement)).map { column in
                switch sqlite3_column_type(statement, column) {
                case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement, column))
                case SQLITE_NULL: .null
                default: .text(String(cString: sqlite3_column_text(statement, column)))
                }
            })
        }
    }

    /// Runs `body` in one transaction (`BEGIN IMMEDIATE` … `COMMIT`): all of its writes land,
    /// or — when it throws — none (`ROLLBACK`), and the error is rethrown.
    @discardableResult
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    private func lastError() -> SQLiteError {
        SQLiteError(code: sqlite3_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
    }
}

extension SQLiteValue {
    var integer: Int64? { if case .integer(let n) = self { n } else { nil } }
    var text: String? { if case .text(let s) = self { s } else { nil } }
}
