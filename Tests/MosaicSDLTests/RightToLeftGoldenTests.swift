import Foundation
import MosaicAnimation
import MosaicCore
import MosaicView
import Testing
@testable import MosaicSDL

/// Golden frames of a collection view right to left (offscreen, as a window draws it): a flow
/// filling its rows from the right and a waterfall whose first column is the rightmost, with
/// Hebrew, Arabic and Latin names shaped by Pango inside the cards. Compared like
/// `GoldenImageTests` (regenerate with `MOSAIC_UPDATE_GOLDEN=1`).
@Suite(.serialized) @MainActor
struct RightToLeftGoldenTests {
    static let size = Size(width: 420, height: 300)
    static let names = ["שרה לוי", "Anna Berg", "محمد علي", "Max Berg", "דוד כהן", "Lea Roth",
                        "ليلى حسن", "Tom Wu", "נועה ברק", "Ida Li"]

    func view(_ layout: AnyLayout, _ direction: LayoutDirection) throws -> CollectionView<Int, Int> {
        let snapshot = try SectionedSnapshot<Int, Int>(sections: [(0, Array(0..<Self.names.count))])
        let view = try CollectionView(snapshot: snapshot, layout: layout, viewportSize: Self.size, clock: ManualClock(now: 0))
        view.labelProvider = { Self.names[$0] }
        view.setLayoutDirection(direction)
        return view
    }

    func render(_ view: CollectionView<Int, Int>) throws -> OffscreenRenderer {
        let offscreen = try OffscreenRenderer(size: Self.size)
        offscreen.render(list: view.displayList())
        return offscreen
    }

    static func flow() throws -> AnyLayout {
        AnyLayout(try FlowLayout(itemCounts: [names.count], itemSizing: .uniform(Size(width: 120, height: 80)),
                                 minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                 sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), containerSize: size))
    }

    static func waterfall() throws -> AnyLayout {
        AnyLayout(try WaterfallLayout(itemHeights: [[110, 60, 80, 70, 100, 60, 90, 50, 70, 60]], columnCount: 3, spacing: 10,
                                      sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), containerSize: size))
    }

    @Test("Flow right to left: rows fill from the right inset")
    func flowRightToLeft() throws {
        let rtl = try view(Self.flow(), .rightToLeft)
        #expect(rtl.layout.attributesForItem(at: ItemPath(0, 0))?.frame.maxX == 410)
        let image = try render(rtl)
        try GoldenImageTests.compare(image, with: "rtl-flow")
        // Not the left-to-right frame: the golden shows the mirror.
        let ltr = try render(try view(Self.flow(), .leftToRight))
        let differing = image.image().countDifferingPixels(from: ltr.image(), tolerance: 8) ?? 0
        #expect(differing > 1_000, "\(differing) pixels differ from left to right")
    }

    static func rows() throws -> AnyLayout {
        AnyLayout(try FlowLayout(itemCounts: [names.count], itemSizing: .uniform(Size(width: 400, height: 52)),
                                 minimumInteritemSpacing: 10, minimumLineSpacing: 6,
                                 sectionInset: EdgeInsets(top: 6, left: 10, bottom: 6, right: 10), headerSizes: [28],
                                 containerSize: size))
    }

    /// A list row: avatar, name, a secondary line, a badge on every third row.
    static func row(_ cell: DisplayCell<Int>) -> CellContent {
        let name = names[cell.id]
        var c = CellContentConfiguration.subtitleCell(title: name, secondaryText: "Seat \(cell.id + 1)",
                                                      image: .initials(Palette.initials(of: name), color: Palette.avatar(for: name)))
        if cell.id % 3 == 0 { c.badge = "\(cell.id + 2)" }
        return .configuration(c)
    }

    /// A card: the contact card with a secondary line and a badge.
    static func card(_ cell: DisplayCell<Int>) -> CellContent {
        var c = CellContentConfiguration.contactCard(name: names[cell.id])
        c.secondaryText = "Seat \(cell.id + 1)"
        c.badge = cell.id % 2 == 0 ? "\(cell.id + 1)" : nil
        return .configuration(c)
    }

    static func header(_ s: DisplaySupplementary) -> SupplementaryContent? {
        .configuration(SupplementaryContentConfiguration(title: "חברים · Friends", secondaryText: "10"))
    }

    @Test("List rows right to left: avatar at the right, text right-aligned, badge and header mirrored")
    func listRowsRightToLeft() throws {
        let rtl = try view(Self.rows(), .rightToLeft)
        let offscreen = try OffscreenRenderer(size: Self.size)
        offscreen.render(list: rtl.displayList(), content: Self.row, supplementaryContent: Self.header)
        try GoldenImageTests.compare(offscreen, with: "rtl-list-rows")
        let ltr = try OffscreenRenderer(size: Self.size)
        ltr.render(list: try view(Self.rows(), .leftToRight).displayList(), content: Self.row, supplementaryContent: Self.header)
        let differing = offscreen.image().countDifferingPixels(from: ltr.image(), tolerance: 8) ?? 0
        #expect(differing > 1_000, "\(differing) pixels differ from left to right")
    }

    @Test("Cards right to left: the badge at the top-left, the centred column unchanged")
    func cardsRightToLeft() throws {
        let offscreen = try OffscreenRenderer(size: Self.size)
        offscreen.render(list: try view(Self.flow(), .rightToLeft).displayList(), content: Self.card)
        try GoldenImageTests.compare(offscreen, with: "rtl-cards")
    }

    @Test("Waterfall right to left: the first column is the rightmost")
    func waterfallRightToLeft() throws {
        let rtl = try view(Self.waterfall(), .rightToLeft)
        #expect(rtl.layout.attributesForItem(at: ItemPath(0, 0))?.frame.maxX == 410)
        #expect(rtl.layout.waterfall?.column(ofItemAt: ItemPath(0, 0)) == 0)
        let image = try render(rtl)
        try GoldenImageTests.compare(image, with: "rtl-waterfall")
        let ltr = try render(try view(Self.waterfall(), .leftToRight))
        let differing = image.image().countDifferingPixels(from: ltr.image(), tolerance: 8) ?? 0
        #expect(differing > 1_000, "\(differing) pixels differ from left to right")
    }
}
