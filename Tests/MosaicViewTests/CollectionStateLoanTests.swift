import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The model lent to an owner's in-place edit, as transitions of `CollectionState`: held →
/// lent → taken back (recorded, restored or adopted) → installed; the state after each is
/// consistent, and a state that cannot lend says so. Also the state's other transitions around
/// an apply: a new view's validated state, a deletion that refocuses, a custom layout's problem.
@Suite struct CollectionStateLoanTests {
    typealias State = CollectionState<Int, String>
    typealias Snap = SectionedSnapshot<Int, String>
    static let one = Size(width: 1, height: 1)

    static func state(_ items: [String] = ["a", "b", "c", "d"], sizes: Bool = false) throws -> State {
        var snapshot = try Snap(sections: [(0, items)])
        snapshot.recordEdits()
        let sizing: FlowLayout.ItemSizing = sizes ? .perItem { Size(width: Double(10 + $0.item), height: 10) }
                                                  : .uniform(Size(width: 100, height: 100))
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: sizing, minimumInteritemSpacing: 10,
                                  minimumLineSpacing: 10, containerSize: Size(width: 500, height: 600))
        return State(snapshot: snapshot, layout: AnyLayout(flow), mode: .browse)
    }

    @Test func aRecordedEditIsTakenBackAsItsUpdateAndInstalled() throws {
        var s = try Self.state()
        #expect(s.canLend)
        var lent = s.lendSnapshot()
        #expect(s.loan.isLent && !s.canLend && s.snapshot.numberOfItems == 0, "the state keeps a hollow")
        try lent.move(from: ItemPath(0, 0), to: ItemPath(0, 3))
        guard case .recorded(let update) = s.takeBack(&lent, threw: false) else { Issue.record("a recorded update"); return }
        #expect(!s.loan.isLent && update.changes.moves.count == 1)
        let plan = s.planApplying(lent: lent, update: update, displayed: [ItemPath(0, 0): "a"], animating: [],
                                  sizeForNewItem: { _ in Size(width: 1, height: 1) })
        #expect(plan.changes.moves.count == 1 && plan.paths.oldPath(ofNewItemAt: ItemPath(0, 3)) == ItemPath(0, 0))
        #expect(s.loan.displayedBefore == [ItemPath(0, 0): "a"], "planning the apply enters `applying`")
        #expect(s.displayedItem(at: ItemPath(0, 0)) == "a", "the item displayed before answers during the apply")
        s.install(lent, sizes: plan.sizes)
        #expect(s.snapshot.items(inSection: 0) == ["b", "c", "d", "a"] && s.snapshot.isRecordingEdits)
        #expect(s.loan.displayedBefore == nil && s.canLend && s.invariantViolations() == [])
    }

    @Test func aThrowOrAStoppedRecordingRestoresTheOldModel() throws {
        var s = try Self.state()
        var lent = s.lendSnapshot()
        try lent.delete(at: ItemPath(0, 1))
        guard case .restored = s.takeBack(&lent, threw: true) else { Issue.record("restored after a throw"); return }
        #expect(s.snapshot.items(inSection: 0) == ["a", "b", "c", "d"] && !s.loan.isLent && s.invariantViolations() == [])

        var t = try Self.state()
        var edited = t.lendSnapshot()
        try edited.appendSections([9])   // a section edit stops the recording
        guard case .restored = t.takeBack(&edited, threw: false) else { Issue.record("restored for the diff"); return }
        #expect(t.snapshot.items(inSection: 0) == ["a", "b", "c", "d"] && t.snapshot.numberOfSections == 1)
        #expect(edited.numberOfSections == 2, "the edited snapshot is then applied through the diff")
    }

    @Test func anAssignedSnapshotIsAdoptedWithNewSizesAndTheStateForgetsWhatItLacks() throws {
        var s = try Self.state(sizes: true)
        s.selection = ["b", "c"]
        s.focused = "c"
        var lent = s.lendSnapshot()
        lent = try Snap(sections: [(0, ["c", "x"])])
        guard case .adopt = s.takeBack(&lent, threw: false) else { Issue.record("adopt an assigned snapshot"); return }
        s.adopt(lent, sizeForNewItem: { _ in Size(width: 55, height: 5) })
        #expect(s.snapshot.items(inSection: 0) == ["c", "x"] && s.layout.itemCounts == [2])
        #expect(s.itemSizes == [[Size(width: 55, height: 5), Size(width: 55, height: 5)]])
        #expect(s.selection == ["c"] && s.focused == "c" && s.invariantViolations() == [])
    }

    @Test func anEditTakenBackIsPlannedRestoredOrAdoptedByTheState() throws {
        var s = try Self.state()
        var lent = s.lendSnapshot()
        try lent.move(from: ItemPath(0, 0), to: ItemPath(0, 3))
        var asked = 0
        let animating: () -> [String] = { asked += 1; return [] }
        guard case .planned(let plan) = s.takeBack(&lent, displayed: [ItemPath(0, 0): "a"], animating: animating(),
                                                   sizeForNewItem: { _ in Self.one }) else { Issue.record("planned"); return }
        #expect(plan.changes.moves.count == 1 && s.loan.displayedBefore == [ItemPath(0, 0): "a"] && asked == 1)

        var t = try Self.state()
        var edited = t.lendSnapshot()
        try edited.appendSections([9])   // the recording stops: applied as an edited copy
        guard case .restored = t.takeBack(&edited, displayed: [:], animating: animating(), sizeForNewItem: { _ in Self.one })
        else { Issue.record("restored"); return }
        #expect(t.snapshot.numberOfSections == 1 && !t.loan.isLent && asked == 1, "the animating items are asked only for a plan")

        var u = try Self.state()
        u.selection = ["a", "c"]
        var assigned = u.lendSnapshot()
        assigned = try Snap(sections: [(0, ["c", "x"])])
        guard case .adopted = u.takeBack(&assigned, displayed: [:], animating: animating(), sizeForNewItem: { _ in Self.one })
        else { Issue.record("adopted"); return }
        #expect(u.snapshot.items(inSection: 0) == ["c", "x"] && u.selection == ["c"] && u.invariantViolations() == [])
    }

    @Test func anEditThatThrewIsTakenBackRestoredOrAdopted() throws {
        var s = try Self.state()
        var lent = s.lendSnapshot()
        try lent.delete(at: ItemPath(0, 1))
        s.takeBack(afterThrow: &lent, sizeForNewItem: { _ in Self.one })
        #expect(s.snapshot.items(inSection: 0) == ["a", "b", "c", "d"] && !s.loan.isLent && s.invariantViolations() == [])

        var t = try Self.state(sizes: true)
        t.focused = "b"
        var assigned = t.lendSnapshot()
        assigned = try Snap(sections: [(0, ["x"])])
        t.takeBack(afterThrow: &assigned, sizeForNewItem: { _ in Self.one })
        #expect(t.snapshot.items(inSection: 0) == ["x"] && t.itemSizes == [[Self.one]], "the old model is unknown: adopted")
        #expect(t.focused == nil && !t.loan.isLent && t.invariantViolations() == [])
    }

    @Test func nothingIsLentDuringADragOrWhenTheModelWasEditedSince() throws {
        var s = try Self.state()
        try s.snapshot.move(from: ItemPath(0, 0), to: ItemPath(0, 1))
        #expect(!s.canLend, "edited since the last apply")
        var t = try Self.state()
        var controller = MoveController()
        _ = controller.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        let pointer = DragPointer(pointer: .zero, grabOffset: .zero, size: Size(width: 100, height: 100), time: 0, byKeyboard: true)
        t.drag = .move(MoveDrag(pointer: pointer, items: ["a"], controller: controller))
        #expect(!t.canLend)
    }

    @Test func theDisplayedItemsAreReadByLayoutPath() throws {
        let s = try Self.state()
        #expect(s.displayedItems(in: Rect(x: 0, y: 0, width: 215, height: 100)) == [ItemPath(0, 0): "a", ItemPath(0, 1): "b"])
        #expect(s.displayedItems(in: Rect(x: 0, y: 400, width: 500, height: 100)).isEmpty)
    }

    @Test func aNewStateChecksItsLayoutAgainstTheSnapshot() throws {
        let snapshot = try Snap(sections: [(0, ["a", "b"])])
        let three = AnyLayout(try FlowLayout(itemCounts: [3], itemSizing: .uniform(Size(width: 100, height: 100)),
                                             minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 50, height: 50)))
        #expect(throws: MosaicError.self) { try State(snapshot: snapshot, layout: three, containerSize: Size(width: 500, height: 600), mode: .edit) }
        let two = AnyLayout(try FlowLayout(itemCounts: [2], itemSizing: .uniform(Size(width: 100, height: 100)),
                                           minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 50, height: 50)))
        let s = try State(snapshot: snapshot, layout: two, containerSize: Size(width: 500, height: 600), mode: .edit)
        #expect(s.layout.containerSize == Size(width: 500, height: 600) && s.mode == .edit && s.invariantViolations() == [])
        #expect(s.customLayoutProblem == nil, "Mosaic's layouts check their own input")
    }

    @Test func aDeletionMovesTheFocusToTheItemThatTookItsPlace() throws {
        var s = try Self.state()
        s.focused = "d"
        s.selection = ["b", "d"]
        s.delete(try #require(DeletionPlan(deleting: ["d"], in: s)))
        #expect(s.focused == "c", "the last item's place goes to the one before")
        #expect(s.selection == ["b"] && s.invariantViolations() == [])
        s.focused = "a"
        s.delete(try #require(DeletionPlan(deleting: ["a"], in: s)))
        #expect(s.focused == "b", "the next item takes the place")
    }
}
