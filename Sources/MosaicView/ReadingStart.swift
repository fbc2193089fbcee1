import MosaicCore

extension CollectionView {
    /// True for a horizontally scrolling layout presented right to left: its first items are at
    /// the content's right end, so its reading starts at the largest content offset.
    var readsFromContentEnd: Bool {
        layoutDirection == .rightToLeft && layout.scrollsHorizontally
    }

    /// The content offset the view opens at: the start of the reading direction — zero,
    /// or for a horizontally scrolling right-to-left layout the largest horizontal offset,
    /// where its first items are. O(1).
    public var readingStartOffset: Point {
        Point(x: readsFromContentEnd ? maximumContentOffset.x : 0, y: 0)
    }

    /// The first visible anchor moved to where the same item shows once the content is
    /// mirrored across its width (a change of layout direction): a viewport `v` wide showing
    /// content from `x` shows the mirror from `maximum − x`, so the item whose frame starts
    /// `a` points into the viewport ends `a` points before its right edge. Nil when nothing
    /// is visible or the layout does not scroll sideways (a vertical layout keeps its offset).
    /// - Complexity: proportional to the visible items.
    func anchorAfterMirroring() -> KeptAnchor<ItemID>? {
        guard layout.scrollsHorizontally, let anchor = firstVisibleAnchor,
              let frame = layout.attributesForItem(at: anchor.path)?.frame else { return nil }
        return KeptAnchor(anchor: viewport.mirrored(anchor, width: frame.width), contentOffset: contentOffset)
    }
}
