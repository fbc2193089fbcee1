/// A contacts database could not be opened, read or written. The message names the file.
/// The app reports it and exits with code 3 — never a silent reset.
public struct StoreError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, coarsely, so callers can react without parsing `reason`.
    public enum Kind: Hashable, Sendable {
        /// The file is not an SQLite database, or its content is damaged.
        case corrupt
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

    public var description: String { "contacts database \(path): \(reason)" }
}
