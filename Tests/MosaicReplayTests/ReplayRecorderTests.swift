import Foundation
import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicReplay

/// The single-view recorder: a recorded session replays to the same output, its file reads back
/// as the same script, and times are kept non-decreasing as recorded.
@Suite struct ReplayRecorderTests {
    static func example() throws -> ReplayScript {
        let path = ReplayGroupRunTests.root.appendingPathComponent("docs/example-replay.json").path
        guard case .single(let script) = try ReplayTrace.load(contentsOfFile: path) else {
            throw ReplayError("docs/example-replay.json is not a trace of one view")
        }
        return script
    }

    @Test func recordedSessionReplaysToTheSameOutputAndItsFileReadsBack() throws {
        let script = try Self.example()
        let recorder = ReplayRecorder(initial: script)
        let output = try ReplayRunner.run(script, record: recorder)
        let recorded = recorder.script()
        #expect(!recorded.events.isEmpty)
        #expect(recorded.viewport == script.viewport && recorded.sections == script.sections)
        #expect(try ReplayRunner.run(recorded) == output)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("recorded-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try recorder.write(to: file.path)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text == recorded.jsonString() + "\n")
        guard case .single(let reread) = try ReplayTrace.load(contentsOfFile: file.path) else {
            Issue.record("the recorded file is not a trace of one view"); return
        }
        #expect(reread == recorded)
    }

    @Test func theInitialEventsAreDroppedAndTimesNeverDecrease() throws {
        let recorder = ReplayRecorder(initial: try Self.example())
        #expect(recorder.script().events.isEmpty)
        recorder.record(.input(.hover(position: Point(x: 3, y: 4), time: 2)))
        recorder.record(.confirm(yes: true, time: 1.5))   // earlier than the last: takes its time
        recorder.record(.toggleEdit(time: 3))
        #expect(recorder.script().events == [
            ReplayEvent(t: 2, kind: .hover(x: 3, y: 4)),
            ReplayEvent(t: 2, kind: .confirm(yes: true)),
            ReplayEvent(t: 3, kind: .toggleEdit),
        ])
    }
}
