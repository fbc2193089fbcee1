import Foundation
import Testing
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicReplay
@testable import MosaicView

typealias ReplayTestRNG = SplitMix64


/// Random scripts that `parse` must accept, with awkward numbers and identities.
struct ReplayScriptGenerator {
    var rng: ReplayTestRNG

    mutating func bool() -> Bool { Bool.random(using: &rng) }

    /// Integral, short, long-fraction, tiny or huge, per `nonNegative`/`positive`.
    mutating func number(positive: Bool = false, nonNegative: Bool = false) -> Double {
        var v: Double
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: v = Double(Int.random(in: 0...1000, using: &rng))
        case 1: v = Double(Int.random(in: 0...10_000, using: &rng)) / 4
        case 2: v = Double.random(in: 0..<1000, using: &rng)
        case 3: v = Double.random(in: 0..<1e-6, using: &rng)
        case 4: v = Double.random(in: 1e15..<1e300, using: &rng)
        default: v = 1.0 / 3.0
        }
        if !positive && !nonNegative && bool() { v = -v }
        if positive && v == 0 { v = 0.5 }
        return v
    }

    mutating func identity(_ n: Int) -> String {
        let pieces = ["a", "Z", "é", "😀", "\"", "\\", "\n", "\u{1}", "/", " ", "日本", "\u{7F}"]
        var s = "\(n)"
        for _ in 0..<Int.random(in: 0...4, using: &rng) { s += pieces.randomElement(using: &rng) ?? "" }
        return s
    }

    mutating func insets() -> EdgeInsets {
        EdgeInsets(top: number(nonNegative: true), left: number(nonNegative: true),
                   bottom: number(nonNegative: true), right: number(nonNegative: true))
    }

    mutating func key() -> Key {
        let names = ["escape", "space", "enter", "delete", "left", "right", "up", "down", "tab", "a", "z", "0", "9"]
        return Key(name: names.randomElement(using: &rng) ?? "a") ?? .escape
    }

    mutating func event(t: Double) -> ReplayEvent {
        let pointer = Int.random(in: 0...3, using: &rng)
        let kind: ReplayEvent.Kind
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: kind = .down(x: number(), y: number(), pointer: pointer)
        case 1: kind = .move(x: number(), y: number(), pointer: pointer)
        case 2: kind = .up(x: number(), y: number(), pointer: pointer)
        case 3: kind = .cancel
        case 4: kind = .confirm(yes: bool())
        case 5: kind = .wheel(dx: number(), dy: number(), ctrl: bool(), x: number(), y: number())
        case 6: kind = .key(key(), ctrl: bool(), shift: bool())
        default: kind = .toggleEdit
        }
        return ReplayEvent(t: t, kind: kind)
    }

    mutating func script() -> ReplayScript {
        var counter = 0
        let sections: [[String]] = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
            (0..<Int.random(in: 0...5, using: &rng)).map { _ in
                counter += 1
                return identity(counter)
            }
        }
        let layout: ReplayLayoutSpec
        if bool() {
            layout = .flow(itemWidth: number(positive: true), itemHeight: number(positive: true),
                           interitemSpacing: number(nonNegative: true), lineSpacing: number(nonNegative: true),
                           insets: bool() ? insets() : .zero)
        } else {
            layout = .waterfall(columns: Int.random(in: 1...8, using: &rng), spacing: number(nonNegative: true),
                                heights: sections.map { $0.map { _ in number(positive: true) } },
                                insets: bool() ? insets() : nil)
        }
        var t = 0.0
        var events: [ReplayEvent] = []
        for _ in 0..<Int.random(in: 0...12, using: &rng) {
            // Times stay within the format's bound (`ReplayScript.maximumTime`).
            if bool() { t = min(ReplayScript.maximumTime, t + number(positive: true)) }
            events.append(event(t: t))
        }
        return ReplayScript(viewport: Size(width: number(positive: true), height: number(positive: true)),
                            layout: layout, sections: sections, mode: InteractionMode.allCases.randomElement(using: &rng) ?? .browse,
                            allowsMultipleSelection: bool(), allowsSelectionDuringEditing: bool(), events: events)
    }
}

@Suite struct ReplayRoundTripTests {
    @Test func exampleRoundTrips() throws {
        let text = replayExampleScript.jsonString()
        #expect(try ReplayScript.parse(text) == replayExampleScript)
    }

    @Test func writesTheFormatOneEventPerLine() {
        let script = ReplayScript(
            viewport: Size(width: 500, height: 600.5),
            layout: .waterfall(columns: 2, spacing: 10, heights: [[100, 0.1], [50]], insets: nil),
            sections: [["A", "B"], ["C"]], mode: .edit, allowsMultipleSelection: true,
            events: [
                ReplayEvent(t: 0, kind: .down(x: 50, y: 50, pointer: 0)),
                ReplayEvent(t: 0.25, kind: .wheel(dx: 0, dy: 3, ctrl: true, x: 1, y: 2)),
                ReplayEvent(t: 1, kind: .key(.character("q"), ctrl: false, shift: true)),
                ReplayEvent(t: 1, kind: .confirm(yes: false)),
                ReplayEvent(t: 2, kind: .toggleEdit),
            ])
        #expect(script.jsonString() == """
        {
          "viewport": {"width": 500, "height": 600.5},
          "layout": {"kind": "waterfall", "columns": 2, "spacing": 10, "heights": [[100, 0.1], [50]]},
          "sections": [["A", "B"], ["C"]],
          "mode": "edit",
          "options": {"allowsMultipleSelection": true},
          "events": [
            {"t": 0, "type": "down", "x": 50, "y": 50, "pointer": 0},
            {"t": 0.25, "type": "wheel", "dx": 0, "dy": 3, "ctrl": true, "x": 1, "y": 2},
            {"t": 1, "type": "key", "key": "q", "ctrl": false, "shift": true},
            {"t": 1, "type": "confirm", "answer": "no"},
            {"t": 2, "type": "toggleEdit"}
          ]
        }
        """)
        let empty = ReplayScript(viewport: Size(width: 1, height: 1),
                                 layout: .flow(itemWidth: 1, itemHeight: 1, interitemSpacing: 0, lineSpacing: 0,
                                               insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
                                 sections: [], mode: .browse, events: [])
        #expect(empty.jsonString() == """
        {
          "viewport": {"width": 1, "height": 1},
          "layout": {"kind": "flow", "itemWidth": 1, "itemHeight": 1, "interitemSpacing": 0, "lineSpacing": 0, \
        "insets": {"top": 1, "left": 2, "bottom": 3, "right": 4}},
          "sections": [],
          "mode": "browse",
          "options": {"allowsMultipleSelection": false},
          "events": []
        }
        """)
    }

    @Test func randomScriptsRoundTrip() throws {
        let seed = ProcessInfo.processInfo.environment["MOSAIC_TEST_SEED"].flatMap { UInt64($0) }
            ?? 0x5EED_2024_0001
        print("ReplayRoundTripTests seed: \(seed) (replay with MOSAIC_TEST_SEED=\(seed))")
        var generator = ReplayScriptGenerator(rng: ReplayTestRNG(seed: seed))
        for iteration in 0..<300 {
            let script = generator.script()
            let text = script.jsonString()
            let parsed: ReplayScript
            do {
                parsed = try ReplayScript.parse(text)
            } catch {
                Issue.record("seed \(seed), script \(iteration): \(error.message)\n\(text)")
                return
            }
            #expect(parsed == script, "seed \(seed), script \(iteration):\n\(text)")
            #expect(parsed.jsonString() == text, "seed \(seed), script \(iteration)")
        }
    }
}
