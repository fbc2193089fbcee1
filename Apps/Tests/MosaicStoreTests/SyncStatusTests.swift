import Foundation
import Testing
@testable import MosaicStore

/// What the database remembers about the last sync (the window's "Last sync" after a restart,
/// the collection tag that lets a sync with nothing changed skip the listing), and one store
/// shared by two threads (the window and a sync task).
@Suite struct SyncStatusTests {
    @Test func theLastSyncAndTheCollectionTagSurviveAReopen() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let store = try ContactStore(path: dir.path())
        #expect(try store.lastSync() == nil, "a new database has synced never")
        #expect(try store.syncCollectionTag() == nil)
        let account = SyncAccount(server: "http://127.0.0.1:1/", user: "alice")
        var pull = SyncPull(cards: [], deleted: [], token: "token-1", isFull: false)
        pull.collectionTag = "tag-1"
        pull.collectionModified = "Sat, 28 Nov 2026 00:51:06 GMT"
        _ = try store.applyPull(pull, account: account)
        let date = Date(timeIntervalSince1970: 1_800_000_000.25)
        try store.recordSyncFinished("pushed 1, pulled 2, merged 0, conflicts 0", at: date)
        try store.close()

        let reopened = try ContactStore(path: dir.path())
        #expect(try reopened.lastSync() == ContactStore.LastSync(date: date, summary: "pushed 1, pulled 2, merged 0, conflicts 0"))
        #expect(try reopened.syncCollectionTag() == "tag-1")
        #expect(try reopened.syncCollectionModified() == "Sat, 28 Nov 2026 00:51:06 GMT")
        #expect(try reopened.syncToken() == "token-1")
        // A pull without a tag (the sync wrote to the server first) forgets the old one, which
        // no longer describes what the token covers.
        _ = try reopened.applyPull(SyncPull(cards: [], deleted: [], token: "token-2", isFull: false), account: account)
        #expect(try reopened.syncCollectionTag() == nil)
        #expect(try reopened.syncCollectionModified() == nil)
        #expect(try reopened.syncToken() == "token-2")
        try reopened.close()
    }

    @Test func theModificationDateEvidenceSurvivesAReopenAndCanBeForgotten() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let store = try ContactStore(path: dir.path())
        #expect(try store.modifiedEvidence() == .init(tracksMembers: nil, checked: nil))
        let checked = Date(timeIntervalSince1970: 1_800_000_000.5)
        try store.recordModifiedEvidence(.init(tracksMembers: true, checked: checked))
        try store.close()
        let reopened = try ContactStore(path: dir.path())
        #expect(try reopened.modifiedEvidence() == .init(tracksMembers: true, checked: checked))
        try reopened.recordModifiedEvidence(.init(tracksMembers: false, checked: nil))
        #expect(try reopened.modifiedEvidence() == .init(tracksMembers: false, checked: nil))
        try reopened.close()
    }

    @Test func twoThreadsWriteThroughOneStore() async throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let store = try ContactStore(path: dir.path())
        let ids = try store.insertSample(count: 40).map(\.id)
        // The window moves contacts while a sync records its runs: every call commits, the
        // counters stay readable, and the order is a permutation of the same contacts.
        async let moves: [Int] = Task.detached {
            try (0..<200).map { step in try store.move(id: ids[step % ids.count], toIndex: (step * 7) % ids.count) }
        }.value
        async let records: Void = Task.detached {
            for step in 0..<200 { try store.recordSyncFinished("pushed \(step), pulled 0, merged 0, conflicts 0") }
        }.value
        let (rows, _) = try await (moves, records)
        // Each move reports its own rows (one, or none when already there), never the other thread's two.
        #expect(rows.allSatisfy { $0 <= 1 }, "\(rows)")
        #expect(Set(try store.contacts().map(\.id)) == Set(ids))
        #expect(try store.lastSync()?.summary == "pushed 199, pulled 0, merged 0, conflicts 0")
        #expect(try store.integrityCheck() == "ok")
        try store.close()
    }
}
