import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The steps of an accessibility action as the view actions a gesture or a key would ask for
/// (`AccessibilityActionScript.Step.viewActions(at:)`), and the focus reaching an item from
/// outside the view (`AccessibilityActionScript.focus(on:in:)`): values in, actions out, no view.
@Suite struct AccessibilityActionScriptViewActionTests {
    private typealias Step = AccessibilityActionScript.Step

    private static func state() throws -> CollectionState<Int, String> {
        let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, ["A", "B", "C"]), (1, ["D"])])
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                  containerSize: Size(width: 340, height: 600))
        return CollectionState(snapshot: snapshot, layout: AnyLayout(flow), mode: .edit)
    }

    @Test func focusingIsReachingTheItemWithTheArrowsAndTakingTheKeyboardFocus() {
        #expect(Step.focus.viewActions(at: ItemPath(1, 0)) == [.focus(ItemPath(1, 0)), .focusEnters])
        #expect(Step.focus.viewActions(at: nil) == [], "an item no longer in the model: nothing")
    }

    @Test func selectDropAndCancelAreTheKeyboardsAndTheDragsOwn() {
        #expect(Step.select(ItemPath(0, 2)).viewActions(at: ItemPath(0, 0)) == [.select(ItemPath(0, 2))], "the planned path")
        #expect(Step.drop.viewActions(at: nil) == [.drop])
        #expect(Step.cancel.viewActions(at: nil) == [.cancelDrag])
        #expect(Step.require(.dragging).viewActions(at: nil) == [], "a requirement performs nothing")
    }

    @Test func thePrimaryActionIsToldAtTheItemsPathWhenItRuns() {
        #expect(Step.openPrimaryAction.viewActions(at: ItemPath(0, 1)) == [.tell(.primaryAction(ItemPath(0, 1)))])
        #expect(Step.openPrimaryAction.viewActions(at: nil) == [])
    }

    @Test func keyPressesAndTheStepsWithTheirOwnPerformersAreNoViewActions() {
        let others: [Step] = [.press(.space), .step(.down), .swap(over: ItemPath(0, 1)), .requestDeletion(ItemPath(0, 0)),
                              .moveToSection(1)]
        for step in others { #expect(step.viewActions(at: ItemPath(0, 0)) == nil, "\(step)") }
    }

    @Test func thePathIsReadOnlyByTheStepsThatNeedIt() {
        var reads = 0
        func path() -> ItemPath? {
            reads += 1
            return ItemPath(0, 0)
        }
        _ = Step.drop.viewActions(at: path())
        _ = Step.select(ItemPath(0, 0)).viewActions(at: path())
        #expect(reads == 0)
        _ = Step.focus.viewActions(at: path())
        #expect(reads == 1)
    }

    @Test func theFocusReachesAnItemInTheModelWhenNoDragIsInProgress() throws {
        var state = try Self.state()
        #expect(AccessibilityActionScript.focus(on: "D", in: state) == [.focus(ItemPath(1, 0)), .focusEnters])
        #expect(AccessibilityActionScript.focus(on: "Z", in: state) == nil, "not in the model")
        var controller = MoveController()
        _ = controller.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        let pointer = DragPointer(pointer: .zero, grabOffset: .zero, size: Size(width: 100, height: 100), time: 0, byKeyboard: true)
        state.drag = .move(MoveDrag(pointer: pointer, items: ["A"], controller: controller))
        #expect(AccessibilityActionScript.focus(on: "D", in: state) == nil, "the focus stays with the lifted item")
    }
}
