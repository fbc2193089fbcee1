import Testing
import MosaicCore
import MosaicInteraction
import MosaicTesting

/// Interactive movement's controller alone, with no view: events in, actions out. Paths the
/// driver reports are presented paths (the lifted block sits at `target`).
@Suite("Move controller (value)")
struct MoveControllerTests {
    /// One row of 100×100 items, 10 apart: item i at x = 110·i.
    func frame(_ i: Int) -> Rect { Rect(x: Double(i) * 110, y: 0, width: 100, height: 100) }
    func centre(_ i: Int) -> Point { Point(x: Double(i) * 110 + 50, y: 50) }
    let counts = MoveController.Questions(itemCounts: [8, 3])

    @Test("Lift, over an item, drop: one commit of the block at the item's slot")
    func liftOverDrop() {
        var m = MoveController()
        #expect(m.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0))) == [])
        #expect(m.isMoving && m.count == 1 && m.target == ItemPath(0, 0))
        #expect(m.handle(.over(ItemPath(0, 3), frame: frame(3), point: centre(3)), counts)
                == [.moveBlock(from: ItemPath(0, 0), to: ItemPath(0, 3), count: 1)])
        #expect(m.handle(.drop) == [.commit(sources: [ItemPath(0, 0)], target: ItemPath(0, 3))])
        #expect(!m.isMoving && m.sources.isEmpty && m.target == nil && m.lockRect == nil)
    }

    @Test("Several lifted items gather at the first source and land together")
    func gatherAndCommitSeveral() {
        var m = MoveController()
        let sources = [ItemPath(0, 1), ItemPath(0, 4), ItemPath(1, 0)]
        #expect(m.handle(.lift(sources: sources, origin: ItemPath(0, 4))) == [.gather(sources: sources, target: ItemPath(0, 1))])
        #expect(m.count == 3 && m.origin == ItemPath(0, 4))
        #expect(m.blockContains(ItemPath(0, 3)) && !m.blockContains(ItemPath(0, 4)))
        // Over presented item 0.5 (after the block of 3 at 0.1): the block's start becomes 0.3.
        #expect(m.handle(.over(ItemPath(0, 5), frame: frame(5), point: centre(5)))
                == [.moveBlock(from: ItemPath(0, 1), to: ItemPath(0, 3), count: 3)])
        #expect(m.handle(.drop) == [.commit(sources: sources, target: ItemPath(0, 3))])
    }

    @Test("A drop back where it started commits nothing; cancel restores the sources")
    func unchangedAndCancel() {
        var m = MoveController()
        _ = m.handle(.lift(sources: [ItemPath(0, 2)], origin: ItemPath(0, 2)))
        _ = m.handle(.over(ItemPath(0, 5), frame: frame(5), point: centre(5)))
        _ = m.handle(.over(ItemPath(0, 2), frame: frame(2), point: centre(2)))
        #expect(m.target == ItemPath(0, 2))
        #expect(m.handle(.drop) == [.unchanged])
        var c = MoveController()
        _ = c.handle(.lift(sources: [ItemPath(0, 0), ItemPath(0, 2)], origin: ItemPath(0, 0)))
        _ = c.handle(.over(ItemPath(0, 6), frame: frame(6), point: centre(6)))
        #expect(c.handle(.cancel) == [.restore(from: ItemPath(0, 5), sources: [ItemPath(0, 0), ItemPath(0, 2)])])
        #expect(c.handle(.drop) == [], "nothing to drop after a cancel")
    }

    @Test("Central 60 %: the edge of an item waits, its centre takes it")
    func centralSixtyPercent() {
        var m = MoveController()
        _ = m.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        #expect(m.handle(.over(ItemPath(0, 2), frame: frame(2), point: Point(x: 225, y: 50))) == [], "5 points in: the edge")
        #expect(m.handle(.over(ItemPath(0, 2), frame: frame(2), point: Point(x: 245, y: 50))).count == 1, "25 points in")
    }

    @Test("Hysteresis: no retarget while the finger stays in the frame of the slot taken")
    func hysteresis() {
        var m = MoveController()
        _ = m.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        _ = m.handle(.over(ItemPath(0, 2), frame: frame(2), point: centre(2)))
        #expect(m.lockRect == frame(2))
        // The cells re-flowed: another item now lies under the still finger.
        #expect(m.handle(.over(ItemPath(0, 1), frame: Rect(x: 230, y: 0, width: 100, height: 100), point: centre(2))) == [])
        #expect(m.handle(.overGap(slot: ItemPath(1, 0), point: centre(2))) == [], "a gap inside the lock too")
        // Out of the lock: the rule applies again.
        #expect(m.handle(.over(ItemPath(0, 4), frame: frame(4), point: centre(4))).count == 1)
        #expect(m.lockRect == frame(4))
    }

    @Test("Over a gap: the nearest slot, counted without the block; a slot inside the block stays")
    func gaps() {
        var m = MoveController()
        _ = m.handle(.lift(sources: [ItemPath(0, 1), ItemPath(0, 2)], origin: ItemPath(0, 1)))
        _ = m.handle(.over(ItemPath(0, 3), frame: frame(3), point: centre(3)))   // gathered at 0.1 then to 0.2
        #expect(m.target == ItemPath(0, 2))
        #expect(m.handle(.overGap(slot: ItemPath(0, 3), point: Point(x: 900, y: 300))) == [], "inside the block")
        #expect(m.handle(.overGap(slot: ItemPath(0, 8), point: Point(x: 900, y: 300)))
                == [.moveBlock(from: ItemPath(0, 2), to: ItemPath(0, 6), count: 2)])
        #expect(m.lockRect == nil, "a gap locks nothing")
        #expect(m.handle(.overGap(slot: ItemPath(1, 3), point: Point(x: 900, y: 400)))
                == [.moveBlock(from: ItemPath(0, 6), to: ItemPath(1, 3), count: 2)])
    }

    @Test("The layout proposes, then the delegate decides; nil keeps the target")
    func layoutThenDelegate() {
        var asked: [String] = []
        let q = MoveController.Questions(
            layoutTarget: { origin, _, proposed in asked.append("layout \(origin) \(proposed)"); return ItemPath(proposed.section, proposed.item + 1) },
            delegateTarget: { origin, proposed in asked.append("delegate \(origin) \(proposed)"); return proposed.item == 6 ? nil : proposed },
            itemCounts: [8])
        var m = MoveController()
        _ = m.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        #expect(m.handle(.over(ItemPath(0, 2), frame: frame(2), point: centre(2)), q)
                == [.moveBlock(from: ItemPath(0, 0), to: ItemPath(0, 3), count: 1)])
        #expect(asked == ["layout 0.0 0.2", "delegate 0.0 0.3"], "the layout first, then the delegate, with the origin")
        #expect(m.handle(.over(ItemPath(0, 5), frame: frame(5), point: centre(5)), q) == [], "the layout said 0.6, the delegate nil")
        #expect(m.target == ItemPath(0, 3))
    }

    @Test("Keyboard steps ask the delegate (not the layout) and are range checked")
    func keyboardSteps() {
        var asked: [String] = []
        let q = MoveController.Questions(
            layoutTarget: { _, _, p in asked.append("layout"); return p },
            delegateTarget: { origin, proposed in asked.append("delegate \(origin) \(proposed)"); return proposed.section == 0 ? proposed : nil },
            itemCounts: [8, 3])
        var m = MoveController()
        _ = m.handle(.lift(sources: [ItemPath(0, 7)], origin: ItemPath(0, 7)))
        #expect(m.handle(.step(to: ItemPath(0, 6)), q) == [.moveBlock(from: ItemPath(0, 7), to: ItemPath(0, 6), count: 1)])
        #expect(m.handle(.step(to: ItemPath(1, 0)), q) == [], "the delegate keeps it in section 0")
        #expect(m.handle(.step(to: ItemPath(0, 6)), q) == [], "the current target: not asked again")
        #expect(asked == ["delegate 0.7 0.6", "delegate 0.7 1.0"])
        #expect(m.handle(.step(to: ItemPath(0, 8)), counts) == [], "past the end without the block")
        #expect(m.handle(.step(to: ItemPath(3, 0)), counts) == [], "no such section")
        #expect(m.handle(.step(to: ItemPath(1, 3)), counts) == [.moveBlock(from: ItemPath(0, 6), to: ItemPath(1, 3), count: 1)])
    }

    @Test("An invalid answer from the delegate is refused: the target stays, the drop commits nothing")
    func invalidAnswers() {
        let nonsense = MoveController.Questions(delegateTarget: { _, _ in ItemPath(9, 9) }, itemCounts: [8])
        var m = MoveController()
        _ = m.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        #expect(m.handle(.over(ItemPath(0, 4), frame: frame(4), point: centre(4)), nonsense) == [])
        #expect(m.handle(.step(to: ItemPath(0, 3)), nonsense) == [])
        #expect(m.handle(.drop) == [.unchanged])
    }

    @Test("Events without a lift do nothing; a second lift during a movement is ignored")
    func idle() {
        var m = MoveController()
        #expect(m.handle(.over(ItemPath(0, 1), frame: frame(1), point: centre(1))) == [])
        #expect(m.handle(.step(to: ItemPath(0, 1))) == [])
        let drop = m.handle(.drop), cancel = m.handle(.cancel)
        #expect(drop == [] && cancel == [])
        _ = m.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        #expect(m.handle(.lift(sources: [ItemPath(0, 3)], origin: ItemPath(0, 3))) == [])
        #expect(m.sources == [ItemPath(0, 0)])
        #expect(m.handle(.lift(sources: [], origin: ItemPath(0, 3))) == [])
    }

    @Test("Lift, retarget over items (central 60 %), drop commits once")
    func liftRetargetDrop() {
        var m = MoveController()
        #expect(m.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0))) == [])
        #expect(m.handle(.over(ItemPath(0, 2), frame: frame(2), point: Point(x: 222, y: 50))) == [], "edge")
        #expect(m.handle(.over(ItemPath(0, 2), frame: frame(2), point: Point(x: 270, y: 50)))
                == [.moveBlock(from: ItemPath(0, 0), to: ItemPath(0, 2), count: 1)])
        #expect(m.handle(.drop) == [.commit(sources: [ItemPath(0, 0)], target: ItemPath(0, 2))])
        #expect(!m.isMoving)
    }

    @Test("Several items gather; back at the start the drop changes nothing; cancel restores")
    func gatherUnchangedCancel() {
        var m = MoveController()
        let sources = [ItemPath(0, 1), ItemPath(0, 4)]
        #expect(m.handle(.lift(sources: sources, origin: ItemPath(0, 4))) == [.gather(sources: sources, target: ItemPath(0, 1))])
        #expect(m.handle(.step(to: ItemPath(0, 3))) == [.moveBlock(from: ItemPath(0, 1), to: ItemPath(0, 3), count: 2)])
        #expect(m.handle(.cancel) == [.restore(from: ItemPath(0, 3), sources: sources)])
        var n = MoveController()
        _ = n.handle(.lift(sources: [ItemPath(0, 1), ItemPath(0, 2)], origin: ItemPath(0, 1)))
        #expect(n.handle(.drop) == [.unchanged])
    }

    @Test("The layout proposes, the delegate decides; out-of-range answers are refused")
    func questions() {
        var m = MoveController()
        _ = m.handle(.lift(sources: [ItemPath(0, 5)], origin: ItemPath(0, 5)))
        let pinned = MoveController.Questions(layoutTarget: { _, _, p in p.item < 2 ? ItemPath(0, 2) : p },
                                              itemCounts: [8])
        #expect(m.handle(.over(ItemPath(0, 0), frame: frame(0), point: Point(x: 50, y: 50)), pinned)
                == [.moveBlock(from: ItemPath(0, 5), to: ItemPath(0, 2), count: 1)])
        let veto = MoveController.Questions(delegateTarget: { _, _ in nil })
        #expect(m.handle(.over(ItemPath(0, 6), frame: frame(6), point: Point(x: 710, y: 50)), veto) == [])
        let wild = MoveController.Questions(delegateTarget: { _, _ in ItemPath(3, 99) }, itemCounts: [8])
        #expect(m.handle(.over(ItemPath(0, 7), frame: frame(7), point: Point(x: 820, y: 50)), wild) == [])
        #expect(m.target == ItemPath(0, 2))
    }

    /// Seeded: random events over a row of items; the block always stays inside the section
    /// counts, a drop commits exactly when the block's slots differ from the sources, and every
    /// sequence ends with one commit, one `unchanged` or one restore.
    @Test func randomStreamsKeepTheBlockInRange() {
        let base: UInt64 = 0x4D0F_E000
        for i in 0..<200 {
            let seed = base + UInt64(i)
            var rng = SplitMix64(seed: seed)
            let counts = [Int.random(in: 2...8, using: &rng), Int.random(in: 0...4, using: &rng)]
            var m = MoveController()
            let k = Int.random(in: 1...2, using: &rng)
            let sources = k == 1 ? [ItemPath(0, 0)] : [ItemPath(0, 0), ItemPath(0, counts[0] - 1)]
            // Counts without the block; the view presents the block in its target's section.
            let without = [counts[0] - k, counts[1]]
            _ = m.handle(.lift(sources: sources, origin: sources[0]))
            for _ in 0..<Int.random(in: 0...12, using: &rng) {
                var presented = without
                presented[m.target!.section] += k
                let q = MoveController.Questions(itemCounts: presented)
                let s = Int.random(in: 0..<2, using: &rng)
                let item = Int.random(in: 0...presented[s], using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: _ = m.handle(.over(ItemPath(s, item), frame: frame(item), point: centre(item)), q)
                case 1: _ = m.handle(.overGap(slot: ItemPath(s, item), point: Point(x: -500, y: -500)), q)
                default: _ = m.handle(.step(to: ItemPath(s, item)), q)
                }
                let t = m.target!
                #expect(t.item >= 0 && t.item <= without[t.section],
                        "seed 0x\(String(seed, radix: 16)): target \(t) with \(without) items besides the block")
            }
            let target = m.target!
            let end = Bool.random(using: &rng) ? m.handle(.drop) : m.handle(.cancel)
            #expect(end.count == 1, "seed 0x\(String(seed, radix: 16)): one ending")
            let contiguous = (0..<sources.count).map { ItemPath(target.section, target.item + $0) }
            switch end.first {
            case .commit(let s, let t)?: #expect(s == sources && t == target && contiguous != sources)
            case .unchanged?: #expect(contiguous == sources)
            case .restore(let from, let s)?: #expect(from == target && s == sources)
            default: Issue.record("seed 0x\(String(seed, radix: 16)): unexpected ending \(end)")
            }
        }
    }
}

/// The drop-target rule both controllers share.
@Suite("Drop-target rule")
struct DropTargetRuleTests {
    @Test("Central 60 %: 20 % in from every edge")
    func central() {
        let f = Rect(x: 100, y: 200, width: 100, height: 50)
        #expect(DropTargetRule.isWellInside(Point(x: 150, y: 225), f))
        #expect(DropTargetRule.isWellInside(Point(x: 121, y: 211), f))
        #expect(!DropTargetRule.isWellInside(Point(x: 119, y: 225), f), "19 % in from the left")
        #expect(!DropTargetRule.isWellInside(Point(x: 150, y: 209), f), "18 % in from the top")
        #expect(!DropTargetRule.isWellInside(Point(x: 181, y: 225), f))
        #expect(DropTargetRule.centralFraction == 0.6)
    }

    @Test("The lock holds while the point stays in it; leaving it or a keyboard event releases it")
    func lock() {
        var r = DropTargetRule()
        var held = r.holds(at: Point(x: 5, y: 5))
        #expect(!held, "no lock yet")
        r.lock(on: Rect(x: 0, y: 0, width: 10, height: 10))
        held = r.holds(at: Point(x: 5, y: 5))
        #expect(held)
        #expect(r.lock != nil)
        held = r.holds(at: nil)
        #expect(!held, "a keyboard event (no point)")
        #expect(r.lock == nil)
        r.lock(on: Rect(x: 0, y: 0, width: 10, height: 10))
        held = r.holds(at: Point(x: 50, y: 5))
        #expect(!held)
        #expect(r.lock == nil, "leaving releases")
    }

    @Test("Both controllers use it: the same edge waits in each")
    func shared() {
        let f = Rect(x: 110, y: 0, width: 100, height: 100), edge = Point(x: 125, y: 50), middle = Point(x: 160, y: 50)
        var m = MoveController()
        _ = m.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        var x = ExchangeController()
        _ = x.handle(.catchItem(at: ItemPath(0, 0)))
        #expect(m.handle(.over(ItemPath(0, 1), frame: f, point: edge)) == [])
        #expect(x.handle(.over(ItemPath(0, 1), frame: f, point: edge)) == [])
        #expect(!m.handle(.over(ItemPath(0, 1), frame: f, point: middle)).isEmpty)
        #expect(!x.handle(.over(ItemPath(0, 1), frame: f, point: middle)).isEmpty)
        #expect(m.lockRect == f && x.lockRect == f)
    }
}
