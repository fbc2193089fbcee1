/// Why a replay file was rejected.
///
/// The message names the offending field by its JSON path (`events[3].t`, `layout.columns`,
/// `sections[1][0]`) and says what was expected, e.g.
/// `events[4].t: 0.5 is earlier than events[3].t 1.0; t must be non-decreasing`.
public struct ReplayError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The full, human-readable message (path first, then the problem).
    public var message: String

    /// Creates an error with the given message.
    public init(_ message: String) {
        self.message = message
    }

    /// An error about the value at `path` (an empty path means the whole document).
    init(at path: String, _ problem: String) {
        self.message = path.isEmpty ? "top level: \(problem)" : "\(path): \(problem)"
    }

    public var description: String { message }
}
