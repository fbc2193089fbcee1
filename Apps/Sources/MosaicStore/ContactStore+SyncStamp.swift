import GRDB

/// The snapshot that lets SQL find the contacts changed since the last agreement with the
/// server, so a sync with nothing changed renders no card (migration `v5-sync-stamp`):
///
/// ```sql
/// ALTER TABLE syncCard ADD COLUMN stamp TEXT;  -- the contact's row when its card equalled `base`
/// ```
/// A contact's card (``SyncCard/properties(of:groupName:orderKey:)``) is a pure function of
/// its row — names, `card`, `section`, `orderKey` — and of its group's name. The stamp is those
/// values, each prefixed by its length (so no two rows share a stamp), written only after the
/// card rendered from the row was found equal to `base`. A row whose stamp still matches has
/// the agreed card; any other row (edited, moved, regrouped, its group renamed, or never
/// stamped) is rendered and compared property by property, as before: the stamp is a cache and
/// never decides alone that a card changed.
extension ContactStore {
    static func addSyncStamp(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE syncCard ADD COLUMN stamp TEXT")
    }

    /// The stamp of contact row `c` joined with its group `g` (`LEFT JOIN contactGroup g ON
    /// g.section = c.section`), as an SQL expression.
    static let stampExpression = ["c.givenName", "c.familyName", "c.fullName", "c.section", "c.orderKey",
                                  "COALESCE(g.name, '')", "c.card"]
        .map { "length(\($0)) || ':' || \($0)" }.joined(separator: " || ';' || ")

    /// True when `syncCard` has the `stamp` column (a database migrated read-only may lack it).
    static func hasStamps(_ db: Database) throws -> Bool {
        try db.columns(in: "syncCard").contains { $0.name == "stamp" }
    }

    /// The ids of the contacts whose stamp does not match their row (changed since the last
    /// agreement, or never stamped, or never on the server), by group and key.
    /// - Complexity: O(n) in SQL for n contacts; no card is read into Swift.
    static func unstampedContactIDs(_ db: Database) throws -> [Int64] {
        guard try hasStamps(db) else { return try Int64.fetchAll(db, sql: "SELECT id FROM contact ORDER BY section, orderKey, id") }
        return try Int64.fetchAll(db, sql: """
            SELECT c.id FROM contact c LEFT JOIN contactGroup g ON g.section = c.section
            LEFT JOIN syncCard s ON s.contactId = c.id
            WHERE s.stamp IS NULL OR s.stamp != (\(stampExpression))
            ORDER BY c.section, c.orderKey, c.id
            """)
    }

    /// Stamps the record of `contactID` with its row as it is now and removes its change mark —
    /// only when `card` (its card rendered from that row) equals the record's `base`; otherwise
    /// clears the stamp and marks it.
    static func restamp(_ contactID: Int64, card: [VCardProperty]?, base: [VCardProperty], _ db: Database) throws {
        guard try hasStamps(db) else { return }
        if let card, card == base || card.storedText == base.storedText {
            let statement = try db.cachedStatement(sql: """
                UPDATE syncCard SET stamp = (SELECT \(stampExpression) FROM contact c
                  LEFT JOIN contactGroup g ON g.section = c.section WHERE c.id = syncCard.contactId)
                WHERE contactId = ?
                """)
            try statement.execute(arguments: [contactID])
            try markContact(contactID, clean: true, db)
        } else {
            try db.cachedStatement(sql: "UPDATE syncCard SET stamp = NULL WHERE contactId = ?").execute(arguments: [contactID])
            try markContact(contactID, clean: false, db)
        }
    }

    /// The card records' ETags by href (what a pull compares a listing with), without reading
    /// the agreed cards. - Complexity: O(n).
    public func syncETags() throws(StoreError) -> [String: String] {
        try read("reading the sync records") { db in
            guard try db.tableExists("syncCard") else { return [:] }
            return Dictionary(try Row.fetchAll(db, sql: "SELECT href, etag FROM syncCard").map { ($0[0] as String, $0[1] as String) },
                              uniquingKeysWith: { a, _ in a })
        }
    }
}
