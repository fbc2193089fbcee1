import MosaicCore

/// A committed change that undo can reverse and redo can repeat.
enum UndoEntry<ItemID: Hashable & Sendable>: Sendable {
    /// Items lifted from `sources` (ascending model paths) landed contiguously at `target`.
    case move(sources: [ItemPath], target: ItemPath, items: [ItemID])
    /// Two items swapped places.
    case exchange(ItemPath, ItemPath)
    /// Items removed from `paths` (ascending, before the deletion), with their layout sizes.
    case delete(paths: [ItemPath], items: [ItemID], sizes: [Size])

    /// The log line of the change, e.g. `move 0.0 -> 1.2`, `exchange 1.5 0.3`, `delete 0.1`.
    var logLine: String {
        switch self {
        case .move(let sources, let target, _):
            if sources.count == 1 { return "move \(sources[0]) -> \(target)" }
            return "move [\(sources.map(\.description).joined(separator: ", "))] -> \(target)"
        case .exchange(let a, let b): return "exchange \(a) \(b)"
        case .delete(let paths, _, _): return "delete " + paths.map(\.description).joined(separator: " ")
        }
    }
}
