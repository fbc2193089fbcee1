import Foundation
import GRDB
import Testing
@testable import MosaicStore

/// The change marks that let a push find what to send without reading every contact: every
/// local edit is marked, a sync with nothing changed reads no table in full, and a card sent but
/// not recorded is sent again with its old ETag.
@Suite struct SyncDirtyTests {
    /// A store with `count` contacts, half in "Work", a few in "Family", the rest in "Other",
    /// all agreed with a pretend server.
    private func agreedStore(_ directory: TemporaryDirectory, count: Int = 300) throws -> ContactStore {
        let store = try ContactStore(path: directory.path())
        let work = try store.group(named: "Work"), family = try store.group(named: "Family")
        let drafts = (0..<count).map { ContactDraft(givenName: "Given\($0)", familyName: "Family\($0)") }
        try store.append(Array(drafts[0..<count / 2]), toSection: work.section)
        try store.append(Array(drafts[count / 2..<count / 2 + 5]), toSection: family.section)
        try store.append(Array(drafts[(count / 2 + 5)...]), toSection: ContactStore.otherSection)
        try agree(store)
        return store
    }

    /// Records every outgoing card as accepted by a server, as a push does.
    private func agree(_ store: ContactStore, etag: String = "e1") throws {
        try store.assignMissingUIDs()
        let (deletions, changes) = try store.syncOutbox()
        try store.recordPushes(changes.map { SyncPushed(contactID: $0.contact.id, href: "/ab/\($0.contact.id).vcf", etag: etag, card: $0.card) },
                               deleted: deletions.map(\.contactID))
        for change in try store.syncGroupOutbox() {
            try store.recordGroupPush(section: change.section, href: change.href ?? "/ab/g\(change.section).vcf", etag: etag,
                                      card: change.card, local: change.card)
        }
    }

    private func isNoOp(_ store: ContactStore) throws -> Bool {
        let (deletions, changes) = try store.syncOutbox()
        let groups = try store.syncGroupOutbox()
        return deletions.isEmpty && changes.isEmpty && groups.isEmpty
    }

    @Test func aSyncWithNothingChangedScansNoTable() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try agreedStore(directory)
        #expect(try isNoOp(store))   // the group cards just recorded are compared once
        let statements = TracedStatements()
        try store.database.writeWithoutTransaction { db in
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event { statements.append(statement.expandedSQL) }
            }
        }
        #expect(try isNoOp(store))
        try store.database.writeWithoutTransaction { db in db.trace(options: .statement, nil) }
        let traced = statements.all
        #expect(traced.contains { $0.contains("syncDirty") } && traced.contains { $0.contains("syncDirtyGroup") })
        let allowed: Set<String> = ["syncDirty", "d", "syncDirtyGroup", "sqlite_master", "sqlite_schema", "CONSTANT"]
        for sql in traced where sql.hasPrefix("SELECT") || sql.hasPrefix("DELETE") || sql.hasPrefix("WITH") {
            let details = try store.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql).map { $0["detail"] as String }
            }
            for detail in details where detail.hasPrefix("SCAN ") {
                let table = detail.dropFirst(5).split(separator: " ").first.map(String.init) ?? ""
                #expect(allowed.contains(table), "full scan in a no-op sync: \(detail) — \(sql)")
            }
        }
    }

    @Test func everyLocalEditIsPushed() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try agreedStore(directory, count: 40)
        #expect(try isNoOp(store))
        let work = try store.group(named: "Work"), family = try store.group(named: "Family")
        let contacts = try store.allContacts().flatMap { $0.contacts }
        let first = contacts[0], second = contacts[1], last = contacts[contacts.count - 1]

        try store.update(id: first.id, with: ContactDraft(givenName: "Edited", familyName: "Name"))
        #expect(try store.syncOutbox().changes.map(\.contact.id) == [first.id])
        #expect(try store.syncGroupOutbox().isEmpty)   // a member's name is not its group's card
        try agree(store, etag: "e2")
        #expect(try isNoOp(store))

        try store.move(id: second.id, toIndex: 5, inSection: work.section)
        #expect(try store.syncOutbox().changes.map(\.contact.id) == [second.id])
        try agree(store, etag: "e3")
        #expect(try isNoOp(store))

        try store.moveContact(last.id, toGroupNamed: "Family")
        #expect(try store.syncOutbox().changes.map(\.contact.id) == [last.id])
        #expect(try store.syncGroupOutbox().map(\.section) == [family.section])
        try agree(store, etag: "e4")
        #expect(try isNoOp(store))

        try store.renameGroup(section: family.section, to: "Kin")
        #expect(Set(try store.syncOutbox().changes.map(\.contact.id)) == Set(try store.allContacts().first { $0.group.section == family.section }?.contacts.map(\.id) ?? []))
        #expect(try store.syncGroupOutbox().map(\.section) == [family.section])
        try agree(store, etag: "e5")
        #expect(try isNoOp(store))

        try store.delete(id: first.id)
        #expect(try store.syncOutbox().deletions.map(\.contactID) == [first.id])
        #expect(try store.syncGroupOutbox().map(\.section) == [work.section])
        try agree(store, etag: "e6")
        #expect(try isNoOp(store))
    }

    @Test func aCardSentButNotRecordedIsSentAgainWithItsETag() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try agreedStore(directory, count: 10)
        let contact = try #require(try store.allContacts().flatMap { $0.contacts }.first)
        try store.update(id: contact.id, with: ContactDraft(givenName: "Sent", familyName: "Once"))
        let sent = try store.syncOutbox().changes
        #expect(sent.map(\.contact.id) == [contact.id])
        // Killed after the PUT, before its record: the mark survives, with the last agreed ETag.
        let again = try store.syncOutbox().changes
        #expect(again.map(\.contact.id) == [contact.id] && again.first?.record?.etag == "e1")
    }

    @Test func theMigrationMarksWhatChangedBeforeIt() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        var store: ContactStore? = try agreedStore(directory, count: 20)
        let id = try #require(try store?.allContacts().flatMap { $0.contacts }.last?.id)
        // Back to the schema before the marks, then an edit made by that version.
        try store?.database.write { db in
            for name in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger'") {
                try db.execute(sql: "DROP TRIGGER \(name)")
            }
            try db.execute(sql: """
                DROP TABLE syncDirty; DROP TABLE syncDirtyGroup;
                DELETE FROM grdb_migrations WHERE identifier = 'v6-sync-dirty'
                """)
            try db.execute(sql: "UPDATE contact SET familyName = 'Changed' WHERE id = ?", arguments: [id])
        }
        store = nil
        let reopened = try ContactStore(path: directory.path())
        #expect(try reopened.syncOutbox().changes.map(\.contact.id) == [id])
        #expect(try reopened.syncGroupOutbox().isEmpty)
        try agree(reopened, etag: "e2")
        #expect(try isNoOp(reopened))
    }
}

/// The statements a traced connection ran.
private final class TracedStatements: @unchecked Sendable {
    private let lock = NSLock()
    private var statements: [String] = []

    func append(_ sql: String) { lock.withLock { statements.append(sql) } }

    var all: [String] { lock.withLock { statements } }
}
