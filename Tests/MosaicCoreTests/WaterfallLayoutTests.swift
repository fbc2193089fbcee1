import Foundation
import Testing
@testable import MosaicCore

/// Literal frame tables and targeted behaviour of `WaterfallLayout`.
@Suite struct WaterfallLayoutTests {
    static func itemFrames(_ layout: WaterfallLayout) -> [[Rect]] {
        layout.itemCounts.enumerated().map { section, count in
            (0..<count).compactMap { layout.attributesForItem(at: ItemPath(section, $0))?.frame }
        }
    }

    @Test func oneColumnStacksItemsWithSpacing() throws {
        let layout = try WaterfallLayout(itemHeights: [[30, 50, 20]], columnCount: 1, spacing: 10,
                                         sectionInset: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10),
                                         headerHeights: [20], footerHeights: [10],
                                         containerSize: Size(width: 200, height: 100))
        #expect(Self.itemFrames(layout) == [[
            Rect(x: 10, y: 25, width: 180, height: 30), Rect(x: 10, y: 65, width: 180, height: 50),
            Rect(x: 10, y: 125, width: 180, height: 20),
        ]])
        #expect(layout.attributesForSupplementary(.header, inSection: 0)?.frame == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(layout.attributesForSupplementary(.footer, inSection: 0)?.frame == Rect(x: 0, y: 150, width: 200, height: 10))
        #expect(layout.contentSize == Size(width: 200, height: 160))
    }

    /// Column tops after each item: [50,0,0] [50,40,0] [50,40,40] [50,60,40] (tie → column 1)
    /// [50,60,60] [85,60,60] [85,75,60] (tie → column 1).
    static func threeColumnFixture() throws -> WaterfallLayout {
        try WaterfallLayout(itemHeights: [[40, 30, 30, 10, 10, 25, 5], [], [15]], columnCount: 3, spacing: 10,
                            footerHeights: [0, 12], containerSize: Size(width: 320, height: 100))
    }

    @Test func threeColumnsPlaceEachItemInTheShortestLeftmostColumn() throws {
        let layout = try Self.threeColumnFixture()
        #expect(Self.itemFrames(layout) == [
            [Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 110, y: 0, width: 100, height: 30),
             Rect(x: 220, y: 0, width: 100, height: 30), Rect(x: 110, y: 40, width: 100, height: 10),
             Rect(x: 220, y: 40, width: 100, height: 10), Rect(x: 0, y: 50, width: 100, height: 25),
             Rect(x: 110, y: 60, width: 100, height: 5)],
            [],
            [Rect(x: 0, y: 87, width: 100, height: 15)],
        ])
        #expect(layout.attributesForSupplementary(.footer, inSection: 1)?.frame == Rect(x: 0, y: 75, width: 320, height: 12))
        #expect(layout.contentSize == Size(width: 320, height: 102))
        #expect(layout.column(ofItemAt: ItemPath(0, 6)) == 1)
        #expect(layout.itemSize(at: ItemPath(0, 5)) == Size(width: 100, height: 25))
    }

    /// The obvious placement (scan every column, keep the first strictly shorter one), for
    /// checking the layout with both its linear scan and its tournament tree.
    static func referenceOrigins(_ heights: [Double], columns: Int, spacing: Double, width: Double) -> [Point] {
        let columnWidth = (width - spacing * Double(columns - 1)) / Double(columns)
        var tops = [Double](repeating: 0, count: columns)
        return heights.map { height in
            var best = 0
            for column in 0..<columns where tops[column] < tops[best] { best = column }
            let origin = Point(x: Double(best) * (columnWidth + spacing), y: tops[best])
            tops[best] += height + spacing
            return origin
        }
    }

    @Test(arguments: [1, 2, 3, 8, 9, 16, 17, 64])
    func shortestColumnPlacementMatchesAReference(columns: Int) throws {
        var rng = LayoutInvariantRNG(seed: UInt64(columns))
        // Integer heights make ties between columns frequent.
        let heights = (0..<500).map { _ in Double(rng.int(1...6) * 10) }
        let layout = try WaterfallLayout(itemHeights: [heights], columnCount: columns, spacing: 2,
                                         containerSize: Size(width: 2_000, height: 100))
        let expected = Self.referenceOrigins(heights, columns: columns, spacing: 2, width: 2_000)
        #expect(Self.itemFrames(layout)[0].map(\.origin) == expected, "columns \(columns)")
    }

    @Test func hitTestingAndInsertionSlots() throws {
        let layout = try Self.threeColumnFixture()
        #expect(layout.itemPath(at: Point(x: 150, y: 45)) == ItemPath(0, 3))
        #expect(layout.itemPath(at: Point(x: 105, y: 10)) == nil)  // column gap
        #expect(layout.itemPath(at: Point(x: 150, y: 35)) == nil)  // vertical gap
        #expect(layout.itemPath(at: Point(x: 150, y: 80)) == nil)  // footer of section 1
        #expect(layout.insertionSlot(nearest: Point(x: 150, y: 41)) == ItemPath(0, 3))  // top half of item 3
        #expect(layout.insertionSlot(nearest: Point(x: 150, y: 46)) == ItemPath(0, 4))  // bottom half
        #expect(layout.insertionSlot(nearest: Point(x: 150, y: 34)) == ItemPath(0, 2))  // gap, nearer item 1
        #expect(layout.insertionSlot(nearest: Point(x: 150, y: 36)) == ItemPath(0, 3))  // gap, nearer item 3
        #expect(layout.insertionSlot(nearest: Point(x: 250, y: 70)) == ItemPath(0, 5))  // below column 2's last
        #expect(layout.insertionSlot(nearest: Point(x: 106, y: 20)) == ItemPath(0, 2))  // gap → column 1, bottom half
        #expect(layout.insertionSlot(nearest: Point(x: 50, y: -9)) == ItemPath(0, 0))
        #expect(layout.insertionSlot(nearest: Point(x: 50, y: 80)) == ItemPath(1, 0))   // empty section
        #expect(layout.insertionSlot(nearest: Point(x: 50, y: 999)) == ItemPath(2, 1))
    }

    @Test func attributesInRectUsesStrictIntersection() throws {
        let layout = try Self.threeColumnFixture()
        let found = layout.attributes(in: Rect(x: 100, y: 40, width: 120, height: 10))
        #expect(Set(found.map(\.path)) == [ItemPath(0, 3)])
        #expect(layout.attributes(in: Rect(x: 0, y: 75, width: 320, height: 12)).map(\.kind) == [.footer])
    }

    @Test func partialInvalidationPlacesOnlyFromTheChange() throws {
        var heights: [Double] = []
        for index in 0..<1_000 { heights.append(Double(10 + (index * 37) % 90)) }
        var layout = try WaterfallLayout(itemHeights: [heights, [5, 6]], columnCount: 3, spacing: 4,
                                         containerSize: Size(width: 300, height: 500))
        let before = Self.itemFrames(layout)
        let placed = layout.placementsPerformed
        try layout.setItemHeight(99, at: ItemPath(0, 900))
        #expect(layout.placementsPerformed - placed == 100)
        #expect(Array(Self.itemFrames(layout)[0].prefix(900)) == Array(before[0].prefix(900)))

        let beforeMove = layout.placementsPerformed
        try layout.moveItem(from: ItemPath(0, 990), to: ItemPath(0, 950))
        #expect(layout.placementsPerformed - beforeMove == 50)

        let beforeInvalidate = layout.placementsPerformed
        layout.invalidate(from: ItemPath(0, 998))
        #expect(layout.placementsPerformed - beforeInvalidate == 2 + 2)  // 998, 999, then section 1
        heights[900] = 99
        heights.insert(heights.remove(at: 990), at: 950)
        let fresh = try WaterfallLayout(itemHeights: [heights, [5, 6]], columnCount: 3, spacing: 4,
                                        containerSize: Size(width: 300, height: 500))
        #expect(Self.itemFrames(layout) == Self.itemFrames(fresh))
        #expect(layout.contentSize == fresh.contentSize)
    }

    @Test func parametersAreValidatedAndClamped() throws {
        #expect(throws: MosaicError.invalidParameter(name: "columnCount", value: "0", expected: "an integer in 1...64")) {
            _ = try WaterfallLayout(itemHeights: [[1]], columnCount: 0, containerSize: .zero)
        }
        #expect(throws: MosaicError.invalidParameter(name: "itemHeights[0][1]", value: "nan",
                                                     expected: "a finite number in 0.0...1000000.0")) {
            _ = try WaterfallLayout(itemHeights: [[1, .nan]], columnCount: 2, containerSize: .zero)
        }
        #expect(throws: MosaicError.self) {
            _ = try WaterfallLayout(itemHeights: [[1]], columnCount: 2, spacing: -1, containerSize: .zero)
        }
        var layout = try Self.threeColumnFixture()
        layout.setSpacing(500)
        #expect(layout.spacing == 200)
        layout.setColumnCount(0)
        #expect(layout.columnCount == 1)
        layout.setColumnCount(1_000)
        #expect(layout.columnCount == 64)
        layout.setColumnCount(2)
        layout.setSpacing(0)
        #expect(Self.itemFrames(layout)[0].map(\.minX) == [0, 160, 160, 0, 0, 0, 160])
        #expect(throws: MosaicError.self) { try layout.insertItem(at: ItemPath(0, 0), size: Size(width: 1, height: -1)) }
        #expect(layout.itemCounts == [7, 0, 1])
    }

    @Test func aZeroWidthContainerIsDegenerateButSafe() throws {
        var layout = try Self.threeColumnFixture()
        layout.containerSize = Size(width: 0, height: 0)
        #expect(layout.columnWidth(inSection: 0) == 0)
        #expect(layout.itemPath(at: Point(x: 0, y: 1)) == nil)
        #expect(layout.insertionSlot(nearest: Point(x: 0, y: 1)) != nil)
        // Zero-width frames at x = 0 still meet a rectangle spanning x = 0 (Rect.intersects).
        let found = layout.attributes(in: Rect(x: -1, y: -1, width: 10, height: 500))
        #expect(Set(found.map { "\($0.kind) \($0.path)" }) == ["cell 0.0", "cell 0.5", "footer 1.0", "cell 2.0"])
    }

    @Test func storageStaysUnder48BytesPerItemAtAMillionItems() throws {
        let count = 1_000_000
        var heights = [Double](repeating: 0, count: count)
        for index in 0..<count { heights[index] = Double(20 + (index &* 7919) % 180) }
        let layout = try WaterfallLayout(itemHeights: [heights], columnCount: 4, spacing: 8,
                                         containerSize: Size(width: 800, height: 600))
        let table = layout.columnTables[0]
        let bytes = layout.itemHeights[0].capacity * 8 + table.ys.capacity * 8 + table.columns.capacity * 2
            + table.members.reduce(0) { $0 + $1.capacity * 4 }
        #expect(Double(bytes) / Double(count) <= 48)
        let visible = layout.attributes(in: Rect(x: 0, y: layout.contentSize.height / 2, width: 800, height: 600))
        #expect(!visible.isEmpty && visible.count < 200)
    }

    /// `attributes(in:)` walks back from the first item below the rectangle's top to find
    /// each column's items above it; when a column's last item lies many rows back (a tall
    /// item), it searches that column instead. Both agree with a brute-force filter.
    @Test func visibleQueryWithTallItemsFarBack() throws {
        for tall in [[10_000.0], [5_000, 4_000, 3_000], [3_000, 10, 10, 10, 2_500]] {
            let heights = tall + (0..<400).map { Double(10 + ($0 * 37) % 50) }
            let layout = try WaterfallLayout(itemHeights: [heights, [40, 900, 20]], columnCount: 4, spacing: 2,
                                             sectionInset: EdgeInsets(top: 5, left: 3, bottom: 7, right: 3),
                                             headerHeights: [12, 0], containerSize: Size(width: 400, height: 300))
            let all = (0..<heights.count).compactMap { layout.attributesForItem(at: ItemPath(0, $0)) }
                + (0..<3).compactMap { layout.attributesForItem(at: ItemPath(1, $0)) }
            for y in stride(from: -50.0, to: layout.contentSize.height + 50, by: 97) {
                for (x, width) in [(0.0, 400.0), (120, 50), (305, 200)] {
                    let rect = Rect(x: x, y: y, width: width, height: 180)
                    let found = layout.attributes(in: rect).filter { $0.kind == .cell }
                    let expected = all.filter { $0.frame.intersects(rect) }
                    #expect(Set(found) == Set(expected) && found.count == expected.count, "tall \(tall), rect \(rect)")
                }
            }
        }
    }

    /// Release-mode timing of a full layout of 1 000 000 items (≤ 30 ns per item). Opt-in:
    /// `MOSAIC_PERF=1 swift test -c release -Xswiftc -enable-testing --filter fullLayoutOfAMillion`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MOSAIC_PERF"] != nil))
    func fullLayoutOfAMillionItemsIsFast() throws {
        let count = 1_000_000
        let heights = (0..<count).map { Double(20 + ($0 &* 7919) % 180) }
        var layout = try WaterfallLayout(itemHeights: [heights], columnCount: 4, spacing: 8,
                                         containerSize: Size(width: 800, height: 600))
        let clock = ContinuousClock()
        var best = Duration.seconds(100)
        for _ in 0..<5 {
            let elapsed = clock.measure { layout.invalidate() }
            best = min(best, elapsed)
        }
        let nanoseconds = Double(best.components.attoseconds) / 1e9 + Double(best.components.seconds) * 1e9
        print("waterfall full layout: \(nanoseconds / Double(count)) ns/item")
        #expect(nanoseconds / Double(count) <= 30)
    }
}
