// DisplaySupplementary has no public initializer: @testable (debug builds).
import Foundation
import MosaicCore
import MosaicInteraction
import MosaicSDL
@testable import MosaicView
import Testing

/// The state the detail panel's golden images are drawn over: MosaicSDL's browse fixture (a
/// flow grid with a header band, one card selected, one pressed, one focused, one fading out)
/// under the contacts top bar, on a 640 × 400 surface.
enum Fixtures {
    static let names = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov",
                        "Donald Knuth", "Margaret Hamilton", "Claude Shannon", "Hedy Lamarr", "Katherine Johnson",
                        "Tim Berners-Lee", "Radia Perlman", "Niklaus Wirth", "Frances Allen", "Plato"]
    static let surface = Size(width: 640, height: 400)
    static let viewport = Size(width: 640, height: 400 - TopBar.height)

    static func browse() -> DisplayList<String> {
        var list = DisplayList<String>(viewport: viewport, contentOffset: .zero,
                                       contentSize: Size(width: 640, height: 38 + 3 * 132 + 10))
        list.supplementaries = [DisplaySupplementary(kind: .header, section: 0, frame: Rect(x: 0, y: 0, width: 640, height: 28))]
        list.cells = (0..<15).map { i in
            DisplayCell(id: names[i], path: ItemPath(0, i),
                        frame: Rect(x: 20 + Double(i % 5) * 112, y: 38 + Double(i / 5) * 132, width: 100, height: 120))
        }
        list.cells[1].isSelected = true
        list.cells[3].isHighlighted = true
        list.cells[6].isFocused = true
        list.cells[8].isRemoving = true
        list.cells[8].alpha = 0.4
        list.cells[8].scale = 0.9
        return list
    }

    static func bar() -> TopBar {
        TopBar(title: "Contacts", editTitle: "Edit", mode: .browse, layoutName: "Flow", width: surface.width)
    }

    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Compares the rendering with `Golden/name.png` (≤ 0.5 % of pixels may differ by more than 8
    /// in a channel); with `MOSAIC_UPDATE_GOLDEN=1` writes it instead.
    static func compare(_ offscreen: OffscreenRenderer, with name: String) throws {
        let golden = goldenDirectory.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["MOSAIC_UPDATE_GOLDEN"] == "1" {
            try offscreen.savePNG(path: golden.path)
            return
        }
        let actual = offscreen.image()
        let expected = try RGBImage.load(path: golden.path)
        let allowed = actual.width * actual.height / 200
        guard let differing = actual.countDifferingPixels(from: expected, tolerance: 8), differing <= allowed else {
            let actualPath = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(name)-actual.png").path
            try? offscreen.savePNG(path: actualPath)
            let message = "\(name) differs from \(golden.path) (allowed \(allowed) pixels); actual image written to "
                + "\(actualPath). If intended: MOSAIC_UPDATE_GOLDEN=1 swift test --filter AppChromeTests"
            Issue.record(Comment(rawValue: message))
            return
        }
    }
}
