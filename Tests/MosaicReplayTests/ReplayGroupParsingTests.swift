import Foundation
import Testing
import MosaicCore
@testable import MosaicReplay
@testable import MosaicView

/// A trace of several views: its format, and every way it can be malformed.
@Suite struct ReplayGroupParsingTests {
    /// Two 230×340 views side by side (flow 100×100, spacing 10) and `events`.
    static func trace(left: String = #"{"x": 0, "y": 0, "width": 230, "height": 340}"#,
                      right: String = #"{"x": 250, "y": 0, "width": 230, "height": 340}"#,
                      rightID: String = #""right""#, rightSections: String = #"[["E", "F"]]"#,
                      extraTop: String = "", events: String = "[]") -> String {
        let layout = #"{"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10}"#
        return """
        {\(extraTop) "views": [
          {"id": "left", "frame": \(left), "layout": \(layout), "sections": [["A", "B", "C", "D"]], "mode": "edit"},
          {"id": \(rightID), "frame": \(right), "layout": \(layout), "layoutDirection": "rightToLeft",
           "sections": \(rightSections), "mode": "browse", "options": {"allowsMultipleSelection": true}}],
          "events": \(events) }
        """
    }

    func error(_ text: String) -> String? {
        do {
            _ = try ReplayTrace.parse(Data(text.utf8))
            return nil
        } catch {
            return error.message
        }
    }

    @Test func parsesViewsWithTheirOptions() throws {
        let events = #"[{"t": 0, "type": "down", "x": 300, "y": 50}, {"t": 1, "type": "toggleEdit", "view": "left"},"#
            + #" {"t": 2, "type": "confirm", "answer": "yes"}]"#
        guard case .group(let script) = try ReplayTrace.parse(Data(Self.trace(events: events).utf8)) else {
            Issue.record("a file with views is a trace of several views")
            return
        }
        #expect(script.views.map(\.id) == ["left", "right"])
        #expect(script.views[1].frame == Rect(x: 250, y: 0, width: 230, height: 340))
        #expect(script.views[1].script.viewport == Size(width: 230, height: 340))
        #expect(script.views[1].script.layoutDirection == .rightToLeft)
        #expect(script.views[1].script.allowsMultipleSelection)
        #expect(script.views[0].script.mode == .edit && script.views[1].script.mode == .browse)
        #expect(script.events.map(\.view) == [nil, "left", nil])
        #expect(try ReplayGroupScript.parse(script.jsonString()) == script)
    }

    @Test func aSingleViewTraceIsStillOne() throws {
        let text = replayExampleScript.jsonString()
        #expect(try ReplayTrace.parse(Data(text.utf8)) == .single(replayExampleScript))
    }

    @Test func rejectsDuplicateViewIDs() {
        #expect(error(Self.trace(rightID: #""left""#))
                == #"views[1].id: duplicate view id "left" (also views[0].id); expected an id no other view has"#)
        #expect(error(Self.trace(rightID: #""""#)) == "views[1].id: empty view id; expected a non-empty string")
    }

    @Test func rejectsOverlappingFrames() {
        #expect(error(Self.trace(right: #"{"x": 200, "y": 0, "width": 230, "height": 340}"#))
                == "views[1].frame: (200.0, 0.0, 230.0, 340.0) overlaps views[0].frame (0.0, 0.0, 230.0, 340.0); "
                + "expected frames that do not overlap (touching edges are fine)")
        // Touching edges are fine.
        #expect(error(Self.trace(right: #"{"x": 230, "y": 0, "width": 230, "height": 340}"#)) == nil)
        #expect(error(Self.trace(right: #"{"x": 250, "y": 0, "width": 0, "height": 340}"#))
                == "views[1].frame.width: 0.0 is out of range; expected a finite number > 0")
        #expect(error(Self.trace(right: #"{"x": 250, "y": 0, "width": 2e6, "height": 340}"#))
                == "views[1].frame: (250.0, 0.0, 2000000.0, 340.0) is too large; expected a frame of at most 1000000 points a side")
    }

    @Test func rejectsAnItemInTwoViews() {
        #expect(error(Self.trace(rightSections: #"[["E"], ["B"]]"#))
                == #"views[1].sections[1][0]: duplicate item identity "B" (also at views[0].sections[0][1]); "#
                + "identities must be unique across views")
    }

    @Test func namesTheViewInNestedPaths() {
        let bad = Self.trace().replacingOccurrences(of: #""mode": "browse""#, with: #""mode": "drag""#)
        #expect(error(bad) == #"views[1].mode: "drag" is not a valid mode; expected "browse", "edit" or "exchange""#)
        let heights = Self.trace().replacingOccurrences(
            of: #"{"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10}, "sections": [["A""#,
            with: #"{"kind": "waterfall", "columns": 2, "spacing": 10, "heights": [[1]]}, "sections": [["A""#)
        #expect(error(heights) == "views[0].layout.heights[0]: 1 height, expected 4 (one per item of views[0].sections[0])")
    }

    @Test func rejectsTopLevelSingleViewFields() {
        #expect(error(Self.trace(extraTop: #" "mode": "edit","#))
                == #"mode: a trace with views has no top-level "mode"; expected it in each element of views "#
                + "(the top level has only views and events)")
        #expect(error(#"{"views": [], "events": []}"#) == "views: no views; expected at least one view")
        #expect(error(#"{"views": {}, "events": []}"#) == "views: expected an array of views, got an object")
    }

    @Test func anEventNamesAViewOnlyInAGroupAndOnlyForConfirmAndToggleEdit() throws {
        #expect(error(Self.trace(events: #"[{"t": 0, "type": "toggleEdit", "view": "middle"}]"#))
                == #"events[0].view: "middle" is not a view of views; expected one of "left", "right""#)
        #expect(error(Self.trace(events: #"[{"t": 0, "type": "key", "key": "a", "view": "left"}]"#))
                == #"events[0]: unknown field "view""#)
        var single = replayExampleScript
        single.events = [ReplayEvent(t: 0, kind: .toggleEdit, view: "left")]
        #expect(throws: ReplayError(#"events[0]: unknown field "view""#)) { try ReplayScript.parse(single.jsonString()) }
        #expect(throws: ReplayError("views: this trace has several views (`mosaic replay` plays it); expected a "
                                    + "single-view trace (viewport, layout, sections, mode, events)")) {
            try ReplayScript.parse(Self.trace())
        }
    }
}
