import Testing
import MosaicCore
@testable import MosaicView

/// 40 items of 100×100, 4 a row, 10 apart: ten rows, content 1,090 points high in a 430×300 viewport.
private func flow() throws -> AnyLayout {
    AnyLayout(try FlowLayout(itemCounts: [40], itemSizing: .uniform(Size(width: 100, height: 100)),
                             minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 430, height: 300)))
}
private func scrolling() -> Scrolling<Int> { Scrolling(viewport: Viewport(size: Size(width: 430, height: 300))) }
private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

@Suite struct ScrollingTests {
    @Test func everyOffsetIsClampedToTheContentAndAWheelStopsMomentum() throws {
        let layout = try flow()
        var s = scrolling()
        s.fling(velocity: p(0, 3000), at: 0, minimumVelocity: 50, rate: 0.998)
        #expect(s.momentum != nil)
        s.scroll(by: p(0, 5000), in: layout)
        #expect(s.contentOffset == p(0, 790), "content 1,090 − viewport 300")
        #expect(s.momentum == nil, "a wheel stops momentum")
        s.scroll(by: p(0, -10_000), in: layout)
        #expect(s.contentOffset == p(0, 0))
        s.setOffset(p(.nan, 100), contentSize: layout.contentSize)
        #expect(s.contentOffset == p(0, 100), "a non-finite coordinate keeps the current one")
    }

    @Test func aFlingDeceleratesAndStopsAtTheEdgeAndASlowOneDoesNotStart() throws {
        let layout = try flow()
        var s = scrolling()
        s.fling(velocity: p(0, 10), at: 0, minimumVelocity: 50, rate: 0.998)
        #expect(s.momentum == nil, "slower than the minimum")
        s.fling(velocity: p(0, 2000), at: 0, minimumVelocity: 50, rate: 0.998)
        s.advance(to: 0.1, contentSize: layout.contentSize)
        let early = s.contentOffset.y
        #expect(early > 0 && s.momentum != nil)
        s.advance(to: 0.2, contentSize: layout.contentSize)
        #expect(s.contentOffset.y > early, "it keeps moving")
        s.advance(to: 30, contentSize: layout.contentSize)
        #expect(s.contentOffset.y == 790 && s.momentum == nil, "stopped at the content's end")
    }

    @Test func revealScrollsTheLeastToShowAnItem() throws {
        let layout = try flow()
        var s = scrolling()
        s.reveal(ItemPath(0, 39), in: layout)
        #expect(s.contentOffset == p(0, 790), "the last row's bottom at the viewport's bottom")
        s.reveal(ItemPath(0, 20), in: layout)
        #expect(s.contentOffset == p(0, 550), "row 5 at the top")
        s.reveal(ItemPath(0, 99), in: layout)
        #expect(s.contentOffset == p(0, 550), "no such item: nowhere")
    }

    @Test func aPlacedAnchorIsKeptUntilSomethingScrolls() throws {
        let layout = try flow()
        var s = scrolling()
        s.fling(velocity: p(0, 3000), at: 0, minimumVelocity: 50, rate: 0.998)
        let anchor = ScrollAnchor(item: 8, path: ItemPath(0, 8), offset: p(0, 40))
        let placed = s.place(anchor, at: ItemPath(0, 8), in: layout)
        #expect(placed)
        #expect(s.contentOffset == p(0, 180), "row 2 (y 220) shows 40 points down")
        #expect(s.momentum == nil)
        #expect(s.anchorForRelayout(in: layout) { $0.item } == anchor, "nothing scrolled: the kept anchor")
        s.scroll(by: p(0, 50), in: layout)
        let now = s.anchorForRelayout(in: layout) { $0.item }
        #expect(now?.item == 12, "scrolled: the first fully visible item now (row 3 at 330)")
        let missing = s.place(anchor, at: ItemPath(0, 40), in: layout)
        #expect(!missing, "no such item in the layout")
    }

    @Test func anAnchorIsFoundAtItsPathElseByIdentityInTheModel() throws {
        let layout = try flow()
        let model = try SectionedSnapshot<Int, Int>(sections: [(0, Array(0..<40))])
        var s = scrolling()
        let found = s.place(ScrollAnchor(item: 12, path: ItemPath(0, 3), offset: p(0, 0)), in: layout, model: model)
        #expect(found, "12 is not at 0.3 any more: found by identity")
        #expect(s.contentOffset == p(0, 330), "row 3 at the top")
        #expect(s.keptAnchor?.anchor.path == ItemPath(0, 12))
        let missing = s.place(ScrollAnchor(item: 99, path: ItemPath(0, 0), offset: .zero), in: layout, model: model)
        #expect(!missing)
        #expect(s.contentOffset == p(0, 330), "a missing item scrolls nowhere")
    }

    @Test func aMirroredAnchorIsKeptOnlyForASidewaysLayout() throws {
        var s = scrolling()
        s.keepMirroredAnchor(in: try flow()) { $0.item }
        #expect(s.keptAnchor == nil, "a vertical layout keeps its offset")
        let sideways = AnyLayout(try FlowLayout(itemCounts: [40], itemSizing: .uniform(Size(width: 100, height: 100)),
                                                scrollDirection: .horizontal, minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                                containerSize: Size(width: 430, height: 300)))
        s.setOffset(p(110, 0), contentSize: sideways.contentSize)
        s.keepMirroredAnchor(in: sideways) { $0.item }
        let kept = try #require(s.keptAnchor)
        #expect(kept.anchor.offset == p(430 - 100 - 0, 0), "the column at the viewport's left edge ends at its right edge")
        #expect(kept.contentOffset == p(110, 0))
    }
}
