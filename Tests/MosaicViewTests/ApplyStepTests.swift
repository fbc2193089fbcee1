import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// `ApplyStep`: the drag and reading-start part of an apply, decided by the state before anything
/// changes — the drag carried over the new model, where each new cell was presented before, and
/// the distance from the reading start a right-to-left horizontal view keeps.
@Suite struct ApplyStepTests {
    typealias Snap = SectionedSnapshot<Int, String>
    typealias State = CollectionState<Int, String>

    static func state(_ snapshot: Snap) throws -> State {
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 500, height: 600))
        return State(snapshot: snapshot, layout: AnyLayout(flow), mode: .edit)
    }

    static func rules(_ state: State) -> MoveRules { MoveRules(delegate: CollectionViewDelegate(), layout: state.layout, emit: { _ in }) }

    static func plan(_ new: Snap, over state: State) -> ApplyPlan<Int, String> {
        ApplyPlan(applying: new, over: state.snapshot, oldLayout: state.layout, presentedPath: nil, animating: [],
                  sizeForNewItem: { _ in Size(width: 100, height: 100) })
    }

    /// A movement of A (the first item) whose block is presented at `target`.
    static func lifting(_ state: inout State, to target: ItemPath) {
        var c = MoveController()
        _ = c.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        _ = c.handle(.step(to: target))
        let pointer = DragPointer(pointer: .zero, grabOffset: .zero, size: Size(width: 100, height: 100), time: 0, byKeyboard: false)
        state.drag = .move(MoveDrag(pointer: pointer, items: ["A"], controller: c))
    }

    @Test func withNoDragTheStepOnlyMapsOldPaths() throws {
        let state = try Self.state(try Snap(sections: [(0, ["A", "B", "C"])]))
        let new = try Snap(sections: [(0, ["X", "A", "C"])])
        let step = state.applyStep(to: new, plan: Self.plan(new, over: state), rules: Self.rules(state), fromReadingStart: nil)
        #expect(step.rebase == DragMachine<String>.Rebase())
        #expect(step.next == nil && !step.keepsAnchor && step.contentOffsetX(maximum: 300) == nil)
        #expect(step.oldPresentedPath(of: ItemPath(0, 0)) == nil)   // X is new
        #expect(step.oldPresentedPath(of: ItemPath(0, 1)) == ItemPath(0, 0))
        #expect(step.oldPresentedPath(of: ItemPath(0, 2)) == ItemPath(0, 2))
    }

    @Test func readingFromTheContentEndKeepsTheDistanceAndTheAnchorUnlessDragging() throws {
        var state = try Self.state(try Snap(sections: [(0, ["A", "B", "C"])]))
        let new = try Snap(sections: [(0, ["A", "B", "C", "D"])])
        let step = state.applyStep(to: new, plan: Self.plan(new, over: state), rules: Self.rules(state), fromReadingStart: 30)
        #expect(step.keepsAnchor)
        #expect(step.contentOffsetX(maximum: 200) == 170)
        Self.lifting(&state, to: ItemPath(0, 1))
        let dragging = state.applyStep(to: new, plan: Self.plan(new, over: state), rules: Self.rules(state), fromReadingStart: 30)
        #expect(!dragging.keepsAnchor)
        #expect(dragging.contentOffsetX(maximum: 200) == 170)
    }

    @Test func aMovementGoesOnOverTheNewModelAndCellsComeFromTheirOldPresentedPaths() throws {
        var state = try Self.state(try Snap(sections: [(0, ["A", "B", "C", "D"])]))
        Self.lifting(&state, to: ItemPath(0, 2))   // presented: B C A D
        let new = try Snap(sections: [(0, ["X", "A", "B", "C", "D"])])
        let step = state.applyStep(to: new, plan: Self.plan(new, over: state), rules: Self.rules(state), fromReadingStart: nil)
        // The placeholder stays after C: X B C A D, A's source now (0, 1).
        #expect(step.next?.move?.target == ItemPath(0, 3))
        #expect(step.next?.move?.controller.sources == [ItemPath(0, 1)])
        #expect(state.drag?.move?.target == ItemPath(0, 2))   // the state itself is unchanged
        #expect(step.rebase.inside.first == .takeEffect)
        #expect(!step.rebase.retargets)
        // New presented order X B C A D; old presented order B C A D.
        #expect(step.oldPresentedPath(of: ItemPath(0, 0)) == nil)
        #expect(step.oldPresentedPath(of: ItemPath(0, 1)) == ItemPath(0, 0))   // B
        #expect(step.oldPresentedPath(of: ItemPath(0, 3)) == nil)   // the block: the drag presents it
        #expect(step.oldPresentedPath(of: ItemPath(0, 4)) == ItemPath(0, 3))   // D
    }

    @Test func theGrabbedItemGoneEndsTheMovementAsACancel() throws {
        var state = try Self.state(try Snap(sections: [(0, ["A", "B", "C"])]))
        Self.lifting(&state, to: ItemPath(0, 1))
        let new = try Snap(sections: [(0, ["B", "C"])])
        let step = state.applyStep(to: new, plan: Self.plan(new, over: state), rules: Self.rules(state), fromReadingStart: nil)
        #expect(step.next == nil)
        #expect(step.rebase.inside == [.takeEffect])
        #expect(step.rebase.after.contains(.emit(.cancelMove)))
        #expect(step.oldPresentedPath(of: ItemPath(0, 0)) == ItemPath(0, 0))   // B: the old layout presented B A C
    }
}
