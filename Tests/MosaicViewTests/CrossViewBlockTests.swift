import MosaicCore
import MosaicInteraction
import Testing
@testable import MosaicView

/// ``CrossViewBlock`` as a value: a block found by identity, a block arriving clamped, and the
/// block applied to a state (model and layout together, items already there skipped).
@Suite struct CrossViewBlockTests {
    typealias State = CollectionState<Int, String>
    static let cell = Size(width: 100, height: 100)

    static func state(_ sections: [(Int, [String])]) throws -> State {
        let snapshot = try SectionedSnapshot<Int, String>(sections: sections)
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .perItem { _ in Size(width: 100, height: 100) },
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 340, height: 600))
        return State(snapshot: snapshot, layout: AnyLayout(flow), mode: .edit)
    }

    @Test func findsItemsByIdentityInModelOrder() throws {
        let s = try Self.state([(0, ["A", "B", "C"]), (1, ["D"])])
        let block = try #require(CrossViewBlock(finding: ["D", "A"], in: s.snapshot, layout: s.layout))
        #expect(block.items == ["A", "D"])
        #expect(block.paths == [ItemPath(0, 0), ItemPath(1, 0)])
        #expect(block.sizes == [Self.cell, Self.cell])
        #expect(CrossViewBlock(finding: ["A", "Z"], in: s.snapshot, layout: s.layout) == nil)
        #expect(CrossViewBlock<String>(finding: [], in: s.snapshot, layout: s.layout) == nil)
    }

    @Test func anArrivingBlockIsContiguousAndClamped() {
        let sizes = [Self.cell, Self.cell]
        #expect(CrossViewBlock(arriving: ["X", "Y"], sizes: sizes, at: ItemPath(3, 9), counts: [2, 1])?.paths
                == [ItemPath(1, 1), ItemPath(1, 2)])
        #expect(CrossViewBlock(arriving: ["X", "Y"], sizes: [Self.cell], at: ItemPath(0, 0), counts: [2]) == nil)
        #expect(CrossViewBlock(arriving: ["X"], sizes: [Self.cell], at: ItemPath(0, 0), counts: []) == nil)
        #expect(CrossViewBlock<String>(arriving: [], sizes: [], at: ItemPath(0, 0), counts: [1]) == nil)
    }

    @Test func insertingThenDeletingRestoresModelAndLayout() throws {
        var s = try Self.state([(0, ["A", "B"]), (1, ["C"])])
        let wide = Size(width: 200, height: 100)
        let block = try #require(CrossViewBlock(arriving: ["X", "Y"], sizes: [wide, Self.cell], at: ItemPath(0, 1), counts: s.snapshot.itemCounts))
        block.insert(into: &s)
        #expect(s.snapshot.sections.map(\.1) == [["A", "X", "Y", "B"], ["C"]])
        #expect(s.layout.itemCounts == [4, 1])
        #expect(s.layout.itemSize(at: ItemPath(0, 1)) == wide)   // the size travels with its item
        #expect(s.invariantViolations().isEmpty)
        block.insert(into: &s)                                     // already there: nothing twice
        #expect(s.snapshot.numberOfItems == 5)
        let found = try #require(CrossViewBlock(finding: ["Y", "X"], in: s.snapshot, layout: s.layout))
        #expect(found == block)
        found.delete(from: &s)
        #expect(s.snapshot.sections.map(\.1) == [["A", "B"], ["C"]])
        #expect(s.layout.itemCounts == [2, 1])
        #expect(s.invariantViolations().isEmpty)
    }
}
