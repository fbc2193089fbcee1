import Foundation
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicReplay
import MosaicStore
import MosaicView
import Testing
@testable import HelloContacts

/// `--record` in a database with groups: the trace holds every group as a section and their
/// headers (`options.headerHeight`), so `mosaic replay` (ReplayRunner) replays the session's
/// clicks and drags at the same positions — the same log (announcements aside: the app names
/// its groups), the same order in every section.
@Suite struct RecordReplayGroupsTests {
    static let cards = """
        BEGIN:VCARD\nVERSION:3.0\nFN:Ada Lovelace\nCATEGORIES:Friends\nEND:VCARD
        BEGIN:VCARD\nVERSION:3.0\nFN:Grace Hopper\nCATEGORIES:Friends\nEND:VCARD
        BEGIN:VCARD\nVERSION:3.0\nFN:Alan Turing\nCATEGORIES:Friends\nEND:VCARD
        BEGIN:VCARD\nVERSION:3.0\nFN:Acme Corporation\nORG:Acme Corporation\nCATEGORIES:Work\nEND:VCARD
        BEGIN:VCARD\nVERSION:3.0\nFN:Jörg Müller\nCATEGORIES:Work\nEND:VCARD
        BEGIN:VCARD\nVERSION:3.0\nFN:Jane Doe\nEND:VCARD

        """

    @Test(arguments: ["Flow", "Waterfall"])
    func aRecordedSessionReplaysTheSame(layoutName: String) throws {
        try withTemporaryStore(cards: Self.cards) { store in
            let clock = ManualClock()
            let c = try ContactsController(store: store, viewport: Size(width: 1280, height: 748),
                                           layoutName: layoutName, clock: clock)
            let view = c.view
            #expect(view.snapshot.numberOfSections == 3)
            let recorder = ReplayRecorder(initial: try RunApp.parse([]).initialScript(c))
            recorder.record(view)
            func centre(_ section: Int, _ item: Int) throws -> Point {
                let frame = try #require(view.layout.attributesForItem(at: ItemPath(section, item))).frame
                return Point(x: frame.midX - view.contentOffset.x, y: frame.midY - view.contentOffset.y)
            }
            func at(_ t: Double, _ event: InputEvent) {
                ReplayRunner.advance(view, clock, to: t)
                view.handle(event)
            }
            // A click on Work's second card, a double-click on Other's card (opens it), then in edit
            // mode a mouse drag of Friends' first card onto Work's first: it moves into Work.
            let jorg = try centre(1, 1), jane = try centre(2, 0)
            at(0.5, .pointerDown(id: 0, position: jorg, time: 0.5)); at(0.55, .pointerUp(id: 0, position: jorg, time: 0.55))
            at(1.0, .pointerDown(id: 0, position: jane, time: 1.0)); at(1.05, .pointerUp(id: 0, position: jane, time: 1.05))
            at(1.2, .pointerDown(id: 0, position: jane, time: 1.2)); at(1.25, .pointerUp(id: 0, position: jane, time: 1.25))
            #expect(c.details.panel != nil, "the double-click opened Jane")
            c.closeDetails()
            ReplayRunner.advance(view, clock, to: 1.5)
            view.toggleEdit()
            let from = try centre(0, 0), to = try centre(1, 0)
            at(2.0, .pointerDown(id: 0, position: from, time: 2.0))
            for step in 1...20 {
                let f = Double(step) / 20
                let p = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
                at(2.0 + 0.03 * Double(step), .pointerMoved(id: 0, position: p, time: 2.0 + 0.03 * Double(step)))
            }
            at(2.9, .pointerUp(id: 0, position: to, time: 2.9))
            ReplayRunner.advance(view, clock, to: 5)
            let appSections = view.snapshot.sections.map { $0.1.map(String.init) }
            #expect(appSections[1].count == 3, "Ada moved into Work: \(appSections)")
            #expect(c.log.contains("primaryAction 2.0"), "log \(c.log)")

            let script = recorder.script()
            #expect(script.sections.count == 3)
            #expect(script.headerHeight == 32)
            let reparsed = try ReplayScript.parse(script.jsonString())
            #expect(reparsed == script, "the trace round-trips")
            let replayed = try ReplayRunner.run(reparsed)
            func comparable(_ log: [String]) -> [String] { log.filter { !$0.hasPrefix("announce") } }
            #expect(comparable(replayed.log) == comparable(c.log))
            #expect(replayed.sections == appSections)
            #expect(replayed.selected == view.selectedPaths.map(\.description))
        }
    }
}
