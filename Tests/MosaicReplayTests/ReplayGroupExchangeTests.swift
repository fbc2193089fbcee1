import Testing
import MosaicCore
@testable import MosaicReplay
@testable import MosaicView

/// Replays of several views in exchange mode: an item caught in one view swaps with an item
/// of another, logged `exchangeBetweenViews` once, both models changed.
@Suite struct ReplayGroupExchangeTests {
    /// Two views in exchange mode: `left` (A, B / C, D) beside `right` (E, F).
    static let views = """
    [{"id": "left", "frame": {"x": 0, "y": 0, "width": 230, "height": 340},
      "layout": {"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10},
      "sections": [["A", "B", "C", "D"]], "mode": "exchange"},
     {"id": "right", "frame": {"x": 250, "y": 0, "width": 230, "height": 340},
      "layout": {"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10},
      "sections": [["E", "F"]], "mode": "exchange"}]
    """

    static let trace = """
    { "views": \(views),
      "events": [
        {"t": 0.0, "type": "down", "x": 50, "y": 50},
        {"t": 0.3, "type": "move", "x": 55, "y": 50},
        {"t": 0.5, "type": "move", "x": 300, "y": 50},
        {"t": 0.7, "type": "move", "x": 410, "y": 50},
        {"t": 0.9, "type": "up", "x": 410, "y": 50}
      ] }
    """

    @Test func anExchangeBetweenViewsReplaysAndIsLoggedOnce() throws {
        let script = try ReplayGroupScript.parse(Self.trace)
        let output = try ReplayGroupRunner.run(script)
        #expect(output.views.map(\.sections) == [[["F", "B", "C", "D"]], [["E", "A"]]])
        let lines = output.log.filter { !$0.contains("willDisplay") && !$0.contains("didEndDisplaying") }
        #expect(lines == [
            "left: canBegin 0.0", "left: announce Lifted A, position 1 of 4",
            "right: canDisplace 0.0 from 0.0", "left: didExchange 0.0 0.0", "right: didExchange 0.0 0.0",
            "left: didFinishExchangeEvent", "right: didFinishExchangeEvent", "left: announce A will swap with E",
            "right: canDisplace 0.1 from 0.0", "left: didExchange 0.0 0.0", "right: didExchange 0.0 0.0",
            "left: didExchange 0.0 0.0", "right: didExchange 0.1 0.1",
            "left: didFinishExchangeEvent", "right: didFinishExchangeEvent", "left: announce A will swap with F",
            "left: didFinishExchangeTransaction 0.0 0.0", "left: announce Swapped A and F",
            "right: didFinishExchangeTransaction 0.1 0.1", "right: exchangeBetweenViews left 0.0 <-> 0.1",
        ], "\(lines)")
        #expect(output.log.filter { $0.contains("exchangeBetweenViews") }.count == 1)
        #expect(try ReplayGroupRunner.run(script) == output, "the same output twice")
    }

    @Test func recordedExchangeReplaysToTheSameOutput() throws {
        let script = try ReplayGroupScript.parse(Self.trace)
        let recorder = ReplayGroupRecorder(initial: script)
        let output = try ReplayGroupRunner.run(script, record: recorder)
        #expect(try ReplayGroupRunner.run(try ReplayGroupScript.parse(recorder.script().jsonString())) == output)
    }

    /// The same views, the exchange made by keyboard: a press on a gap focuses `left`, the first
    /// arrow focuses A, Space catches it, ctrl+right carries the target to E, right steps to F,
    /// Space commits.
    static let keyboardTrace = """
    { "views": \(views),
      "events": [
        {"t": 0.0, "type": "down", "x": 50, "y": 300},
        {"t": 0.05, "type": "up", "x": 50, "y": 300},
        {"t": 0.5, "type": "key", "key": "right"},
        {"t": 0.6, "type": "key", "key": "space"},
        {"t": 0.7, "type": "key", "key": "right", "ctrl": true},
        {"t": 0.8, "type": "key", "key": "right"},
        {"t": 0.9, "type": "key", "key": "space"}
      ] }
    """

    @Test func aKeyboardExchangeBetweenViewsReplays() throws {
        let script = try ReplayGroupScript.parse(Self.keyboardTrace)
        let output = try ReplayGroupRunner.run(script)
        #expect(output.views.map(\.sections) == [[["F", "B", "C", "D"]], [["E", "A"]]])
        let lines = output.log.filter { $0.contains("announce") || $0.contains("Transaction") || $0.contains("BetweenViews") }
        #expect(lines == [
            "left: announce Lifted A, position 1 of 4", "left: announce A will swap with E", "left: announce A will swap with F",
            "left: didFinishExchangeTransaction 0.0 0.0", "left: announce Swapped A and F",
            "right: didFinishExchangeTransaction 0.1 0.1", "right: exchangeBetweenViews left 0.0 <-> 0.1",
        ], "\(output.log)")
        #expect(try ReplayGroupRunner.run(script) == output, "the same output twice")
        let recorder = ReplayGroupRecorder(initial: script)
        let recorded = try ReplayGroupRunner.run(script, record: recorder)
        #expect(try ReplayGroupRunner.run(try ReplayGroupScript.parse(recorder.script().jsonString())) == recorded)
    }
}
