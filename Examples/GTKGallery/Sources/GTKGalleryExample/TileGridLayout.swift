import MosaicCore

/// A custom layout: square tiles of `tileSize` in as many columns as fit the width, `gap`
/// points apart and from the edges; a pinch changes the tile size. Rows are uniform, so every
/// query is O(visible tiles) — 50,000 tiles lay out and hit-test as fast as 50.
struct TileGridLayout: CollectionLayout {
    /// The side of a tile, in points, kept in `range` (what a pinch changes).
    var tileSize: Double {
        didSet { tileSize = min(Self.range.upperBound, max(Self.range.lowerBound, tileSize)) }
    }
    static let range = 48.0...320.0
    let gap: Double

    private var count = 0
    private var width = 0.0

    init(tileSize: Double = 112, gap: Double = 8) {
        self.tileSize = min(Self.range.upperBound, max(Self.range.lowerBound, tileSize))
        self.gap = gap
    }

    /// Columns that fit the width (at least one).
    var columns: Int { max(1, Int((width - gap) / (tileSize + gap))) }

    mutating func prepare(_ context: LayoutContext) {
        count = context.itemCounts.first ?? 0
        width = context.containerSize.width
    }

    var contentSize: Size {
        let rows = (count + columns - 1) / columns
        return Size(width: width, height: gap + Double(rows) * (tileSize + gap))
    }

    func attributesForItem(at path: ItemPath) -> LayoutAttributes? {
        guard path.section == 0, path.item >= 0, path.item < count else { return nil }
        let row = path.item / columns, column = path.item % columns
        return LayoutAttributes(path: path, frame: Rect(x: gap + Double(column) * (tileSize + gap),
                                                        y: gap + Double(row) * (tileSize + gap),
                                                        width: tileSize, height: tileSize))
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard count > 0 else { return [] }
        let pitch = tileSize + gap
        let firstRow = max(0, Int(((rect.minY - gap) / pitch).rounded(.down)))
        let lastRow = min((count - 1) / columns, Int(((rect.maxY - gap) / pitch).rounded(.down)))
        guard firstRow <= lastRow else { return [] }
        return (firstRow * columns..<min(count, (lastRow + 1) * columns)).compactMap {
            attributesForItem(at: ItemPath(0, $0)).flatMap { $0.frame.intersects(rect) ? $0 : nil }
        }
    }

    var pinchValue: Double? { tileSize }
    mutating func setPinchValue(_ value: Double) { tileSize = value }
}
