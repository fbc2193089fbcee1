import MosaicCore

/// One change of the model, by paths, as undo and redo report it — so an owner persists an
/// undo with the same code as the gesture it reverses, without resynchronising everything.
public enum CollectionEdit: Hashable, Sendable {
    /// One item moved (removed at `from`, inserted at `to`).
    case move(from: ItemPath, to: ItemPath)
    /// Several items moved at once: the item at `from[i]` (paths before the change) is at
    /// `to[i]` after it (paths after the change).
    case rearrange(from: [ItemPath], to: [ItemPath])
    /// Two items swapped places.
    case exchange(ItemPath, ItemPath)
    /// Items removed (paths before the removal, ascending).
    case delete([ItemPath])
    /// Items (re)inserted (paths after the insertion, ascending); read them from the snapshot.
    case insert([ItemPath])
}
