/// A contacts database could not be opened, read or written. The message names the file.
/// The app reports it and exits with code 3 — never a silent reset.
public struct StoreError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, coarsely, so callers can react without parsing `reason`.
    public enum Kind: Hashable, Sendable {
        /// The file is not an SQLite database (or is empty), or its content is damaged.
        case corrupt
        /// The file is a healthy SQLite database of another program (no contacts schema).
        case foreignDatabase
        /// A read-only open of a path where no file exists.
        case missing
        /// Another connection holds a lock longer than the busy timeout.
        case locked
        /// The file or one of its directories cannot be created or written.
        case unwritable
        /// The database was written by a newer version of Mosaic (unknown migrations).
        case newerVersion
        /// A request named a contact, index or neighbour that does not exist or does not fit.
        case invalidRequest
        /// Any other SQLite or file-system failure.
        case other
    }

    public var path: String
    public var reason: String
    public var kind: Kind

    public init(path: String, reason: String) {
        self.init(path: path, reason: reason, kind: .other)
    }

    public init(path: String, reason: String, kind: Kind) {
        self.path = path
        self.reason = reason
        self.kind = kind
    }

    /// "contacts database PATH: REASON"; for `.foreignDatabase` "PATH REASON" ("… is an
    /// SQLite database but not a contacts database (tables: …)").
    public var description: String {
        kind == .foreignDatabase ? "\(path) \(reason)" : "contacts database \(path): \(reason)"
    }
}
