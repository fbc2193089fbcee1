import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicView

/// The model state's invariants (`CollectionState`): each check reports a broken state in words,
/// and a seeded random stream of gestures, keys and API calls never breaks one.
@Suite struct CollectionStateTests {
    private typealias State = CollectionState<Int, String>

    private static func state(_ sections: [[String]]) throws -> State {
        let snapshot = try SectionedSnapshot<Int, String>(sections: sections.enumerated().map { ($0.offset, $0.element) })
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 500, height: 600))
        return State(snapshot: snapshot, layout: AnyLayout(flow), mode: .browse)
    }

    @Test func aConsistentStateHasNoViolation() throws {
        var s = try Self.state([["A", "B"], ["C"]])
        s.selection = ["B", "C"]
        s.focused = "A"
        s.highlighted = "C"
        s.selectionAnchor = "B"
        #expect(s.invariantViolations() == [])
    }

    @Test func switchingTheModeDropsTheHighlightAndSaysWhenEditingBeginsOrEnds() throws {
        var s = try Self.state([["A", "B"]])
        s.highlighted = "A"
        #expect(s.switchMode(to: .exchange) == nil && s.mode == .exchange && s.highlighted == nil)
        #expect(s.switchMode(to: .edit) == .began && s.mode == .edit)
        #expect(s.switchMode(to: .edit) == nil, "already editing")
        #expect(s.switchMode(to: .browse) == .ended && s.mode == .browse && s.invariantViolations() == [])
    }

    @Test func eachBrokenInvariantIsReportedInWords() throws {
        var s = try Self.state([["A", "B"], ["C"]])
        s.selection = ["B", "Z", "B"]
        s.focused = "Q"
        s.highlighted = "R"
        try s.layout.deleteItems(at: [ItemPath(1, 0)])
        #expect(s.invariantViolations() == [
            "the layout has item counts [2, 0], expected [2, 1] (the model's)",
            "selected item Z is not in the model",
            "item B is selected twice",
            "the focused item Q is not in the model",
            "the highlighted item R is not in the model",
        ])
        s.forgetItemsNotInModel()
        #expect(s.selection == ["B", "B"] && s.focused == nil && s.highlighted == nil)
    }

    @Test func aMovementPresentsTheBlockAtItsTargetAndTheCountsFollowIt() throws {
        var s = try Self.state([["A", "B", "C"], ["D"]])
        var controller = MoveController()
        _ = controller.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        _ = controller.handle(.step(to: ItemPath(1, 1)))
        let pointer = DragPointer(pointer: .zero, grabOffset: .zero, size: Size(width: 100, height: 100), time: 0, byKeyboard: true)
        s.drag = .move(MoveDrag(pointer: pointer, items: ["A"], controller: controller))
        // The layout still has the model's counts: the lifted A is not yet presented in section 1.
        #expect(s.presentedItemCounts == [2, 2])
        #expect(s.invariantViolations() == ["the layout has item counts [3, 1], expected [2, 2] (the model's [3, 1] with the lifted block at its target)"])
        try s.layout.moveItem(from: ItemPath(0, 0), to: ItemPath(1, 1))
        #expect(s.invariantViolations() == [])
        // A lifted item that is not at its source in the model.
        s.drag = .move(MoveDrag(pointer: pointer, items: ["B"], controller: controller))
        #expect(s.invariantViolations() == ["lifted item B is not at its source 0.0 in the model (found A)"])
    }

    @Test func anUndoEntryThatIsNotWellFormedIsNamed() {
        let place = UndoPlace<Int, String>(section: 0, after: nil, index: 0)
        #expect(UndoEntry<Int, String>.move(items: ["A", "A"], origins: [place, place], destination: place).malformation
                == "an entry names an item twice: [\"A\", \"A\"]")
        #expect(UndoEntry<Int, String>.delete(items: ["A"], places: [], sizes: []).malformation
                == "a deletion of 1 items with 0 places and 0 sizes")
        #expect(UndoEntry<Int, String>.exchange(dragged: "A", displaced: "B").malformation == nil)
        var history = UndoHistory<Int, String>()
        history.record(.exchange(dragged: "A", displaced: "B"))
        let taken = history.take(reversed: true)
        history.performed(taken!, reversed: true)
        #expect(history.undoEntries.isEmpty && history.redoEntries.count == 1)
        history.record(.exchange(dragged: "B", displaced: "C"))
        #expect(history.redoEntries.isEmpty, "a new change empties the redo stack")
    }

    /// After every step of a seeded random stream — taps, long presses and drags, keys, API
    /// movement, updates, undo and redo, mode switches — the state satisfies every invariant.
    @Test func aRandomStreamNeverBreaksAnInvariant() throws {
        let base: UInt64 = 0x57A7_E000
        for i in 0..<40 {
            let seed = base + UInt64(i)
            print("CollectionStateTests random stream seed 0x\(String(seed, radix: 16))")
            var rng = EngineSplitMix64(seed: seed)
            let modes: [InteractionMode] = [.browse, .edit, .exchange]
            let h = try EngineHarness(sections: [engineItemNames(7), engineItemNames(5, from: 7)],
                                      mode: modes[Int.random(in: 0..<3, using: &rng)]) { $0.allowsMultipleSelectionWithModifiers = true }
            var t = 0.0
            var fresh = 100
            for step in 0..<80 {
                t += 0.5
                func point() -> (Double, Double) { (Double.random(in: 0...490, using: &rng), Double.random(in: 0...590, using: &rng)) }
                switch Int.random(in: 0..<12, using: &rng) {
                case 0, 1:
                    let (x, y) = point()
                    h.down(x, y, at: t)
                    h.up(x, y, at: t + 0.05)
                case 2, 3:
                    let (x, y) = point(), (x2, y2) = point()
                    h.down(x, y, at: t)
                    h.advance(to: t + 0.6)
                    h.move((x + x2) / 2, (y + y2) / 2, at: t + 0.7)
                    h.move(x2, y2, at: t + 0.8)
                    h.up(x2, y2, at: t + 0.9)
                case 4, 5:
                    let keys: [Key] = [.left, .right, .up, .down, .space, .home, .end, .pageDown, .escape, .enter, .delete, .character("y")]
                    h.key(keys[Int.random(in: 0..<keys.count, using: &rng)], at: t, Bool.random(using: &rng) ? .shift : [])
                case 6:
                    h.key(.character("z"), at: t, Bool.random(using: &rng) ? [.ctrl, .shift] : .ctrl)
                case 7:
                    var next = h.view.snapshot
                    if Bool.random(using: &rng), next.numberOfItems > 2 {
                        let all = next.sections.flatMap(\.1)
                        try next.deleteItems([all[Int.random(in: 0..<all.count, using: &rng)]])
                    } else {
                        fresh += 1
                        try next.appendItems(["N\(fresh)"], toSection: Int.random(in: 0..<2, using: &rng))
                    }
                    h.advance(to: t)
                    h.view.apply(next)
                case 8:
                    let path = ItemPath(0, Int.random(in: 0..<max(1, h.view.snapshot.items(inSection: 0).count), using: &rng))
                    h.advance(to: t)
                    h.view.beginInteractiveMovementForItem(at: path)
                    let (x, y) = point()
                    h.view.updateInteractiveMovementTargetPosition(Point(x: x, y: Bool.random(using: &rng) ? y : y + 700))
                    #expect(h.view.state.invariantViolations() == [], "seed 0x\(String(seed, radix: 16)) step \(step) mid-movement")
                    h.view.endInteractiveMovement()
                case 9:
                    h.advance(to: t)
                    h.view.setMode(modes[Int.random(in: 0..<3, using: &rng)])
                case 10:
                    h.key(.character("a"), at: t, .ctrl)
                    if Bool.random(using: &rng) {
                        // Delete the selection (or the focused item) and confirm with "y".
                        h.key(.delete, at: t + 0.1)
                        h.key(.character("y"), at: t + 0.2)
                    }
                default:
                    h.advance(to: t + 0.3)
                }
                #expect(h.view.state.invariantViolations() == [], "seed 0x\(String(seed, radix: 16)) step \(step)")
            }
        }
    }
}
