import MosaicCore
import MosaicView
import Testing
@testable import MosaicCairo

/// The cell cache: a frame of unchanged cells is painted from cached surfaces, with the same
/// pixels as drawing every cell directly; what changes is re-rendered, animations are not cached.
@Suite(.serialized) @MainActor
struct CellCacheTests {
    static let size = Size(width: 420, height: 300)

    /// Cards (default content, one selected, one focused, one translucent, one at a fractional
    /// position) and owner-drawn cells.
    static func list(offsetX: Double = 0) -> DisplayList<String> {
        var list = DisplayList<String>(viewport: size, contentOffset: .zero, contentSize: size)
        let names = ["Ada Lovelace", "محمد عبد الله", "Grace Hopper", "王小明", "Zoë 🎉 Party", "Alan Turing"]
        list.cells = names.enumerated().map { i, name in
            DisplayCell(id: name, label: name, path: ItemPath(0, i),
                        frame: Rect(x: 12 + offsetX + Double(i % 3) * 134, y: 12 + Double(i / 3) * 140, width: 122, height: 130))
        }
        list.cells[1].isSelected = true
        list.cells[2].isFocused = true
        list.cells[3].alpha = 0.6
        list.cells[4].frame = list.cells[4].frame.offsetBy(dx: 0.37, dy: 0.5)
        return list
    }

    static func content(_ cell: DisplayCell<String>) -> CellContent? {
        guard cell.path.item == 5 else { return nil }
        return .custom { ctx in
            ctx.fill(ctx.rect, cornerRadius: 9, color: RGBA(255, 230, 200))
            ctx.stroke(ctx.rect, cornerRadius: 9, width: ctx.state.isSelected ? 2 : 1, color: Palette.cardBorder)
            ctx.fillCircle(center: Point(x: ctx.rect.minX + 12, y: ctx.rect.minY + 12), radius: 5, color: Palette.accent)
            ctx.drawText(cell.label, in: ctx.rect.insetBy(dx: 6, dy: 6), size: 13, lines: 2, alignment: .center)
        }
    }

    static func frame(_ renderer: CairoRenderer, _ canvas: CairoCanvas, _ list: DisplayList<String>) -> [UInt8] {
        renderer.draw(list, in: canvas.context, viewport: size, pixelScale: canvas.pixelScale,
                      content: { content($0) ?? .configuration(renderer.contactCard($0.label)) })
        return canvas.rgbBytes()
    }

    /// Pixels where a channel differs by more than `tolerance`.
    static func differing(_ a: [UInt8], _ b: [UInt8], tolerance: Int) -> Int {
        var n = 0
        for i in stride(from: 0, to: min(a.count, b.count), by: 3)
        where (0..<3).contains(where: { abs(Int(a[i + $0]) - Int(b[i + $0])) > tolerance }) { n += 1 }
        return n + abs(a.count - b.count)
    }

    @Test(arguments: [1.0, 2.0]) func cachedFramesMatchDirectDrawing(scale: Double) throws {
        let direct = try CairoRenderer()
        direct.cellCacheEnabled = false
        let directCanvas = try CairoCanvas.image(size: Self.size, pixelScale: scale)
        let expected = Self.frame(direct, directCanvas, Self.list())
        #expect(direct.cells.count == 0)

        let cached = try CairoRenderer()
        let canvas = try CairoCanvas.image(size: Self.size, pixelScale: scale)
        let first = Self.frame(cached, canvas, Self.list())     // first sight: drawn directly
        #expect(cached.cells.renderCount == 0)
        let second = Self.frame(cached, canvas, Self.list())    // second sight: rendered, painted
        #expect(cached.cells.renderCount == 6)
        let third = Self.frame(cached, canvas, Self.list())     // from the cache
        #expect(cached.cells.renderCount == 6)
        #expect(cached.cells.hitCount == 6)
        for (name, frame) in [("first", first), ("second", second), ("third", third)] {
            let loose = Self.differing(frame, expected, tolerance: 2)
            #expect(loose == 0, "\(name) frame at scale \(scale): \(loose) pixels differ by more than 2 from direct drawing")
        }
    }

    @Test func aChangedCellIsRenderedAgainAndTheOthersAreNot() throws {
        let renderer = try CairoRenderer()
        let canvas = try CairoCanvas.image(size: Self.size)
        for _ in 0..<3 { _ = Self.frame(renderer, canvas, Self.list()) }
        #expect(renderer.cells.renderCount == 6)
        var changed = Self.list()
        changed.cells[0].isSelected = true
        let hits = renderer.cells.hitCount
        for _ in 0..<2 { _ = Self.frame(renderer, canvas, changed) }
        #expect(renderer.cells.renderCount == 7)
        #expect(renderer.cells.hitCount == hits + 5 + 5)
    }

    @Test func movingCellsAreDrawnDirectlyNotCached() throws {
        let renderer = try CairoRenderer()
        let canvas = try CairoCanvas.image(size: Self.size)
        // An animation: every frame at another sub-pixel phase, so no operations repeat.
        for step in 0..<8 { _ = Self.frame(renderer, canvas, Self.list(offsetX: Double(step) * 0.3 + 0.1)) }
        #expect(renderer.cells.renderCount == 0)
        #expect(renderer.cells.count == 0)
    }

    @Test func aPaletteChangeDropsTheSurfaces() throws {
        let renderer = try CairoRenderer()
        let canvas = try CairoCanvas.image(size: Self.size)
        for _ in 0..<2 { _ = Self.frame(renderer, canvas, Self.list()) }
        #expect(renderer.cells.count == 6)
        renderer.palette = .dark
        #expect(renderer.cells.count == 0)
        let direct = try CairoRenderer()
        direct.palette = .dark
        direct.cellCacheEnabled = false
        let directCanvas = try CairoCanvas.image(size: Self.size)
        let expected = Self.frame(direct, directCanvas, Self.list())
        for _ in 0..<2 { _ = Self.frame(renderer, canvas, Self.list()) }
        #expect(Self.differing(Self.frame(renderer, canvas, Self.list()), expected, tolerance: 2) == 0)
    }

    @Test func theCacheStaysWithinItsByteLimit() throws {
        let renderer = try CairoRenderer()
        // Room for four or five 122 × 130 cards (~70 kB each with their margins).
        renderer.cells = CellSurfaceCache(byteLimit: 320_000)
        let canvas = try CairoCanvas.image(size: Self.size)
        for _ in 0..<4 {
            _ = Self.frame(renderer, canvas, Self.list())
            #expect(renderer.cells.bytes <= 320_000)
        }
        #expect((2..<6).contains(renderer.cells.count))
        #expect(renderer.cells.renderCount >= 6)
    }
}
