import Testing
import MosaicCore
import MosaicInteraction

/// The exchange controller alone, with no view: events in, actions out.
@Suite("Exchange controller (value)")
struct ExchangeControllerTests {
    let a = ItemPath(0, 0), b = ItemPath(0, 1), c = ItemPath(0, 2)
    let frameB = Rect(x: 110, y: 0, width: 100, height: 100)
    let frameC = Rect(x: 220, y: 0, width: 100, height: 100)

    @Test("The delegate order: canBegin, canDisplace, undo then exchange, finish event, finish transaction")
    func delegateOrder() {
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

    @Test("Back over the start only undoes; cancel undoes with the last exchange's paths; no exchange, no undo")
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
