import Foundation
import MosaicCore
import MosaicView
import Testing
@testable import MosaicCairo
@testable import MosaicSDL

/// What a person can read: the exchange snapshot's text contrast (issue 14 #8); scripts and
/// fallback fonts are MosaicCairoTests' `TextShapingTests`.
@Suite("Text legibility") @MainActor
struct TextLegibilityTests {
    /// WCAG relative luminance of an sRGB pixel.
    static func luminance(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Double {
        func channel(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(p.r) + 0.7152 * channel(p.g) + 0.0722 * channel(p.b)
    }

    @Test("The default exchange snapshot (alpha 0.8, dark gray) keeps its label at ≥ 4.5:1 contrast")
    func snapshotContrast() throws {
        let size = Size(width: 300, height: 220)
        let offscreen = try OffscreenRenderer(size: size)
        var list = DisplayList<Int>(viewport: size, contentOffset: .zero, contentSize: size)
        let frame = Rect(x: 75, y: 40, width: 150, height: 160)
        list.overlays = [.dragSnapshot(DragSnapshot(items: [0], label: "Ada Lovelace", frame: frame, alpha: 0.8, scale: 1,
                                                    backgroundGray: 1.0 / 3.0))]
        offscreen.render(list: list)
        let image = offscreen.image()
        let box = try #require(ContentMetrics(size: frame.size, configuration: .contactCard(name: "Ada Lovelace")).title)
        var darkest = 1.0, lightest = 0.0
        for y in Int(frame.minY + box.minY)..<Int(frame.minY + box.maxY) {
            for x in Int(frame.minX + box.minX)..<Int(frame.minX + box.maxX) {
                let l = Self.luminance(try #require(image[x, y]))
                darkest = min(darkest, l)
                lightest = max(lightest, l)
            }
        }
        let contrast = (lightest + 0.05) / (darkest + 0.05)
        #expect(contrast >= 4.5, "label contrast \(contrast):1 (text \(darkest), card \(lightest))")
    }
}
