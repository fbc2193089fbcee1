import Foundation
import Testing
@testable import MosaicStore

/// The window's state in the contacts database's `setting` table ("window.*" rows): saved in
/// one transaction, only what changed, read back by prefix; a read-only store reads it.
@Suite struct WindowStateStoreTests {
    @Test func settingsRoundTripByPrefixAndOnlyChangesAreWritten() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let store = try ContactStore(path: dir.path())
        try store.setSetting("layout", to: "Waterfall")
        #expect(try store.settings(prefix: "window.") == [:], "a new database has no window state")
        let state = ["window.width": "1024", "window.height": "700", "window.firstItem": "42"]
        try store.setSettings(state)
        #expect(store.lastWriteRowCount == 3, "three new rows, got \(store.lastWriteRowCount)")
        #expect(try store.settings(prefix: "window.") == state)
        #expect(try store.settings(prefix: "")["layout"] == "Waterfall", "other settings are kept")
        try store.setSettings(state)
        #expect(store.lastWriteRowCount == 0, "nothing changed: nothing written, got \(store.lastWriteRowCount)")
        try store.setSettings(["window.width": "1600", "window.height": "700"])
        #expect(store.lastWriteRowCount == 1, "only the width changed, got \(store.lastWriteRowCount) rows")
        try store.close()

        let reader = try ContactStore(path: dir.path(), access: .readOnly)
        defer { try? reader.close() }
        #expect(try reader.settings(prefix: "window.") == ["window.width": "1600", "window.height": "700", "window.firstItem": "42"])
        #expect(throws: StoreError.self) { try reader.setSettings(["window.width": "1"]) }
    }
}
