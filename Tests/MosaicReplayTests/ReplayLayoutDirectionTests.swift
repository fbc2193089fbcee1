import Foundation
import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicReplay
@testable import MosaicView

/// `"layoutDirection"` beside `"layout"`: parsed, written only when right to left, and a trace
/// mirrored across the viewport (x ↦ width − x, Left ↔ Right) replays right to left to the
/// same model, selection and log as the original left to right.
@Suite struct ReplayLayoutDirectionTests {
    static let flowTrace = """
        { "viewport": {"width": 500, "height": 600},
          "layout": {"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10},
          "sections": [["A", "B", "C", "D", "E", "F"], ["G", "H"]],
          "mode": "browse",
          "events": [] }
        """

    @Test func absentMeansLeftToRightAndTheKeyIsNotWritten() throws {
        let script = try ReplayScript.parse(Self.flowTrace)
        #expect(script.layoutDirection == .leftToRight)
        #expect(!script.jsonString().contains("layoutDirection"))
        #expect(try ReplayScript.parse(script.jsonString()) == script)
    }

    @Test func rightToLeftParsesAndRoundTrips() throws {
        let text = Self.flowTrace.replacingOccurrences(of: "\"sections\"", with: "\"layoutDirection\": \"rightToLeft\", \"sections\"")
        let script = try ReplayScript.parse(text)
        #expect(script.layoutDirection == .rightToLeft)
        let written = script.jsonString()
        #expect(written.contains("\n  \"layoutDirection\": \"rightToLeft\",\n"))
        #expect(try ReplayScript.parse(written) == script)
        let view = try ReplayRunner.makeView(for: script, clock: ManualClock(now: 0))
        #expect(view.layoutDirection == .rightToLeft)
        #expect(view.layout.attributesForItem(at: ItemPath(0, 0))?.frame.minX == 400)
    }

    @Test func theOutputReportsRightToLeftAfterTheLayoutAndLeavesLeftToRightOut() throws {
        let ltr = try ReplayRunner.run(try ReplayScript.parse(Self.flowTrace))
        #expect(ltr.layoutDirection == .leftToRight)
        #expect(!ltr.jsonString().contains("layoutDirection"), "left-to-right outputs are unchanged")
        let text = Self.flowTrace.replacingOccurrences(of: "\"sections\"", with: "\"layoutDirection\": \"rightToLeft\", \"sections\"")
        let rtl = try ReplayRunner.run(try ReplayScript.parse(text))
        #expect(rtl.layoutDirection == .rightToLeft)
        let json = rtl.jsonString()
        let layout = try #require(json.range(of: "\"layout\": {"))
        let direction = try #require(json.range(of: ", \"layoutDirection\": \"rightToLeft\", \"contentOffset\": "))
        #expect(layout.upperBound < direction.lowerBound, "\(json)")
    }

    @Test(arguments: [("\"upward\"", "\"upward\" is not a layout direction; expected \"leftToRight\" or \"rightToLeft\""),
                      ("1", "expected \"leftToRight\" or \"rightToLeft\"")])
    func badValuesNameTheField(_ value: String, _ message: String) throws {
        let text = Self.flowTrace.replacingOccurrences(of: "\"sections\"", with: "\"layoutDirection\": \(value), \"sections\"")
        let error = try #require(throws: ReplayError.self) { try ReplayScript.parse(text) }
        #expect(error.description.contains("layoutDirection"), "\(error)")
        #expect(error.description.contains(message), "\(error)")
    }

    /// The trace seen in a mirror: every x across the viewport, Left and Right swapped.
    static func mirrored(_ script: ReplayScript) -> ReplayScript {
        var result = script
        let w = script.viewport.width
        result.layoutDirection = script.layoutDirection.flipped
        result.events = script.events.map { event in
            var e = event
            switch event.kind {
            case let .down(x, y, pointer, modifiers): e.kind = .down(x: w - x, y: y, pointer: pointer, modifiers: modifiers)
            case let .move(x, y, pointer): e.kind = .move(x: w - x, y: y, pointer: pointer)
            case let .up(x, y, pointer): e.kind = .up(x: w - x, y: y, pointer: pointer)
            case let .wheel(dx, dy, ctrl, x, y): e.kind = .wheel(dx: -dx, dy: dy, ctrl: ctrl, x: w - x, y: y)
            case let .hover(x, y): e.kind = .hover(x: w - x, y: y)
            case let .secondaryClick(x, y): e.kind = .secondaryClick(x: w - x, y: y)
            case let .key(key, ctrl, shift) where key == .left || key == .right:
                e.kind = .key(key == .left ? .right : .left, ctrl: ctrl, shift: shift)
            default: break
            }
            return e
        }
        return result
    }

    static func expectSameOutcome(_ script: ReplayScript, _ label: String) throws {
        let ltr = try ReplayRunner.run(script)
        let rtl = try ReplayRunner.run(mirrored(script))
        #expect(rtl.sections == ltr.sections, "\(label)")
        #expect(rtl.selected == ltr.selected, "\(label)")
        #expect(rtl.log == ltr.log, "\(label)")
        #expect(rtl.mode == ltr.mode && rtl.editing == ltr.editing, "\(label)")
        #expect(rtl.contentOffset == ltr.contentOffset, "\(label)")
    }

    /// The documented example trace: taps, a deletion, a drag across the row.
    @Test func theExampleTraceMirroredReplaysToTheSameOutcome() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/example-replay.json")
        let script = try ReplayScript.load(contentsOfFile: url.path)
        let ltr = try ReplayRunner.run(script)
        #expect(ltr.sections != [["A", "B", "C", "D", "E", "F"], ["G", "H"]])   // the trace does change the model
        try Self.expectSameOutcome(script, "example")
    }

    /// Seeded random traces in edit and exchange mode, flow and waterfall: presses, holds,
    /// drags (also to the viewport's edges, auto-scrolling), arrow keys and space. Points sit
    /// on quarter-point fractions clear of every edge so the mirror is exact.
    @Test func randomTracesMirroredReplayToTheSameOutcome() throws {
        for seed in UInt64(40_001)...40_060 {
            var rng = SplitMix64(seed: seed)
            print("mirrored replay, seed \(seed)")
            let count = Int.random(in: 8...40, using: &rng)
            let items = (0..<count).map { "i\($0)" }
            let split = Int.random(in: 0...count, using: &rng)
            let sections = [Array(items[..<split]), Array(items[split...])]
            let layout: ReplayLayoutSpec = Bool.random(using: &rng)
                ? .flow(itemWidth: 90, itemHeight: 70, interitemSpacing: 10, lineSpacing: 10, insets: nil)
                : .waterfall(columns: Int.random(in: 2...4, using: &rng), spacing: 8,
                             heights: sections.map { $0.map { _ in Double(Int.random(in: 3...12, using: &rng) * 10) } },
                             insets: nil)
            var events: [ReplayEvent] = []
            var t = 0.0
            func point() -> (Double, Double) {
                (Double(Int.random(in: 0...399, using: &rng)) + 0.375, Double(Int.random(in: 0...299, using: &rng)) + 0.625)
            }
            for _ in 0..<Int.random(in: 4...14, using: &rng) {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0, 1:
                    let (x, y) = point()
                    events.append(ReplayEvent(t: t, kind: .down(x: x, y: y, pointer: 0)))
                    t += Bool.random(using: &rng) ? 0.1 : 0.7
                    for _ in 0..<Int.random(in: 0...4, using: &rng) {
                        let (mx, my) = point()
                        t += 0.1
                        events.append(ReplayEvent(t: t, kind: .move(x: mx, y: my, pointer: 0)))
                    }
                    let (ux, uy) = point()
                    t += 0.2
                    events.append(ReplayEvent(t: t, kind: .up(x: ux, y: uy, pointer: 0)))
                default:
                    let keys: [Key] = [.left, .right, .up, .down, .space, .left, .right]
                    events.append(ReplayEvent(t: t, kind: .key(keys[Int.random(in: 0..<keys.count, using: &rng)],
                                                               ctrl: false, shift: false)))
                }
                t += 0.6
            }
            let mode: InteractionMode = Bool.random(using: &rng) ? .edit : .exchange
            let script = ReplayScript(viewport: Size(width: 400, height: 300), layout: layout, sections: sections,
                                      mode: mode, events: events)
            try Self.expectSameOutcome(script, "seed \(seed)")
        }
    }
}
