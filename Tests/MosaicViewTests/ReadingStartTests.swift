import Testing
import MosaicCore
import MosaicAnimation
@testable import MosaicView

/// A horizontally scrolling view right to left opens at the start of its reading direction
/// (the content's right end, where its first items are) and keeps the same items visible
/// when its direction changes. Flow of 100-point items, spacing 10, viewport 500 × 300:
/// two rows, 20 columns of 40 items, content 2,190 wide, largest offset 1,690.
@Suite @MainActor struct ReadingStartTests {
    static let viewport = Size(width: 500, height: 300)

    static func flow(_ direction: LayoutDirection, _ scroll: FlowLayout.ScrollDirection = .horizontal) throws -> AnyLayout {
        var layout = AnyLayout(try FlowLayout(itemCounts: [40], itemSizing: .uniform(Size(width: 100, height: 100)),
                                              scrollDirection: scroll, minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                              containerSize: viewport))
        layout.setLayoutDirection(direction)
        return layout
    }

    static func view(_ layout: AnyLayout) throws -> CollectionView<Int, Int> {
        let snapshot = try SectionedSnapshot<Int, Int>(sections: [(0, Array(0..<40))])
        return try CollectionView(snapshot: snapshot, layout: layout, viewportSize: viewport, clock: ManualClock(now: 0))
    }

    /// The items whose drawn frames lie wholly inside the viewport, sorted.
    static func fullyVisible(_ view: CollectionView<Int, Int>) -> [Int] {
        view.displayList().cells.filter { $0.frame.minX >= 0 && $0.frame.maxX <= 500 && $0.frame.minY >= 0 && $0.frame.maxY <= 300 }
            .map(\.id).sorted()
    }

    @Test func aRightToLeftHorizontalFlowOpensAtItsFirstItems() throws {
        let view = try Self.view(Self.flow(.rightToLeft))
        #expect(view.contentOffset == Point(x: 1690, y: 0))
        #expect(view.readingStartOffset == Point(x: 1690, y: 0))
        #expect(Self.fullyVisible(view) == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(view.displayList().cells.first { $0.id == 0 }?.frame.maxX == 500)
    }

    @Test func leftToRightAndVerticalViewsOpenAtZero() throws {
        #expect(try Self.view(Self.flow(.leftToRight)).contentOffset == .zero)
        #expect(try Self.view(Self.flow(.rightToLeft, .vertical)).contentOffset == .zero)
        #expect(try Self.view(Self.flow(.rightToLeft, .vertical)).readingStartOffset == .zero)
    }

    @Test func switchingTheDirectionKeepsTheSameItemsVisible() throws {
        let view = try Self.view(Self.flow(.leftToRight))
        #expect(Self.fullyVisible(view) == [0, 1, 2, 3, 4, 5, 6, 7])
        view.setLayoutDirection(.rightToLeft)
        #expect(view.contentOffset == Point(x: 1690, y: 0), "at the start, it stays at the start")
        #expect(Self.fullyVisible(view) == [0, 1, 2, 3, 4, 5, 6, 7])
        for x in [660.0, 1690, 333] {
            view.setLayoutDirection(.leftToRight)
            view.setContentOffset(Point(x: x, y: 0))
            let before = Self.fullyVisible(view)
            view.setLayoutDirection(.rightToLeft)
            #expect(view.contentOffset.x == 1690 - x, "offset \(x) mirrors")
            #expect(Self.fullyVisible(view) == before, "offset \(x)")
            view.setLayoutDirection(.leftToRight)
            #expect(view.contentOffset.x == x, "and back")
        }
    }

    @Test func switchingToAHorizontalRightToLeftLayoutAtTheTopShowsTheFirstItems() throws {
        let view = try Self.view(Self.flow(.rightToLeft, .vertical))
        view.setLayout(try Self.flow(.rightToLeft), animated: false)
        #expect(view.contentOffset == Point(x: 1690, y: 0))
        #expect(Self.fullyVisible(view).contains(0))
    }

    /// Right to left, the anchor of a layout switch is the reading start of the first fully
    /// visible row — its right-most item — and that item keeps its place in the viewport.
    @Test func aLayoutSwitchRightToLeftKeepsTheRightMostItemOfTheFirstRow() throws {
        let view = try Self.view(Self.flow(.rightToLeft, .vertical))   // 4 a row, rows every 110
        view.setContentOffset(Point(x: 0, y: 2 * 110 - 30))             // row 2 is the first wholly shown
        let anchor = try #require(view.firstVisibleAnchor)
        #expect(anchor.item == 8, "the reading start of row 2 is item 8 (drawn right-most), got \(anchor.item)")
        let rowDrawn = view.displayList().cells.filter { (8...11).contains($0.id) }
        #expect(rowDrawn.max { $0.frame.maxX < $1.frame.maxX }?.id == 8)
        let heights = (0..<40).map { Double(60 + ($0 * 37) % 150) }
        var waterfall = AnyLayout(try WaterfallLayout(itemHeights: [heights], columnCount: 3, spacing: 10, containerSize: Self.viewport))
        waterfall.setLayoutDirection(.rightToLeft)
        view.setLayout(waterfall, animated: false)
        let after = try #require(view.displayList().cells.first { $0.id == 8 })
        #expect(after.frame.minY == anchor.offset.y, "item 8 should stay at y=\(anchor.offset.y), is at \(after.frame.minY)")
    }
}
