import MosaicCore
import MosaicView
import Testing
@testable import MosaicSDL

@Suite struct ShapesTests {
    static let everything = PixelRect(x0: -1000, y0: -1000, x1: 1000, y1: 1000)

    /// Rasterizes spans into a set of covered pixels, failing on any pixel covered twice.
    func coverage(_ spans: [PixelRect]) -> Set<[Int32]> {
        var covered = Set<[Int32]>()
        for s in spans {
            for y in s.y0..<s.y1 {
                for x in s.x0..<s.x1 {
                    let inserted = covered.insert([x, y]).inserted
                    #expect(inserted, "pixel \(x),\(y) covered twice")
                }
            }
        }
        return covered
    }

    @Test func squareCornersAreOneRectangle() {
        var spans: [PixelRect] = []
        let r = PixelRect(x0: 2, y0: 3, x1: 12, y1: 9)
        Shapes.appendRoundedRect(r, radius: 0, clip: Self.everything, to: &spans)
        #expect(spans == [r])
    }

    @Test func roundedRectIsSymmetricAndMergesTheStraightMiddle() {
        var spans: [PixelRect] = []
        let r = PixelRect(x0: 0, y0: 0, x1: 60, y1: 70)
        Shapes.appendRoundedRect(r, radius: 8, clip: Self.everything, to: &spans)
        // At most 8 rows per corner band plus the middle.
        #expect(spans.count <= 17)
        #expect(spans.contains { $0.x0 == 0 && $0.x1 == 60 && $0.y0 <= 8 && $0.y1 >= 62 })
        let covered = coverage(spans)
        #expect(!covered.contains([0, 0]) && !covered.contains([59, 69]))
        #expect(covered.contains([30, 0]) && covered.contains([0, 35]) && covered.contains([59, 35]))
        for p in covered { #expect(covered.contains([59 - p[0], p[1]]) && covered.contains([p[0], 69 - p[1]])) }
    }

    @Test func circleAreaIsCloseToPiRSquared() {
        var spans: [PixelRect] = []
        Shapes.appendRoundedRect(PixelRect(x0: 0, y0: 0, x1: 40, y1: 40), radius: 20, clip: Self.everything, to: &spans)
        let area = Double(coverage(spans).count)
        #expect(abs(area - Double.pi * 400) < 40)
    }

    @Test func ringIsTheRectMinusItsInsetWithoutOverlap() {
        var ring: [PixelRect] = [], fill: [PixelRect] = []
        let r = PixelRect(x0: 0, y0: 0, x1: 50, y1: 40)
        Shapes.appendRing(r, radius: 6, width: 2, clip: Self.everything, to: &ring)
        Shapes.appendRoundedRect(r.outset(by: -2), radius: 4, clip: Self.everything, to: &fill)
        let ringPixels = coverage(ring), fillPixels = coverage(fill)
        #expect(ringPixels.isDisjoint(with: fillPixels))
        var whole: [PixelRect] = []
        Shapes.appendRoundedRect(r, radius: 6, clip: Self.everything, to: &whole)
        #expect(ringPixels.union(fillPixels) == coverage(whole))
        #expect(ringPixels.contains([0, 20]) && ringPixels.contains([1, 20]) && !ringPixels.contains([2, 20]))
    }

    @Test func clippingDropsOutsidePixels() {
        var spans: [PixelRect] = []
        let clip = PixelRect(x0: 10, y0: 10, x1: 20, y1: 20)
        Shapes.appendRoundedRect(PixelRect(x0: 0, y0: 0, x1: 30, y1: 30), radius: 5, clip: clip, to: &spans)
        #expect(spans == [clip])
        spans.removeAll()
        Shapes.appendRing(PixelRect(x0: 100, y0: 100, x1: 130, y1: 130), radius: 5, width: 1, clip: clip, to: &spans)
        #expect(spans.isEmpty)
    }

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
        #expect(DisplayListRenderer.indicator(viewport: 100, content: 100, offset: 0) == nil)
        let top = DisplayListRenderer.indicator(viewport: 100, content: 400, offset: 0)
        let bottom = DisplayListRenderer.indicator(viewport: 100, content: 400, offset: 300)
        #expect(top?.start == 2 && top?.length == 24)
        #expect(bottom.map { $0.start + $0.length } == 98)
    }
}

@Suite struct TopBarTests {
    @Test func controlsAreHitTestedFromTheRight() {
        let bar = TopBar(width: 1280)
        #expect(bar.control(at: bar.editButtonFrame.center) == .edit)
        for segment in bar.modeSegments { #expect(bar.control(at: segment.frame.center) == .mode(segment.mode)) }
        for segment in bar.layoutSegments { #expect(bar.control(at: segment.frame.center) == .layout(segment.name)) }
        #expect(bar.control(at: Point(x: 30, y: 26)) == nil)
        #expect(bar.control(at: Point(x: 1270, y: 100)) == nil)
        #expect(bar.editButtonFrame.maxX == 1264)
        #expect(bar.layoutSwitchFrame.maxX < bar.modeSwitchFrame.minX)
        #expect(bar.modeSwitchFrame.maxX < bar.editButtonFrame.minX)
    }

    @Test func narrowBarStillLeavesRoomForTheTitle() {
        let bar = TopBar(width: 640)
        #expect(bar.titleFrame.width >= 100)
    }
}
