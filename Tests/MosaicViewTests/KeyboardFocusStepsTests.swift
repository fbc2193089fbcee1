import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// A focus move's steps (``KeyboardMachine/focusSteps(_:extending:in:navigator:contentOffset:)``)
/// and what "Move to ‹section›" comes to (``SectionMove/actions(for:section:)``): values, no view.
@Suite struct KeyboardFocusStepsTests {
    private typealias State = CollectionState<Int, String>

    /// A 3-column flow of 100-point cells with 10-point gaps over 30 items, in a 340 × 200 viewport.
    private static func state(focused: String? = nil) throws -> State {
        let items = (0..<30).map { "I\($0)" }
        let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, items)])
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 340, height: 200))
        var s = State(snapshot: snapshot, layout: AnyLayout(flow), mode: .browse)
        s.focused = focused
        return s
    }

    private static func steps(_ key: Key, extending: Bool = false, _ s: State, offset: Point = .zero) -> [ViewAction] {
        KeyboardMachine.focusSteps(key, extending: extending, in: s, navigator: KeyboardNavigator(layout: s.layout,
                                   viewportSize: Size(width: 340, height: 200)), contentOffset: offset)
    }

    @Test func anArrowFocusesTheNeighbourAndFromNothingTheFirstItem() throws {
        #expect(Self.steps(.right, try Self.state(focused: "I1")) == [.focus(ItemPath(0, 2))])
        #expect(Self.steps(.down, try Self.state(focused: "I1")) == [.focus(ItemPath(0, 4))])
        #expect(Self.steps(.down, try Self.state()) == [.focus(ItemPath(0, 0))])
    }

    @Test func aPageKeyScrollsAViewportHeightFirst() throws {
        let s = try Self.state(focused: "I0")
        let down = Self.steps(.pageDown, s, offset: Point(x: 0, y: 30))
        #expect(down.first == .scroll(to: Point(x: 0, y: 230)))
        #expect(down.count == 2)
        if case .focus(let path)? = down.last { #expect(path.item > 0) } else { Issue.record("no focus step: \(down)") }
        #expect(Self.steps(.pageUp, s, offset: Point(x: 0, y: 30)).first == .scroll(to: Point(x: 0, y: -170)))
    }

    @Test func shiftExtendsFromTheItemFocusedBeforeEvenWhenTheKeyReachesNothing() throws {
        let s = try Self.state(focused: "I1")
        #expect(Self.steps(.right, extending: true, s) == [.focus(ItemPath(0, 2)), .extendSelection(fromFocusAt: ItemPath(0, 1))])
        #expect(Self.steps(.up, extending: true, s) == [.extendSelection(fromFocusAt: ItemPath(0, 1))])
        #expect(Self.steps(.up, s).isEmpty)
        #expect(Self.steps(.home, extending: true, try Self.state()) == [.focus(ItemPath(0, 0)), .extendSelection(fromFocusAt: nil)])
    }

    @Test func aSectionMoveIsAnnouncedRefusedOrOneRelayoutReportedAndAnnounced() {
        #expect(SectionMove.none.actions(for: "Max", section: 1) == [DragAction<String>]())
        #expect(SectionMove.refused.actions(for: "Max", section: 1) == [.announce(.refused("Max"))])
        #expect(SectionMove.stays.actions(for: "Max", section: 1) == [.announce(.refusedSection("Max", 1))])
        let from = ItemPath(0, 2), to = ItemPath(1, 4)
        #expect(SectionMove.move(from: from, to: to).actions(for: "Max", section: 1)
                == [.relayout([.move(from: from, to: to)]), .reportMove(["Max"], from: [from], to: to), .announce(.moved(["Max"], to: to))])
    }
}
