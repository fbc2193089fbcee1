import Foundation

/// A replay file of either shape: one collection view (``ReplayScript``: `viewport`, `layout`,
/// …) or several views of one window sharing drags (``ReplayGroupScript``: `views`). A file
/// with a top-level `views` key is the second; any other is the first, so every single-view
/// trace reads exactly as it always has.
///
/// `mosaic replay` reads traces through this type; the apps' `--replay` read
/// ``ReplayScript`` directly (their window has one view).
public enum ReplayTrace: Equatable, Sendable {
    /// A trace of one view.
    case single(ReplayScript)
    /// A trace of several views.
    case group(ReplayGroupScript)

    /// Parses and validates a trace of either shape (UTF-8 JSON).
    /// - Throws: ``ReplayError`` naming the first offending field by its JSON path.
    public static func parse(_ data: Data) throws(ReplayError) -> ReplayTrace {
        let root = try ReplayJSONParser.parse(Array(data))
        if case .object(let fields) = root, fields["views"] != nil {
            return .group(try ReplayGroupScript.parse(root: root))
        }
        return .single(try ReplayScript.parse(root: root))
    }

    /// Reads and parses the trace at `path` (check ``ReplayScript/unreadableReason(_:)`` and
    /// ``ReplayScript/oversizeReason(_:)`` first to tell an unreadable file from a malformed one).
    /// - Throws: ``ReplayError`` naming the field, or why the file could not be read.
    public static func load(contentsOfFile path: String) throws(ReplayError) -> ReplayTrace {
        try parse(ReplayScript.readTrace(atPath: path))
    }
}
