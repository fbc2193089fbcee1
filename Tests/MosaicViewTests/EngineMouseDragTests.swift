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
        let plain = try EngineHarness(sections: [Self.items], mode: .edit) { $0.beginsDragOnMouseMovement = false }
        plain.view.handle(.pointerDown(id: 0, position: Point(x: 50, y: 50), time: 0))
        plain.view.handle(.pointerMoved(id: 0, position: Point(x: 56, y: 50), time: 0.05))
        #expect(!plain.view.dragInProgress, "without beginsDragOnMouseMovement the mouse holds like a finger (UIKit)")
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

    @Test("A trace lifts by mouse movement only with options.mouseDragDistance; centersLines centres the flow's lines")
    func replayOptionsDecide() throws {
        // Ten items of 100 in a 500-wide viewport: 4 per line (10 apart) leave 70 points, 35
        // each side when centred. A press on (20, 50) then a 10-point move right at 0.05 s.
        let items = Array(Self.items.prefix(10))
        let events = [ReplayEvent(t: 0, kind: .down(x: 20, y: 50, pointer: 0)),
                      ReplayEvent(t: 0.05, kind: .move(x: 30, y: 50, pointer: 0)),
                      ReplayEvent(t: 0.1, kind: .up(x: 30, y: 50, pointer: 0))]
        func run(_ distance: Double?, centred: Bool) throws -> [String] {
            let script = ReplayScript(viewport: Size(width: 500, height: 600),
                                      layout: .flow(itemWidth: 100, itemHeight: 100, interitemSpacing: 10, lineSpacing: 10,
                                                    insets: nil),
                                      sections: [items], mode: .edit, mouseDragDistance: distance, centersLines: centred,
                                      events: events)
            #expect(try ReplayScript.parse(script.jsonString()) == script, "the options round-trip")
            return try ReplayRunner.run(script).log
        }
        #expect(try run(nil, centred: false).contains("canMove 0.0") == false, "no option: the mouse holds, so the move pans")
        #expect(try run(4, centred: false).contains("canMove 0.0"), "with it the mouse lifts after 4 points")
        #expect(try run(4, centred: true).contains("canMove 0.0") == false, "centred: x 20 is a gap left of the first card")
    }
}
