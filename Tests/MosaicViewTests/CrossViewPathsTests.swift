import MosaicCore
import Testing
@testable import MosaicView

/// The path arithmetic of items arriving in a view of a group: clamping into the model,
/// contiguous blocks, homecoming sources inserted in order, room for a block.
@Suite struct CrossViewPathsTests {
    @Test func clampsIntoTheModel() {
        let counts = [3, 0, 5]
        #expect(CrossViewPaths.clamped(ItemPath(0, 9), counts: counts) == ItemPath(0, 3))
        #expect(CrossViewPaths.clamped(ItemPath(7, 2), counts: counts) == ItemPath(2, 2))
        #expect(CrossViewPaths.clamped(ItemPath(-1, -4), counts: counts) == ItemPath(0, 0))
        #expect(CrossViewPaths.clamped(ItemPath(1, 1), counts: counts) == ItemPath(1, 0))
    }

    @Test func contiguousBlocks() {
        #expect(CrossViewPaths.contiguous(from: ItemPath(1, 2), count: 3) == [ItemPath(1, 2), ItemPath(1, 3), ItemPath(1, 4)])
        #expect(CrossViewPaths.contiguous(from: ItemPath(0, 0), count: 0).isEmpty)
    }

    @Test func homecomingSourcesInsertInOrder() {
        // Sources past the end are clamped, each insertion growing its section.
        #expect(CrossViewPaths.clampedSources([ItemPath(0, 1), ItemPath(0, 9), ItemPath(3, 0)], count: 3, counts: [2, 1])
            == [ItemPath(0, 1), ItemPath(0, 3), ItemPath(1, 0)])
        // Missing sources follow the previous path.
        #expect(CrossViewPaths.clampedSources([ItemPath(1, 1)], count: 3, counts: [0, 1])
            == [ItemPath(1, 1), ItemPath(1, 2), ItemPath(1, 3)])
    }

    @Test func roomForABlock() {
        #expect(CrossViewPaths.allows(ItemPath(0, 1), count: 2, counts: [3]))
        #expect(!CrossViewPaths.allows(ItemPath(0, 2), count: 2, counts: [3]))
        #expect(!CrossViewPaths.allows(ItemPath(1, 0), count: 1, counts: [3]))
        #expect(!CrossViewPaths.allows(ItemPath(0, -1), count: 1, counts: [3]))
    }
}

extension CrossViewPathsTests {
    @Test func theNearestPathClampsAndSkipsEmptySections() {
        #expect(CrossViewPaths.nearest(to: ItemPath(0, 7), counts: [3, 2]) == ItemPath(0, 2))
        #expect(CrossViewPaths.nearest(to: ItemPath(5, 1), counts: [3, 2]) == ItemPath(1, 1))
        // An empty section gives way to the nearest with items, the lower on a tie.
        #expect(CrossViewPaths.nearest(to: ItemPath(1, 0), counts: [1, 0, 4]) == ItemPath(0, 0))
        #expect(CrossViewPaths.nearest(to: ItemPath(1, 3), counts: [0, 0, 4]) == ItemPath(2, 3))
        #expect(CrossViewPaths.nearest(to: ItemPath(0, 0), counts: [0, 0]) == nil)
        #expect(CrossViewPaths.nearest(to: ItemPath(0, 0), counts: []) == nil)
    }
}
