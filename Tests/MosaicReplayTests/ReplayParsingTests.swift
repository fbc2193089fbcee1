import Foundation
import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicReplay
@testable import MosaicView

/// The format's own example, with every `...` filled in.
let replayExampleJSON = """
{ "viewport": {"width": 500, "height": 600},
  "layout": {"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10,
             "insets": {"top": 0, "left": 0, "bottom": 0, "right": 0}},
  "sections": [["A", "B", "C"], ["D"]],
  "mode": "browse",
  "options": {"allowsMultipleSelection": false},
  "events": [
    {"t": 0.0, "type": "down", "x": 50, "y": 50, "pointer": 0},
    {"t": 0.6, "type": "move", "x": 160, "y": 50},
    {"t": 1.0, "type": "up", "x": 160, "y": 50},
    {"t": 1.2, "type": "cancel"},
    {"t": 1.5, "type": "confirm", "answer": "yes"},
    {"t": 2.0, "type": "wheel", "dx": 0, "dy": 3, "ctrl": false, "x": 100, "y": 100},
    {"t": 2.5, "type": "key", "key": "escape", "ctrl": false, "shift": false},
    {"t": 3.0, "type": "toggleEdit"} ] }
"""

/// The value `replayExampleJSON` stands for.
let replayExampleScript = ReplayScript(
    viewport: Size(width: 500, height: 600),
    layout: .flow(itemWidth: 100, itemHeight: 100, interitemSpacing: 10, lineSpacing: 10, insets: .zero),
    sections: [["A", "B", "C"], ["D"]],
    mode: .browse,
    allowsMultipleSelection: false,
    events: [
        ReplayEvent(t: 0, kind: .down(x: 50, y: 50, pointer: 0)),
        ReplayEvent(t: 0.6, kind: .move(x: 160, y: 50, pointer: 0)),
        ReplayEvent(t: 1.0, kind: .up(x: 160, y: 50, pointer: 0)),
        ReplayEvent(t: 1.2, kind: .cancel),
        ReplayEvent(t: 1.5, kind: .confirm(yes: true)),
        ReplayEvent(t: 2.0, kind: .wheel(dx: 0, dy: 3, ctrl: false, x: 100, y: 100)),
        ReplayEvent(t: 2.5, kind: .key(.escape, ctrl: false, shift: false)),
        ReplayEvent(t: 3.0, kind: .toggleEdit),
    ])

@Suite struct ReplayParsingTests {
    @Test func parsesTheFormatExample() throws {
        #expect(try ReplayScript.parse(replayExampleJSON) == replayExampleScript)
        #expect(try ReplayScript.parse(Data(replayExampleJSON.utf8)) == replayExampleScript)
    }

    @Test func parsesWaterfallWithoutInsetsAndAppliesDefaults() throws {
        let json = """
        {"viewport": {"width": 320.5, "height": 480},
         "layout": {"kind": "waterfall", "columns": 3, "spacing": 10, "heights": [[100, 200, 150.25], [80], []]},
         "sections": [["A", "B", "C"], ["D"], []],
         "mode": "exchange",
         "events": [
           {"t": 0, "type": "down", "x": -5, "y": 1e3},
           {"t": 0, "type": "wheel", "dy": -2.5},
           {"t": 0.25, "type": "key", "key": "Q", "shift": true},
           {"t": 1, "type": "confirm", "answer": "no"},
           {"t": 1, "type": "up", "x": 0, "y": 0, "pointer": 2}]}
        """
        let script = try ReplayScript.parse(json)
        #expect(script == ReplayScript(
            viewport: Size(width: 320.5, height: 480),
            layout: .waterfall(columns: 3, spacing: 10, heights: [[100, 200, 150.25], [80], []], insets: nil),
            sections: [["A", "B", "C"], ["D"], []],
            mode: .exchange,
            allowsMultipleSelection: false,
            events: [
                ReplayEvent(t: 0, kind: .down(x: -5, y: 1000, pointer: 0)),
                ReplayEvent(t: 0, kind: .wheel(dx: 0, dy: -2.5, ctrl: false, x: 0, y: 0)),
                ReplayEvent(t: 0.25, kind: .key(.character("q"), ctrl: false, shift: true)),
                ReplayEvent(t: 1, kind: .confirm(yes: false)),
                ReplayEvent(t: 1, kind: .up(x: 0, y: 0, pointer: 2)),
            ]))
    }

    @Test func parsesOptionsAndInsets() throws {
        let json = """
        {"viewport": {"width": 100, "height": 100},
         "layout": {"kind": "waterfall", "columns": 2, "spacing": 0, "heights": [[10]],
                    "insets": {"top": 1, "left": 2, "bottom": 3, "right": 4.5}},
         "sections": [["only"]], "mode": "edit", "options": {"allowsMultipleSelection": true}, "events": []}
        """
        let script = try ReplayScript.parse(json)
        #expect(script.layout == .waterfall(columns: 2, spacing: 0, heights: [[10]],
                                            insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4.5)))
        #expect(script.mode == .edit)
        #expect(script.allowsMultipleSelection)
        #expect(script.events.isEmpty)
        let noOptionField = try ReplayScript.parse(json.replacingOccurrences(of: "\"allowsMultipleSelection\": true", with: ""))
        #expect(!noOptionField.allowsMultipleSelection)
    }

    @Test func flowInsetsAreOptionalAndStayAbsent() throws {
        let json = """
        {"viewport": {"width": 100, "height": 100},
         "layout": {"kind": "flow", "itemWidth": 10, "itemHeight": 20, "interitemSpacing": 0, "lineSpacing": 0},
         "sections": [], "mode": "browse", "events": []}
        """
        #expect(try ReplayScript.parse(json).layout
                == .flow(itemWidth: 10, itemHeight: 20, interitemSpacing: 0, lineSpacing: 0, insets: nil))
    }

    @Test func mapsEventsToEngineInput() {
        let events = replayExampleScript.events.map(\.inputEvent)
        #expect(events == [
            .pointerDown(id: 0, position: Point(x: 50, y: 50), time: 0),
            .pointerMoved(id: 0, position: Point(x: 160, y: 50), time: 0.6),
            .pointerUp(id: 0, position: Point(x: 160, y: 50), time: 1.0),
            .cancelAll(time: 1.2),
            nil,
            .wheel(delta: Point(x: 0, y: 3), position: Point(x: 100, y: 100), modifiers: [], time: 2.0),
            .key(.escape, modifiers: [], time: 2.5),
            nil,
        ])
        let wheel = ReplayEvent(t: 4, kind: .wheel(dx: 1, dy: 2, ctrl: true, x: 3, y: 4))
        #expect(wheel.inputEvent == .wheel(delta: Point(x: 1, y: 2), position: Point(x: 3, y: 4),
                                           modifiers: .ctrl, time: 4))
        let key = ReplayEvent(t: 5, kind: .key(.character("a"), ctrl: true, shift: true))
        #expect(key.inputEvent == .key(.character("a"), modifiers: [.ctrl, .shift], time: 5))
        let down = ReplayEvent(t: 6, kind: .down(x: 1, y: 2, pointer: 7))
        #expect(down.inputEvent == .pointerDown(id: 7, position: Point(x: 1, y: 2), time: 6))
    }

    /// Issue 14: ctrl/shift on a down, hover, secondaryClick, and the new keys.
    @Test func parsesDesktopEvents() throws {
        let json = """
        {"viewport": {"width": 500, "height": 600},
         "layout": {"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10},
         "sections": [["A", "B"]], "mode": "browse",
         "events": [
           {"t": 0, "type": "down", "x": 1, "y": 2, "ctrl": true},
           {"t": 0.1, "type": "down", "x": 1, "y": 2, "pointer": 1, "shift": true},
           {"t": 0.2, "type": "hover", "x": 3, "y": 4},
           {"t": 0.3, "type": "secondaryClick", "x": 5, "y": 6},
           {"t": 0.4, "type": "key", "key": "pagedown"},
           {"t": 0.5, "type": "key", "key": "home"} ]}
        """
        let script = try ReplayScript.parse(json)
        #expect(script.events.map(\.inputEvent) == [
            .pointerDown(id: 0, position: Point(x: 1, y: 2), modifiers: .ctrl, time: 0),
            .pointerDown(id: 1, position: Point(x: 1, y: 2), modifiers: .shift, time: 0.1),
            .hover(position: Point(x: 3, y: 4), time: 0.2),
            .secondaryClick(position: Point(x: 5, y: 6), time: 0.3),
            .key(.pageDown, modifiers: [], time: 0.4),
            .key(.home, modifiers: [], time: 0.5),
        ])
        // Written back and parsed again: the same script; a plain down writes no ctrl/shift.
        #expect(try ReplayScript.parse(script.jsonString()) == script)
        #expect(ReplayEvent(t: 0, kind: .down(x: 1, y: 2, pointer: 0)).jsonObjectString().contains("ctrl") == false)
        #expect(ReplayEvent(t: 0, kind: .down(x: 1, y: 2, pointer: 0, modifiers: .ctrl)).jsonObjectString()
                .contains("\"ctrl\": true"))
        // The recorder keeps them.
        let recorded = ReplayRecorder.replayEvent(for: .input(.hover(position: Point(x: 3, y: 4), time: 0.2)))
        #expect(recorded == ReplayEvent(t: 0.2, kind: .hover(x: 3, y: 4)))
    }

    /// A replay sees the context menu and the Undo toast: right click, choose Delete with the
    /// keyboard, answer yes, then click the toast's Undo.
    @Test func replaysTheMenuAndTheToast() throws {
        let json = """
        {"viewport": {"width": 500, "height": 600},
         "layout": {"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10},
         "sections": [["A", "B", "C"]], "mode": "browse", "options": {"recognizesDoubleTap": false},
         "events": [
           {"t": 0.1, "type": "secondaryClick", "x": 160, "y": 50},
           {"t": 0.2, "type": "key", "key": "down"},
           {"t": 0.3, "type": "key", "key": "enter"},
           {"t": 0.4, "type": "confirm", "answer": "yes"},
           {"t": 1.0, "type": "down", "x": 388, "y": 562},
           {"t": 1.1, "type": "up", "x": 388, "y": 562} ]}
        """
        let out = try ReplayRunner.run(try ReplayScript.parse(json))
        #expect(out.log == ["confirmDelete 0.1", "delete 0.1", "announce Deleted B", "undo delete 0.1"])
        #expect(out.sections == [["A", "B", "C"]])
    }

    @Test func loadsFromFileAndReportsUnreadableFiles() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("mosaic-replay-\(UUID().uuidString).json")
        try Data(replayExampleJSON.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try ReplayScript.load(contentsOfFile: url.path) == replayExampleScript)

        let missing = url.path + ".missing"
        #expect {
            _ = try ReplayScript.load(contentsOfFile: missing)
        } throws: { error in
            (error as? ReplayError)?.message.hasPrefix("cannot read \(missing): ") == true
        }
    }
}
