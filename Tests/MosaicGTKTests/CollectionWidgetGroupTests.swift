import MosaicCore
import MosaicInteraction
import Testing
@testable import MosaicGTK

/// What a joined widget hands its group, without a display: each event moved from the drawing
/// area's points into the window's by the area's origin, keys and cancels unchanged.
@Suite struct CollectionWidgetGroupTests {
    @Test func eventsMoveIntoWindowPoints() {
        let o = Point(x: 262, y: 88)
        let p = Point(x: 10, y: 20), w = Point(x: 272, y: 108)
        #expect(InputEvent.pointerDown(id: 0, position: p, modifiers: .ctrl, time: 1).offset(by: o)
            == .pointerDown(id: 0, position: w, modifiers: .ctrl, time: 1))
        #expect(InputEvent.pointerMoved(id: 3, position: p, time: 2).offset(by: o) == .pointerMoved(id: 3, position: w, time: 2))
        #expect(InputEvent.pointerUp(id: 0, position: p, time: 3).offset(by: o) == .pointerUp(id: 0, position: w, time: 3))
        #expect(InputEvent.wheel(delta: Point(x: 0, y: 1), position: p, modifiers: [], time: 4).offset(by: o)
            == .wheel(delta: Point(x: 0, y: 1), position: w, modifiers: [], time: 4), "the delta is not moved")
        #expect(InputEvent.hover(position: p, time: 5).offset(by: o) == .hover(position: w, time: 5))
        #expect(InputEvent.secondaryClick(position: p, time: 6).offset(by: o) == .secondaryClick(position: w, time: 6))
        #expect(InputEvent.key(.escape, modifiers: [], time: 7).offset(by: o) == .key(.escape, modifiers: [], time: 7))
        #expect(InputEvent.cancelAll(time: 8).offset(by: o) == .cancelAll(time: 8))
    }

    @Test func aPointOutsideTheAreaLandsOverItsSibling() {
        // GTK's implicit grab reports motion beyond the pressed area: in window points it is
        // over the column to the right (at x 262), where the group hands the card over.
        let event = InputEvent.pointerMoved(id: 0, position: Point(x: 300, y: 50), time: 0).offset(by: Point(x: 17, y: 88))
        guard case .pointerMoved(_, let p, _) = event else { Issue.record("not a move"); return }
        #expect(p.x > 262 && p.y == 138)
    }
}
