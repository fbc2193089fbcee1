import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The drag actions the model state performs on itself (``CollectionState/perform(_:next:before:)``):
/// the drag taking effect, the highlight, the lifted block's layout steps, moves, exchanges and
/// a movement's commit — with the model before it kept for the undo entry, and a refusal throwing
/// with nothing changed.
@Suite struct CollectionStateDragActionTests {
    private typealias State = CollectionState<Int, String>
    private static let cell = Size(width: 100, height: 100)

    private static func state() throws -> State {
        let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, ["A", "B", "C", "D"])])
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(cell), containerSize: Size(width: 400, height: 400))
        return State(snapshot: snapshot, layout: AnyLayout(flow), mode: .edit)
    }

    private static func session() -> DragSession<String> {
        var c = MoveController()
        _ = c.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        let pointer = DragPointer(grabbing: Rect(x: 0, y: 0, width: 100, height: 100), at: Point(x: 50, y: 50), size: cell, time: 0,
                                  byKeyboard: false)
        return .move(MoveDrag(pointer: pointer, items: ["A"], controller: c))
    }

    @Test func theDragTakesEffectAndTheHighlightClears() throws {
        var s = try Self.state(), before: SectionedSnapshot<Int, String>?
        s.highlighted = "B"
        try s.perform(.clearHighlight, next: nil, before: &before)
        #expect(s.highlighted == nil)
        try s.perform(.takeEffect, next: Self.session(), before: &before)
        #expect(s.drag?.move?.items == ["A"])
        try s.perform(.takeEffect, next: nil, before: &before)
        #expect(s.drag == nil && before == nil, "no model change: nothing kept for undo")
    }

    @Test func aMoveAndAnExchangeChangeModelAndLayoutTogether() throws {
        var s = try Self.state(), before: SectionedSnapshot<Int, String>?
        let old = s.snapshot
        try s.perform(.move(from: ItemPath(0, 0), to: ItemPath(0, 2)), next: nil, before: &before)
        #expect(s.snapshot.sections[0].1 == ["B", "C", "A", "D"] && before == old)
        try s.perform(.exchange(ItemPath(0, 0), ItemPath(0, 3)), next: nil, before: &before)
        #expect(s.snapshot.sections[0].1 == ["D", "C", "A", "B"] && s.layout.itemCounts == [4])
    }

    @Test func aCommitChangesTheModelOnlyAndARefusalThrowsWithNothingChanged() throws {
        var s = try Self.state(), before: SectionedSnapshot<Int, String>?
        try s.perform(.layout(.move(from: ItemPath(0, 0), to: ItemPath(0, 3), count: 1, fallback: Self.cell)), next: nil, before: &before)
        #expect(before == nil, "a layout step keeps the model")
        let old = s.snapshot
        try s.perform(.commitMove(["A"], from: [ItemPath(0, 0)], to: ItemPath(0, 3)), next: nil, before: &before)
        #expect(s.snapshot.sections[0].1 == ["B", "C", "D", "A"] && before == old)
        let committed = s.snapshot
        #expect(throws: (any Error).self) {
            try s.perform(.commitMove(["B"], from: [ItemPath(0, 0)], to: ItemPath(0, 9)), next: nil, before: &before)
        }
        #expect(s.snapshot == committed, "the refused commit changed nothing")
    }
}
