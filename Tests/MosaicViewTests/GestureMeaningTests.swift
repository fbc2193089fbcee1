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
                          pointers: tracker, plainClick: true, viewport: Viewport(size: Size(width: 200, height: 200)),
                          liftsOnLongPress: lifts, pinchValue: pinchValue,
                          hit: { $0.x < 100 && $0.y < 100 ? item : nil })
}

private func standard() -> BuiltInGestures { BuiltInGestures(tap: TapArbiter(double: nil), longPress: LongPressRecognizer()) }

@Suite struct GestureMeaningTests {
    @Test func aTapOnAnItemClicksItAndOnEmptySpaceDeselects() {
        var g = standard()
        #expect(g.actions(for: .singleTap(location: p(10, 10)), in: context()) == [.click(item)])
        #expect(g.actions(for: .singleTap(location: p(150, 150)), in: context()) == [.deselectAll])
        #expect(g.actions(for: .singleTap(location: p(10, 10)), in: context(dragging: true)) == [], "not during a drag")
    }

    @Test func aTapThatEndsOverAnotherPlaceDoesNothing() {
        var g = standard()
        let up = [InputEvent.pointerDown(id: 0, position: p(150, 150), time: 0), .pointerUp(id: 0, position: p(150, 150), time: 0.1)]
        #expect(g.actions(for: .singleTap(location: p(10, 10)), in: context(pointers: up)) == [])
    }

    @Test func inEditModeATapSelectsOnlyWhenSelectionDuringEditingIsAllowed() {
        var g = standard()
        #expect(g.actions(for: .singleTap(location: p(10, 10)), in: context(mode: .edit)) == [])
        let allowed = context(mode: .edit) { $0.allowsSelectionDuringEditing = true }
        #expect(g.actions(for: .singleTap(location: p(10, 10)), in: allowed) == [.click(item)])
        #expect(g.actions(for: .singleTap(location: p(150, 150)), in: context(mode: .edit)) == [.deselectAll])
    }

    @Test func aDoubleTapOnAnItemOutsideADragIsReported() {
        var g = standard()
        #expect(g.actions(for: .doubleTap(location: p(10, 10)), in: context()) == [.doubleTap(item)])
        #expect(g.actions(for: .doubleTap(location: p(150, 10)), in: context()) == [])
        #expect(g.actions(for: .doubleTap(location: p(10, 10)), in: context(dragging: true)) == [])
    }

    @Test func aLongPressBeginsByModeOnlyOnAnItem() {
        let began = GestureEvent.longPress(phase: .began, location: p(10, 10))
        var g = standard()
        #expect(g.actions(for: began, in: context()) == [.clearHighlight, .stopMomentum, .browseLongPress(item)])
        g = standard()
        let deleting = context { $0.browseLongPress = .confirmDeletion }
        #expect(g.actions(for: began, in: deleting) == [.clearHighlight, .stopMomentum, .browseLongPress(item), .confirmDeletion(item)])
        g = standard()
        #expect(g.actions(for: began, in: context(mode: .edit)) == [.clearHighlight, .stopMomentum, .lift(item, grabbedAt: p(10, 10))])
        g = standard()
        #expect(g.actions(for: began, in: context(mode: .edit, lifts: false)) == [.clearHighlight, .stopMomentum],
                "the owner drives interactive movement itself")
        g = standard()
        #expect(g.actions(for: began, in: context(mode: .exchange)) == [.clearHighlight, .stopMomentum, .catchItem(item, grabbedAt: p(10, 10))])
        g = standard()
        #expect(g.actions(for: .longPress(phase: .began, location: p(150, 10)), in: context(mode: .edit)) == [.clearHighlight])
        #expect(g.actions(for: .longPress(phase: .changed, location: p(20, 20)), in: context(mode: .edit)) == [],
                "a long press that began off an item does not drag")
    }

    @Test func aLongPressDragsThenDropsInsideAndCancelsOutside() {
        var g = standard()
        _ = g.actions(for: .longPress(phase: .began, location: p(10, 10)), in: context(mode: .edit))
        #expect(g.actions(for: .longPress(phase: .changed, location: p(50, 150)), in: context(mode: .edit)) == [.dragTo(p(50, 150))])
        #expect(g.actions(for: .longPress(phase: .ended, location: p(50, 150)), in: context(mode: .edit)) == [.drop])
        _ = g.actions(for: .longPress(phase: .began, location: p(10, 10)), in: context(mode: .edit))
        #expect(g.actions(for: .longPress(phase: .ended, location: p(250, 150)), in: context(mode: .edit)) == [.cancelDrag])
        _ = g.actions(for: .longPress(phase: .began, location: p(10, 10)), in: context(mode: .edit))
        #expect(g.actions(for: .longPress(phase: .cancelled, location: p(10, 10)), in: context(mode: .edit)) == [.cancelDrag])
    }

    @Test func aLongPressDoesNotBeginDuringATwoFingerPinch() {
        var g = standard()
        _ = g.actions(for: .pinch(phase: .began, scale: 1, centroid: p(50, 50)), in: context())
        let two = [InputEvent.pointerDown(id: 0, position: p(10, 10), time: 0), .pointerDown(id: 1, position: p(90, 90), time: 0)]
        #expect(g.actions(for: .longPress(phase: .began, location: p(10, 10)), in: context(mode: .edit, pointers: two)) == [.clearHighlight])
    }

    @Test func aPanScrollsStopsMomentumAtItsStartAndFlings() {
        var g = standard()
        let pan = { (phase: GesturePhase, ty: Double) in GestureEvent.pan(phase: phase, translation: p(0, ty), velocity: p(0, 300), location: .zero) }
        #expect(g.actions(for: pan(.began, 10), in: context()) == [.clearHighlight, .stopMomentum, .scroll(to: p(0, -10))])
        #expect(g.actions(for: pan(.changed, 30), in: context()) == [.scroll(to: p(0, -30))])
        #expect(g.actions(for: pan(.ended, 30), in: context()) == [.fling(velocity: p(0, -300))])
        #expect(g.actions(for: pan(.began, 10), in: context(dragging: true)) == [], "a drag owns the pointer")
    }

    @Test func aPinchSetsTheSpacingAboutItsStartValueUnlessADragOrAQuestionIsOn() {
        var g = standard()
        let pinch = { (phase: GesturePhase, scale: Double) in GestureEvent.pinch(phase: phase, scale: scale, centroid: .zero) }
        #expect(g.actions(for: pinch(.began, 1), in: context(dragging: true)) == [])
        #expect(g.actions(for: pinch(.began, 1), in: context(confirming: true)) == [])
        #expect(!g.isPinching)
        let first = g.actions(for: pinch(.began, 1), in: context(pinchValue: 10))
        #expect(first.first == .clearHighlight)
        #expect(g.isPinching)
        let per = CollectionViewConfiguration().pinchSpacingPerScale
        let expected = PinchSteps.pinched(10, scale: 1.5, perScale: per).map { [GestureAction.setSpacing($0)] } ?? []
        #expect(g.actions(for: pinch(.changed, 1.5), in: context(pinchValue: 99)) == expected, "about the value it began at")
        #expect(g.actions(for: pinch(.ended, 1.5), in: context()) == [])
        #expect(!g.isPinching)
        #expect(g.actions(for: pinch(.began, 1), in: context(pinchValue: nil)) == [.clearHighlight], "a layout without a pinch value")
    }

    @Test func anotherRecognizersGestureMeansNothingToTheView() {
        var g = standard()
        #expect(g.actions(for: .custom(name: "lift", phase: .began, location: p(10, 10)), in: context(mode: .edit)) == [])
    }
}
