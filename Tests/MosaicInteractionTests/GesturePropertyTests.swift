import Testing
import MosaicCore
import MosaicTesting
@testable import MosaicInteraction

/// Random streams, including absurd input, never crash a recognizer and never break the
/// phase grammar: per recognizer, `began changed* (ended | cancelled)` and nothing else.
@Suite struct GesturePropertyTests {
    static let seeds: [UInt64] = Array(1...40) + [0xDEAD_BEEF, 0x5EED_1234_5678]

    static func makeRecognizers() -> [any GestureRecognizer] {
        [TapArbiter(), TapArbiter(double: nil), TapRecognizer(numberOfTapsRequired: 2),
         LongPressRecognizer(), LongPressRecognizer(minimumPressDuration: 0.15),
         PanRecognizer(), PanRecognizer(activation: .delay(seconds: 0.2, tolerance: 8)),
         PinchRecognizer()]
    }

    /// One random event; about one in ten is absurd (bad numbers, time going back,
    /// pointers that are not down).
    static func randomEvent(_ rng: inout SplitMix64, time: inout Double) -> InputEvent {
        let absurd = Int.random(in: 0..<10, using: &rng) == 0
        time += [0, 0.01, 0.05, 0.1, 0.2, 0.45][Int.random(in: 0..<6, using: &rng)]
        var t = time
        // Near one of four hot spots most of the time, so taps, double taps and long presses
        // happen; anywhere otherwise, so pans and pinches do.
        let spot = [pt(50, 50), pt(60, 55), pt(300, 100), pt(200, 350)][Int.random(in: 0..<4, using: &rng)]
        var p = Bool.random(using: &rng)
            ? spot + pt(Double.random(in: -12...12, using: &rng), Double.random(in: -12...12, using: &rng))
            : pt(Double.random(in: 0...400, using: &rng), Double.random(in: 0...400, using: &rng))
        if absurd {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: p = pt(.nan, 3)
            case 1: p = pt(.infinity, -.infinity)
            case 2: p = pt(1e300, 0)
            case 3: t = time - 1
            default: t = .nan
            }
        }
        let id = Int.random(in: 0..<3, using: &rng)
        switch Int.random(in: 0..<20, using: &rng) {
        case 0..<5: return .pointerDown(id: id, position: p, time: t)
        case 5..<12: return .pointerMoved(id: id, position: p, time: t)
        case 12..<17: return .pointerUp(id: id, position: p, time: t)
        case 17: return .cancelAll(time: t)
        case 18:
            let dy = Double.random(in: -5...5, using: &rng)
            let mods: Modifiers = Bool.random(using: &rng) ? .ctrl : []
            return .wheel(delta: pt(0, absurd ? .nan : dy), position: p, modifiers: mods, time: t)
        default: return .key(.space, modifiers: [], time: t)
        }
    }

    /// A random phrase: usually one random event, sometimes a whole tap or double tap with
    /// jitter in time and space (so the tap paths are exercised too).
    static func randomPhrase(_ rng: inout SplitMix64, time: inout Double) -> [InputEvent] {
        guard Int.random(in: 0..<6, using: &rng) == 0 else { return [randomEvent(&rng, time: &time)] }
        let id = Int.random(in: 5..<7, using: &rng)
        let spot = pt(Double.random(in: 0...400, using: &rng), Double.random(in: 0...400, using: &rng))
        var events: [InputEvent] = []
        for _ in 0..<Int.random(in: 1...2, using: &rng) {
            time += [0.05, 0.2, 0.35][Int.random(in: 0..<3, using: &rng)]
            events.append(.pointerDown(id: id, position: spot, time: time))
            time += [0.05, 0.1, 0.3, 0.6][Int.random(in: 0..<4, using: &rng)]
            let jitter = pt(Double.random(in: -12...12, using: &rng), 0)
            events.append(.pointerUp(id: id, position: spot + jitter, time: time))
        }
        return events
    }

    static func isFinite(_ event: GestureEvent) -> Bool {
        switch event {
        case .singleTap(let p), .doubleTap(let p), .longPress(_, let p): return p.isFinite
        case .pan(_, let a, let b, let c): return a.isFinite && b.isFinite && c.isFinite
        case .pinch(_, let s, let c): return s.isFinite && s > 0 && c.isFinite
        case .custom(_, _, let p): return p.isFinite
        }
    }

    @Test(arguments: seeds)
    func randomStreamsKeepEveryRecognizerLegal(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var driver = GestureDriver(Self.makeRecognizers())
        var open = Array(repeating: false, count: driver.recognizers.count)
        var time = 0.0
        var violations: [String] = []
        var taps: [String: Int] = [:]   // "recognizer kind" → count

        func check(_ delivered: [RecognizedGesture<Int>], after step: String) {
            for d in delivered {
                switch d.event {
                case .singleTap: taps["\(d.recognizer) single", default: 0] += 1
                case .doubleTap: taps["\(d.recognizer) double", default: 0] += 1
                default: break
                }
                if !Self.isFinite(d.event) { violations.append("\(step): non-finite \(d.event)") }
                guard let phase = d.event.phase else { continue }
                switch phase {
                case .began:
                    if open[d.recognizer] { violations.append("\(step): #\(d.recognizer) began twice") }
                    open[d.recognizer] = true
                case .changed, .ended, .cancelled:
                    if !open[d.recognizer] { violations.append("\(step): #\(d.recognizer) \(phase) before began") }
                    if phase.isTerminal { open[d.recognizer] = false }
                }
            }
            for (i, r) in driver.recognizers.enumerated() {
                if r.state.isActive != open[i] {
                    violations.append("\(step): #\(i) state \(r.state) but open = \(open[i])")
                }
                if let deadline = r.nextDeadline, !deadline.isFinite {
                    violations.append("\(step): #\(i) deadline \(deadline)")
                }
            }
        }

        for step in 0..<400 {
            for event in Self.randomPhrase(&rng, time: &time) {
                check(driver.handle(event), after: "step \(step) \(event)")
            }
            if violations.count > 5 { break }
        }
        check(driver.handle(.cancelAll(time: time + 1)), after: "final cancelAll")
        check(driver.advance(to: time + 100), after: "final advance")

        #expect(violations.isEmpty, "seed \(seed): \(violations.prefix(5))")
        #expect(!open.contains(true), "seed \(seed): a gesture was left open: \(open)")
        #expect(driver.nextDeadline == nil, "seed \(seed)")
        // #0 is single-waits-for-double, #1 single alone, #2 double alone, all with the same
        // thresholds: the arbiter recognizes exactly the double taps #2 does, and each of its
        // double taps swallows two of #1's single taps.
        let (arbiterSingles, arbiterDoubles) = (taps["0 single", default: 0], taps["0 double", default: 0])
        #expect(arbiterDoubles == taps["2 double", default: 0], "seed \(seed): \(taps)")
        #expect(arbiterSingles + 2 * arbiterDoubles <= taps["1 single", default: 0], "seed \(seed): \(taps)")
        let counts = Set(driver.recognizers.map(\.ignoredEventCount))
        #expect(counts.count == 1, "seed \(seed): recognizers disagree on what was ignored: \(driver.recognizers.map(\.ignoredEventCount))")
    }
}
