import Testing
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicView

/// Seeded: random snapshot changes (inserts, deletes — the dragged item and whole sections
/// included —, moves, shuffles) interleaved with random drag streams: interactive movement and
/// exchange, by pointer and by keyboard, over a flow or a waterfall. After every step no item
/// is duplicated or lost, the layout presents what the model holds, sizes follow their items;
/// at a movement's drop the model is the latest snapshot plus the user's move; in exchange mode
/// an owner that keeps the committed order and applies `didFinishExchangeTransaction` never
/// drifts from the view.
@Suite struct ApplyDuringDragPropertyTests {
    static let seedBase: UInt64 = 0xA991_0000

    /// An item's height in the waterfall (sizes must follow the items through every update).
    static func height(_ id: String) -> Double { 60 + Double((Int(id.dropFirst()) ?? 0) % 5) * 20 }

    final class Run {
        var rng: SplitMix64
        let h: EngineHarness
        let exchange: Bool
        let waterfall: Bool
        /// The owner's committed order (what it last applied, plus the commits it was told).
        var committed: [[String]]
        /// The committed sections' identities.
        var ids = [0, 1]
        var next = 100
        var applies = 0
        var t = 0.0
        var finished: (ItemPath, ItemPath)?
        var cancelled = 0
        var context: String

        init(seed: UInt64) throws {
            rng = SplitMix64(seed: seed)
            exchange = Bool.random(using: &rng)
            waterfall = Bool.random(using: &rng)
            committed = [(0..<10).map { "i\($0)" }, (10..<18).map { "i\($0)" }]
            let heights = waterfall ? committed.map { $0.map(ApplyDuringDragPropertyTests.height) } : nil
            h = try EngineHarness(sections: committed, mode: exchange ? .exchange : .edit, waterfallHeights: heights)
            context = "seed 0x\(String(seed, radix: 16)) (\(exchange ? "exchange" : "edit"), \(waterfall ? "waterfall" : "flow"))"
            h.view.delegate.didFinishExchangeTransaction = { [unowned self] a, b in finished = (a, b) }
            h.view.delegate.didCancelExchangeTransaction = { [unowned self] in cancelled += 1 }
            h.view.delegate.didCancelMove = { [unowned self] in cancelled += 1 }
        }

        /// A random change of the committed order, applied to the view.
        func change() throws {
            var s = committed, ids = self.ids
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let section = Int.random(in: 0..<s.count, using: &rng)
                switch Int.random(in: 0..<10, using: &rng) {
                case 0...2:
                    next += 1; s[section].insert("i\(next)", at: Int.random(in: 0...s[section].count, using: &rng))
                case 3...4 where !s[section].isEmpty:
                    s[section].remove(at: Int.random(in: 0..<s[section].count, using: &rng))
                case 5 where !(h.view.drag?.items.isEmpty ?? true):
                    // The dragged item itself.
                    let gone = Set(h.view.drag!.items.prefix(1))
                    s = s.map { $0.filter { !gone.contains($0) } }
                case 6 where !s[section].isEmpty:
                    let item = s[section].remove(at: Int.random(in: 0..<s[section].count, using: &rng))
                    let to = Int.random(in: 0..<s.count, using: &rng)
                    s[to].insert(item, at: Int.random(in: 0...s[to].count, using: &rng))
                case 7: s[section].shuffle(using: &rng)
                case 8 where Int.random(in: 0..<6, using: &rng) == 0:
                    // A whole section goes, or comes back.
                    if s.count > 1 {
                        s.remove(at: section); ids.remove(at: section)
                    } else {
                        s.append((0..<4).map { _ in next += 1; return "i\(next)" }); ids.append(next)
                    }
                default: break
                }
            }
            let snapshot = try SectionedSnapshot<Int, String>(sections: Array(zip(ids, s)))
            let before = h.view.drag?.exchange
            h.view.apply(snapshot, animated: Bool.random(using: &rng),
                         sizeForNewItem: { Size(width: 100, height: ApplyDuringDragPropertyTests.height($0)) })
            applies += 1
            committed = s
            self.ids = ids
            try check(after: "apply #\(applies)", exchangeBefore: before)
        }

        /// No duplicate or lost item; the layout presents the model; sizes follow items.
        func check(after step: String, exchangeBefore: ExchangeDrag<String>? = nil) throws {
            let model = h.view.snapshot.sections.map(\.1)
            let problems = h.view.state.invariantViolations()
            #expect(problems.isEmpty, "\(context) \(step): \(problems)")
            #expect(model.flatMap { $0 }.sorted() == committed.flatMap { $0 }.sorted(), "\(context) \(step): items \(model) vs \(committed)")
            var presented: [[String]] = []
            for (s, count) in h.view.layout.itemCounts.enumerated() {
                presented.append((0..<count).compactMap { h.view.displayedItem(at: ItemPath(s, $0)) })
            }
            #expect(presented.flatMap { $0 }.sorted() == model.flatMap { $0 }.sorted(), "\(context) \(step): presented \(presented)")
            if waterfall {
                let heights = h.view.itemSizes.map { $0.map(\.height) }
                #expect(heights == model.map { $0.map(ApplyDuringDragPropertyTests.height) }, "\(context) \(step): sizes")
            }
            if exchange, let e = h.view.drag?.exchange {
                // The view's model is the committed order with the swap in effect, if any.
                var expected = committed
                if let d = e.controller.displaced, let o = e.controller.origin {
                    let x = expected[o.section][o.item]
                    expected[o.section][o.item] = expected[d.section][d.item]
                    expected[d.section][d.item] = x
                }
                #expect(model == expected, "\(context) \(step): the live exchange over the committed order")
            }
            if let m = h.view.drag?.move {
                // The block sits contiguously, in model order; the rest keeps the model's order.
                let lifted = Set(m.items)
                let block = presented[m.target.section][m.target.item..<(m.target.item + m.items.count)]
                #expect(Array(block) == m.items, "\(context) \(step): the block \(block) vs \(m.items)")
                #expect(presented.map { $0.filter { !lifted.contains($0) } } == model.map { $0.filter { !lifted.contains($0) } },
                        "\(context) \(step): around the block")
            }
        }

        func point(of path: ItemPath) -> Point? {
            h.layoutFrame(path).map { Point(x: $0.midX - h.view.contentOffset.x, y: $0.midY - h.view.contentOffset.y) }
        }

        /// One drag: lift or catch, steps with updates in between, then a drop or a cancel.
        func drag() throws {
            finished = nil
            cancelled = 0
            let byKeyboard = Bool.random(using: &rng)
            if byKeyboard {
                for _ in 0..<Int.random(in: 1...5, using: &rng) { t += 0.1; h.key(.right, at: t) }
                t += 0.1; h.key(.space, at: t)
            } else {
                let visible = h.view.layout.itemCounts.enumerated().flatMap { s, c in (0..<min(c, 4)).map { ItemPath(s, $0) } }
                guard let start = visible.randomElement(using: &rng), let p = point(of: start) else { return }
                t += 0.1; h.down(p.x, p.y, at: t)
                t += 0.7; h.advance(to: t)
            }
            for _ in 0..<Int.random(in: 2...8, using: &rng) {
                if Bool.random(using: &rng) { try change() }
                t += 0.1
                if byKeyboard {
                    h.key([Key.left, .right, .up, .down][Int.random(in: 0..<4, using: &rng)], at: t)
                } else {
                    h.move(Double.random(in: 0...480, using: &rng), Double.random(in: 0...560, using: &rng), at: t)
                }
                try check(after: "a step")
            }
            let presented = h.view.layout.itemCounts.enumerated().map { s, c in (0..<c).compactMap { h.view.displayedItem(at: ItemPath(s, $0)) } }
            let lifted = h.view.drag
            t += 0.1
            let cancel = Int.random(in: 0..<5, using: &rng) == 0
            if !h.view.dragInProgress {
                // Not lifted, or its item deleted: a Space now would lift.
            } else if cancel { h.key(.escape, at: t) } else if byKeyboard { h.key(.space, at: t) } else {
                let x = h.view.drag.map { $0.pointer.pointer.x } ?? 50, y = h.view.drag.map { $0.pointer.pointer.y } ?? 50
                h.up(x, y, at: t)
            }
            if !byKeyboard { t += 0.1; h.cancelAll(at: t) }
            t += 0.6; h.advance(to: t)
            let model = h.view.snapshot.sections.map(\.1)
            if lifted?.move != nil, !cancel {
                // The drop: the latest snapshot plus the user's move, as it was presented.
                #expect(model == presented || cancelled == 1, "\(context): the drop \(model) vs presented \(presented)")
                committed = model
            }
            if lifted?.exchange != nil {
                if let (final, origin) = finished, final != origin {
                    let x = committed[final.section][final.item]
                    committed[final.section][final.item] = committed[origin.section][origin.item]
                    committed[origin.section][origin.item] = x
                }
                #expect(model == committed, "\(context): the owner's committed order drifted from the view")
                committed = model
            }
            if lifted?.move != nil, cancel { #expect(model == committed, "\(context): a cancel keeps the latest snapshot") }
            #expect(!h.view.dragInProgress, "\(context): the drag ended (\(byKeyboard ? "keyboard" : "pointer"), cancel \(cancel)): \(h.fullLog.suffix(6))")
            try check(after: "the drop")
        }
    }

    @Test func randomUpdatesDuringRandomDrags() throws {
        var total = 0
        for i in 0..<40 {
            let seed = Self.seedBase + UInt64(i)
            print("ApplyDuringDragPropertyTests seed 0x\(String(seed, radix: 16))")
            let run = try Run(seed: seed)
            while run.applies < 30 {
                try run.drag()
                if Bool.random(using: &run.rng) { try run.change() }
            }
            total += run.applies
        }
        #expect(total >= 1_000, "at least 1,000 snapshot changes, got \(total)")
    }
}
