import Testing
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
