import MosaicCore
import MosaicInteraction
import Testing
@testable import MosaicView

/// ``CrossViewChange`` as a value: whether a change applies to a state, what it does to the
/// state (which is consistent afterwards: selection and focus forget the items that left), what
/// the view performs after it, and how it is named in an invariant's report.
@Suite struct CrossViewChangeTests {
    typealias Change = CrossViewChange<String>
    static let cell = Size(width: 100, height: 100)

    @Test func aLiftedBlockLeavesOnlyDuringAMovementAndThePlacementCompletes() throws {
        var s = try CrossViewBlockTests.state([(0, ["A", "B", "C"])])
        #expect(!Change.removeLifted.applies(to: s), "no movement: nothing to take out")
        s.drag = .move(CrossViewLinkTests.move(["A"], from: [ItemPath(0, 0)], to: ItemPath(0, 2)))
        s.selection = ["A", "C"]
        s.focused = "A"
        #expect(Change.removeLifted.applies(to: s))
        Change.removeLifted.apply(to: &s)
        #expect(s.drag == nil && s.snapshot.sections.map(\.1) == [["B", "C"]] && s.layout.itemCounts == [2])
        #expect(s.selection == ["C"] && s.focused == nil, "the state forgets the items that left")
        #expect(s.invariantViolations().isEmpty)
        #expect(Change.removeLifted.actions == [.completePlacement])
    }

    @Test func aBlockGoesInAndOutSilently() throws {
        var s = try CrossViewBlockTests.state([(0, ["A", "B"]), (1, ["C"])])
        let block = CrossViewBlock(items: ["X", "Y"], paths: [ItemPath(1, 0), ItemPath(1, 1)], sizes: [Self.cell, Self.cell])
        #expect(Change.insert(block).applies(to: s) && Change.insert(block).actions.isEmpty)
        Change.insert(block).apply(to: &s)
        #expect(s.snapshot.sections.map(\.1) == [["A", "B"], ["X", "Y", "C"]] && s.layout.itemCounts == [2, 3])
        s.selection = ["X", "B"]
        s.highlighted = "Y"
        Change.delete(block).apply(to: &s)
        #expect(s.snapshot.sections.map(\.1) == [["A", "B"], ["C"]] && s.layout.itemCounts == [2, 1])
        #expect(s.selection == ["B"] && s.highlighted == nil && s.invariantViolations().isEmpty)
        #expect(Change.delete(block).actions.isEmpty)
    }

    @Test func aReplacementNeedsAnItemAtThePathAndANewItemAndIsToldAsALiveSwap() throws {
        var s = try CrossViewBlockTests.state([(0, ["A", "B"])])
        let wide = Size(width: 200, height: 100)
        #expect(!Change.replace(ItemPath(0, 5), with: "X", size: wide).applies(to: s), "a path outside the model")
        #expect(!Change.replace(ItemPath(0, 0), with: "B", size: wide).applies(to: s), "an item already in the model")
        let change = Change.replace(ItemPath(0, 1), with: "X", size: wide)
        s.selection = ["B"]
        #expect(change.applies(to: s))
        change.apply(to: &s)
        #expect(s.snapshot.sections.map(\.1) == [["A", "X"]] && s.layout.itemSize(at: ItemPath(0, 1)) == wide)
        #expect(s.selection.isEmpty && s.invariantViolations().isEmpty)
        #expect(change.actions == [.emit(.didExchange(ItemPath(0, 1), ItemPath(0, 1)))])
    }

    @Test func eachChangeIsNamedForAReport() {
        let block = CrossViewBlock(items: ["X"], paths: [ItemPath(0, 0)], sizes: [Self.cell])
        #expect(Change.removeLifted.description == "a lifted block leaving for another view")
        #expect(Change.insert(block).description == "items [\"X\"] arriving from another view")
        #expect(Change.delete(block).description == "items [\"X\"] leaving for another view")
        #expect(Change.replace(ItemPath(0, 1), with: "X", size: Self.cell).description.contains("with X of another view"))
    }
}
