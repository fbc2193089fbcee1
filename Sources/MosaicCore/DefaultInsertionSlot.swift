/// The insertion slot of a layout that implements only `attributes(in:)`: the nearest cell in
/// squares that double in size around the point, before or after it by which half of it the
/// point is in.
enum DefaultInsertionSlot {
    /// The first square's half side, in points.
    static let initialRadius = 32.0

    /// - Complexity: O(log(content size / initialRadius)) calls of `attributes(in:)`.
    static func find<L: CollectionLayout>(in layout: L, nearest point: Point, itemCounts: [Int]) -> ItemPath? {
        guard point.isFinite, !itemCounts.isEmpty else { return nil }
        let content = layout.contentSize
        let limit = max(content.width, content.height, 1) * 2 + abs(point.x) + abs(point.y)
        var radius = initialRadius
        while radius <= limit * 2 {
            let square = Rect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius)
            var nearest: (attrs: LayoutAttributes, distance: Double)?
            for a in layout.attributes(in: square) where a.kind == .cell || itemCounts.indices.contains(a.path.section) {
                if a.kind != .cell, itemCounts[a.path.section] != 0 { continue }
                let d = distance(from: point, to: a.frame)
                if d <= radius, nearest.map({ d < $0.distance || (d == $0.distance && a.path < $0.attrs.path) }) ?? true {
                    nearest = (a, d)
                }
            }
            if let (attrs, _) = nearest {
                if attrs.kind != .cell { return ItemPath(attrs.path.section, 0) }
                return slot(beside: attrs, point: point, layout: layout)
            }
            radius *= 2
        }
        // Nothing near: the end of the last section.
        let last = itemCounts.count - 1
        return ItemPath(last, itemCounts[last])
    }

    /// Before or after `attrs` by which half the point is in, along the axis on which the
    /// item's neighbour lies (the next item, else the previous; vertical when it has none).
    static func slot<L: CollectionLayout>(beside attrs: LayoutAttributes, point: Point, layout: L) -> ItemPath {
        let f = attrs.frame
        let path = attrs.path
        var horizontal = false
        if let next = layout.attributesForItem(at: ItemPath(path.section, path.item + 1))?.frame {
            horizontal = abs(next.midX - f.midX) > abs(next.midY - f.midY)
        } else if path.item > 0, let previous = layout.attributesForItem(at: ItemPath(path.section, path.item - 1))?.frame {
            horizontal = abs(previous.midX - f.midX) > abs(previous.midY - f.midY)
        }
        let after = horizontal ? point.x >= f.midX : point.y >= f.midY
        return ItemPath(path.section, path.item + (after ? 1 : 0))
    }

    /// Euclidean distance from a point to a rectangle (0 inside).
    static func distance(from p: Point, to r: Rect) -> Double {
        let dx = max(r.minX - p.x, 0, p.x - r.maxX)
        let dy = max(r.minY - p.y, 0, p.y - r.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
