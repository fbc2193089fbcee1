import Testing
@testable import MosaicCore

/// A custom layout written left to right gets right to left by adopting `MirroringLayout`:
/// frames, rectangle queries, hit testing and insertion slots all answer in the mirrored geometry.
@Suite struct MirroringLayoutTests {
    /// One section of rows 50 points apart; each item 100 × 40 at x = 10, left to right.
    struct Rows: MirroringLayout {
        var containerSize = Size(width: 300, height: 200)
        var itemCounts: [Int] = [4]
        private(set) var layoutDirection = LayoutDirection.leftToRight
        mutating func setLayoutDirection(_ direction: LayoutDirection) { layoutDirection = direction }
        mutating func prepare(_ context: LayoutContext) { (itemCounts, containerSize) = (context.itemCounts, context.containerSize) }
        var contentSize: Size { Size(width: containerSize.width, height: Double(itemCounts[0]) * 50) }

        func logicalAttributesForItem(at path: ItemPath) -> LayoutAttributes? {
            guard path.section == 0, (0..<itemCounts[0]).contains(path.item) else { return nil }
            return LayoutAttributes(kind: .cell, path: path, frame: Rect(x: 10, y: Double(path.item) * 50, width: 100, height: 40))
        }
        func logicalSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes? { nil }
        func logicalAttributes(in rect: Rect) -> [LayoutAttributes] {
            (0..<itemCounts[0]).compactMap { logicalAttributesForItem(at: ItemPath(0, $0)) }.filter { $0.frame.intersects(rect) }
        }
        func logicalItemPath(at point: Point) -> ItemPath? {
            logicalAttributes(in: Rect(x: point.x, y: point.y, width: 0.001, height: 0.001)).first { $0.frame.contains(point) }?.path
        }
        func logicalInsertionSlot(nearest point: Point) -> ItemPath? {
            point.isFinite ? ItemPath(0, min(max(0, Int((point.y + 25) / 50)), itemCounts[0])) : nil
        }
    }

    @Test func leftToRightTheLogicalGeometryIsPresented() {
        let rows = Rows()
        #expect(rows.attributesForItem(at: ItemPath(0, 1))?.frame == Rect(x: 10, y: 50, width: 100, height: 40))
        #expect(rows.itemPath(at: Point(x: 50, y: 60)) == ItemPath(0, 1))
        #expect(rows.itemPath(at: Point(x: 250, y: 60)) == nil)
        #expect(rows.attributes(in: Rect(x: 0, y: 0, width: 300, height: 200)).count == 4)
    }

    @Test func rightToLeftEveryQueryAnswersInTheMirror() {
        var rows = Rows()
        rows.setLayoutDirection(.rightToLeft)
        #expect(rows.attributesForItem(at: ItemPath(0, 1))?.frame == Rect(x: 190, y: 50, width: 100, height: 40))
        #expect(rows.itemPath(at: Point(x: 250, y: 60)) == ItemPath(0, 1))
        #expect(rows.itemPath(at: Point(x: 50, y: 60)) == nil)
        #expect(rows.itemPath(at: Point(x: 190, y: 60)) == ItemPath(0, 1), "the drawn left edge belongs to the item")
        #expect(rows.attributes(in: Rect(x: 0, y: 0, width: 150, height: 200)).isEmpty, "the left half is empty")
        #expect(rows.attributes(in: Rect(x: 200, y: 0, width: 10, height: 200)).map(\.frame.minX) == [190, 190, 190, 190])
        #expect(rows.insertionSlot(nearest: Point(x: 250, y: 80)) == ItemPath(0, 2))
        #expect(rows.insertionSlot(nearest: Point(x: .nan, y: 80)) == nil)
        #expect(rows.attributesForSupplementary(.header, inSection: 0) == nil)
    }
}
