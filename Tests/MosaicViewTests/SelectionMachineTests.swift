import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// `CollectionState`'s selection machine: each step changes the selection and its anchor and
/// answers the delegate calls and bounces the view performs, in order.
@Suite struct SelectionMachineTests {
    private typealias State = CollectionState<Int, String>
    private typealias Change = SelectionChange<String>
    private static let modifiers = SelectionRules(multiple: false, withModifiers: true)

    private static func state(_ sections: [[String]]) throws -> State {
        let snapshot = try SectionedSnapshot<Int, String>(sections: sections.enumerated().map { ($0.offset, $0.element) })
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 500, height: 600))
        return State(snapshot: snapshot, layout: AnyLayout(flow), mode: .browse)
    }

    @Test func aTapReplacesTheSelectionAndATapOnTheSelectedItemKeepsIt() throws {
        var s = try Self.state([["A", "B"], ["C"]])
        #expect(s.tap(ItemPath(0, 0), multiple: false) == [.selected(ItemPath(0, 0)), .bounce("A")])
        #expect(s.tap(ItemPath(1, 0), multiple: false) == [.deselected(ItemPath(0, 0)), .selected(ItemPath(1, 0)), .bounce("C")])
        #expect(s.tap(ItemPath(1, 0), multiple: false) == [.bounce("C"), .selected(ItemPath(1, 0))])
        #expect(s.selection == ["C"] && s.selectionAnchor == "C")
        #expect(s.tap(ItemPath(5, 0), multiple: false) == [], "a path outside the model changes nothing")
        #expect(s.invariantViolations() == [])
    }

    @Test func aClickSelectsWithModifiersOpensOnADoubleClickElseTaps() throws {
        var s = try Self.state([["A", "B", "C"]])
        var pointers = PointerTracker<String>()
        let rules = SelectionRules(multiple: false, withModifiers: true, doubleClickInterval: 0.5)
        func click(_ item: Int, _ modifiers: Modifiers = [], id: Int = 0, at time: Double) -> [Change] {
            pointers.track(.pointerDown(id: id, position: .zero, modifiers: modifiers, time: time))
            pointers.track(.pointerUp(id: id, position: .zero, time: time))
            return s.click(ItemPath(0, item), pointers: &pointers, rules: rules, at: time)
        }
        #expect(click(0, at: 0) == [.selected(ItemPath(0, 0)), .bounce("A")], "a plain click taps")
        #expect(click(0, at: 0.3) == [.primaryAction(ItemPath(0, 0))], "the second click opens and selects nothing")
        #expect(click(0, at: 0.5) == [.bounce("A"), .selected(ItemPath(0, 0))], "a third click starts a new pair")
        #expect(click(1, .ctrl, at: 0.6) == [.selected(ItemPath(0, 1)), .bounce("B")], "ctrl toggles")
        #expect(click(1, at: 0.7) == [.deselected(ItemPath(0, 0)), .bounce("B"), .selected(ItemPath(0, 1))],
                "a ctrl+click breaks the pair: no double-click")
        #expect(click(2, id: 100, at: 1) == [.deselected(ItemPath(0, 1)), .selected(ItemPath(0, 2)), .bounce("C")])
        #expect(click(2, id: 100, at: 1.1).contains(.bounce("C")), "a finger never double-clicks")
        s.mode = .exchange
        _ = click(1, at: 2)
        #expect(!click(1, at: 2.1).contains(.primaryAction(ItemPath(0, 1))), "only browse mode opens")
        #expect(s.invariantViolations() == [])
    }

    @Test func multipleSelectionTogglesWithoutBouncingTheDeselectedItem() throws {
        var s = try Self.state([["A", "B", "C"]])
        _ = s.tap(ItemPath(0, 0), multiple: true)
        _ = s.tap(ItemPath(0, 2), multiple: true)
        #expect(s.tap(ItemPath(0, 0), multiple: true) == [.deselected(ItemPath(0, 0))])
        #expect(s.selection == ["C"])
    }

    @Test func shiftClickSelectsTheRangeFromTheAnchorInReadingOrder() throws {
        var s = try Self.state([["A", "B"], ["C", "D"]])
        _ = s.tap(ItemPath(0, 1), multiple: false)
        let changes = s.click(ItemPath(1, 1), modifiers: .shift, rules: Self.modifiers)
        #expect(changes == [.selected(ItemPath(1, 0)), .selected(ItemPath(1, 1)), .bounce("D")])
        #expect(s.selection == ["B", "C", "D"] && s.selectionAnchor == "B")
        // Back up past the anchor: the range flips, the items leaving it are deselected first.
        #expect(s.click(ItemPath(0, 0), modifiers: .shift, rules: Self.modifiers)
                == [.deselected(ItemPath(1, 0)), .deselected(ItemPath(1, 1)), .selected(ItemPath(0, 0)), .bounce("A")])
        #expect(s.selection == ["A", "B"])
    }

    @Test func ctrlClickTogglesAndAPlainClickIsLeftToTheTap() throws {
        var s = try Self.state([["A", "B"]])
        #expect(s.click(ItemPath(0, 1), modifiers: .ctrl, rules: Self.modifiers) == [.selected(ItemPath(0, 1)), .bounce("B")])
        #expect(s.click(ItemPath(0, 1), modifiers: .ctrl, rules: Self.modifiers) == [.deselected(ItemPath(0, 1))])
        #expect(s.click(ItemPath(0, 0), modifiers: [], rules: Self.modifiers) == nil)
        #expect(s.click(ItemPath(0, 0), modifiers: .ctrl, rules: SelectionRules(multiple: false, withModifiers: false)) == nil)
        #expect(s.selection.isEmpty)
    }

    @Test func extendingFromTheFocusSetsTheAnchorToThePreviousFocus() throws {
        var s = try Self.state([["A", "B", "C", "D"]])
        s.focused = "C"
        #expect(s.extendSelection(from: "A", rules: Self.modifiers)
                == [.selected(ItemPath(0, 0)), .selected(ItemPath(0, 1)), .selected(ItemPath(0, 2))])
        #expect(s.selectionAnchor == "A")
        #expect(s.extendSelection(from: "C", rules: SelectionRules(multiple: true, withModifiers: false)) == [])
    }

    @Test func selectAllReportsOnlyNewItemsAndDeselectAllReportsInSelectionOrder() throws {
        var s = try Self.state([["A", "B"], ["C"]])
        _ = s.tap(ItemPath(1, 0), multiple: true)
        _ = s.tap(ItemPath(0, 1), multiple: true)
        #expect(s.selectAll(rules: SelectionRules(multiple: false, withModifiers: false)) == [], "single selection without modifiers")
        #expect(s.selectAll(rules: Self.modifiers) == [.selected(ItemPath(0, 0))])
        #expect(s.selection == ["A", "B", "C"])
        _ = s.tap(ItemPath(0, 0), multiple: true)
        #expect(s.deselectAll() == [.deselected(ItemPath(0, 1)), .deselected(ItemPath(1, 0))])
        #expect(s.selection.isEmpty && s.invariantViolations() == [])
    }

    @Test func afterADeletionTheFocusTakesTheNextItemElseThePrevious() throws {
        var s = try Self.state([["A", "B", "C"]])
        s.focused = "B"
        s.selection = ["B", "C"]
        try s.snapshot.delete(at: [ItemPath(0, 1)])
        try s.layout.deleteItems(at: [ItemPath(0, 1)])
        s.refocus(afterRemovingFocusedAt: ItemPath(0, 1))
        #expect(s.focused == "C" && s.selection == ["C"])
        try s.snapshot.delete(at: [ItemPath(0, 1)])
        try s.layout.deleteItems(at: [ItemPath(0, 1)])
        s.refocus(afterRemovingFocusedAt: ItemPath(0, 1))
        #expect(s.focused == "A" && s.selection.isEmpty && s.invariantViolations() == [])
    }

    @Test func takingTheKeyboardFocusFocusesTheFirstSelectedElseTheFirstVisibleItem() throws {
        var s = try Self.state([["A", "B", "C", "D", "E", "F"]])   // 4 a row, rows every 110
        s.hasKeyboardFocus = false
        s.selection = ["F", "B"]
        s.takeKeyboardFocus(in: Viewport(size: Size(width: 500, height: 600)))
        #expect(s.hasKeyboardFocus && s.focused == "B", "the first selected in reading order")
        s.focused = "E"
        s.takeKeyboardFocus(in: Viewport(size: Size(width: 500, height: 600)))
        #expect(s.focused == "E", "a focused item keeps the focus")
        (s.focused, s.selection) = (nil, [])
        s.takeKeyboardFocus(in: Viewport(size: Size(width: 500, height: 100), contentOffset: Point(x: 0, y: 105)))
        #expect(s.focused == "E", "nothing selected: the first visible item (row 2 shows from y 110)")
        #expect(s.invariantViolations() == [])
    }
}
