import MosaicCore

/// What a selection step of ``CollectionState`` asks the view to do after it changed the
/// selection: tell the delegate (`didSelect` / `didDeselect`, with the item's model path), play
/// the selection bounce, or — a double-click — open the item. The view performs them in order.
enum SelectionChange<ItemID: Hashable & Sendable>: Equatable {
    /// The item at this path became selected (`didSelect s.i`).
    case selected(ItemPath)
    /// The item at this path is no longer selected (`didDeselect s.i`).
    case deselected(ItemPath)
    /// The item, which is in the model, plays the selection bounce (none with reduced motion):
    /// scale 0.9 over 0.1 s ease-out, then 1.0 over 0.1 s ease-in. It runs on its own track
    /// (``DisplayCell/bounceScale``), independent of any frame animation the item is in, and
    /// restarts when the item is tapped again.
    case bounce(ItemID)
    /// The item at this path is opened (`primaryAction s.i`, ``CollectionViewEvent/primaryAction(_:)``):
    /// the second click of a double-click, which selects nothing.
    case primaryAction(ItemPath)
}
