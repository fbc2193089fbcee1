import MosaicCore

extension CollectionView {
    /// The first fully visible item and where it is in the viewport: of the items whose frames
    /// lie wholly inside the viewport, the top-most, then the one nearest the reading start
    /// (left-most; right-most when right to left); in a horizontal layout, the column nearest
    /// the reading start, then the top-most. When no item fits wholly (items larger than the
    /// viewport), the first partly visible one in the same order; nil when no item is visible.
    /// - Complexity: proportional to the visible items.
    public var firstVisibleAnchor: ScrollAnchor<ItemID>? { viewport.firstVisibleAnchor(in: layout) { snapshot[$0] } }

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
        setContentOffset(viewport.offset(placing: frame, at: anchor.offset, horizontal: layout.scrollsHorizontally))
        keptAnchor = KeptAnchor(anchor: ScrollAnchor(item: anchor.item, path: path, offset: anchor.offset),
                                contentOffset: contentOffset)
        return true
    }

    /// The anchor a relayout should keep: the one the previous relayout kept when nothing
    /// scrolled since (``KeptAnchor/anchor(at:item:)``), else the first fully visible item now.
    func anchorForRelayout() -> ScrollAnchor<ItemID>? {
        keptAnchor?.anchor(at: contentOffset) { snapshot[$0] } ?? firstVisibleAnchor
    }
}
