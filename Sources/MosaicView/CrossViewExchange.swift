import MosaicCore

/// One exchange of an item of one view of a ``CollectionViewGroup`` with an item of another, in
/// exchange mode: the transaction both owners persist together — in the source's model the item
/// at ``sourcePath`` becomes ``convertedDisplacedItem``, in the destination's the item at
/// ``destinationPath`` becomes ``convertedItem``.
///
/// Identities are type-erased because the two views' item types may differ; read them back
/// typed with ``item(as:)``, ``displacedItem(as:)``, ``convertedItem(as:)`` and
/// ``convertedDisplacedItem(as:)``.
public struct CrossViewExchange: Hashable {
    /// The id of the view the caught item came from (as given to ``CollectionViewGroup/addView(_:id:frame:)``).
    public var sourceView: String
    /// The caught item's path in the source: where the displaced item goes.
    public var sourcePath: ItemPath
    /// The caught identity, the source view's `ItemID`.
    public var item: AnyHashable
    /// The id of the view whose item the caught one displaced.
    public var destinationView: String
    /// The displaced item's path in the destination: where the caught item goes.
    public var destinationPath: ItemPath
    /// The displaced identity, the destination view's `ItemID`.
    public var displacedItem: AnyHashable
    /// The caught identity as the destination's `ItemID` (the group's conversion from the source
    /// to the destination; ``item`` when none is needed).
    public var convertedItem: AnyHashable
    /// The displaced identity as the source's `ItemID` (the conversion the other way).
    public var convertedDisplacedItem: AnyHashable

    /// Creates an exchange (the group makes them; tests and owners may too).
    public init(sourceView: String, sourcePath: ItemPath, item: AnyHashable, destinationView: String,
                destinationPath: ItemPath, displacedItem: AnyHashable, convertedItem: AnyHashable,
                convertedDisplacedItem: AnyHashable) {
        self.sourceView = sourceView
        self.sourcePath = sourcePath
        self.item = item
        self.destinationView = destinationView
        self.destinationPath = destinationPath
        self.displacedItem = displacedItem
        self.convertedItem = convertedItem
        self.convertedDisplacedItem = convertedDisplacedItem
    }

    /// The caught identity as the source's item type; nil for another type.
    public func item<T>(as type: T.Type) -> T? { item.base as? T }
    /// The displaced identity as the destination's item type; nil for another type.
    public func displacedItem<T>(as type: T.Type) -> T? { displacedItem.base as? T }
    /// The caught identity as the destination's item type; nil for another type.
    public func convertedItem<T>(as type: T.Type) -> T? { convertedItem.base as? T }
    /// The displaced identity as the source's item type; nil for another type.
    public func convertedDisplacedItem<T>(as type: T.Type) -> T? { convertedDisplacedItem.base as? T }
}
