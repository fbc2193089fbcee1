import Testing
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicView

/// Issue 29 (1): the engine's accessibility model — the view, its visible and focused items
/// with the owner's names, positions, states and actions — without a window.
@Suite struct AccessibilityModelTests {
    typealias People = AccessibilityPeople

    @Test("A list: the view's role, name, count and orientation; each visible row named and placed in its section")
    func listModel() throws {
        let driver = try People.list()
        let model = driver.view.accessibilityModel()
        #expect(model.view == AccessibilityViewElement(role: .list, name: "Contacts", itemCount: 43, sectionCount: 2,
                                                      orientation: .vertical, isMultiSelectable: true, mode: .browse))
        #expect(model.items.map(\.id) == (0..<14).map { "p\($0)" }, "the 14 rows that reach into the 600-point viewport")
        let anna = try #require(model.element("p2"))
        #expect(anna.role == .listItem)
        #expect(anna.name == "Anna Berg")
        #expect(anna.description == "Nordlicht AB")
        #expect((anna.positionInSet, anna.setSize, anna.sectionName) == (3, 40, "Friends"))
        #expect(anna.positionText == "3 of 40 in Friends")
        #expect(anna.fullDescription == "Nordlicht AB, 3 of 40 in Friends")
        #expect(anna.frame == Rect(x: 0, y: 88, width: 400, height: 44))
        #expect(anna.states == [])
        #expect(anna.actions == [.activate, .select, .delete], "browse mode: no lift, no moves")
        #expect(model.element("p3")?.fullDescription == "4 of 40 in Friends",
                "no description: the position alone")
        #expect(model.focused == nil && model.announcements == [])
    }

    @Test("A grid and a waterfall are grids; one unnamed section leaves the section out")
    func gridModel() throws {
        let grid = try People.grid(count: 12)
        let model = grid.view.accessibilityModel()
        #expect(model.view.role == .grid && model.view.itemCount == 12 && model.view.sectionCount == 1)
        #expect(model.items.count == 12 && model.items.allSatisfy { $0.role == .gridCell })
        let third = model.items[2]
        #expect((third.name, third.positionText, third.sectionName) == ("Anna Berg", "3 of 12", nil))
        #expect(third.frame == Rect(x: 220, y: 0, width: 100, height: 100))
        let waterfall = try People.waterfall()
        #expect(waterfall.view.accessibilityModel().view.role == .grid)
        waterfall.view.accessibility.viewRole = .list
        #expect(waterfall.view.accessibilityModel().items.allSatisfy { $0.role == .listItem }, "the owner's role wins")
    }

    @Test("Items keep their identity as they scroll out and back in; the model grows with the viewport, not the data")
    func stableIdentitiesWhenScrolling() throws {
        let snapshot = try SectionedSnapshot(sections: [("all", (0..<100_000).map { "p\($0)" })])
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                  containerSize: Size(width: 500, height: 600))
        let driver = try CollectionViewDriver(snapshot: snapshot, layout: AnyLayout(flow),
                                              viewportSize: Size(width: 500, height: 600))
        let top = driver.view.accessibilityModel()
        #expect(top.items.count == 24, "6 rows of 4 reach into the viewport, of 100,000 items")
        driver.view.setContentOffset(Point(x: 0, y: 55_000))
        let middle = driver.view.accessibilityModel()
        #expect(middle.items.count == 24)
        #expect(Set(middle.items.map(\.id)).isDisjoint(with: top.items.map(\.id)))
        #expect(middle.items[0].id == "p2000" && middle.items[0].positionText == "2001 of 100000")
        driver.view.setContentOffset(.zero)
        #expect(driver.view.accessibilityModel() == top, "back at the top: equal values, item by item")
    }

    @Test("The focused item stays in the model when it scrolls away, and states follow selection and focus")
    func focusedAndSelected() throws {
        let driver = try People.list()
        driver.key(.down)                               // focus p0
        driver.key(.down)                               // p1
        driver.key(.space)                              // select p1
        var model = driver.view.accessibilityModel()
        #expect(model.focused == "p1")
        #expect(model.element("p1")?.states == [.selected, .focused])
        #expect(model.element("p1")?.actions == [.activate, .delete], "selected: no select action")
        driver.view.setContentOffset(Point(x: 0, y: 44 * 25))
        model = driver.view.accessibilityModel()
        #expect(model.items.first?.id == "p1", "the focused row first, in reading order, though scrolled away")
        #expect(model.items.dropFirst().first?.id == "p25")
        let frame = try #require(model.element("p1")).frame
        #expect(frame == Rect(x: 0, y: 44 - 1100, width: 400, height: 44), "in viewport coordinates, above it")
    }

    @Test("Edit mode: movable items are editable, with lift, moves and the other section; disabled items have no actions")
    func editActions() throws {
        let driver = try People.list(mode: .edit)
        driver.view.delegate.canMoveItem = { $0 != ItemPath(0, 0) }
        driver.view.accessibility.isEnabled = { $0 != "p1" }
        let model = driver.view.accessibilityModel()
        #expect(model.element("p0")?.states == [])
        #expect(model.element("p0")?.actions == [.activate, .delete], "no select: a click does not select in edit mode")
        #expect(model.element("p1")?.states == [.disabled] && model.element("p1")?.actions == [])
        let anna = try #require(model.element("p2"))
        #expect(anna.states == [.editable])
        #expect(anna.actions == [.activate, .delete, .lift, .move(.up), .move(.down), .moveToSection(1)])
        #expect(anna.actions.map(\.name) == ["activate", "delete", "lift", "move-up", "move-down", "move-to-section-2"])
        #expect(driver.view.performAccessibilityAction(.select, on: "p2") == false && driver.view.selectedItems == [])
        #expect(driver.view.performAccessibilityAction(.lift, on: "p1") == false, "a disabled item does nothing")
        #expect(driver.view.dragInProgress == false)
    }

    @Test("During a keyboard move the lifted item is grabbed at its target; during an exchange the displaced one is the drop target")
    func statesDuringDrags() throws {
        let driver = try People.list(mode: .edit)
        #expect(driver.view.performAccessibilityAction(.lift, on: "p2"))
        driver.key(.down)
        var model = driver.view.accessibilityModel()
        let anna = try #require(model.element("p2"))
        #expect(anna.path == ItemPath(0, 3) && anna.positionText == "4 of 40 in Friends", "presented at its target")
        #expect(anna.states == [.focused, .editable, .grabbed])
        #expect(anna.actions == [.drop, .cancel, .move(.up), .move(.down)])
        #expect(model.element("p3")?.path == ItemPath(0, 2) && model.element("p3")?.actions == [])
        driver.key(.escape)

        let exchange = try People.list(mode: .exchange)
        #expect(exchange.view.performAccessibilityAction(.lift, on: "p2"))
        exchange.key(.down)
        model = exchange.view.accessibilityModel()
        #expect(model.element("p2")?.states == [.focused, .editable, .grabbed])
        #expect(model.element("p3")?.states == [.editable, .dropTarget], "Max would swap with Anna")
        #expect(model.element("p5")?.actions == [.swap(with: "p2")])
    }

    @Test("Actions performed through the model change the view as the keyboard would")
    func actionsChangeTheView() throws {
        let browse = try People.list()
        #expect(browse.view.performAccessibilityAction(.activate, on: "p2"))
        #expect(browse.view.selectedItems == ["p2"] && browse.view.accessibilityModel().element("p2")?.states == [.selected, .focused])
        #expect(browse.view.performAccessibilityAction(.delete, on: "p3"))
        #expect(browse.view.requests.confirmationRequest?.title == "Delete Max Berg?")
        #expect(browse.view.performAccessibilityAction(.drop, on: "p2") == false, "no drag: nothing to drop")

        let edit = try People.list(mode: .edit)
        #expect(edit.view.performAccessibilityAction(.move(.down), on: "p2"))
        #expect(edit.view.snapshot.items(inSection: 0).prefix(4) == ["p0", "p1", "p3", "p2"])
        #expect(edit.eventLog.filter { !$0.hasPrefix("announce") } == ["canMove 0.2", "move 0.2 -> 0.3"])
        #expect(edit.view.performAccessibilityAction(.moveToSection(1), on: "p3"))
        #expect(edit.view.snapshot.items(inSection: 1) == ["p40", "p41", "p42", "p3"])
        #expect(edit.announced.last == "Moved Max Berg to position 4 in Work")

        let exchange = try People.list(mode: .exchange)
        #expect(exchange.view.performAccessibilityAction(.swap(with: "p5"), on: "p2"))
        #expect(exchange.view.snapshot.items(inSection: 0).prefix(6) == ["p0", "p1", "p5", "p3", "p4", "p2"])
        #expect(exchange.eventLog.contains("didFinishExchangeTransaction 0.5 0.2"))
        #expect(exchange.announced.last == "Swapped Anna Berg and Person 5")
    }
}
