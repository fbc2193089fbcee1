import MosaicCore

/// The questions a collection view asks its owner, as optional closures (nil = the default
/// answer). Notifications go through `CollectionView.onEvent`.
public struct CollectionViewDelegate: Sendable {
    /// `canMoveItemAt`: may the item be lifted for interactive movement? Default yes.
    public var canMoveItem: (@Sendable (ItemPath) -> Bool)?
    /// Veto or retarget a proposed movement target: return the target to use, or nil to keep
    /// the current one. Default: the proposal.
    public var targetForMove: (@Sendable (_ from: ItemPath, _ proposed: ItemPath) -> ItemPath?)?
    /// `canBeginExchangeTransaction`: may this item be caught? Default yes.
    public var canBeginExchange: (@Sendable (ItemPath) -> Bool)?
    /// `canDisplaceItemAtIndexPath:withItemBeingDraggedFromIndexPath:`. Default yes.
    public var canDisplace: (@Sendable (_ item: ItemPath, _ dragged: ItemPath) -> Bool)?
    /// The catch rectangle of a cell, relative to the cell's frame origin; nil: the whole cell.
    public var catchRect: (@Sendable (ItemPath, Rect) -> Rect?)?

    public init() {}
}
