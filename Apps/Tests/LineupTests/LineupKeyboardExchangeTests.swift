import Foundation
import LineupKit
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicReplay
import MosaicView
import Testing

/// Issue 29: a bench paddler is exchanged with a seated one by keyboard (catch, Left towards
/// the boat, release), both names announced. On the sample team at 1280 points the bench has
/// three columns beside the boat; Left from its first column reaches row 1R or 2R.
@MainActor @Suite struct LineupKeyboardExchangeTests {
    let directory = NSTemporaryDirectory() + "lineup-kx-\(UUID().uuidString)"
    let clock = ManualClock(now: 0)
    let controller: LineupController

    init() throws {
        let store = try LineupStore(path: directory + "/team.sqlite")
        let team = SampleTeam.team()
        try store.seed(team: team, lineups: SampleTeam.lineups(team: team))
        controller = try LineupController(store: store, lineup: "Race 1", viewport: Size(width: 1280, height: 748),
                                          clock: clock)
        controller.view.hasKeyboardFocus = true
    }

    /// Selects the bench paddler at `index`, then catch, Left, release: what was announced.
    func catchLeftRelease(benchIndex index: Int) throws -> (Int, [String]) {
        let view = controller.view
        let spare = try #require(view.snapshot[ItemPath(1, index)])
        #expect(view.performAccessibilityAction(.select, on: spare))
        _ = view.takeAccessibilityAnnouncements()
        for key in [Key.space, .left, .space] {
            view.handle(.key(key, modifiers: [], time: clock.now + 0.05))
            ReplayRunner.advance(view, clock, to: clock.now + 0.5)
        }
        return (spare, view.takeAccessibilityAnnouncements().map(\.text))
    }

    @Test func leftFromTheBenchSwapsASparePaddlerWithTheSeatedOne() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let seated = try #require(controller.view.snapshot[ItemPath(0, 2)])   // row 1R, level with bench row 2
        let (noah, heard) = try catchLeftRelease(benchIndex: 3)
        #expect(heard == ["Lifted Noah Petit, position 4 of 4 in Bench", "Noah Petit will swap with Ava Rossi",
                          "Swapped Noah Petit and Ava Rossi"], "heard \(heard)")
        #expect(controller.view.snapshot[ItemPath(0, 2)] == noah && controller.view.snapshot[ItemPath(1, 3)] == seated)
        #expect(controller.live.paddler(section: 0, index: 2)?.name == "Noah Petit", "the lineup follows")
    }

    /// The spare drummer (the bench's first) reaches row 1R, which needs the paddler role: the
    /// policy refuses — announced with the reason while she is over the seat —, nothing is
    /// exchanged and the status says why.
    @Test func theSpareDrummerCannotTakeARowSeat() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (ada, heard) = try catchLeftRelease(benchIndex: 0)
        #expect(heard.count == 3 && heard[1].hasPrefix("Not allowed: ") && heard[1].contains("Ada Fox"),
                "the refusal is announced while she is over the seat: heard \(heard)")
        #expect(heard.last == "Dropped Ada Fox at position 1; nothing exchanged", "heard \(heard)")
        #expect(controller.view.snapshot[ItemPath(1, 0)] == ada)
        #expect(controller.status.hasPrefix("Not allowed"), "status \(controller.status)")
    }
}
