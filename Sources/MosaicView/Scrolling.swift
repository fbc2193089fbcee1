import MosaicCore

/// Where a collection view is scrolled and how it moves: the viewport (size and content
/// offset), momentum after a fling, and the anchor the last relayout kept. A value; every
/// change of the offset is clamped to the content (`0…content − viewport` on each axis), which
/// its mutating functions check.
struct Scrolling<ItemID: Hashable & Sendable> {
    /// The visible size and the content offset.
    var viewport: Viewport
    /// Momentum scrolling after a fling, or nil.
    var momentum: ScrollMomentum?
    /// The anchor the last resize or layout switch kept (``CollectionView/firstVisibleAnchor``).
    var keptAnchor: KeptAnchor<ItemID>?

    /// The content offset, clamped to the content.
    var contentOffset: Point { viewport.contentOffset }

    /// Sets the offset, clamped to content of `contentSize`; a non-finite coordinate keeps the current one.
    mutating func setOffset(_ offset: Point, contentSize: Size) {
        viewport.setOffset(offset, contentSize: contentSize)
        assertClamped(to: contentSize)
    }

    /// Scrolls by `delta` points (a wheel: `delta.y > 0` scrolls toward the end) and stops
    /// momentum. A vertical delta scrolls a horizontally scrolling layout sideways, as desktop users expect.
    mutating func scroll(by delta: Point, in layout: AnyLayout) {
        momentum = nil
        let sideways = layout.scrollsHorizontally && delta.x == 0
        setOffset(contentOffset + (sideways ? Point(x: delta.y, y: 0) : delta), contentSize: layout.contentSize)
    }

    /// Starts momentum after a fling with `velocity` (points/s of content offset) at `time`;
    /// none when the fling is slower than `minimumVelocity`.
    mutating func fling(velocity: Point, at time: Double, minimumVelocity: Double, rate: Double) {
        momentum = ScrollMomentum(from: contentOffset, velocity: velocity, at: time, minimumVelocity: minimumVelocity, rate: rate)
    }

    /// Moves momentum scrolling to `time`; it stops at the content's edges or when slow.
    mutating func advance(to time: Double, contentSize: Size) {
        guard let momentum else { return }
        if !momentum.scroll(&viewport, contentSize: contentSize, at: time) { self.momentum = nil }
        assertClamped(to: contentSize)
    }

    /// Scrolls the least amount that makes the frame of `layout`'s item at `path` fully visible (when it fits).
    mutating func reveal(_ path: ItemPath, in layout: AnyLayout) {
        guard let frame = layout.attributesForItem(at: path)?.frame else { return }
        setOffset(viewport.offset(revealing: frame), contentSize: layout.contentSize)
    }

    /// Scrolls so that `anchor`'s item, found at `path`, shows with its frame's top-left at
    /// `anchor.offset` along the scroll axis, clamped; stops momentum and keeps the anchor
    /// (the next relayout keeps it while nothing scrolls). False, scrolling nowhere, when
    /// `layout` has no item at `path`.
    mutating func place(_ anchor: ScrollAnchor<ItemID>, at path: ItemPath, in layout: AnyLayout) -> Bool {
        guard let frame = layout.attributesForItem(at: path)?.frame else { return false }
        momentum = nil
        setOffset(viewport.offset(placing: frame, at: anchor.offset, horizontal: layout.scrollsHorizontally),
                  contentSize: layout.contentSize)
        keptAnchor = KeptAnchor(anchor: ScrollAnchor(item: anchor.item, path: path, offset: anchor.offset), contentOffset: contentOffset)
        return true
    }

    /// Scrolls so that `anchor`'s item shows with its frame's top-left at `anchor.offset`
    /// (``place(_:at:in:)``), finding the item at `anchor.path` in `model`, else by identity.
    /// False, scrolling nowhere, when the item is not in the model.
    /// - Complexity: O(1) when the item is at `anchor.path`; O(n) to find it elsewhere.
    mutating func place<SectionID>(_ anchor: ScrollAnchor<ItemID>, in layout: AnyLayout,
                                   model: SectionedSnapshot<SectionID, ItemID>) -> Bool {
        guard let path = model[anchor.path] == anchor.item ? anchor.path : model.path(of: anchor.item) else { return false }
        return place(anchor, at: path, in: layout)
    }

    /// Before the content mirrors across its width (a change of layout direction), keeps the
    /// first visible anchor of `layout` moved to where the same item shows once mirrored
    /// (``Viewport/mirrored(_:width:)``), so the next relayout places it there. Nothing when no
    /// item is visible or `layout` does not scroll sideways (a vertical layout keeps its offset).
    /// `item` gives the model's item at a path. - Complexity: proportional to the visible items.
    mutating func keepMirroredAnchor(in layout: AnyLayout, item: (ItemPath) -> ItemID?) {
        guard layout.scrollsHorizontally, let anchor = viewport.firstVisibleAnchor(in: layout, item: item),
              let frame = layout.attributesForItem(at: anchor.path)?.frame else { return }
        keptAnchor = KeptAnchor(anchor: viewport.mirrored(anchor, width: frame.width), contentOffset: contentOffset)
    }

    /// The anchor a relayout should keep: the one the previous relayout kept when nothing
    /// scrolled since (``KeptAnchor/anchor(at:item:)``), else the first fully visible item of `layout` now.
    func anchorForRelayout(in layout: AnyLayout, item: (ItemPath) -> ItemID?) -> ScrollAnchor<ItemID>? {
        keptAnchor?.anchor(at: contentOffset, item: item) ?? viewport.firstVisibleAnchor(in: layout, item: item)
    }

    /// Checks that the offset lies within the content (debug builds).
    private func assertClamped(to contentSize: Size) {
        let maximum = viewport.maximumOffset(contentSize: contentSize), offset = contentOffset
        assert(offset.x >= 0 && offset.y >= 0 && offset.x <= maximum.x && offset.y <= maximum.y,
               "content offset \(offset) outside 0…\(maximum) for content \(contentSize) in a viewport of \(viewport.size)")
    }
}
