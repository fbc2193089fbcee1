import MosaicCore

/// One step of how the layout presents an interactive movement's lifted block — a value the
/// ``DragMachine`` decides (``DragAction/layout(_:)``) and the layout performs
/// (``AnyLayout/perform(_:)``). `fallback` is a size for a layout that keeps none per item.
enum LiftedBlockStep: Equatable {
    /// Gather the lifted items as a block: removed from `remove`, inserted at `insertAt` with their own `sizes`.
    case present(remove: [ItemPath], insertAt: ItemPath, sizes: [Size])
    /// Present the block of `count` items from `from` at `to` instead.
    case move(from: ItemPath, to: ItemPath, count: Int, fallback: Size)
    /// Present the lifted items at `remove` (the layout in the model's order, after an update)
    /// as a block from `insertAt`, each with its own size.
    case gather(remove: [ItemPath], insertAt: ItemPath, fallback: Size)
    /// Put the block presented at `from` back at its sources.
    case restore(from: ItemPath, to: [ItemPath], fallback: Size)
}

extension AnyLayout {
    /// Performs one step of presenting the lifted block (``LiftedBlockStep``).
    /// - Complexity: the layout's edits of the block's items.
    mutating func perform(_ step: LiftedBlockStep) {
        switch step {
        case .present(let sources, let target, let sizes): presentBlock(remove: sources, insertAt: target, sizes: sizes)
        case .move(let from, let to, let count, let fallback): moveBlock(from: from, count: count, to: to, fallback: fallback)
        case .gather(let sources, let target, let fallback):
            presentBlock(remove: sources, insertAt: target, sizes: sources.map { itemSize(at: $0) ?? fallback })
        case .restore(let from, let sources, let fallback): restoreBlock(from: from, to: sources, fallback: fallback)
        }
    }
}
