import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Where an admitted input event goes (``InputRoute``), case by case: no view.
@Suite struct InputRouteTests {
    static let p = Point(x: 5, y: 7)

    static func route(_ e: InputEvent, pointersDown: Int = 0, dragging: Bool = false, inside: Bool = true,
                      hit: ItemPath? = ItemPath(0, 2)) -> InputRoute {
        InputRoute(e, pointersDown: pointersDown, dragging: dragging, wheelStep: 40, inside: { _ in inside }, hit: { _ in hit })
    }

    @Test func aKeyFiresTheTimersThenGoesToTheKeyboardNotToTheRecognizers() {
        let r = Self.route(.key(.left, modifiers: [.shift], time: 3))
        #expect(r.before == [.advanceGestures(to: 3), .key(.left, modifiers: [.shift])])
        #expect(!r.feedsGestures && r.after.isEmpty)
    }

    @Test func aWheelScrollsByTheWheelStepAndWithCtrlIsAPinchStep() {
        let plain = Self.route(.wheel(delta: Point(x: 1, y: -2), position: Self.p, modifiers: [], time: 4))
        #expect(plain.before == [.advanceGestures(to: 4), .scrollBy(Point(x: 40, y: -80))])
        #expect(!plain.feedsGestures)
        let pinch = Self.route(.wheel(delta: Point(x: 1, y: -2), position: Self.p, modifiers: [.ctrl], time: 4))
        #expect(pinch.before == [.advanceGestures(to: 4), .wheelPinch(deltaY: -2)])
    }

    @Test func theFirstPointerDownStopsMomentumTakesTheFocusAndHighlightsTheItemUnderIt() {
        let down = InputEvent.pointerDown(id: 0, position: Self.p, time: 1)
        let r = Self.route(down, pointersDown: 1)
        #expect(r.before == [.stopMomentum, .focusEnters, .highlight(ItemPath(0, 2))])
        #expect(r.feedsGestures && r.after.isEmpty)
        // A second finger, a drag, a gap, a press outside the viewport: no highlight (nor focus outside).
        #expect(Self.route(down, pointersDown: 2).before == [.stopMomentum, .focusEnters])
        #expect(Self.route(down, pointersDown: 1, dragging: true).before == [.stopMomentum, .focusEnters])
        #expect(Self.route(down, pointersDown: 1, hit: nil).before == [.stopMomentum, .focusEnters])
        #expect(Self.route(down, pointersDown: 1, inside: false, hit: nil).before == [.stopMomentum])
    }

    @Test func anUpEndsTheHighlightAfterTheRecognizersAndTheLastOneEndsTheLongPress() {
        let up = InputEvent.pointerUp(id: 0, position: Self.p, time: 2)
        #expect(Self.route(up, pointersDown: 0).after == [.clearHighlight, .pointersLifted])
        #expect(Self.route(up, pointersDown: 1).after == [.clearHighlight])
        #expect(Self.route(.cancelAll(time: 2)).after == [.clearHighlight, .pointersLifted])
        #expect(Self.route(up).before.isEmpty && Self.route(up).feedsGestures)
    }

    @Test func otherEventsOnlyGoToTheRecognizers() {
        let r = Self.route(.pointerMoved(id: 0, position: Self.p, time: 2), pointersDown: 1)
        #expect(r == InputRoute(.pointerMoved(id: 0, position: Self.p, time: 2), pointersDown: 1, dragging: false, wheelStep: 1,
                                inside: { _ in true }, hit: { _ in nil }))
        #expect(r.before.isEmpty && r.feedsGestures && r.after.isEmpty)
    }
}
