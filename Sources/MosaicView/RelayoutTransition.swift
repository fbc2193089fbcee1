import MosaicAnimation
import MosaicCore

/// One animated relayout, in two steps around the change: ``init(layout:displayRect:animator:time:item:)``
/// captures what is presented before it, ``animate(to:displayRect:shift:oldPath:animation:item:presentation:snapshot:)``
/// animates the cells in the display range from there to their new frames. Work is
/// proportional to the items displayed before and after, never to the item count.
struct RelayoutTransition<ItemID: Hashable & Sendable> {
    private let time: Double
    /// A copy of the old layout when that is cheap (a uniform flow keeps no per-item data).
    private let oldLayout: AnyLayout?
    /// Otherwise the old frames around the display range, by identity: copying a waterfall
    /// would make the change copy all its per-item arrays (O(n)).
    private var oldFrames: [ItemID: Rect] = [:]
    /// What is presented before the change, by identity.
    private var presented: [ItemID: AnimatedValues] = [:]

    /// Captures the presentation before a change of `layout`; `item` gives the item displayed at a path.
    init(layout: AnyLayout, displayRect: Rect, animator: AttributeAnimator<ItemID>, time: Double,
         item: (ItemPath) -> ItemID?) {
        self.time = time
        oldLayout = layout.flow?.uniformItemSize != nil ? layout : nil
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

    /// After the change: animates each cell in `displayRect` of the new `layout` from where it
    /// was presented (moved by `shift` when the content scrolled to keep an anchor) to its new
    /// frame, and the items that left the range to their new frames beyond it
    /// (`presentation.offscreenPaths`). `oldPath` maps a new path to the path before the change
    /// for items not presented before (nil result: a new item, which fades and scales in; no
    /// closure: the same path). Items fading out are left alone.
    mutating func animate<SectionID>(to layout: AnyLayout, displayRect: Rect, shift: Point,
                                     oldPath: ((ItemPath) -> ItemPath?)?, animation: Animation,
                                     item: (ItemPath) -> ItemID?, presentation: inout Presentation<ItemID>,
                                     snapshot: SectionedSnapshot<SectionID, ItemID>) {
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
