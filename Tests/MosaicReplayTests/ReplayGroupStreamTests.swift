import Foundation
import Testing
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicReplay
@testable import MosaicView

/// Seeded random traces of several views, run through `ReplayGroupRunner` (so through the
/// group, in window coordinates): drags that wander across views and gaps, holds, keys
/// (ctrl+arrows between views, space, escape), wheel steps, cancels. Each must run without a
/// crash, keep every item exactly once across the views (no item lost or duplicated), give the
/// same output twice, and its recording must replay to the same output.
///
/// Views are in edit or exchange mode and the streams hold no deletion (no confirmation, no
/// delete key, no context menu), so the items are the same set at the end. The seed is
/// printed; rerun one with `MOSAIC_TEST_SEED=…`.
@Suite struct ReplayGroupStreamTests {
    struct Generator {
        var rng: SplitMix64
        mutating func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }
        mutating func double(_ r: Range<Double>) -> Double { (Double.random(in: r, using: &rng) * 4).rounded() / 4 }
        mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

        /// 2–4 views in a row (sometimes a second row), 1–2 sections of 0–8 items each.
        mutating func views() -> [ReplayGroupScript.View] {
            var views: [ReplayGroupScript.View] = []
            var counter = 0
            for v in 0..<int(2...4) {
                let sections: [[String]] = (0..<int(1...2)).map { _ in
                    (0..<int(0...8)).map { _ in counter += 1; return "i\(counter)" }
                }
                let size = Size(width: Double(int(150...320)), height: Double(int(200...400)))
                let frame = Rect(x: Double(v % 3) * 350, y: Double(v / 3) * 420, width: size.width, height: size.height)
                let layout: ReplayLayoutSpec = chance(0.6)
                    ? .flow(itemWidth: Double(int(40...100)), itemHeight: Double(int(40...100)),
                            interitemSpacing: Double(int(0...12)), lineSpacing: Double(int(0...12)), insets: nil)
                    : .waterfall(columns: int(1...3), spacing: Double(int(0...10)),
                                 heights: sections.map { $0.map { _ in Double(int(30...150)) } }, insets: nil)
                let script = ReplayScript(viewport: size, layout: layout, sections: sections,
                                          mode: chance(0.7) ? .edit : .exchange,
                                          recognizesDoubleTap: chance(0.5),
                                          mouseDragDistance: chance(0.5) ? 4 : nil,
                                          layoutDirection: chance(0.25) ? .rightToLeft : .leftToRight, events: [])
                views.append(.init(id: "v\(v)", frame: frame, script: script))
            }
            return views
        }

        /// A point anywhere in the window, views, gaps and a margin beyond.
        mutating func point() -> (Double, Double) { (double(-20..<1100), double(-20..<900)) }

        /// A point among the first items of a random view (window coordinates).
        mutating func pointOnItems(of views: [ReplayGroupScript.View]) -> (Double, Double) {
            let f = views[int(0...views.count - 1)].frame
            return (f.minX + double(0..<min(f.width, 220)), f.minY + double(0..<min(f.height, 160)))
        }

        mutating func events(count: Int, views: [ReplayGroupScript.View]) -> [ReplayEvent] {
            var t = 0.0
            var events: [ReplayEvent] = []
            func add(_ kind: ReplayEvent.Kind) { events.append(ReplayEvent(t: t, kind: kind)) }
            while events.count < count {
                t += double(0.01..<0.4)
                switch int(0...10) {
                case 0...4:   // a press, a hold or not, a wander across views, a release (or none)
                    var (x, y) = point()
                    let pointer = chance(0.8) ? 0 : 1
                    add(.down(x: x, y: y, pointer: pointer))
                    if chance(0.6) { t += double(0.5..<0.9) }
                    for _ in 0..<int(1...8) {
                        t += double(0.02..<0.3)
                        (x, y) = chance(0.5) ? point() : (x + double(-60..<60), y + double(-60..<60))
                        add(.move(x: x, y: y, pointer: pointer))
                    }
                    if chance(0.9) { t += double(0.01..<0.3); add(.up(x: x, y: y, pointer: pointer)) }
                case 5 where chance(0.7):   // a drag from one view's items into another view
                    var (x, y) = pointOnItems(of: views)
                    add(.down(x: x, y: y, pointer: 0))
                    t += double(0.55..<0.8)
                    add(.move(x: x + 1, y: y + 1, pointer: 0))
                    let (tx, ty) = pointOnItems(of: views)
                    let steps = int(2...6)
                    for step in 1...steps {
                        t += double(0.03..<0.2)
                        let f = Double(step) / Double(steps)
                        (x, y) = (x + (tx - x) * f, y + (ty - y) * f)
                        add(.move(x: x, y: y, pointer: 0))
                    }
                    t += double(0.02..<0.3)
                    if chance(0.15) { add(.key(.escape, ctrl: false, shift: false)) }
                    add(.up(x: x, y: y, pointer: 0))
                case 5:
                    let keys: [Key] = [.left, .right, .up, .down, .space, .escape, .tab]
                    add(.key(keys[int(0...keys.count - 1)], ctrl: chance(0.5), shift: chance(0.1)))
                case 6:
                    let (x, y) = point()
                    add(.wheel(dx: double(-3..<3), dy: double(-6..<6), ctrl: chance(0.2), x: x, y: y))
                case 7:
                    let (x, y) = point()
                    add(.hover(x: x, y: y))
                case 8:
                    if chance(0.3) { add(.cancel) }
                case 9:   // a press and hold, then ctrl+arrows carry the lifted item to other views
                    let (x, y) = pointOnItems(of: views)
                    add(.down(x: x, y: y, pointer: 0))
                    t += double(0.55..<0.8)
                    add(.move(x: x + 1, y: y + 1, pointer: 0))
                    for _ in 0..<int(1...3) {
                        t += double(0.05..<0.3)
                        add(.key([.left, .right, .up, .down][int(0...3)], ctrl: true, shift: false))
                    }
                    t += double(0.05..<0.3)
                    add(.up(x: x + 1, y: y + 1, pointer: 0))
                default:
                    t += double(0.5..<2)   // a pause: animations and timers run out
                }
            }
            return events
        }
    }

    @Test func randomMultiViewStreamsKeepEveryItemOnce() throws {
        let seed = ProcessInfo.processInfo.environment["MOSAIC_TEST_SEED"].flatMap { UInt64($0) } ?? 0x6_2026_1128
        print("ReplayGroupStreamTests seed: \(seed) (replay with MOSAIC_TEST_SEED=\(seed))")
        var generator = Generator(rng: SplitMix64(seed: seed))
        var crossViewMoves = 0
        for stream in 0..<60 {
            let views = generator.views()
            let script = ReplayGroupScript(views: views, events: generator.events(count: generator.int(20...70), views: views))
            let context = "seed \(seed), stream \(stream)"
            let recorder = ReplayGroupRecorder(initial: script)
            let output = try ReplayGroupRunner.run(script, record: recorder)
            let before = script.views.flatMap { $0.script.sections.joined() }.sorted()
            let after = output.views.flatMap { $0.sections.joined() }.sorted()
            #expect(after == before, "\(context): items lost or duplicated across views\n\(script.jsonString())")
            #expect(output.views.map { $0.sections.count } == script.views.map { $0.script.sections.count }, "\(context)")
            let ids = Set(script.views.map(\.id))
            #expect(output.log.allSatisfy { line in ids.contains(String(line.prefix { $0 != ":" })) }, "\(context)")
            #expect(try ReplayGroupRunner.run(script) == output, "\(context): not deterministic")
            #expect(try ReplayGroupRunner.run(ReplayGroupScript.parse(recorder.script().jsonString())) == output,
                    "\(context): the recording replays differently")
            crossViewMoves += output.log.filter { $0.contains(": moveBetweenViews ") }.count
            if after != before { return }
        }
        print("ReplayGroupStreamTests: \(crossViewMoves) moves between views in 60 streams")
        #expect(crossViewMoves >= 10, "seed \(seed): the streams moved items between views only \(crossViewMoves) times")
    }

    /// Random scripts of several views (each view from the single-view fuzz generator, with
    /// awkward numbers and identities) survive writing and parsing unchanged.
    @Test func randomGroupScriptsRoundTrip() throws {
        let seed = ProcessInfo.processInfo.environment["MOSAIC_TEST_SEED"].flatMap { UInt64($0) } ?? 0x6_2026_1129
        print("ReplayGroupStreamTests round trip seed: \(seed) (replay with MOSAIC_TEST_SEED=\(seed))")
        var generator = ReplayScriptGenerator(rng: ReplayTestRNG(seed: seed))
        for iteration in 0..<150 {
            var views: [ReplayGroupScript.View] = []
            var events: [ReplayEvent] = []
            for v in 0..<Int.random(in: 1...4, using: &generator.rng) {
                var script = generator.script()
                script.sections = script.sections.map { $0.map { "v\(v)-\($0)" } }
                let frame = Rect(x: Double(v) * 1_000_001 - 5e5, y: generator.number(),
                                 width: Double.random(in: 0.5...1_000_000, using: &generator.rng),
                                 height: Double.random(in: 0.5...1_000_000, using: &generator.rng))
                if events.isEmpty { events = script.events }
                views.append(.init(id: generator.identity(v), frame: frame, script: script))
            }
            events = events.map { e in
                var e = e
                if e.kind == .toggleEdit || e.kind == .confirm(yes: true) || e.kind == .confirm(yes: false) {
                    e.view = generator.bool() ? views.randomElement(using: &generator.rng)?.id : nil
                }
                return e
            }
            let script = ReplayGroupScript(views: views, events: events)
            let text = script.jsonString()
            do {
                let parsed = try ReplayGroupScript.parse(text)
                #expect(parsed == script, "seed \(seed), script \(iteration):\n\(text)")
                #expect(parsed.jsonString() == text, "seed \(seed), script \(iteration)")
            } catch {
                Issue.record("seed \(seed), script \(iteration): \(error.message)\n\(text)")
                return
            }
        }
    }
}
