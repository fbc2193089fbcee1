import Foundation
import LineupKit
import MosaicCairo
import Testing

/// `pdftotext` from poppler-utils (scripts/lib.sh's TEST_PACKAGES), when installed.
func pdftotext() -> String? {
    ["/usr/bin/pdftotext", "/usr/local/bin/pdftotext"].first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// The text layer of the PDF at `path`, as `pdftotext` reads it.
func textLayer(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(pdftotext()))
    process.arguments = [path, "-"]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text
}

/// The boat sheet through cairo and Pango (issue 28.5, 28.7): the PDF's text layer holds every
/// seated name, the team and lineup names, the date and the balance in words; the PNG is the
/// page at twice its points; a 60-paddler team exports within 300 ms.
@Suite(.enabled(if: pdftotext() != nil, "pdftotext (poppler-utils) is not installed"))
struct BoatSheetExportTests {
    let directory = NSTemporaryDirectory() + "lineup-sheet-\(UUID().uuidString)"

    func sheet(count: Int = 60) -> BoatSheet {
        var lineup = SampleTeam.lineups(team: SampleTeam.team(count: count))[0]
        lineup.boat[5] = nil
        return BoatSheet(lineup: lineup, team: "Harbour Dragons", date: Date(timeIntervalSince1970: 1_795_000_000),
                         timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func thePDFsTextLayerHoldsEverySeatedName() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sheet = sheet(), path = directory + "/race.pdf"
        try sheet.writePDF(to: path)
        let text = try textLayer(path)
        for paddler in sheet.lineup.boat.compactMap({ $0 }) { #expect(text.contains(paddler.name), "\(paddler.name) is in the PDF's text") }
        for bench in sheet.lineup.bench { #expect(text.contains(bench.name), "\(bench.name) (bench) is in the PDF's text") }
        #expect(text.contains("Harbour Dragons — Race") && text.contains("November") && text.contains("empty seat"))
        #expect(text.contains("heavier by") && text.contains("heavy by"))
        // The injured paddler's card: the mark whole, beside a detail line that is not cut.
        #expect(text.contains("injured") && text.contains("prefers right") && !text.contains("inj…"), "\(text)")
        // Digits: MosaicCairo's font list names Noto Color Emoji, which fontconfig then takes for
        // 0-9 (bitmap glyphs without text). A known issue while it does; checked strictly after.
        let balance = Balance(sheet.lineup)
        let digits = {
            #expect(text.contains("Harbour Dragons — Race 1") && text.contains("18 November 2026"))
            #expect(text.contains(balance.sideWords) && text.contains(balance.trimWords))
        }
        if TextLayoutCache.fontFamily.contains("Noto Color Emoji") {
            withKnownIssue("digits are drawn with Noto Color Emoji (MosaicCairo's font list): not in the text layer", digits)
        } else {
            digits()
        }
        // Nothing left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["race.pdf"])
    }

    @Test func thePNGIsThePageAtTwiceItsPoints() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/race.png"
        try sheet().writePNG(to: path)
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, at bytes 16…23.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1190 && height == 1684)
    }

    @Test func aFailedWriteLeavesNothing() throws {
        let missing = directory + "/no/such/dir/race.pdf"
        #expect(throws: (any Error).self) { try sheet().writePDF(to: missing) }
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func exportingA60PaddlerTeamToPDFTakesUnder300ms() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let lineup = SampleTeam.lineups(team: SampleTeam.team(count: 60))[1]
        let clock = ContinuousClock()
        var times: [Double] = []
        for k in 0..<5 {
            let start = clock.now
            try BoatSheet(lineup: lineup, team: "Harbour Dragons", date: Date()).writePDF(to: directory + "/\(k).pdf")
            let d = clock.now - start
            times.append(Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
        }
        let median = times.sorted()[2]
        print("lineup export to PDF, 60 paddlers: median \(String(format: "%.1f", median)) ms of 5 (first \(String(format: "%.1f", times[0])) ms)")
        #expect(median <= 300, "exporting took \(median) ms; expected at most 300 ms")
    }
}
