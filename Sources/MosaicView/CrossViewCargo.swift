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

extension CrossViewCargo {
    /// The block movement `m` lifts, each item's size read from `layout` at the block's presented
    /// place (the pointer's size when the layout has none). Nil without a movement. O(items).
    init?(lifted m: MoveDrag<ItemID>?, layout: AnyLayout) where ItemID: Sendable {
        guard let m else { return nil }
        let t = m.target
        self.init(items: m.items, sources: m.controller.sources, pointer: m.pointer,
                  sizes: (0..<m.items.count).map { layout.itemSize(at: ItemPath(t.section, t.item + $0)) ?? m.pointer.size },
                  target: t)
    }

    /// The same block, identities type-erased (as the group passes them between views). O(items).
    var erased: CrossViewCargo<AnyHashable> {
        CrossViewCargo<AnyHashable>(items: items.map { AnyHashable($0) }, sources: sources, pointer: pointer, sizes: sizes, target: target)
    }
}
