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

    /// The anchor, while it still holds: nothing scrolled since (the offset is `offset`) and
    /// `item(anchor.path)` is still its item; nil otherwise. - Complexity: one `item` call.
    func anchor(at offset: Point, item: (ItemPath) -> ItemID?) -> ScrollAnchor<ItemID>? {
        offset == contentOffset && item(anchor.path) == anchor.item ? anchor : nil
    }
}

extension AnyLayout {
    /// True when the layout scrolls sideways (a horizontal flow): an anchor then keeps its x
    /// position, otherwise its y position. - Complexity: O(1).
    var scrollsHorizontally: Bool { flow?.scrollDirection == .horizontal }

    /// The cell a ``ScrollAnchor`` keeps — the first fully visible one in reading order: of the
    /// cells whose frames lie wholly inside `visible`, the top-most, then the one nearest the
    /// reading start (left-most, right-most when right to left); scrolling sideways
    /// (`horizontal`), the column nearest the reading start first, then the top-most. When none
    /// fits wholly, the first partly visible one in the same order; nil when none is visible.
    /// - Complexity: proportional to the visible items.
    func firstVisibleCell(in visible: Rect, horizontal: Bool) -> LayoutAttributes? {
        let rightToLeft = layoutDirection == .rightToLeft
        func precedes(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
            // Along the reading direction: left edges ascending, right edges descending in RTL.
            let (xa, xb) = rightToLeft ? (-a.frame.maxX, -b.frame.maxX) : (a.frame.minX, b.frame.minX)
            let ka = horizontal ? (xa, a.frame.minY) : (a.frame.minY, xa)
            let kb = horizontal ? (xb, b.frame.minY) : (b.frame.minY, xb)
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

extension Viewport {
    /// The first fully visible item of `layout` in this viewport (``AnyLayout/firstVisibleCell(in:horizontal:)``)
    /// and where its frame's top-left corner is in the viewport; `item` names the item at a
    /// path. Nil when no item is visible. - Complexity: proportional to the visible items.
    func firstVisibleAnchor<ItemID>(in layout: AnyLayout, item: (ItemPath) -> ItemID?) -> ScrollAnchor<ItemID>? {
        guard let chosen = layout.firstVisibleCell(in: visibleRect, horizontal: layout.scrollsHorizontally),
              let id = item(chosen.path) else { return nil }
        return ScrollAnchor(item: id, path: chosen.path, offset: toViewport(chosen.frame).origin)
    }

    /// The content offset (before clamping) that shows `frame` with its top-left corner at
    /// `anchorOffset` in the viewport along the scroll axis — x when `horizontal`, else y —
    /// keeping the other axis's offset. - Complexity: O(1).
    func offset(placing frame: Rect, at anchorOffset: Point, horizontal: Bool) -> Point {
        horizontal ? Point(x: frame.minX - anchorOffset.x, y: contentOffset.y)
                   : Point(x: contentOffset.x, y: frame.minY - anchorOffset.y)
    }

    /// `anchor` (whose item's frame is `width` wide) moved to where the same item shows once
    /// the content is mirrored across its width: a viewport showing content from `x` shows the
    /// mirror from `maximum − x`, so an item whose frame starts `a` points into the viewport
    /// ends `a` points before its right edge. - Complexity: O(1).
    func mirrored<ItemID>(_ anchor: ScrollAnchor<ItemID>, width: Double) -> ScrollAnchor<ItemID> {
        ScrollAnchor(item: anchor.item, path: anchor.path,
                     offset: Point(x: size.width - width - anchor.offset.x, y: anchor.offset.y))
    }
}
