import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicReplay
@testable import MosaicView

/// Behaviour that follows the peers users know (UIKit, PSTCollectionView, dnd-kit,
/// react-beautiful-dnd). Geometry: 100×100 items, spacing 10, 4 per row (see EngineTestSupport).
@Suite("Peer behaviour")
struct EnginePeerBehaviourTests {
    let eight = [engineItemNames(8)]

    @Test("A tap selects only when it ends over the item it began on (UIKit, PSTCollectionView)")
    func tapMustEndOnTheSameItem() throws {
        let h = try EngineHarness(sections: eight)
        // Down on B's right edge (x 209), up 7 points away over the gap (x 216).
        h.down(209, 50, at: 0)
        #expect(h.cell("B")?.isHighlighted == true)
        h.up(216, 50, at: 0.1)
        h.advance(to: 0.5)
        #expect(h.log.isEmpty, "\(h.log)")
        #expect(h.cell("B")?.isHighlighted == false, "the highlight goes away")
        // Ending over another item does not select either.
        h.down(209, 50, at: 1)
        h.up(221, 50, at: 1.1)   // over C
        h.advance(to: 1.5)
        #expect(h.log.isEmpty)
        // A small wobble inside the item still selects.
        h.down(150, 50, at: 2)
        h.up(157, 50, at: 2.1)
        #expect(h.log == ["didSelect 0.1"])
    }

    @Test("The same rule through the replay format")
    func tapRuleInReplay() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .down(209, 50, at: 0),
            .up(216, 50, at: 0.1),
            .down(150, 50, at: 1),
            .up(150, 50, at: 1.1),
        ]))
        #expect(out.log == ["didSelect 0.1"])
    }

    @Test("allowsSelectionDuringEditing: off by default (UIKit), the owner turns it on")
    func selectionDuringEditing() throws {
        let off = try EngineHarness(sections: eight, mode: .edit)
        off.down(150, 50, at: 0)
        off.up(150, 50, at: 0.1)
        #expect(off.log.isEmpty)
        let on = try EngineHarness(sections: eight, mode: .edit) { $0.allowsSelectionDuringEditing = true }
        on.down(150, 50, at: 0)
        on.up(150, 50, at: 0.1)
        #expect(on.log == ["didSelect 0.1"])
        let replay = try engineRun(engineScenario(sections: eight, mode: .edit, selectionDuringEditing: true, events: [
            .down(150, 50, at: 0), .up(150, 50, at: 0.1),
        ]))
        #expect(replay.log == ["didSelect 0.1"])
        let replayOff = try engineRun(engineScenario(sections: eight, mode: .edit, events: [
            .down(150, 50, at: 0), .up(150, 50, at: 0.1),
        ]))
        #expect(replayOff.log.isEmpty)
    }

    @Test("Enter lifts and drops as Space does (dnd-kit), and the lift is announced")
    func enterLiftsAndAnnounces() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.key(.right, at: 0)            // focus A
        h.key(.right, at: 0.1)          // focus B
        h.key(.enter, at: 0.2)          // lift B
        #expect(h.view.dragInProgress)
        #expect(h.fullLog.contains("announce Lifted B, position 2 of 8"), "\(h.fullLog)")
        h.key(.right, at: 0.3)
        h.key(.enter, at: 0.4)          // drop
        #expect(!h.view.dragInProgress)
        #expect(h.log.contains("move 0.1 -> 0.2"), "\(h.log)")
        // Exchange mode: Enter catches and releases.
        let x = try EngineHarness(sections: eight, mode: .exchange)
        x.key(.right, at: 0)
        x.key(.enter, at: 0.1)
        #expect(x.view.exchangeTransactionInProgress)
        #expect(x.fullLog.contains("announce Lifted A, position 1 of 8"))
        x.key(.enter, at: 0.2)
        #expect(!x.view.exchangeTransactionInProgress)
    }

    @Test("A pointer lift is announced too")
    func pointerLiftAnnounced() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.down(150, 50, at: 0)
        h.advance(to: 0.6)
        #expect(h.fullLog == ["canMove 0.1", "announce Lifted B, position 2 of 8"])
    }

    @Test("Cross-section moves and exchanges name both sections: the owner's titles, else \"section N\"")
    func crossSectionAnnouncements() throws {
        let h = try EngineHarness(sections: [["A", "B", "C", "D"], ["E", "F"]], mode: .edit)
        h.view.sectionTitleProvider = { ["Boat", "Bench"][$0] }
        // Lift E (1.0 at y 110…210) and drop it over B.
        h.down(50, 160, at: 0)
        h.move(51, 160, at: 0.6)
        h.move(150, 50, at: 0.8)
        h.up(150, 50, at: 1.0)
        h.advance(to: 2)
        #expect(h.log.last == "announce Moved E to position 2 in Boat", "\(h.log)")
        let x = try EngineHarness(sections: [["A", "B", "C", "D"], ["E", "F"]], mode: .exchange)
        x.down(50, 50, at: 0)           // catch A
        x.move(51, 50, at: 0.2)
        x.move(160, 160, at: 0.4)       // over F (1.1)
        x.up(160, 160, at: 0.6)
        x.advance(to: 1.5)
        #expect(x.log.last == "announce Swapped A and F", "\(x.log)")
    }
}

/// Exchange stability through the replay format: a still finger over a waterfall item.
@Suite("Exchange stability (replay)")
struct EngineExchangeStabilityReplayTests {
    @Test("Catch A, hold still (±2 pt) over B in a waterfall: one exchange, with B, committed")
    func stillFinger() throws {
        var events: [ReplayEvent] = [.down(120, 25, at: 0)]
        var t = 0.2
        for step in 1...10 {
            t += 0.02
            events.append(.move(120 + 24.7 * Double(step), 25 + 12.5 * Double(step), at: t))
        }
        for i in 0..<60 {
            t += 1.0 / 60
            let j = Double(i % 5) - 2
            events.append(.move(367 + j, 150 - j, at: t))
        }
        events.append(.up(367, 150, at: t + 0.05))
        let script = ReplayScript(viewport: Size(width: 500, height: 600),
                                  layout: .waterfall(columns: 2, spacing: 10, heights: [[50, 300, 100, 100]], insets: nil),
                                  sections: [["A", "B", "C", "D"]], mode: .exchange, events: events)
        let out = try engineRun(script)
        let exchangeEvents = out.log.filter { $0 == "didFinishExchangeEvent" }.count
        #expect(exchangeEvents == 1, "\(out.log)")
        #expect(out.log.contains("didFinishExchangeTransaction 0.1 0.0"), "\(out.log)")
        #expect(out.sections == [["B", "A", "C", "D"]])
    }
}
