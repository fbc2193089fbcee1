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
        /// The card has no `UID` and the contact has the same names and the same properties
        /// besides `FN` and `N` (in any order).
        case sameNames
    }

    /// Cards added as new contacts, in file order.
    public var importedCards: [Card] = []
    /// Cards that are contacts already present (see `Match`): a card with the `UID` of a
    /// contact imported before (now, or by an earlier import, if that contact still exists) —
    /// that contact keeps its identity and place and takes the card's names and properties — or a card without
    /// a `UID` with the names and other properties of a contact present (or added earlier in
    /// the file), left as it is.
    public var mergedCards: [Card] = []
    /// One message per card or text that could not be used ("line 12: card has no FN, N or ORG").
    public var skipped: [String] = []
    /// Lines read in an unusual way: a fallback charset, a line kept verbatim, a comment
    /// ignored, a card without `END:VCARD` (``VCardParser/Warning``).
    public var warnings: [VCardParser.Warning] = []
    /// The code page text without `CHARSET=` was read in when not UTF-8 (`windows-1253`); nil
    /// for UTF-8.
    public var charset: String?
    /// True when ``charset`` was guessed (no `--charset`).
    public var charsetGuessed = false

    /// The new contacts, in file order.
    public var imported: [Contact] { importedCards.map(\.contact) }
}

extension ContactStore {
    /// Parses vCard text (`VCardParser`) and imports it; see ``importVCard(_:toSection:)``.
    /// - Throws: `StoreError` if the database cannot be written, or (kind `.invalidRequest`)
    ///   if the text exceeds ``VCardLimits/standard`` — then nothing is imported.
    @discardableResult
    public func importVCard(_ text: String, toSection section: Int = 0) throws(StoreError) -> VCardImport {
        try importVCard(bytes: Array(text.utf8), toSection: section)
    }

    /// Parses a vCard file's bytes (`VCardParser.parse(bytes:options:)` with the standard
    /// options) and imports them; see ``importVCard(_:toSection:)``. To tell a file over the
    /// limits from a database failure, parse first and import the result.
    /// - Throws: `StoreError` if the database cannot be written, or (kind `.invalidRequest`)
    ///   if the file exceeds ``VCardLimits/standard`` — then nothing is imported.
    @discardableResult
    public func importVCard(bytes: [UInt8], toSection section: Int = 0) throws(StoreError) -> VCardImport {
        let parsed: VCardParser.Result
        do { parsed = try VCardParser.parse(bytes: bytes) } catch {
            throw StoreError(path: path, reason: "vCard not imported: \(error)", kind: .invalidRequest)
        }
        return try importVCard(parsed, toSection: section)
    }

    /// Imports parsed cards in one transaction — every property kept — merging each card that
    /// is a contact already present instead of adding it again:
    /// - a card whose `CATEGORIES` names a group goes to the end of that group's section (the
    ///   first category is the group, created when new, after the others); a card without one
    ///   goes to `section` (0, "Other", by default).
    /// - a card with a `UID` is the contact that `UID` was imported as (now, or by an earlier
    ///   import, if that contact still exists); it takes the card's names and properties and
    ///   keeps its id, section and place. A card with a `UID` is matched by its `UID` only.
    /// - a card without a `UID` is the first contact (in the store's order, or added earlier in
    ///   this file) with the same names and the same other properties (all but `FN` and `N`, in
    ///   any order), so re-importing a file adds nothing twice; the contact is left as it is.
    /// The `UID`s imported are remembered in `storeMetadata` (`vcardUID:<UID>` → contact id).
    /// Parsing first (``VCardParser/parse(bytes:options:)``) means the whole file was read and
    /// checked before anything is written.
    /// - Returns: the imported, merged (with the reason) and skipped cards, and the warnings.
    /// - Throws: `StoreError` only if the database cannot be written (then nothing is imported).
    /// - Complexity: O(k log n) for k cards, plus one O(n) read of the names and cards when a
    ///   card has no `UID`.
    /// - Parameter progress: called now and then on this thread with the fraction done (0…1,
    ///   growing: cards matched, then stored; 1 before the commit) — a window's progress bar.
    @discardableResult
    public func importVCard(_ parsed: VCardParser.Result, toSection section: Int = 0,
                            progress: ((Double) -> Void)? = nil) throws(StoreError) -> VCardImport {
        try importVCard(parsed: parsed, toSection: section, progress: progress)
    }

    private func importVCard(parsed: VCardParser.Result, toSection section: Int,
                             progress: ((Double) -> Void)?) throws(StoreError) -> VCardImport {
        let cards = zip(parsed.cards, parsed.sources)
        let total = Double(max(parsed.cards.count, 1))
        return try write("importing \(parsed.cards.count) vCard(s)") { db, rebalances in
            var report = VCardImport(skipped: parsed.skipped, warnings: parsed.warnings, charset: parsed.charset,
                                     charsetGuessed: parsed.charsetGuessed)
            var newCards: [(line: Int, uid: String?, draft: ContactDraft)] = []
            var newIndexByUID: [String: Int] = [:]
            var newIndexByCard: [StoredCard: Int] = [:]
            var presentByCard: [StoredCard: Int64]?
            // Merged cards whose contact is added by this import: (merged card, new card).
            var mergedIntoNew: [(merged: Int, new: Int)] = []
            func mergeIntoNew(_ index: Int, line: Int, uid: String?, draft: ContactDraft, match: VCardImport.Match) {
                mergedIntoNew.append((report.mergedCards.count, index))
                report.mergedCards.append(.init(line: line, contact: Contact(id: 0, draft: draft), uid: uid, match: match))
            }
            func addNew(line: Int, uid: String?, draft: ContactDraft) {
                let key = StoredCard(draft)
                if newIndexByCard[key] == nil { newIndexByCard[key] = newCards.count }
                newCards.append((line, uid, draft))
            }
            for (number, (draft, source)) in cards.enumerated() {
                // Matching is about half of the work; appending the rows the other half.
                if number & 1023 == 1023 { progress?(0.5 * Double(number) / total) }
                guard let uid = source.uid else {
                    if let index = newIndexByCard[StoredCard(draft)] {
                        mergeIntoNew(index, line: source.line, uid: nil, draft: draft, match: .sameNames)
                    } else if let id = try Self.contactID(of: StoredCard(draft), in: &presentByCard, db),
                              let contact = try Self.fetchContact(id, db) {
                        report.mergedCards.append(.init(line: source.line, contact: contact, uid: nil, match: .sameNames))
                    } else {
                        addNew(line: source.line, uid: nil, draft: draft)
                    }
                    continue
                }
                if let index = newIndexByUID[uid] {
                    // The same UID earlier in this file: the later card wins.
                    newCards[index].draft = draft
                    mergeIntoNew(index, line: source.line, uid: uid, draft: draft, match: .uid)
                } else if let id = try importedContactID(uid: uid, db) {
                    let contact = try replaceCard(of: id, with: draft, db)
                    presentByCard = nil   // cards changed: read them again if needed
                    report.mergedCards.append(.init(line: source.line, contact: contact, uid: uid, match: .uid))
                } else {
                    newIndexByUID[uid] = newCards.count
                    addNew(line: source.line, uid: uid, draft: draft)
                }
            }
            // Each card to its group's section (in file order within a section).
            var sectionOf: [Int] = []
            var sectionsInOrder: [Int] = []
            for card in newCards {
                let category = card.draft.properties.first(named: "CATEGORIES")?.listValues.first
                let target = try category.map { try Self.section(forGroup: $0, db) } ?? section
                let resolved = category != nil && target == Self.otherSection ? section : target
                if !sectionsInOrder.contains(resolved) { sectionsInOrder.append(resolved) }
                sectionOf.append(resolved)
            }
            var stored = [Contact?](repeating: nil, count: newCards.count)
            var appended = 0
            for target in sectionsInOrder {
                let indices = newCards.indices.filter { sectionOf[$0] == target }
                let done = appended
                let contacts = try appendRows(indices.map { newCards[$0].draft }, to: target, db, &rebalances) { rows in
                    progress?(0.5 + 0.5 * Double(done + rows) / Double(max(newCards.count, 1)))
                }
                for (index, contact) in zip(indices, contacts) { stored[index] = contact }
                appended += indices.count
            }
            progress?(1)
            for (card, contact) in zip(newCards, stored) {
                guard let contact else { continue }
                report.importedCards.append(.init(line: card.line, contact: contact, uid: card.uid))
                if let uid = card.uid {
                    try db.execute(
                        sql: "INSERT OR REPLACE INTO storeMetadata (name, value) VALUES (?, ?)",
                        arguments: ["vcardUID:" + uid, String(contact.id)])
                }
            }
            // Merged cards show their contacts as they are after the whole import.
            for (merged, new) in mergedIntoNew where stored.indices.contains(new) {
                if let contact = stored[new] { report.mergedCards[merged].contact = contact }
            }
            for index in report.mergedCards.indices where report.mergedCards[index].contact.id != 0 {
                if let contact = try Self.fetchContact(report.mergedCards[index].contact.id, db) {
                    report.mergedCards[index].contact = contact
                }
            }
            return report
        }
    }

    /// What makes two cards without `UID` the same contact: the same names and the same
    /// properties besides `FN` and `N` (which restate the names), in any order.
    private struct StoredCard: Hashable {
        var givenName: String
        var familyName: String
        var fullName: String
        var card: String

        init(_ draft: ContactDraft) {
            givenName = draft.givenName
            familyName = draft.familyName
            fullName = draft.fullName
            card = Self.otherProperties(draft.properties)
        }

        static func otherProperties(_ properties: [VCardProperty]) -> String {
            properties.filter { $0.name != "FN" && $0.name != "N" }.map(\.line).sorted().joined(separator: "\n")
        }

        init(row: Row) {
            givenName = row["givenName"]
            familyName = row["familyName"]
            fullName = row["fullName"]
            card = Self.otherProperties([VCardProperty](storedText: row["card"]))
        }
    }

    /// The first contact (in section and saved order) with exactly these names and card; the
    /// names and cards of every contact are read once per import (`cache`).
    private static func contactID(of card: StoredCard, in cache: inout [StoredCard: Int64]?,
                                  _ db: Database) throws -> Int64? {
        if cache == nil {
            var byCard: [StoredCard: Int64] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, givenName, familyName, fullName, card FROM contact ORDER BY section, orderKey
                """)
            while let row = try rows.next() {
                let key = StoredCard(row: row)
                if byCard[key] == nil { byCard[key] = row["id"] }
            }
            cache = byCard
        }
        return cache?[card]
    }

    /// The contact a `UID` was imported as, if it still exists.
    private func importedContactID(uid: String, _ db: Database) throws -> Int64? {
        let statement = try db.cachedStatement(sql: "SELECT value FROM storeMetadata WHERE name = ?")
        guard let text = try String.fetchOne(statement, arguments: ["vcardUID:" + uid]),
              let id = Int64(text) else { return nil }
        return try Self.fetchContact(id, db) == nil ? nil : id
    }

    /// Gives contact `id` the names and properties of `draft` (no write when they are equal).
    private func replaceCard(of id: Int64, with draft: ContactDraft, _ db: Database) throws -> Contact {
        guard var contact = try Self.fetchContact(id, db) else {
            throw request("no contact with id \(id)")
        }
        guard contact.draft != draft else { return contact }
        try db.execute(
            sql: "UPDATE contact SET givenName = ?, familyName = ?, fullName = ?, card = ? WHERE id = ?",
            arguments: [draft.givenName, draft.familyName, draft.fullName, draft.properties.storedText, id])
        contact.givenName = draft.givenName
        contact.familyName = draft.familyName
        contact.fullName = draft.fullName
        contact.properties = draft.properties
        return contact
    }
}

extension Contact {
    /// A contact not stored yet (id 0) with the names and card of `draft`.
    init(id: Int64, draft: ContactDraft) {
        self.init(id: id, givenName: draft.givenName, familyName: draft.familyName, fullName: draft.fullName,
                  properties: draft.properties)
    }
}
