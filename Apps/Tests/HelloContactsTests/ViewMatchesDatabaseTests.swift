import Foundation
import GRDB
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicReplay
import MosaicStore
import MosaicView
import Testing
import MosaicTesting
@testable import HelloContacts

/// What the window shows is what is saved: random action streams — pointer, keyboard, context
/// menu, undo, redo, mode and layout switches, and now and then another connection holding
/// the database's write lock so that the store refuses — through `ContactsController` with its
/// real store (GRDB on a temporary file). After every action, the view's model must equal the
/// order a second, read-only connection reads in a new transaction (by contact id and
/// section, ordered as `list` orders them), and at the end of each stream what a fresh `list`
/// prints (a new read-only store; `ListContacts.lines`).
@Suite struct ViewMatchesDatabaseTests {
    /// 500 (`MOSAIC_STREAMS` overrides, for a quick or a longer run).
    static let streams = streamCount(500)
    static let actionsPerStream = 20

    @Test func randomStreamsKeepTheViewAndTheDatabaseEqual() throws {
        let base = propertySeed("ViewMatchesDatabaseTests", base: 0xC0_4000)
        var refusals = 0, actions = 0
        // Databases of 6 to 19 contacts in three groups, built once and copied for each stream.
        let templates = NSTemporaryDirectory() + "view-db-templates-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: templates) }
        var random = SplitMix64(seed: base)
        for (k, count) in [6, 10, 14, 19].enumerated() {
            let store = try ContactStore(path: templates + "/\(k).sqlite")
            _ = try store.importVCard(bytes: Array(Self.cards(count: count, random: &random).utf8))
            try store.close()
        }
        let (failures, elapsed) = runStreams(Self.streams, base: base) { i, seed in
            try Self.runStream(seed: seed, template: templates + "/\(i % 4).sqlite", refusals: &refusals, actions: &actions)
        }
        print("ViewMatchesDatabaseTests: \(Self.streams) streams, \(actions) actions, \(refusals) refused by the store, \(elapsed)")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(refusals > 0, "no stream met a store refusal: the lock injection does not work")
    }

    /// vCard text of `count` cards, some in the groups Work and Family, the others in none.
    static func cards(count: Int, random: inout SplitMix64) -> String {
        (0..<count).map { i in
            let group = ["", "Work", "Family"][random.next(below: 3)]
            return "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person \(i)\r\n" + (group.isEmpty ? "" : "CATEGORIES:\(group)\r\n") + "END:VCARD\r\n"
        }.joined()
    }

    /// The database as a fresh `list` reads it: (section, ids) per group, and the printed lines.
    static func listed(_ path: String) throws -> (sections: [[Int64]], lines: [String]) {
        let reader = try ContactStore(path: path, access: .readOnly)
        defer { try? reader.close() }
        return (try reader.allContacts().map { $0.contacts.map(\.id) }, try ListContacts.lines(of: reader, sections: false))
    }

    /// One stream over a new database; returns the first disagreement (with the seed and the
    /// actions that led to it), or nil.
    static func runStream(seed: UInt64, template: String, refusals: inout Int, actions: inout Int) throws -> String? {
        var random = SplitMix64(seed: seed ^ 0x5EED)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("view-db-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/contacts.sqlite"
        try FileManager.default.copyItem(atPath: template, toPath: path)
        let store = try ContactStore(path: path, busyTimeout: 0.005)
        let clock = ManualClock(now: 0)
        let controller = try ContactsController(store: store, viewport: Size(width: 1000, height: 700),
                                                layoutName: random.next(below: 2) == 0 ? "Flow" : "Waterfall", clock: clock)
        defer { try? store.close() }
        let view = controller.view
        var driver = RandomActionDriver(view: view, clock: clock, seed: seed) { path in
            guard let f = view.layout.attributesForItem(at: path)?.frame else { return nil }
            return Point(x: f.midX - view.contentOffset.x, y: f.midY - view.contentOffset.y)
        }
        driver.appActions = [("layout switch", { controller.toggleLayout() })]
        // Another connection holding the write lock makes the store refuse the next commit.
        let holder = try lockHolder(path)
        defer { try? holder.close() }
        // A second, read-only connection beside the app's; each check reads the order in a new
        // transaction as `list` reads it (which runs in full at the end of the stream).
        var configuration = Configuration()
        configuration.readonly = true
        let reader = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? reader.close() }
        var done: [String] = []
        for _ in 0..<actionsPerStream {
            let blocked = random.next(below: 12) == 0
            if blocked { try holder.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") } }
            let refusedBefore = controller.refusedCount
            done.append(driver.step() + (blocked ? " (database locked)" : ""))
            if blocked {
                try holder.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
                if controller.refusedCount > refusedBefore {
                    refusals += 1
                    if !controller.status.hasPrefix("Not saved: database is locked") {
                        return "seed 0x\(String(seed, radix: 16)): the store refused but the status says \"\(controller.status)\""
                    }
                }
            }
            actions += 1
            guard !view.dragInProgress else { continue }
            // Contact ids by section, each in saved order (`ContactStore.contacts(section:)`'s
            // ORDER BY); every section the view shows, and no contact outside them.
            let rows = try reader.read { db in
                try Row.fetchAll(db, sql: "SELECT section, id FROM contact ORDER BY section, orderKey, id")
            }
            var saved: [Int: [Int64]] = [:]
            for row in rows { saved[row["section"], default: []].append(row["id"]) }
            let shown = view.snapshot.sections
            if shown.map({ saved[$0.0] ?? [] }) != shown.map(\.1) || Set(saved.keys).subtracting(shown.map(\.0)).count > 0 {
                return "seed 0x\(String(seed, radix: 16)): after \(done.joined(separator: ", ")):\n  view     \(shown.map(\.1))\n  database \(shown.map { saved[$0.0] ?? [] })"
            }
        }
        driver.settle()
        let saved = try listed(path)   // a fresh `list`, as the command runs it
        if view.snapshot.sections.map(\.1) != saved.sections || view.snapshot.sections.flatMap(\.1).map(controller.displayName(of:)) != saved.lines {
            return "seed 0x\(String(seed, radix: 16)): after settling: view \(view.snapshot.sections.map(\.1)), database \(saved.sections)"
        }
        return nil
    }
}

/// A change the store refuses is put back in the view, and the top bar says why.
@Suite struct StoreRefusalTests {
    /// A mouse drag in edit mode from item `a` to item `b` of section 0, released.
    static func drag(_ view: CollectionView<Int, Int64>, _ clock: ManualClock, from a: Int, to b: Int, at t: Double) throws {
        let from = try #require(view.layout.attributesForItem(at: ItemPath(0, a))?.frame)
        let to = try #require(view.layout.attributesForItem(at: ItemPath(0, b))?.frame)
        let p = Point(x: from.midX - view.contentOffset.x, y: from.midY - view.contentOffset.y)
        let q = Point(x: to.midX - view.contentOffset.x, y: to.midY - view.contentOffset.y)
        view.handle(.pointerDown(id: 0, position: p, time: t))
        for i in 1...6 {
            let f = Double(i) / 6
            view.handle(.pointerMoved(id: 0, position: Point(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f), time: t + 0.05 * Double(i)))
        }
        ReplayRunner.advance(view, clock, to: t + 0.8)
        view.handle(.pointerUp(id: 0, position: q, time: t + 0.8))
        ReplayRunner.advance(view, clock, to: t + 2)
    }

    @Test(arguments: ["move", "delete", "undo"])
    func aRefusedChangeIsPutBackAndNamed(change: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("refusal-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/contacts.sqlite"
        let store = try ContactStore(path: path, busyTimeout: 0.01)
        _ = try store.importVCard(SearchTextTests.cards)
        defer { try? store.close() }
        let clock = ManualClock(now: 0)
        let c = try ContactsController(store: store, viewport: Size(width: 1280, height: 748), layoutName: "Flow", clock: clock)
        let view = c.view
        view.setMode(.edit)
        if change == "undo" { try Self.drag(view, clock, from: 0, to: 2, at: 0.1) }   // saved
        let before = view.snapshot.sections.map(\.1)
        #expect(try ViewMatchesDatabaseTests.listed(path).sections == before)
        let holder = try lockHolder(path)
        defer { try? holder.close() }
        try holder.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        switch change {
        case "move":
            try Self.drag(view, clock, from: 0, to: 2, at: 5)
        case "delete":
            view.requests.requestDeletion(at: ItemPath(0, 1))
            view.requests.confirm(true)
        default:
            view.handle(.key(.character("z"), modifiers: .ctrl, time: 5))
        }
        ReplayRunner.advance(view, clock, to: 8)
        try holder.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        let verb = change == "undo" ? "undo " : change == "move" ? "move " : "delete "
        #expect(c.log.contains { $0.hasPrefix(verb) }, "the \(change) must happen in the view first: \(c.log)")
        #expect(c.status.hasPrefix("Not saved: database is locked"), "status: \(c.status)")
        #expect(c.topBar(width: 1280).hint == c.status)
        #expect(view.snapshot.sections.map(\.1) == before)
        #expect(try ViewMatchesDatabaseTests.listed(path).sections == before)
    }
}
