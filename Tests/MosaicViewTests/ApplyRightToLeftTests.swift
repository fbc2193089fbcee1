import Testing
import MosaicCore
import MosaicAnimation
@testable import MosaicView

/// `apply(_:animated:)` in a horizontally scrolling right-to-left view keeps what is visible:
/// its content grows and shrinks at its left end (where the reading ends), so an unchanged
/// content offset would show other items. Flow of 100-point items, spacing 10, viewport
/// 500 × 300: two rows, 40 items in 20 columns, content 2,190 wide, largest offset 1,690.
@Suite @MainActor struct ApplyRightToLeftTests {
    static func view(_ direction: LayoutDirection) throws -> CollectionView<Int, Int> {
        try ReadingStartTests.view(ReadingStartTests.flow(direction))
    }

    static func snapshot(_ items: [Int]) throws -> SectionedSnapshot<Int, Int> {
        try SectionedSnapshot<Int, Int>(sections: [(0, items)])
    }

    /// The drawn frames of the fully visible items, by identity.
    static func drawn(_ view: CollectionView<Int, Int>) -> [Int: Rect] {
        let visible = Set(ReadingStartTests.fullyVisible(view))
        return Dictionary(uniqueKeysWithValues: view.displayList().cells.filter { visible.contains($0.id) }.map { ($0.id, $0.frame) })
    }

    @Test(arguments: [false, true])
    func appendingKeepsTheVisibleItemsWhereTheyAre(animated: Bool) throws {
        let view = try Self.view(.rightToLeft)
        view.setContentOffset(Point(x: 1000, y: 0))
        let before = Self.drawn(view)
        #expect(!before.isEmpty)
        view.apply(try Self.snapshot(Array(0..<50)), animated: animated)
        #expect(view.maximumContentOffset.x == 1690 + 550, "five more columns at the left end")
        #expect(view.contentOffset.x == 1000 + 550, "the offset follows the content's left end")
        #expect(Self.drawn(view) == before, "animated \(animated): the same items, drawn where they were")
    }

    @Test func removingTheLastItemsKeepsTheVisibleItems() throws {
        let view = try Self.view(.rightToLeft)
        view.setContentOffset(Point(x: 1200, y: 0))
        let before = Self.drawn(view)
        view.apply(try Self.snapshot(Array(0..<30)), animated: false)
        #expect(view.contentOffset.x == 1200 - 550)
        #expect(Self.drawn(view) == before)
    }

    @Test func atTheReadingStartTheFirstItemsStayVisible() throws {
        let view = try Self.view(.rightToLeft)
        #expect(view.contentOffset.x == 1690)
        view.apply(try Self.snapshot(Array(0..<44)), animated: false)
        #expect(view.contentOffset == view.readingStartOffset)
        #expect(ReadingStartTests.fullyVisible(view) == [0, 1, 2, 3, 4, 5, 6, 7])
    }

    /// The first visible item deleted: the distance from the reading start (the right end) is kept,
    /// as a left-to-right view keeps its distance from the left end.
    @Test func theFirstVisibleItemDeletedKeepsTheDistanceFromTheReadingStart() throws {
        let view = try Self.view(.rightToLeft)
        view.setContentOffset(Point(x: 1000, y: 0))
        let first = try #require(view.firstVisibleAnchor?.item)
        view.apply(try Self.snapshot(Array(0..<40).filter { $0 != first } + [40, 41]), animated: false)
        #expect(view.maximumContentOffset.x - view.contentOffset.x == 690)
    }

    @Test func leftToRightKeepsItsOffset() throws {
        let view = try Self.view(.leftToRight)
        view.setContentOffset(Point(x: 660, y: 0))
        let before = Self.drawn(view)
        view.apply(try Self.snapshot(Array(0..<50)), animated: false)
        #expect(view.contentOffset.x == 660)
        #expect(Self.drawn(view) == before)
    }
}
