import Foundation
import MosaicStore
import GRDB
import LineupKit
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicView
import Testing
import MosaicTesting

/// What Lineup's window shows is what is saved: random action streams — pointer drags by the
/// grip, keyboard, context menu ("Move to …"), undo, redo, exchange/move/browse mode, lock,
/// injured marks, and now and then another connection holding the write lock so that the
/// store refuses — through `LineupController` with its real store (GRDB on a temporary file).
/// After every action the view's model must equal the seats as a second, read-only connection
/// reads them in a new transaction (ordered by position, as `lineup list` reads them), and at
/// the end of each stream what a fresh `lineup list` reads (a new read-only `LineupStore`); no
/// status may say "Saved" for a refused change.
@Suite struct LineupViewMatchesDatabaseTests {
    /// 500 (`MOSAIC_STREAMS` overrides, for a quick or a longer run).
    static let streams = streamCount(500)
    static let actionsPerStream = 20

    @Test func randomStreamsKeepTheViewAndTheDatabaseEqual() throws {
        let base = propertySeed("LineupViewMatchesDatabaseTests", base: 0x11_4000)
        var stats: [String: Int] = [:]
        // Teams of 22 to 30 paddlers, built once each and copied for each stream.
        let templates = NSTemporaryDirectory() + "lineup-view-db-templates-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: templates) }
        for count in 22...30 {
            let store = try LineupStore(path: templates + "/\(count).sqlite")
            let team = SampleTeam.team(count: count)
            try store.seed(team: team, lineups: SampleTeam.lineups(team: team))
            try store.close()
        }
        let (failures, elapsed) = runStreams(Self.streams, base: base) { i, seed in
            try Self.runStream(seed: seed, template: templates + "/\(22 + i % 9).sqlite", stats: &stats)
        }
        print("LineupViewMatchesDatabaseTests: \(Self.streams) streams, \(stats.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")), \(elapsed)")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect((stats["saved"] ?? 0) > 0 && (stats["refused by the store"] ?? 0) > 0,
                "the streams must both save and meet store refusals: \(stats)")
    }

    /// One stream over a new database; returns the first disagreement (with the seed and the
    /// actions that led to it), or nil.
    static func runStream(seed: UInt64, template: String, stats: inout [String: Int]) throws -> String? {
        var random = SplitMix64(seed: seed ^ 0x5EED)
        let directory = NSTemporaryDirectory() + "lineup-view-db-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/team.sqlite"
        try FileManager.default.copyItem(atPath: template, toPath: path)
        let store = try LineupStore(path: path, busyTimeout: 0.005)
        let clock = ManualClock(now: 0)
        let controller = try LineupController(store: store, lineup: "Race 1", viewport: Size(width: 1280, height: 748), clock: clock)
        defer { try? store.close() }
        let view = controller.view
        var driver = RandomActionDriver(view: view, clock: clock, seed: seed) { controller.gripPoint($0) }
        driver.appActions = [("lock", { controller.toggleLock() }), ("injured", { controller.toggleInjured() }),
                             ("move mode", { controller.toggleMoveMode() })]
        let holder = try lockHolder(path)
        defer { try? holder.close() }
        // A second, read-only connection beside the app's; each check reads the seats in a new
        // transaction, as `lineup list` does (which runs in full at the end of the stream).
        let reader = try LineupStore.listingConnection(path)
        defer { try? reader.close() }
        var done: [String] = []
        for _ in 0..<actionsPerStream {
            let blocked = random.next(below: 12) == 0
            if blocked { try holder.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") } }
            let statusBefore = controller.status, rowsBefore = controller.rowsWritten
            if controller.live.locked, !view.dragInProgress, random.next(below: 2) == 0 {
                controller.toggleLock()   // a lineup stays locked for an action or two, not for the rest
                done.append("unlock" + (blocked ? " (database locked)" : ""))
            } else {
                done.append(driver.step() + (blocked ? " (database locked)" : ""))
            }
            if blocked { try holder.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") } }
            let context = "seed 0x\(String(seed, radix: 16)): after \(done.joined(separator: ", "))"
            if controller.status != statusBefore {
                if controller.status.hasPrefix("Saved: ") {
                    stats["saved", default: 0] += 1
                    if blocked && controller.rowsWritten == rowsBefore { return "\(context): \"\(controller.status)\" while the database was locked" }
                }
                if controller.status.hasPrefix("Not saved: ") { stats["refused by the store", default: 0] += 1 }
                if controller.status.hasPrefix("Not allowed: ") { stats["refused by a rule", default: 0] += 1 }
                if controller.status.hasPrefix("Undid ") || controller.status.hasPrefix("Redid ") { stats["undone or redone", default: 0] += 1 }
            }
            guard !view.dragInProgress else { continue }
            let saved = try LineupStore.seats(of: "Race 1", in: reader)
            let shown = (0..<view.snapshot.numberOfSections).map { view.snapshot.items(inSection: $0) }
            if shown != saved {
                return "\(context):\n  view     \(shown)\n  database \(saved)\n  status \(controller.status)"
            }
        }
        driver.settle()
        // At the end, a fresh `lineup list`, as the command runs it.
        let fresh = try LineupStore(path: path, access: .readOnly)
        defer { try? fresh.close() }
        let saved = try fresh.load("Race 1")
        let shown = (0..<view.snapshot.numberOfSections).map { view.snapshot.items(inSection: $0) }
        if shown != saved.sections {
            return "seed 0x\(String(seed, radix: 16)): after settling: view \(shown), database \(saved.sections)"
        }
        return nil
    }
}

extension LineupStore {
    /// A plain read-only connection to `path` (it sees every commit of the app's connection).
    static func listingConnection(_ path: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// The paddler ids of lineup `name` per section (boat positions 0…21, then the bench), read
    /// as `load` reads them: the seats ordered by position.
    static func seats(of name: String, in reader: DatabaseQueue) throws -> [[Int]] {
        let ids = try reader.read { db in
            try Int.fetchAll(db, sql: """
                SELECT paddler FROM seat JOIN lineup ON lineup.id = seat.lineup WHERE lineup.name = ? ORDER BY position
                """, arguments: [name])
        }
        return [Array(ids.prefix(Seat.boatCount)), Array(ids.dropFirst(Seat.boatCount))]
    }
}
