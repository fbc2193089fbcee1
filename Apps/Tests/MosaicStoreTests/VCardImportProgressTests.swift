import Foundation
import Testing
@testable import MosaicStore

/// The progress an import reports (the window's progress bar): parsing, then matching and
/// storing, each growing from 0 to 1.
@Suite struct VCardImportProgressTests {
    @Test func parsingAndImportingReportGrowingFractionsEndingAtOne() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        defer { try? store.close() }
        let count = 5_000
        let text = (0..<count).map { "BEGIN:VCARD\nVERSION:3.0\nUID:p-\($0)\nFN:Person \($0)\nEND:VCARD\n" }.joined()
        var parsing: [Double] = []
        let parsed = try VCardParser.parse(bytes: Array(text.utf8)) { parsing.append($0) }
        var importing: [Double] = []
        let report = try store.importVCard(parsed) { importing.append($0) }
        #expect(report.importedCards.count == count)
        for fractions in [parsing, importing] {
            #expect(fractions.count >= 3, "\(fractions)")
            #expect(fractions == fractions.sorted() && fractions.allSatisfy { (0...1).contains($0) }, "\(fractions)")
            #expect(fractions.last == 1)
        }
        #expect(importing.contains { $0 > 0 && $0 < 0.5 } && importing.contains { $0 > 0.5 && $0 < 1 }, "matched, then stored")
    }
}
