import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// The frame an item is presented at now (content coordinates): its animation's value if
    /// it is animating, otherwise its layout frame.
    func presentedFrame(of path: ItemPath, at time: Double) -> Rect? {
        guard let item = snapshot[path] else { return nil }
        if let v = presentation.animator.presentedValue(for: item, at: time) { return v.frame }
        return layout.attributesForItem(at: path)?.frame
    }

    /// The rectangle (content coordinates) whose items are built and animated: the viewport
    /// plus `displayMargin` on each side.
    var displayRect: Rect { viewport.displayRect(margin: configuration.displayMargin) }

    /// Performs a change of the layout (`change` mutates `layout`, the viewport, …), then
    /// animates the cells in the display range from where they were presented to their new
    /// frames (``RelayoutTransition``). Work is proportional to the items displayed before
    /// and after, never to n.
    ///
    /// `oldPath` maps an item's new path to its path before the change, for items that were
    /// not displayed before (nil result: a new item, which fades in; no closure: same path).
    ///
    /// `keepingAnchor`: the first fully visible item stays where it was in the viewport
    /// (``firstVisibleAnchor``; clamped at the content's end), and the cells animate from where
    /// they were on screen — for a resize or a layout switch.
    func relayout(animation: Animation?, oldPath: ((ItemPath) -> ItemPath?)? = nil, keepingAnchor: Bool = false,
                  _ change: () -> Void) {
        let animation = configuration.reducesMotion ? nil : animation   // reduced motion: at once
        let time = max(clock.now, lastEventTime)
        let anchor = keepingAnchor ? scrolling.anchorForRelayout(in: layout) { snapshot[$0] } : nil
        let offsetBefore = contentOffset
        var transition = animation.map { _ in
            RelayoutTransition(layout: layout, displayRect: displayRect, animator: presentation.animator, time: time,
                               item: { displayedItem(at: $0) })
        }
        change()
        if let anchor, scroll(to: anchor) {} else { setContentOffset(contentOffset) }
        guard let animation, transition != nil else { return }
        // With an anchor the content may have scrolled: cells start where they were on screen.
        transition?.animate(to: layout, displayRect: displayRect, shift: keepingAnchor ? contentOffset - offsetBefore : .zero,
                            oldPath: oldPath, animation: animation, item: { displayedItem(at: $0) },
                            presentation: &presentation, snapshot: snapshot)
    }

    /// A layout refused an edit the model accepted (the layout has the model's item counts, so
    /// it must accept every edit within them): a programming error of the layout, never papered
    /// over with a made-up layout. Stops with the reason.
    func resyncLayout(_ error: any Error = MosaicError.invalidUpdate("no error given")) -> Never {
        preconditionFailure("the layout refused an edit the model accepted (the model's item counts are "
                            + "\(snapshot.itemCounts), the layout's \(layout.itemCounts)): \(error)")
    }
}
