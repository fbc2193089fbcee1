import Foundation
import GRDB
import LineupKit
import Testing

/// Team editing and lineups in the store (issue 28.2, 28.6): each change one transaction,
/// checked whole first (a refused one writes nothing); empty seats survive a reopen; a
/// database of version 1 keeps every paddler, seat and order through the migration.
@Suite struct RosterStoreTests {
    let directory = NSTemporaryDirectory() + "lineup-roster-\(UUID().uuidString)"
    var path: String { directory + "/team.sqlite" }

    func seeded() throws -> LineupStore {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let store = try LineupStore(path: path)
        let team = SampleTeam.team()
        try store.seed(team: team, lineups: SampleTeam.lineups(team: team))
        return store
    }

    @Test func addingAPaddlerPutsThemOnEveryBench() throws {
        let store = try seeded()
        defer { try? store.close(); try? FileManager.default.removeItem(atPath: directory) }
        let added = try store.write([PaddlerDraft(name: "Kim Lee", weight: 66.5, side: .right, roles: [.paddler, .steerer])])
        #expect(added.map(\.id) == [27])
        for lineup in try store.lineups() { #expect(lineup.bench.last?.name == "Kim Lee") }
        #expect(try store.paddler(named: "Kim Lee").roles == [.paddler, .steerer])
        // A taken name, a bad weight, no role: refused, nothing written.
        #expect(throws: RosterError("a paddler named \"Kim Lee\" already exists in \(path)")) {
            try store.write([PaddlerDraft(name: "Zed Ray", weight: 70), PaddlerDraft(name: "Kim Lee", weight: 70)])
        }
        #expect(throws: RosterError.self) { try store.write([PaddlerDraft(name: "Zed Ray", weight: 7)]) }
        #expect(throws: RosterError.self) { try store.write([PaddlerDraft(name: "Zed Ray", weight: 70, roles: [])]) }
        #expect(try store.roster().count == 27)
    }

    @Test func editingRenamesAndReportsTheSeatsThatNoLongerFit() throws {
        let store = try seeded()
        defer { try? store.close(); try? FileManager.default.removeItem(atPath: directory) }
        let mia = try store.paddler(named: "Mia Chen")
        var draft = PaddlerDraft(mia)
        draft.name = "Mia Chen-Ho"
        draft.roles = [.paddler]
        let (edited, problems) = try store.edit(mia.id, to: draft)
        #expect(edited.name == "Mia Chen-Ho")
        #expect(problems == ["Race 1: drummer: Mia Chen-Ho is not a drummer", "Race 2: drummer: Mia Chen-Ho is not a drummer"])
        #expect(try store.load("Race 1").boat[0]?.name == "Mia Chen-Ho")
        #expect(throws: RosterError.self) { try store.edit(mia.id, to: PaddlerDraft(name: "Sam Okafor", weight: 60)) }
    }

    @Test func removingASeatedPaddlerEmptiesOrFillsTheSeatInEveryLineup() throws {
        let store = try seeded()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let mia = try store.paddler(named: "Mia Chen"), max = try store.paddler(named: "Max Berg")
        let vacated = try store.remove(mia.id, choice: .firstFromBench)
        #expect(vacated.map { "\($0.lineup) \($0.seat.label) \($0.filledBy?.name ?? "-")" } == ["Race 1 drummer Ada Fox", "Race 2 drummer Ada Fox"])
        try store.remove(max.id, choice: .leaveEmpty)
        try store.close()
        // Reopened: the empty seat is empty, the bench closed up, nobody lost.
        let reopened = try LineupStore(path: path, access: .readOnly)
        defer { try? reopened.close() }
        let race1 = try reopened.load("Race 1")
        #expect(race1.emptySeats == [.row(4, .left)])
        #expect(race1.boat[0]?.name == "Ada Fox" && race1.bench.map(\.name) == ["Ben Cruz", "Lily Shaw", "Noah Petit"])
        #expect(try reopened.roster().count == 24)
        #expect(race1.paddlers.count == 24)
    }

    @Test func lineupsAreCreatedCopiedRenamedAndDeleted() throws {
        let store = try seeded()
        defer { try? store.close(); try? FileManager.default.removeItem(atPath: directory) }
        try store.newLineup("Heat 1")
        let heat = try store.load("Heat 1")
        #expect(heat.emptySeats.count == 22 && heat.bench.count == 26)
        try store.copyLineup("Race 2", to: "Final")
        let final = try store.load("Final"), race2 = try store.load("Race 2")
        #expect(final.boat == race2.boat && final.bench == race2.bench)
        try store.renameLineup("Final", to: "Grand Final")
        try store.deleteLineup("Race 1")
        #expect(try store.lineupNames() == ["Race 2", "Heat 1", "Grand Final"])
        #expect(try store.roster().count == 26, "deleting a lineup deletes no paddler")
        #expect(throws: RosterError.self) { try store.newLineup("Race 2") }
        #expect(throws: RosterError.self) { try store.renameLineup("Race 2", to: " ") }
        #expect(throws: UnknownLineupError.self) { try store.copyLineup("Race 9", to: "X") }
        try store.deleteLineup("Heat 1")
        try store.deleteLineup("Grand Final")
        #expect(throws: RosterError.self) { try store.deleteLineup("Race 2") }
    }

    /// A file as version 1 wrote it: its schema, marker and rows, but no v2 column.
    func writeVersion1() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-lineup") { db in
            try db.execute(sql: """
                CREATE TABLE paddler (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, weight REAL NOT NULL,
                                      side TEXT NOT NULL, roles TEXT NOT NULL, injured INTEGER NOT NULL DEFAULT 0);
                CREATE TABLE lineup (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, locked INTEGER NOT NULL DEFAULT 0);
                CREATE TABLE seat (lineup INTEGER NOT NULL REFERENCES lineup(id) ON DELETE CASCADE,
                                   position INTEGER NOT NULL, paddler INTEGER NOT NULL REFERENCES paddler(id),
                                   PRIMARY KEY (lineup, position));
                """)
        }
        try migrator.migrate(queue)
        let team = SampleTeam.team(count: 30)
        try queue.write { db in
            for p in team {
                try db.execute(sql: "INSERT INTO paddler (id, name, weight, side, roles, injured) VALUES (?, ?, ?, ?, ?, ?)",
                               arguments: [p.id, p.name, p.weight, p.side.rawValue, p.rolesText, p.injured ? 1 : 0])
            }
            for (k, lineup) in SampleTeam.lineups(team: team).enumerated() {
                try db.execute(sql: "INSERT INTO lineup (id, name, locked) VALUES (?, ?, ?)", arguments: [k + 1, lineup.name, k])
                for (position, p) in lineup.paddlers.enumerated() {
                    try db.execute(sql: "INSERT INTO seat (lineup, position, paddler) VALUES (?, ?, ?)", arguments: [k + 1, position, p.id])
                }
            }
        }
        try queue.close()
    }

    @Test func aVersion1DatabaseKeepsEveryPaddlerSeatAndOrder() throws {
        try writeVersion1()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let team = SampleTeam.team(count: 30)
        var expected = SampleTeam.lineups(team: team)
        expected[1].locked = true
        // Read-only, not migrated: read as it is.
        let reader = try LineupStore(path: path, access: .readOnly)
        #expect(try reader.lineups() == expected)
        try reader.close()
        // Read-write: migrated; the same team, seats, bench order and locks.
        let store = try LineupStore(path: path)
        #expect(try store.roster() == team)
        #expect(try store.lineups() == expected)
        let applied = try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied == ["v1-lineup", "v2-roster"])
        // The new column works.
        var draft = PaddlerDraft(team[3])
        draft.unavailable = true
        try store.edit(team[3].id, to: draft)
        #expect(try store.load("Race 1").boat[3]?.unavailable == true)
        try store.close()
    }
}
