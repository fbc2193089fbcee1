import Foundation
import MosaicAnimation
import MosaicCore
import MosaicView
import Testing
@testable import MosaicSDL

/// Offscreen renders of small display lists, checked pixel by pixel. SDL rendering is
/// single-threaded: every suite touching SDL is `@MainActor` (and serialized).
@Suite(.serialized) @MainActor
struct OffscreenRendererTests {
    static let size = Size(width: 640, height: 400)

    /// A header band: 52 points of one color, with one control at its left.
    struct Band: WindowHeader, Equatable {
        static let height = 52.0
        var height: Double { Self.height }
        var minimumWidth: Double { 200 }
        func draw(in context: DrawingContext) {
            context.fill(Rect(x: 0, y: 0, width: 640, height: Self.height), color: RGBA(10, 20, 30))
        }
        func headerControl(at point: Point) -> AnyHashable? { point.x < 100 && point.y < Self.height ? "left" : nil }
    }

    func render(_ list: DisplayList<String>, header: (any WindowHeader)? = nil, geometry: DialogGeometry? = nil,
                scale: Double = 1) throws -> RGBImage {
        let offscreen = try OffscreenRenderer(size: Self.size, pixelScale: scale)
        offscreen.render(list: list, header: header, dialogGeometry: geometry)
        let image = offscreen.image()
        #expect(offscreen.pixels() == image.pixels)
        return image
    }

    func rgb(_ image: RGBImage, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image[x, y] else { return [] }
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    func cell(_ label: String, _ frame: Rect, alpha: Double = 1, hidden: Bool = false, edit: Bool = false) -> DisplayCell<String> {
        DisplayCell(id: label, path: ItemPath(0, 0), frame: frame, alpha: alpha, isHidden: hidden, showsEditBackground: edit)
    }

    var list: DisplayList<String> {
        var list = DisplayList<String>(viewport: Self.size, contentOffset: .zero, contentSize: Self.size)
        list.cells = [
            cell("Ada Lovelace", Rect(x: 20, y: 20, width: 100, height: 120), edit: true),
            cell("Alan Turing", Rect(x: 140, y: 20, width: 100, height: 120), hidden: true),
            cell("Ada Lovelace", Rect(x: 260, y: 20, width: 100, height: 120), alpha: 0.5, edit: true),
        ]
        return list
    }

    @Test func backgroundEditGrayHiddenAndDimmedCells() throws {
        let image = try render(list)
        #expect(image.width == 640 && image.height == 400)
        #expect(rgb(image, 600, 380) == [242, 242, 247])
        // Inside the edit-gray card, left of the avatar (x 20 + 4).
        #expect(rgb(image, 24, 80) == [230, 230, 230])
        // The card's 1-point border.
        #expect(rgb(image, 20, 80) == [206, 206, 212])
        // The hidden cell is not drawn at all.
        for (x, y) in [(140, 80), (190, 60), (190, 130), (239, 139)] { #expect(rgb(image, x, y) == [242, 242, 247]) }
        // The half-transparent card is lighter than the opaque one: its gray, its avatar.
        #expect(zip(rgb(image, 264, 80), [235, 235, 238]).allSatisfy { abs($0 - $1) <= 1 }, "\(rgb(image, 264, 80))")
        let opaqueAvatar = rgb(image, 70, 36 + 5), dimmedAvatar = rgb(image, 310, 36 + 5)
        #expect(opaqueAvatar != [230, 230, 230])
        #expect(dimmedAvatar.reduce(0, +) > opaqueAvatar.reduce(0, +))
        // The avatar circle's color is the label's.
        let color = Palette.avatar(for: "Ada Lovelace")
        let center = rgb(image, 70, 60)
        #expect(center == [Int(color.r), Int(color.g), Int(color.b)] || center == [255, 255, 255])
    }

    @Test func dialogPanelDimsTheViewport() throws {
        var list = self.list
        let anchor = list.cells[0].frame
        list.overlays = [.confirmation(.deleteContact(path: ItemPath(0, 0), anchor: anchor))]
        let geometry = CairoRenderer.dialogGeometry(anchor: anchor, viewport: Self.size)
        let image = try render(list, geometry: geometry)
        // Dimmed background outside the panel.
        let dimmed = rgb(image, 600, 380)
        #expect(dimmed.count == 3 && dimmed[0] < 242 - 30)
        // The panel is white where no text is: just inside its left edge, mid-height.
        let panel = geometry.panel
        #expect(rgb(image, Int(panel.minX) + 4, Int(panel.midY)) == [255, 255, 255])
        // The destructive button is red, the cancel button gray.
        let yes = rgb(image, Int(geometry.destructive.minX) + 6, Int(geometry.destructive.midY))
        #expect(yes == [255, 59, 48])
        let no = rgb(image, Int(geometry.cancel.minX) + 6, Int(geometry.cancel.midY))
        #expect(no == [229, 229, 234])
    }

    @Test func fallbackDialogGeometryMatchesTheEngineRule() {
        let g = CairoRenderer.dialogGeometry(anchor: Rect(x: 20, y: 20, width: 100, height: 120), viewport: Self.size)
        #expect(g.panel == Rect(x: 8, y: 148, width: 280, height: 120))
        #expect(g.destructive.maxX < g.cancel.minX)
        // Near the bottom the panel goes above the anchor.
        let above = CairoRenderer.dialogGeometry(anchor: Rect(x: 300, y: 300, width: 100, height: 90), viewport: Self.size)
        #expect(above.panel.maxY <= 300)
    }

    @Test func aHeaderIsDrawnAboveTheCollectionWhichStartsBelowIt() throws {
        var list = self.list
        list.viewport = Size(width: 640, height: 400 - Band.height)
        let image = try render(list, header: Band())
        // The band's fill across the top, then the edit-gray card 52 points lower.
        #expect(rgb(image, 130, 5) == [10, 20, 30] && rgb(image, 630, 51) == [10, 20, 30])
        #expect(rgb(image, 24, 80 + 52) == [230, 230, 230])
    }

    @Test func scrollIndicatorAppearsOnlyWhenContentIsTaller() throws {
        var list = self.list
        list.cells = []
        let fits = try render(list)
        #expect(rgb(fits, 635, 10) == [242, 242, 247])
        list.contentSize = Size(width: 640, height: 1600)
        let taller = try render(list)
        let bar = rgb(taller, 635, 10)
        #expect(bar.count == 3 && bar[0] < 200)
        #expect(rgb(taller, 635, 300) == [242, 242, 247])
    }

    @Test func hiDPIMapsPointsToPixels() throws {
        let image = try render(list, scale: 2)
        #expect(image.width == 1280 && image.height == 800)
        #expect(rgb(image, 48, 160) == [230, 230, 230])
        #expect(rgb(image, 40, 160) == [206, 206, 212])
        #expect(rgb(image, 39, 160) == [242, 242, 247])
    }

    @Test func pngRoundTrip() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-roundtrip-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try OffscreenRenderer.renderPNG(list: list, size: Self.size, path: path)
        let loaded = try RGBImage.load(path: path)
        let rendered = try render(list)
        #expect(loaded.countDifferingPixels(from: rendered, tolerance: 0) == 0)
        #expect(throws: SDLError.self) { try RGBImage.load(path: "/nonexistent/mosaic.png") }
        #expect(throws: SDLError.self) { try OffscreenRenderer(size: Size(width: 0, height: 10)) }
        #expect(throws: SDLError.self) { try OffscreenRenderer(size: Size(width: .nan, height: 10)) }
    }

    @Test func textLayoutsAreShapedOncePerContentAndBounded() throws {
        let offscreen = try OffscreenRenderer(size: Self.size)
        offscreen.render(list: list)
        let afterOne = offscreen.renderer.cachedTextCount
        let shaped = offscreen.renderer.text.shapeCount
        offscreen.render(list: list)
        // The second frame of the same list shapes nothing.
        #expect(offscreen.renderer.cachedTextCount == afterOne)
        #expect(offscreen.renderer.text.shapeCount == shaped)
        let small = try CairoRenderer(textCacheCapacity: 16)
        let canvas = try CairoCanvas.image(size: Self.size)
        var many = list
        many.cells = (0..<40).map { i in
            cell(TestImages.name(i), Rect(x: Double(i % 8) * 78, y: Double(i / 8) * 78, width: 76, height: 76))
        }
        small.draw(many, in: canvas.context, viewport: Self.size, pixelScale: 1)
        // Past capacity, the least recently drawn layouts go.
        #expect(small.cachedTextCount == 16)
        let texts = Set(many.cells.map(\.label)).count + Set(many.cells.map { Palette.initials(of: $0.label) }).count
        #expect(small.text.shapeCount == texts, "each distinct name and initials shaped once")
    }

    @Test func drawsWhatACollectionViewProduces() throws {
        let clock = ManualClock()
        let names = (0..<30).map { TestImages.name($0) }
        let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, names)])
        let layout = try FlowLayout(itemCounts: [30], itemSizing: .uniform(Size(width: 100, height: 120)),
                                    minimumInteritemSpacing: 12, minimumLineSpacing: 12,
                                    containerSize: Size(width: 640, height: 400 - Band.height))
        let view = try CollectionView(snapshot: snapshot, layout: AnyLayout(layout), viewportSize: Size(width: 640, height: 400 - Band.height),
                                      clock: clock)
        let list = view.displayList()
        #expect(!list.cells.isEmpty)
        let image = try render(list, header: Band(), geometry: OverlayPresenter(view).dialogLayout)
        // The first card's border starts at the top-left of the collection (below the header).
        #expect(rgb(image, 0, Int(Band.height) + 60) == [206, 206, 212])
    }
}
