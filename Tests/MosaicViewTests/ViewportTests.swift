import Testing
import MosaicCore
@testable import MosaicView

/// `Viewport`: clamping, hit-testing in viewport coordinates, the display rectangle and the
/// least scroll that reveals a frame.
@Suite struct ViewportTests {
    @Test func theOffsetIsClampedToTheContentAndNonFiniteCoordinatesKeepTheirValue() {
        var v = Viewport(size: Size(width: 400, height: 300))
        let content = Size(width: 400, height: 1000)
        #expect(v.maximumOffset(contentSize: content) == Point(x: 0, y: 700))
        v.setOffset(Point(x: 50, y: 900), contentSize: content)
        #expect(v.contentOffset == Point(x: 0, y: 700))
        v.setOffset(Point(x: .nan, y: -20), contentSize: content)
        #expect(v.contentOffset == Point(x: 0, y: 0))
        v.setOffset(Point(x: 0, y: 120), contentSize: content)
        v.setOffset(Point(x: 0, y: .infinity), contentSize: content)
        #expect(v.contentOffset == Point(x: 0, y: 120), "an infinite coordinate keeps the current one")
        #expect(v.maximumOffset(contentSize: Size(width: 10, height: 10)) == .zero, "never negative")
    }

    @Test func containsIsHalfOpenAndRejectsNonFinitePoints() {
        let v = Viewport(size: Size(width: 400, height: 300))
        #expect(v.contains(Point(x: 0, y: 0)) && v.contains(Point(x: 399.5, y: 299.5)))
        #expect(!v.contains(Point(x: 400, y: 10)) && !v.contains(Point(x: 10, y: -0.1)) && !v.contains(Point(x: .nan, y: 1)))
    }

    @Test func theDisplayRectGrowsTheVisibleRectByTheMargin() {
        let v = Viewport(size: Size(width: 400, height: 300), contentOffset: Point(x: 0, y: 500))
        #expect(v.visibleRect == Rect(x: 0, y: 500, width: 400, height: 300))
        #expect(v.displayRect(margin: 50) == Rect(x: -50, y: 450, width: 500, height: 400))
        #expect(v.toViewport(Rect(x: 10, y: 600, width: 5, height: 5)) == Rect(x: 10, y: 100, width: 5, height: 5))
    }

    @Test func revealingScrollsTheLeastAndPrefersTheTopLeftOfAFrameTooLarge() {
        let v = Viewport(size: Size(width: 400, height: 300), contentOffset: Point(x: 0, y: 500))
        #expect(v.offset(revealing: Rect(x: 0, y: 550, width: 100, height: 100)) == Point(x: 0, y: 500), "already visible")
        #expect(v.offset(revealing: Rect(x: 0, y: 780, width: 100, height: 100)) == Point(x: 0, y: 580))
        #expect(v.offset(revealing: Rect(x: 0, y: 400, width: 100, height: 100)) == Point(x: 0, y: 400))
        #expect(v.offset(revealing: Rect(x: 0, y: 700, width: 100, height: 500)) == Point(x: 0, y: 700), "top first")
    }

    @Test func anItemsCentreAndTheFirstVisiblePathFollowTheOffset() throws {
        let flow = AnyLayout(try FlowLayout(itemCounts: [10], itemSizing: .uniform(Size(width: 100, height: 100)),
                                            minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                            containerSize: Size(width: 430, height: 300)))   // 4 a row
        let v = Viewport(size: Size(width: 430, height: 300), contentOffset: Point(x: 0, y: 150))
        #expect(v.center(ofItemAt: ItemPath(0, 5), in: flow) == Point(x: 160, y: 10))
        #expect(v.center(ofItemAt: ItemPath(0, 10), in: flow) == nil)
        #expect(v.firstVisiblePath(in: flow) == ItemPath(0, 4), "row 1 (y 110…210) is the first the viewport meets")
        #expect(Viewport(size: Size(width: 430, height: 300), contentOffset: Point(x: 0, y: 5000)).firstVisiblePath(in: flow) == nil)
    }

    @Test func anAnchorIsPlacedAlongTheScrollAxisAndMirrored() {
        let v = Viewport(size: Size(width: 400, height: 300), contentOffset: Point(x: 30, y: 500))
        let frame = Rect(x: 100, y: 700, width: 80, height: 60)
        #expect(v.offset(placing: frame, at: Point(x: 10, y: 20), horizontal: false) == Point(x: 30, y: 680))
        #expect(v.offset(placing: frame, at: Point(x: 10, y: 20), horizontal: true) == Point(x: 90, y: 500))
        let anchor = ScrollAnchor(item: "A", path: ItemPath(0, 3), offset: Point(x: 70, y: 200))
        #expect(v.mirrored(anchor, width: 80).offset == Point(x: 400 - 80 - 70, y: 200))
        #expect(KeptAnchor(anchor: anchor, contentOffset: v.contentOffset).anchor(at: v.contentOffset) { _ in "A" } == anchor)
        #expect(KeptAnchor(anchor: anchor, contentOffset: v.contentOffset).anchor(at: .zero) { _ in "A" } == nil, "scrolled since")
        #expect(KeptAnchor(anchor: anchor, contentOffset: v.contentOffset).anchor(at: v.contentOffset) { _ in "B" } == nil, "moved")
    }

    @Test func aViewportIsMadeOnlyOfAPositiveFiniteSize() throws {
        #expect(try Viewport(validating: Size(width: 400, height: 300)) == Viewport(size: Size(width: 400, height: 300)))
        for bad in [Size(width: 0, height: 300), Size(width: 400, height: -1), Size(width: .nan, height: 300), Size(width: 400, height: .infinity)] {
            #expect(throws: MosaicError.self) { try Viewport(validating: bad) }
        }
    }

    @Test func momentumScrollsTheViewportUntilItRestsOrMeetsTheEdge() throws {
        var v = Viewport(size: Size(width: 400, height: 300))
        let content = Size(width: 400, height: 100_000)
        let momentum = try #require(ScrollMomentum(from: .zero, velocity: Point(x: 0, y: 2_000), at: 0, minimumVelocity: 50, rate: 0.998))
        #expect(momentum.scroll(&v, contentSize: content, at: 0.1))
        #expect(v.contentOffset.y > 0 && v.contentOffset == momentum.offset(at: 0.1))
        #expect(!momentum.scroll(&v, contentSize: Size(width: 400, height: 350), at: 0.2), "stopped at the content's end")
        #expect(v.contentOffset.y == 50)
        #expect(!momentum.scroll(&v, contentSize: content, at: 1_000), "at rest")
    }

    @Test func theReadingStartsAtTheRightEndOnlyForASidewaysRightToLeftLayout() throws {
        let v = Viewport(size: Size(width: 300, height: 200))
        func flow(_ direction: FlowLayout.ScrollDirection, _ layoutDirection: LayoutDirection) throws -> AnyLayout {
            var layout = AnyLayout(try FlowLayout(itemCounts: [20], itemSizing: .uniform(Size(width: 100, height: 100)),
                                                  scrollDirection: direction, containerSize: Size(width: 300, height: 200)))
            layout.setLayoutDirection(layoutDirection)
            return layout
        }
        let sideways = try flow(.horizontal, .rightToLeft)
        #expect(sideways.readsFromContentEnd)
        #expect(v.readingStart(of: sideways) == Point(x: 1000 - 300, y: 0), "ten columns of 100, the last 300 shown first")
        #expect(v.readingStart(of: try flow(.horizontal, .leftToRight)) == .zero)
        #expect(v.readingStart(of: try flow(.vertical, .rightToLeft)) == .zero, "a vertical layout reads from the top")
    }
}
