import Foundation
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicReplay
import MosaicStore
import MosaicView
import Testing
@testable import HelloContacts

/// `--rtl` and the locale: the contacts fill from the right, a layout switch keeps the
/// direction, and a session recorded right to left says so in its trace and replays the same.
@Suite struct RightToLeftAppTests {
    @Test func theFlagAndTheLocaleChooseTheDirection() throws {
        #expect(try RunApp.parse(["--rtl"]).layoutDirection == .rightToLeft)
        let env = ProcessInfo.processInfo.environment
        let expected = LayoutDirection(environment: { env[$0] })
        #expect(try RunApp.parse([]).layoutDirection == expected)
    }

    @Test func aRightToLeftSessionRecordsItsDirectionAndReplaysTheSame() throws {
        try withTemporaryStore { store in
            _ = try store.seedIfNeeded(count: 12)
            let clock = ManualClock()
            let c = try ContactsController(store: store, viewport: Size(width: 1280, height: 748), layoutName: "Flow",
                                           layoutDirection: .rightToLeft, clock: clock)
            let view = c.view
            #expect(view.layoutDirection == .rightToLeft)
            let first = try #require(view.layout.attributesForItem(at: ItemPath(0, 0))).frame
            let second = try #require(view.layout.attributesForItem(at: ItemPath(0, 1))).frame
            #expect(first.minX > second.minX, "the first card is right of the second")
            #expect(first.maxX > 1280 / 2)

            let recorder = ReplayRecorder(initial: try RunApp.parse(["--rtl"]).initialScript(c))
            recorder.record(view)
            func at(_ t: Double, _ event: InputEvent) {
                ReplayRunner.advance(view, clock, to: t)
                view.handle(event)
            }
            let before = view.snapshot.sections[0].1.map(String.init)
            try #require(before.count >= 2)
            view.toggleEdit()
            let from = Point(x: first.midX, y: first.midY)
            let to = Point(x: second.midX - second.width / 4, y: second.midY)   // the second card's trailing (left) half
            // Pressed, then moved leftward in 20 even steps 30 ms apart, released.
            func along(_ f: Double) -> Point { Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f) }
            let path = (1...20).map { (time: 1.0 + 0.03 * Double($0), point: along(Double($0) / 20)) }
            at(1.0, .pointerDown(id: 0, position: from, time: 1.0))
            for step in path { at(step.time, .pointerMoved(id: 0, position: step.point, time: step.time)) }
            at(1.9, .pointerUp(id: 0, position: to, time: 1.9))
            ReplayRunner.advance(view, clock, to: 4)
            let appSections = view.snapshot.sections.map { $0.1.map(String.init) }
            #expect(Array(appSections[0].prefix(2)) == [before[1], before[0]],
                    "the first card went after the second: \(appSections[0].prefix(3))")

            let script = recorder.script()
            #expect(script.layoutDirection == .rightToLeft)
            let reparsed = try ReplayScript.parse(script.jsonString())
            #expect(reparsed == script)
            let replayed = try ReplayRunner.run(reparsed)
            #expect(replayed.sections == appSections)

            c.toggleLayout()
            #expect(view.layoutDirection == .rightToLeft, "the waterfall keeps the direction")
        }
    }
}
