import Testing
import MosaicAnimation
import MosaicCore
@testable import MosaicView

/// `DeletionPlan`: the paths, sizes and places of a deletion, decided before anything changes,
/// and the path arithmetic the view animates and refocuses with.
@Suite struct DeletionPlanTests {
    private typealias State = CollectionState<String, String>

    private static func state() throws -> State {
        let snapshot = try SectionedSnapshot<String, String>(sections: [("S", ["A", "B", "C", "D"]), ("T", ["E", "F"])])
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 500, height: 600))
        return State(snapshot: snapshot, layout: AnyLayout(flow), mode: .browse)
    }

    @Test func itemsAreTakenInReadingOrderAndItemsNotInTheModelAreLeftOut() throws {
        let s = try Self.state()
        let plan = try #require(DeletionPlan(deleting: ["E", "Z", "B", "D"], in: s))
        #expect(plan.paths == [ItemPath(0, 1), ItemPath(0, 3), ItemPath(1, 0)])
        #expect(plan.items == ["B", "D", "E"])
        #expect(plan.sizes == Array(repeating: Size(width: 100, height: 100), count: 3))
        #expect(plan.places.map(\.section) == ["S", "S", "T"])
        #expect(DeletionPlan(deleting: ["Z"], in: s) == nil)
    }

    @Test func theDeletedItemsFadeFromWhereTheyArePresentedUnlessMotionIsReduced() throws {
        let s = try Self.state()
        let plan = try #require(DeletionPlan(deleting: ["E", "B"], in: s))
        let moving = Rect(x: 7, y: 8, width: 50, height: 50)
        let ghosts = plan.ghosts { item, path in item == "B" ? moving : s.layout.attributesForItem(at: path)?.frame }
        #expect(ghosts == [FadingGhosts<String>.Ghost(item: "B", path: ItemPath(0, 1), frame: moving),
                           FadingGhosts<String>.Ghost(item: "E", path: ItemPath(1, 0),
                                                      frame: try #require(s.layout.attributesForItem(at: ItemPath(1, 0))?.frame))])
        #expect(plan.ghosts { item, _ in item == "E" ? moving : nil }.map(\.item) == ["E"], "an item with no frame is left out")

        var presentation = Presentation<String>()
        var configuration = CollectionViewConfiguration()
        configuration.reducesMotion = true
        presentation.fadeOut(ghosts, configuration: configuration, time: 1)
        #expect(presentation.removing.isEmpty && presentation.isAtRest, "reduced motion: gone at once")
        configuration.reducesMotion = false
        presentation.fadeOut(ghosts, configuration: configuration, time: 1)
        #expect(presentation.removing["B"]?.frame == moving && presentation.removing["E"]?.path == ItemPath(1, 0))
        #expect(presentation.animator.targetValue(for: "B")?.alpha == 0, "each fades to transparent")
    }

    @Test func newPathsMapBackPastTheDeletedItemsAndTheFocusTakesTheNextPlace() throws {
        var s = try Self.state()
        let plan = try #require(DeletionPlan(deleting: ["B", "D", "E"], in: s))
        #expect(plan.oldPath(ofNewItemAt: ItemPath(0, 0)) == ItemPath(0, 0))
        #expect(plan.oldPath(ofNewItemAt: ItemPath(0, 1)) == ItemPath(0, 2), "C was at 0.2")
        #expect(plan.oldPath(ofNewItemAt: ItemPath(1, 0)) == ItemPath(1, 1), "F was at 1.1")
        #expect(plan.focusPath(replacing: "D") == ItemPath(0, 2))
        #expect(plan.focusPath(replacing: "C") == nil, "C is not deleted")
        s.delete(plan)
        #expect(s.snapshot.itemCounts == [2, 1] && s.layout.itemCounts == [2, 1])
        #expect(s.snapshot.items(inSection: 0) == ["A", "C"] && s.invariantViolations() == [])
        guard case .delete(let items, _, _) = plan.undoEntry else { Issue.record("a deletion's undo entry"); return }
        #expect(items == ["B", "D", "E"])
    }

    @Test func theAnnouncementNamesOneItemOrCountsSeveral() throws {
        let s = try Self.state()
        let one = try #require(DeletionPlan(deleting: ["B"], in: s))
        #expect(one.announcement(text: .deleteContact, name: { "Item \($0)" }) == "Deleted Item B")
        let three = try #require(DeletionPlan(deleting: ["E", "B", "D"], in: s))
        #expect(three.announcement(text: .deleteContact, name: { "Item \($0)" }) == "Deleted 3 contacts")
        #expect(three.announcement(text: DeletionConfirmationText(multipleDeletedMessage: "Gone: {name} and {count}"),
                                   name: { $0 }) == "Gone: B and 3")
    }
}
