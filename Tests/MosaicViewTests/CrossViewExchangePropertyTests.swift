import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView
import MosaicTesting

/// Seeded random pointer streams over two exchange-mode views of a group: strokes that catch
/// an item, wander over both views, their gaps and outside them, then release, press Escape or
/// meet a refusal. After every step no item is lost or duplicated across the views; after every
/// stroke each view's model is its owner's — its first model plus the committed swaps it was
/// told (its own `didFinishExchangeTransaction`, the group's `CrossViewExchange`s).
@Suite struct CrossViewExchangePropertyTests {
    static let seedBase: UInt64 = 0xE8C4_0000

    @Test(arguments: 0..<12)
    func randomStrokesKeepEveryItemOnceAndTheOwnersInStep(run: Int) throws {
        let seed = Self.seedBase + UInt64(run)
        print("CrossViewExchangePropertyTests seed 0x\(String(seed, radix: 16))")
        var rng = SplitMix64(seed: seed)
        let (h, box) = try CrossViewExchangeTests.harness(["a": [(0..<7).map { "a\($0)" }],
                                                           "b": [(0..<3).map { "b\($0)" }, (3..<6).map { "b\($0)" }]])
        let all = (h.owners.values.flatMap { $0.flatMap { $0 } }).sorted()
        var problems: [String] = []
        var t = 0.0
        func check(_ step: String) {
            let shown = h.views.values.flatMap { $0.snapshot.sections.flatMap(\.1) }.sorted()
            if shown != all { problems.append("seed 0x\(String(seed, radix: 16)) after \(step): views hold \(shown)") }
        }
        /// Anywhere (gaps, outside every view), or half the time near an item's centre in either view.
        func point() -> (Double, Double) {
            guard Bool.random(using: &rng) else {
                return (Double.random(in: -50..<1150, using: &rng), Double.random(in: -50..<400, using: &rng))
            }
            let i = Int.random(in: 0..<8, using: &rng), x0 = Bool.random(using: &rng) ? 0.0 : 600
            return (x0 + Double(i % 4) * 110 + Double.random(in: 30..<70, using: &rng),
                    Double(i / 4) * 110 + Double.random(in: 30..<70, using: &rng))
        }
        var last = (0.0, 0.0)
        var crossings = 0
        for stroke in 0..<30 {
            box.answer = Int.random(in: 0..<4, using: &rng) != 0
            let start = ["a", "b"].randomElement(using: &rng)!
            let view = h.views[start]!
            let count = view.snapshot.sections.flatMap(\.1).count
            let i = Int.random(in: 0..<count, using: &rng)
            let x0 = (start == "a" ? 0.0 : 600) + Double(i % 4) * 110 + 50
            let y0 = Double(i / 4) * 110 + 50
            t += 0.5
            h.down(x0, y0, at: t)
            t += 0.2
            h.move(x0 + 3, y0, at: t)
            for step in 0..<Int.random(in: 1...6, using: &rng) {
                t += 0.05 * Double(Int.random(in: 1...4, using: &rng))
                let (x, y) = point()
                last = (x, y)
                h.move(x, y, at: t)
                if h.group.isExchangingBetweenViews { crossings += 1 }
                check("stroke \(stroke) move \(step) to (\(x), \(y))")
            }
            t += 0.1
            if Int.random(in: 0..<5, using: &rng) == 0 { h.key(.escape, at: t) }
            // Where the last move was (two times in three), or elsewhere.
            let (x, y) = Int.random(in: 0..<3, using: &rng) != 0 ? last : point()
            t += 0.05
            h.up(x, y, at: t)
            t += 1
            h.advance(to: t)
            check("stroke \(stroke)")
            #expect(!h.group.isExchangingBetweenViews && h.views.values.allSatisfy { !$0.dragInProgress })
            for id in ["a", "b"] where h.sections(id) != h.owners[id]! {
                problems.append("seed 0x\(String(seed, radix: 16)) stroke \(stroke): \(id) shows \(h.sections(id)), its owner \(h.owners[id]!)")
            }
            if !problems.isEmpty { break }
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        #expect(box.told.count > 0, "seed 0x\(String(seed, radix: 16)): no exchange between views committed")
        #expect(crossings > 0, "seed 0x\(String(seed, radix: 16)): no stroke crossed into the other view")
        print("CrossViewExchangePropertyTests seed 0x\(String(seed, radix: 16)): \(crossings) steps across, "
              + "\(box.asked.count) releases over a partner, \(box.told.count) exchanges committed")
    }
}
