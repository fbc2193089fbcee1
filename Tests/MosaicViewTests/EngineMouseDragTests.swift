import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicReplay
@testable import MosaicView

/// Issue 14 #9: edit mode with a mouse — a drag starts after a small movement, with no hold;
/// fingers keep the long press.
@Suite("Mouse drag in edit mode")
struct EngineMouseDragTests {
    static let items = ["A", "B", "C", "D", "E", "F", "G", "H"]

    @Test("The mouse lifts after 4 points with no hold; the card lands where it is dropped")
    func mouseLiftsAtOnce() throws {
        let h = try EngineHarness(sections: [Self.items], mode: .edit) { $0.mouseDragDistance = 4 }
        h.view.handle(.pointerDown(id: 0, position: Point(x: 50, y: 50), time: 0))
        h.view.handle(.pointerMoved(id: 0, position: Point(x: 52, y: 50), time: 0.05))
        #expect(!h.view.dragInProgress, "2 points: not yet")
        h.view.handle(.pointerMoved(id: 0, position: Point(x: 55, y: 50), time: 0.08))
        #expect(h.view.dragInProgress, "4 points or more: lifted at once, 0.08 s after the press")
        #expect(h.log.contains("canMove 0.0"), "the card under the press was lifted")
        h.view.handle(.pointerMoved(id: 0, position: Point(x: 380, y: 50), time: 0.2))
        h.view.handle(.pointerUp(id: 0, position: Point(x: 380, y: 50), time: 0.3))
        h.advance(to: 1.5)
        #expect(h.log.filter { $0.hasPrefix("move") } == ["move 0.0 -> 0.3"])
    }

    @Test("Fingers keep the hold: a finger that moves first pans, and the mouse holds without the setting")
    func fingersAndDefault() throws {
        let h = try EngineHarness(sections: [Self.items], mode: .edit) { $0.mouseDragDistance = 4 }
        h.view.handle(.pointerDown(id: 100, position: Point(x: 50, y: 50), time: 0))
        h.view.handle(.pointerMoved(id: 100, position: Point(x: 60, y: 50), time: 0.05))
        #expect(!h.view.dragInProgress)
        h.view.handle(.pointerUp(id: 100, position: Point(x: 60, y: 50), time: 0.1))
        let plain = try EngineHarness(sections: [Self.items], mode: .edit)
        plain.view.handle(.pointerDown(id: 0, position: Point(x: 50, y: 50), time: 0))
        plain.view.handle(.pointerMoved(id: 0, position: Point(x: 56, y: 50), time: 0.05))
        #expect(!plain.view.dragInProgress, "UIKit's default: the mouse holds like a finger")
        plain.advance(to: 0.6)
        #expect(plain.view.dragInProgress, "and lifts after 0.5 s")
    }

    @Test("Browse and exchange modes are unchanged; the replay option round-trips")
    func otherModesAndReplay() throws {
        let h = try EngineHarness(sections: [Self.items], mode: .browse) { $0.mouseDragDistance = 4 }
        h.view.handle(.pointerDown(id: 0, position: Point(x: 50, y: 50), time: 0))
        h.view.handle(.pointerMoved(id: 0, position: Point(x: 60, y: 50), time: 0.05))
        #expect(!h.view.dragInProgress)
        let script = ReplayScript(viewport: Size(width: 500, height: 600),
                                  layout: .flow(itemWidth: 100, itemHeight: 100, interitemSpacing: 10, lineSpacing: 10,
                                                insets: EdgeInsets(all: 0)),
                                  sections: [Self.items], mode: .edit, mouseDragDistance: 4, events: [])
        let parsed = try ReplayScript.parse(script.jsonString())
        #expect(parsed.mouseDragDistance == 4)
        #expect(try ReplayScript.parse(ReplayScript(viewport: script.viewport, layout: script.layout, sections: script.sections,
                                                    mode: .edit, events: []).jsonString()).mouseDragDistance == nil)
    }
}
