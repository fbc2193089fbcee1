import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// ``DragRebase`` as a value: where a drag goes when the owner replaces the model.
@Suite struct DragRebaseTests {
    typealias Rebase = DragRebase<String, String>
    let pointer = DragPointer(pointer: .zero, grabOffset: .zero, size: Size(width: 10, height: 10), time: 0, byKeyboard: false)

    func snapshot(_ sections: [(String, [String])]) throws -> SectionedSnapshot<String, String> {
        try SectionedSnapshot(sections: sections)
    }

    /// A movement of `items` lifted from `sources`, its block moved to `target`.
    func move(_ items: [String], from sources: [ItemPath], to target: ItemPath) -> DragSession<String> {
        var c = MoveController()
        _ = c.handle(.lift(sources: sources, origin: sources[0]))
        _ = c.handle(.step(to: target))
        return .move(MoveDrag(pointer: pointer, items: items, controller: c))
    }

    @Test func thePlaceholderStaysAfterItsPredecessor() throws {
        let old = try snapshot([("s", ["A", "B", "C", "D", "E"])])
        // A presented after C: B C A D E.
        let session = move(["A"], from: [ItemPath(0, 0)], to: ItemPath(0, 2))
        let new = try snapshot([("s", ["X", "E", "A", "C", "B", "D"])])
        #expect(Rebase.outcome(of: session, old: old, new: new)
                == .move(items: ["A"], sources: [ItemPath(0, 2)], origin: ItemPath(0, 2), target: ItemPath(0, 3)))
    }

    @Test func aDeletedPredecessorHandsOverToTheSuccessorThenTheIndex() throws {
        let old = try snapshot([("s", ["A", "B", "C", "D", "E"])])
        let session = move(["A"], from: [ItemPath(0, 0)], to: ItemPath(0, 2))   // B C A D E
        // B and C gone: before D.
        let new = try snapshot([("s", ["A", "Y", "D", "E"])])
        #expect(Rebase.outcome(of: session, old: old, new: new)
                == .move(items: ["A"], sources: [ItemPath(0, 0)], origin: ItemPath(0, 0), target: ItemPath(0, 1)))
        // Every neighbour gone: the same index, clamped.
        let bare = try snapshot([("s", ["A", "Z"])])
        #expect(Rebase.outcome(of: session, old: old, new: bare)
                == .move(items: ["A"], sources: [ItemPath(0, 0)], origin: ItemPath(0, 0), target: ItemPath(0, 1)))
    }

    @Test func theTargetSectionGoneSendsTheBlockHome() throws {
        let old = try snapshot([("s", ["A", "B"]), ("t", ["C", "D"])])
        let session = move(["A"], from: [ItemPath(0, 0)], to: ItemPath(1, 1))   // B | C A D
        let new = try snapshot([("s", ["B", "A"])])
        #expect(Rebase.outcome(of: session, old: old, new: new)
                == .move(items: ["A"], sources: [ItemPath(0, 1)], origin: ItemPath(0, 1), target: ItemPath(0, 1)))
    }

    @Test func theGrabbedItemGoneIsARemoval() throws {
        let old = try snapshot([("s", ["A", "B", "C"])])
        let session = move(["A", "C"], from: [ItemPath(0, 0), ItemPath(0, 2)], to: ItemPath(0, 1))
        #expect(Rebase.outcome(of: session, old: old, new: try snapshot([("s", ["B", "C"])])) == .removed(["A", "C"]))
        // Another lifted item gone: the block goes on without it.
        #expect(Rebase.outcome(of: session, old: old, new: try snapshot([("s", ["A", "B"])]))
                == .move(items: ["A"], sources: [ItemPath(0, 0)], origin: ItemPath(0, 0), target: ItemPath(0, 1)))
    }

    @Test func anExchangeFindsBothItemsInTheCommittedOrder() throws {
        var c = ExchangeController()
        _ = c.handle(.catchItem(at: ItemPath(0, 0)))
        _ = c.handle(.over(ItemPath(0, 2), frame: nil, point: nil))
        let session = DragSession<String>.exchange(ExchangeDrag(pointer: pointer, item: "A", controller: c))
        let live = try snapshot([("s", ["C", "B", "A", "D"])])             // A swapped with C
        let committed = try snapshot([("s", ["Z", "A", "B", "C", "D"])])
        #expect(Rebase.outcome(of: session, old: live, new: committed)
                == .exchange(origin: ItemPath(0, 1), displaced: ItemPath(0, 3), retarget: false))
        #expect(Rebase.outcome(of: session, old: live, new: try snapshot([("s", ["A", "B", "D"])]))
                == .exchange(origin: ItemPath(0, 0), displaced: nil, retarget: true))
        #expect(Rebase.outcome(of: session, old: live, new: try snapshot([("s", ["B", "C"])])) == .removed(["A"]))
    }

    @Test func locateLooksOutwardThenEverywhere() throws {
        let old = try snapshot([("s", ["A", "B"]), ("t", ["C"])])
        let new = try snapshot([("t", ["C", "B"]), ("s", ["A"])])
        #expect(Rebase.locate("A", near: ItemPath(0, 0), old: old, new: new) == ItemPath(1, 0))
        #expect(Rebase.locate("B", near: ItemPath(0, 1), old: old, new: new) == ItemPath(0, 1))
        #expect(Rebase.locate("Q", near: ItemPath(0, 1), old: old, new: new) == nil)
    }
}
