import Testing
import MosaicCore
@testable import MosaicView

/// The item under a viewport point (``Viewport/itemPath(at:in:)``): inside the viewport only,
/// through the content offset, nothing over gaps.
@Suite struct ViewportHitTests {
    @Test func aHitIsInsideTheViewportThroughTheContentOffset() throws {
        // 100-point cells, 3 a row, 10 apart, in a 340 × 200 viewport scrolled down by 110 (one row).
        let layout = AnyLayout(try FlowLayout(itemCounts: [9], itemSizing: .uniform(Size(width: 100, height: 100)),
                                              minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                              containerSize: Size(width: 340, height: 200)))
        let v = Viewport(size: Size(width: 340, height: 200), contentOffset: Point(x: 0, y: 110))
        #expect(v.itemPath(at: Point(x: 50, y: 50), in: layout) == ItemPath(0, 3), "the second row's first item")
        #expect(v.itemPath(at: Point(x: 160, y: 150), in: layout) == ItemPath(0, 7))
        #expect(v.itemPath(at: Point(x: 105, y: 50), in: layout) == nil, "a gap")
        #expect(v.itemPath(at: Point(x: 50, y: 200), in: layout) == nil, "below the viewport, though row three is there")
        #expect(v.itemPath(at: Point(x: 50, y: -5), in: layout) == nil, "above it, though row one is there")
    }
}
