import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
private let item = ItemPath(section: 0, item: 0)

/// A context over a 200×200 viewport with one item in its top-left 100×100 quarter.
private func context(mode: InteractionMode = .browse, dragging: Bool = false, confirming: Bool = false,
                     pointers: [InputEvent] = [], configure: (inout CollectionViewConfiguration) -> Void = { _ in },
                     lifts: Bool = true, pinchValue: Double? = 10) -> GestureContext<Int> {
    var configuration = CollectionViewConfiguration()
    configure(&configuration)
    var tracker = PointerTracker<Int>()
    for event in pointers { tracker.track(event) }
    return GestureContext(mode: mode, configuration: configuration, dragging: dragging, confirming: confirming,
                          pointers: tracker, viewport: Viewport(size: Size(width: 200, height: 200)),
                          liftsOnLongPress: lifts, pinchValue: pinchValue,
                          hit: { $0.x < 100 && $0.y < 100 ? item : nil })
}

/// The built-ins as the view makes them without the built-in double tap, in a box so that
/// `#expect` can feed them a gesture.
private final class Gestures {
    var gestures = BuiltInGestures(tap: TapArbiter(double: nil), longPress: LongPressRecognizer())
    func callAsFunction(_ gesture: GestureEvent, _ context: GestureContext<Int>) -> [ViewAction] {
        gestures.actions(for: gesture, in: context)
    }
}

@Suite struct GestureMeaningTests {
    @Test func aTapOnAnItemClicksItAndOnEmptySpaceDeselects() {
        let g = Gestures()
        #expect(g(.singleTap(location: p(10, 10)), context()) == [.click(item)])
        #expect(g(.singleTap(location: p(150, 150)), context()) == [.deselectAll])
        #expect(g(.singleTap(location: p(10, 10)), context(dragging: true)) == [], "not during a drag")
    }

    @Test func aTapThatEndsOverAnotherPlaceDoesNothing() {
        let g = Gestures()
        let up = [InputEvent.pointerDown(id: 0, position: p(150, 150), time: 0), .pointerUp(id: 0, position: p(150, 150), time: 0.1)]
        #expect(g(.singleTap(location: p(10, 10)), context(pointers: up)) == [])
    }

    @Test func inEditModeATapSelectsOnlyWhenSelectionDuringEditingIsAllowed() {
        let g = Gestures()
        #expect(g(.singleTap(location: p(10, 10)), context(mode: .edit)) == [])
        let allowed = context(mode: .edit) { $0.allowsSelectionDuringEditing = true }
        #expect(g(.singleTap(location: p(10, 10)), allowed) == [.click(item)])
        #expect(g(.singleTap(location: p(150, 150)), context(mode: .edit)) == [.deselectAll])
    }

    @Test func aDoubleTapOnAnItemOutsideADragIsReported() {
        let g = Gestures()
        #expect(g(.doubleTap(location: p(10, 10)), context()) == [.doubleTap(item)])
        #expect(g(.doubleTap(location: p(150, 10)), context()) == [])
        #expect(g(.doubleTap(location: p(10, 10)), context(dragging: true)) == [])
    }

    @Test func aLongPressBeginsByModeOnlyOnAnItem() {
        let began = GestureEvent.longPress(phase: .began, location: p(10, 10))
        var g = Gestures()
        #expect(g(began, context()) == [.clearHighlight, .stopMomentum, .browseLongPress(item)])
        g = Gestures()
        let deleting = context { $0.browseLongPress = .confirmDeletion }
        #expect(g(began, deleting) == [.clearHighlight, .stopMomentum, .browseLongPress(item), .confirmDeletion([item], anchor: item)])
        g = Gestures()
        #expect(g(began, context(mode: .edit)) == [.clearHighlight, .stopMomentum, .lift(item, grabbedAt: p(10, 10))])
        g = Gestures()
        #expect(g(began, context(mode: .edit, lifts: false)) == [.clearHighlight, .stopMomentum],
                "the owner drives interactive movement itself")
        g = Gestures()
        #expect(g(began, context(mode: .exchange)) == [.clearHighlight, .stopMomentum, .catchItem(item, grabbedAt: p(10, 10))])
        g = Gestures()
        #expect(g(.longPress(phase: .began, location: p(150, 10)), context(mode: .edit)) == [.clearHighlight])
        #expect(g(.longPress(phase: .changed, location: p(20, 20)), context(mode: .edit)) == [],
                "a long press that began off an item does not drag")
    }

    @Test func aLongPressDragsThenDropsInsideAndCancelsOutside() {
        let g = Gestures()
        _ = g(.longPress(phase: .began, location: p(10, 10)), context(mode: .edit))
        #expect(g(.longPress(phase: .changed, location: p(50, 150)), context(mode: .edit)) == [.dragTo(p(50, 150))])
        #expect(g(.longPress(phase: .ended, location: p(50, 150)), context(mode: .edit)) == [.drop])
        _ = g(.longPress(phase: .began, location: p(10, 10)), context(mode: .edit))
        #expect(g(.longPress(phase: .ended, location: p(250, 150)), context(mode: .edit)) == [.cancelDrag])
        _ = g(.longPress(phase: .began, location: p(10, 10)), context(mode: .edit))
        #expect(g(.longPress(phase: .cancelled, location: p(10, 10)), context(mode: .edit)) == [.cancelDrag])
    }

    @Test func aLongPressDoesNotBeginDuringATwoFingerPinch() {
        let g = Gestures()
        _ = g(.pinch(phase: .began, scale: 1, centroid: p(50, 50)), context())
        let two = [InputEvent.pointerDown(id: 0, position: p(10, 10), time: 0), .pointerDown(id: 1, position: p(90, 90), time: 0)]
        #expect(g(.longPress(phase: .began, location: p(10, 10)), context(mode: .edit, pointers: two)) == [.clearHighlight])
    }

    @Test func aPanScrollsStopsMomentumAtItsStartAndFlings() {
        let g = Gestures()
        let pan = { (phase: GesturePhase, ty: Double) in GestureEvent.pan(phase: phase, translation: p(0, ty), velocity: p(0, 300), location: .zero) }
        #expect(g(pan(.began, 10), context()) == [.clearHighlight, .stopMomentum, .scroll(to: p(0, -10))])
        #expect(g(pan(.changed, 30), context()) == [.scroll(to: p(0, -30))])
        #expect(g(pan(.ended, 30), context()) == [.fling(velocity: p(0, -300))])
        #expect(g(pan(.began, 10), context(dragging: true)) == [], "a drag owns the pointer")
    }

    @Test func aPinchSetsTheSpacingAboutItsStartValueUnlessADragOrAQuestionIsOn() {
        let g = Gestures()
        let pinch = { (phase: GesturePhase, scale: Double) in GestureEvent.pinch(phase: phase, scale: scale, centroid: .zero) }
        #expect(g(pinch(.began, 1), context(dragging: true)) == [])
        #expect(g(pinch(.began, 1), context(confirming: true)) == [])
        #expect(!g.gestures.isPinching)
        let first = g(pinch(.began, 1), context(pinchValue: 10))
        #expect(first.first == .clearHighlight)
        #expect(g.gestures.isPinching)
        let per = CollectionViewConfiguration().pinchSpacingPerScale
        let expected = PinchSteps.pinched(10, scale: 1.5, perScale: per).map { [ViewAction.setSpacing($0)] } ?? []
        #expect(g(pinch(.changed, 1.5), context(pinchValue: 99)) == expected, "about the value it began at")
        #expect(g(pinch(.ended, 1.5), context()) == [])
        #expect(!g.gestures.isPinching)
        #expect(g(pinch(.began, 1), context(pinchValue: nil)) == [.clearHighlight], "a layout without a pinch value")
    }

    @Test func anotherRecognizersGestureMeansNothingToTheView() {
        let g = Gestures()
        #expect(g(.custom(name: "lift", phase: .began, location: p(10, 10)), context(mode: .edit)) == [])
    }
}
