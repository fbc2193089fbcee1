import MosaicCore
import Testing
@testable import MosaicSDL

/// Dragging the scroll indicator (issue 14 #11): pure geometry.
@Suite("Scroll indicator drag")
struct ScrollIndicatorDragTests {
    // A 600-point viewport over 6,000 points of content: track 596, thumb 59.6 points.
    let viewport = Size(width: 500, height: 600)

    @Test("Only the strip grabs, and only when the content scrolls")
    func grabs() {
        #expect(ScrollIndicatorDrag(pressAt: Point(x: 480, y: 10), viewport: viewport, contentHeight: 6000, contentOffsetY: 0) == nil)
        #expect(ScrollIndicatorDrag(pressAt: Point(x: 495, y: 10), viewport: viewport, contentHeight: 6000, contentOffsetY: 0) != nil)
        #expect(ScrollIndicatorDrag(pressAt: Point(x: 495, y: 10), viewport: viewport, contentHeight: 500, contentOffsetY: 0) == nil)
    }

    @Test("The thumb follows the pointer over the whole content, clamped; a press beside it centres it")
    func follows() throws {
        let onThumb = try #require(ScrollIndicatorDrag(pressAt: Point(x: 495, y: 12), viewport: viewport,
                                                       contentHeight: 6000, contentOffsetY: 0))
        #expect(abs(onThumb.grabOffset - 10) < 1e-9)
        #expect(onThumb.contentOffsetY(pointerY: 12, viewportHeight: 600, contentHeight: 6000) == 0)
        let travel = 596 - 59.6
        let half = onThumb.contentOffsetY(pointerY: 12 + travel / 2, viewportHeight: 600, contentHeight: 6000)
        #expect(abs(half - 2700) < 1e-6, "halfway down the track: halfway through the scrollable 5,400 points")
        #expect(onThumb.contentOffsetY(pointerY: 10_000, viewportHeight: 600, contentHeight: 6000) == 5400)
        #expect(onThumb.contentOffsetY(pointerY: -50, viewportHeight: 600, contentHeight: 6000) == 0)
        let beside = try #require(ScrollIndicatorDrag(pressAt: Point(x: 495, y: 300), viewport: viewport,
                                                      contentHeight: 6000, contentOffsetY: 0))
        #expect(abs(beside.grabOffset - 29.8) < 1e-9, "pressed beside the thumb: grabbed by its middle")
        // Round trip: the thumb drawn at the offset the drag sets starts under the pointer minus the grab.
        let y = 333.0
        let offset = beside.contentOffsetY(pointerY: y, viewportHeight: 600, contentHeight: 6000)
        let thumb = try #require(DisplayListRenderer.indicator(viewport: 600, content: 6000, offset: offset))
        #expect(abs(thumb.start - (y - beside.grabOffset)) < 1e-9)
    }
}
