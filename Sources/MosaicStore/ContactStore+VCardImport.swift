import GRDB

/// What `ContactStore.importVCard(_:toSection:)` did, card by card; each card is named by the
/// line of its `BEGIN:VCARD`.
public struct VCardImport: Hashable, Sendable {
    /// One card and the contact it became or was merged into.
    public struct Card: Hashable, Sendable {
        /// The line of the card's `BEGIN:VCARD` (1-based).
        public var line: Int
        /// The contact as stored after the import.
        public var contact: Contact
        /// The card's `UID`, if it has one.
        public var uid: String?
        /// For a merged card, why it is the same contact; nil for an imported one.
        public var match: Match? = nil
    }

    /// Why a card is a contact already present.
    public enum Match: Hashable, Sendable {
        /// The card's `UID` was imported before as that contact.
        case uid
        /// The card has no `UID` and the contact has the same names (given, family and full
        /// name: the properties the store keeps).
        case sameNames
    }

    /// Cards added as new contacts, in file order.
    public var importedCards: [Card] = []
    /// Cards that are contacts already present (see `Match`): a card with the `UID` of a
    /// contact imported before (now, or by an earlier import, if that contact still exists) —
    /// that contact keeps its identity and place and takes the card's names — or a card without
    /// a `UID` with the names of a contact present (or added earlier in the file), left as it is.
    public var mergedCards: [Card] = []
    /// One message per card or text that could not be used ("line 12: card has no FN or N").
    public var skipped: [String] = []

    /// The new contacts, in file order.
    public var imported: [Contact] { importedCards.map(\.contact) }
}

extension ContactStore {
    /// Parses vCard text (`VCardParser`) and, in one transaction, appends the usable cards to
    /// `section`, merging each card that is a contact already present instead of adding it again:
    /// - a card with a `UID` is the contact that `UID` was imported as (now, or by an earlier
    ///   import, if that contact still exists); it takes the card's names and keeps its id,
    ///   section and place. A card with a `UID` is matched by its `UID` only.
    /// - a card without a `UID` is the first contact (in the store's order, or added earlier in
    ///   this file) with the same names — given, family and full name, the properties the store
    ///   keeps — so re-importing a file adds nothing twice; the contact is left as it is.
    /// The `UID`s imported are remembered in `storeMetadata` (`vcardUID:<UID>` → contact id).
    /// - Returns: the imported, merged (with the reason) and skipped cards.
    /// - Throws: `StoreError` only if the database cannot be written (then nothing is imported).
    /// - Complexity: O(text length + k log n) for k cards, plus one O(n) read of the names when
    ///   a card has no `UID`.
    @discardableResult
    public func importVCard(_ text: String, toSection section: Int = 0) throws(StoreError) -> VCardImport {
        let parsed = VCardParser.parse(text)
        let cards = zip(parsed.cards, parsed.sources)
        return try write("importing \(parsed.cards.count) vCard(s)") { db, rebalances in
            var report = VCardImport(skipped: parsed.skipped)
            var newCards: [(line: Int, uid: String?, draft: ContactDraft)] = []
            var newIndexByUID: [String: Int] = [:]
            var newIndexByNames: [ContactDraft: Int] = [:]
            var presentByNames: [ContactDraft: Int64]?
            // Merged cards whose contact is added by this import: (merged card, new card).
            var mergedIntoNew: [(merged: Int, new: Int)] = []
            func mergeIntoNew(_ index: Int, line: Int, uid: String?, draft: ContactDraft, match: VCardImport.Match) {
                mergedIntoNew.append((report.mergedCards.count, index))
                report.mergedCards.append(.init(line: line, contact: Contact(id: 0, draft: draft), uid: uid, match: match))
            }
            func addNew(line: Int, uid: String?, draft: ContactDraft) {
                if newIndexByNames[draft] == nil { newIndexByNames[draft] = newCards.count }
                newCards.append((line, uid, draft))
            }
            for (draft, source) in cards {
                guard let uid = source.uid else {
                    if let index = newIndexByNames[draft] {
                        mergeIntoNew(index, line: source.line, uid: nil, draft: draft, match: .sameNames)
                    } else if let id = try Self.contactID(named: draft, in: &presentByNames, db),
                              let contact = try Self.fetchContact(id, db) {
                        report.mergedCards.append(.init(line: source.line, contact: contact, uid: nil, match: .sameNames))
                    } else {
                        addNew(line: source.line, uid: nil, draft: draft)
                    }
                    continue
                }
                if let index = newIndexByUID[uid] {
                    // The same UID earlier in this file: the later card's names win.
                    newCards[index].draft = draft
                    mergeIntoNew(index, line: source.line, uid: uid, draft: draft, match: .uid)
                } else if let id = try importedContactID(uid: uid, db) {
                    let contact = try rename(id, to: draft, db)
                    presentByNames = nil   // names changed: read them again if needed
                    report.mergedCards.append(.init(line: source.line, contact: contact, uid: uid, match: .uid))
                } else {
                    newIndexByUID[uid] = newCards.count
                    addNew(line: source.line, uid: uid, draft: draft)
                }
            }
            let stored = try appendRows(newCards.map(\.draft), to: section, db, &rebalances)
            for (card, contact) in zip(newCards, stored) {
                report.importedCards.append(.init(line: card.line, contact: contact, uid: card.uid))
                if let uid = card.uid {
                    try db.execute(
                        sql: "INSERT OR REPLACE INTO storeMetadata (name, value) VALUES (?, ?)",
                        arguments: ["vcardUID:" + uid, String(contact.id)])
                }
            }
            // Merged cards show their contacts as they are after the whole import.
            for (merged, new) in mergedIntoNew where stored.indices.contains(new) {
                report.mergedCards[merged].contact = stored[new]
            }
            for index in report.mergedCards.indices where report.mergedCards[index].contact.id != 0 {
                if let contact = try Self.fetchContact(report.mergedCards[index].contact.id, db) {
                    report.mergedCards[index].contact = contact
                }
            }
            return report
        }
    }

    /// The first contact (in section and saved order) with exactly the names of `draft`; the
    /// names of every contact are read once per import (`cache`).
    private static func contactID(named draft: ContactDraft, in cache: inout [ContactDraft: Int64]?,
                                  _ db: Database) throws -> Int64? {
        if cache == nil {
            var byNames: [ContactDraft: Int64] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, givenName, familyName, fullName FROM contact ORDER BY section, orderKey
                """)
            while let row = try rows.next() {
                let names = ContactDraft(givenName: row["givenName"], familyName: row["familyName"], fullName: row["fullName"])
                if byNames[names] == nil { byNames[names] = row["id"] }
            }
            cache = byNames
        }
        return cache?[draft]
    }

    /// The contact a `UID` was imported as, if it still exists.
    private func importedContactID(uid: String, _ db: Database) throws -> Int64? {
        let statement = try db.cachedStatement(sql: "SELECT value FROM storeMetadata WHERE name = ?")
        guard let text = try String.fetchOne(statement, arguments: ["vcardUID:" + uid]),
              let id = Int64(text) else { return nil }
        return try Self.fetchContact(id, db) == nil ? nil : id
    }

    /// Gives contact `id` the names of `draft` (no write when they are equal).
    private func rename(_ id: Int64, to draft: ContactDraft, _ db: Database) throws -> Contact {
        guard var contact = try Self.fetchContact(id, db) else {
            throw request("no contact with id \(id)")
        }
        guard contact.draft != draft else { return contact }
        try db.execute(
            sql: "UPDATE contact SET givenName = ?, familyName = ?, fullName = ? WHERE id = ?",
            arguments: [draft.givenName, draft.familyName, draft.fullName, id])
        contact.givenName = draft.givenName
        contact.familyName = draft.familyName
        contact.fullName = draft.fullName
        return contact
    }
}

extension Contact {
    /// A contact not stored yet (id 0) with the names of `draft`.
    init(id: Int64, draft: ContactDraft) {
        self.init(id: id, givenName: draft.givenName, familyName: draft.familyName, fullName: draft.fullName)
    }
}
