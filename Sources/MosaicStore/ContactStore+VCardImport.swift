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
    }

    /// Cards added as new contacts, in file order.
    public var importedCards: [Card] = []
    /// Cards with the `UID` of a contact imported before (now, or by an earlier import, if
    /// that contact still exists): that contact keeps its identity and place and takes the
    /// card's names.
    public var mergedCards: [Card] = []
    /// One message per card or text that could not be used ("line 12: card has no FN or N").
    public var skipped: [String] = []

    /// The new contacts, in file order.
    public var imported: [Contact] { importedCards.map(\.contact) }
}

extension ContactStore {
    /// Parses vCard text (`VCardParser`) and, in one transaction, appends the usable cards to
    /// `section`, merging a card whose `UID` was imported before into that contact (its names
    /// are updated; its id, section and place are kept). Cards without a `UID` are always new.
    /// The `UID`s imported are remembered in `storeMetadata` (`vcardUID:<UID>` → contact id).
    /// - Returns: the imported, merged and skipped cards.
    /// - Throws: `StoreError` only if the database cannot be written (then nothing is imported).
    /// - Complexity: O(text length + k log n) for k cards.
    @discardableResult
    public func importVCard(_ text: String, toSection section: Int = 0) throws(StoreError) -> VCardImport {
        let parsed = VCardParser.parse(text)
        let cards = zip(parsed.cards, parsed.sources)
        return try write("importing \(parsed.cards.count) vCard(s)") { db, rebalances in
            var report = VCardImport(skipped: parsed.skipped)
            var newCards: [(line: Int, uid: String?, draft: ContactDraft)] = []
            var newIndexByUID: [String: Int] = [:]
            for (draft, source) in cards {
                guard let uid = source.uid else {
                    newCards.append((source.line, nil, draft))
                    continue
                }
                if let index = newIndexByUID[uid] {
                    // The same UID earlier in this file: the later card's names win.
                    newCards[index].draft = draft
                    report.mergedCards.append(.init(line: source.line, contact: Contact(id: 0, draft: draft), uid: uid))
                } else if let id = try importedContactID(uid: uid, db) {
                    let contact = try rename(id, to: draft, db)
                    report.mergedCards.append(.init(line: source.line, contact: contact, uid: uid))
                } else {
                    newIndexByUID[uid] = newCards.count
                    newCards.append((source.line, uid, draft))
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
            let importedByUID = Dictionary(
                report.importedCards.compactMap { card in card.uid.map { ($0, card.contact) } },
                uniquingKeysWith: { first, _ in first })
            for index in report.mergedCards.indices {
                let card = report.mergedCards[index]
                if card.contact.id == 0, let uid = card.uid, let contact = importedByUID[uid] {
                    report.mergedCards[index].contact = contact
                } else if let contact = try Self.fetchContact(card.contact.id, db) {
                    report.mergedCards[index].contact = contact
                }
            }
            return report
        }
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
