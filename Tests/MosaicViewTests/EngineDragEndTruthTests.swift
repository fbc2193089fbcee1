import Testing
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicView

/// Issue 22 #7: every drag ends with exactly one of a committed move/exchange or a cancel,
/// told to the owner and announced — a drop that commits nothing included.
@Suite struct EngineDragEndTruthTests {
    let eight = [engineItemNames(8)]

    /// Counts the owner's endings of interactive movements.
    final class Endings {
        var moves = 0, cancels = 0
        init(_ h: EngineHarness) {
            h.view.delegate.moveItem = { [unowned self] _, _ in moves += 1 }
            h.view.delegate.moveItems = { [unowned self] _, _ in moves += 1 }
            h.view.delegate.didCancelMove = { [unowned self] in cancels += 1 }
        }
        var total: Int { moves + cancels }
    }

    @Test func aDropWhereTheItemStartedIsACancelToldAndAnnounced() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        let endings = Endings(h)
        h.down(50, 50, at: 0)
        h.advance(to: 0.6)
        h.move(60, 55, at: 0.7)
        h.up(60, 55, at: 0.8)
        #expect(h.log == ["canMove 0.0", "cancelMove", "announce Dropped A at position 1; nothing moved"])
        #expect(endings.cancels == 1 && endings.moves == 0)
        #expect(h.sections == eight)
    }

    @Test func aDelegateReturningAnInvalidTargetEndsInACancel() throws {
        // The third-party client's report: the target is refused, the drop commits nothing, and
        // today the owner heard nothing at all.
        let h = try EngineHarness(sections: eight, mode: .edit)
        let endings = Endings(h)
        h.view.delegate.targetForMove = { _, _ in ItemPath(7, 99) }
        h.down(50, 50, at: 0)
        h.advance(to: 0.6)
        h.move(380, 160, at: 0.8)
        h.up(380, 160, at: 1)
        #expect(h.sections == eight)
        #expect(endings.total == 1 && endings.cancels == 1)
        // The answer is not a place the item can go: reported to the owner, then not used.
        #expect(h.log == ["canMove 0.0", "invalidMoveTarget 0.7 -> 7.99", "cancelMove",
                          "announce Dropped A at position 1; nothing moved"])
    }

    @Test func aKeyboardLiftAndDropInPlaceIsACancel() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        let endings = Endings(h)
        h.key(.right, at: 0.1)
        h.key(.right, at: 0.2)   // B
        h.key(.space, at: 0.3)
        h.key(.right, at: 0.4)
        h.key(.left, at: 0.5)
        h.key(.space, at: 0.6)
        #expect(h.log == ["canMove 0.1", "announce B, position 3 of 8", "announce B, position 2 of 8", "cancelMove", "announce Dropped B at position 2; nothing moved"])
        #expect(endings.cancels == 1)
    }

    @Test func theAPIEndingWithoutAMoveIsACancel() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        let endings = Endings(h)
        #expect(h.view.beginInteractiveMovementForItem(at: ItemPath(0, 2)))
        h.view.endInteractiveMovement()
        #expect(endings.cancels == 1 && endings.moves == 0)
        #expect(h.log.last == "announce Dropped C at position 3; nothing moved")
    }

    @Test func anExchangeReleasedWithNothingExchangedIsToldAndAnnounced() throws {
        let h = try EngineHarness(sections: eight, mode: .exchange)
        var finished: [(ItemPath, ItemPath)] = []
        h.view.delegate.didFinishExchangeTransaction = { finished.append(($0, $1)) }
        h.down(160, 50, at: 0)
        h.up(160, 50, at: 0.3)
        #expect(finished.count == 1 && finished[0].0 == finished[0].1, "released in place: equal paths, nothing exchanged")
        #expect(h.log == ["canBegin 0.1", "didFinishExchangeTransaction 0.1 0.1",
                          "announce Dropped B at position 2; nothing exchanged"])
    }

    /// Seeded: random drags by pointer or keyboard, with owners that refuse, redirect or answer
    /// nonsense, ended by a drop inside or outside, Escape, a cancel of all touches, a mode
    /// switch or an `apply(_:)`. Each drag ends exactly once for the owner and is announced
    /// exactly once after the pick-up (and a keyboard drag's steps).
    @Test func everyDragEndsExactlyOnce() throws {
        let base: UInt64 = 0xD2A6_0000
        for i in 0..<60 {
            let seed = base + UInt64(i)
            var rng = EngineSplitMix64(seed: seed)
            let context = "seed 0x\(String(seed, radix: 16))"
            let exchange = Bool.random(using: &rng)
            let h = try EngineHarness(sections: [engineItemNames(6), engineItemNames(5, from: 6)],
                                      mode: exchange ? .exchange : .edit)
            var ends = 0
            h.view.delegate.moveItem = { _, _ in ends += 1 }
            h.view.delegate.moveItems = { _, _ in ends += 1 }
            h.view.delegate.didCancelMove = { ends += 1 }
            h.view.delegate.didFinishExchangeTransaction = { _, _ in ends += 1 }
            h.view.delegate.didCancelExchangeTransaction = { ends += 1 }
            let answer = Int.random(in: 0..<4, using: &rng)
            h.view.delegate.targetForMove = { _, proposed in
                switch answer {
                case 0: return proposed
                case 1: return nil
                case 2: return ItemPath(9, 9)
                default: return ItemPath(proposed.section, 0)
                }
            }
            h.view.delegate.canDisplace = { item, _ in answer != 1 || item.item % 2 == 0 }
            var t = 0.0
            for round in 0..<6 {
                h.clearLog()
                ends = 0
                let byKeyboard = Bool.random(using: &rng)
                if byKeyboard {
                    for _ in 0..<Int.random(in: 1...4, using: &rng) { t += 0.1; h.key(.right, at: t) }
                    t += 0.1; h.key(.space, at: t)
                    for _ in 0..<Int.random(in: 0...4, using: &rng) {
                        t += 0.1
                        h.key([Key.left, .right, .up, .down, .home, .end][Int.random(in: 0..<6, using: &rng)], at: t)
                    }
                } else {
                    let x = Double(Int.random(in: 0..<4, using: &rng)) * 110 + 50
                    t += 0.1; h.down(x, 50, at: t)
                    t += 0.7; h.advance(to: t)
                    for _ in 0..<Int.random(in: 0...3, using: &rng) {
                        t += 0.1
                        h.move(Double.random(in: 0...450, using: &rng), Double.random(in: 0...300, using: &rng), at: t)
                    }
                }
                let lifted = h.view.dragInProgress
                t += 0.1
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: h.key(.escape, at: t)
                case 1: h.cancelAll(at: t)
                case 2: h.view.setMode(exchange ? .edit : .browse)
                case 3: try h.apply(h.sections)
                default:
                    if byKeyboard { h.key(.space, at: t) } else { h.up(Double.random(in: -50...450, using: &rng), 60, at: t) }
                }
                if h.view.dragInProgress { t += 0.1; h.key(.escape, at: t) }
                if !byKeyboard, !h.view.dragInProgress { t += 0.1; h.cancelAll(at: t) }
                h.view.setMode(exchange ? .exchange : .edit)
                t += 1; h.advance(to: t)
                let announced = h.log.filter { $0.hasPrefix("announce ") && !engineIsKeyboardStep($0) }
                if lifted {
                    #expect(ends == 1, "\(context) round \(round): one ending for the owner, got \(ends): \(h.log)")
                    #expect(announced.count == 1, "\(context) round \(round): one announcement, got \(announced)")
                } else {
                    #expect(ends == 0, "\(context) round \(round): no drag, no ending: \(h.log)")
                }
                #expect(!h.view.dragInProgress)
                #expect(h.view.layout.itemCounts == h.view.snapshot.itemCounts)
            }
        }
    }
}
