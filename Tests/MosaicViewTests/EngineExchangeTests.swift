import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicReplay
@testable import MosaicView

/// Issue 4: exchange transactions: the timeline, cancel, back over the start, gaps,
/// `canDisplace` once per target, delegate vetoes, visuals.
///
/// Geometry: section 0 = A B C D (row y 0…100; 0.3 centred at (380, 50)); section 1 = E…L
/// from y = 100: 1.0…1.3 on y 100…200 (1.3 centred at (380, 150)), 1.4…1.7 on y 210…310
/// (1.4 at (50, 260), 1.5 at (160, 260)).
@Suite struct EngineExchangeTests {
    static let sections = [["A", "B", "C", "D"], ["E", "F", "G", "H", "I", "J", "K", "L"]]

    /// Runs `events` over ``sections`` in exchange mode.
    static func exchange(_ events: [ReplayEvent]) throws -> ReplayOutput {
        try engineRun(engineScenario(sections: sections, mode: .exchange, events: events))
    }

    static let exchangeTimeline = [
        "canBegin 0.3",
        "canDisplace 1.3 from 0.3", "didExchange 1.3 0.3", "didFinishExchangeEvent",
        "canDisplace 1.4 from 0.3", "didExchange 0.3 1.3", "didExchange 1.4 0.3", "didFinishExchangeEvent",
        "canDisplace 1.5 from 0.3", "didExchange 0.3 1.4", "didExchange 1.5 0.3", "didFinishExchangeEvent",
        "didFinishExchangeTransaction 1.5 0.3",
    ]

    @Test func exchangeTimelineExactLog() throws {
        let out = try Self.exchange([
            .down(380, 50, at: 0),
            .move(380, 150, at: 0.3),
            .move(50, 260, at: 0.5),
            .move(160, 260, at: 0.7),
            .up(160, 260, at: 0.9),
        ])
        #expect(Array(out.log.prefix(13)) == Self.exchangeTimeline)
        #expect(out.log.count == 14)
        let announce = try #require(out.log.last)
        #expect(announce == "announce Swapped D and J",
                "across sections the announcement names both items, their positions and sections: \(announce)")
        // Only 0.3 and 1.5 swapped; 1.3 and 1.4 back in place.
        #expect(out.sections == [["A", "B", "C", "J"], ["E", "F", "G", "H", "I", "D", "K", "L"]])
        #expect(out.mode == .exchange)
    }

    @Test func exchangeCancelVariantRestoresTheModel() throws {
        let out = try Self.exchange([
            .down(380, 50, at: 0),
            .move(380, 150, at: 0.3),
            .move(50, 260, at: 0.5),
            .cancel(at: 0.6),
            .up(50, 260, at: 0.9),
        ])
        #expect(out.log == Array(Self.exchangeTimeline.prefix(8)) + [
            "didExchange 1.4 0.3", "didCancelExchangeTransaction", "announce Drop cancelled, D returned to position 4",
        ])
        #expect(out.sections == Self.sections)
    }

    @Test func escapeCancelsAnExchange() throws {
        let out = try Self.exchange([
            .down(380, 50, at: 0),
            .move(380, 150, at: 0.3),
            .key(.escape, at: 0.4),
            .move(50, 260, at: 0.5),
            .up(50, 260, at: 0.9),
        ])
        #expect(out.log == Array(Self.exchangeTimeline.prefix(4)) + [
            "didExchange 1.3 0.3", "didCancelExchangeTransaction", "announce Drop cancelled, D returned to position 4",
        ])
        #expect(out.sections == Self.sections)
    }

    @Test func backOverTheStartOnlyUndoes() throws {
        let out = try Self.exchange([
            .down(380, 50, at: 0),
            .move(380, 150, at: 0.3),
            .move(380, 50, at: 0.5),
            .up(380, 50, at: 0.7),
        ])
        #expect(out.log == [
            "canBegin 0.3",
            "canDisplace 1.3 from 0.3", "didExchange 1.3 0.3", "didFinishExchangeEvent",
            "didExchange 0.3 1.3", "didFinishExchangeEvent",
            "didFinishExchangeTransaction 0.3 0.3", "announce Dropped D at position 4; nothing exchanged",
        ])
        #expect(out.sections == Self.sections)
    }

    @Test func overAGapNothingHappens() throws {
        let out = try Self.exchange([
            .down(380, 50, at: 0),
            .move(380, 205, at: 0.3),
            .move(105, 150, at: 0.4),
            .move(470, 150, at: 0.5),
            .up(470, 150, at: 0.7),
        ])
        #expect(out.log == ["canBegin 0.3", "didFinishExchangeTransaction 0.3 0.3",
                            "announce Dropped D at position 4; nothing exchanged"])
        #expect(out.sections == Self.sections)
    }

    @Test func canDisplaceIsAskedOncePerNewTarget() throws {
        let out = try Self.exchange([
            .down(380, 50, at: 0),
            .move(370, 150, at: 0.3),
            .move(380, 160, at: 0.35),
            .move(390, 140, at: 0.4),
            .move(380, 205, at: 0.45),
            .move(380, 150, at: 0.5),
            .up(380, 150, at: 0.7),
        ])
        #expect(Array(out.log.prefix(5)) == [
            "canBegin 0.3",
            "canDisplace 1.3 from 0.3", "didExchange 1.3 0.3", "didFinishExchangeEvent",
            "didFinishExchangeTransaction 1.3 0.3",
        ])
        #expect(out.log.count == 6)
        #expect(out.sections == [["A", "B", "C", "H"], ["E", "F", "G", "D", "I", "J", "K", "L"]])
    }

    @Test func anItemThatMayNotBeDisplacedIsSkippedAndAskedOnce() throws {
        let h = try EngineHarness(sections: Self.sections, mode: .exchange)
        h.view.delegate.canDisplace = { item, _ in item != ItemPath(1, 3) }
        h.down(380, 50, at: 0)
        h.move(370, 150, at: 0.3)
        h.move(380, 160, at: 0.35)
        h.move(390, 150, at: 0.4)
        #expect(h.log == ["canBegin 0.3", "canDisplace 1.3 from 0.3"])
        #expect(h.sections == Self.sections)
        h.move(50, 260, at: 0.5)
        #expect(h.log == ["canBegin 0.3", "canDisplace 1.3 from 0.3",
                          "canDisplace 1.4 from 0.3", "didExchange 1.4 0.3", "didFinishExchangeEvent"])
        h.up(50, 260, at: 0.7)
        #expect(h.log.contains("didFinishExchangeTransaction 1.4 0.3"))
        #expect(h.sections == [["A", "B", "C", "I"], ["E", "F", "G", "H", "D", "J", "K", "L"]])
    }

    @Test func aQuickCatchAndReleaseIsNotAlsoATap() throws {
        // Caught at 0.15 s, released at 0.3 s without moving: a transaction with no exchange.
        // The press was consumed by the catch, so it must not also select the item as a tap.
        let out = try Self.exchange([
            .down(380, 50, at: 0),
            .up(380, 50, at: 0.3),
        ])
        #expect(out.log == ["canBegin 0.3", "didFinishExchangeTransaction 0.3 0.3",
                            "announce Dropped D at position 4; nothing exchanged"])
        #expect(out.selected == [])
    }

    @Test func aQuickCatchAndReleaseWithoutDoubleTapIsNotATapEither() throws {
        let h = try EngineHarness(sections: Self.sections, mode: .exchange)   // no double-tap recognizer
        h.down(380, 50, at: 0)
        h.up(380, 50, at: 0.3)
        h.advance(to: 1)
        #expect(h.log == ["canBegin 0.3", "didFinishExchangeTransaction 0.3 0.3",
                            "announce Dropped D at position 4; nothing exchanged"])
        #expect(h.view.selectedPaths == [])
    }

    @Test func canBeginVetoPreventsTheTransaction() throws {
        let h = try EngineHarness(sections: Self.sections, mode: .exchange)
        h.view.delegate.canBeginExchange = { $0 != ItemPath(0, 3) }
        h.down(380, 50, at: 0)
        h.advance(to: 0.2)
        #expect(h.log == ["canBegin 0.3"])
        #expect(!h.view.exchangeTransactionInProgress)
        h.move(380, 150, at: 0.3)
        h.up(380, 150, at: 0.5)
        h.advance(to: 2)
        #expect(h.log == ["canBegin 0.3"])
        #expect(h.sections == Self.sections)
    }

    @Test func catchTakesAQuarterOfTheNormalPress() throws {
        let h = try EngineHarness(sections: Self.sections, mode: .exchange)
        h.down(380, 50, at: 0)
        h.advance(to: 0.14)
        #expect(h.log == [])
        h.advance(to: 0.16)
        #expect(h.log == ["canBegin 0.3"])
        #expect(h.view.exchangeTransactionInProgress)
    }

    @Test func catchRectangleLimitsWhereACellCanBeCaught() throws {
        let h = try EngineHarness(sections: Self.sections, mode: .exchange)
        h.view.delegate.catchRect = { _, _ in Rect(x: 0, y: 0, width: 20, height: 20) }
        h.down(380, 50, at: 0)          // centre of 0.3: outside its catch rectangle
        h.advance(to: 0.3)
        #expect(!h.view.exchangeTransactionInProgress)
        #expect(h.log == [])
        h.up(380, 50, at: 0.7)          // held past the tap duration: not a tap either
        h.down(335, 5, at: 1)           // inside the top-left 20 × 20 of 0.3
        h.advance(to: 1.3)
        #expect(h.log == ["canBegin 0.3"])
        #expect(h.view.exchangeTransactionInProgress)
    }

    @Test func exchangeVisuals() throws {
        let h = try EngineHarness(sections: Self.sections, mode: .exchange)
        h.down(380, 50, at: 0)
        h.advance(to: 0.16)
        let caught = try #require(h.times.first)
        #expect(h.view.exchangeTransactionInProgress)
        h.advance(to: caught + 0.2)
        func snapshot() -> DragSnapshot<String>? {
            for case .dragSnapshot(let s) in h.display().overlays { return s }
            return nil
        }
        let s1 = try #require(snapshot())
        #expect(s1.label == "D")
        #expect(engineClose(s1.alpha, 0.8))
        #expect(engineClose(s1.backgroundGray ?? -1, 1.0 / 3.0))
        #expect(engineClose(s1.scale, 1.2, 1e-9), "catch blink to 1.2 after one 0.2 s segment")
        h.advance(to: caught + 0.4)
        #expect(engineClose(try #require(snapshot()).scale, 1, 1e-9), "and back to 1 after the second")
        h.move(380, 150, at: caught + 0.45)   // over 1.3 (H)
        h.advance(to: caught + 1.2)
        let cells = h.display().cells
        // D now sits at 1.3 (hidden: its snapshot is under the finger); H at 0.3, dimmed.
        let d = try #require(cells.first { $0.id == "D" })
        #expect(d.isHidden)
        #expect(d.path == ItemPath(1, 3))
        let hCell = try #require(cells.first { $0.id == "H" })
        #expect(hCell.path == ItemPath(0, 3))
        #expect(engineClose(hCell.alpha, 0.6), "the displaced item is dimmed to 0.6")
        #expect(hCell.frame == Rect(x: 330, y: 0, width: 100, height: 100))
        #expect(cells.filter { $0.id != "H" }.allSatisfy { engineClose($0.alpha, 1) })
        h.up(380, 150, at: caught + 1.3)
        #expect(!h.view.exchangeTransactionInProgress)
        h.advance(to: caught + 4)
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    @Test func undoAndRedoAnExchange() throws {
        let out = try Self.exchange([
            .down(380, 50, at: 0),
            .move(380, 150, at: 0.3),
            .move(50, 260, at: 0.5),
            .move(160, 260, at: 0.7),
            .up(160, 260, at: 0.9),
            .key(.character("z"), at: 1.5, ctrl: true),
        ])
        #expect(out.log.last == "undo exchange 1.5 0.3")
        #expect(out.sections == Self.sections)
        let redo = try Self.exchange([
            .down(380, 50, at: 0),
            .move(380, 150, at: 0.3),
            .move(50, 260, at: 0.5),
            .move(160, 260, at: 0.7),
            .up(160, 260, at: 0.9),
            .key(.character("z"), at: 1.5, ctrl: true),
            .key(.character("z"), at: 1.6, ctrl: true, shift: true),
        ])
        #expect(Array(redo.log.suffix(2)) == ["undo exchange 1.5 0.3", "redo exchange 1.5 0.3"])
        #expect(redo.sections == [["A", "B", "C", "J"], ["E", "F", "G", "H", "I", "D", "K", "L"]])
    }

    @Test func exchangeWithinOneSectionInAWaterfall() throws {
        let heights: [[Double]] = [[100, 200, 150, 120, 80, 160]]
        let h = try EngineHarness(sections: [engineItemNames(6)], mode: .exchange, waterfallHeights: heights)
        let a = try #require(h.view.layout.attributesForItem(at: ItemPath(0, 0))?.frame)
        let e = try #require(h.view.layout.attributesForItem(at: ItemPath(0, 4))?.frame)
        h.down(a.midX, a.midY, at: 0)
        h.move(e.midX, e.midY, at: 0.4)
        h.up(e.midX, e.midY, at: 0.6)
        #expect(Array(h.log.prefix(5)) == ["canBegin 0.0", "canDisplace 0.4 from 0.0", "didExchange 0.4 0.0",
                                           "didFinishExchangeEvent", "didFinishExchangeTransaction 0.4 0.0"])
        #expect(h.sections == [["E", "B", "C", "D", "A", "F"]])
        #expect(h.view.layout.itemSize(at: ItemPath(0, 4))?.height == 100, "sizes follow items")
        #expect(h.view.layout.itemSize(at: ItemPath(0, 0))?.height == 80)
        h.advance(to: 3)
        #expect(engineSettledDisplayProblems(h.view) == [])
    }
}
