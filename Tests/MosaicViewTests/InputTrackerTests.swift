import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicView

private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

@Suite struct PointerTrackerTests {
    @Test func tracksPointersDownAndTheLastUp() {
        var pointers = PointerTracker<String>()
        pointers.track(.pointerDown(id: 1, position: p(1, 1), time: 0))
        pointers.track(.pointerDown(id: 100, position: p(2, 2), time: 0.1))
        #expect(pointers.down == [1, 100])
        #expect(pointers.lastUp == nil)
        pointers.track(.pointerUp(id: 100, position: p(5, 6), time: 0.2))
        #expect(pointers.down == [1], "the finger went up, the mouse stays down")
        #expect(pointers.lastUp == PointerTracker<String>.Release(id: 100, location: p(5, 6)))
        pointers.track(.cancelAll(time: 0.3))
        #expect(pointers.down.isEmpty, "cancelAll lifts every pointer")
        #expect(pointers.lastUp?.id == 100, "cancelAll is not a pointer going up")
        pointers.track(.pointerDown(id: 2, position: p(1, 1), modifiers: [.shift], time: 0.4))
        #expect(pointers.downModifiers == [.shift], "the latest press's modifiers")
    }

    @Test func agreesOnlyWithEventsConsistentWithThePointersDown() {
        var pointers = PointerTracker<String>()
        #expect(!pointers.agrees(with: .pointerUp(id: 1, position: p(0, 0), time: 0)), "an up without a down")
        #expect(!pointers.agrees(with: .pointerMoved(id: 1, position: p(0, 0), time: 0)), "a move without a down")
        #expect(pointers.agrees(with: .pointerDown(id: 1, position: p(0, 0), time: 0)))
        pointers.track(.pointerDown(id: 1, position: p(0, 0), time: 0))
        #expect(!pointers.agrees(with: .pointerDown(id: 1, position: p(0, 0), time: 0)), "a second down of the same pointer")
        #expect(pointers.agrees(with: .pointerMoved(id: 1, position: p(3, 0), time: 0)))
        #expect(pointers.agrees(with: .wheel(delta: p(0, 1), position: p(0, 0), modifiers: [], time: 0)))
    }

    @Test func aSecondClickOnTheSameItemWithinTheIntervalIsConsumed() {
        var pointers = PointerTracker<String>()
        let c1 = pointers.isSecondClick(on: "a", at: 1.0, within: 0.4)
        #expect(!c1)
        let c2 = pointers.isSecondClick(on: "a", at: 1.3, within: 0.4)
        #expect(c2)
        #expect(pointers.lastClick == nil, "a double-click is consumed")
        let c3 = pointers.isSecondClick(on: "a", at: 1.4, within: 0.4)
        #expect(!c3, "a triple click starts a new pair")
        let c4 = pointers.isSecondClick(on: "b", at: 1.5, within: 0.4)
        #expect(!c4, "another item starts a new pair")
        let c5 = pointers.isSecondClick(on: "b", at: 2.0, within: 0.4)
        #expect(!c5, "too late: 0.5 s > 0.4 s")
        pointers.forgetClick()
        let c6 = pointers.isSecondClick(on: "b", at: 2.1, within: 0.4)
        #expect(!c6, "a forgotten click does not pair")
    }

    @Test func aDoubleClickIsAMouseClickInBrowseModeWithAnInterval() {
        var pointers = PointerTracker<String>()
        let c0 = pointers.isDoubleClick(on: "a", at: 0.5, within: 0.4, browsing: true)
        #expect(!c0, "no pointer went up yet")
        pointers.track(.pointerDown(id: 1, position: p(1, 1), time: 0.9))
        pointers.track(.pointerUp(id: 1, position: p(1, 1), time: 1.0))
        let c1 = pointers.isDoubleClick(on: "a", at: 1.0, within: 0.4, browsing: true)
        let c2 = pointers.isDoubleClick(on: "a", at: 1.2, within: 0.4, browsing: true)
        #expect(!c1 && c2, "a mouse's second click on the same item")
        _ = pointers.isDoubleClick(on: "a", at: 2.0, within: 0.4, browsing: true)
        let c3 = pointers.isDoubleClick(on: "a", at: 2.1, within: 0.4, browsing: false)
        #expect(!c3 && pointers.lastClick == nil, "not in browse mode: the pair is broken")
        _ = pointers.isDoubleClick(on: "a", at: 3.0, within: 0.4, browsing: true)
        let c4 = pointers.isDoubleClick(on: nil, at: 3.1, within: 0.4, browsing: true)
        #expect(!c4 && pointers.lastClick == nil, "no item")
        let c5 = pointers.isDoubleClick(on: "a", at: 4.0, within: 0, browsing: true)
        let c6 = pointers.isDoubleClick(on: "a", at: 4.1, within: 0, browsing: true)
        #expect(!c5 && !c6, "no double-click interval")
        pointers.track(.pointerDown(id: PointerKind.firstTouchPointerID, position: p(1, 1), time: 4.9))
        pointers.track(.pointerUp(id: PointerKind.firstTouchPointerID, position: p(1, 1), time: 5.0))
        let c7 = pointers.isDoubleClick(on: "a", at: 5.0, within: 0.4, browsing: true)
        let c8 = pointers.isDoubleClick(on: "a", at: 5.1, within: 0.4, browsing: true)
        #expect(!c7 && !c8, "a finger's taps are not clicks")
    }
}

@Suite struct InputTrackerTests {
    @Test func admitsEventsInTimeOrderAndCountsTheRest() {
        var input = InputTracker<String>(startTime: 1)
        let admitted1 = input.admit(.key(.space, modifiers: [], time: 0.5))
        #expect(!admitted1, "before the view existed")
        let admitted2 = input.admit(.pointerDown(id: 1, position: p(1, 1), time: 1))
        #expect(admitted2)
        let admitted3 = input.admit(.pointerMoved(id: 1, position: p(2, 2), time: 0.9))
        #expect(!admitted3, "time went back")
        let admitted4 = input.admit(.pointerMoved(id: 1, position: p(.nan, 2), time: 1.1))
        #expect(!admitted4, "NaN position")
        let admitted5 = input.admit(.pointerUp(id: 2, position: p(1, 1), time: 1.2))
        #expect(!admitted5, "up of a pointer that is not down")
        let admitted6 = input.admit(.wheel(delta: p(0, 2e4), position: p(1, 1), modifiers: [], time: 1.2))
        #expect(!admitted6, "absurd wheel delta")
        let admitted7 = input.admit(.key(.space, modifiers: [], time: .infinity))
        #expect(!admitted7)
        #expect(input.ignoredEventCount == 6)
        #expect(input.lastEventTime == 1, "ignored events change nothing but the count")
        #expect(input.pointers.down == [1])
        let admitted8 = input.admit(.pointerUp(id: 1, position: p(1, 1), time: 1.3))
        #expect(admitted8)
        #expect(input.lastEventTime == 1.3)
        #expect(input.pointers.down.isEmpty)
    }

    @Test(arguments: [UInt64(7), 42, 2024])
    func randomStreamsKeepThePointersConsistent(seed: UInt64) {
        // Whatever arrives, the tracker admits only events that agree with it, so its
        // preconditions never fire and the pointers down are exactly those admitted down and not up.
        var rng = SplitMix64(seed: seed)
        var input = InputTracker<Int>(startTime: 0)
        var model: Set<Int> = []
        var time = 0.0
        for _ in 0..<2_000 {
            time += Double(rng.next() % 5) * 0.01 - 0.005   // sometimes back in time
            let id = Int(rng.next() % 3)
            let event: InputEvent
            switch rng.next() % 4 {
            case 0: event = .pointerDown(id: id, position: p(1, 1), time: time)
            case 1: event = .pointerMoved(id: id, position: p(2, 2), time: time)
            case 2: event = .pointerUp(id: id, position: p(3, 3), time: time)
            default: event = .cancelAll(time: time)
            }
            let expected = input.lastEventTime <= time && {
                switch event {
                case .pointerDown: return !model.contains(id)
                case .pointerMoved, .pointerUp: return model.contains(id)
                default: return true
                }
            }()
            let admitted9 = input.admit(event)
            #expect(admitted9 == expected, "seed \(seed): \(event) with \(model.sorted()) down")
            guard expected else { continue }
            switch event {
            case .pointerDown: model.insert(id)
            case .pointerUp: model.remove(id)
            case .cancelAll: model.removeAll()
            default: break
            }
            #expect(input.pointers.down == model, "seed \(seed)")
        }
    }
}

@Suite struct PinchStepsTests {
    @Test func pinchingProposesBasePlusScaledChangeRounded() {
        #expect(PinchSteps.rounded(12.345) == 12.3)
        #expect(PinchSteps.pinched(10, scale: 1.5, perScale: 20) == 20)
        #expect(PinchSteps.pinched(10, scale: 0.98, perScale: 20) == 9.6)
        #expect(PinchSteps.pinched(10, scale: .nan, perScale: 20) == nil)
    }

    @Test func wheelStepsCarryTheUnroundedValueWhileTheLayoutShowsItsRounding() {
        var steps = PinchSteps()
        let first = steps.wheelStep(from: 10, deltaY: -0.02, step: 2.5)   // + 0.05
        #expect(first == PinchSteps.Proposal(value: 10.1, unrounded: 10.05))
        steps.wheelStepTaken(first!, taken: 10.1)
        #expect(steps.carried == 10.05)
        // The layout still holds the rounding of the carried value: continue from 10.05.
        let next = steps.wheelStep(from: 10.1, deltaY: -0.02, step: 2.5)
        #expect(abs((next?.unrounded ?? 0) - 10.1) < 1e-12, "\(String(describing: next))")
        // The layout holds something else (changed elsewhere): start from what it holds.
        let elsewhere = steps.wheelStep(from: 20, deltaY: -0.02, step: 2.5)
        #expect(abs((elsewhere?.unrounded ?? 0) - 20.05) < 1e-12, "\(String(describing: elsewhere))")
    }

    @Test func aClampedStepLeavesNoDebt() {
        var steps = PinchSteps()
        let proposal = steps.wheelStep(from: 40, deltaY: -4, step: 2.5)!   // 50, clamped to 42
        steps.wheelStepTaken(proposal, taken: 42)
        #expect(steps.carried == 42)
        #expect(steps.wheelStep(from: 42, deltaY: 1, step: 2.5)?.value == 39.5, "one notch back changes the value at once")
        #expect(steps.wheelStep(from: 1, deltaY: -.greatestFiniteMagnitude, step: 2.5) == nil, "a non-finite result")
    }

    @Test(arguments: [UInt64(1), 99, 31337])
    func fractionalDeltasAddUpExactly(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var steps = PinchSteps()
        var layoutValue = 20.0, total = 0.0
        for _ in 0..<200 {
            let delta = Double(rng.next() % 200) / 1000 - 0.1   // −0.1…0.1, a trackpad's
            guard let proposal = steps.wheelStep(from: layoutValue, deltaY: delta, step: 2.5) else { continue }
            total += delta
            layoutValue = proposal.value   // an unclamped layout takes every proposal
            steps.wheelStepTaken(proposal, taken: layoutValue)
        }
        let exact = 20 - total * 2.5
        #expect(abs((steps.carried ?? 20) - exact) < 1e-9, "seed \(seed): carried \(String(describing: steps.carried)), exact \(exact)")
        #expect(abs(layoutValue - exact) <= 0.05 + 1e-9, "seed \(seed): the layout shows the rounding of the exact value")
    }
}

/// What a single tap is on (``PointerTracker/tapTarget(at:hit:inside:plain:)``): items A at
/// x < 100 and B at 100 ≤ x < 200, empty space beyond.
@Suite struct TapTargetTests {
    static func hit(_ q: Point) -> ItemPath? { q.x < 100 ? ItemPath(0, 0) : q.x < 200 ? ItemPath(0, 1) : nil }

    static func released(at x: Double?) -> PointerTracker<String> {
        var pointers = PointerTracker<String>()
        guard let x else { return pointers }
        pointers.track(.pointerDown(id: 0, position: p(x, 5), time: 0))
        pointers.track(.pointerUp(id: 0, position: p(x, 5), time: 0.1))
        return pointers
    }

    @Test func aTapIsOnTheItemItBeganAndEndedOn() {
        #expect(Self.released(at: 50).tapTarget(at: p(40, 5), hit: Self.hit, inside: true, plain: true) == .item(ItemPath(0, 0)))
        #expect(Self.released(at: nil).tapTarget(at: p(140, 5), hit: Self.hit, inside: true, plain: false) == .item(ItemPath(0, 1)),
                "no release seen: the press decides")
        #expect(Self.released(at: 150).tapTarget(at: p(40, 5), hit: Self.hit, inside: true, plain: true) == .nothing, "ended on B")
        #expect(Self.released(at: 250).tapTarget(at: p(40, 5), hit: Self.hit, inside: true, plain: true) == .nothing, "ended off A")
    }

    @Test func onlyAPlainClickOnEmptySpaceThatEndsThereIsOnEmptySpace() {
        #expect(Self.released(at: 250).tapTarget(at: p(260, 5), hit: Self.hit, inside: true, plain: true) == .emptySpace)
        #expect(Self.released(at: nil).tapTarget(at: p(260, 5), hit: Self.hit, inside: true, plain: true) == .emptySpace)
        #expect(Self.released(at: 250).tapTarget(at: p(260, 5), hit: Self.hit, inside: true, plain: false) == .nothing, "ctrl held")
        #expect(Self.released(at: 250).tapTarget(at: p(260, 5), hit: Self.hit, inside: false, plain: true) == .nothing, "outside")
        #expect(Self.released(at: 50).tapTarget(at: p(260, 5), hit: Self.hit, inside: true, plain: true) == .nothing, "ended on A")
    }
}
