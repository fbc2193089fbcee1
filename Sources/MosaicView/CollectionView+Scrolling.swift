import MosaicCore

extension CollectionView {
    /// The content offset the view opens at: the start of the reading direction — zero,
    /// or for a horizontally scrolling right-to-left layout the largest horizontal offset,
    /// where its first items are. O(1).
    public var readingStartOffset: Point { viewport.readingStart(of: layout) }

    /// The largest valid content offset: content size minus viewport, never negative.
    public var maximumContentOffset: Point { viewport.maximumOffset(contentSize: layout.contentSize) }

    /// Sets the content offset, clamped to the content (0…content − viewport on each axis).
    public func setContentOffset(_ offset: Point) { scrolling.setOffset(offset, contentSize: layout.contentSize) }

    /// Scrolls the least amount that makes `path`'s frame fully visible (when it fits).
    public func scrollToMakeVisible(_ path: ItemPath) { scrolling.reveal(path, in: layout) }

    /// Changes the viewport size (a window resize); the layout relays out and the first fully
    /// visible item stays where it was in the viewport (``firstVisibleAnchor``), as far as the
    /// content allows (the offset is clamped at the content's end).
    public func setViewportSize(_ size: Size) { perform(.viewportSize(size), animated: false) }

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
    public func scroll(to anchor: ScrollAnchor<ItemID>) -> Bool { scrolling.place(anchor, in: layout, model: snapshot) }
}
