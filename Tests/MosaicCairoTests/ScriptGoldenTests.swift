import Foundation
import MosaicCairo
import MosaicCore
import MosaicView
import Testing

/// Cards with names in scripts SDL_ttf could not draw (Arabic, Hebrew, Devanagari, CJK, a
/// colour emoji), drawn by `CairoRenderer` into an image canvas and compared with
/// `Golden/*.png`: light at 1×, light at 2×, dark at 1×.
///
/// The comparison allows ≤ 0.5 % of pixels to differ by more than 8 in a channel. A missing or
/// different golden fails naming the file; `MOSAIC_UPDATE_GOLDEN=1` (re)writes it instead. The
/// actual image of a failure is written to the temporary directory.
@Suite(.serialized) @MainActor
struct ScriptGoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")
    static let names = ["محمد عبد الله", "שרה לוי", "अनुष्का शर्मा", "王小明", "Zoë 🎉 Party", "Ada Lovelace"]
    static let size = Size(width: 480, height: 300)

    /// Six 140 × 130 cards in two rows, the second selected, the fourth focused.
    static func cards() -> DisplayList<String> {
        var list = DisplayList<String>(viewport: size, contentOffset: .zero, contentSize: size)
        list.cells = names.enumerated().map { i, name in
            DisplayCell(id: name, path: ItemPath(0, i),
                        frame: Rect(x: 16 + Double(i % 3) * 152, y: 16 + Double(i / 3) * 142, width: 140, height: 130))
        }
        list.cells[1].isSelected = true
        list.cells[3].isFocused = true
        return list
    }

    @Test func scriptsLight() throws { try check("scripts", palette: .light, pixelScale: 1) }
    @Test func scriptsLightAt2x() throws { try check("scripts-2x", palette: .light, pixelScale: 2) }
    @Test func scriptsDark() throws { try check("scripts-dark", palette: .dark, pixelScale: 1) }

    func check(_ name: String, palette: Palette, pixelScale: Double) throws {
        let canvas = try CairoCanvas.image(size: Self.size, pixelScale: pixelScale)
        let renderer = try CairoRenderer()
        renderer.palette = palette
        renderer.draw(Self.cards(), in: canvas.context, viewport: Self.size, pixelScale: pixelScale)
        try Self.compare(canvas, with: name)
    }

    /// Compares `canvas` with `Golden/NAME.png` (or writes it with `MOSAIC_UPDATE_GOLDEN=1`).
    static func compare(_ canvas: CairoCanvas, with name: String) throws {
        let golden = goldenDirectory.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["MOSAIC_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
            try canvas.writePNG(path: golden.path)
            return
        }
        guard FileManager.default.fileExists(atPath: golden.path) else {
            Issue.record("Missing golden image \(golden.path): look at the rendering, then regenerate with MOSAIC_UPDATE_GOLDEN=1 swift test --filter MosaicCairoTests")
            return
        }
        let expected = try CairoCanvas.png(path: golden.path)
        let differing = PixelDiff.count(canvas.rgbBytes(), expected.rgbBytes(), tolerance: 8)
        let allowed = canvas.pixelWidth * canvas.pixelHeight / 200
        let sameSize = canvas.pixelWidth == expected.pixelWidth && canvas.pixelHeight == expected.pixelHeight
        guard sameSize, let differing, differing <= allowed else {
            let actualPath = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(name)-actual.png").path
            try? canvas.writePNG(path: actualPath)
            Issue.record("""
                \(name): \(differing.map { "\($0) pixels differ (allowed \(allowed))" } ?? "size differs") from \
                \(golden.path) (expected \(expected.pixelWidth)×\(expected.pixelHeight), got \
                \(canvas.pixelWidth)×\(canvas.pixelHeight)); actual image written to \(actualPath). If the change \
                is intended, regenerate with MOSAIC_UPDATE_GOLDEN=1 swift test --filter MosaicCairoTests
                """)
            return
        }
    }
}

/// Counting differing pixels of two RGB byte arrays.
enum PixelDiff {
    /// Pixels where any channel differs by more than `tolerance`; nil when the sizes differ.
    static func count(_ a: [UInt8], _ b: [UInt8], tolerance: UInt8) -> Int? {
        guard a.count == b.count else { return nil }
        var n = 0
        var i = 0
        while i < a.count {
            for c in 0..<3 where (a[i + c] > b[i + c] ? a[i + c] - b[i + c] : b[i + c] - a[i + c]) > tolerance {
                n += 1
                break
            }
            i += 3
        }
        return n
    }
}
