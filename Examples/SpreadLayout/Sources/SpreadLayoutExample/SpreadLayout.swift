import MosaicCore

/// A custom spread layout: items in rows of `columns`, each at its own size, `spreadDistance`
/// points apart and from the edges. Only what UIKit asks of a layout — prepare, the content
/// size, an item's attributes, the attributes in a rectangle — plus the value a pinch adjusts;
/// Mosaic supplies hit testing, the drop slot and the edits of interactive movement.
struct SpreadLayout: CollectionLayout {
    /// The distance between items (a custom UIKit layout's `updateSpreadDistance:`), kept in `range`.
    var spreadDistance: Double {
        didSet { spreadDistance = min(Self.range.upperBound, max(Self.range.lowerBound, spreadDistance)) }
    }
    static let range = 0.0...30.0
    let columns: Int

    private var sizes: [[Size]] = []
    /// Each section's rows: top and height.
    private var rows: [[(top: Double, height: Double)]] = []
    private var width = 0.0
    private var height = 0.0

    init(spreadDistance: Double = 10, columns: Int = 3) {
        self.spreadDistance = min(Self.range.upperBound, max(Self.range.lowerBound, spreadDistance))
        self.columns = max(1, columns)
    }

    mutating func prepare(_ context: LayoutContext) {
        sizes = context.itemSizes
        rows = []
        var y = spreadDistance
        var widest = 0.0
        for section in sizes {
            var sectionRows: [(top: Double, height: Double)] = []
            for start in stride(from: 0, to: section.count, by: columns) {
                let row = section[start..<min(start + columns, section.count)]
                let rowHeight = row.map(\.height).max() ?? 0
                sectionRows.append((y, rowHeight))
                y += rowHeight + spreadDistance
                widest = max(widest, row.reduce(spreadDistance) { $0 + $1.width + spreadDistance })
            }
            rows.append(sectionRows)
        }
        width = max(context.containerSize.width, widest)
        height = y
    }

    var contentSize: Size { Size(width: width, height: height) }

    func attributesForItem(at path: ItemPath) -> LayoutAttributes? {
        guard sizes.indices.contains(path.section), sizes[path.section].indices.contains(path.item) else { return nil }
        let row = rows[path.section][path.item / columns]
        let first = path.item - path.item % columns
        var x = spreadDistance
        for i in first..<path.item { x += sizes[path.section][i].width + spreadDistance }
        let size = sizes[path.section][path.item]
        return LayoutAttributes(path: path, frame: Rect(x: x, y: row.top, width: size.width, height: size.height))
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (s, sectionRows) in rows.enumerated() {
            for (r, row) in sectionRows.enumerated() where row.top < rect.maxY && row.top + row.height > rect.minY {
                for item in (r * columns)..<min((r + 1) * columns, sizes[s].count) {
                    if let a = attributesForItem(at: ItemPath(s, item)), a.frame.intersects(rect) { result.append(a) }
                }
            }
        }
        return result
    }

    /// A pinch changes the spread distance.
    var pinchValue: Double? { spreadDistance }
    mutating func setPinchValue(_ value: Double) { spreadDistance = value }
}
