import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Accessibility actions planned as keyboard steps (`AccessibilityActionScript`) alone: an
/// action and the model state in, the steps and how success is judged out, no view. The
/// accessibility tests of the view check what running them does.
@Suite struct AccessibilityActionScriptTests {
    private typealias State = CollectionState<Int, String>
    private typealias Script = AccessibilityActionScript

    private static func state(mode: InteractionMode) throws -> State {
        let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, ["A", "B", "C"]), (1, ["D"])])
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 340, height: 600))
        return State(snapshot: snapshot, layout: AnyLayout(flow), mode: mode)
    }

    private static func pointer(byKeyboard: Bool) -> DragPointer {
        DragPointer(pointer: .zero, grabOffset: .zero, size: Size(width: 100, height: 100), time: 0, byKeyboard: byKeyboard)
    }

    private static func plan(_ action: AccessibilityAction<String>, on id: String = "A", _ s: State,
                             selectsOnClick: Bool = true, canDelete: Bool = true) -> Script? {
        Script.plan(action, on: id, in: s, selectsOnClick: selectsOnClick, canDelete: { _ in canDelete })
    }

    @Test func withoutADragActionsFocusTheItemAndPressItsKeys() throws {
        let browse = try Self.state(mode: .browse), edit = try Self.state(mode: .edit)
        #expect(Self.plan(.activate, browse) == Script([.focus, .press(.space)], .done))
        #expect(Self.plan(.select, on: "B", browse) == Script([.focus, .select(ItemPath(0, 1))], .done))
        #expect(Self.plan(.select, edit, selectsOnClick: false) == nil)
        #expect(Self.plan(.delete, on: "D", browse) == Script([.focus, .requestDeletion(ItemPath(1, 0))], .done))
        #expect(Self.plan(.delete, browse, canDelete: false) == nil)
        #expect(Self.plan(.lift, browse) == nil)
        #expect(Self.plan(.lift, edit) == Script([.focus, .press(.space)], .dragStarted))
        #expect(Self.plan(.move(.right), edit)
                == Script([.focus, .press(.space), .require(.dragging), .step(.right), .press(.space)], .moved))
        #expect(Self.plan(.moveToSection(1), edit) == Script([.focus, .moveToSection(1)], .inSection(1)))
        #expect(Self.plan(.moveToSection(2), edit) == nil)
        #expect(Self.plan(.moveToSection(1), browse) == nil)
        #expect(Self.plan(.drop, edit) == nil && Self.plan(.cancel, edit) == nil)
        #expect(Self.plan(.activate, on: "Z", browse) == nil)
    }

    @Test func duringADragOnlyTheGrabbedItemActsAndAPointerDragDropsAsTheMouseWould() throws {
        var s = try Self.state(mode: .edit)
        var controller = MoveController()
        _ = controller.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        s.drag = .move(MoveDrag(pointer: Self.pointer(byKeyboard: true), items: ["A"], controller: controller))
        #expect(Self.plan(.drop, s) == Script([.press(.space)], .dragEnded))
        #expect(Self.plan(.activate, s) == Script([.press(.space)], .dragEnded))
        #expect(Self.plan(.move(.down), s) == Script([.step(.down)], .moved))
        #expect(Self.plan(.cancel, s) == Script([.cancel], .done))
        #expect(Self.plan(.drop, on: "B", s) == nil && Self.plan(.select, on: "B", s) == nil)
        s.drag = .move(MoveDrag(pointer: Self.pointer(byKeyboard: false), items: ["A"], controller: controller))
        #expect(Self.plan(.drop, s) == Script([.drop], .dragEnded))
        #expect(Self.plan(.move(.down), s) == nil)   // a pointer drag is not stepped by keys
    }

    @Test func aSwapCatchesSwapsOverThePartnerAndReleases() throws {
        var s = try Self.state(mode: .exchange)
        #expect(Self.plan(.swap(with: "C"), s)
                == Script([.focus, .press(.space), .require(.exchanging), .swap(over: ItemPath(0, 2)), .press(.space)], .moved))
        #expect(Self.plan(.swap(with: "A"), s) == nil && Self.plan(.swap(with: "Z"), s) == nil)
        // During a keyboard exchange of C, a swap of A with C goes over A.
        var controller = ExchangeController()
        _ = controller.handle(.catchItem(at: ItemPath(0, 2)))
        s.drag = .exchange(ExchangeDrag(pointer: Self.pointer(byKeyboard: true), item: "C", controller: controller))
        #expect(Self.plan(.swap(with: "C"), on: "A", s) == Script([.swap(over: ItemPath(0, 0)), .press(.space)], .moved))
        #expect(Self.plan(.swap(with: "B"), on: "A", s) == nil)   // neither is the caught item
        #expect(Self.plan(.swap(with: "B"), try Self.state(mode: .edit)) == nil)
    }

    @Test func activatingInBrowseModeOpensTheItemWhenTheOwnerHasAPrimaryAction() throws {
        let browse = try Self.state(mode: .browse), edit = try Self.state(mode: .edit)
        let opens = Script.plan(.activate, on: "B", in: browse, selectsOnClick: true, hasPrimaryAction: true, canDelete: { _ in true })
        #expect(opens == Script([.focus, .press(.space), .openPrimaryAction], .done))
        #expect(Script.plan(.activate, on: "B", in: edit, selectsOnClick: true, hasPrimaryAction: true, canDelete: { _ in true })
                == Script([.focus, .press(.space)], .done))
        #expect(Self.plan(.activate, on: "B", browse) == Script([.focus, .press(.space)], .done))
    }

    @Test func successIsJudgedByTheOutcome() {
        #expect(Script([.focus], .done).succeeded(dragging: true, moved: false, section: nil))
        #expect(Script([.drop], .dragEnded).succeeded(dragging: false, moved: false, section: 0))
        #expect(!Script([.drop], .dragEnded).succeeded(dragging: true, moved: false, section: 0))
        #expect(Script([.press(.space)], .dragStarted).succeeded(dragging: true, moved: false, section: 0))
        #expect(!Script([.press(.space)], .dragStarted).succeeded(dragging: false, moved: true, section: 0))
        #expect(Script([.step(.left)], .moved).succeeded(dragging: true, moved: true, section: 0))
        #expect(!Script([.step(.left)], .moved).succeeded(dragging: true, moved: false, section: 0))
        #expect(Script([.moveToSection(1)], .inSection(1)).succeeded(dragging: false, moved: false, section: 1))
        #expect(!Script([.moveToSection(1)], .inSection(1)).succeeded(dragging: false, moved: false, section: 0))
        #expect(!Script([.moveToSection(1)], .inSection(1)).succeeded(dragging: false, moved: false, section: nil))
    }
}

/// Running a script (`AccessibilityActionScript.run`) against a recorded drag: which steps
/// are performed, where a requirement stops it, and how a movement is measured.
@Suite struct AccessibilityActionScriptRunTests {
    private typealias Script = AccessibilityActionScript

    private static func keyboardMove(target: ItemPath) -> DragSession<String> {
        var controller = MoveController()
        _ = controller.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        if target != ItemPath(0, 0) { _ = controller.handle(.step(to: target)) }
        let pointer = DragPointer(pointer: .zero, grabOffset: .zero, size: Size(width: 100, height: 100), time: 0, byKeyboard: true)
        return .move(MoveDrag(pointer: pointer, items: ["A"], controller: controller))
    }

    @Test func everyStepButARequirementIsPerformedInOrderAndAStepThatMovedCounts() {
        var drag: DragSession<String>?
        var performed: [Script.Step] = []
        let script = Script([.focus, .press(.space), .require(.dragging), .step(.down), .press(.space)], .moved)
        let worked = script.run(drag: { drag }, section: { 0 }) { step in
            performed.append(step)
            switch step {
            case .press: drag = drag == nil ? Self.keyboardMove(target: ItemPath(0, 0)) : nil
            case .step: drag = Self.keyboardMove(target: ItemPath(0, 1))
            default: break
            }
        }
        #expect(performed == [.focus, .press(.space), .step(.down), .press(.space)])
        #expect(worked, "the step moved the block's target")
    }

    @Test func aRequirementThatDoesNotHoldStopsTheScriptAndAStepThatMovedNothingFails() {
        var performed: [Script.Step] = []
        let stopped = Script([.focus, .press(.space), .require(.dragging), .step(.down)], .moved)
            .run(drag: { nil as DragSession<String>? }, section: { 0 }) { performed.append($0) }
        #expect(!stopped && performed == [.focus, .press(.space)], "no drag began: nothing after the requirement")
        let still = Self.keyboardMove(target: ItemPath(0, 1))
        #expect(!Script([.step(.up)], .moved).run(drag: { still }, section: { 0 }) { _ in }, "the step mark did not change")
        #expect(!Script([.focus], .inSection(1)).run(drag: { nil as DragSession<String>? }, section: { 0 }) { _ in })
        #expect(Script([.focus], .inSection(0)).run(drag: { nil as DragSession<String>? }, section: { 0 }) { _ in })
    }
}
