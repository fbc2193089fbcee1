import Foundation
import Testing
import MosaicCore
@testable import MosaicReplay
@testable import MosaicView

/// The output of a replay is valid input, and files that cannot be read are told apart from
/// malformed ones.
@Suite("Replay details")
struct ReplayDetailsTests {
    @Test("A replay ending with a lift in progress prints waterfall heights in the sections' order")
    func heightsFollowSections() throws {
        let json = """
        {"viewport": {"width": 500, "height": 600},
         "layout": {"kind": "waterfall", "columns": 2, "spacing": 10, "heights": [[50, 300, 100, 100]]},
         "sections": [["A", "B", "C", "D"]],
         "mode": "edit",
         "events": [
           {"t": 0, "type": "down", "x": 120, "y": 25},
           {"t": 0.7, "type": "move", "x": 250, "y": 90},
           {"t": 0.75, "type": "move", "x": 367, "y": 150}
         ]}
        """
        let out = try ReplayRunner.run(try ReplayScript.parse(json))
        #expect(out.sections == [["A", "B", "C", "D"]], "the model is unchanged until the drop")
        guard case .waterfall(_, _, let heights, _) = out.layout else {
            Issue.record("expected a waterfall layout, got \(out.layout)")
            return
        }
        #expect(heights == [[50, 300, 100, 100]], "heights in the order of `sections`, not the presented order")
    }

    @Test("A directory, a FIFO and a missing path cannot be read (exit 1), never 'malformed' (exit 2)")
    func unreadable() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(ReplayScript.unreadableReason(dir.path) == "it is a directory")
        let fifo = dir.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(ReplayScript.unreadableReason(fifo) == "it is not a regular file")
        #expect(ReplayScript.unreadableReason("/dev/null") == "it is not a regular file")
        #expect(ReplayScript.unreadableReason(dir.appendingPathComponent("missing.json").path) == "no such file")
        let file = dir.appendingPathComponent("ok.json").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data("{}".utf8)))
        #expect(ReplayScript.unreadableReason(file) == nil)
    }
}
