/// A contact to push: its card now, and its record when the server has a version of it.
public struct SyncChange: Sendable {
    /// The contact.
    public var contact: Contact
    /// The card to send (``SyncCard/properties(of:groupName:orderKey:)``).
    public var card: [VCardProperty]
    /// The last agreed version, or nil for a card the server never had.
    public var record: SyncRecord?
}

/// What the server sent in a pull: changed cards (href, ETag, properties) and deleted hrefs.
public struct SyncPull: Sendable {
    /// One changed or new card.
    public struct Card: Sendable {
        /// Its URL path.
        public var href: String
        /// Its `ETag`.
        public var etag: String
        /// Its properties (``SyncCard/parse(_:)``).
        public var properties: [VCardProperty]

        /// A pulled card.
        public init(href: String, etag: String, properties: [VCardProperty]) {
            self.href = href
            self.etag = etag
            self.properties = properties
        }
    }

    /// The changed and new cards.
    public var cards: [Card]
    /// The hrefs deleted on the server.
    public var deleted: [String]
    /// The new sync token (nil: the server gave none).
    public var token: String?
    /// True when this is a full listing: every local card whose href it lacks was deleted.
    public var isFull: Bool
    /// The address book's URL, remembered for the next sync (nil: left as it is).
    public var collection: String?
    /// The collection's `getctag` read before this pull's listing, stored with ``token`` (nil:
    /// none, forgotten); a later sync whose tag still equals it skips the listing.
    public var collectionTag: String?
    /// The collection's `getlastmodified` read before this pull's listing, stored with
    /// ``token`` only when it provably predates every later change (nil: none, forgotten); a
    /// later sync whose value still equals it, on a server known to change it with its members
    /// (``ContactStore/ModifiedEvidence``), skips the listing.
    public var collectionModified: String?

    /// A pull.
    public init(cards: [Card], deleted: [String], token: String?, isFull: Bool) {
        self.cards = cards
        self.deleted = deleted
        self.token = token
        self.isFull = isFull
    }
}
