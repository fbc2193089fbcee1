import Foundation
import GRDB
import Testing
@testable import MosaicStore

/// Applying a pull of many cards (issue 30's initial sync): every property kept, every
/// contact agreed (stamped, unmarked) so the next push sends nothing, order from the cards'
/// keys, and the work proportional to the cards pulled. `MOSAIC_PULL_CARDS=N` applies N cards
/// (2,000 by default) and prints the time.
@Suite struct SyncPullApplyTests {
    static var count: Int {
        ProcessInfo.processInfo.environment["MOSAIC_PULL_CARDS"].flatMap(Int.init).map { max(30, $0) } ?? 2_000
    }

    /// The cards another Mosaic device would have pushed: every tenth in a group, each keyed.
    static func cards(_ count: Int, from first: Int = 1) -> [SyncPull.Card] {
        (first..<first + count).map { index in
            let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:person-\(index)\r\nFN:Person \(index)\r\nN:\(index);Person;;;\r\n"
                + "TEL;TYPE=cell:+1 555 \(index)\r\nEMAIL:person\(index)@example.org\r\n"
                + "NOTE:Note of person \(index)\\, with a comma\r\nX-UNKNOWN;X-A=b:kept \(index)\r\n"
                + (index % 10 == 0 ? "CATEGORIES:Group \(index % 30)\r\n" : "")
                + "X-MOSAIC-ORDER:\(String(format: "%05d", index))V\r\nEND:VCARD\r\n"
            return SyncPull.Card(href: "/ab/person-\(index).vcf", etag: "\"e\(index)\"", properties: SyncCard.parse(text)!)
        }
    }

    static let account = SyncAccount(server: "http://127.0.0.1:1/", user: "alice")

    @Test func aLargeFirstPullKeepsEveryPropertyAndLeavesNothingToPush() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        let count = Self.count
        let cards = Self.cards(count)
        let start = DispatchTime.now().uptimeNanoseconds
        let report = try store.applyPull(SyncPull(cards: cards, deleted: [], token: "t1", isFull: false), account: Self.account)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print(String(format: "applying a pull of %d cards: %.3f s", count, seconds))
        #expect(report.pulled == count)
        #expect(try store.syncToken() == "t1")
        let (deletions, changes) = try store.syncOutbox()
        #expect(deletions.isEmpty && changes.isEmpty, "\(changes.count) contacts would be pushed after a pull")
        // The three groups named by CATEGORIES came without group cards: theirs are pushed.
        #expect(try store.syncGroupOutbox().map(\.card).compactMap { $0.first(named: "FN")?.text }.sorted()
                == ["Group 0", "Group 10", "Group 20"])
        let sent = Dictionary(uniqueKeysWithValues: try store.syncCards().map { (SyncCard.uid(of: $0.card)!, $0.card) })
        for card in cards {
            let uid = SyncCard.uid(of: card.properties)!
            #expect(SyncCard.comparable(sent[uid] ?? []) == SyncCard.comparable(card.properties), "\(uid)")
        }
        // The user's order is the cards' keys, group by group.
        for (_, contacts) in try store.allContacts() {
            let numbers = contacts.map { Int($0.familyName)! }
            #expect(numbers == numbers.sorted())
        }
        try store.close()
    }

    @Test func givingMissingUIDsReadsOnlyTheCardsWithoutOne() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        _ = try store.applyPull(SyncPull(cards: Self.cards(50), deleted: [], token: "t1", isFull: false), account: Self.account)
        try store.append([ContactDraft(givenName: "No", familyName: "Identity")], toSection: ContactStore.otherSection)
        // The query reads the partial index of the contacts without a UID, not the table.
        let plan = try store.database.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT id, card FROM contact WHERE \(ContactStore.uidlessCondition)")
                .map { $0["detail"] as String }
        }
        #expect(plan == ["SCAN contact USING INDEX contact_uidless"], "\(plan)")
        #expect(try store.assignMissingUIDs() == 1)
        #expect(try store.assignMissingUIDs() == 0)
        let uids = try store.syncCards().compactMap { SyncCard.uid(of: $0.card) }
        #expect(Set(uids).count == 51)
        try store.close()
    }
}
