import MosaicCore

/// A lifted block as another view needs it: identities, model sources in the view it left,
/// the pointer there, each item's size and the presented target.
struct CrossViewCargo<ItemID: Hashable> {
    var items: [ItemID]
    var sources: [ItemPath]
    var pointer: DragPointer
    var sizes: [Size]
    var target: ItemPath
}
