import Foundation
import LineupKit
import MosaicAnimation
import MosaicCore
import MosaicView
import Testing

/// Issue 29 (1), Lineup's describer: a paddler is read by name, then seat and weight, and an
/// exchange is announced with both paddlers' names.
@MainActor @Suite struct LineupAccessibilityTests {
    @Test func aPaddlerIsReadByNameSeatAndWeightAndAnExchangeNamesBoth() throws {
        let directory = NSTemporaryDirectory() + "lineup-a11y-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try LineupStore(path: directory + "/team.sqlite")
        let team = SampleTeam.team()
        try store.seed(team: team, lineups: SampleTeam.lineups(team: team))
        let controller = try LineupController(store: store, lineup: "Race 1", viewport: Size(width: 1280, height: 748),
                                              clock: ManualClock(now: 0))
        let view = controller.view
        let sam = try #require(view.snapshot[ItemPath(0, 1)])
        let nora = try #require(view.snapshot[ItemPath(0, 10)])
        let model = view.accessibilityModel()
        #expect(model.view.name == "Lineup")
        let element = try #require(model.element(sam))
        #expect(element.name == "Sam Okafor")
        #expect(element.description == "seat 1L, 57 kg")
        #expect(element.fullDescription == "seat 1L, 57 kg, 2 of \(view.snapshot.items(inSection: 0).count) in Boat")
        #expect(view.performAccessibilityAction(.swap(with: nora), on: sam))
        #expect(view.takeAccessibilityAnnouncements().map(\.text) == [
            "Lifted Sam Okafor, position 2 of \(view.snapshot.items(inSection: 0).count) in Boat", "Swapped Sam Okafor and Nora Singh"])
        #expect(view.accessibilityModel().element(sam)?.description == "seat 5R, 57 kg", "the seat follows the exchange")
        #expect(try store.load("Race 1").seat(of: sam) == Seat.boat(10), "saved")
    }
}
