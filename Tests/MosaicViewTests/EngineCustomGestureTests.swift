import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// A recognizer written the way a user writes one, outside Mosaic: a horizontal swipe — a
/// pointer that moves 40 points sideways within 0.3 s of going down. Continuous: `began` at
/// 40 points, `ended` on the up.
struct EngineSwipeRecognizer: GestureRecognizer {
    private var start: (id: Int, point: Point, time: Double)?
    private var recognized = false
    private var failed = false
    private(set) var ignoredEventCount = 0

    var state: GestureState { recognized ? .changed : (failed ? .failed : .possible) }
    var nextDeadline: Double? { start.map { recognized ? nil : $0.time + 0.3 } ?? nil }

    mutating func handle(_ event: InputEvent) -> [GestureEvent] {
        var out = timerFired(at: event.time)
        switch event {
        case .pointerDown(let id, let p, _, let t):
            if start == nil {
                start = (id, p, t)
                failed = false
            }
        case .pointerMoved(let id, let p, _):
            if let s = start, s.id == id, !recognized, !failed, abs(p.x - s.point.x) >= 40 {
                recognized = true
                out.append(.custom(name: "swipe", phase: .began, location: p))
            }
        case .pointerUp(let id, let p, _):
            if let s = start, s.id == id {
                if recognized { out.append(.custom(name: "swipe", phase: .ended, location: p)) }
                start = nil
                recognized = false
            }
        case .cancelAll:
            if recognized { out.append(.custom(name: "swipe", phase: .cancelled, location: start?.point ?? .zero)) }
            start = nil
            recognized = false
        case .wheel, .key, .hover, .secondaryClick: break
        }
        return out
    }

    mutating func timerFired(at time: Double) -> [GestureEvent] {
        if let s = start, !recognized, time >= s.time + 0.3 {
            failed = true
            start = nil
        }
        return []
    }

    mutating func reset() {
        start = nil
        recognized = false
    }
}

/// A lift that starts after 4 points of movement with no hold (a desktop mouse drag),
/// emitting the long-press events the view lifts, drags and drops with.
struct EngineDragToLiftRecognizer: GestureRecognizer {
    private var down: (id: Int, point: Point)?
    private var active = false
    var ignoredEventCount: Int { 0 }
    var state: GestureState { active ? .changed : .possible }
    var nextDeadline: Double? { nil }

    mutating func handle(_ event: InputEvent) -> [GestureEvent] {
        switch event {
        case .pointerDown(let id, let p, _, _):
            if down == nil { down = (id, p) }
        case .pointerMoved(let id, let p, _):
            guard let d = down, d.id == id else { return [] }
            if active { return [.longPress(phase: .changed, location: p)] }
            if abs(p.x - d.point.x) + abs(p.y - d.point.y) >= 4 {
                active = true
                return [.longPress(phase: .began, location: d.point), .longPress(phase: .changed, location: p)]
            }
        case .pointerUp(let id, let p, _):
            guard let d = down, d.id == id else { return [] }
            down = nil
            if active {
                active = false
                return [.longPress(phase: .ended, location: p)]
            }
        case .cancelAll:
            down = nil
            if active {
                active = false
                return [.longPress(phase: .cancelled, location: .zero)]
            }
        case .wheel, .key, .hover, .secondaryClick: break
        }
        return []
    }

    mutating func timerFired(at time: Double) -> [GestureEvent] { [] }
    mutating func reset() {
        down = nil
        active = false
    }
}

@Suite("Custom gestures")
struct EngineCustomGestureTests {
    func harness(mode: InteractionMode = .browse,
                 configure: (inout CollectionViewConfiguration) -> Void = { _ in }) throws -> EngineHarness {
        try EngineHarness(sections: [engineItemNames(40)], mode: mode, configure: configure)
    }

    @Test("A custom double tap has priority over selection")
    func doubleTapPriority() throws {
        let h = try harness()
        var opened: [ItemPath] = []
        h.view.addGestureRecognizer(TapRecognizer(numberOfTapsRequired: 2),
                                    relations: GestureRelations(requiredToFailBy: [.tap])) { view, event in
            if case .doubleTap(let location) = event, let path = view.itemPath(atViewportPoint: location) {
                opened.append(path)
            }
        }
        // A single tap on B selects it only once the double tap has failed (0.3 s after the up).
        h.down(150, 50, at: 0.0)
        h.up(150, 50, at: 0.1)
        h.advance(to: 0.35)
        #expect(h.log.isEmpty, "\(h.log)")
        h.advance(to: 0.45)
        #expect(h.log == ["didSelect 0.1"])
        // A double tap on C opens it and selects nothing.
        h.clearLog()
        h.down(260, 50, at: 1.0)
        h.up(260, 50, at: 1.05)
        h.down(260, 50, at: 1.15)
        h.up(260, 50, at: 1.2)
        h.advance(to: 2.0)
        #expect(opened == [ItemPath(0, 2)])
        #expect(h.log.isEmpty, "a recognized double tap drops the waiting taps: \(h.log)")
        #expect(h.view.selectedItems == ["B"])
    }

    @Test("Without a relation, a tap selects at once and the double tap also fires")
    func noRelation() throws {
        let h = try harness()
        var doubles = 0
        h.view.addGestureRecognizer(TapRecognizer(numberOfTapsRequired: 2),
                                    relations: GestureRelations(cancelsTouchesInView: false, recognizesSimultaneously: true)) { _, event in
            if case .doubleTap = event { doubles += 1 }
        }
        h.down(150, 50, at: 0.0)
        h.up(150, 50, at: 0.1)
        #expect(h.log == ["didSelect 0.1"])
        h.down(150, 50, at: 0.2)
        h.up(150, 50, at: 0.25)
        h.advance(to: 1)
        #expect(doubles == 1)
    }

    @Test("delaysTouchesBegan: input reaches the built-ins only after the recognizer fails")
    func delaysTouchesBegan() throws {
        let h = try harness()
        var doubles = 0
        let token = h.view.addGestureRecognizer(TapRecognizer(numberOfTapsRequired: 2),
                                                relations: GestureRelations(delaysTouchesBegan: true)) { _, event in
            if case .doubleTap = event { doubles += 1 }
        }
        h.down(150, 50, at: 0.0)
        h.up(150, 50, at: 0.1)
        h.advance(to: 0.35)
        #expect(h.log.isEmpty)
        // When the double tap fails (0.4 s), the held input reaches the built-ins: B is selected.
        h.advance(to: 0.45)
        #expect(h.log == ["didSelect 0.1"])
        // A recognized double tap: the held input is dropped, nothing selected.
        h.clearLog()
        h.down(260, 50, at: 2.0)
        h.up(260, 50, at: 2.05)
        h.down(260, 50, at: 2.15)
        h.up(260, 50, at: 2.2)
        h.down(480, 590, at: 3.0)
        h.up(480, 590, at: 3.05)
        h.advance(to: 4)
        #expect(doubles == 1)
        #expect(!h.log.contains("didSelect 0.2"), "\(h.log)")
        h.view.removeGestureRecognizer(token)
        #expect(h.view.gestureRecognizers.isEmpty)
    }

    @Test("A recognized swipe that is not simultaneous cancels the scroll; a simultaneous one does not")
    func simultaneity() throws {
        for simultaneous in [false, true] {
            let h = try harness()
            var swipes: [GesturePhase?] = []
            h.view.addGestureRecognizer(EngineSwipeRecognizer(),
                                        relations: GestureRelations(recognizesSimultaneously: simultaneous)) { _, event in
                if case .custom("swipe", let phase, _) = event { swipes.append(phase) }
            }
            // Drag up-left: the pan scrolls from 12 points on, the swipe recognizes at 40 sideways.
            h.down(300, 400, at: 0)
            h.move(290, 380, at: 0.05)
            h.move(270, 340, at: 0.1)
            let scrolledBefore = h.view.contentOffset.y
            h.move(250, 300, at: 0.15)
            h.move(240, 250, at: 0.2)
            h.up(240, 250, at: 0.25)
            #expect(swipes == [.began, .ended])
            #expect(scrolledBefore > 0)
            if simultaneous {
                #expect(h.view.contentOffset.y > scrolledBefore + 50, "the scroll goes on: \(h.view.contentOffset.y)")
            } else {
                #expect(abs(h.view.contentOffset.y - scrolledBefore) < 1e-9, "the scroll stops: \(h.view.contentOffset.y)")
            }
        }
    }

    @Test("The lift can be replaced: a 4-point drag lifts with no hold (edit mode)")
    func replacedLift() throws {
        let h = try harness(mode: .edit) { $0.makeLiftRecognizer = { _ in EngineDragToLiftRecognizer() } }
        h.down(50, 50, at: 0)
        h.move(55, 50, at: 0.02)
        #expect(h.view.dragInProgress)
        h.move(380, 50, at: 0.1)
        h.up(380, 50, at: 0.2)
        h.advance(to: 1)
        #expect(h.log.contains("move 0.0 -> 0.3"), "\(h.log)")
    }

    @Test("The lift's duration is configurable: the exchange's 0.15 s catch, 0.05 s lift")
    func configurableLift() throws {
        let h = try harness(mode: .edit) { $0.longPressDuration = 0.05 }
        h.down(50, 50, at: 0)
        h.advance(to: 0.06)
        #expect(h.view.dragInProgress)
    }
}
