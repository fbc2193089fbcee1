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

/// The top bar at narrow widths (issue 14 #8): nothing overflows or overlaps.
@Suite("Top bar widths")
struct TopBarWidthTests {
    @Test("At every width from 320 to 1400 the controls stay inside the bar, in order, without overlapping")
    func narrow() {
        for width in stride(from: 320.0, through: 1400, by: 10) {
            let bar = TopBar(width: width)
            let controls = bar.layoutSegments.map(\.frame) + bar.modeSegments.map(\.frame) + [bar.editButtonFrame]
            #expect(controls.allSatisfy { $0.minX >= 0 && $0.maxX <= width + 1e-9 }, "width \(width)")
            for (a, b) in zip(controls, controls.dropFirst()) { #expect(a.maxX <= b.minX + 1e-9, "width \(width)") }
            #expect(bar.titleFrame.maxX <= bar.layoutSwitchFrame.minX + 1e-6, "width \(width)")
            if width >= 1000 { #expect(bar.segmentScale == 1, "full size at \(width)") }
        }
        #expect(TopBar(width: 1280).segmentScale == 1)
        #expect(TopBar(width: 480).segmentScale < 1)
        #expect(TopBar(width: 480).control(at: TopBar(width: 480).modeSegments[2].frame.center) == .mode(.exchange))
    }

    @Test("The hint is drawn after the title when there is room, and dropped when there is not")
    @MainActor func hint() throws {
        func inkRight(of x: Int, width: Double, hint: String?) throws -> Int {
            let offscreen = try OffscreenRenderer(size: Size(width: width, height: 60))
            offscreen.beginFrame()
            let drawn = TopBar(width: width, hint: hint)
            drawn.draw(in: offscreen.renderer.context(for: drawn.frame))
            let image = offscreen.image()
            let bar = TopBar(width: width)
            var dark = 0
            for y in 10..<42 {
                for px in x..<Int(bar.layoutSwitchFrame.minX) - 2 {
                    if let p = image[px, y], Int(p.r) + Int(p.g) + Int(p.b) < 600 { dark += 1 }
                }
            }
            return dark
        }
        #expect(try inkRight(of: 150, width: 1280, hint: "Drag a card onto another to swap") > 50)
        #expect(try inkRight(of: 150, width: 1280, hint: nil) == 0)
    }
}
