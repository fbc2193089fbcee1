import Foundation
import Testing
import GRDB
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

/// Closing beside another process's reader (a `list`, a backup) neither waits for it nor
/// fails: the final checkpoint gives up at once and the commits stay safe in the `-wal`.
@Suite struct StoreCloseBesideAReaderTests {
    @Test func closeDoesNotWaitForAReader() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let store = try ContactStore(path: dir.path(), busyTimeout: 1.0)
        _ = try store.seedIfNeeded(count: 5)
        try store.setSetting("layout", to: "Waterfall")
        let reader = try DatabaseQueue(path: dir.path(), configuration: {
            var c = Configuration()
            c.readonly = true
            c.allowsUnsafeTransactions = true   // a read transaction held open, as another process would
            return c
        }())
        let names = try reader.inDatabase { db -> [String] in
            try db.beginTransaction(.deferred)
            return try String.fetchAll(db, sql: "SELECT value FROM setting")
        }
        #expect(names.contains("Waterfall"))
        try store.setSetting("spacing", to: "20")   // a commit the reader's snapshot does not hold
        let start = Date()
        try store.close()
        let elapsed = Date().timeIntervalSince(start)
        #expect(elapsed < 0.5, "close waited \(elapsed) s for the reader (busy timeout 1 s); expected no wait")
        try reader.inDatabase { db in try db.commit() }
        try reader.close()
        let reopened = try ContactStore(path: dir.path(), access: .readOnly)
        defer { try? reopened.close() }
        #expect(try reopened.setting("spacing") == "20", "the commit kept in the WAL is there")
    }
}
