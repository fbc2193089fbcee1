import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// `apply(_:animated:)` during a drag: the outcomes the article "Changes During a Drag" states.
@Suite struct ApplyDuringDragTests {
    let eight = [["A", "B", "C", "D", "E", "F", "G", "H"]]

    func snapshot(_ sections: [[String]]) throws -> SectionedSnapshot<Int, String> {
        try SectionedSnapshot(sections: sections.enumerated().map { ($0.offset, $0.element) })
    }

    @Test func theLiftedItemFollowsItsNeighbourAndInsertsAnimate() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.down(50, 50, at: 0)
        h.move(270, 50, at: 0.8)                  // over C's slot: B C A D …
        #expect(h.view.drag?.move?.target == ItemPath(0, 2))
        // Two items arrive at the front: the placeholder keeps its neighbour (after C).
        h.view.apply(try snapshot([["X", "Y", "A", "B", "C", "D", "E", "F", "G", "H"]]))
        #expect(h.view.drag?.move?.target == ItemPath(0, 4))
        #expect(h.view.drag?.move?.controller.sources == [ItemPath(0, 2)])
        h.advance(to: 0.85)
        let x = try #require(h.cell("X"))
        #expect(x.alpha < 1, "an inserted item fades in: \(x.alpha)")
        h.advance(to: 2)
        // The pointer is still: the drop lands where the placeholder is.
        h.up(270, 50, at: 2)
        #expect(h.sections == [["X", "Y", "B", "C", "A", "D", "E", "F", "G", "H"]])
        #expect(h.log.suffix(2) == ["move 0.2 -> 0.4", "announce Moved A to position 5"])
        h.advance(to: 4)
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    @Test func deletingTheLiftedItemCancelsWithAnAnnouncement() throws {
        let h = try EngineHarness(sections: [["A", "B", "C", "D"], ["E", "F"]], mode: .edit)
        h.down(160, 50, at: 0)                   // B
        h.move(380, 50, at: 0.8)
        #expect(h.view.dragInProgress)
        var cancels = 0
        h.view.delegate.didCancelMove = { cancels += 1 }
        // B's section goes (with B).
        h.view.apply(try SectionedSnapshot<Int, String>(sections: [(1, ["E", "F"])]))
        #expect(!h.view.dragInProgress)
        #expect(cancels == 1)
        #expect(h.log == ["canMove 0.1", "cancelMove", "announce Drop cancelled, B was removed"])
        #expect(h.view.takeAccessibilityAnnouncements().map(\.text).contains("Drop cancelled, B was removed"))
        h.up(380, 50, at: 1)
        #expect(h.log.count == 3, "the release after the cancel commits nothing")
        h.advance(to: 4)
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    @Test func anExchangeIsReappliedOnTheCommittedOrder() throws {
        let h = try EngineHarness(sections: eight, mode: .exchange)
        var committed = eight
        h.view.delegate.didFinishExchangeTransaction = { a, b in
            let x = committed[a.section][a.item]
            committed[a.section][a.item] = committed[b.section][b.item]
            committed[b.section][b.item] = x
        }
        h.down(50, 50, at: 0)                    // catch A
        h.move(270, 50, at: 0.3)                 // over C: C B A D …
        #expect(h.sections == [["C", "B", "A", "D", "E", "F", "G", "H"]])
        #expect(h.view.committedSnapshot.items(inSection: 0) == eight[0])
        h.clearLog()
        // The owner's update, from its committed order: Z first, D gone.
        committed = [["Z", "A", "B", "C", "E", "F", "G", "H"]]
        h.view.apply(try snapshot(committed))
        #expect(h.sections == [["Z", "C", "B", "A", "E", "F", "G", "H"]], "the swap, re-applied on top")
        #expect(h.log == ["didExchange 0.3 0.1", "didFinishExchangeEvent"])
        #expect(h.view.committedSnapshot.items(inSection: 0) == committed[0])
        h.up(270, 50, at: 1)
        #expect(h.log.contains("didFinishExchangeTransaction 0.3 0.1"))
        #expect(h.sections == committed, "the owner's committed order is the view's")
    }

    @Test func theExchangeTargetGoneIsChosenAgainUnderThePointer() throws {
        let h = try EngineHarness(sections: eight, mode: .exchange)
        h.down(50, 50, at: 0)                    // catch A
        h.move(270, 50, at: 0.3)                 // over C
        h.clearLog()
        // C goes: under the pointer is now D.
        h.view.apply(try snapshot([["A", "B", "D", "E", "F", "G", "H"]]))
        #expect(h.sections == [["D", "B", "A", "E", "F", "G", "H"]])
        #expect(h.log == ["canDisplace 0.2 from 0.0", "didExchange 0.2 0.0", "didFinishExchangeEvent"])
        h.view.delegate.didCancelExchangeTransaction = {}
        h.key(.escape, at: 1)
        #expect(h.sections == [["A", "B", "D", "E", "F", "G", "H"]])
    }

    @Test func aKeyboardExchangeWhosePartnerGoesIsBackInPlace() throws {
        let h = try EngineHarness(sections: eight, mode: .exchange)
        h.key(.right, at: 0.1)                   // focus A
        h.key(.space, at: 0.2)                   // catch A
        h.key(.right, at: 0.3)                   // over B: will swap
        #expect(h.sections[0].prefix(2) == ["B", "A"])
        h.clearLog()
        h.view.apply(try snapshot([["A", "C", "D"]]))
        #expect(h.sections == [["A", "C", "D"]])
        #expect(h.fullLog.last == "announce A back at position 1")
        #expect(h.view.dragInProgress)
        h.key(.space, at: 1)
        #expect(h.log.contains("didFinishExchangeTransaction 0.0 0.0"))
    }

    @Test func deletingTheCaughtItemCancelsTheExchange() throws {
        let h = try EngineHarness(sections: eight, mode: .exchange)
        var cancels = 0
        h.view.delegate.didCancelExchangeTransaction = { cancels += 1 }
        h.down(50, 50, at: 0)
        h.move(270, 50, at: 0.3)
        h.clearLog()
        h.view.apply(try snapshot([["B", "C", "D"]]))
        #expect(!h.view.dragInProgress && !h.view.exchangeTransactionInProgress)
        #expect(cancels == 1)
        #expect(h.log == ["didCancelExchangeTransaction", "announce Drop cancelled, A was removed"])
        #expect(h.sections == [["B", "C", "D"]])
        h.up(270, 50, at: 1)
        h.advance(to: 3)
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    @Test func severalLiftedItemsKeepTheSurvivors() throws {
        let h = try EngineHarness(sections: eight, mode: .edit) {
            $0.allowsMultipleSelection = true
            $0.allowsSelectionDuringEditing = true
        }
        h.down(50, 50, at: 0); h.up(50, 50, at: 0.05)      // select A
        h.down(270, 50, at: 0.3); h.up(270, 50, at: 0.35)  // and C
        h.down(270, 50, at: 1)                             // lift both, grabbing C
        h.advance(to: 1.8)
        #expect(h.view.drag?.items == ["A", "C"])
        // A goes; the grabbed C stays lifted, alone.
        h.view.apply(try snapshot([["B", "C", "D", "E", "F", "G", "H"]]))
        #expect(h.view.drag?.items == ["C"])
        h.move(380, 160, at: 2)                            // over H's slot
        h.up(380, 160, at: 2.2)
        #expect(h.sections[0].sorted() == ["B", "C", "D", "E", "F", "G", "H"])
        #expect(h.sections[0].last == "C")
    }
}
