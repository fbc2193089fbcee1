import Foundation
import Testing
@testable import MosaicReplay
@testable import MosaicView

/// Builds a replay file from fragments; every default is valid, so each test breaks one thing.
private func replayJSON(
    viewport: String = #"{"width": 500, "height": 600}"#,
    layout: String = #"{"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10}"#,
    sections: String = #"[["A", "B", "C"], ["D"]]"#,
    mode: String = #""browse""#,
    extra: String = "",
    events: String = #"{"t": 0, "type": "down", "x": 50, "y": 50}"#
) -> String {
    """
    {"viewport": \(viewport), "layout": \(layout), "sections": \(sections), "mode": \(mode),\(extra)
     "events": [\(events)]}
    """
}

private let waterfall = #"{"kind": "waterfall", "columns": 3, "spacing": 10, "heights": [[1, 2, 3], [4]]}"#

/// One malformed file and the exact message it must produce.
struct ReplayErrorCase: CustomTestStringConvertible, Sendable {
    let json: String
    let message: String
    var testDescription: String { message }
}

private let errorCases: [ReplayErrorCase] = [
    // Document and top level
    .init(json: "[]", message: "top level: expected a JSON object, got an array"),
    .init(json: "42", message: "top level: expected a JSON object, got the number 42"),
    .init(json: replayJSON(extra: #" "foo": 1,"#), message: #"top level: unknown field "foo""#),
    .init(json: #"{"layout": {}, "sections": [], "mode": "edit", "events": []}"#,
          message: "viewport: missing required field; expected an object with width and height"),
    // Viewport
    .init(json: replayJSON(viewport: #"{"width": 0, "height": 600}"#),
          message: "viewport.width: 0.0 is out of range; expected a finite number > 0"),
    .init(json: replayJSON(viewport: #"{"width": 500}"#),
          message: "viewport.height: missing required field; expected a finite number > 0"),
    .init(json: replayJSON(viewport: #"{"width": 500, "height": "600"}"#),
          message: #"viewport.height: expected a finite number > 0, got the string "600""#),
    .init(json: replayJSON(viewport: "[500, 600]"),
          message: "viewport: expected an object with width and height, got an array"),
    // Layout
    .init(json: replayJSON(layout: #"{"kind": "grid"}"#),
          message: #"layout.kind: unknown layout kind "grid"; expected "flow" or "waterfall""#),
    .init(json: replayJSON(layout: #"{"itemWidth": 1}"#),
          message: #"layout.kind: missing required field; expected "flow" or "waterfall""#),
    .init(json: replayJSON(layout: #"{"kind": "flow", "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10}"#),
          message: "layout.itemWidth: missing required field; expected a finite number > 0"),
    .init(json: replayJSON(layout: #"{"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": -1, "lineSpacing": 10}"#),
          message: "layout.interitemSpacing: -1.0 is out of range; expected a finite number >= 0"),
    .init(json: replayJSON(layout: #"{"kind": "flow", "columns": 3, "itemWidth": 100}"#),
          message: #"layout: unknown field "columns""#),
    .init(json: replayJSON(layout: #"{"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10, "insets": {"top": 0, "left": -1, "bottom": 0, "right": 0}}"#),
          message: "layout.insets.left: -1.0 is out of range; expected a finite number >= 0"),
    .init(json: replayJSON(layout: #"{"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10, "insets": {"top": 0, "left": 0, "bottom": 0}}"#),
          message: "layout.insets.right: missing required field; expected a finite number >= 0"),
    .init(json: replayJSON(layout: #"{"kind": "waterfall", "columns": 0, "spacing": 10, "heights": [[1, 2, 3], [4]]}"#),
          message: "layout.columns: 0 is out of range; expected an integer >= 1"),
    .init(json: replayJSON(layout: #"{"kind": "waterfall", "columns": 2.5, "spacing": 10, "heights": [[1, 2, 3], [4]]}"#),
          message: "layout.columns: expected an integer >= 1, got the number 2.5"),
    .init(json: replayJSON(layout: #"{"kind": "waterfall", "columns": true, "spacing": 10, "heights": [[1, 2, 3], [4]]}"#),
          message: "layout.columns: expected an integer >= 1, got true"),
    .init(json: replayJSON(layout: #"{"kind": "waterfall", "columns": 3, "spacing": 10}"#),
          message: "layout.heights: missing required field; expected an array of arrays of heights, one per section"),
    .init(json: replayJSON(layout: #"{"kind": "waterfall", "columns": 3, "spacing": 10, "heights": [[1, 2, 3]]}"#),
          message: "layout.heights: 1 array, expected 2 (one per section)"),
    .init(json: replayJSON(layout: #"{"kind": "waterfall", "columns": 3, "spacing": 10, "heights": [[1, 2, 3], [4, 5]]}"#),
          message: "layout.heights[1]: 2 heights, expected 1 (one per item of sections[1])"),
    .init(json: replayJSON(layout: #"{"kind": "waterfall", "columns": 3, "spacing": 10, "heights": [[1, 2, 3], []]}"#),
          message: "layout.heights[1]: 0 heights, expected 1 (one per item of sections[1])"),
    .init(json: replayJSON(layout: #"{"kind": "waterfall", "columns": 3, "spacing": 10, "heights": [[1, -5, 3], [4]]}"#),
          message: "layout.heights[0][1]: -5.0 is out of range; expected a finite number > 0"),
    .init(json: replayJSON(layout: #"{"kind": "waterfall", "columns": 3, "spacing": 10, "heights": [[1, 2, 3], 4]}"#),
          message: "layout.heights[1]: expected an array of heights, one per item, got the number 4"),
    // Sections
    .init(json: replayJSON(sections: #"{"A": 1}"#), message: "sections: expected an array of sections, got an object"),
    .init(json: replayJSON(layout: waterfall, sections: #"[["A", "B", "C"], [3]]"#),
          message: "sections[1][0]: expected a non-empty string, got the number 3"),
    .init(json: replayJSON(sections: #"[["A", ""], ["D"]]"#),
          message: "sections[0][1]: empty item identity; expected a non-empty string"),
    .init(json: replayJSON(sections: #"[["A", "B", "C"], ["A"]]"#),
          message: #"sections[1][0]: duplicate item identity "A" (also at sections[0][0]); identities must be unique across sections"#),
    .init(json: replayJSON(sections: #"["A"]"#),
          message: #"sections[0]: expected an array of item identities, got the string "A""#),
    // Mode and options
    .init(json: replayJSON(mode: #""view""#),
          message: #"mode: "view" is not a valid mode; expected "browse", "edit" or "exchange""#),
    .init(json: replayJSON(mode: "2"), message: #"mode: expected "browse", "edit" or "exchange", got the number 2"#),
    .init(json: replayJSON(extra: #" "options": {"allowsMultipleSelection": 1},"#),
          message: "options.allowsMultipleSelection: expected a boolean, got the number 1"),
    .init(json: replayJSON(extra: #" "options": {"multi": true},"#), message: #"options: unknown field "multi""#),
    .init(json: replayJSON(extra: #" "options": null,"#), message: "options: expected an object, got null"),
    // Events
    .init(json: replayJSON(events: "3"), message: "events[0]: expected an event object, got the number 3"),
    // An absurd time is malformed, not simulated (a hostile trace must never hang the tool).
    .init(json: replayJSON(events: #"{"t": 900000000000000, "type": "cancel"}"#),
          message: "events[0].t: 900000000000000.0 is out of range; expected a time in seconds from 0 to 3600"),
    .init(json: replayJSON(events: #"{"t": 0, "type": "cancel"}, {"t": 1, "type": "toggleEdit"}, {"t": 2, "type": "cancel", "foo": 1}"#),
          message: #"events[2]: unknown field "foo""#),
    .init(json: replayJSON(events: #"{"t": 0, "type": "cancel", "x": 1}"#), message: #"events[0]: unknown field "x""#),
    .init(json: replayJSON(events: #"{"type": "cancel"}"#),
          message: "events[0].t: missing required field; expected a finite number >= 0"),
    .init(json: replayJSON(events: #"{"t": -1, "type": "cancel"}"#),
          message: "events[0].t: -1.0 is out of range; expected a time in seconds from 0 to 3600"),
    .init(json: replayJSON(events: #"{"t": "0", "type": "cancel"}"#),
          message: #"events[0].t: expected a finite number >= 0, got the string "0""#),
    .init(json: replayJSON(events: #"{"t": 0, "type": "cancel"}, {"t": 0.2, "type": "cancel"}, {"t": 0.4, "type": "cancel"}, {"t": 1.0, "type": "cancel"}, {"t": 0.5, "type": "cancel"}"#),
          message: "events[4].t: 0.5 is earlier than events[3].t 1.0; t must be non-decreasing"),
    .init(json: replayJSON(events: #"{"t": 0, "type": "cancel"}, {"t": 1, "type": "tap"}"#),
          message: #"events[1].type: unknown event type "tap"; expected one of down, move, up, cancel, confirm, wheel, key, toggleEdit, hover, secondaryClick"#),
    .init(json: replayJSON(events: #"{"t": 0}"#),
          message: "events[0].type: missing required field; expected an event type (one of down, move, up, cancel, confirm, wheel, key, toggleEdit, hover, secondaryClick)"),
    .init(json: replayJSON(events: #"{"t": 0, "type": "move", "y": 1}"#),
          message: "events[0].x: missing required field; expected a finite number"),
    .init(json: replayJSON(events: #"{"t": 0, "type": "down", "x": true, "y": 1}"#),
          message: "events[0].x: expected a finite number, got true"),
    .init(json: replayJSON(events: #"{"t": 0, "type": "up", "x": null, "y": 1}"#),
          message: "events[0].x: expected a finite number, got null"),
    .init(json: replayJSON(events: #"{"t": 0, "type": "down", "x": 1, "y": 1, "pointer": -1}"#),
          message: "events[0].pointer: -1 is out of range; expected an integer >= 0"),
    .init(json: replayJSON(events: #"{"t": 0, "type": "down", "x": 1, "y": 1, "pointer": 1.5}"#),
          message: "events[0].pointer: expected an integer >= 0, got the number 1.5"),
    .init(json: replayJSON(events: #"{"t": 0, "type": "confirm", "answer": "maybe"}"#),
          message: #"events[0].answer: "maybe" is not a valid answer; expected "yes" or "no""#),
    .init(json: replayJSON(events: #"{"t": 0, "type": "confirm", "answer": true}"#),
          message: #"events[0].answer: expected "yes" or "no", got true"#),
    .init(json: replayJSON(events: #"{"t": 0, "type": "wheel", "dx": 1}"#),
          message: "events[0].dy: missing required field; expected a finite number"),
    .init(json: replayJSON(events: #"{"t": 0, "type": "wheel", "dy": 1, "ctrl": 1}"#),
          message: "events[0].ctrl: expected a boolean, got the number 1"),
    .init(json: replayJSON(events: #"{"t": 0, "type": "wheel", "dy": 1, "ctrl": "false"}"#),
          message: #"events[0].ctrl: expected a boolean, got the string "false""#),
    .init(json: replayJSON(events: #"{"t": 0, "type": "key", "key": "f1"}"#),
          message: #"events[0].key: unknown key name "f1"; expected a letter, a digit, or one of escape, space, enter, delete, left, right, up, down, tab, home, end, pageup, pagedown"#),
    .init(json: replayJSON(events: #"{"t": 0, "type": "key", "key": "a", "shift": 0}"#),
          message: "events[0].shift: expected a boolean, got the number 0"),
    .init(json: replayJSON(events: #"{"t": 0, "type": "key", "key": "a", "alt": true}"#),
          message: #"events[0]: unknown field "alt""#),
]

@Suite struct ReplayErrorTests {
    @Test(arguments: errorCases)
    func rejectsWithExactMessage(_ c: ReplayErrorCase) {
        #expect(throws: ReplayError(c.message)) { try ReplayScript.parse(c.json) }
    }

    @Test func everyFixtureIsValidBeforeBreaking() throws {
        _ = try ReplayScript.parse(replayJSON())
        _ = try ReplayScript.parse(replayJSON(layout: waterfall))
    }

    @Test func invalidJSONNamesLineColumnAndProblem() {
        #expect(throws: ReplayError("invalid JSON at line 1, column 14: unexpected end of the file; expected a value")) {
            try ReplayScript.parse(#"{"viewport": "#)
        }
        #expect(throws: ReplayError("invalid JSON at line 2, column 5: expected ',' or '}', found '\"'")) {
            try ReplayScript.parse("{\"viewport\": 1\n    \"layout\": 2}")
        }
    }

    @Test func overflowingNumbersAreNotFinite() {
        #expect(throws: ReplayError("events[0].x: expected a finite number, got the number 1e400")) {
            try ReplayScript.parse(replayJSON(events: #"{"t": 0, "type": "down", "x": 1e400, "y": 1}"#))
        }
    }

    @Test func duplicateFieldsAreRejectedWithTheirPath() {
        #expect(throws: ReplayError(#"events[0]: duplicate field "t""#)) {
            try ReplayScript.parse(replayJSON(events: #"{"t": 0, "type": "cancel", "t": 1}"#))
        }
        #expect(throws: ReplayError(#"top level: duplicate field "mode""#)) {
            try ReplayScript.parse(replayJSON(extra: #" "mode": "edit","#))
        }
    }
}
