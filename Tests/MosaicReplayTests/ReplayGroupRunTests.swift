import Foundation
import Testing
import MosaicCore
@testable import MosaicReplay
@testable import MosaicView

/// Replays of several views: the example trace, log prefixes, ignored events, recording.
@Suite struct ReplayGroupRunTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func example() throws -> ReplayGroupScript {
        let path = root.appendingPathComponent("docs/example-replay-views.json").path
        guard case .group(let script) = try ReplayTrace.load(contentsOfFile: path) else {
            throw ReplayError("docs/example-replay-views.json is not a trace of several views")
        }
        return script
    }

    @Test func exampleMovesAnItemBetweenViewsAndPrintsTheDocumentedOutput() throws {
        let output = try ReplayGroupRunner.run(try Self.example())
        #expect(output.views.map(\.id) == ["left", "right"])
        #expect(output.views[0].sections == [["B", "C", "D"]])
        #expect(output.views[1].sections.joined().sorted() == ["A", "E", "F"])
        #expect(output.log.contains { $0.hasPrefix("right: moveBetweenViews left 0.0 -> 0.") })
        #expect(output.log.allSatisfy { $0.hasPrefix("left: ") || $0.hasPrefix("right: ") }, "\(output.log)")
        #expect(output.ignored == 2)   // the click at x = 600, outside both views
        #expect(output.views[1].selected.count == 1, "a tap in the right view, in browse mode after its toggleEdit")
        let article = try String(contentsOf: Self.root.appendingPathComponent(
            "Sources/MosaicReplay/MosaicReplay.docc/ReplayingSeveralViews.md"), encoding: .utf8)
        #expect(article.contains(output.jsonString()), "the article does not show the current output:\n\(output.jsonString())")
    }

    @Test func recordedSessionReplaysToTheSameOutput() throws {
        let script = try Self.example()
        let recorder = ReplayGroupRecorder(initial: script)
        let output = try ReplayGroupRunner.run(script, record: recorder)
        let recorded = recorder.script()
        #expect(recorded.events.contains { $0.kind == .toggleEdit && $0.view == "right" })
        let reread = try ReplayGroupScript.parse(recorded.jsonString())
        #expect(reread == recorded)
        #expect(try ReplayGroupRunner.run(reread) == output)
    }

    @Test func eventsWithNoViewAreIgnoredAndCounted() throws {
        var script = try Self.example()
        script.events = [
            ReplayEvent(t: 0, kind: .key(.space, ctrl: false, shift: false)),      // no view has focus yet
            ReplayEvent(t: 0.1, kind: .toggleEdit),                                // nor for this
            ReplayEvent(t: 0.2, kind: .down(x: 240, y: 50, pointer: 0)),           // the gap between the views
            ReplayEvent(t: 0.3, kind: .move(x: 300, y: 50, pointer: 0)),
            ReplayEvent(t: 0.4, kind: .up(x: 300, y: 50, pointer: 0)),
            ReplayEvent(t: 0.5, kind: .wheel(dx: 0, dy: 3, ctrl: false, x: 50, y: 400)),  // below the views
            ReplayEvent(t: 1, kind: .down(x: 50, y: 50, pointer: 0)),              // in "left": counted no more
            ReplayEvent(t: 1.1, kind: .up(x: 50, y: 50, pointer: 0)),
            ReplayEvent(t: 1.2, kind: .toggleEdit),                                // the focused view: left
        ]
        let output = try ReplayGroupRunner.run(script)
        #expect(output.ignored == 6)
        #expect(output.jsonString().hasSuffix(#", "ignored": 6}"#))
        #expect(output.views.map(\.sections) == [[["A", "B", "C", "D"]], [["E", "F"]]])
        script.events = []
        #expect(!(try ReplayGroupRunner.run(script).jsonString().contains("ignored")))
    }

    @Test func writesTheOutputContract() {
        let output = ReplayGroupOutput(views: [.init(id: "a", sections: [["X"]], selected: ["0.0"]),
                                               .init(id: "b", sections: [[]], selected: [])],
                                       log: ["a: didSelect 0.0"])
        #expect(output.jsonString() == #"{"views": {"a": {"sections": [["X"]], "selected": ["0.0"]}, "#
                + #""b": {"sections": [[]], "selected": []}}, "log": ["a: didSelect 0.0"]}"#)
    }

    @Test func aViewThatCannotBeBuiltIsNamed() {
        var script = (try? Self.example()) ?? ReplayGroupScript(views: [], events: [])
        script.views[1].script.layout = .flow(itemWidth: 100, itemHeight: 100, interitemSpacing: -1, lineSpacing: 10, insets: nil)
        #expect(throws: ReplayError.self) { try ReplayGroupRunner.run(script) }
        do {
            _ = try ReplayGroupRunner.run(script)
        } catch {
            #expect(error.message.hasPrefix("views[1].layout.interitemSpacing"), "\(error.message)")
        }
    }
}
