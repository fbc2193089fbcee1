import Foundation
import Testing
@testable import MosaicReplay
@testable import MosaicView

/// The replay example (docs/example-replay.json) prints exactly what the Record and Replay article (MosaicReplay.docc) shows.
@Suite struct ReadmeExampleTests {
    @Test func exampleReplayPrintsTheDocumentedOutput() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = try ReplayScript.load(contentsOfFile: root.appendingPathComponent("docs/example-replay.json").path)
        let output = try ReplayRunner.run(script).jsonString()
        let readme = try String(contentsOf: root.appendingPathComponent("Sources/MosaicReplay/MosaicReplay.docc/RecordAndReplay.md"), encoding: .utf8)
        #expect(readme.contains(output), "the Record and Replay article does not show the current output:\n\(output)")
        #expect(output.hasPrefix(#"{"log": ["didSelect 0.1", "confirmDelete 0.2", "delete 0.2""#))
    }
}
