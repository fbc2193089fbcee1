import Foundation
import MosaicAnimation
import MosaicCore
import MosaicSDL
import MosaicStore
import MosaicView
import Testing
@testable import HelloContacts

/// The window's state per database (first visible contact, size) and the context menu's
/// section names, through the app's controller and its real store.
@Suite struct WindowRestoreTests {
    func temporaryPath() throws -> (directory: URL, path: String) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("HelloContactsTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return (directory, directory.appendingPathComponent("contacts.sqlite").path)
    }

    @Test func theMenuNamesSectionsByTheirGroups() throws {
        let (directory, path) = try temporaryPath()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try ContactStore(path: path)
        defer { try? store.close() }
        _ = try store.importVCard(RecordReplayGroupsTests.cards)
        let c = try ContactsController(store: store, viewport: Size(width: 1280, height: 748), layoutName: "Flow",
                                       clock: ManualClock())
        c.view.requests.showContextMenu(at: ItemPath(0, 0))
        let titles = try #require(c.view.requests.contextMenuConfiguration).items.map(\.title)
        #expect(titles.contains("Move to Work") && titles.contains("Move to Other"),
                "expected the groups' names in the menu, got \(titles)")
        #expect(!titles.contains { $0.contains("section") }, "no \"section N\" left: \(titles)")
    }

    @Test(arguments: ["Flow", "Waterfall"])
    func theFirstVisibleContactIsSavedAndRestored(layoutName: String) throws {
        let (directory, path) = try temporaryPath()
        defer { try? FileManager.default.removeItem(at: directory) }
        let viewport = Size(width: 1000, height: 700)
        var saved: ScrollAnchor<Int64>?
        do {
            let store = try ContactStore(path: path)
            _ = try store.seedIfNeeded(count: 3_000)
            let c = try ContactsController(store: store, viewport: viewport, layoutName: layoutName, clock: ManualClock())
            c.view.setContentOffset(Point(x: 0, y: 40_000.5))
            saved = c.view.firstVisibleAnchor
            let anchor = try #require(saved)
            let state = WindowState(size: Size(width: 1000, height: 752), firstItem: String(anchor.item), firstItemOffset: anchor.offset)
            try store.setSettings(state.settings)
            try store.close()
        }
        let store = try ContactStore(path: path)
        defer { try? store.close() }
        let state = try #require(WindowState(settings: try store.settings(prefix: "window.")))
        #expect(state.size == Size(width: 1000, height: 752))
        let c = try ContactsController(store: store, viewport: viewport, layoutName: layoutName, clock: ManualClock())
        #expect(c.view.contentOffset.y == 0, "a new controller starts at the top")
        #expect(c.view.restore(state) { Int64($0) })
        #expect(c.view.firstVisibleAnchor == saved, "reopened at \(String(describing: c.view.firstVisibleAnchor)), expected \(String(describing: saved))")
    }
}
