import Testing
@testable import MosaicCore

/// `FlowLayout.centersUniformLines` (issue 14 #11): the grid's columns centred across the
/// scroll axis, so the margins left and right are equal at every width and spacing.
@Suite struct FlowLayoutCentringTests {
    func flow(width: Double, spacing: Double = 14, centred: Bool = true) throws -> FlowLayout {
        var layout = try FlowLayout(itemCounts: [7], itemSizing: .uniform(Size(width: 150, height: 160)),
                                    minimumInteritemSpacing: spacing, minimumLineSpacing: spacing,
                                    sectionInset: EdgeInsets(all: 16), containerSize: Size(width: width, height: 600))
        layout.setCentersUniformLines(centred)
        return layout
    }

    func frame(_ layout: FlowLayout, _ item: Int) throws -> Rect {
        try #require(layout.attributesForItem(at: ItemPath(0, item))?.frame)
    }

    @Test func helloContactsWidthHasEqualMargins() throws {
        // 1280 wide: 7 cards of 150 + 6 gaps of 14 = 1134 between insets of 16 → 114 left over,
        // 57 on each side: the first card at 73 and the last ending 73 from the right edge.
        let layout = try flow(width: 1280)
        #expect(try frame(layout, 0).minX == 73)
        #expect(try 1280 - frame(layout, 6).maxX == 73)
        let plain = try flow(width: 1280, centred: false)
        #expect(try frame(plain, 0).minX == 16)
        #expect(try 1280 - frame(plain, 6).maxX == 130, "the 130 px on the right of issue 14")
    }

    @Test func shortLinesKeepTheColumnsAndHitTestingFollows() throws {
        let layout = try flow(width: 700)   // 4 per line: 4·150 + 3·14 = 642, 668 available: 13 each side
        #expect(try frame(layout, 0).minX == 29)
        #expect(try frame(layout, 4).minX == 29, "the second line starts in the first column")
        #expect(try 700 - frame(layout, 3).maxX == 29)
        #expect(layout.itemPath(at: Point(x: 30, y: 20)) == ItemPath(0, 0))
        #expect(layout.itemPath(at: Point(x: 20, y: 20)) == nil, "the margin is empty")
        let visible = layout.attributes(in: Rect(x: 0, y: 0, width: 700, height: 100)).map(\.path.item)
        #expect(visible == [0, 1, 2, 3])
    }

    @Test func spacingAndWidthChangesStayCentred() throws {
        var layout = try flow(width: 1280)
        layout.setSpacing(40)   // 6 per line: 900 + 200 = 1100 of 1248 → 74 each side, +16
        #expect(try frame(layout, 0).minX == 90)
        #expect(try 1280 - frame(layout, 5).maxX == 90)
        layout.containerSize = Size(width: 500, height: 600)   // 2 per line: 340 of 468 → 64 + 16
        #expect(try frame(layout, 0).minX == 80)
        #expect(try 500 - frame(layout, 1).maxX == 80)
    }

    @Test func aLineWiderThanTheContainerIsNotShifted() throws {
        let layout = try flow(width: 100)   // one card does not even fit: leading inset only
        #expect(try frame(layout, 0).minX == 16)
    }
}
