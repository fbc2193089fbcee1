import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The keyboard's decisions (`KeyboardMachine`) alone: a key in, an action out, no view. The
/// view's own keyboard tests check what performing the actions does.
@Suite struct KeyboardMachineTests {
    private typealias State = CollectionState<Int, String>

    /// A 3-column flow of 100-point cells with 10-point gaps over `sections`.
    private static func state(_ sections: [[String]] = [["A", "B", "C", "D"], ["E"]], mode: InteractionMode = .browse) throws -> State {
        let snapshot = try SectionedSnapshot<Int, String>(sections: sections.enumerated().map { ($0.offset, $0.element) })
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 340, height: 600))
        return State(snapshot: snapshot, layout: AnyLayout(flow), mode: mode)
    }

    private static func pointer(byKeyboard: Bool) -> DragPointer {
        DragPointer(pointer: .zero, grabOffset: .zero, size: Size(width: 100, height: 100), time: 0, byKeyboard: byKeyboard)
    }

    /// `state` with "A" lifted at 0.0 for a movement.
    private static func lifted(_ s: State, byKeyboard: Bool) -> State {
        var s = s
        var controller = MoveController()
        _ = controller.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        s.drag = .move(MoveDrag(pointer: pointer(byKeyboard: byKeyboard), items: ["A"], controller: controller))
        return s
    }

    private static func action(_ key: Key, _ modifiers: Modifiers, _ s: State) -> KeyboardMachine.Action? {
        KeyboardMachine.action(for: key, modifiers: modifiers, in: s)
    }

    private static func action(_ key: Key, _ s: State) -> KeyboardMachine.Action? { action(key, [], s) }

    @Test func undoRedoAndSelectAllNeedCtrl() throws {
        let s = try Self.state()
        #expect(Self.action(.character("z"), [.ctrl], s) == .undo)
        #expect(Self.action(.character("z"), [.ctrl, .shift], s) == .redo)
        #expect(Self.action(.character("a"), [.ctrl], s) == .selectAll)
        #expect(Self.action(.character("z"), [], s) == nil)
        #expect(Self.action(.character("a"), [.ctrl], Self.lifted(s, byKeyboard: true)) == nil)
        // Undo stays an action during a drag: the view's canUndo refuses it there.
        #expect(Self.action(.character("z"), [.ctrl], Self.lifted(s, byKeyboard: true)) == .undo)
    }

    @Test func escapeCancelsADragElseDeselectsAndTabLeavesOnlyWithoutADrag() throws {
        let s = try Self.state()
        #expect(Self.action(.escape, s) == .deselectAll)
        #expect(Self.action(.escape, Self.lifted(s, byKeyboard: false)) == .cancelDrag)
        #expect(Self.action(.tab, s) == .focusLeaves(forward: true))
        #expect(Self.action(.tab, [.shift], s) == .focusLeaves(forward: false))
        #expect(Self.action(.tab, Self.lifted(s, byKeyboard: true)) == nil)
    }

    @Test func aKeyPressCarriesTheFocusFlagsAndTabTellsTheOwner() throws {
        let s = try Self.state()
        #expect(KeyboardMachine.actions(for: .tab, modifiers: [.shift], in: s)
                == [.focusLeaves(forward: false), .tell(.focusLeaves(forward: false))])
        #expect(KeyboardMachine.actions(for: .tab, modifiers: [], in: Self.lifted(s, byKeyboard: true)) == [])   // no focus change
        #expect(KeyboardMachine.actions(for: .escape, modifiers: [], in: s) == [.focusEnters, .deselectAll])
        #expect(KeyboardMachine.actions(for: .space, modifiers: [], in: s) == [.focusEnters])   // nothing focused: the focus alone
    }

    @Test func spaceAndEnterActOnTheFocusedItemByMode() throws {
        var s = try Self.state()
        #expect(Self.action(.space, s) == nil)   // nothing focused
        s.focused = "B"
        #expect(Self.action(.space, s) == .select(ItemPath(0, 1)))
        #expect(Self.action(.enter, s) == .select(ItemPath(0, 1)))
        s.mode = .edit
        #expect(Self.action(.space, s) == .lift(ItemPath(0, 1), grabbedAt: nil))
        s.mode = .exchange
        #expect(Self.action(.enter, s) == .catchItem(ItemPath(0, 1), grabbedAt: nil))
        // During a drag Space drops a keyboard drag and leaves a pointer drag alone.
        #expect(Self.action(.space, Self.lifted(s, byKeyboard: true)) == .drop)
        #expect(Self.action(.space, Self.lifted(s, byKeyboard: false)) == nil)
    }

    @Test func deleteAsksAboutTheSelectionAnchoredAtTheFocusWhenSelected() throws {
        var s = try Self.state()
        #expect(Self.action(.delete, s) == nil)
        s.focused = "E"
        #expect(Self.action(.delete, s) == .confirmDeletion([ItemPath(1, 0)], anchor: ItemPath(1, 0)))
        s.selection = ["C", "A"]
        // The focused E is not selected: the first selected path anchors.
        #expect(Self.action(.delete, s) == .confirmDeletion([ItemPath(0, 0), ItemPath(0, 2)], anchor: ItemPath(0, 0)))
        s.focused = "C"
        #expect(Self.action(.delete, s) == .confirmDeletion([ItemPath(0, 0), ItemPath(0, 2)], anchor: ItemPath(0, 2)))
        s.mode = .edit
        #expect(Self.action(.delete, s) == nil)   // browse mode only
    }

    @Test func navigationKeysMoveTheFocusOrAKeyboardDragAndNothingInAnEmptyModel() throws {
        let s = try Self.state()
        #expect(Self.action(.right, s) == .moveFocus(.right, extending: false))
        #expect(Self.action(.pageDown, [.shift], s) == .moveFocus(.pageDown, extending: true))
        #expect(Self.action(.left, Self.lifted(s, byKeyboard: true)) == .dragStep(.left))
        #expect(Self.action(.left, Self.lifted(s, byKeyboard: false)) == nil)
        #expect(Self.action(.down, try Self.state([[]])) == nil)
        #expect(Self.action(.character("x"), s) == nil)
    }

    @Test func aDragStepFollowsFlowLinesAndTriesSpatialTargetsAcrossThem() throws {
        let s = Self.lifted(try Self.state(), byKeyboard: true)
        let nav = KeyboardNavigator(layout: s.layout, viewportSize: Size(width: 340, height: 600))
        // Along a vertical flow's lines: reading order, kept without a check.
        #expect(KeyboardMachine.dragStep(.right, in: s.drag, navigator: nav) == .move([ItemPath(0, 1)], check: nil))
        // Across lines: the nearest items below, each checked to move the block down.
        guard case .move(let targets, let check?)? = KeyboardMachine.dragStep(.down, in: s.drag, navigator: nav) else {
            Issue.record("expected a checked move"); return
        }
        #expect(targets.first == ItemPath(0, 3) && !targets.contains(ItemPath(0, 0)))
        #expect(check.isMade(by: Rect(x: 0, y: 110, width: 100, height: 100)))
        #expect(!check.isMade(by: Rect(x: 110, y: 0, width: 100, height: 100)))
        // End takes the last slot; Home from the first slot is no step.
        #expect(KeyboardMachine.dragStep(.end, in: s.drag, navigator: nav) == .move([ItemPath(1, 1)], check: nil))
        #expect(KeyboardMachine.dragStep(.home, in: s.drag, navigator: nav) == nil)
        #expect(KeyboardMachine.dragStep(.down, in: DragSession<String>?.none, navigator: nav) == nil)
    }
}
