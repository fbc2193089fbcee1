import Testing
import MosaicCore
import MosaicInteraction

/// Seed 004's exchange controller alone, with no view: events in, actions out.
@Suite("Exchange controller (value)")
struct ExchangeControllerTests {
    let a = ItemPath(0, 0), b = ItemPath(0, 1), c = ItemPath(0, 2)
    let frameB = Rect(x: 110, y: 0, width: 100, height: 100)
    let frameC = Rect(x: 220, y: 0, width: 100, height: 100)

    @Test("Seed 004's order: canBegin, canDisplace, undo then exchange, finish event, finish transaction")
    func seedOrder() {
        var x = ExchangeController()
        #expect(x.handle(.catchItem(at: a)) == [.askedCanBegin(a), .began(origin: a)])
        #expect(x.handle(.over(b, frame: frameB, point: Point(x: 160, y: 50)))
                == [.askedCanDisplace(b, dragged: a), .exchange(b, a), .finishExchangeEvent])
        #expect(x.displaced == b)
        #expect(x.handle(.over(c, frame: frameC, point: Point(x: 270, y: 50)))
                == [.askedCanDisplace(c, dragged: a), .exchange(a, b), .exchange(c, a), .finishExchangeEvent])
        #expect(x.handle(.overGap) == [])
        #expect(x.handle(.release) == [.finishTransaction(c, a)])
        #expect(!x.isInTransaction)
    }

    @Test("Refusals: canBegin false begins nothing; canDisplace false changes nothing and is asked once")
    func refusals() {
        var x = ExchangeController()
        #expect(x.handle(.catchItem(at: a), .init(canBegin: { _ in false })) == [.askedCanBegin(a)])
        #expect(!x.isInTransaction)
        _ = x.handle(.catchItem(at: a))
        let no = ExchangeController.Questions(canDisplace: { _, _ in false })
        #expect(x.handle(.over(b, frame: frameB, point: Point(x: 160, y: 50)), no) == [.askedCanDisplace(b, dragged: a)])
        #expect(x.handle(.over(b, frame: frameB, point: Point(x: 161, y: 50)), no) == [])
        #expect(x.displaced == nil)
    }

    @Test("Back over the start only undoes; cancel undoes with the seed's paths; no exchange, no undo")
    func undoAndCancel() {
        var x = ExchangeController()
        _ = x.handle(.catchItem(at: a))
        _ = x.handle(.over(b, frame: frameB, point: Point(x: 160, y: 50)))
        let frameA = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(x.handle(.over(a, frame: frameA, point: Point(x: 5, y: 5))) == [.exchange(a, b), .finishExchangeEvent])
        _ = x.handle(.over(c, frame: frameC, point: Point(x: 270, y: 50)))
        #expect(x.handle(.cancel) == [.exchange(c, a), .cancelTransaction])
        var y = ExchangeController()
        _ = y.handle(.catchItem(at: a))
        #expect(y.handle(.cancel) == [.cancelTransaction])
    }

    @Test("Stability: no event while the finger stays in the frame of the item just exchanged with; edges wait")
    func stability() {
        var x = ExchangeController()
        _ = x.handle(.catchItem(at: a))
        _ = x.handle(.over(b, frame: frameB, point: Point(x: 160, y: 50)))
        // The layout re-flowed: C now lies under the finger, still inside B's old frame.
        #expect(x.handle(.over(c, frame: Rect(x: 150, y: 0, width: 100, height: 100), point: Point(x: 200, y: 50))) == [])
        #expect(x.lockRect == frameB)
        // Out of B's frame, but at C's edge: wait; in C's centre: exchange.
        #expect(x.handle(.over(c, frame: frameC, point: Point(x: 225, y: 50))) == [])
        #expect(x.handle(.over(c, frame: frameC, point: Point(x: 270, y: 50))).contains(.exchange(c, a)))
        // Keyboard steps (no point) skip both rules.
        #expect(x.handle(.over(b, frame: nil, point: nil)).contains(.exchange(b, a)))
    }
}

/// Interactive movement's controller alone.
@Suite("Move controller (value)")
struct MoveControllerTests {
    let frame = { (i: Int) in Rect(x: Double(i) * 110, y: 0, width: 100, height: 100) }

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
}
