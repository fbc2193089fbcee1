import GRDB
import MosaicStore

/// A lineup database that cannot be opened, read or written; the message names the file and
/// what was wrong. The app reports it and exits with code 3, leaving the file as it was.
public struct LineupStoreError: Error, Sendable, CustomStringConvertible {
    /// The database file.
    public var path: String
    /// What was wrong, in words.
    public var reason: String
    /// True for a healthy SQLite database of another program (the message reads differently).
    public var isForeign: Bool

    /// An error about the file at `path`.
    public init(path: String, reason: String, isForeign: Bool = false) {
        self.path = path
        self.reason = reason
        self.isForeign = isForeign
    }

    /// `lineup database FILE: REASON`, or `FILE is an SQLite database but not a lineup database (tables: …)`.
    public var description: String { isForeign ? "\(path) \(reason)" : "lineup database \(path): \(reason)" }

    /// Wraps an SQLite or other error met at `path`, in SQLite's own words.
    static func wrapping(_ error: any Error, path: String) -> LineupStoreError {
        if let e = error as? LineupStoreError { return e }
        if let e = error as? StoreError {
            // MosaicStore's opening names what was wrong as a lineup's own check did.
            return LineupStoreError(path: path, reason: e.reason, isForeign: e.kind == .foreignDatabase)
        }
        if let e = error as? DatabaseError {
            switch e.resultCode {
            case .SQLITE_NOTADB: return LineupStoreError(path: path, reason: "file is not a database")
            case .SQLITE_CORRUPT: return LineupStoreError(path: path, reason: "database disk image is malformed")
            case .SQLITE_BUSY, .SQLITE_LOCKED: return LineupStoreError(path: path, reason: "database is locked")
            case .SQLITE_FULL: return LineupStoreError(path: path, reason: "database or disk is full")
            default: return LineupStoreError(path: path, reason: e.message ?? "SQLite error \(e.resultCode.rawValue)")
            }
        }
        return LineupStoreError(path: path, reason: "\(error)")
    }
}

/// A lineup name the database does not hold (exit 64, bad usage).
public struct UnknownLineupError: Error, Sendable, CustomStringConvertible {
    /// The name asked for.
    public var name: String
    /// The database file.
    public var path: String
    /// The lineups it holds.
    public var known: [String]

    /// `no lineup "NAME" in FILE; its lineups: A, B (…)`.
    public var description: String {
        "no lineup \"\(name)\" in \(path); its lineups: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
            + " (--create makes a new one from the first)"
    }
}
