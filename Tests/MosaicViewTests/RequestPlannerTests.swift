import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The view's questions to its presenter (`RequestPlanner`) alone: the model state in, the
/// deletion confirmation, the context menu and a menu answer's effect out, no view.
@Suite struct RequestPlannerTests {
    private typealias State = CollectionState<Int, String>
    private typealias Planner = RequestPlanner<Int, String>

    /// A 3-column flow of 100-point cells with 10-point gaps: A B C / D in section 0, E in section 1.
    private static func state() throws -> State {
        let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, ["A", "B", "C", "D"]), (1, ["E"])])
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 340, height: 600))
        return State(snapshot: snapshot, layout: AnyLayout(flow), mode: .browse)
    }

    private static func planner(_ state: State, configuration: CollectionViewConfiguration = CollectionViewConfiguration(),
                                offset: Point = .zero, refusing: Set<ItemPath> = []) -> Planner {
        Planner(state: state, configuration: configuration, contentOffset: offset,
                canDelete: { !refusing.contains($0) }, name: { "Item \($0)" })
    }

    @Test func aDeletionAsksAboutTheItemsTheOwnerLetsGoInReadingOrderAnchoredInTheViewport() throws {
        let p = Self.planner(try Self.state(), offset: Point(x: 0, y: 20), refusing: [ItemPath(0, 1)])
        let asked = try #require(p.deletion(of: [ItemPath(0, 2), ItemPath(0, 1), ItemPath(0, 0), ItemPath(0, 2), ItemPath(5, 0)],
                                            anchoredAt: ItemPath(0, 2)))
        #expect(asked.items == ["A", "C"])
        #expect(asked.question.paths == [ItemPath(0, 0), ItemPath(0, 2)] && asked.question.path == ItemPath(0, 2))
        #expect(asked.question.title == "Delete 2 items?")
        #expect(asked.question.anchor == Rect(x: 220, y: -20, width: 100, height: 100))
        let one = try #require(p.deletion(of: [ItemPath(1, 0)], anchoredAt: ItemPath(1, 0)))
        #expect(one.question.title == "Delete Item E?" && one.items == ["E"])
        // Nothing the owner lets go, or no cell to anchor at: no question.
        #expect(p.deletion(of: [ItemPath(0, 1)], anchoredAt: ItemPath(0, 1)) == nil)
        #expect(p.deletion(of: [ItemPath(0, 0)], anchoredAt: ItemPath(7, 7)) == nil)
    }

    @Test func aMenuListsTheOwnersEntriesDeleteAndTheOtherSections() throws {
        let p = Self.planner(try Self.state())
        var asked: [ItemPath] = []
        let owner = { (path: ItemPath) -> [ContextMenu.Item] in
            asked.append(path)
            return [ContextMenu.Item(title: "Open", identifier: "open")]
        }
        let modal = try #require(p.contextMenu(of: ItemPath(0, 1), at: Point(x: 150, y: 40), ownerItems: owner,
                                               sectionName: { "Group \($0)" }))
        guard case .contextMenu(let menu, let item) = modal else { Issue.record("expected a menu"); return }
        #expect(item == "B" && menu.path == ItemPath(0, 1) && asked == [ItemPath(0, 1)])
        #expect(menu.items.map(\.title) == ["Open", "Delete", "Move to Group 1"])
        #expect(menu.anchor == Rect(x: 150, y: 40, width: 0, height: 0))
        // The owner refuses deletion: no Delete. Menus switched off: no menu, the owner not asked.
        let refusing = Self.planner(try Self.state(), refusing: [ItemPath(1, 0)])
        guard case .contextMenu(let menu2, _)? = refusing.contextMenu(of: ItemPath(1, 0), at: .zero, ownerItems: { _ in [] },
                                                                     sectionName: { "Group \($0)" }) else {
            Issue.record("expected a menu"); return
        }
        #expect(menu2.items.map(\.title) == ["Move to Group 0"])
        var off = CollectionViewConfiguration()
        off.showsContextMenu = false
        #expect(Self.planner(try Self.state(), configuration: off).contextMenu(of: ItemPath(0, 0), at: .zero, ownerItems: owner,
                                                                              sectionName: { "\($0)" }) == nil)
        #expect(asked.count == 1)
    }

    @Test func answeringAMenuActsOnlyOnAnEnabledEntryOfTheOpenMenu() throws {
        var s = try Self.state()
        let p = Self.planner(s)
        let modal = p.contextMenu(of: ItemPath(0, 1), at: .zero,
                                  ownerItems: { _ in [ContextMenu.Item(title: "Off", identifier: "off", isEnabled: false),
                                                      ContextMenu.Item(title: "Open", identifier: "open")] },
                                  sectionName: { "\($0)" })
        #expect(p.answer(.delete, to: modal) == .confirmDeletion([ItemPath(0, 1)], anchor: ItemPath(0, 1)))
        #expect(p.answer(.moveToSection(1), to: modal) == .moveToSection("B", 1))
        #expect(p.answer(.custom("open"), to: modal) == .custom("open", ItemPath(0, 1)))
        #expect(p.answer(.custom("off"), to: modal) == nil)       // disabled
        #expect(p.answer(.moveToSection(0), to: modal) == nil)    // not an entry: B is in section 0
        #expect(p.answer(.delete, to: nil) == nil)                // no menu open
        // Delete on an item of a multiple selection asks about the whole selection.
        s.selection = ["E", "B"]
        #expect(Self.planner(s).answer(.delete, to: modal) == .confirmDeletion([ItemPath(0, 1), ItemPath(1, 0)], anchor: ItemPath(0, 1)))
        s.selection = ["E", "C"]
        #expect(Self.planner(s).answer(.delete, to: modal) == .confirmDeletion([ItemPath(0, 1)], anchor: ItemPath(0, 1)))
    }
}
