import GRDB

extension StoreError {
    /// Wraps any error met while working on the database at `path` into a `StoreError` that
    /// says what is wrong in words (SQLite's own messages: "file is not a database",
    /// "database is locked", …), optionally followed by what the store was doing.
    ///
    /// A `StoreError` passes through unchanged.
    static func wrapping(_ error: any Error, path: String, while action: String? = nil) -> StoreError {
        if let error = error as? StoreError { return error }
        let kind: Kind
        let message: String
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB:
                (kind, message) = (.corrupt, "file is not a database")
            case .SQLITE_CORRUPT:
                (kind, message) = (.corrupt, "database disk image is malformed")
            case .SQLITE_BUSY, .SQLITE_LOCKED:
                (kind, message) = (.locked, "database is locked")
            case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN, .SQLITE_AUTH:
                (kind, message) = (.unwritable, error.message ?? "cannot open or write the file")
            case .SQLITE_FULL:
                (kind, message) = (.other, "database or disk is full")
            case .SQLITE_IOERR where DatabaseFile.hasNoFreeSpace(near: path):
                // SQLite reports a full disk met while sizing the -shm file as an I/O error.
                (kind, message) = (.other, "disk I/O error: the file system is full (no space left for the -wal/-shm files); free some space")
            default:
                (kind, message) = (.other, error.message ?? "SQLite error \(error.resultCode.rawValue)")
            }
        } else if error is RowDecodingError {
            (kind, message) = (.corrupt, "unexpected value in a stored row (\(error))")
        } else {
            (kind, message) = (.other, "\(error)")
        }
        let reason = action.map { "\(message) (while \($0))" } ?? message
        return StoreError(path: path, reason: reason, kind: kind)
    }
}
