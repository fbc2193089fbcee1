import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// The largest valid content offset: content size minus viewport, never negative.
    public var maximumContentOffset: Point { viewport.maximumOffset(contentSize: layout.contentSize) }

    /// Sets the content offset, clamped to the content (0…content − viewport on each axis).
    public func setContentOffset(_ offset: Point) { viewport.setOffset(offset, contentSize: layout.contentSize) }

    /// Scrolls by `delta` points (a wheel: `delta.y > 0` scrolls toward the end). A vertical
    /// delta scrolls a horizontally scrolling layout sideways, as desktop users expect.
    func scroll(by delta: Point) {
        presentation.momentum = nil
        let sideways = layout.scrollsHorizontally && delta.x == 0
        setContentOffset(contentOffset + (sideways ? Point(x: delta.y, y: 0) : delta))
    }

    /// Starts momentum after a fling with `velocity` (points/s of content offset).
    func startMomentum(velocity: Point, at time: Double) {
        presentation.momentum = ScrollMomentum(from: contentOffset, velocity: velocity, at: time,
                                               minimumVelocity: configuration.minimumFlingVelocity,
                                               rate: configuration.decelerationRate)
    }

    /// Moves momentum scrolling to `time`; stops at the content's edges or when slow.
    func updateScrolling(at time: Double) {
        guard let momentum = presentation.momentum else { return }
        if !momentum.scroll(&viewport, contentSize: layout.contentSize, at: time) { presentation.momentum = nil }
    }

    /// Scrolls the least amount that makes `path`'s frame fully visible (when it fits).
    public func scrollToMakeVisible(_ path: ItemPath) {
        guard let frame = layout.attributesForItem(at: path)?.frame else { return }
        setContentOffset(viewport.offset(revealing: frame))
    }

    /// Changes the viewport size (a window resize); the layout relays out and the first fully
    /// visible item stays where it was in the viewport (``firstVisibleAnchor``), as far as the
    /// content allows (the offset is clamped at the content's end).
    public func setViewportSize(_ size: Size) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return }
        relayout(animation: nil, keepingAnchor: true) {
            viewportSize = size
            layout.setContainerSize(size)
        }
    }
}
