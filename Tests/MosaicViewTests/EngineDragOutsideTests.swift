import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicReplay
@testable import MosaicView

/// Issue 14 (4): "releasing a dragged card outside the window commits the move". A pointer-up
/// outside the viewport during a move or an exchange cancels it, as leaving the window does in
/// every desktop drag; nothing is committed (so HelloContacts saves nothing).
@Suite struct EngineDragOutsideTests {
    let eight = [engineItemNames(8)]   // A…H: row 0 = A B C D, row 1 = E F G H (viewport 500×600)

    /// Lifts A (edit mode) and drags it over D, where it takes D's slot.
    func liftAOverD() throws -> EngineHarness {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.down(50, 50, at: 0)
        h.advance(to: 0.6)
        h.move(380, 50, at: 0.7)
        h.advance(to: 0.8)
        #expect(h.view.dragInProgress)
        return h
    }

    @Test("Released outside, on each side: cancelled, the model unchanged, announced",
          arguments: [(380.0, -1.0), (380, -40), (-0.5, 50), (500, 50), (380, 600), (900, 900)])
    func moveReleasedOutsideCancels(_ x: Double, _ y: Double) throws {
        let h = try liftAOverD()
        h.move(x, y, at: 0.9)
        h.up(x, y, at: 1.0)
        #expect(!h.view.dragInProgress)
        #expect(h.log == ["canMove 0.0", "cancelMove", "announce Drop cancelled, A returned to position 1"], "\(h.log)")
        #expect(h.events.allSatisfy { if case .move = $0 { false } else { true } })
        #expect(h.sections == eight)
        h.advance(to: 3)
        #expect(engineSettledDisplayProblems(h.view) == [])
        #expect(!h.view.undoManager.canUndo, "nothing to undo: nothing happened")
    }

    @Test("An up whose position alone is outside (no move there first) cancels too")
    func upJumpingOutsideCancels() throws {
        let h = try liftAOverD()
        h.up(380, -3, at: 0.9)
        #expect(h.log == ["canMove 0.0", "cancelMove", "announce Drop cancelled, A returned to position 1"])
        #expect(h.sections == eight)
    }

    @Test("Released just inside the edge (in the auto-scroll zone) still drops")
    func releasedInsideTheEdgeDrops() throws {
        let h = try liftAOverD()
        h.move(380, 0, at: 0.9)
        h.up(380, 0, at: 0.95)
        #expect(h.log.first == "canMove 0.0")
        #expect(h.log.contains("move 0.0 -> 0.3"), "\(h.log)")
        #expect(h.sections == [["B", "C", "D", "A", "E", "F", "G", "H"]])
    }

    @Test("Released just past the edge while auto-scrolling: still outside, cancelled")
    func releasedOutsideWhileAutoScrolling() throws {
        let forty = [engineItemNames(40)]   // 10 rows: content 1090 high
        let h = try EngineHarness(sections: forty, mode: .edit)
        h.down(50, 50, at: 0)
        h.advance(to: 0.6)
        h.move(160, 590, at: 0.7)           // the bottom zone: scrolls toward the end
        h.advance(to: 1.2)
        h.move(160, 605, at: 1.25)          // 5 pt past the edge: still scrolling, at full depth
        h.advance(to: 1.4)
        let scrolled = h.view.contentOffset.y
        #expect(scrolled > 0, "auto-scrolled")
        h.up(160, 605, at: 1.45)
        #expect(!h.view.dragInProgress)
        #expect(h.log == ["canMove 0.0", "cancelMove", "announce Drop cancelled, A returned to position 1"], "\(h.log)")
        #expect(h.sections == forty)
    }

    @Test("Exchange released outside: the transaction is cancelled and undone")
    func exchangeReleasedOutsideCancels() throws {
        let h = try EngineHarness(sections: eight, mode: .exchange)
        h.down(50, 50, at: 0)
        h.advance(to: 0.3)                  // caught after 0.15 s
        h.move(160, 50, at: 0.4)            // over B's centre: A and B exchange
        h.advance(to: 0.6)
        #expect(h.sections == [["B", "A", "C", "D", "E", "F", "G", "H"]])
        h.move(160, 640, at: 0.7)
        h.up(160, 640, at: 0.8)
        #expect(!h.view.exchangeTransactionInProgress)
        #expect(h.log.contains("didCancelExchangeTransaction"), "\(h.log)")
        #expect(!h.log.contains { $0.hasPrefix("didFinishExchangeTransaction") })
        #expect(h.log.last == "announce Drop cancelled, A returned to position 1")
        #expect(h.sections == eight)
    }

    @Test("The replay format: an up outside the viewport cancels a move")
    func replayUpOutside() throws {
        let out = try engineRun(engineScenario(sections: eight, mode: .edit, events: [
            .down(50, 50, at: 0),
            .move(380, 50, at: 0.7),
            .up(380, -20, at: 0.9),
        ]))
        #expect(out.log == ["canMove 0.0", "cancelMove", "announce Drop cancelled, A returned to position 1"])
        #expect(out.sections == eight)
    }

    @Test func isInsideViewportIsHalfOpen() throws {
        let h = try EngineHarness(sections: eight)
        #expect(h.view.isInsideViewport(Point(x: 0, y: 0)))
        #expect(h.view.isInsideViewport(Point(x: 499.9, y: 599.9)))
        #expect(!h.view.isInsideViewport(Point(x: 500, y: 10)))
        #expect(!h.view.isInsideViewport(Point(x: 10, y: 600)))
        #expect(!h.view.isInsideViewport(Point(x: -0.1, y: 10)))
        #expect(!h.view.isInsideViewport(Point(x: .nan, y: 10)))
    }
}
