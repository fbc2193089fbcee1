import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicReplay
@testable import MosaicView

/// A desktop double-click (`CollectionViewConfiguration.doubleClickInterval`): the first click
/// selects at once, the second on the same item within the interval performs the item's
/// primary action (UIKit's `performPrimaryActionForItemAt`) — nothing waits.
@Suite struct EngineDoubleClickTests {
    let eight = [engineItemNames(8)]   // A…H: row 0 = A B C D (centres x 50, 160, 270, 380; y 50)

    @Test("The first click selects on its up; the second within 0.5 s performs the primary action")
    func doubleClickOpens() throws {
        let h = try EngineHarness(sections: eight)
        #expect(h.view.configuration.doubleClickInterval == 0.5)
        var opened: [ItemPath] = []
        h.view.delegate.performPrimaryAction = { opened.append($0) }
        h.down(160, 50, at: 0)
        h.up(160, 50, at: 0.05)
        #expect(h.log == ["didSelect 0.1"], "the first click selected at once")
        #expect(h.times == [0.05])
        h.down(161, 51, at: 0.3)
        h.up(161, 51, at: 0.4)
        #expect(h.log == ["didSelect 0.1", "primaryAction 0.1"])
        #expect(h.times == [0.05, 0.4])
        #expect(opened == [ItemPath(0, 1)])
        #expect(h.view.selectedPaths == [ItemPath(0, 1)], "the item stays selected")
        #expect(h.view.nextDeadline == nil, "nothing waits for a third click")
    }

    @Test("A third quick click starts a new pair: it selects; a fourth opens again")
    func tripleClick() throws {
        let h = try EngineHarness(sections: eight)
        for (i, t) in [0.0, 0.2, 0.4, 0.6].enumerated() {
            h.down(50, 50, at: t)
            h.up(50, 50, at: t + 0.05)
            #expect(h.log.count == i + 1)
        }
        #expect(h.log == ["didSelect 0.0", "primaryAction 0.0", "didSelect 0.0", "primaryAction 0.0"])
    }

    @Test("Too slow, another item, a finger, a modifier, edit mode or an interval of 0: no primary action")
    func notADoubleClick() throws {
        // Slower than the interval: two selections.
        var h = try EngineHarness(sections: eight)
        h.down(160, 50, at: 0); h.up(160, 50, at: 0.05)
        h.down(160, 50, at: 0.5); h.up(160, 50, at: 0.56)
        #expect(h.log == ["didSelect 0.1", "didSelect 0.1"])
        // A different item second.
        h = try EngineHarness(sections: eight)
        h.down(160, 50, at: 0); h.up(160, 50, at: 0.05)
        h.down(270, 50, at: 0.1); h.up(270, 50, at: 0.15)
        h.down(270, 50, at: 0.2); h.up(270, 50, at: 0.25)
        #expect(h.log == ["didSelect 0.1", "didDeselect 0.1", "didSelect 0.2", "primaryAction 0.2"])
        // Fingers (pointer ids from 100) tap twice: two selections.
        h = try EngineHarness(sections: eight)
        h.down(160, 50, at: 0, pointer: 100); h.up(160, 50, at: 0.05, pointer: 100)
        h.down(160, 50, at: 0.1, pointer: 100); h.up(160, 50, at: 0.15, pointer: 100)
        #expect(h.log == ["didSelect 0.1", "didSelect 0.1"])
        // A ctrl-click in between breaks the pair (it toggles, then a plain click selects).
        h = try EngineHarness(sections: eight)
        h.down(160, 50, at: 0); h.up(160, 50, at: 0.05)
        h.at(0.1) { .pointerDown(id: 0, position: Point(x: 160, y: 50), modifiers: .ctrl, time: $0) }
        h.up(160, 50, at: 0.15)
        h.down(160, 50, at: 0.2); h.up(160, 50, at: 0.25)
        #expect(!h.log.contains("primaryAction 0.1"), "log \(h.log)")
        // Edit mode with selection during editing: clicks select, never open.
        h = try EngineHarness(sections: eight, mode: .edit) { $0.allowsSelectionDuringEditing = true }
        h.down(160, 50, at: 0); h.up(160, 50, at: 0.05)
        h.down(160, 50, at: 0.1); h.up(160, 50, at: 0.15)
        #expect(h.log.filter { $0.hasPrefix("primaryAction") }.isEmpty, "log \(h.log)")
        // Turned off.
        h = try EngineHarness(sections: eight) { $0.doubleClickInterval = 0 }
        h.down(160, 50, at: 0); h.up(160, 50, at: 0.05)
        h.down(160, 50, at: 0.1); h.up(160, 50, at: 0.15)
        #expect(h.log == ["didSelect 0.1", "didSelect 0.1"])
    }

    @Test("With the double-tap recognizer installed, the double tap takes the pair")
    func recognizerWins() throws {
        let h = try EngineHarness(sections: eight) { $0.recognizesDoubleTap = true }
        h.down(160, 50, at: 0); h.up(160, 50, at: 0.05)
        h.down(160, 50, at: 0.1); h.up(160, 50, at: 0.15)
        h.advance(to: 1)
        #expect(h.log == ["doubleTap 0.1"])
    }

    @Test("Replay option doubleClickInterval: absent, two quick clicks select twice; present, the second opens; it round-trips")
    func replayOption() throws {
        let json = engineTwoQuickClicksScript(sections: eight)
        #expect(try ReplayScript.parse(json).doubleClickInterval == nil)
        #expect(try engineRun(json).log == ["didSelect 0.1", "didSelect 0.1"])
        let withOption = json.replacingOccurrences(of: #""recognizesDoubleTap": false}"#,
                                                   with: #""recognizesDoubleTap": false, "doubleClickInterval": 0.5}"#)
        let script = try ReplayScript.parse(withOption)
        #expect(script.doubleClickInterval == 0.5)
        #expect(try ReplayScript.parse(script.jsonString()) == script, "the option round-trips")
        #expect(try engineRun(withOption).log == ["didSelect 0.1", "primaryAction 0.1"])
        // Zero or negative is refused, naming the field.
        for bad in ["0", "-1", "\"x\""] {
            let text = withOption.replacingOccurrences(of: #""doubleClickInterval": 0.5"#, with: #""doubleClickInterval": \#(bad)"#)
            #expect(throws: ReplayError.self) { try ReplayScript.parse(text) }
            do { _ = try ReplayScript.parse(text) } catch {
                #expect(error.message.contains("doubleClickInterval"), "\(error.message)")
            }
        }
    }
}
