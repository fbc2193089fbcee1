import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Dragging between views of different layouts and item types, and owners' updates during it.
@Suite struct CrossViewMixedTests {
    @Test func aFlowItemBecomesAWaterfallItemThroughTheOwnersConversion() throws {
        let h = try CrossViewHarness(["a": [["c1", "c2", "c3"]]])
        let snapshot = try SectionedSnapshot<Int, Int>(sections: [(0, [10, 11, 12, 13])])
        let waterfall = try CollectionView(snapshot: snapshot, layout: AnyLayout(WaterfallLayout(itemHeights: [[80, 120, 60, 100]], columnCount: 2,
                                                                                                    spacing: 10, containerSize: Size(width: 500, height: 600))),
                                           viewportSize: Size(width: 500, height: 600), mode: .edit, clock: h.clock)
        try h.group.addView(waterfall, id: "w", frame: Rect(x: 600, y: 0, width: 500, height: 600))
        h.group.setConversion(from: "a", to: "w") { (card: String) -> Int? in Int(card.dropFirst()).map { 100 + $0 } }
        h.down(160, 50, at: 0)                     // c2
        h.move(170, 50, at: 0.8)
        h.move(600 + 10, 10, at: 1.0)              // over 10, top left of the waterfall
        #expect(h.group.hostViewID == "w")
        #expect(waterfall.snapshot.contains(102))
        h.up(600 + 10, 10, at: 1.2)
        #expect(h.sections("a") == [["c1", "c3"]])
        #expect(waterfall.snapshot.items(inSection: 0) == [102, 10, 11, 12, 13])
        let move = try #require(h.moves.first)
        #expect(move.items(as: String.self) == ["c2"] && move.convertedItems(as: Int.self) == [102])
        #expect(move.destinationPath == ItemPath(0, 0))
        h.advance(to: 3)
        #expect(engineSettledDisplayProblems(waterfall) == [])
    }

    @Test func aViewWithoutAConversionForTheItemTypeIsNotADestination() throws {
        let h = try CrossViewHarness(["a": [["c1", "c2"]]])
        let other = try CollectionView(snapshot: try SectionedSnapshot<Int, Int>(sections: [(0, [1, 2])]),
                                       layout: AnyLayout(try FlowLayout(itemCounts: [2], itemSizing: .uniform(Size(width: 100, height: 100)),
                                                                        minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                                                        containerSize: Size(width: 500, height: 600))),
                                       viewportSize: Size(width: 500, height: 600), mode: .edit, clock: h.clock)
        try h.group.addView(other, id: "n", frame: Rect(x: 600, y: 0, width: 500, height: 600))
        h.down(50, 50, at: 0)
        h.move(60, 50, at: 0.8)
        h.move(650, 50, at: 1.0)
        #expect(!h.group.isDraggingBetweenViews)
        #expect(other.snapshot.items(inSection: 0) == [1, 2])
        h.up(650, 50, at: 1.2)
        #expect(h.sections("a") == [["c1", "c2"]], "released outside its own view: a cancel")
    }

    @Test func ownersApplyingDuringASharedDragKeepTheDrag() throws {
        let h = try CrossViewHarness(["a": [["A", "B", "C", "D"]], "b": [["E", "F", "G", "H"]]])
        h.down(50, 50, at: 0)
        h.move(60, 50, at: 0.8)
        h.move(600 + 270, 50, at: 1.0)             // over G in b
        // a's owner still has A (it was not told anything yet) and adds X.
        h.owners["a"] = [["X", "A", "B", "C", "D"]]
        h.views["a"]!.apply(try SectionedSnapshot(sections: [(0, ["X", "A", "B", "C", "D"])]))
        #expect(h.sections("a") == [["X", "B", "C", "D"]], "the lent item stays out")
        // b's owner removes E and adds Z; the hosted A stays lifted.
        h.owners["b"] = [["F", "G", "H", "Z"]]
        h.views["b"]!.apply(try SectionedSnapshot(sections: [(0, ["F", "G", "H", "Z"])]))
        #expect(h.views["b"]!.dragInProgress)
        #expect(h.sections("b").joined().sorted() == ["A", "F", "G", "H", "Z"])
        h.move(600 + 160, 50, at: 1.2)             // over G, now second
        h.up(600 + 160, 50, at: 1.4)
        #expect(h.sections("a") == [["X", "B", "C", "D"]])
        #expect(h.owners["a"] == h.sections("a"))
        #expect(h.owners["b"] == h.sections("b"), "owner \(h.owners["b"]!) view \(h.sections("b"))")
        #expect(h.sections("b").joined().filter { $0 == "A" }.count == 1)
        h.advance(to: 3)
        #expect(engineSettledDisplayProblems(h.views["a"]!) == [])
        #expect(engineSettledDisplayProblems(h.views["b"]!) == [])
    }
}

/// The source's owner deleting a lent item during a shared drag.
@Suite struct CrossViewLentItemRemovedTests {
    @Test func theSharedDragEndsAsACancel() throws {
        let h = try CrossViewHarness(["a": [["A", "B", "C"]], "b": [["E", "F"]]])
        h.down(50, 50, at: 0)
        h.move(60, 50, at: 0.8)
        h.move(650, 50, at: 1.0)
        #expect(h.group.hostViewID == "b")
        h.owners["a"] = [["B", "C"]]
        h.views["a"]!.apply(try SectionedSnapshot(sections: [(0, ["B", "C"])]))
        #expect(!h.group.isDraggingBetweenViews)
        #expect(!h.views["b"]!.dragInProgress)
        #expect(h.sections("b") == [["E", "F"]] && h.sections("a") == [["B", "C"]])
        #expect(h.lines("a").suffix(2) == ["cancelMove", "announce Drop cancelled, A was removed"])
        h.up(650, 50, at: 1.2)
        #expect(h.moves.isEmpty && h.proposals.isEmpty)
        #expect(h.sections("b") == [["E", "F"]])
    }
}
