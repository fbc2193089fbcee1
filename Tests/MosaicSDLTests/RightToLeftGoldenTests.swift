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
