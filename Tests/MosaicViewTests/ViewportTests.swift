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
}
