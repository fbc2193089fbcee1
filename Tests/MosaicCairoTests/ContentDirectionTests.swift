import MosaicCore
import MosaicView
import Testing
@testable import MosaicCairo

/// Cell content right to left: the arrangement mirrors (image at the right of a row, text
/// at the right edge, badge at the top-left), text glyphs are Pango's, and the cell cache
/// never serves a left-to-right picture to a right-to-left frame.
@Suite(.serialized) @MainActor
struct ContentDirectionTests {
    static let size = Size(width: 300, height: 60)
    static let avatar = RGBA(200, 0, 0)
    static let badge = RGBA(0, 0, 200)

    static func row(_ title: String) -> CellContentConfiguration {
        var c = CellContentConfiguration.subtitleCell(title: title, secondaryText: nil, image: .initials("", color: avatar))
        c.badge = "3"
        c.badgeColor = badge
        return c
    }

    static func list(_ direction: LayoutDirection) -> DisplayList<Int> {
        var list = DisplayList<Int>(viewport: size, contentOffset: .zero, contentSize: size,
                                    cells: [DisplayCell(id: 0, label: "", path: ItemPath(0, 0), frame: Rect(origin: .zero, size: size))])
        list.layoutDirection = direction
        return list
    }

    /// The columns (x, device pixels at scale 1) where `match` holds for some pixel.
    static func columns(_ rgb: [UInt8], where match: (Int, Int, Int) -> Bool) -> ClosedRange<Int>? {
        let w = Int(size.width), h = Int(size.height)
        var lo = Int.max, hi = Int.min
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 3
                if match(Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2])) { lo = min(lo, x); hi = max(hi, x) }
            }
        }
        return lo <= hi ? lo...hi : nil
    }

    static func render(_ renderer: CairoRenderer, title: String, _ direction: LayoutDirection) throws -> [UInt8] {
        let canvas = try CairoCanvas.image(size: size)
        renderer.draw(list(direction), in: canvas.context, viewport: size, pixelScale: 1, content: { _ in .configuration(row(title)) })
        return canvas.rgbBytes()
    }

    static func isAvatar(_ r: Int, _ g: Int, _ b: Int) -> Bool { r > 150 && g < 60 && b < 60 }
    static func isBadge(_ r: Int, _ g: Int, _ b: Int) -> Bool { b > 150 && r < 60 && g < 60 }
    static func isInk(_ r: Int, _ g: Int, _ b: Int) -> Bool { r < 90 && g < 90 && b < 90 }

    @Test("Metrics mirror across the cell; left to right they are unchanged")
    func metricsMirror() {
        let row = CellContentConfiguration.subtitleCell(title: "Ada", secondaryText: "Analyst",
                                                        image: .initials("A", color: Self.avatar))
        let ltr = ContentMetrics(size: Self.size, configuration: row)
        #expect(ltr.presented(in: .leftToRight, width: 300, configuration: row) == ltr)
        let rtl = ltr.presented(in: .rightToLeft, width: 300, configuration: row)
        #expect(rtl.image == Rect(x: 245, y: 5, width: 50, height: 50))
        #expect(rtl.title == Rect(x: 5, y: 13, width: 235, height: 18))
        #expect(rtl.secondary == Rect(x: 5, y: 31, width: 235, height: 16))
        #expect(rtl.presented(in: .rightToLeft, width: 300, configuration: row) == ltr, "mirroring twice is the identity")
        let card = CellContentConfiguration.contactCard(name: "Ada Lovelace")
        let stacked = ContentMetrics(size: Size(width: 120, height: 80), configuration: card)
        #expect(stacked.presented(in: .rightToLeft, width: 120, configuration: card) == stacked,
                "a centred card stays as it is (no pixel of rounding shift)")
        #expect(CairoRenderer.badgePill(cell: Rect(x: 10, y: 0, width: 100, height: 50), width: 20, height: 18, scale: 1,
                                        direction: .rightToLeft) == Rect(x: 16, y: 6, width: 20, height: 18))
        #expect(CairoRenderer.badgePill(cell: Rect(x: 10, y: 0, width: 100, height: 50), width: 20, height: 18, scale: 1,
                                        direction: .leftToRight) == Rect(x: 84, y: 6, width: 20, height: 18))
    }

    @Test("A list row right to left: image at the right, title at its left, badge at the top-left",
          arguments: ["Anna Berg", "שרה לוי", "محمد علي", "42"])
    func rowMirrors(title: String) throws {
        let renderer = try CairoRenderer()
        let ltr = try Self.render(renderer, title: title, .leftToRight)
        let rtl = try Self.render(renderer, title: title, .rightToLeft)
        let ltrAvatar = try #require(Self.columns(ltr, where: Self.isAvatar))
        let rtlAvatar = try #require(Self.columns(rtl, where: Self.isAvatar))
        #expect(ltrAvatar.upperBound < 60 && rtlAvatar.lowerBound > 240, "\(ltrAvatar) \(rtlAvatar)")
        let ltrBadge = try #require(Self.columns(ltr, where: Self.isBadge))
        let rtlBadge = try #require(Self.columns(rtl, where: Self.isBadge))
        #expect(ltrBadge.lowerBound > 250 && rtlBadge.upperBound < 50, "\(ltrBadge) \(rtlBadge)")
        // Text right to left ends at the title box's right edge (x 240), whatever its script.
        let ink = try #require(Self.columns(rtl, where: Self.isInk))
        #expect(ink.upperBound >= 228 && ink.upperBound < 241, "\(title): ink \(ink)")
        #expect(ink.lowerBound > 100, "\(title): right-aligned, not left: ink \(ink)")
    }

    @Test("The cell cache keys on the direction: cached frames equal direct drawing after a switch")
    func cacheKeepsDirectionsApart() throws {
        let direct = try CairoRenderer()
        direct.cellCacheEnabled = false
        let cached = try CairoRenderer()
        for direction in [LayoutDirection.leftToRight, .leftToRight, .rightToLeft, .rightToLeft, .leftToRight] {
            let expected = try Self.render(direct, title: "Anna Berg", direction)
            let actual = try Self.render(cached, title: "Anna Berg", direction)
            #expect(CellCacheTests.differing(expected, actual, tolerance: 8) == 0, "\(direction)")
        }
        #expect(cached.cells.count >= 2, "one surface per direction")
    }
}
