import Foundation
import LineupKit
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicReplay
import Testing

/// The app driven headlessly through scripted events on a `ManualClock` (nothing sleeps),
/// with a real store in a temporary directory.
@MainActor @Suite struct LineupAppTests {
    let directory: String
    let path: String
    let clock = ManualClock(now: 0)
    let controller: LineupController
    let original: Lineup

    init() throws {
        directory = NSTemporaryDirectory() + "lineup-tests-\(UUID().uuidString)"
        path = directory + "/team.sqlite"
        let store = try LineupStore(path: path)
        let team = SampleTeam.team()
        try store.seed(team: team, lineups: SampleTeam.lineups(team: team))
        controller = try LineupController(store: store, lineup: "Race 1", viewport: Size(width: 1280, height: 748), clock: clock)
        original = controller.live
    }

    /// The lineup as saved, read on a second, read-only connection.
    func saved(_ name: String = "Race 1") throws -> Lineup {
        let reader = try LineupStore(path: path, access: .readOnly)
        defer { try? reader.close() }
        return try reader.load(name)
    }

    func names(_ l: Lineup) -> [String] { l.paddlers.map(\.name) }

    @Test func aDragSwapsTwoPaddlersAndTheBalanceChangesBeforeTheRelease() throws {
        let before = controller.balance
        var midway: (Balance, Lineup)?
        LineupSession.drag(controller, clock: clock, from: ItemPath(0, 1), to: ItemPath(0, 10), at: 0.1) {
            midway = (controller.balance, try! saved())
        }
        // Mid-drag: Sam (1L, 57 kg) sits at 5R and Nora (89 kg) at 1L — the header already says
        // so — and nothing is saved yet.
        let (mid, savedMid) = try #require(midway)
        #expect(mid != before)
        #expect(mid.left == before.left + 89 - 57 && mid.right == before.right - 89 + 57)
        #expect(savedMid == original)
        #expect(controller.log.contains { $0.hasPrefix("balance L ") })
        // Released: one transaction of two rows; reopening shows exactly the swap.
        var expected = original
        try expected.exchange(section: 0, index: 1, withSection: 0, index: 10)
        #expect(controller.live == expected && controller.committed == expected)
        #expect(controller.rowsWritten == 2)
        #expect(try saved() == expected)
        #expect(controller.balance == Balance(expected))
        #expect(controller.undoHistory == ["swap Sam Okafor ↔ Nora Singh"])
    }

    @Test func aDragBetweenBoatAndBenchSwaps() throws {
        LineupSession.drag(controller, clock: clock, from: ItemPath(1, 3), to: ItemPath(0, 20), at: 0.1)
        #expect(controller.live.boat[20]?.name == "Noah Petit" && controller.live.bench[3].name == "Rosa Lima")
        #expect(try saved() == controller.live)
    }

    @Test func aDragOntoAnInjuredSeatDoesNothing() throws {
        LineupSession.drag(controller, clock: clock, from: ItemPath(0, 13), to: ItemPath(0, 14), at: 0.1)
        #expect(controller.live == original)
        #expect(controller.log.contains("canDisplace 0.14 from 0.13"))
        #expect(!controller.log.contains { $0.hasPrefix("didExchange ") })
        #expect(controller.status == "Not allowed: 7R is injured — Cleo Adams")
        #expect(controller.rowsWritten == 0)
        #expect(try saved() == original)
    }

    @Test func theDrummerSeatTakesOnlyADrummer() throws {
        LineupSession.drag(controller, clock: clock, from: ItemPath(0, 1), to: ItemPath(0, 0), at: 0.1)
        #expect(controller.live == original)
        #expect(controller.status == "Not allowed: Sam Okafor is not a drummer")
        // Ada Fox, the spare drummer, can.
        LineupSession.drag(controller, clock: clock, from: ItemPath(1, 0), to: ItemPath(0, 0), at: 3)
        #expect(controller.live.boat[0]?.name == "Ada Fox" && controller.live.bench[0].name == "Mia Chen")
    }

    @Test func lockedNothingCanBeCaught() throws {
        controller.toggleLock()
        #expect(try saved().locked)
        LineupSession.drag(controller, clock: clock, from: ItemPath(0, 1), to: ItemPath(0, 2), at: 0.1)
        #expect(controller.live.paddlers == original.paddlers)
        #expect(controller.log.contains("canBegin 0.1"))
        #expect(!controller.view.exchangeTransactionInProgress)
        controller.toggleLock()
        LineupSession.drag(controller, clock: clock, from: ItemPath(0, 1), to: ItemPath(0, 2), at: 3)
        #expect(controller.live.boat[1]?.name == "Ava Rossi")
    }

    @Test func onlyTheGripCatches() throws {
        let center = try #require(controller.centerPoint(ItemPath(0, 1))), target = try #require(controller.centerPoint(ItemPath(0, 2)))
        let view = controller.view
        view.handle(.pointerDown(id: 0, position: center, time: 0.1))
        ReplayRunner.advance(view, clock, to: 0.5)
        view.handle(.pointerMoved(id: 0, position: target, time: 0.5))
        ReplayRunner.advance(view, clock, to: 0.6)
        view.handle(.pointerUp(id: 0, position: target, time: 0.6))
        ReplayRunner.advance(view, clock, to: 1.5)
        #expect(controller.live == original)
        #expect(!controller.log.contains("canBegin 0.1"))
    }

    @Test(arguments: ["escape", "focus loss"])
    func cancelRestoresExactlyAndWritesNothing(how: String) throws {
        let before = controller.balance
        let t = LineupSession.drag(controller, clock: clock, from: ItemPath(0, 1), to: ItemPath(1, 2), at: 0.1, release: false)
        #expect(controller.live != original && controller.balance != before)
        controller.view.handle(how == "escape" ? .key(.escape, modifiers: [], time: t) : .cancelAll(time: t))
        ReplayRunner.advance(controller.view, clock, to: t + 1)
        #expect(controller.log.contains("didCancelExchangeTransaction"))
        #expect(controller.live == original && controller.balance == before)
        #expect(controller.view.snapshot.items(inSection: 0) == original.sections[0])
        #expect(controller.rowsWritten == 0)
        #expect(try saved() == original)
    }

    @Test func undoAndRedoWholeTransactions() throws {
        var t = LineupSession.drag(controller, clock: clock, from: ItemPath(0, 1), to: ItemPath(0, 10), at: 0.1)
        let swapped = controller.live
        t = LineupSession.drag(controller, clock: clock, from: ItemPath(1, 0), to: ItemPath(0, 0), at: t + 0.5)
        let both = controller.live
        let view = controller.view
        func key(_ shift: Bool) {
            t += 0.5
            ReplayRunner.advance(view, clock, to: t)
            view.handle(.key(.character("z"), modifiers: shift ? [.ctrl, .shift] : .ctrl, time: t))
            ReplayRunner.advance(view, clock, to: t + 0.5)
        }
        key(false)
        #expect(controller.live == swapped)
        #expect(try saved() == swapped)
        key(false)
        #expect(controller.live == original)
        #expect(try saved() == original)
        #expect(controller.balance == Balance(original))
        key(true)
        #expect(controller.live == swapped)
        #expect(try saved() == swapped)
        key(true)
        #expect(controller.live == both)
        #expect(try saved() == both)
        #expect(controller.undoHistory.count == 2 && controller.redoHistory.isEmpty)
    }

    @Test func moveModeReordersTheBenchOnly() throws {
        controller.toggleMoveMode()
        let t = LineupSession.drag(controller, clock: clock, from: ItemPath(1, 0), to: ItemPath(1, 2), at: 0.1, hold: 0.7)
        #expect(names(controller.live).suffix(4) == ["Ben Cruz", "Lily Shaw", "Ada Fox", "Noah Petit"])
        #expect(try saved() == controller.live)
        let benchOrder = controller.live.bench
        LineupSession.drag(controller, clock: clock, from: ItemPath(0, 1), to: ItemPath(0, 2), at: t + 0.5, hold: 0.7)
        #expect(controller.log.contains("canMove 0.1"))
        #expect(controller.live.boat == original.boat && controller.live.bench == benchOrder)
    }

    @Test func injuryMarkIsSaved() throws {
        let view = controller.view
        let p = try #require(controller.centerPoint(ItemPath(0, 3)))
        view.handle(.pointerDown(id: 0, position: p, time: 0.1))
        view.handle(.pointerUp(id: 0, position: p, time: 0.15))
        ReplayRunner.advance(view, clock, to: 0.5)
        controller.toggleInjured()
        #expect(try saved().boat[3]?.injured == true)
        #expect(ExchangePolicy.refusalToDisplace(controller.committed, item: ItemPath(0, 3), dragged: ItemPath(0, 4)) == .injured("Leo Novak", .row(2, .left)))
    }

    @Test func aTraceReplaysAgainstTheStore() throws {
        let a = try #require(controller.gripPoint(ItemPath(0, 19))), b = try #require(controller.centerPoint(ItemPath(0, 20)))
        let json = """
            {"viewport": {"width": 1280, "height": 748},
             "layout": {"kind": "flow", "itemWidth": 230, "itemHeight": 44, "interitemSpacing": 8, "lineSpacing": 8},
             "sections": [["x"]], "mode": "exchange", "events": [
               {"t": 0, "type": "down", "x": \(a.x), "y": \(a.y)}, {"t": 0.3, "type": "move", "x": \(b.x), "y": \(b.y)},
               {"t": 0.6, "type": "up", "x": \(b.x), "y": \(b.y)}]}
            """
        let out = LineupSession.replay(try ReplayScript.parse(json), controller: controller, clock: clock)
        #expect(out.sections[0][19] == "Rosa Lima" && out.sections[0][20] == "Kai Nakamura")
        #expect(try saved().listing[19...20] == ["10L: Rosa Lima", "10R: Kai Nakamura"])
    }

    @Test func aHeadlessTourWritesItsFrames() throws {
        let frames = try LineupSession.tour(controller, clock: clock, size: Size(width: 1280, height: 800), directory: directory + "/tour")
        #expect(frames.count == 8)
        for f in frames { #expect(FileManager.default.fileExists(atPath: f)) }
    }
}

@Suite struct LineupStoreTests {
    func temporary() -> String { NSTemporaryDirectory() + "lineup-store-\(UUID().uuidString)" }

    @Test func lineupsAreNamedAndUnknownOnesAreReported() throws {
        let path = temporary() + "/a.sqlite"
        let store = try LineupStore(path: path)
        #expect(store.isNew)
        let team = SampleTeam.team()
        try store.seed(team: team, lineups: SampleTeam.lineups(team: team))
        #expect(try store.lineupNames() == ["Race 1", "Race 2"])
        #expect(try store.load("Race 2").boat[1]?.name == "Ava Rossi")
        #expect(throws: UnknownLineupError.self) { try store.load("Final") }
        try store.create("Final", copying: try store.load("Race 2"))
        let copied = try store.load("Final"), source = try store.load("Race 2")
        #expect(copied.boat == source.boat)
        try store.close()
        // Closing checkpoints the WAL: the main file alone holds every commit.
        for suffix in ["-wal", "-shm"] { #expect(!FileManager.default.fileExists(atPath: path + suffix)) }
        let reopened = try LineupStore(path: path, access: .readOnly)
        #expect(!reopened.isNew)
        #expect(try reopened.lineupNames() == ["Race 1", "Race 2", "Final"])
        try reopened.close()
    }

    @Test(arguments: [0, 1, 4096])
    func aFileThatIsNotADatabaseIsRefusedAndLeftAlone(size: Int) throws {
        let dir = temporary()
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/bad.sqlite"
        let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 * 7 + 3) })
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try LineupStore(path: path)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("lineup database \(path): file ") && text.contains(size == 0 ? "empty (0 bytes)" : "not a database")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test func listingNeverCreates() {
        let path = temporary() + "/none.sqlite"
        #expect(throws: LineupStoreError.self) { try LineupStore(path: path, access: .readOnly) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
