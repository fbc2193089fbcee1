import Testing
@testable import MosaicCore

/// Literal frame tables and targeted behaviour of `FlowLayout`.
@Suite struct FlowLayoutTests {
    /// Frames of every item, section by section.
    static func itemFrames(_ layout: FlowLayout) -> [[Rect]] {
        layout.itemCounts.enumerated().map { section, count in
            (0..<count).compactMap { layout.attributesForItem(at: ItemPath(section, $0))?.frame }
        }
    }

    /// Three sections (5 items, empty, 2 items), uniform 100×50 in a 340-wide container:
    /// exactly three items fit a row (10 + 3·100 + 2·10 = 330 = 340 − right inset).
    static func verticalFixture() throws -> FlowLayout {
        try FlowLayout(itemCounts: [5, 0, 2], itemSizing: .uniform(Size(width: 100, height: 50)),
                       minimumInteritemSpacing: 10, minimumLineSpacing: 5,
                       sectionInset: EdgeInsets(top: 8, left: 10, bottom: 12, right: 10),
                       headerSizes: [30, 0, 40], footerSizes: [20, 15],
                       containerSize: Size(width: 340, height: 200))
    }

    @Test func verticalFlowWithInsetsHeadersFootersAndAnEmptySection() throws {
        let layout = try Self.verticalFixture()
        #expect(Self.itemFrames(layout) == [
            [Rect(x: 10, y: 38, width: 100, height: 50), Rect(x: 120, y: 38, width: 100, height: 50),
             Rect(x: 230, y: 38, width: 100, height: 50),
             Rect(x: 10, y: 93, width: 100, height: 50), Rect(x: 120, y: 93, width: 100, height: 50)],
            [],
            [Rect(x: 10, y: 258, width: 100, height: 50), Rect(x: 120, y: 258, width: 100, height: 50)],
        ])
        #expect(layout.attributesForSupplementary(.header, inSection: 0)?.frame == Rect(x: 0, y: 0, width: 340, height: 30))
        #expect(layout.attributesForSupplementary(.footer, inSection: 0)?.frame == Rect(x: 0, y: 155, width: 340, height: 20))
        #expect(layout.attributesForSupplementary(.header, inSection: 1) == nil)
        #expect(layout.attributesForSupplementary(.footer, inSection: 1)?.frame == Rect(x: 0, y: 195, width: 340, height: 15))
        #expect(layout.attributesForSupplementary(.header, inSection: 2)?.frame == Rect(x: 0, y: 210, width: 340, height: 40))
        #expect(layout.attributesForSupplementary(.header, inSection: 2)?.path == ItemPath(2, 0))
        #expect(layout.attributesForSupplementary(.footer, inSection: 2) == nil)
        #expect(layout.attributesForSupplementary(.cell, inSection: 0) == nil)
        #expect(layout.contentSize == Size(width: 340, height: 320))
    }

    @Test func verticalFlowWrapsOneItemEarlierInANarrowerContainer() throws {
        var layout = try Self.verticalFixture()
        layout.containerSize = Size(width: 339, height: 200)
        #expect(Self.itemFrames(layout)[0].map(\.origin) == [
            Point(x: 10, y: 38), Point(x: 120, y: 38), Point(x: 10, y: 93), Point(x: 120, y: 93), Point(x: 10, y: 148),
        ])
        #expect(layout.contentSize == Size(width: 339, height: 375))
    }

    @Test func horizontalFlowIsTheTranspose() throws {
        let layout = try FlowLayout(itemCounts: [4], itemSizing: .uniform(Size(width: 40, height: 30)),
                                    scrollDirection: .horizontal,
                                    minimumInteritemSpacing: 10, minimumLineSpacing: 20,
                                    sectionInset: EdgeInsets(top: 5, left: 7, bottom: 5, right: 7),
                                    headerSizes: [25], containerSize: Size(width: 500, height: 100))
        #expect(Self.itemFrames(layout) == [[
            Rect(x: 32, y: 5, width: 40, height: 30), Rect(x: 32, y: 45, width: 40, height: 30),
            Rect(x: 92, y: 5, width: 40, height: 30), Rect(x: 92, y: 45, width: 40, height: 30),
        ]])
        #expect(layout.attributesForSupplementary(.header, inSection: 0)?.frame == Rect(x: 0, y: 0, width: 25, height: 100))
        #expect(layout.contentSize == Size(width: 139, height: 100))
        // Top half of item 2 → before it; bottom half → after it.
        #expect(layout.insertionSlot(nearest: Point(x: 100, y: 10)) == ItemPath(0, 2))
        #expect(layout.insertionSlot(nearest: Point(x: 100, y: 30)) == ItemPath(0, 3))
    }

    static let unevenSizes: [Size] = [
        Size(width: 50, height: 20), Size(width: 80, height: 40), Size(width: 50, height: 30),
        Size(width: 120, height: 10), Size(width: 60, height: 60), Size(width: 30, height: 30),
        Size(width: 250, height: 15), Size(width: 10, height: 10),
    ]

    static func unevenFixture() throws -> FlowLayout {
        let sizes = unevenSizes
        return try FlowLayout(itemCounts: [sizes.count], itemSizing: .perItem { sizes[$0.item] },
                              minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                              containerSize: Size(width: 200, height: 100))
    }

    @Test func perItemSizesMakeUnevenTopAlignedRows() throws {
        let layout = try Self.unevenFixture()
        #expect(Self.itemFrames(layout) == [[
            Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 60, y: 0, width: 80, height: 40),
            Rect(x: 150, y: 0, width: 50, height: 30),
            Rect(x: 0, y: 50, width: 120, height: 10), Rect(x: 130, y: 50, width: 60, height: 60),
            Rect(x: 0, y: 120, width: 30, height: 30),
            Rect(x: 0, y: 160, width: 250, height: 15),  // wider than the container: alone on its row
            Rect(x: 0, y: 185, width: 10, height: 10),
        ]])
        #expect(layout.contentSize == Size(width: 200, height: 195))
        #expect(layout.itemSize(at: ItemPath(0, 4)) == Size(width: 60, height: 60))
    }

    @Test func hitTestingIsNilOverGapsHeadersFootersAndInsets() throws {
        let layout = try Self.verticalFixture()
        #expect(layout.itemPath(at: Point(x: 10, y: 38)) == ItemPath(0, 0))
        #expect(layout.itemPath(at: Point(x: 110, y: 60)) == nil)   // inter-item gap (half-open edge)
        #expect(layout.itemPath(at: Point(x: 50, y: 90)) == nil)    // line gap
        #expect(layout.itemPath(at: Point(x: 50, y: 10)) == nil)    // header
        #expect(layout.itemPath(at: Point(x: 5, y: 60)) == nil)     // left inset
        #expect(layout.itemPath(at: Point(x: 50, y: 160)) == nil)   // footer
        #expect(layout.itemPath(at: Point(x: 150, y: 300)) == ItemPath(2, 1))
        #expect(layout.itemPath(at: Point(x: .nan, y: 0)) == nil)
    }

    @Test func insertionSlotsFollowTheProtocol() throws {
        let layout = try Self.verticalFixture()
        #expect(layout.insertionSlot(nearest: Point(x: 130, y: 40)) == ItemPath(0, 1))  // left half of item 1
        #expect(layout.insertionSlot(nearest: Point(x: 200, y: 40)) == ItemPath(0, 2))  // right half of item 1
        #expect(layout.insertionSlot(nearest: Point(x: 115, y: 100)) == ItemPath(0, 4)) // gap between 3 and 4
        #expect(layout.insertionSlot(nearest: Point(x: 300, y: 100)) == ItemPath(0, 5)) // past the last item
        #expect(layout.insertionSlot(nearest: Point(x: 130, y: 89)) == ItemPath(0, 1))  // line gap, nearer row 0
        #expect(layout.insertionSlot(nearest: Point(x: 130, y: 92)) == ItemPath(0, 4))  // line gap, nearer row 1
        #expect(layout.insertionSlot(nearest: Point(x: 300, y: 10)) == ItemPath(0, 0))  // header
        #expect(layout.insertionSlot(nearest: Point(x: 0, y: 160)) == ItemPath(0, 5))   // footer
        #expect(layout.insertionSlot(nearest: Point(x: 50, y: 190)) == ItemPath(1, 0))  // empty section
        #expect(layout.insertionSlot(nearest: Point(x: 50, y: -500)) == ItemPath(0, 0)) // above the content
        #expect(layout.insertionSlot(nearest: Point(x: 50, y: 5000)) == ItemPath(2, 2)) // below the content
        #expect(layout.insertionSlot(nearest: Point(x: 50, y: .infinity)) == nil)
    }

    @Test func attributesInRectFindsHeadersCellsAndFooters() throws {
        let layout = try Self.verticalFixture()
        let found = layout.attributes(in: Rect(x: 0, y: 140, width: 340, height: 60))
        #expect(Set(found.map { "\($0.kind) \($0.path)" }) == [
            "cell 0.3", "cell 0.4", "footer 0.0", "footer 1.0",
        ])
        // Touching edges do not count: the rect ends exactly where item 0 begins.
        #expect(layout.attributes(in: Rect(x: 0, y: 30, width: 340, height: 8)).isEmpty)
    }

    @Test func perItemSizesFollowTheirItemsThroughEdits() throws {
        var layout = try Self.unevenFixture()
        try layout.moveItem(from: ItemPath(0, 6), to: ItemPath(0, 0))
        #expect(layout.itemSize(at: ItemPath(0, 0)) == Size(width: 250, height: 15))
        try layout.exchangeItem(at: ItemPath(0, 1), with: ItemPath(0, 2))
        #expect(layout.itemSize(at: ItemPath(0, 1)) == Size(width: 80, height: 40))
        try layout.deleteItems(at: [ItemPath(0, 0)])
        #expect(layout.itemSize(at: ItemPath(0, 0)) == Size(width: 80, height: 40))
        try layout.insertItem(at: ItemPath(0, 7), size: Size(width: 5, height: 6))
        #expect(layout.itemCounts == [8])
        #expect(layout.itemSize(at: ItemPath(0, 7)) == Size(width: 5, height: 6))
    }

    @Test func outOfRangeEditsThrowAndChangeNothing() throws {
        var layout = try Self.verticalFixture()
        let before = Self.itemFrames(layout)
        #expect(throws: MosaicError.itemOutOfRange(path: ItemPath(0, 5), itemCount: 5, allowsEnd: false)) {
            try layout.moveItem(from: ItemPath(0, 5), to: ItemPath(0, 0))
        }
        #expect(throws: MosaicError.itemOutOfRange(path: ItemPath(0, 5), itemCount: 4, allowsEnd: true, afterRemovingMoved: true)) {
            try layout.moveItem(from: ItemPath(0, 0), to: ItemPath(0, 5))
        }
        #expect(throws: MosaicError.sectionOutOfRange(section: 3, sectionCount: 3)) {
            try layout.exchangeItem(at: ItemPath(0, 0), with: ItemPath(3, 0))
        }
        #expect(throws: MosaicError.self) { try layout.deleteItems(at: [ItemPath(0, 1), ItemPath(0, 1)]) }
        #expect(throws: MosaicError.itemOutOfRange(path: ItemPath(1, 1), itemCount: 0, allowsEnd: true)) {
            try layout.insertItem(at: ItemPath(1, 1), size: .zero)
        }
        #expect(Self.itemFrames(layout) == before)
        #expect(layout.itemCounts == [5, 0, 2])
        try layout.moveItem(from: ItemPath(0, 4), to: ItemPath(1, 0))  // into the empty section
        #expect(layout.itemCounts == [4, 1, 2])
    }

    @Test func parametersAreValidatedAndClamped() throws {
        #expect(throws: MosaicError.invalidParameter(name: "minimumLineSpacing", value: "-1.0",
                                                     expected: "a finite number in 0.0...200.0")) {
            _ = try FlowLayout(itemCounts: [1], itemSizing: .uniform(Size(width: 1, height: 1)),
                               minimumLineSpacing: -1, containerSize: .zero)
        }
        #expect(throws: MosaicError.self) {
            _ = try FlowLayout(itemCounts: [1], itemSizing: .uniform(Size(width: .nan, height: 1)), containerSize: .zero)
        }
        #expect(throws: MosaicError.self) {
            _ = try FlowLayout(itemCounts: [1], itemSizing: .uniform(Size(width: 1, height: 1)),
                               sectionInset: EdgeInsets(top: 0, left: -2, bottom: 0, right: 0), containerSize: .zero)
        }
        var layout = try Self.verticalFixture()
        layout.setSpacing(1_000)
        #expect(layout.minimumInteritemSpacing == 200 && layout.minimumLineSpacing == 200)
        layout.setSpacing(-5)
        #expect(layout.minimumInteritemSpacing == 0 && layout.minimumLineSpacing == 0)
        layout.setSpacing(.nan)
        #expect(layout.minimumInteritemSpacing == 0)
        layout.setItemSize(Size(width: 0.2, height: -3))
        #expect(layout.uniformItemSize == Size(width: 1, height: 1))
        #expect(throws: MosaicError.self) { try layout.setMinimumInteritemSpacing(.infinity) }
        #expect(layout.minimumInteritemSpacing == 0)
    }

    @Test func aZeroWidthContainerIsDegenerateButSafe() throws {
        var layout = try Self.verticalFixture()
        layout.containerSize = Size(width: 0, height: 0)
        #expect(Self.itemFrames(layout)[0].map(\.minX) == [10, 10, 10, 10, 10])
        layout.containerSize = Size(width: -.infinity, height: .nan)
        #expect(layout.containerSize == .zero)
        var uneven = try Self.unevenFixture()
        uneven.containerSize = .zero
        #expect(Self.itemFrames(uneven)[0].allSatisfy { $0.minX == 0 })
        _ = uneven.attributes(in: Rect(x: -10, y: -10, width: 1_000, height: 1_000))
        _ = uneven.insertionSlot(nearest: Point(x: 3, y: 3))
    }

    @Test func uniformLayoutsStoreNothingPerItem() throws {
        var layout = try FlowLayout(itemCounts: [1_000_000], itemSizing: .uniform(Size(width: 50, height: 50)),
                                    minimumInteritemSpacing: 2, minimumLineSpacing: 2,
                                    containerSize: Size(width: 400, height: 800))
        #expect(layout.itemSizes.isEmpty && layout.lineTables.isEmpty)
        // 7 per row (7·50 + 6·2 = 362 ≤ 400), 142 858 rows.
        #expect(layout.contentSize == Size(width: 400, height: 142_857 * 52 + 50))
        #expect(layout.attributesForItem(at: ItemPath(0, 999_999))?.frame == Rect(x: 0, y: 142_857 * 52, width: 50, height: 50))
        #expect(layout.itemPath(at: Point(x: 60, y: 142_857 * 52 - 10)) == ItemPath(0, 999_993))
        layout.setSpacing(10)
        #expect(layout.attributes(in: Rect(x: 0, y: 0, width: 400, height: 60)).count == 6)
    }
}
