import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
/// The built-ins as the view makes them without the built-in double tap (a tap is delivered on the up).
private func standard() -> BuiltInGestures { BuiltInGestures(tap: TapArbiter(double: nil), longPress: LongPressRecognizer()) }

@Suite struct BuiltInGesturesTests {
    @Test func theRecognizersAreNamedInTheOrderTheyAreFed() {
        let gestures = standard()
        #expect(gestures.driver.names == [.tap, .longPress, .pan, .pinch])
        #expect(gestures.driver.names == BuiltInGesture.allCases)
        #expect(gestures.driver[.longPress] is LongPressRecognizer)
        #expect(gestures.driver[.pinch] is PinchRecognizer)
    }

    @Test func deliveriesSayWhichBuiltInRecognized() {
        var gestures = standard()
        _ = gestures.handle(.pointerDown(id: 0, position: p(10, 10), time: 0))
        let delivered = gestures.advance(to: 1)
        #expect(delivered == [RecognizedGesture(recognizer: .longPress, event: .longPress(phase: .began, location: p(10, 10)))])
    }

    @Test func aLongPressActsFromItsBeginningOnAnItemToItsEnd() {
        var gestures = standard()
        let r1 = gestures.longPress(.changed, begins: true)
        #expect(r1 == nil, "no long press began")
        let r2 = gestures.longPress(.began, begins: false)
        #expect(r2 == nil, "began off an item")
        #expect(gestures.active == .idle)
        let r3 = gestures.longPress(.began, begins: true)
        #expect(r3 == .began)
        #expect(gestures.active == .longPress)
        let r4 = gestures.longPress(.changed, begins: false)
        #expect(r4 == .changed)
        let r5 = gestures.longPress(.ended, begins: false)
        #expect(r5 == .ended)
        #expect(gestures.active == .idle)
        let r6 = gestures.longPress(.cancelled, begins: false)
        #expect(r6 == nil, "already over")
    }

    @Test func aLongPressThatBeginsResetsTheTapRecognizer() {
        var gestures = standard()
        _ = gestures.handle(.pointerDown(id: 0, position: p(10, 10), time: 0))
        #expect(gestures.driver[.tap].state == .possible)
        #expect(gestures.driver[.tap].isTracking, "the tap recognizer tracks the press")
        _ = gestures.longPress(.began, begins: false)
        #expect(!gestures.driver[.tap].isTracking, "a long press is not also a tap")
    }

    @Test func aPanScrollsFromTheOffsetAtItsStartAndFlingsOpposite() {
        var gestures = standard()
        let r7 = gestures.pan(.changed, translation: p(5, 5), velocity: .zero, offset: .zero, blocked: false)
        #expect(r7 == nil)
        let r8 = gestures.pan(.began, translation: p(0, 10), velocity: .zero, offset: p(0, 100), blocked: false)
        #expect(r8
                == .scroll(to: p(0, 90), began: true))
        #expect(gestures.active == .pan(startOffset: p(0, 100)))
        let r9 = gestures.pan(.changed, translation: p(0, 30), velocity: .zero, offset: p(0, 90), blocked: false)
        #expect(r9
                == .scroll(to: p(0, 70), began: false), "from the start offset, not the current one")
        let r10 = gestures.pan(.ended, translation: p(0, 30), velocity: p(10, -500), offset: p(0, 70), blocked: false)
        #expect(r10
                == .fling(velocity: p(-10, 500)))
        #expect(gestures.active == .idle)
    }

    @Test func aBlockedPanOrALongPressStopsThePan() {
        var gestures = standard()
        _ = gestures.pan(.began, translation: .zero, velocity: .zero, offset: .zero, blocked: false)
        let r11 = gestures.pan(.changed, translation: p(0, 9), velocity: .zero, offset: .zero, blocked: true)
        #expect(r11 == nil)
        #expect(gestures.active == .idle, "a drag took the pointer")
        let r12 = gestures.pan(.ended, translation: p(0, 9), velocity: p(0, 900), offset: .zero, blocked: false)
        #expect(r12 == nil,
                "no fling for a pan that stopped scrolling")
        _ = gestures.pan(.began, translation: .zero, velocity: .zero, offset: .zero, blocked: false)
        _ = gestures.longPress(.began, begins: true)
        #expect(gestures.active == .longPress, "the long press took over")
        let r13 = gestures.pan(.changed, translation: p(0, 9), velocity: .zero, offset: .zero, blocked: false)
        #expect(r13 == nil)
        #expect(gestures.active == .longPress, "a pan never ends a long press")
    }

    @Test func aPinchAdjustsAboutTheValueItBeganAt() {
        var gestures = standard()
        _ = gestures.pan(.began, translation: .zero, velocity: .zero, offset: p(0, 40), blocked: false)
        let r14 = gestures.pinch(.began, startValue: nil)
        #expect(r14 == nil, "a layout without a pinch value")
        #expect(gestures.active == .idle, "a pinch that begins ends the pan even so")
        let r15 = gestures.pinch(.began, startValue: 12)
        #expect(r15 == 12)
        #expect(gestures.isPinching)
        let r16 = gestures.pinch(.changed, startValue: 99)
        #expect(r16 == 12, "the base is the value at the start")
        let r17 = gestures.pinch(.ended, startValue: nil)
        #expect(r17 == nil)
        #expect(gestures.active == .idle)
        let r18 = gestures.pinch(.changed, startValue: 12)
        #expect(r18 == nil, "no pinch in progress")
    }

    @Test func aPinchEndingDoesNotEndAnotherGesture() {
        var gestures = standard()
        _ = gestures.longPress(.began, begins: true)
        let r19 = gestures.pinch(.began, startValue: nil)
        #expect(r19 == nil)
        #expect(gestures.active == .longPress, "a pinch with no value leaves a long press alone")
        _ = gestures.pinch(.cancelled, startValue: nil)
        #expect(gestures.active == .longPress)
    }

    @Test func liftingEveryPointerEndsOnlyALongPress() {
        var gestures = standard()
        _ = gestures.pinch(.began, startValue: 3)
        gestures.pointersLifted()
        #expect(gestures.active == .pinch(baseValue: 3))
        _ = gestures.longPress(.began, begins: true)
        gestures.pointersLifted()
        #expect(gestures.active == .idle)
    }

    @Test func resetForgetsTheGestureInProgressAndTheRecognizersState() {
        var gestures = standard()
        _ = gestures.handle(.pointerDown(id: 0, position: p(10, 10), time: 0))
        _ = gestures.longPress(.began, begins: true)
        gestures.reset()
        #expect(gestures.active == .idle)
        #expect(gestures.nextDeadline == nil, "the long press timer is gone")
    }
}

@Suite struct CustomGesturesTests {
    typealias Routing = CustomGestures<String>

    private func steps(_ list: [GestureStep<String>]) -> [String] {
        list.map { step in
            switch step {
            case .perform(let event, let time): return "perform \(event) at \(time)"
            case .act(let action, _): return "act \(action)"
            case .handle(let name, let event): return "\(name) \(event)"
            }
        }
    }

    @Test func withoutRecognizersTheBuiltInsGetEverything() {
        var custom = Routing()
        var builtIns = standard()
        let out = custom.feed(.pointerDown(id: 0, position: p(1, 1), time: 0), startsSequence: true, builtIns: &builtIns)
        #expect(out.isEmpty)
        let tap = custom.feed(.pointerUp(id: 0, position: p(1, 1), time: 0.05), startsSequence: false, builtIns: &builtIns)
        #expect(steps(tap) == ["perform singleTap(location: (1.0, 1.0)) at 0.05"])
    }

    @Test func aTapWaitingForADoubleTapIsHeldThenDroppedWhenTheDoubleTapIsRecognized() {
        var custom = Routing()
        var builtIns = standard()
        custom.add(TapRecognizer(numberOfTapsRequired: 2), relations: GestureRelations(requiredToFailBy: [.tap]), handler: "double")
        #expect(custom.verdict(for: .tap) == .perform)
        var log: [String] = []
        log += steps(custom.feed(.pointerDown(id: 0, position: p(1, 1), time: 0), startsSequence: true, builtIns: &builtIns))
        log += steps(custom.feed(.pointerUp(id: 0, position: p(1, 1), time: 0.05), startsSequence: false, builtIns: &builtIns))
        #expect(custom.verdict(for: .tap) == .hold, "the double tap still tracks")
        #expect(custom.held.map(\.recognizer) == [.tap])
        log += steps(custom.feed(.pointerDown(id: 0, position: p(1, 1), time: 0.2), startsSequence: true, builtIns: &builtIns))
        log += steps(custom.feed(.pointerUp(id: 0, position: p(1, 1), time: 0.25), startsSequence: false, builtIns: &builtIns))
        #expect(log.contains("double doubleTap(location: (1.0, 1.0))"))
        #expect(!log.contains { $0.hasPrefix("perform singleTap") }, "no selection for a double tap: \(log)")
        #expect(custom.held.isEmpty)
        #expect(custom.verdict(for: .pan) == .perform, "only the tap waits")
    }

    @Test func aHeldTapIsPerformedOnceTheDoubleTapFails() {
        var custom = Routing()
        var builtIns = standard()
        custom.add(TapRecognizer(numberOfTapsRequired: 2), relations: GestureRelations(requiredToFailBy: [.tap]), handler: "double")
        _ = custom.feed(.pointerDown(id: 0, position: p(1, 1), time: 0), startsSequence: true, builtIns: &builtIns)
        _ = custom.feed(.pointerUp(id: 0, position: p(1, 1), time: 0.05), startsSequence: false, builtIns: &builtIns)
        let late = custom.advance(to: 2, builtIns: &builtIns)
        #expect(steps(late).contains { $0.hasPrefix("perform singleTap") }, "\(steps(late))")
        #expect(custom.held.isEmpty)
    }

    @Test func delayedInputIsHeldWhileTrackingAndReachesTheBuiltInsWhenTheRecognizerFails() {
        var custom = Routing()
        var builtIns = standard()
        custom.add(TapRecognizer(numberOfTapsRequired: 2), relations: GestureRelations(delaysTouchesBegan: true), handler: "double")
        _ = custom.feed(.pointerDown(id: 0, position: p(1, 1), time: 0), startsSequence: true, builtIns: &builtIns)
        #expect(custom.delayed.count == 1, "the down is held back")
        #expect(!builtIns.driver[.tap].isTracking, "the built-in tap has not seen the down")
        _ = custom.feed(.pointerUp(id: 0, position: p(1, 1), time: 0.05), startsSequence: false, builtIns: &builtIns)
        #expect(custom.delayed.count == 2)
        _ = custom.advance(to: 2, builtIns: &builtIns)
        #expect(custom.delayed.isEmpty, "released once the double tap failed")
    }

    @Test func exclusiveRecognitionCancelsTheBuiltInsBeforeTheHandler() {
        var custom = Routing()
        var builtIns = standard()
        custom.add(LongPressRecognizer(minimumPressDuration: 0.1), relations: GestureRelations(), handler: "mine")
        _ = custom.feed(.pointerDown(id: 0, position: p(1, 1), time: 0), startsSequence: true, builtIns: &builtIns)
        let log = steps(custom.advance(to: 0.2, builtIns: &builtIns))
        #expect(log.count == 5 && log.prefix(4) == ["act clearHighlight", "act clearHighlight", "act cancelDrag",
                                                    "act forgetActiveGestures"], "\(log)")
        #expect(log.last?.hasPrefix("mine longPress(") == true && log.last?.contains("began") == true, "\(log)")
        #expect(builtIns.nextDeadline == nil, "the built-in long press was cancelled")
        // While the exclusive gesture is in progress the built-ins see nothing.
        let moved = custom.feed(.pointerMoved(id: 0, position: p(50, 1), time: 0.3), startsSequence: false, builtIns: &builtIns)
        #expect(!steps(moved).contains { $0.hasPrefix("perform") }, "\(steps(moved))")
    }

    @Test func tokensAreDistinctAndRemovalReleasesHeldGestures() {
        var custom = Routing()
        var builtIns = standard()
        let a = custom.add(TapRecognizer(numberOfTapsRequired: 2), relations: GestureRelations(requiredToFailBy: [.tap]), handler: "a")
        let b = custom.add(TapRecognizer(), relations: GestureRelations(cancelsTouchesInView: false, recognizesSimultaneously: true),
                           handler: "b")
        #expect(a != b)
        _ = custom.feed(.pointerDown(id: 0, position: p(1, 1), time: 0), startsSequence: true, builtIns: &builtIns)
        _ = custom.feed(.pointerUp(id: 0, position: p(1, 1), time: 0.05), startsSequence: false, builtIns: &builtIns)
        #expect(custom.held.count == 1)
        let released = custom.remove(a, at: 0.1)
        #expect(custom.installed.map(\.token) == [b])
        #expect(steps(released).contains { $0.hasPrefix("perform singleTap") }, "removal releases what it held")
        #expect(custom.held.isEmpty && custom.releaseHeld(at: 0.2).isEmpty, "released once")
    }

    @Test func theFirstPointerDownStartsASequenceAndNoOtherEventDoes() {
        func run(_ events: [(InputEvent, Int)], starts: [Bool]) -> ([String], [String]) {
            var byCount = Routing(), byFlag = Routing(), a = standard(), b = standard()
            _ = byCount.add(TapRecognizer(numberOfTapsRequired: 2), relations: GestureRelations(requiredToFailBy: [.tap]), handler: "d")
            _ = byFlag.add(TapRecognizer(numberOfTapsRequired: 2), relations: GestureRelations(requiredToFailBy: [.tap]), handler: "d")
            var x: [String] = [], y: [String] = []
            for ((event, down), start) in zip(events, starts) {
                x += steps(byCount.feed(event, pointersDown: down, builtIns: &a))
                y += steps(byFlag.feed(event, startsSequence: start, builtIns: &b))
            }
            return (x, y)
        }
        // One finger taps twice; a second finger comes down during the second tap (not a new sequence).
        let events: [(InputEvent, Int)] = [
            (.pointerDown(id: 0, position: p(1, 1), time: 0), 1), (.pointerUp(id: 0, position: p(1, 1), time: 0.05), 0),
            (.pointerDown(id: 0, position: p(1, 1), time: 0.2), 1), (.pointerDown(id: 1, position: p(5, 5), time: 0.21), 2),
            (.pointerUp(id: 0, position: p(1, 1), time: 0.25), 1), (.pointerUp(id: 1, position: p(5, 5), time: 0.26), 0),
        ]
        let (byCount, byFlag) = run(events, starts: [true, false, true, false, false, false])
        #expect(byCount == byFlag && !byCount.isEmpty)
    }
}
