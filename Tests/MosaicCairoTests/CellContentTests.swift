import MosaicCore
import MosaicView
import Testing
import MosaicTesting
@testable import MosaicCairo

/// Content layout (pure) and text lines (with the real font).
@Suite("Cell content")
@MainActor
struct CellContentTests {
    @Test("The stacked configuration with an avatar is exactly HelloContacts' card")
    func stackedIsTheCard() {
        for size in [Size(width: 150, height: 160), Size(width: 100, height: 120), Size(width: 60, height: 70), Size(width: 30, height: 30)] {
            let card = CardMetrics(size: size)
            let m = ContentMetrics(size: size, configuration: .contactCard(name: "Ada Lovelace"))
            #expect(m.image == card.avatar, "\(size)")
            #expect(m.title?.origin == card.labelBox?.origin, "\(size)")
            #expect(m.title?.width == card.labelBox?.width, "\(size)")
            #expect(m.titleSize == card.labelSize)
        }
    }

    @Test("Layouts of the other arrangements: a literal table")
    func arrangements() {
        let row = ContentMetrics(size: Size(width: 300, height: 60),
                                 configuration: .subtitleCell(title: "Ada", secondaryText: "Analyst",
                                                              image: .initials("A", color: RGBA(0, 0, 0))))
        #expect(row.image == Rect(x: 5, y: 5, width: 50, height: 50))
        #expect(row.title == Rect(x: 60, y: 13, width: 235, height: 18))   // 15 pt title: 18 pt line
        #expect(row.secondary == Rect(x: 60, y: 31, width: 235, height: 16))  // 13 pt: 16 pt line; block centred
        #expect(row.textAlignment == .leading)
        let photo = ContentMetrics(size: Size(width: 200, height: 150),
                                   configuration: .photo(.file(path: "/p.png"), caption: "Lake"))
        #expect(photo.image == Rect(x: 1, y: 1, width: 198, height: 148))
        #expect(photo.captionBand == Rect(x: 6, y: 116, width: 188, height: 28))
        let noCaption = ContentMetrics(size: Size(width: 200, height: 150), configuration: .photo(.file(path: "/p.png")))
        #expect(noCaption.title == nil && noCaption.captionBand == nil)
    }

    @Test("Parts are dropped, never overlapped, on random sizes (seeded)")
    func randomSizes() {
        var rng = SplitMix64(seed: 0x5EED)
        let configurations: [CellContentConfiguration] = [
            .contactCard(name: "Grace Hopper"),
            .subtitleCell(title: "Grace Hopper", secondaryText: "Rear admiral", image: .initials("GH", color: RGBA(1, 2, 3))),
            CellContentConfiguration(title: "Only a title", secondaryText: "and more"),
        ]
        for _ in 0..<2000 {
            let size = Size(width: Double(rng.next() % 400), height: Double(rng.next() % 300))
            for (k, c) in configurations.enumerated() {
                let m = ContentMetrics(size: size, configuration: c)
                let bounds = Rect(origin: .zero, size: size)
                for part in [m.image, m.title, m.secondary].compactMap({ $0 }) {
                    #expect(bounds.contains(part.origin) && part.maxX <= size.width + 1e-9 && part.maxY <= size.height + 1e-9,
                            "seed 0x5EED, configuration \(k), size \(size): \(part) outside")
                }
                if let i = m.image, let t = m.title { #expect(!i.intersects(t), "seed 0x5EED, \(k), \(size)") }
                if let t = m.title, let s = m.secondary { #expect(!t.intersects(s), "seed 0x5EED, \(k), \(size)") }
            }
        }
    }

    @Test("Text wraps onto the allowed lines and ends with an ellipsis; newlines never break a name")
    func lines() throws {
        let cache = try CairoRenderer().text
        func layout(_ text: String, width: Double, lines: Int) throws -> TextLayout {
            try #require(cache.layout(for: TextLayoutKey(text: text, size: 12, bold: false, width: width, lines: lines,
                                                         alignment: .center)))
        }
        let wide = try layout("Ada Lovelace", width: 200, lines: 2)
        #expect(wide.lineCount == 1 && !wide.isEllipsized)
        #expect(try layout("Ada Lovelace", width: 60, lines: 2).lineCount == 2)
        let cut = try layout("Augusta Ada King, Countess of Lovelace", width: 80, lines: 2)
        #expect(cut.lineCount == 2 && cut.isEllipsized && cut.width <= 80, "\(cut.width)")
        let one = try layout("Jane\nDoe", width: 200, lines: 1)
        #expect(one.lineCount == 1 && !one.isEllipsized, "a newline is a space in a name")
        let long = try layout("Supercalifragilisticexpialidocious", width: 50, lines: 1)
        #expect(long.lineCount == 1 && long.isEllipsized && long.width <= 50, "\(long.width)")
        #expect(cache.layout(for: TextLayoutKey(text: "", size: 12, bold: false, width: 50, lines: 2,
                                                alignment: .center)) == nil)
    }
}
