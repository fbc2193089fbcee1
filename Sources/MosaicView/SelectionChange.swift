import MosaicCore

/// What a selection step of ``CollectionState`` asks the view to do after it changed the
/// selection: tell the delegate (`didSelect` / `didDeselect`, with the item's model path) and
/// play the selection bounce. The view performs them in order.
enum SelectionChange<ItemID: Hashable & Sendable>: Equatable {
    /// The item at this path became selected (`didSelect s.i`).
    case selected(ItemPath)
    /// The item at this path is no longer selected (`didDeselect s.i`).
    case deselected(ItemPath)
    /// The item plays the selection bounce.
    case bounce(ItemID)
}
