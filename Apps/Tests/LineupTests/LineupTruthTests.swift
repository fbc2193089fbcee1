import Foundation
import GRDB
import LineupKit
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicReplay
import MosaicView
import Testing

/// Lineup says only what is true (issue 22): it offers no Delete anywhere; the context menu and
/// the keyboard cannot make the view and the database disagree; "Saved" appears only after the
/// store committed, and a refused change is put back in the view with the reason.
@MainActor @Suite struct LineupTruthTests {
    let directory: String
    let path: String
    let clock = ManualClock(now: 0)
    let controller: LineupController
    let original: Lineup

    init() throws {
        directory = NSTemporaryDirectory() + "lineup-truth-\(UUID().uuidString)"
        path = directory + "/team.sqlite"
        let store = try LineupStore(path: path, busyTimeout: 0.01)
        let team = SampleTeam.team()
        try store.seed(team: team, lineups: SampleTeam.lineups(team: team))
        controller = try LineupController(store: store, lineup: "Race 1", viewport: Size(width: 1280, height: 748), clock: clock)
        original = controller.live
    }

    /// The lineup as a fresh `lineup list` reads it (a second, read-only store).
    func saved() throws -> Lineup {
        let reader = try LineupStore(path: path, access: .readOnly)
        defer { try? reader.close() }
        return try reader.load("Race 1")
    }

    var shown: [[Int]] { (0..<controller.view.snapshot.numberOfSections).map { controller.view.snapshot.items(inSection: $0) } }

    func advance(_ seconds: Double) { ReplayRunner.advance(controller.view, clock, to: clock.now + seconds) }

    func key(_ key: Key, _ modifiers: Modifiers = []) {
        controller.view.handle(.key(key, modifiers: modifiers, time: clock.now + 0.05))
        advance(0.3)
    }

    @Test(arguments: [InteractionMode.browse, .edit, .exchange])
    func noDeleteAnywhere(mode: InteractionMode) throws {
        let view = controller.view
        view.setMode(mode)
        let seat = try #require(controller.centerPoint(ItemPath(0, 7)))
        // The context menu names no Delete.
        view.handle(.secondaryClick(position: seat, time: 0.1))
        let menu = try #require(view.requests.contextMenuConfiguration)
        #expect(!menu.items.contains { $0.title.lowercased().contains("delete") }, "menu: \(menu.items.map(\.title))")
        #expect(menu.items.map(\.title).contains("Move to Bench"))
        view.requests.closeContextMenu()
        // The Delete key on a selected paddler, a long press in browse mode and the API ask nothing.
        view.handle(.pointerDown(id: 0, position: seat, time: 0.2))
        view.handle(.pointerUp(id: 0, position: seat, time: 0.25))
        advance(0.5)
        key(.delete)
        #expect(view.requests.confirmationRequest == nil)
        view.handle(.pointerDown(id: 100, position: seat, time: clock.now))
        advance(1.2)
        view.handle(.pointerUp(id: 100, position: seat, time: clock.now))
        advance(0.5)
        #expect(view.requests.confirmationRequest == nil)
        view.requests.requestDeletion(at: ItemPath(0, 7))
        view.requests.requestDeletion(at: [ItemPath(0, 7), ItemPath(1, 0)])
        #expect(view.requests.confirmationRequest == nil)
        #expect(shown == original.sections)
        #expect(try saved() == original)
    }

    /// Tab has nowhere else to go in Lineup's window: the focus and its ring stay in the view.
    @Test func tabKeepsTheFocusInTheView() {
        key(.right)
        let focused = controller.view.focusedPath
        #expect(focused != nil)
        key(.tab)
        #expect(controller.view.hasKeyboardFocus)
        #expect(controller.view.focusedPath == focused)
        #expect(controller.view.displayList().cells.contains { $0.isFocused })
    }

    /// The case: "Move to Bench" on 4L showed `[21, 5]` while the database still had
    /// the paddler in 4L. Now the view is what is saved, and the title says why nothing moved.
    @Test(arguments: [InteractionMode.exchange, .edit, .browse])
    func moveToBenchOnASeatLeavesViewAndDatabaseEqual(mode: InteractionMode) throws {
        let view = controller.view
        view.setMode(mode)
        view.requests.showContextMenu(at: ItemPath(0, 7))   // 4L
        let menu = try #require(view.requests.contextMenuConfiguration)
        let index = try #require(menu.items.firstIndex { $0.title == "Move to Bench" })
        view.requests.performContextMenuAction(menu.items[index].action)
        advance(1)
        let saved = try saved()
        #expect(shown == saved.sections, "view \(shown), database \(saved.sections)")
        #expect(saved == original)
        #expect(!controller.status.hasPrefix("Saved"), "status: \(controller.status)")
    }

    /// The case: in move mode End, space, Home, space made a spare the drummer in the
    /// view while the store saved a bench reorder.
    @Test func keyboardMoveCannotSeatASpareAsDrummer() throws {
        controller.toggleMoveMode()
        let view = controller.view
        let last = ItemPath(1, original.bench.count - 1)
        let p = try #require(controller.centerPoint(last))
        view.handle(.pointerDown(id: 0, position: p, time: 0.1))
        view.handle(.pointerUp(id: 0, position: p, time: 0.15))
        advance(0.5)
        key(.end)
        key(.space)
        key(.home)
        key(.space)
        advance(1)
        let saved = try saved()
        #expect(shown == saved.sections, "view \(shown), database \(saved.sections)")
        #expect(saved.boat == original.boat, "the boat must not change in move mode")
        #expect(controller.live == saved)
    }

    /// The store refuses (another connection holds the write lock): the view goes back, the
    /// title says why — never "Saved" — and the next swap, once the lock is gone, is saved.
    @Test func aStoreRefusalPutsTheViewBackAndSaysWhy() throws {
        let holder = try lockHolder(path)
        defer { try? holder.close() }
        try holder.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        let t = LineupSession.drag(controller, clock: clock, from: ItemPath(0, 1), to: ItemPath(0, 10), at: 0.1)
        try holder.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        #expect(controller.status == "Not saved: database is locked")
        #expect(shown == original.sections)
        #expect(controller.live == original && controller.committed == original)
        #expect(try saved() == original)
        #expect(controller.undoHistory.isEmpty)
        LineupSession.drag(controller, clock: clock, from: ItemPath(0, 1), to: ItemPath(0, 10), at: t + 0.5)
        #expect(controller.status == "Saved: swap Sam Okafor ↔ Nora Singh")
        let afterSwap = try saved()
        #expect(shown == afterSwap.sections && afterSwap != original)
        // A lock that fails to save says so and changes nothing.
        try holder.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        controller.toggleLock()
        try holder.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        #expect(controller.status == "Not saved: database is locked")
        #expect(!controller.live.locked)
        #expect(try !saved().locked)
    }
}
