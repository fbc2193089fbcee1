import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Issue 3: selection by tapping, highlight, the selection bounce, double tap.
@Suite struct EngineSelectionTests {
    let eight = [engineItemNames(8)]   // A…H: row 0 = A B C D, row 1 = E F G H

    @Test func tapSelectsTheItem() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .down(160, 50, at: 0),
            .up(160, 50, at: 0.05),
        ]))
        #expect(out.log == ["didSelect 0.1"])
        #expect(out.selected == ["0.1"])
        #expect(out.sections == eight)
    }

    @Test func singleSelectionReplacesTheSelection() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .down(160, 50, at: 0),
            .up(160, 50, at: 0.05),
            .down(270, 160, at: 1),
            .up(270, 160, at: 1.05),
        ]))
        #expect(out.log == ["didSelect 0.1", "didDeselect 0.1", "didSelect 0.6"])
        #expect(out.selected == ["0.6"])
    }

    @Test func multipleSelectionToggles() throws {
        let out = try engineRun(engineScenario(sections: eight, multiple: true, events: [
            .down(160, 50, at: 0),
            .up(160, 50, at: 0.05),
            .down(270, 50, at: 1),
            .up(270, 50, at: 1.05),
            .down(160, 50, at: 2),
            .up(160, 50, at: 2.05),
        ]))
        #expect(out.log == ["didSelect 0.1", "didSelect 0.2", "didDeselect 0.1"])
        #expect(out.selected == ["0.2"])
    }

    @Test func tapOutsideEveryCellDoesNothing() throws {
        // (470, 50): right of the last column; (50, 500): below the content; (105, 50): a gap.
        let out = try engineRun(engineScenario(sections: eight, events: [
            .down(470, 50, at: 0),
            .up(470, 50, at: 0.05),
            .down(50, 500, at: 1),
            .up(50, 500, at: 1.05),
            .down(105, 50, at: 2),
            .up(105, 50, at: 2.05),
        ]))
        #expect(out.log == [])
        #expect(out.selected == [])
        #expect(out.sections == eight)
    }

    @Test func twoQuickTapsAreADoubleTapAndDoNotSelect() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .down(160, 50, at: 0),
            .up(160, 50, at: 0.05),
            .down(162, 52, at: 0.15),
            .up(162, 52, at: 0.2),
        ]))
        #expect(out.log == ["doubleTap 0.1"])
        #expect(out.selected == [])
    }

    @Test func singleTapWaitsForTheDoubleTapWindow() throws {
        let h = try EngineHarness(sections: eight) { $0.recognizesDoubleTap = true }
        h.down(160, 50, at: 0)
        h.up(160, 50, at: 0.05)
        h.advance(to: 0.34)
        #expect(h.log == [], "the single tap must wait 0.3 s after the up for the double tap to fail")
        h.advance(to: 0.36)
        #expect(h.log == ["didSelect 0.1"])
    }

    @Test func cellIsHighlightedWhileTheFingerIsDown() throws {
        let h = try EngineHarness(sections: eight)
        #expect(h.display().cells.allSatisfy { !$0.isHighlighted })
        h.down(160, 50, at: 0)
        #expect(h.cell("B")?.isHighlighted == true)
        #expect(h.display().cells.filter(\.isHighlighted).map(\.id) == ["B"])
        h.advance(to: 0.04)
        #expect(h.cell("B")?.isHighlighted == true)
        h.up(160, 50, at: 0.05)
        #expect(h.display().cells.allSatisfy { !$0.isHighlighted })
        #expect(h.cell("B")?.isSelected == true)
    }

    @Test func downOutsideEveryCellHighlightsNothing() throws {
        let h = try EngineHarness(sections: eight)
        h.down(470, 50, at: 0)
        #expect(h.display().cells.allSatisfy { !$0.isHighlighted })
    }

    @Test func tapPlaysTheBounceWithoutDoubleTap() throws {
        let h = try EngineHarness(sections: eight)   // no double-tap recognizer: tap on the up
        h.down(160, 50, at: 0)
        h.up(160, 50, at: 0.05)                       // recognized at 0.05
        #expect(h.log == ["didSelect 0.1"])
        h.advance(to: 0.10)
        let mid = try #require(h.cell("B")).bounceScale
        #expect(mid < 1 && mid > 0.9, "halfway down: \(mid)")
        h.advance(to: 0.15)
        #expect(engineClose(try #require(h.cell("B")).bounceScale, 0.9, 1e-9), "0.1 s after the tap: scale 0.9")
        #expect(try #require(h.cell("B")).scale == 1, "the bounce has its own track: the cell's scale stays 1")
        h.advance(to: 0.20)
        let back = try #require(h.cell("B")).bounceScale
        #expect(back > 0.9 && back < 1, "on the way back: \(back)")
        h.advance(to: 0.25)
        #expect(engineClose(try #require(h.cell("B")).bounceScale, 1, 1e-9), "0.2 s after the tap: scale 1.0")
        #expect(try #require(h.cell("B")).frame == Rect(x: 110, y: 0, width: 100, height: 100))
    }

    @Test func bounceStartsWhenTheTapIsRecognizedAfterTheDoubleTapWindow() throws {
        let h = try EngineHarness(sections: eight) { $0.recognizesDoubleTap = true }
        h.down(160, 50, at: 0)
        h.up(160, 50, at: 0.05)
        h.advance(to: 0.37)                           // window closes at 0.05 + 0.3
        #expect(h.log == ["didSelect 0.1"])
        let recognized = try #require(h.times.first)
        #expect(recognized >= 0.35 && recognized <= 0.37)
        h.advance(to: recognized + 0.1)
        #expect(engineClose(try #require(h.cell("B")).bounceScale, 0.9, 1e-9))
        h.advance(to: recognized + 0.2)
        #expect(engineClose(try #require(h.cell("B")).bounceScale, 1, 1e-9))
    }
}
