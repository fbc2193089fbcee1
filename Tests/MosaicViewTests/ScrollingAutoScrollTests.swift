import Testing
import MosaicCore
@testable import MosaicView

/// A drag's auto-scroll step applied to `Scrolling` (``Scrolling/autoScroll(by:contentSize:)``):
/// clamped like every offset, momentum untouched, and telling whether it moved.
@Suite struct ScrollingAutoScrollTests {
    @Test func aStepScrollsClampedAndSaysWhetherTheOffsetChanged() {
        var s = Scrolling<Int>(viewport: Viewport(size: Size(width: 400, height: 300)))
        let content = Size(width: 400, height: 1000)
        func step(_ dy: Double, _ dx: Double = 0) -> Bool { s.autoScroll(by: Point(x: dx, y: dy), contentSize: content) }
        #expect(step(25))
        #expect(s.contentOffset == Point(x: 0, y: 25))
        #expect(step(5000))
        #expect(s.contentOffset == Point(x: 0, y: 700))
        #expect(!step(10), "at the content's end: no change")
        #expect(!step(0, 30), "no horizontal room")
        s.fling(velocity: Point(x: 0, y: -3000), at: 0, minimumVelocity: 50, rate: 0.998)
        #expect(step(-700))
        #expect(s.contentOffset == .zero)
        #expect(s.momentum != nil, "an auto-scroll step leaves momentum alone")
    }
}
