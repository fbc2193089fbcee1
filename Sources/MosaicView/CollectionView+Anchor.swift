import MosaicCore

extension CollectionView {
    /// True when the layout scrolls sideways (a horizontal flow): the anchor then keeps its
    /// x position; otherwise its y position.
    private var scrollsHorizontally: Bool { layout.flow?.scrollDirection == .horizontal }

    /// The first fully visible item and where it is in the viewport: of the items whose frames
    /// lie wholly inside the viewport, the top-most (then left-most; left-most then top-most in
    /// a horizontal layout). When no item fits wholly (items larger than the viewport), the
    /// first partly visible one in the same order; nil when no item is visible.
    /// - Complexity: proportional to the visible items.
    public var firstVisibleAnchor: ScrollAnchor<ItemID>? {
        guard let chosen = layout.firstVisibleCell(in: visibleRect, horizontal: scrollsHorizontally),
              let item = snapshot[chosen.path] else { return nil }
        return ScrollAnchor(item: item, path: chosen.path,
                            offset: Point(x: chosen.frame.minX - contentOffset.x, y: chosen.frame.minY - contentOffset.y))
    }

    /// Scrolls so that `anchor`'s item shows with its frame's top-left corner at
    /// `anchor.offset` along the scroll axis (the other axis keeps its offset), clamped to the
    /// content: an item near the content's end shows as far up as the content allows.
    /// The item is found at `anchor.path`, else by identity.
    /// - Returns: false, scrolling nowhere, when the item is not in the snapshot.
    /// - Complexity: O(1) when the item is at `anchor.path`; O(n) to find it elsewhere.
    @discardableResult
    public func scroll(to anchor: ScrollAnchor<ItemID>) -> Bool {
        let path = snapshot[anchor.path] == anchor.item ? anchor.path : snapshot.path(of: anchor.item)
        guard let path, let frame = layout.attributesForItem(at: path)?.frame else { return false }
        presentation.momentum = nil
        if scrollsHorizontally {
            setContentOffset(Point(x: frame.minX - anchor.offset.x, y: contentOffset.y))
        } else {
            setContentOffset(Point(x: contentOffset.x, y: frame.minY - anchor.offset.y))
        }
        keptAnchor = KeptAnchor(anchor: ScrollAnchor(item: anchor.item, path: path, offset: anchor.offset),
                                contentOffset: contentOffset)
        return true
    }

    /// The anchor a relayout should keep: the one the previous relayout kept when nothing
    /// scrolled since (same content offset, the item still at its path), else the first fully
    /// visible item now.
    func anchorForRelayout() -> ScrollAnchor<ItemID>? {
        if let kept = keptAnchor, kept.contentOffset == contentOffset, snapshot[kept.anchor.path] == kept.anchor.item {
            return kept.anchor
        }
        return firstVisibleAnchor
    }
}
