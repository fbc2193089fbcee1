import GRDB

/// One card the server accepted: the contact, where, its new `ETag` and the card sent.
public struct SyncPushed: Sendable {
    /// The contact.
    public var contactID: Int64
    /// The card's URL path.
    public var href: String
    /// The server's new `ETag`.
    public var etag: String
    /// The card sent (the new agreed version).
    public var card: [VCardProperty]

    /// A pushed card.
    public init(contactID: Int64, href: String, etag: String, card: [VCardProperty]) {
        self.contactID = contactID
        self.href = href
        self.etag = etag
        self.card = card
    }
}

/// Recording pushes in batches (one transaction for many cards): a push of thousands of cards
/// does not pay one commit per card. A sync killed before a batch is recorded meets those cards
/// again at the next push (a 412 merges them with what the server holds: no duplicates).
extension ContactStore {
    /// Records `pushed` cards and forgets the records of `deleted` contacts' cards, in one
    /// transaction. - Complexity: O(k log n) for k cards.
    public func recordPushes(_ pushed: [SyncPushed], deleted: [Int64] = []) throws(StoreError) {
        guard !pushed.isEmpty || !deleted.isEmpty else { return }
        try write("recording \(pushed.count + deleted.count) pushed cards") { db, _ in
            for id in deleted { try db.execute(sql: "DELETE FROM syncCard WHERE contactId = ?", arguments: [id]) }
            for card in pushed {
                try Self.saveRecord(contactID: card.contactID, uid: SyncCard.uid(of: card.card) ?? "", href: card.href,
                                    etag: card.etag, base: card.card, db)
            }
        }
    }

    /// The address book URL the last successful sync used (found by discovery), or nil.
    public func syncCollection() throws(StoreError) -> String? {
        try read("reading the address book URL") { db in try Self.metadata("syncCollection", db) }
    }
}
