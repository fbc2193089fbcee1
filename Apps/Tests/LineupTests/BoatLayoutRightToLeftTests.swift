import LineupKit
import MosaicCore
import Testing

/// Right to left the boat sits at the right and the bench at the left, filling its rows from
/// the right; every seat keeps its side of the boat (the left seat of a row stays left).
@Suite struct BoatLayoutRightToLeftTests {
    func layout(width: Double, _ direction: LayoutDirection) -> BoatLayout {
        var l = BoatLayout()
        let seat = BoatLayout.cellSize
        l.prepare(LayoutContext(containerSize: Size(width: width, height: 800),
                                itemSizes: [Array(repeating: seat, count: 22), Array(repeating: seat, count: 6)]))
        l.setLayoutDirection(direction)
        return l
    }

    func frame(_ l: BoatLayout, _ section: Int, _ item: Int) throws -> Rect {
        try #require(l.attributesForItem(at: ItemPath(section, item))).frame
    }

    @Test(arguments: [1280.0, 700])
    func theBoatMovesRightTheBenchMirrorsAndSeatsKeepTheirSides(width: Double) throws {
        let ltr = layout(width: width, .leftToRight), rtl = layout(width: width, .rightToLeft)
        let content = rtl.contentSize.width
        #expect(rtl.contentSize == ltr.contentSize)
        // The boat: moved as a whole, its right edge at the right margin.
        let shift = content - 2 * BoatLayout.margin - (2 * BoatLayout.cellSize.width + BoatLayout.spacing)
        for item in 0..<22 {
            #expect(try frame(rtl, 0, item) == frame(ltr, 0, item).offsetBy(dx: shift, dy: 0), "seat \(item)")
        }
        #expect(try frame(rtl, 0, 1).minX < frame(rtl, 0, 2).minX, "row 1: the left seat stays on the left")
        // The bench: mirrored across the content.
        let mirror = LayoutMirror(width: content)
        for item in 0..<6 { #expect(try frame(rtl, 1, item) == mirror.rect(frame(ltr, 1, item)), "bench \(item)") }
        if width >= BoatLayout.sideBySideWidth {
            #expect(try frame(rtl, 1, 0).maxX < frame(rtl, 0, 1).minX, "the bench is left of the boat")
        }
        // Hit testing follows the drawn seats (Mosaic's default over the frames).
        let seat = try frame(rtl, 1, 0)
        #expect(rtl.itemPath(at: Point(x: seat.midX, y: seat.midY)) == ItemPath(1, 0))
    }
}

private extension Rect {
    func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: minX + dx, y: minY + dy, width: width, height: height) }
}
