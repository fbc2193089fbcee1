import MosaicAnimation
import MosaicCore

/// One relayout of a collection view, in two steps around the change of its layout, viewport
/// or model: ``init(animation:keepingAnchor:scrolling:layout:displayRect:animator:time:modelItem:item:)``
/// captures what is presented and the scroll anchor to keep before it, then the view places the
/// ``anchor`` and ``animate(to:displayRect:contentOffset:oldPath:item:presentation:snapshot:)``
/// animates the cells in the display range from where they were presented to their new frames.
///
/// Contract: with no animation (none asked, or reduced motion) nothing is captured and nothing
/// animates — the change shows at once. With `keepingAnchor`, the first fully visible item (or
/// the anchor the previous relayout kept while nothing scrolled, ``Scrolling/anchorForRelayout(in:item:)``)
/// is to stay where it was in the viewport (clamped at the content's end), and cells animate
/// from where they were on screen — for a resize or a layout switch. Work is proportional to
/// the items displayed before and after, never to the item count.
struct RelayoutTransition<ItemID: Hashable & Sendable> {
    /// The anchor to place once the change is made: nil without `keepingAnchor` or when no item is visible.
    let anchor: ScrollAnchor<ItemID>?
    /// The animation of the cells, nil for none.
    private let animation: Animation?
    private let time: Double
    /// Whether the content may scroll to keep an anchor, and its offset before the change.
    private let keepsAnchor: Bool
    private let offsetBefore: Point
    /// A copy of the old layout when that is cheap (a uniform flow keeps no per-item data).
    private let oldLayout: AnyLayout?
    /// Otherwise the old frames around the display range, by identity: copying a waterfall
    /// would make the change copy all its per-item arrays (O(n)).
    private var oldFrames: [ItemID: Rect] = [:]
    /// What is presented before the change, by identity.
    private var presented: [ItemID: AnimatedValues] = [:]

    /// Captures, before a change of `layout` scrolled as `scrolling` says, the anchor to keep
    /// (`modelItem` gives the model's item at a path) and, when there is an `animation`, the
    /// presentation at `time` (`item` gives the item displayed at a path, `animator` its animations).
    init(animation: Animation?, keepingAnchor: Bool, scrolling: Scrolling<ItemID>, layout: AnyLayout, displayRect: Rect,
         animator: AttributeAnimator<ItemID>, time: Double, modelItem: (ItemPath) -> ItemID?, item: (ItemPath) -> ItemID?) {
        self.animation = animation
        self.time = time
        keepsAnchor = keepingAnchor
        offsetBefore = scrolling.contentOffset
        anchor = keepingAnchor ? scrolling.anchorForRelayout(in: layout, item: modelItem) : nil
        oldLayout = animation != nil && layout.flow?.uniformItemSize != nil ? layout : nil
        guard animation != nil else { return }
        if oldLayout == nil {
            let r = displayRect
            let wide = Rect(x: r.minX - r.width / 2, y: r.minY - r.height / 2, width: r.width * 2, height: r.height * 2)
            for attrs in layout.attributes(in: wide) where attrs.kind == .cell {
                if let item = item(attrs.path) { oldFrames[item] = attrs.frame }
            }
        }
        for attrs in layout.attributes(in: displayRect) where attrs.kind == .cell {
            guard let item = item(attrs.path) else { continue }
            presented[item] = animator.presentedValue(for: item, at: time) ?? AnimatedValues(frame: attrs.frame)
        }
        for item in animator.keys where presented[item] == nil {
            if let v = animator.presentedValue(for: item, at: time) { presented[item] = v }
        }
    }

    /// Captures, before a change of `state`, what
    /// ``init(animation:keepingAnchor:scrolling:layout:displayRect:animator:time:modelItem:item:)``
    /// captures, over its layout, its model's items and the items it displays
    /// (``CollectionState/displayedItem(at:move:)``), read in place.
    init<SectionID>(animation: Animation?, keepingAnchor: Bool, scrolling: Scrolling<ItemID>,
                    state: CollectionState<SectionID, ItemID>, displayRect: Rect, animator: AttributeAnimator<ItemID>, time: Double) {
        self.init(animation: animation, keepingAnchor: keepingAnchor, scrolling: scrolling, layout: state.layout,
                  displayRect: displayRect, animator: animator, time: time, modelItem: { state.heldSnapshot[$0] },
                  item: { state.displayedItem(at: $0) })
    }

    /// After the change, the content scrolled to `contentOffset`: animates each cell in
    /// `displayRect` of the new `layout` from where it was presented (moved with the content
    /// when it scrolled to keep an anchor) to its new frame, and the items that left the range
    /// to their new frames beyond it (`presentation.offscreenPaths`). `oldPath` maps a new path
    /// to the path before the change for items not presented before (nil result: a new item,
    /// which fades and scales in; no closure: the same path). Items fading out are left alone.
    /// Does nothing without an animation.
    mutating func animate<SectionID>(to layout: AnyLayout, displayRect: Rect, contentOffset: Point,
                                     oldPath: ((ItemPath) -> ItemPath?)?, item: (ItemPath) -> ItemID?,
                                     presentation: inout Presentation<ItemID>, snapshot: SectionedSnapshot<SectionID, ItemID>) {
        guard let animation else { return }
        let shift = keepsAnchor ? contentOffset - offsetBefore : .zero
        func onScreen(_ v: AnimatedValues?) -> AnimatedValues? {
            guard var v, shift != .zero else { return v }
            v.frame = v.frame.offsetBy(dx: shift.x, dy: shift.y)
            return v
        }
        for attrs in layout.attributes(in: displayRect) where attrs.kind == .cell {
            guard let item = item(attrs.path), presentation.removing[item] == nil else { continue }
            let from: AnimatedValues?
            if let p = presented.removeValue(forKey: item) {
                from = onScreen(p)
            } else if let oldPath {
                if let old = oldPath(attrs.path) {
                    from = onScreen(oldValues(at: old, of: item))
                } else {
                    from = AnimatedValues(frame: attrs.frame, alpha: 0, scale: 0.8)
                }
            } else {
                from = onScreen(oldValues(at: attrs.path, of: item))
            }
            guard let from, from.frame != attrs.frame || from.alpha != 1 || from.scale != 1 else { continue }
            presentation.animator.animate(item, from: from, to: AnimatedValues(frame: attrs.frame), animation: animation, at: time)
        }
        for (item, value) in presented where presentation.removing[item] == nil {
            guard let from = onScreen(value), let path = snapshot.path(ofDisplayed: item, near: from.frame, layout: layout),
                  let target = layout.attributesForItem(at: path)?.frame else {
                presentation.animator.cancel(item)
                continue
            }
            presentation.animator.animate(item, from: from, to: AnimatedValues(frame: target), animation: animation, at: time)
            presentation.offscreenPaths[item] = path
        }
    }

    /// After the change of `layout`, whose model is `snapshot`: places the ``anchor`` on
    /// `scrolling` (``Scrolling/place(_:in:model:)``) or, without one or when its item is gone,
    /// clamps the offset to the new content; then animates
    /// (``animate(to:displayRect:contentOffset:oldPath:item:presentation:snapshot:)``) in the
    /// viewport as scrolled, plus `margin` on each side. - Complexity: the animation's, plus
    /// O(n) to find the anchor's item when it left its path.
    mutating func finish<SectionID>(_ layout: AnyLayout, scrolling: inout Scrolling<ItemID>, margin: Double,
                                    oldPath: ((ItemPath) -> ItemPath?)?, item: (ItemPath) -> ItemID?,
                                    presentation: inout Presentation<ItemID>, snapshot: SectionedSnapshot<SectionID, ItemID>) {
        if let anchor, scrolling.place(anchor, in: layout, model: snapshot) {} else {
            scrolling.setOffset(scrolling.contentOffset, contentSize: layout.contentSize)
        }
        animate(to: layout, displayRect: scrolling.viewport.displayRect(margin: margin), contentOffset: scrolling.contentOffset,
                oldPath: oldPath, item: item, presentation: &presentation, snapshot: snapshot)
    }

    /// After the change of `state`: ``finish(_:scrolling:margin:oldPath:item:presentation:snapshot:)``
    /// over its layout, its model and the items it displays (``CollectionState/displayedItem(at:move:)``).
    mutating func finish<SectionID>(_ state: CollectionState<SectionID, ItemID>, scrolling: inout Scrolling<ItemID>, margin: Double,
                                    oldPath: ((ItemPath) -> ItemPath?)?, presentation: inout Presentation<ItemID>) {
        finish(state.layout, scrolling: &scrolling, margin: margin, oldPath: oldPath, item: { state.displayedItem(at: $0) },
               presentation: &presentation, snapshot: state.snapshot)
    }

    private func oldValues(at path: ItemPath, of item: ItemID) -> AnimatedValues? {
        if let oldLayout { return oldLayout.attributesForItem(at: path).map { AnimatedValues(frame: $0.frame) } }
        return oldFrames[item].map { AnimatedValues(frame: $0) }
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
