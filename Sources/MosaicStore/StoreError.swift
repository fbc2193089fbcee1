/// A contacts database could not be opened, read or written. The message names the file.
/// The app reports it and exits with code 3 — never a silent reset.
public struct StoreError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "contacts database \(path): \(reason)" }
}
