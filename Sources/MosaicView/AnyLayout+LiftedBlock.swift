import MosaicCore

/// The presentation side of an interactive movement: the lifted block moves in the layout
/// only (the model is untouched until the drop). The paths come from the layout's own counts,
/// so a refusal is a programming error of the layout and stops with the reason.
extension AnyLayout {
    /// Removes `paths` and inserts `sizes.count` items from `target` (one path and one size:
    /// the layout's own move).
    mutating func presentBlock(remove paths: [ItemPath], insertAt target: ItemPath, sizes: [Size]) {
        do {
            if paths.count == 1, sizes.count == 1 {
                try moveItem(from: paths[0], to: target)
            } else {
                try deleteItems(at: paths)
                for (i, size) in sizes.enumerated() { try insertItem(at: ItemPath(target.section, target.item + i), size: size) }
            }
        } catch {
            preconditionFailure("the layout refused presenting the lifted block \(paths) at \(target) within its item counts "
                                + "\(itemCounts): \(error)")
        }
    }

    /// Moves the block of `count` items presented from `start` to `target`, each with its own
    /// size (`fallback` when the layout has none) — a movement's retarget.
    mutating func moveBlock(from start: ItemPath, count: Int, to target: ItemPath, fallback: Size) {
        let block = (0..<count).map { ItemPath(start.section, start.item + $0) }
        presentBlock(remove: block, insertAt: target, sizes: block.map { itemSize(at: $0) ?? fallback })
    }

    /// Puts the block presented from `start` back at its `sources` (ascending), each item with
    /// its own size (`fallback` when the layout has none) — a movement's cancel.
    mutating func restoreBlock(from start: ItemPath, to sources: [ItemPath], fallback: Size) {
        let block = (0..<sources.count).map { ItemPath(start.section, start.item + $0) }
        let sizes = block.map { itemSize(at: $0) ?? fallback }
        if sources.count == 1 { return presentBlock(remove: block, insertAt: sources[0], sizes: sizes) }
        presentBlock(remove: block, insertAt: sources[0], sizes: [])
        for (i, s) in sources.enumerated() { presentBlock(remove: [], insertAt: s, sizes: [sizes[i]]) }
    }
}
