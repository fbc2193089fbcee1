import MosaicCore
import MosaicView
import Testing
@testable import MosaicCairo

/// Clean ground: cells drawn onto nothing but the background are copied from opaque surfaces;
/// cells over other ink (overlapping cells, headers) are blended, and both match direct drawing.
@Suite(.serialized) @MainActor
struct CleanGroundTests {
    @Test func boxesStayCleanUntilSomethingIsDrawnOverThem() {
        var ground = CleanGround()
        #expect(!ground.isClean(PixelBox(x0: 0, y0: 0, x1: 10, y1: 10)), "inactive ground is never clean")
        ground.begin(color: RGBA(250, 250, 250), bounds: PixelBox(x0: 0, y0: 0, x1: 300, y1: 200))
        let a = PixelBox(x0: 60, y0: 60, x1: 140, y1: 130)   // spans four tiles
        #expect(ground.isClean(a))
        ground.mark(a)
        #expect(!ground.isClean(a))
        #expect(!ground.isClean(PixelBox(x0: 139, y0: 129, x1: 150, y1: 150)), "one pixel of overlap")
        #expect(ground.isClean(PixelBox(x0: 140, y0: 60, x1: 200, y1: 130)), "touching is not overlapping")
        #expect(!ground.isClean(PixelBox(x0: 250, y0: 150, x1: 310, y1: 190)), "outside the viewport")
        ground.mark(PixelBox(x0: -50, y0: -50, x1: 5, y1: 5))  // clipped to the viewport
        #expect(!ground.isClean(PixelBox(x0: 0, y0: 0, x1: 2, y1: 2)))
        ground.end()
        #expect(!ground.isClean(PixelBox(x0: 200, y0: 150, x1: 210, y1: 160)))
        ground.begin(color: RGBA(250, 250, 250), bounds: PixelBox(x0: 0, y0: 0, x1: 300, y1: 200))
        #expect(ground.isClean(a), "a new list starts clean")
        ground.begin(color: RGBA(250, 250, 250, 128), bounds: PixelBox(x0: 0, y0: 0, x1: 300, y1: 200))
        #expect(!ground.isClean(a), "a translucent background is never clean ground")
    }

    static let size = Size(width: 420, height: 300)

    /// A header band, two cards that overlap, and cards on clean ground.
    static func list() -> DisplayList<String> {
        var list = DisplayList<String>(viewport: size, contentOffset: .zero, contentSize: size)
        let names = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "محمد عبد الله"]
        let frames = [Rect(x: 12, y: 50, width: 122, height: 120), Rect(x: 90, y: 80, width: 122, height: 120),
                      Rect(x: 260, y: 50, width: 122, height: 120), Rect(x: 260, y: 175, width: 122, height: 120)]
        list.cells = names.enumerated().map { i, name in
            DisplayCell(id: name, label: name, path: ItemPath(0, i), frame: frames[i])
        }
        list.supplementaries = [DisplaySupplementary(kind: .header, section: 0, frame: Rect(x: 0, y: 0, width: 420, height: 30))]
        return list
    }

    static func frame(_ renderer: CairoRenderer, _ canvas: CairoCanvas) -> [UInt8] {
        renderer.draw(list(), in: canvas.context, viewport: size, pixelScale: canvas.pixelScale)
        return canvas.rgbBytes()
    }

    /// The frame drawn directly (no cell cache) on a fresh canvas, and a caching renderer with
    /// its canvas after three frames (its cache warm).
    static func directAndWarmCache(scale: Double) throws -> (expected: [UInt8], cached: CairoRenderer, canvas: CairoCanvas) {
        let direct = try CairoRenderer()
        direct.cellCacheEnabled = false
        let expected = frame(direct, try CairoCanvas.image(size: size, pixelScale: scale))
        let cached = try CairoRenderer()
        let canvas = try CairoCanvas.image(size: size, pixelScale: scale)
        for _ in 0..<3 { _ = frame(cached, canvas) }
        return (expected, cached, canvas)
    }

    @Test(arguments: [1.0, 2.0]) func opaqueAndBlendedCellsMatchDirectDrawing(scale: Double) throws {
        let (expected, cached, canvas) = try Self.directAndWarmCache(scale: scale)
        #expect(cached.cells.count == 4)
        // The overlapped card is the only one blended; the others are copied.
        #expect(cached.cells.opaqueCount == 3)
        let frame = Self.frame(cached, canvas)
        let differing = CellCacheTests.differing(frame, expected, tolerance: 2)
        #expect(differing == 0, "scale \(scale): \(differing) pixels differ by more than 2 from direct drawing")
    }

    /// The background is filled only around opaque cards (the gaps), so a frame drawn over a
    /// canvas holding anything else — here solid red, as a reused window buffer may — must
    /// still replace every pixel: the same frame as direct drawing on a fresh canvas.
    @Test(arguments: [1.0, 2.0]) func gapFillLeavesNoStalePixel(scale: Double) throws {
        let (expected, cached, canvas) = try Self.directAndWarmCache(scale: scale)
        #expect(cached.cells.opaqueCount == 3)
        cached.begin(canvas.context, pixelScale: scale, size: Self.size)
        cached.clear(RGBA(255, 0, 0), size: Self.size)
        cached.end()
        let frame = Self.frame(cached, canvas)
        let differing = CellCacheTests.differing(frame, expected, tolerance: 2)
        #expect(differing == 0, "scale \(scale): \(differing) pixels differ by more than 2 (stale red left?)")
    }
}
