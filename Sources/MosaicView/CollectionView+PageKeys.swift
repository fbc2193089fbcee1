import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// Home, End, Page Up and Page Down.
    ///
    /// - Without a drag they move the keyboard focus: Home to the first item, End to the last,
    ///   Page Up / Page Down to the item nearest the point one viewport height above / below the
    ///   focused item's centre (the first item when nothing is focused), scrolling the content
    ///   by a viewport height first (clamped) and then as little as makes the item visible.
    /// - During a keyboard drag they move the lifted block (or the exchange's "over" position)
    ///   exactly as far: to the first slot, the last slot, or the slot of the item a page away.
    func pageKey(_ key: Key, at time: Double) {
        guard snapshot.numberOfItems > 0 else { return }
        if let d = drag {
            guard d.pointer.byKeyboard else { return }
            pageDragStep(key, d, at: time)
            return
        }
        guard drag == nil else { return }
        let target: ItemPath?
        switch key {
        case .home: target = firstPath()
        case .end: target = lastPath()
        case .pageUp, .pageDown:
            let sign: Double = key == .pageDown ? 1 : -1
            guard let from = focusedPath ?? firstPath() else { return }
            setContentOffset(Point(x: contentOffset.x, y: contentOffset.y + sign * viewportSize.height))
            target = pageNeighbor(of: from, direction: sign)
        default: target = nil
        }
        guard let target, let item = snapshot[target] else { return }
        focused = item
        scrollToMakeVisible(target)
    }

    /// The last item's path in the layout's counts (nil when empty).
    func lastPath() -> ItemPath? {
        let counts = layout.itemCounts
        for s in counts.indices.reversed() where counts[s] > 0 { return ItemPath(s, counts[s] - 1) }
        return nil
    }

    /// The item whose centre is nearest the point one viewport height above (`direction` −1)
    /// or below (+1) the centre of `path` (clamped into the content), or `path` itself.
    func pageNeighbor(of path: ItemPath, direction: Double) -> ItemPath {
        guard let frame = layout.attributesForItem(at: path)?.frame else { return path }
        let content = layout.contentSize
        let goal = Point(x: frame.midX, y: min(max(0, frame.midY + direction * viewportSize.height), content.height))
        let h = viewportSize.height
        var best: (path: ItemPath, distance: Double)?
        for attrs in layout.attributes(in: Rect(x: 0, y: goal.y - h / 2, width: max(content.width, viewportSize.width), height: h))
        where attrs.kind == .cell {
            let f = attrs.frame
            let dx = f.midX - goal.x, dy = f.midY - goal.y
            let d = dx * dx + dy * dy
            if best.map({ d < $0.distance }) ?? true { best = (attrs.path, d) }
        }
        return best?.path ?? path
    }

    /// Home/End/Page keys during a keyboard drag: the block (or "over") goes as far as the
    /// focus would.
    private func pageDragStep(_ key: Key, _ drag: DragSession<ItemID>, at time: Double) {
        let counts = layout.itemCounts
        switch drag {
        case .move(let d):
            let k = d.items.count
            var target: ItemPath
            switch key {
            case .home:
                target = ItemPath(0, 0)
            case .end:
                guard let s = counts.indices.last(where: { counts[$0] > 0 }) else { return }
                target = ItemPath(s, max(0, counts[s] - (s == d.target.section ? k : 0)))
            default:
                let n = pageNeighbor(of: d.target, direction: key == .pageDown ? 1 : -1)
                target = n
                if n.section == d.target.section, n.item > d.target.item {
                    target.item = min(n.item - k + 1, counts[n.section] - k)
                }
            }
            guard target != d.target else { return }
            moveBlock(to: target, at: time)
            followTarget(self.drag?.move?.target)
        case .exchange(let e):
            guard let from = e.controller.lastOver ?? e.controller.origin else { return }
            let over: ItemPath?
            switch key {
            case .home: over = firstPath()
            case .end: over = lastPath()
            default: over = pageNeighbor(of: from, direction: key == .pageDown ? 1 : -1)
            }
            guard let over, over != from else { return }
            exchangeEvent(.over(over, frame: nil, point: nil), at: time)
            followTarget(over)
        }
    }
}
