import MosaicCore
import MosaicInteraction

/// Keyboard navigation as a pure value over the layout: which item an arrow, Home, End or a
/// page key reaches from an item, and where a lifted block goes when such a key moves it.
/// The collection view asks it and moves the focus or the drag; nothing here changes state.
///
/// The rule (issue 14: "in the waterfall, the Right arrow can move a card to the left"): an
/// arrow goes to the visually nearest item in its direction, in any layout. An item is in the
/// direction of Right when its centre lies right of the current item's centre and its frame
/// reaches beyond the current frame's right edge (likewise for the other arrows). Among those,
/// the nearest wins by `gap + 2 × crossGap`: `gap` is the distance from the current frame's edge
/// to the candidate's near edge along the arrow (0 when they overlap), `crossGap` the distance
/// between their extents across the arrow (0 when they overlap: items in line with the current
/// one are preferred); ties go to the smaller offset between the centres across the arrow, then
/// to reading order. When no item lies in the direction, nothing happens.
///
/// A flow layout keeps reading order along its lines (Left/Right when it scrolls vertically,
/// Up/Down when it scrolls horizontally): within a line that is the spatial neighbour, and at a
/// line's end the arrow wraps to the next (previous) line, across sections, as text does.
/// Arrows are visual: in a flow that reads right to left, Left is the next item and Right the
/// previous; in every other layout the spatial rule already works on the drawn frames.
///
/// Cost: O(items near the current one). The layout is asked for `attributes(in:)` of a box in
/// the arrow's direction that doubles until the best candidate provably lies inside it (a
/// candidate with score `s` lies within the box of size `s`), up to the content's bounds or
/// four viewports, whichever comes first — never the whole content.
struct KeyboardNavigator {
    /// The layout, in its presented order (during a movement, the lifted block at its target).
    let layout: AnyLayout
    /// The viewport's size (a page is its height; the spatial search stops at four viewports).
    let viewportSize: Size

    /// The item an arrow reaches from `path` (layout paths: during a drag the presented order):
    /// reading order along a flow layout's lines, otherwise the spatial rule above.
    func neighbor(of path: ItemPath, _ key: Key, counts: [Int]) -> ItemPath? {
        if let forward = flowLineDirection(key) {
            return readingOrderNeighbor(of: path, forward: forward, counts: counts)
        }
        guard let frame = layout.attributesForItem(at: path)?.frame else { return nil }
        return spatialNeighbors(from: frame, excluding: path, key, limit: 1).first
    }

    /// For a flow layout and an arrow along its lines, the logical step the visual arrow
    /// means: true for forward (the arrow pointing where the lines fill — Right, Left when the
    /// flow reads right to left, Down when it scrolls horizontally), false for backward; nil
    /// otherwise.
    func flowLineDirection(_ key: Key) -> Bool? {
        guard let flow = layout.flow else { return nil }
        let rightToLeft = flow.layoutDirection == .rightToLeft
        switch (flow.scrollDirection == .horizontal, key) {
        case (false, .right): return !rightToLeft
        case (false, .left): return rightToLeft
        case (true, .down): return true
        case (true, .up): return false
        default: return nil
        }
    }

    /// The next or previous item in reading order, across (non-empty) sections.
    func readingOrderNeighbor(of path: ItemPath, forward: Bool, counts: [Int]) -> ItemPath? {
        if forward {
            if path.item + 1 < counts[path.section] { return ItemPath(path.section, path.item + 1) }
            var s = path.section + 1
            while s < counts.count { if counts[s] > 0 { return ItemPath(s, 0) }; s += 1 }
        } else {
            if path.item > 0 { return ItemPath(path.section, path.item - 1) }
            var s = path.section - 1
            while s >= 0 { if counts[s] > 0 { return ItemPath(s, counts[s] - 1) }; s -= 1 }
        }
        return nil
    }

    /// Up to `limit` items in the direction of `key` from `frame` (content coordinates), best
    /// first by the spatial rule; `excluding` is the current item.
    func spatialNeighbors(from frame: Rect, excluding: ItemPath, _ key: Key, limit: Int) -> [ItemPath] {
        guard let arrow = ArrowDirection(key), limit > 0,
              [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else { return [] }
        let current = arrow.extents(of: frame)
        let content = Rect(origin: .zero, size: layout.contentSize)
        let cap = 4 * max(viewportSize.width, viewportSize.height, frame.width, frame.height)
        var reach = max(2 * max(frame.width, frame.height), 1)
        while true {
            let box = arrow.searchBox(from: frame, reach: reach)
            var scored: [(score: Double, offset: Double, path: ItemPath)] = []
            for a in layout.attributes(in: box) where a.kind == .cell && a.path != excluding && !a.isHidden {
                let c = arrow.extents(of: a.frame)
                guard c.mid > current.mid + 0.5, c.far > current.far + 0.5 else { continue }
                let gap = max(0, c.near - current.far)
                let crossGap = max(0, c.crossMin - current.crossMax, current.crossMin - c.crossMax)
                scored.append((gap + 2 * crossGap, abs(c.crossMid - current.crossMid), a.path))
            }
            scored.sort { ($0.score, $0.offset, $0.path) < ($1.score, $1.offset, $1.path) }
            let found = scored.prefix(limit).map(\.path)
            let settled = scored.count >= limit && scored[limit - 1].score <= reach
            if settled || reach >= cap || box.contains(content, along: arrow) { return found }
            reach *= 2
        }
    }

    /// The first item's path in the layout's counts (nil when empty).
    var firstPath: ItemPath? {
        layout.itemCounts.indices.first { layout.itemCounts[$0] > 0 }.map { ItemPath($0, 0) }
    }

    /// The last item's path in the layout's counts (nil when empty).
    var lastPath: ItemPath? {
        let counts = layout.itemCounts
        return counts.indices.last { counts[$0] > 0 }.map { ItemPath($0, counts[$0] - 1) }
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

    /// Where a block of `count` items presented at `target` starts when it takes the slot of
    /// the item at `neighbor` (presented order): that item's path, shifted past the block when
    /// it follows it in the same section.
    func blockTarget(taking neighbor: ItemPath, from target: ItemPath, count: Int) -> ItemPath {
        var result = neighbor
        if neighbor.section == target.section, neighbor.item > target.item {
            result.item = min(neighbor.item - count + 1, layout.itemCounts[neighbor.section] - count)
        }
        return result
    }

    /// One step of a block of `count` items at `target` in reading order (forward or back),
    /// across sections; the block stays at the ends.
    func blockStep(from target: ItemPath, count: Int, forward: Bool) -> ItemPath {
        let counts = layout.itemCounts
        var next = target
        if !forward {
            if next.item > 0 { next.item -= 1 } else if next.section > 0 { next = ItemPath(next.section - 1, counts[next.section - 1]) }
        } else {
            if next.item < counts[next.section] - count { next.item += 1 }
            else if next.section + 1 < counts.count { next = ItemPath(next.section + 1, 0) }
        }
        return next
    }

    /// Where Home, End, Page Up or Page Down send a block of `count` items at `target`.
    func blockTarget(for key: Key, from target: ItemPath, count: Int) -> ItemPath? {
        let counts = layout.itemCounts
        switch key {
        case .home: return ItemPath(0, 0)
        case .end:
            guard let s = counts.indices.last(where: { counts[$0] > 0 }) else { return nil }
            return ItemPath(s, max(0, counts[s] - (s == target.section ? count : 0)))
        case .pageUp, .pageDown:
            return blockTarget(taking: pageNeighbor(of: target, direction: key == .pageDown ? 1 : -1), from: target, count: count)
        default: return nil
        }
    }
}

/// An arrow key as an axis and a sign, with the geometry of the spatial rule in its terms
/// ("along" grows in the arrow's direction).
struct ArrowDirection {
    let horizontal: Bool
    let sign: Double

    init?(_ key: Key) {
        switch key {
        case .left: (horizontal, sign) = (true, -1)
        case .right: (horizontal, sign) = (true, 1)
        case .up: (horizontal, sign) = (false, -1)
        case .down: (horizontal, sign) = (false, 1)
        default: return nil
        }
    }

    /// A rectangle's extent along the arrow (near and far edges, centre) and across it.
    func extents(of r: Rect) -> (near: Double, far: Double, mid: Double, crossMin: Double, crossMax: Double, crossMid: Double) {
        let (lo, hi, mid) = horizontal ? (r.minX, r.maxX, r.midX) : (r.minY, r.maxY, r.midY)
        let (cLo, cHi, cMid) = horizontal ? (r.minY, r.maxY, r.midY) : (r.minX, r.maxX, r.midX)
        return sign > 0 ? (lo, hi, mid, cLo, cHi, cMid) : (-hi, -lo, -mid, cLo, cHi, cMid)
    }

    /// The box from `frame`'s far edge `reach` points in the arrow's direction, and `reach`
    /// points beyond `frame` on both sides across it.
    func searchBox(from frame: Rect, reach: Double) -> Rect {
        switch (horizontal, sign > 0) {
        case (true, true): return Rect(x: frame.maxX, y: frame.minY - reach, width: reach, height: frame.height + 2 * reach)
        case (true, false): return Rect(x: frame.minX - reach, y: frame.minY - reach, width: reach, height: frame.height + 2 * reach)
        case (false, true): return Rect(x: frame.minX - reach, y: frame.maxY, width: frame.width + 2 * reach, height: reach)
        case (false, false): return Rect(x: frame.minX - reach, y: frame.minY - reach, width: frame.width + 2 * reach, height: reach)
        }
    }
}

private extension Rect {
    /// Whether this search box already covers everything of `content` it could ever reach:
    /// its far side is past the content's edge in the arrow's direction and it spans the
    /// content across the arrow.
    func contains(_ content: Rect, along arrow: ArrowDirection) -> Bool {
        let across = arrow.horizontal ? (minY <= content.minY && maxY >= content.maxY)
                                      : (minX <= content.minX && maxX >= content.maxX)
        let far: Bool
        switch (arrow.horizontal, arrow.sign > 0) {
        case (true, true): far = maxX >= content.maxX
        case (true, false): far = minX <= content.minX
        case (false, true): far = maxY >= content.maxY
        case (false, false): far = minY <= content.minY
        }
        return across && far
    }
}
