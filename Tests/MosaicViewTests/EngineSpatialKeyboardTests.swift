import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicReplay
@testable import MosaicView

/// Issue 14 (5): "in the waterfall, the Right arrow can move a card to the left". Arrows go to
/// the visually nearest item in their direction, in any layout; a flow grid keeps reading order
/// along its lines (existing keyboard tests).
@Suite struct EngineSpatialKeyboardTests {
    /// Three columns of width 160 at x = 0, 170, 340 (viewport 500, spacing 10):
    /// A (0…300) | B (0…100), D (110…210), F (220…320) | C (0…100), E (110…210), G (220…320).
    /// Reading order after C is D — to its left.
    func waterfall(mode: InteractionMode = .browse) throws -> EngineHarness {
        try EngineHarness(sections: [engineItemNames(7)], mode: mode,
                          waterfallHeights: [[300, 100, 100, 100, 100, 100, 100]])
    }

    func focusedName(_ h: EngineHarness) -> String? { h.view.focusedPath.flatMap { h.view.snapshot[$0] } }

    @Test("The waterfall's geometry the other tests assume")
    func geometry() throws {
        let h = try waterfall()
        let frames = (0..<7).map { h.view.layout.attributesForItem(at: ItemPath(0, $0))!.frame }
        #expect(frames.map(\.minX) == [0, 170, 340, 170, 340, 170, 340])
        #expect(frames.map(\.minY) == [0, 0, 0, 110, 110, 220, 220])
    }

    @Test("Focus in a waterfall: each arrow goes to the nearest item in its direction, or stays")
    func focusInAWaterfall() throws {
        let h = try waterfall()
        var t = 0.1
        func press(_ key: Key) -> String? { h.key(key, at: t); t += 0.1; return focusedName(h) }
        #expect(press(.right) == "A")          // the first arrow focuses 0.0
        #expect(press(.right) == "D")          // in line with A's 0…300: B, D, F; D's centre is nearest A's
        #expect(press(.right) == "E")
        #expect(press(.right) == "E", "nothing to the right of the last column: the focus stays")
        #expect(press(.up) == "C")
        #expect(press(.right) == "C", "reading order would go to D, on the left")
        #expect(press(.left) == "B")
        #expect(press(.left) == "A")
        #expect(press(.left) == "A")
        #expect(press(.down) == "F", "nothing below A in its column: the nearest below, beside it")
        #expect(press(.down) == "F")
        #expect(press(.up) == "D")
        #expect(h.log == [])
    }

    @Test("A keyboard move in a waterfall never goes against the arrow")
    func keyboardMoveInAWaterfall() throws {
        let h = try waterfall(mode: .edit)
        h.key(.right, at: 0.1)                 // focus A
        h.key(.right, at: 0.2)                 // D
        h.key(.up, at: 0.3)                    // B
        h.key(.right, at: 0.4)                 // C
        #expect(focusedName(h) == "C")
        h.key(.space, at: 0.5)                 // lift C
        #expect(h.view.dragInProgress)
        let start = try #require(liftedFrame(h))
        h.key(.right, at: 0.6)                 // nothing to the right: C stays
        #expect(liftedFrame(h) == start)
        h.key(.space, at: 0.7)
        #expect(h.sections == [engineItemNames(7)], "dropped where it was: nothing moved")
        #expect(!h.log.contains { $0.hasPrefix("move ") })
    }

    /// The lifted item's layout frame during a keyboard move.
    func liftedFrame(_ h: EngineHarness) -> Rect? {
        h.view.drag?.move.flatMap { h.view.layout.attributesForItem(at: $0.target)?.frame }
    }

    /// The spatial rule by brute force over every item: the best candidate's path, or nil.
    func bruteForce(_ view: CollectionView<Int, String>, from path: ItemPath, _ key: Key) -> ItemPath? {
        guard let arrow = ArrowDirection(key), let frame = view.layout.attributesForItem(at: path)?.frame else { return nil }
        let f = arrow.extents(of: frame)
        var best: (Double, Double, ItemPath)?
        for i in 0..<view.snapshot.items(inSection: path.section).count where i != path.item {
            let p = ItemPath(path.section, i)
            let c = arrow.extents(of: view.layout.attributesForItem(at: p)!.frame)
            guard c.mid > f.mid + 0.5, c.far > f.far + 0.5 else { continue }
            let score = max(0, c.near - f.far) + 2 * max(0, c.crossMin - f.crossMax, f.crossMin - c.crossMax)
            let candidate = (score, abs(c.crossMid - f.crossMid), p)
            if best == nil || candidate < best! { best = candidate }
        }
        return best?.2
    }

    @Test("Random waterfalls (seeded): the bounded search finds what brute force finds, always in the arrow's direction")
    func randomWaterfallsAgreeWithBruteForce() throws {
        var rng = SplitMix64(seed: 14)
        var checked = 0
        for _ in 0..<40 {
            let count = 12 + Int(rng.next() % 30)
            let heights = (0..<count).map { _ in Double(40 + rng.next() % 260) }
            let columns = 2 + Int(rng.next() % 3)
            let h = try EngineHarness(sections: [engineItemNames(count)], waterfallHeights: [heights], columns: columns)
            for i in 0..<count {
                let path = ItemPath(0, i)
                let frame = try #require(h.view.layout.attributesForItem(at: path)?.frame)
                for key in [Key.left, .right, .up, .down] {
                    let got = h.view.navigator.neighbor(of: path, key, counts: [count])
                    #expect(got == bruteForce(h.view, from: path, key), "item \(i) \(key) in \(columns) columns \(heights)")
                    if let got, let arrow = ArrowDirection(key) {
                        let g = arrow.extents(of: try #require(h.view.layout.attributesForItem(at: got)?.frame))
                        #expect(g.mid > arrow.extents(of: frame).mid)
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 1000)
    }

    @Test("Random keyboard moves in waterfalls (seeded): every step moves the card the arrow's way or not at all; the drop is announced truly")
    func randomKeyboardMovesFollowTheArrow() throws {
        var rng = SplitMix64(seed: 1414)
        var steps = 0, moved = 0
        for _ in 0..<30 {
            let count = 10 + Int(rng.next() % 15)
            let heights = (0..<count).map { _ in Double(40 + rng.next() % 200) }
            let h = try EngineHarness(sections: [engineItemNames(count)], mode: .edit,
                                      waterfallHeights: [heights], columns: 2 + Int(rng.next() % 2))
            var t = 0.1
            h.key(.right, at: t)                             // focus the first item
            for _ in 0..<Int(rng.next() % UInt64(count)) { t += 0.05; h.key(.right, at: t) }
            let origin = try #require(h.view.focusedPath)
            let name = try #require(h.view.snapshot[origin])
            t += 0.05; h.key(.space, at: t)
            for _ in 0..<8 {
                let key = [Key.left, .right, .up, .down][Int(rng.next() % 4)]
                let arrow = try #require(ArrowDirection(key))
                let before = try #require(liftedFrame(h))
                t += 0.05; h.key(key, at: t)
                let after = try #require(liftedFrame(h))
                steps += 1
                if after != before {
                    moved += 1
                    #expect(arrow.extents(of: after).mid > arrow.extents(of: before).mid, "\(key): \(before) → \(after)")
                }
            }
            let target = try #require(h.view.drag?.move?.target)
            t += 0.05; h.key(.space, at: t)
            if target != origin {
                #expect(h.fullLog.last == "announce Moved \(name) to position \(target.item + 1)")
                #expect(h.view.snapshot[target] == name)
            }
        }
        #expect(moved > steps / 4, "\(moved) of \(steps) steps moved")
    }

    @Test("Exchange by keyboard in a waterfall goes to the nearest item in the arrow's direction")
    func keyboardExchangeInAWaterfall() throws {
        let h = try waterfall(mode: .exchange)
        h.key(.right, at: 0.1)                 // focus A
        h.key(.space, at: 0.2)                 // catch A
        h.key(.right, at: 0.3)                 // over D (in line, nearest centre)
        #expect(h.log.contains("didExchange 0.3 0.0"), "\(h.log)")
    }

    /// A 3-column grid of 100×100 cells, 10 apart, that counts the attributes it hands out.
    final class Counter: @unchecked Sendable { var returned = 0 }
    struct CountingGrid: CollectionLayout {
        let counter: Counter
        var count = 0
        var contentSize: Size { Size(width: 330, height: Double((count + 2) / 3) * 110) }
        mutating func prepare(_ context: LayoutContext) { count = context.itemSizes.first?.count ?? 0 }
        func attributesForItem(at path: ItemPath) -> LayoutAttributes? {
            guard path.section == 0, path.item >= 0, path.item < count else { return nil }
            return LayoutAttributes(path: path, frame: Rect(x: Double(path.item % 3) * 110, y: Double(path.item / 3) * 110,
                                                            width: 100, height: 100))
        }
        func attributes(in rect: Rect) -> [LayoutAttributes] {
            let first = max(0, Int((rect.minY / 110).rounded(.down)))
            let last = min((count - 1) / 3, Int((rect.maxY / 110).rounded(.down)))
            guard first <= last else { return [] }
            let result = (first * 3..<min(count, last * 3 + 3)).compactMap { attributesForItem(at: ItemPath(0, $0)) }
                .filter { $0.frame.intersects(rect) }
            counter.returned += result.count
            return result
        }
    }

    @Test("The search costs what is near the item, not the content (30,000 items)")
    func searchIsLocal() throws {
        let n = 30_000
        let counter = Counter()
        let context = LayoutContext(containerSize: Size(width: 500, height: 600),
                                    itemSizes: [Array(repeating: Size(width: 100, height: 100), count: n)])
        let h = try EngineHarness(sections: [engineItemNames(n)],
                                  layout: AnyLayout(CountingGrid(counter: counter), context: context))
        let view = h.view
        for (path, key, expected) in [(ItemPath(0, 15_002), Key.right, nil), (ItemPath(0, 15_000), .right, ItemPath(0, 15_001)),
                                      (ItemPath(0, 15_000), .down, ItemPath(0, 15_003)), (ItemPath(0, 2), .up, nil),
                                      (ItemPath(0, 15_000), .left, nil), (ItemPath(0, n - 1), .down, nil)] {
            counter.returned = 0
            #expect(view.navigator.neighbor(of: path, key, counts: [n]) == expected, "\(path) \(key)")
            #expect(counter.returned < 1_000, "\(path) \(key): \(counter.returned) attributes read")
        }
    }
}
