import Foundation
import GRDB
import LineupKit
import MosaicAnimation
import MosaicCore
import MosaicView
import Testing

/// A new database with the sample team, in a fresh temporary directory (remove it after).
func seededLineupStore() throws -> (directory: String, path: String, store: LineupStore, team: [Paddler]) {
    let directory = NSTemporaryDirectory() + "lineup-tests-\(UUID().uuidString)"
    let path = directory + "/team.sqlite"
    let store = try LineupStore(path: path)
    let team = SampleTeam.team()
    try store.seed(team: team, lineups: SampleTeam.lineups(team: team))
    return (directory, path, store, team)
}

/// Lineup's settings table (the window's state per database) and its menu's section names.
@MainActor @Suite struct LineupWindowStateTests {
    @Test func settingsAreCreatedByTheFirstSaveAndReadOnlyReadsThem() throws {
        let (directory, path, store, team) = try seededLineupStore()
        defer { try? FileManager.default.removeItem(atPath: directory) }
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
        let (directory, _, store, _) = try seededLineupStore()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let controller = try LineupController(store: store, lineup: "Race 1", viewport: Size(width: 1280, height: 748),
                                              clock: ManualClock(now: 0))
        controller.view.requests.showContextMenu(at: ItemPath(0, 3))
        let titles = controller.view.requests.contextMenuConfiguration?.items.map(\.title) ?? []
        #expect(titles.contains("Move to Bench"), "got \(titles)")
        #expect(!titles.contains { $0.contains("section") }, "got \(titles)")
        try controller.close()
    }
}

/// Closing beside a reader (a `lineup list` at that moment) neither waits a second nor fails.
@MainActor @Suite struct LineupCloseBesideAReaderTests {
    @Test func closeNeitherWaitsNorFails() throws {
        let (directory, path, store, team) = try seededLineupStore()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try store.setInjured(true, paddler: team[0].id)
        var configuration = Configuration()
        configuration.readonly = true
        configuration.allowsUnsafeTransactions = true   // a read transaction held open, as `lineup list` would
        let reader = try DatabaseQueue(path: path, configuration: configuration)
        let injured = try reader.inDatabase { db -> Int? in
            try db.beginTransaction(.deferred)
            return try Int.fetchOne(db, sql: "SELECT injured FROM paddler WHERE id = ?", arguments: [team[0].id])
        }
        #expect(injured == 1)
        try store.setInjured(true, paddler: team[1].id)   // a commit the reader's snapshot does not hold
        let start = Date()
        #expect(throws: Never.self) { try store.close() }
        let elapsed = Date().timeIntervalSince(start)
        #expect(elapsed < 0.5, "close waited \(elapsed) s for the reader; expected no wait")
        try reader.inDatabase { db in try db.commit() }
        try reader.close()
        let reopened = try LineupStore(path: path, access: .readOnly)
        defer { try? reopened.close() }
        #expect(try reopened.team()[team[1].id]?.injured == true, "the commit kept in the WAL is there")
    }
}
