import Foundation
import LineupKit
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicReplay
import Testing

/// An empty seat in the running app (issue 28.2): a boat paddler dragged onto it moves in and
/// leaves their seat empty; a bench paddler dragged onto it fills it and leaves the bench (both
/// saved and undoable); what the view shows is what is saved.
@MainActor @Suite struct EmptySeatAppTests {
    let directory = NSTemporaryDirectory() + "lineup-empty-\(UUID().uuidString)"
    var path: String { directory + "/team.sqlite" }

    func saved() throws -> Lineup {
        let reader = try LineupStore(path: path, access: .readOnly)
        defer { try? reader.close() }
        return try reader.load("Race 1")
    }

    /// A new database in `directory` with the sample team and its lineups.
    func seededStore() throws -> LineupStore {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let store = try LineupStore(path: path)
        let team = SampleTeam.team()
        try store.seed(team: team, lineups: SampleTeam.lineups(team: team))
        return store
    }

    @Test func aPaddlerMovesIntoAnEmptySeatAndASpareFillsOne() throws {
        let store = try seededStore()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try store.remove(try store.paddler(named: "Ruby Diaz").id, choice: .leaveEmpty)    // 3R
        try store.remove(try store.paddler(named: "Mia Chen").id, choice: .leaveEmpty)     // the drummer
        let clock = ManualClock(now: 0)
        let controller = try LineupController(store: store, lineup: "Race 1", viewport: Size(width: 1280, height: 748), clock: clock)
        defer { try? controller.close() }
        let original = controller.live
        #expect(original.emptySeats == [.drummer, .row(3, .right)])
        #expect(controller.view.snapshot.items(inSection: 0)[6] == Lineup.emptySeatID(6))
        // Zoe (2R, index 4) onto the empty 3R: Zoe moves in, 2R is empty; saved as shown.
        var t = LineupSession.drag(controller, clock: clock, from: ItemPath(0, 4), to: ItemPath(0, 6), at: 0.1)
        #expect(controller.live.boat[6]?.name == "Zoe Park" && controller.live.boat[4] == nil, "\(controller.status)")
        #expect(try saved() == controller.live)
        #expect(controller.rowsWritten == 2)
        // The spare drummer (Ada, level with the drummer seat) onto the empty drummer seat: she
        // fills it and leaves the bench (the empty seat does not go there); saved as shown.
        let afterZoe = controller.live
        t = LineupSession.drag(controller, clock: clock, from: ItemPath(1, 0), to: ItemPath(0, 0), at: t + 0.5)
        #expect(controller.status == "Saved: fill drummer with Ada Fox", "\(controller.status)")
        #expect(controller.live.boat[0]?.name == "Ada Fox" && controller.live.bench == Array(original.bench.dropFirst()))
        #expect(controller.view.snapshot.items(inSection: 1) == controller.live.sections[1], "the empty seat left the bench")
        let afterFill = try saved()
        #expect(afterFill == controller.live)
        // A row paddler may not take the drummer seat: refused at the seat, with the reason.
        #expect(ExchangePolicy.refusalToDisplace(afterZoe, item: ItemPath(0, 0), dragged: ItemPath(0, 1))?.description
                == "Sam Okafor is not a drummer")
        // The empty seat cannot be caught.
        t = LineupSession.drag(controller, clock: clock, from: ItemPath(0, 4), to: ItemPath(0, 2), at: t + 0.5)
        #expect(controller.live.boat[4] == nil && controller.live.boat[2] == original.boat[2])
        // Undo sends Ada back to the bench (the drummer seat empty again), saved …
        controller.view.handle(.key(.character("z"), modifiers: .ctrl, time: t + 0.5))
        ReplayRunner.advance(controller.view, clock, to: t + 1.5)
        #expect(controller.status == "Undid fill drummer with Ada Fox", "\(controller.status)")
        // The fill is the controller's own step in the view's undo order: no "Cannot undo" is
        // heard on the way (the view holds no entry naming the empty seat that left the bench).
        #expect(!controller.log.contains { $0.hasPrefix("announce Cannot") }, "\(controller.log.suffix(4))")
        #expect(controller.log.contains("undo fill drummer with Ada Fox"))
        let afterUndo = try saved()
        #expect(controller.live == afterZoe && afterUndo == afterZoe)
        #expect(Lineup.normalized((0..<2).map { controller.view.snapshot.items(inSection: $0) }) == afterZoe.sections)
        // … and the next undo puts Zoe back and empties 3R again.
        controller.view.handle(.key(.character("z"), modifiers: .ctrl, time: t + 2))
        ReplayRunner.advance(controller.view, clock, to: t + 3)
        let undone = try saved()
        #expect(controller.live == original && undone == original)
    }

    /// Redo after undoing a fill from the bench repeats the fill (saved), in order with the
    /// view's own entries: swap, fill, undo, undo, redo, redo, undo, undo — each step saved as shown.
    @Test func aFillUndoneFromTheBenchIsRedoneInOrderWithSwaps() throws {
        let store = try seededStore()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try store.remove(try store.paddler(named: "Mia Chen").id, choice: .leaveEmpty)     // the drummer
        let clock = ManualClock(now: 0)
        let controller = try LineupController(store: store, lineup: "Race 1", viewport: Size(width: 1280, height: 748), clock: clock)
        defer { try? controller.close() }
        let original = controller.live
        var t = clock.now
        func key(_ modifiers: Modifiers) throws {
            t += 0.5
            #expect(controller.handleUndoKey(.character("z"), modifiers))
            ReplayRunner.advance(controller.view, clock, to: t + 0.8)
            t += 0.8
            #expect(try saved() == controller.live, "saved as shown after \(controller.status)")
            #expect(Lineup.normalized((0..<2).map { controller.view.snapshot.items(inSection: $0) }) == controller.live.sections)
        }
        // A swap of two rows, then the spare drummer onto the empty drummer seat.
        t = LineupSession.drag(controller, clock: clock, from: ItemPath(0, 1), to: ItemPath(0, 4), at: t + 0.1)
        let afterSwap = controller.live
        #expect(afterSwap != original, "\(controller.status)")
        t = LineupSession.drag(controller, clock: clock, from: ItemPath(1, 0), to: ItemPath(0, 0), at: t + 0.5)
        #expect(controller.status == "Saved: fill drummer with Ada Fox", "\(controller.status)")
        let afterFill = controller.live
        #expect(controller.canUndo && !controller.canRedo)
        // Undo the fill, then the swap.
        try key(.ctrl)
        #expect(controller.status == "Undid fill drummer with Ada Fox" && controller.live == afterSwap, "\(controller.status)")
        #expect(controller.canRedo, "the fill can be redone")
        try key(.ctrl)
        #expect(controller.live == original, "\(controller.status)")
        // Redo the swap, then the fill.
        try key([.ctrl, .shift])
        #expect(controller.live == afterSwap, "\(controller.status)")
        try key([.ctrl, .shift])
        #expect(controller.status == "Redid fill drummer with Ada Fox" && controller.live == afterFill, "\(controller.status)")
        #expect(!controller.canRedo && controller.canUndo)
        // … and both undone again, in order.
        try key(.ctrl)
        #expect(controller.live == afterSwap, "\(controller.status)")
        try key(.ctrl)
        #expect(controller.live == original, "\(controller.status)")
        #expect(controller.undoHistory.isEmpty && controller.redoHistory.count == 2)
        #expect(!controller.log.contains { $0.hasPrefix("announce Cannot") }, "nothing refused on the way")
        // A new change after undoing clears what redo would repeat.
        controller.redo()
        t = LineupSession.drag(controller, clock: clock, from: ItemPath(0, 2), to: ItemPath(0, 5), at: t + 0.5)
        #expect(!controller.canRedo && controller.redoHistory.isEmpty)
    }
}
