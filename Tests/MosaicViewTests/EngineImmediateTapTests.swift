import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicReplay
@testable import MosaicView

/// Issue 14 (3): "every click selects 0.3 s late". With no double-tap recognizer a tap selects on
/// its pointer-up; only a recognizer with priority over taps makes them wait.
@Suite struct EngineImmediateTapTests {
    let eight = [engineItemNames(8)]   // A…H: row 0 = A B C D, row 1 = E F G H

    @Test("No double-tap recognizer: the selection is in the display list at the up's timestamp")
    func selectsOnTheUp() throws {
        let h = try EngineHarness(sections: eight)   // recognizesDoubleTap false (the default)
        #expect(!h.view.configuration.recognizesDoubleTap)
        h.down(160, 50, at: 1.0)
        #expect(h.cell("B")?.isSelected == false)
        h.up(160, 50, at: 1.08)
        // No tick, no clock advance: the up itself selected.
        #expect(h.now == 1.08)
        #expect(h.view.selectedPaths == [ItemPath(0, 1)])
        #expect(h.cell("B")?.isSelected == true)
        #expect(h.log == ["didSelect 0.1"])
        #expect(h.times == [1.08])
        #expect(h.view.nextDeadline == nil, "nothing left waiting")
        h.advance(to: 1.13)
        #expect(try #require(h.cell("B")).bounceScale < 1, "the bounce started at the up")
    }

    @Test("Quick successive clicks each select at once (no double tap to wait for)")
    func quickClicksEachSelect() throws {
        let h = try EngineHarness(sections: eight)
        h.down(160, 50, at: 0)
        h.up(160, 50, at: 0.05)
        #expect(h.times == [0.05])
        h.down(270, 50, at: 0.15)
        h.up(270, 50, at: 0.2)
        #expect(h.log == ["didSelect 0.1", "didDeselect 0.1", "didSelect 0.2"])
        #expect(h.times == [0.05, 0.2, 0.2])
    }

    @Test("A recognizer of yours that taps do not wait for does not delay them")
    func unrelatedCustomRecognizerDoesNotDelay() throws {
        let h = try EngineHarness(sections: eight)
        h.view.addGestureRecognizer(TapRecognizer(numberOfTapsRequired: 3)) { _, _ in }
        h.down(160, 50, at: 0)
        h.up(160, 50, at: 0.05)
        #expect(h.log == ["didSelect 0.1"])
        #expect(h.times == [0.05])
    }

    @Test("The built-in double tap keeps priority: the tap waits, a double tap selects nothing")
    func builtInDoubleTapStillWaits() throws {
        let h = try EngineHarness(sections: eight) { $0.recognizesDoubleTap = true }
        h.down(160, 50, at: 0)
        h.up(160, 50, at: 0.05)
        #expect(h.log.isEmpty)
        h.advance(to: 0.4)
        #expect(h.log == ["didSelect 0.1"])
    }

    @Test("Replay option recognizesDoubleTap false: two quick taps are two selections, on their ups")
    func replayOptionWithoutDoubleTap() throws {
        let json = engineTwoQuickClicksScript(sections: eight)
        let script = try ReplayScript.parse(json)
        #expect(!script.recognizesDoubleTap)
        #expect(try ReplayScript.parse(script.jsonString()) == script, "the option round-trips")
        #expect(script.jsonString().contains(#""recognizesDoubleTap": false"#))
        let out = try engineRun(json)
        #expect(out.log == ["didSelect 0.1", "didSelect 0.1"])
        // Without the option the replay keeps the contacts grid's double tap.
        let withDoubleTap = try engineRun(json.replacingOccurrences(of: #", "recognizesDoubleTap": false"#, with: ""))
        #expect(withDoubleTap.log == ["doubleTap 0.1"])
        #expect(try ReplayScript.parse(json.replacingOccurrences(of: #", "recognizesDoubleTap": false"#, with: ""))
                    .jsonString().contains("recognizesDoubleTap") == false)
    }
}
