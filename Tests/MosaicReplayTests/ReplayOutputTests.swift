import Foundation
import Testing
import MosaicCore
@testable import MosaicReplay
@testable import MosaicView

@Suite struct ReplayOutputTests {
    @Test func writesTheOutputObjectInOrder() throws {
        let output = ReplayOutput(
            log: ["tap 0.1", "say \"hi\"\\ok\n\té😀\u{1}"],
            sections: [["A", "B"], ["C"]],
            selected: ["0.1"],
            editing: true,
            mode: .edit,
            layout: .flow(itemWidth: 100, itemHeight: 100.5, interitemSpacing: 10, lineSpacing: 1.0 / 3.0,
                          insets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 0)),
            contentOffset: Point(x: -0.0, y: 12.5))
        let text = output.jsonString()
        #expect(text == #"{"log": ["tap 0.1", "say \"hi\"\\ok\n\té😀\u0001"], "sections": [["A", "B"], ["C"]], "#
                + #""selected": ["0.1"], "editing": true, "mode": "edit", "layout": {"kind": "flow", "itemWidth": 100, "#
                + #""itemHeight": 100.5, "interitemSpacing": 10, "lineSpacing": 0.333333, "#
                + #""insets": {"top": 1, "left": 2, "bottom": 0, "right": 0}}, "contentOffset": {"x": 0, "y": 12.5}}"#)

        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["log"] as? [String] == output.log)
        #expect(object["sections"] as? [[String]] == output.sections)
        #expect(object["selected"] as? [String] == ["0.1"])
        #expect(object["mode"] as? String == "edit")
        let offset = try #require(object["contentOffset"] as? [String: Any])
        #expect((offset["y"] as? NSNumber)?.doubleValue == 12.5)
        #expect(Set(object.keys) == ["log", "sections", "selected", "editing", "mode", "layout", "contentOffset"])
    }

    @Test func writesWaterfallLayoutsWithInsetsOnlyWhenPresent() throws {
        let bare = ReplayLayoutSpec.waterfall(columns: 3, spacing: 10, heights: [[100, 200.25], [], [50]], insets: nil)
        #expect(bare.jsonObjectString()
                == #"{"kind": "waterfall", "columns": 3, "spacing": 10, "heights": [[100, 200.25], [], [50]]}"#)
        let inset = ReplayLayoutSpec.waterfall(columns: 1, spacing: 0, heights: [], insets: EdgeInsets(all: 4))
        #expect(inset.jsonObjectString()
                == #"{"kind": "waterfall", "columns": 1, "spacing": 0, "heights": [], "#
                + #""insets": {"top": 4, "left": 4, "bottom": 4, "right": 4}}"#)

        let output = ReplayOutput(log: [], sections: [], selected: [], editing: false, mode: .exchange,
                                  layout: bare, contentOffset: Point(x: 0.1234567, y: 1e-9))
        let text = output.jsonString()
        #expect(text == #"{"log": [], "sections": [], "selected": [], "editing": false, "mode": "exchange", "#
                + #""layout": {"kind": "waterfall", "columns": 3, "spacing": 10, "heights": [[100, 200.25], [], [50]]}, "#
                + #""contentOffset": {"x": 0.123457, "y": 0}}"#)
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
    }

    @Test func escapesStrings() throws {
        let raw = "a\"b\\c\n\r\t\u{8}\u{C}\u{1}\u{1F}\u{7F}é😀/ \u{2028}"
        let written = JSONWriter.string(raw)
        #expect(written == #""a\"b\\c\n\r\t\b\f\u0001\u001f"# + "\u{7F}é😀/ \u{2028}\"")
        let back = try JSONSerialization.jsonObject(with: Data("[\(written)]".utf8)) as? [String]
        #expect(back == [raw])
        #expect(try ReplayJSONParser.parse(Array(written.utf8)).stringValue == raw)
    }

    @Test(arguments: [
        (10.0, "10", "10"), (-3.0, "-3", "-3"), (12.5, "12.5", "12.5"), (0.1, "0.1", "0.1"),
        (-0.0, "0", "0"), (1.0 / 3.0, "0.3333333333333333", "0.333333"), (2.0 / 3.0, "0.6666666666666666", "0.666667"),
        (-1e-9, "-1e-09", "0"), (1234.5678901, "1234.5678901", "1234.56789"), (-7.25, "-7.25", "-7.25"),
        (1e20, "1e+20", "100000000000000000000"), (.nan, "null", "null"), (-.infinity, "null", "null"),
    ])
    func formatsNumbers(_ value: Double, _ exact: String, _ rounded: String) {
        #expect(JSONWriter.number(value, style: .exact) == exact)
        #expect(JSONWriter.number(value, style: .rounded) == rounded)
    }

    @Test func writesIntegersBoolsAndContainers() {
        #expect(JSONWriter.number(-42) == "-42")
        #expect(JSONWriter.bool(true) == "true" && JSONWriter.bool(false) == "false")
        #expect(JSONWriter.array([]) == "[]")
        #expect(JSONWriter.object([]) == "{}")
        #expect(JSONWriter.object([("b", "1"), ("a", JSONWriter.array(["2", "3"]))]) == #"{"b": 1, "a": [2, 3]}"#)
    }
}

extension ReplayJSONValue {
    /// The string, for tests; nil for any other kind of value.
    var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }
}
