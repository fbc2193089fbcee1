import MosaicCore
import Testing
@testable import MosaicCairo

/// Card geometry, avatar colors and initials, scroll indicators: pure functions of their inputs.
@Suite struct CardMetricsTests {
    @Test func cardMetricsScaleDownGracefully() {
        let large = CardMetrics(size: Size(width: 120, height: 140))
        #expect(large.avatar != nil && large.initialsSize != nil && large.labelBox != nil)
        let small = CardMetrics(size: Size(width: 30, height: 30))
        #expect(small.avatar != nil && small.labelBox == nil)
        let tiny = CardMetrics(size: Size(width: 18, height: 21))
        #expect(tiny.initialsSize == nil && tiny.labelBox == nil)
        #expect(CardMetrics(size: Size(width: 4, height: 4)).avatar == nil)
        for size in [Size(width: 120, height: 140), Size(width: 61, height: 71), Size(width: 144, height: 100)] {
            let m = CardMetrics(size: size)
            let bounds = Rect(origin: .zero, size: size)
            if let a = m.avatar { #expect(a.minX >= 0 && a.minY >= 0 && a.maxX <= bounds.maxX && a.maxY <= bounds.maxY) }
            if let l = m.labelBox { #expect(l.maxY <= bounds.maxY + 0.5) }
        }
    }

    @Test func avatarColorsAndInitialsAreStable() {
        #expect(Palette.avatar(for: "Ada Lovelace") == Palette.avatar(for: "Ada Lovelace"))
        #expect(Palette.avatar(for: "Ada Lovelace") != Palette.avatar(for: "Alan Turing"))
        #expect(Palette.initials(of: "Ada Lovelace") == "AL")
        #expect(Palette.initials(of: "ada  king lovelace") == "AL")
        #expect(Palette.initials(of: "Plato") == "P")
        #expect(Palette.initials(of: "Ada Lovelace +2") == "AL")
        #expect(Palette.initials(of: "  ") == "?")
        #expect(Palette.editCard == RGBA(230, 230, 230))
    }

    @Test func scrollIndicatorTracksTheOffset() {
        #expect(CairoRenderer.indicator(viewport: 100, content: 100, offset: 0) == nil)
        let top = CairoRenderer.indicator(viewport: 100, content: 400, offset: 0)
        let bottom = CairoRenderer.indicator(viewport: 100, content: 400, offset: 300)
        #expect(top?.start == 2 && top?.length == 24)
        #expect(bottom.map { $0.start + $0.length } == 98)
    }
}

