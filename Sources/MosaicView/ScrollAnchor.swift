import MosaicCore

/// Where the content stands in the viewport: one item and where its frame's top-left corner
/// is in the viewport (UIKit keeps `contentOffset` relative to an item the same way across a
/// rotation). A resize, a layout switch, a column count or item size change keep the view's
/// first fully visible item at the same place; an app saves an anchor at quit and scrolls to
/// it at the next launch (``CollectionView/scroll(to:)``).
public struct ScrollAnchor<ItemID: Hashable & Sendable>: Hashable, Sendable {
    /// The item.
    public var item: ItemID
    /// Where the item was when the anchor was taken (a hint: ``CollectionView/scroll(to:)``
    /// looks the item up by identity when the path holds another item now).
    public var path: ItemPath
    /// The item frame's top-left corner in viewport coordinates (content point − content
    /// offset): `y = 12` shows the item's top 12 points below the viewport's top edge.
    public var offset: Point

    /// An anchor on `item` (at `path`) whose frame's top-left corner is at `offset` in the viewport.
    public init(item: ItemID, path: ItemPath, offset: Point) {
        self.item = item
        self.path = path
        self.offset = offset
    }
}

/// The anchor a relayout kept, and the content offset it left: a following relayout with
/// the content offset unchanged (a window being dragged larger step by step, a resize followed
/// by a column count change) keeps the same anchor at the same place, so no drift builds up,
/// and clamping at the content's end is undone when the content grows back.
struct KeptAnchor<ItemID: Hashable & Sendable> {
    var anchor: ScrollAnchor<ItemID>
    var contentOffset: Point
}

extension AnyLayout {
    /// The cell a ``ScrollAnchor`` keeps: of the cells whose frames lie wholly inside `visible`,
    /// the top-most (then left-most; left-most then top-most when `horizontal`); when none fits
    /// wholly, the first partly visible one in the same order; nil when none is visible.
    /// - Complexity: proportional to the visible items.
    func firstVisibleCell(in visible: Rect, horizontal: Bool) -> LayoutAttributes? {
        func precedes(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
            let ka = horizontal ? (a.frame.minX, a.frame.minY) : (a.frame.minY, a.frame.minX)
            let kb = horizontal ? (b.frame.minX, b.frame.minY) : (b.frame.minY, b.frame.minX)
            return ka != kb ? ka < kb : a.path < b.path
        }
        var fully: LayoutAttributes?
        var partly: LayoutAttributes?
        let tolerance = 0.5
        for attrs in attributes(in: visible) where attrs.kind == .cell {
            let f = attrs.frame
            guard f.width > 0, f.height > 0, f.maxX > visible.minX, f.minX < visible.maxX,
                  f.maxY > visible.minY, f.minY < visible.maxY else { continue }
            let whole = f.minX >= visible.minX - tolerance && f.maxX <= visible.maxX + tolerance
                && f.minY >= visible.minY - tolerance && f.maxY <= visible.maxY + tolerance
            if whole {
                if fully.map({ precedes(attrs, $0) }) ?? true { fully = attrs }
            } else if partly.map({ precedes(attrs, $0) }) ?? true {
                partly = attrs
            }
        }
        return fully ?? partly
    }
}
