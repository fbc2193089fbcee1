import Foundation
import MosaicCore
import MosaicView
import Testing
@testable import MosaicCairo

/// Pango shapes every script the apps show names in, with the packages in scripts/lib.sh
/// installed: no boxes, the paragraph direction from the text, one shaping per content.
@Suite(.serialized) @MainActor
struct TextShapingTests {
    func layout(_ cache: TextLayoutCache, _ text: String, lines: Int = 2) throws -> TextLayout {
        try #require(cache.layout(for: TextLayoutKey(text: text, size: 13, bold: false, width: 120, lines: lines,
                                                     alignment: .leading)), "a layout for \(text)")
    }

    @Test func everyScriptHasAFontAndItsDirection() throws {
        let cache = try CairoRenderer().text
        let names: [(String, rtl: Bool)] = [("محمد عبد الله", true), ("שרה לוי", true), ("अनुष्का शर्मा", false),
                                            ("王小明", false), ("김민준", false), ("山田太郎", false),
                                            ("Zoë 🎉", false), ("Ada Lovelace", false)]
        for (name, rtl) in names {
            let shaped = try layout(cache, name)
            #expect(shaped.unknownGlyphCount == 0, "\(name): \(shaped.unknownGlyphCount) characters without a font (boxes)")
            #expect(shaped.isRightToLeft == rtl, "\(name): expected \(rtl ? "right to left" : "left to right")")
            #expect(shaped.width > 0 && shaped.height > 0)
        }
    }

    @Test func aLayoutIsShapedOnceAndTheCacheIsBounded() throws {
        let cache = try TextLayoutCache(capacity: 3)
        let first = try layout(cache, "Ada Lovelace")
        #expect(try layout(cache, "Ada Lovelace") === first)
        #expect(cache.shapeCount == 1)
        // Another width, line limit or weight is another layout.
        _ = try #require(cache.layout(for: TextLayoutKey(text: "Ada Lovelace", size: 13, bold: true, width: 120,
                                                         lines: 2, alignment: .leading)))
        #expect(cache.shapeCount == 2)
        for name in ["Alan Turing", "Grace Hopper", "Hedy Lamarr"] { _ = try layout(cache, name) }
        #expect(cache.count == 3 && cache.shapeCount == 5)
        // The least recently used ("Ada Lovelace") went first: asking again shapes it again.
        _ = try layout(cache, "Ada Lovelace")
        #expect(cache.shapeCount == 6)
        #expect(try layout(cache, "Hedy Lamarr").lineCount == 1, "still cached, not reshaped")
        #expect(cache.shapeCount == 6)
    }

    @Test func aPDFCarriesTheTextLayer() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-text-\(getpid()).pdf").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let canvas = try CairoCanvas.pdf(path: path, size: ScriptGoldenTests.size)
        let renderer = try CairoRenderer()
        renderer.draw(ScriptGoldenTests.cards(), in: canvas.context, viewport: canvas.size, pixelScale: 1)
        try canvas.finish()
        #expect(throws: CairoError.self) { try canvas.writePNG(path: path + ".png") }
        let pdftotext = Process()
        pdftotext.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
        pdftotext.arguments = [path, "-"]
        let pipe = Pipe()
        pdftotext.standardOutput = pipe
        try pdftotext.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        pdftotext.waitUntilExit()
        for name in ["Ada Lovelace", "王小明", "Party", "שרה לוי"] {
            #expect(text.contains(name), "pdftotext finds \(name) in \(text)")
        }
    }

    @Test func canvasRejectsImpossibleSizes() {
        #expect(throws: CairoError.self) { try CairoCanvas.image(size: Size(width: 0, height: 10)) }
        #expect(throws: CairoError.self) { try CairoCanvas.image(size: Size(width: .nan, height: 10)) }
        #expect(throws: CairoError.self) { try CairoCanvas.pdf(path: "/tmp/x.pdf", size: Size(width: -1, height: 10)) }
        #expect(throws: CairoError.self) { try CairoCanvas.png(path: "/nonexistent/mosaic.png") }
    }
}
