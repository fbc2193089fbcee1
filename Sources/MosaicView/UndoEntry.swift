import MosaicCore

/// A committed change that undo can reverse and redo can repeat.
enum UndoEntry<ItemID: Hashable & Sendable>: Sendable {
    /// Items lifted from `sources` (ascending model paths) landed contiguously at `target`.
    case move(sources: [ItemPath], target: ItemPath, items: [ItemID])
    /// Two items swapped places.
    case exchange(ItemPath, ItemPath)
    /// Items removed from `paths` (ascending, before the deletion), with their layout sizes.
    case delete(paths: [ItemPath], items: [ItemID], sizes: [Size])

    /// The edits that performing the entry forward (redo) or backward (undo) applies.
    func edits(reversed: Bool) -> [CollectionEdit] {
        switch self {
        case .move(let sources, let target, let items):
            let block = (0..<items.count).map { ItemPath(target.section, target.item + $0) }
            if items.count == 1 {
                return [reversed ? .move(from: target, to: sources[0]) : .move(from: sources[0], to: target)]
            }
            return [reversed ? .rearrange(from: block, to: sources) : .rearrange(from: sources, to: block)]
        case .exchange(let a, let b):
            return [.exchange(a, b)]
        case .delete(let paths, _, _):
            return [reversed ? .insert(paths) : .delete(paths)]
        }
    }

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
