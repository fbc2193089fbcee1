import Testing
import MosaicCore
@testable import MosaicReplay
@testable import MosaicView

/// `options.headerHeight`: every section's items start below a header that tall, so a trace
/// of an app with section headers replays at the same positions.
@Suite("Replay section headers")
struct ReplayHeaderTests {
    /// Two sections of 100×100 items in a 500-wide flow; a click at `y` in the first section's
    /// first column.
    func script(headerHeight: String?, clickY: Double) -> String {
        let option = headerHeight.map { #", "options": {"headerHeight": \#($0)}"# } ?? ""
        return """
        {"viewport": {"width": 500, "height": 600},
         "layout": {"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10},
         "sections": [["A", "B"], ["C"]], "mode": "browse"\(option),
         "events": [{"t": 0, "type": "down", "x": 50, "y": \(clickY)}, {"t": 0.05, "type": "up", "x": 50, "y": \(clickY)}]}
        """
    }

    @Test("A 32-point header: a click on it selects nothing, below it the first item; section 1 starts lower")
    func headersShiftTheItems() throws {
        let parsed = try ReplayScript.parse(script(headerHeight: "32", clickY: 20))
        #expect(parsed.headerHeight == 32)
        #expect(try ReplayScript.parse(parsed.jsonString()) == parsed, "round-trips")
        #expect(try ReplayRunner.run(parsed).selected.isEmpty, "y 20 is on the header")
        // Without headers (older traces), y 20 is on A.
        #expect(try ReplayRunner.run(try ReplayScript.parse(script(headerHeight: nil, clickY: 20))).selected == ["0.0"])
        // Section 1's item C: below header 0 (32), A's line (100), header 1 (32).
        #expect(try ReplayRunner.run(try ReplayScript.parse(script(headerHeight: "32", clickY: 32 + 100 + 32 + 50))).selected
                    == ["1.0"])
        #expect(try ReplayRunner.run(try ReplayScript.parse(script(headerHeight: nil, clickY: 32 + 100 + 32 + 50))).selected
                    != ["1.0"])
        #expect(try ReplayScript.parse(script(headerHeight: "0", clickY: 20)).jsonString().contains("headerHeight") == false)
    }

    @Test("A negative, too tall or non-number header height is refused, naming options.headerHeight")
    func badHeights() {
        for bad in ["-1", "1e9", "\"32\"", "true"] {
            do {
                _ = try ReplayScript.parse(script(headerHeight: bad, clickY: 20))
                Issue.record("\(bad) was accepted")
            } catch {
                #expect(error.message.contains("options.headerHeight"), "\(bad): \(error.message)")
            }
        }
    }
}
