import Foundation
import LineupKit
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicReplay
import Testing

/// Rules a coach sees (issue 28.3): the seat under the pointer says why it refuses or warns —
/// hovering, with a paddler selected, and mid-drag — and the card draws those words at the seat.
@MainActor @Suite struct SeatHintTests {
    let directory = NSTemporaryDirectory() + "lineup-hints-\(UUID().uuidString)"

    func controller(_ clock: ManualClock) throws -> LineupController {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let store = try LineupStore(path: directory + "/team.sqlite")
        let team = SampleTeam.team()
        try store.seed(team: team, lineups: SampleTeam.lineups(team: team))
        return try LineupController(store: store, lineup: "Race 1", viewport: Size(width: 1280, height: 748), clock: clock)
    }

    @Test func hoveringOverTheInjuredSeatNamesIt() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let clock = ManualClock(now: 0)
        let c = try controller(clock)
        defer { try? c.close() }
        let injured = ItemPath(0, Seat.row(7, .right).index)
        let point = try #require(c.centerPoint(injured))
        #expect(c.updateHint(at: point))
        #expect(c.hint == SeatHint(itemID: c.view.snapshot[injured]!, text: "7R is injured — Cleo Adams", refuses: true))
        #expect(!c.updateHint(at: point), "unchanged: no redraw")
        // A fit paddler on their preferred side says nothing; the pointer leaving clears it.
        #expect(c.hint(at: try #require(c.centerPoint(ItemPath(0, 1)))) == nil)
        #expect(c.updateHint(at: nil) && c.hint == nil)
    }

    @Test func midDragTheRefusingSeatSaysWhyAndASideWarningAllows() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let clock = ManualClock(now: 0)
        let c = try controller(clock)
        defer { try? c.close() }
        // Sam (1L) dragged over the drummer seat: refused, the reason at Mia's seat.
        var t = LineupSession.drag(c, clock: clock, from: ItemPath(0, 1), to: ItemPath(0, 0), at: 0.1, release: false) {
            c.updateHint(at: c.centerPoint(ItemPath(0, 0)))
            #expect(c.hint == SeatHint(itemID: c.team.values.first { $0.name == "Mia Chen" }!.id, text: "Sam Okafor is not a drummer",
                                       refuses: true))
        }
        c.view.handle(.pointerUp(id: 0, position: c.centerPoint(ItemPath(0, 0))!, time: t))
        t += 0.6
        ReplayRunner.advance(c.view, clock, to: t)
        #expect(c.hint == nil, "the transaction's end clears the hint")
        // Sam over 1R: allowed, with both paddlers' side preferences as a soft warning.
        t = LineupSession.drag(c, clock: clock, from: ItemPath(0, 1), to: ItemPath(0, 2), at: t + 0.3, release: false) {
            c.updateHint(at: c.centerPoint(ItemPath(0, 2)))
            #expect(c.hint?.text == "Sam prefers left; Ava prefers right" && c.hint?.refuses == false, "\(String(describing: c.hint))")
        }
        c.view.handle(.pointerUp(id: 0, position: c.centerPoint(ItemPath(0, 2))!, time: t))
        ReplayRunner.advance(c.view, clock, to: t + 0.6)
        #expect(c.status == "Saved: swap Sam Okafor ↔ Ava Rossi" || c.status == "Saved: swap Ava Rossi ↔ Sam Okafor", "\(c.status)")
    }

    @Test func withAPaddlerSelectedHoveringTellsWhereTheyMayNotGo() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let clock = ManualClock(now: 0)
        let c = try controller(clock)
        defer { try? c.close() }
        let grip = try #require(c.centerPoint(ItemPath(1, 0)))     // Ada Fox, the spare drummer
        c.view.handle(.pointerDown(id: 0, position: grip, time: 0.1))
        c.view.handle(.pointerUp(id: 0, position: grip, time: 0.15))
        ReplayRunner.advance(c.view, clock, to: 0.5)
        #expect(c.view.selectedPaths == [ItemPath(1, 0)])
        #expect(c.hint(at: try #require(c.centerPoint(ItemPath(0, 3))))?.text == "Ada Fox is drummer-only")
    }
}
