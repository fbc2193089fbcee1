import Foundation
import LineupKit
import MosaicAnimation
import MosaicCore
import MosaicView
import Testing

/// Lineup's settings table (the window's state per database) and its menu's section names.
@MainActor @Suite struct LineupWindowStateTests {
    @Test func settingsAreCreatedByTheFirstSaveAndReadOnlyReadsThem() throws {
        let directory = NSTemporaryDirectory() + "lineup-tests-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/team.sqlite"
        let store = try LineupStore(path: path)
        let team = SampleTeam.team()
        try store.seed(team: team, lineups: SampleTeam.lineups(team: team))
        #expect(try store.settings(prefix: "window.") == [:], "a database without a setting table reads as none")
        try store.setSettings(["window.width": "900", "window.height": "640"])
        try store.setSettings(["window.width": "900", "window.height": "700"])
        try store.close()
        let reader = try LineupStore(path: path, access: .readOnly)
        defer { try? reader.close() }
        #expect(try reader.settings(prefix: "window.") == ["window.width": "900", "window.height": "700"])
        #expect(try !reader.lineupNames().isEmpty, "the database with its setting table still opens as a lineup")
    }

    @Test func theMenuSaysMoveToBench() throws {
        let directory = NSTemporaryDirectory() + "lineup-tests-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try LineupStore(path: directory + "/team.sqlite")
        let team = SampleTeam.team()
        try store.seed(team: team, lineups: SampleTeam.lineups(team: team))
        let controller = try LineupController(store: store, lineup: "Race 1", viewport: Size(width: 1280, height: 748),
                                              clock: ManualClock(now: 0))
        controller.view.showContextMenu(at: ItemPath(0, 3))
        let titles = controller.view.contextMenu?.items.map(\.title) ?? []
        #expect(titles.contains("Move to Bench"), "got \(titles)")
        #expect(!titles.contains { $0.contains("section") }, "got \(titles)")
        try controller.close()
    }
}
