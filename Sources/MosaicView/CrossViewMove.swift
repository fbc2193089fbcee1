import MosaicCore

/// One move of items from one view of a ``CollectionViewGroup`` into another: the transaction
/// both owners persist together (remove from the source at ``sourcePaths``, insert
/// ``convertedItems`` contiguously at ``destinationPath`` in the destination).
///
/// Identities are type-erased because the two views' item types may differ; read them back
/// typed with ``items(as:)`` and ``convertedItems(as:)``.
public struct CrossViewMove: Hashable {
    /// The id of the view the items left (as given to ``CollectionViewGroup/addView(_:id:frame:)``).
    public var sourceView: String
    /// The items' paths in the source's model before the move (ascending).
    public var sourcePaths: [ItemPath]
    /// The moved identities, the source view's `ItemID`s, in model order.
    public var items: [AnyHashable]
    /// The id of the view the items go to.
    public var destinationView: String
    /// Where the first item lands in the destination's model (the rest follow it contiguously).
    /// During ``CollectionViewGroup/proposalForDrop`` it is where the placeholder stands; after
    /// the drop, where the items are.
    public var destinationPath: ItemPath
    /// The identities in the destination (the destination view's `ItemID`s, converted by the
    /// group's conversion for this pair of views; the same as ``items`` when none is needed).
    public var convertedItems: [AnyHashable]

    /// Creates a move (the group makes them; tests and owners may too).
    public init(sourceView: String, sourcePaths: [ItemPath], items: [AnyHashable], destinationView: String,
                destinationPath: ItemPath, convertedItems: [AnyHashable]) {
        self.sourceView = sourceView
        self.sourcePaths = sourcePaths
        self.items = items
        self.destinationView = destinationView
        self.destinationPath = destinationPath
        self.convertedItems = convertedItems
    }

    /// The moved identities as the source's item type; those of another type are left out.
    public func items<T>(as type: T.Type) -> [T] { items.compactMap { $0.base as? T } }

    /// The destination identities as the destination's item type; those of another type are left out.
    public func convertedItems<T>(as type: T.Type) -> [T] { convertedItems.compactMap { $0.base as? T } }
}

/// The destination owner's answer to a drop from another view (UIKit's drop proposal).
public enum CrossViewDropProposal: Hashable, Sendable {
    /// Take the items: where the placeholder stands (`at` nil), or at `at` in the destination's
    /// model (used when it leaves room for the items; else where the placeholder stands).
    case accept(at: ItemPath? = nil)
    /// Refuse: the items return home, animated.
    case refuse
}
