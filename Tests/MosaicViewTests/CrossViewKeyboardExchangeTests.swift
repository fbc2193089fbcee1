import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Exchange mode across the views of a group by keyboard (the article "Dragging Between Views",
/// section "Keyboard"): ctrl+arrow carries a caught item's target into the next view, arrows
/// step it there, Space commits, Escape cancels — the pointer's swaps, delegate order and
/// announcements, naming the items.
@Suite struct CrossViewKeyboardExchangeTests {
    let two = ["a": [["Anna Berg", "B", "C", "D"]], "b": [["Max Berg", "F", "G", "H"]]]

    /// Caught Anna Berg (0.0 in `a`) by keyboard; the log from then on.
    static func caught(_ sections: [String: [[String]]]) throws -> (CrossViewHarness, CrossViewExchangeTests.Box, Int) {
        let (h, box) = try CrossViewExchangeTests.harness(sections)
        h.group.focusViewWithID("a")
        h.key(.right, at: 0.1)                     // the first arrow focuses 0.0
        h.key(.space, at: 0.2)                     // catches it
        #expect(h.views["a"]!.dragInProgress)
        return (h, box, h.log.count)
    }

    @Test func ctrlArrowCarriesTheTargetIntoTheNextViewArrowsStepThereAndSpaceCommits() throws {
        let (h, box, mark) = try Self.caught(two)
        h.key(.right, at: 0.3, .ctrl)              // into b: the partner is the item at the same position
        #expect(h.group.isExchangingBetweenViews)
        #expect(h.sections("a") == [["Max Berg", "B", "C", "D"]] && h.sections("b") == [["Anna Berg", "F", "G", "H"]])
        h.key(.right, at: 0.4)                     // a plain arrow steps the target in b
        #expect(h.sections("a") == [["F", "B", "C", "D"]] && h.sections("b") == [["Max Berg", "Anna Berg", "G", "H"]])
        h.key(.space, at: 0.5)
        #expect(!h.group.isExchangingBetweenViews && !h.views["a"]!.dragInProgress)
        #expect(h.sections("a") == [["F", "B", "C", "D"]] && h.sections("b") == [["Max Berg", "Anna Berg", "G", "H"]])
        #expect(box.told.map(\.destinationPath) == [ItemPath(0, 1)])
        #expect(h.owners["a"] == h.sections("a") && h.owners["b"] == h.sections("b"))
        let lines = Array(h.log[mark...]).filter { !$0.contains("willDisplay") && !$0.contains("didEndDisplaying") }
        #expect(lines == [
            "b: canDisplace 0.0 from 0.0", "a: didExchange 0.0 0.0", "b: didExchange 0.0 0.0",
            "a: didFinishExchangeEvent", "b: didFinishExchangeEvent", "a: announce Anna Berg will swap with Max Berg",
            "b: canDisplace 0.1 from 0.0", "a: didExchange 0.0 0.0", "b: didExchange 0.0 0.0",
            "a: didExchange 0.0 0.0", "b: didExchange 0.1 0.1",
            "a: didFinishExchangeEvent", "b: didFinishExchangeEvent", "a: announce Anna Berg will swap with F",
            "a: didFinishExchangeTransaction 0.0 0.0", "a: announce Swapped Anna Berg and F",
            "b: didFinishExchangeTransaction 0.1 0.1", "group: exchangeBetweenViews a 0.0 <-> b 0.1",
        ], "\(lines)")
        h.advance(to: 2)
        #expect(engineSettledDisplayProblems(h.views["a"]!) == [])
        #expect(engineSettledDisplayProblems(h.views["b"]!) == [])
    }

    @Test func escapeInTheOtherViewReturnsEverythingAndSaysWhere() throws {
        let (h, box, _) = try Self.caught(two)
        h.key(.right, at: 0.3, .ctrl)
        h.key(.escape, at: 0.4)
        #expect(!h.group.isExchangingBetweenViews && !h.views["a"]!.dragInProgress && box.asked.isEmpty)
        #expect(h.sections("a") == two["a"] && h.sections("b") == two["b"])
        #expect(h.lines("a").suffix(3) == ["didExchange 0.0 0.0", "didCancelExchangeTransaction",
                                           "announce Drop cancelled, Anna Berg returned to position 1"], "\(h.lines("a"))")
        #expect(h.lines("b").suffix(2) == ["didExchange 0.0 0.0", "didCancelExchangeTransaction"])
    }

    @Test func ctrlArrowBackHomeUndoesTheSwapAndTheInViewExchangeGoesOn() throws {
        let (h, box, _) = try Self.caught(two)
        h.key(.right, at: 0.3, .ctrl)
        h.key(.left, at: 0.4, .ctrl)               // back to a: the caught item is in place
        #expect(!h.group.isExchangingBetweenViews && h.views["a"]!.dragInProgress)
        #expect(h.sections("a") == two["a"] && h.sections("b") == two["b"])
        #expect(h.lines("a").last == "announce Anna Berg back at position 1")
        h.key(.right, at: 0.5)                     // an arrow steps within a again
        #expect(h.sections("a") == [["B", "Anna Berg", "C", "D"]])
        h.key(.space, at: 0.6)
        #expect(box.told.isEmpty && h.lines("a").contains("didFinishExchangeTransaction 0.1 0.0"))
        #expect(h.owners["a"] == h.sections("a") && h.owners["b"] == h.sections("b"))
    }

    @Test func theNearestPositionIsClampedAndAnInViewSwapIsUndoneFirst() throws {
        let (h, box, _) = try Self.caught(["a": [["Anna Berg", "B", "C", "D"]], "b": [["Max Berg", "F"]]])
        h.key(.right, at: 0.3)
        h.key(.right, at: 0.4)
        h.key(.right, at: 0.5)                     // within a: Anna Berg over D (0.3)
        #expect(h.sections("a") == [["D", "B", "C", "Anna Berg"]])
        h.key(.right, at: 0.6, .ctrl)              // b has two items: the partner is F (0.1)
        #expect(h.sections("a") == [["F", "B", "C", "D"]] && h.sections("b") == [["Max Berg", "Anna Berg"]])
        h.key(.left, at: 0.7)
        #expect(h.sections("a") == [["Max Berg", "B", "C", "D"]] && h.sections("b") == [["Anna Berg", "F"]])
        h.key(.space, at: 0.8)
        #expect(box.told.map(\.destinationPath) == [ItemPath(0, 0)])
        #expect(h.owners["a"] == h.sections("a") && h.owners["b"] == h.sections("b"))
    }

    @Test func aRefusedPartnerKeepsTheTargetThereWithNoSwap() throws {
        let (h, _, _) = try Self.caught(two)
        h.views["b"]!.delegate.canDisplace = { item, _ in item != ItemPath(0, 0) }
        h.key(.right, at: 0.3, .ctrl)              // Max Berg may not be displaced
        #expect(h.group.isExchangingBetweenViews && h.sections("b") == two["b"] && h.sections("a") == two["a"])
        h.key(.right, at: 0.4)                     // steps on from there, to F
        #expect(h.sections("b") == [["Max Berg", "Anna Berg", "G", "H"]])
        h.key(.escape, at: 0.5)
        #expect(h.sections("a") == two["a"] && h.sections("b") == two["b"])
    }

    @Test func aPointerExchangeIgnoresCtrlArrows() throws {
        let (h, _) = try CrossViewExchangeTests.harness(two)
        h.down(50, 50, at: 0)
        h.move(55, 50, at: 0.3)                    // caught by the pointer
        h.key(.right, at: 0.4, .ctrl)
        #expect(!h.group.isExchangingBetweenViews && h.sections("b") == two["b"])
        h.up(55, 50, at: 0.5)
    }
}
