import Foundation
import Testing
@testable import MosaicCairo

/// The high-contrast palettes: text at least 7:1 on cards, bands and the background; the focus
/// ring, the selection accent and card borders at least 3:1 against the background (WCAG's
/// non-text contrast), all opaque; `forAppearance` picks each of the four palettes.
@Suite struct HighContrastPaletteTests {
    private func luminance(_ c: RGBA) -> Double {
        func lin(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
    }

    private func contrast(_ a: RGBA, _ b: RGBA) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test(arguments: [Palette.highContrast, Palette.highContrastDark])
    func textAndMarksStandOut(palette: Palette) {
        for surface in [palette.card, palette.band, palette.background] {
            #expect(contrast(palette.text, surface) >= 7, "text \(palette.text) on \(surface)")
        }
        for mark in [palette.focusRing, palette.accent, palette.cardBorder] {
            #expect(mark.a == 255, "\(mark) is opaque")
            #expect(contrast(mark, palette.background) >= 3, "\(mark) on \(palette.background)")
            #expect(contrast(mark, palette.card) >= 3, "\(mark) on \(palette.card)")
        }
    }

    @Test func appearancePicksEachPalette() {
        #expect(Palette.forAppearance(dark: false, highContrast: false) == .light)
        #expect(Palette.forAppearance(dark: true, highContrast: false) == .dark)
        #expect(Palette.forAppearance(dark: false, highContrast: true) == .highContrast)
        #expect(Palette.forAppearance(dark: true, highContrast: true) == .highContrastDark)
        #expect(Palette.highContrast != .light && Palette.highContrastDark != .dark)
    }
}
