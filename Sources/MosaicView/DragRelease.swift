import MosaicCore

/// What the release of an exchange's caught snapshot shows, as a value: the snapshot lands in
/// its cell, or the owner's release animation plays (``ReleasingSnapshot``). The view performs
/// it; the catch animation ends either way.
enum DragRelease<ItemID: Hashable & Sendable> {
    /// The snapshot lands in its cell, scaled from `scale` (at once with reduced motion).
    case land(scale: Double)
    /// The owner's release animation plays over the cell.
    case animate(ReleasingSnapshot<ItemID>)

    /// The release of `item`'s snapshot at `frame` (content coordinates, the content scrolled to
    /// `contentOffset`) in `state`, whose model holds the finished exchange; `origin` is where the
    /// transaction began (nil: the item's final path). With the owner's `animateRelease` (pass nil
    /// under reduced motion) and the item in the model and the layout, the animation plays from
    /// the snapshot to the item's cell, the item `label`led and looking `look` in `style`;
    /// otherwise it blinks to `style`'s release scale and lands.
    /// - Complexity: O(n) to find the item's path.
    init<S>(_ item: ItemID, from frame: Rect, origin: ItemPath?, in state: CollectionState<S, ItemID>, contentOffset: Point,
            animateRelease: ((ExchangeRelease) -> ExchangeReleaseAnimation)?, label: String,
            look: (scale: Double, alpha: Double), style: ExchangeStyle, at time: Double) {
        guard let animateRelease, let finalPath = state.snapshot.path(of: item),
              let cell = state.layout.attributesForItem(at: finalPath)?.frame else {
            self = .land(scale: style.releaseBlinkScale)
            return
        }
        let origin = origin ?? finalPath
        func inViewport(_ r: Rect) -> Rect { r.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y) }
        self = .animate(ReleasingSnapshot(releasing: item, label: label, from: inViewport(frame), over: inViewport(cell),
                                          finalPath: finalPath, origin: origin, displaced: state.snapshot[origin], look: look,
                                          style: style, animateRelease: animateRelease, at: time))
    }
}
