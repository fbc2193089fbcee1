import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// The frame an item is presented at now (content coordinates): its animation's value if
    /// it is animating, otherwise its layout frame.
    func presentedFrame(of path: ItemPath, at time: Double) -> Rect? {
        guard let item = snapshot[path] else { return nil }
        if let v = animator.presentedValue(for: item, at: time) { return v.frame }
        return layout.attributesForItem(at: path)?.frame
    }

    /// The rectangle (content coordinates) whose items are built and animated: the viewport
    /// plus `displayMargin` on each side.
    var displayRect: Rect {
        let m = configuration.displayMargin
        return Rect(x: contentOffset.x - m, y: contentOffset.y - m,
                    width: viewportSize.width + 2 * m, height: viewportSize.height + 2 * m)
    }

    /// Performs a change of the layout (`change` mutates `layout`, the viewport, …), then
    /// animates the cells in the display range from where they were presented to their new
    /// frames. Work is proportional to the items displayed before and after, never to n.
    ///
    /// `oldPath` maps an item's new path to its path before the change, for items that were
    /// not displayed before (nil result: a new item, which fades in; no closure: same path).
    ///
    /// `keepingAnchor`: the first fully visible item stays where it was in the viewport
    /// (``firstVisibleAnchor``; clamped at the content's end), and the cells animate from where
    /// they were on screen — for a resize or a layout switch.
    func relayout(animation: Animation?, oldPath: ((ItemPath) -> ItemPath?)? = nil, keepingAnchor: Bool = false,
                  _ change: () -> Void) {
        let time = max(clock.now, lastEventTime)
        let anchor = keepingAnchor ? anchorForRelayout() : nil
        let offsetBefore = contentOffset
        func settleOffset() {
            if let anchor, scroll(to: anchor) { return }
            setContentOffset(contentOffset)
        }
        guard let animation else {
            change()
            settleOffset()
            return
        }
        // Old frames of items not displayed now come from a copy of the old layout when that
        // is cheap (a uniform flow keeps no per-item data). Copying a waterfall would make the
        // edit below copy all its per-item arrays (O(n)); instead the frames around the
        // display range are captured by identity.
        let oldLayout: AnyLayout? = layout.flow?.uniformItemSize != nil ? layout : nil
        var oldFrames: [ItemID: Rect] = [:]
        if oldLayout == nil {
            let r = displayRect
            let wide = Rect(x: r.minX - r.width / 2, y: r.minY - r.height / 2, width: r.width * 2, height: r.height * 2)
            for attrs in layout.attributes(in: wide) where attrs.kind == .cell {
                if let item = displayedItem(at: attrs.path) { oldFrames[item] = attrs.frame }
            }
        }
        func oldFrame(at path: ItemPath, of item: ItemID) -> AnimatedValues? {
            if let oldLayout { return oldLayout.attributesForItem(at: path).map { AnimatedValues(frame: $0.frame) } }
            return oldFrames[item].map { AnimatedValues(frame: $0) }
        }
        // What is presented now, by identity.
        var presented: [ItemID: AnimatedValues] = [:]
        for attrs in layout.attributes(in: displayRect) where attrs.kind == .cell {
            guard let item = displayedItem(at: attrs.path) else { continue }
            presented[item] = animator.presentedValue(for: item, at: time) ?? AnimatedValues(frame: attrs.frame)
        }
        for item in animator.keys where presented[item] == nil {
            if let v = animator.presentedValue(for: item, at: time) { presented[item] = v }
        }
        change()
        settleOffset()
        // With an anchor the content may have scrolled: cells start where they were on screen.
        let shift = keepingAnchor ? contentOffset - offsetBefore : .zero
        func onScreen(_ v: AnimatedValues?) -> AnimatedValues? {
            guard var v, shift != .zero else { return v }
            v.frame = v.frame.offsetBy(dx: shift.x, dy: shift.y)
            return v
        }
        for attrs in layout.attributes(in: displayRect) where attrs.kind == .cell {
            guard let item = displayedItem(at: attrs.path), removing[item] == nil else { continue }
            let from: AnimatedValues?
            if let p = presented.removeValue(forKey: item) {
                from = onScreen(p)
            } else if let oldPath {
                if let old = oldPath(attrs.path) {
                    from = onScreen(oldFrame(at: old, of: item))
                } else {
                    // A new item: fades and scales in at its frame.
                    from = AnimatedValues(frame: attrs.frame, alpha: 0, scale: 0.8)
                }
            } else {
                from = onScreen(oldFrame(at: attrs.path, of: item))
            }
            guard let from, from.frame != attrs.frame || from.alpha != 1 || from.scale != 1 else { continue }
            animator.animate(item, from: from, to: AnimatedValues(frame: attrs.frame), animation: animation, at: time)
        }
        // Items that left the display range: animate them out to their new frames.
        for (item, presentedValue) in presented where removing[item] == nil {
            guard let from = onScreen(presentedValue), let path = snapshot.path(ofDisplayed: item, near: from.frame, layout: layout),
                  let target = layout.attributesForItem(at: path)?.frame else {
                animator.cancel(item)
                continue
            }
            animator.animate(item, from: from, to: AnimatedValues(frame: target), animation: animation, at: time)
            offscreenPaths[item] = path
        }
    }

    /// A layout refused an edit the model accepted (the layout has the model's item counts, so
    /// it must accept every edit within them): a programming error of the layout, never papered
    /// over with a made-up layout. Stops with the reason.
    func resyncLayout(_ error: any Error = MosaicError.invalidUpdate("no error given")) -> Never {
        preconditionFailure("the layout refused an edit the model accepted (the model's item counts are "
                            + "\(snapshot.itemCounts), the layout's \(layout.itemCounts)): \(error)")
    }
}

extension SectionedSnapshot {
    /// The path of an item that was displayed near `frame`: a bounded search (the items whose
    /// layout frames are near the old frame, then the whole snapshot only for small ones).
    func path(ofDisplayed item: ItemID, near frame: Rect, layout: AnyLayout) -> ItemPath? {
        let around = frame.insetBy(dx: -frame.width * 4, dy: -frame.height * 4)
        for attrs in layout.attributes(in: around) where attrs.kind == .cell {
            if self[attrs.path] == item { return attrs.path }
        }
        return numberOfItems <= 10_000 ? path(of: item) : nil
    }
}
