import GRDB

/// Applying a pull (``SyncPull``) to the store: new, changed and deleted cards in one
/// transaction with the new sync token; equal order keys broken by `UID`.
extension ContactStore {
    /// What a pull did: ``applyPull(_:account:)``'s counts.
    public struct PullReport: Hashable, Sendable {
        /// Contacts added, updated or deleted from the server's cards.
        public var pulled = 0
        /// Cards merged with a local change.
        public var merged = 0
        /// Conflicts listed.
        public var conflicts = 0
    }

    /// Applies a pull in one transaction, with the new sync token and the account: new cards
    /// become contacts (matched first by href, then by `UID`, so nothing is added twice),
    /// changed cards replace unchanged contacts and are merged (``SyncCard/merge(base:local:server:)``)
    /// into changed ones, deleted cards delete unchanged contacts (a contact changed locally
    /// survives and is pushed again). Cards without an order key go after the keyed ones of
    /// their group, by name then `UID`.
    public func applyPull(_ pull: SyncPull, account: SyncAccount) throws(StoreError) -> PullReport {
        try write("applying the pull") { db, _ in
            var report = PullReport()
            try Self.setMetadata("syncServer", account.server, db)
            try Self.setMetadata("syncUser", account.user, db)
            if let collection = pull.collection { try Self.setMetadata("syncCollection", collection, db) }
            try Self.setMetadata("syncCollectionTag", pull.collectionTag, db)
            try Self.setMetadata("syncCollectionModified", pull.collectionModified, db)
            guard !pull.cards.isEmpty || !pull.deleted.isEmpty || pull.isFull else {
                try Self.setMetadata("syncToken", pull.token, db)   // nothing changed: no card read
                return report
            }
            // href → the record's contact and ETag (agreed cards are read only for the cards pulled).
            var records = Dictionary(try Row.fetchAll(db, sql: "SELECT href, contactId, etag FROM syncCard").map {
                ($0[0] as String, (contactID: $0[1] as Int64, etag: $0[2] as String))
            }, uniquingKeysWith: { a, _ in a })
            // UID → contact, read only when a card is new here (its href unknown).
            var uidIndex: [String: Int64]?
            func byUID(_ uid: String) throws -> Int64? {
                if uidIndex == nil {
                    var index: [String: Int64] = [:]
                    for row in try Row.fetchAll(db, sql: "SELECT id, card FROM contact") {
                        if let uid = SyncCard.uid(storedText: row[1]), index[uid] == nil { index[uid] = row[0] }
                    }
                    uidIndex = index
                }
                return uidIndex?[uid]
            }
            var deleted = pull.deleted
            if pull.isFull {
                let listed = Set(pull.cards.map(\.href))
                deleted += records.keys.filter { !listed.contains($0) }
            }
            for href in deleted {
                guard let entry = records.removeValue(forKey: href), let record = try Self.record(contactID: entry.contactID, db)
                else { continue }
                try db.execute(sql: "DELETE FROM syncCard WHERE contactId = ?", arguments: [record.contactID])
                guard let current = try Self.currentCard(record.contactID, db) else { continue }
                if current.storedText != record.base.storedText { continue }   // edit survives
                try db.execute(sql: "DELETE FROM contact WHERE id = ?", arguments: [record.contactID])
                report.pulled += 1
            }
            var unkeyed: [(id: Int64, name: String, uid: String)] = []
            var keyed: [Int64] = []
            let groupHrefs = try Self.groupHrefs(db)
            let groupCards = pull.cards.filter { GroupCard.form(of: $0.properties) != nil || groupHrefs.contains($0.href) }
            let remember = try db.cachedStatement(sql: "INSERT OR REPLACE INTO storeMetadata (name, value) VALUES (?, ?)")
            for card in pull.cards where GroupCard.form(of: card.properties) == nil && !groupHrefs.contains(card.href) {
                let uid = SyncCard.uid(of: card.properties) ?? card.href
                let record = records[card.href]
                if let record, record.etag == card.etag { continue }
                // Each contact is read (and its card parsed) once; a new one not at all.
                let existing = try (record?.contactID ?? byUID(uid)).flatMap { try Self.fetchContact($0, db) }
                var applied = card.properties
                let base = try existing.flatMap { try Self.record(contactID: $0.id, db)?.base }
                if let existing {
                    let local = SyncCard.properties(of: existing, groupName: try Self.groupName(existing.section, db),
                                                    orderKey: existing.orderKey)
                    if base?.storedText != local.storedText {
                        let (merged, clashes) = SyncCard.merge(base: base ?? [], local: local, server: card.properties)
                        applied = merged
                        for clash in clashes { try Self.insertConflict(existing.id, clash, db) }
                        report.merged += 1
                        report.conflicts += clashes.count
                    }
                }
                // A group card may have moved the contact: an unchanged first category keeps its group.
                let keepSection = base.map { Self.firstCategory($0) == Self.firstCategory(applied) } ?? false
                let (stored, parsed) = try applyCard(applied, to: existing, keepingSection: keepSection, db)
                if !applied.contains(where: { $0.name == SyncCard.orderProperty && OrderKey($0.text) != nil }) {
                    unkeyed.append((stored.id, stored.fullName, uid))
                } else {
                    keyed.append(stored.id)
                }
                // The agreed version is the server's card as this store renders it.
                let serverKey = card.properties.first(named: SyncCard.orderProperty).map(\.text).flatMap(OrderKey.init)?.rawValue
                let agreed = applied == card.properties ? Self.renderedServerCard(card.properties, stored, serverKey, parsed: parsed)
                    : Self.renderedServerCard(card.properties, stored, serverKey)
                let current = SyncCard.properties(of: stored, groupName: try Self.groupName(stored.section, db), orderKey: stored.orderKey)
                try Self.saveRecord(contactID: stored.id, uid: uid, href: card.href, etag: card.etag, base: agreed, current: current, db)
                records[card.href] = (stored.id, card.etag)
                // As `import` remembers it: a later import of a card with this UID merges into it.
                try remember.execute(arguments: ["vcardUID:" + uid, String(stored.id)])
                uidIndex?[uid] = stored.id
                report.pulled += 1
            }
            report.pulled += try Self.applyGroupPull(groupCards, deleted: pull.deleted, isFull: pull.isFull, db)
            // Cards without a key: after the keyed ones of their group, by name then UID.
            let sorted = unkeyed.sorted { ($0.name, $0.uid) < ($1.name, $1.uid) }
            let sectionOf = try db.cachedStatement(sql: "SELECT section FROM contact WHERE id = ?")
            let lastKey = try db.cachedStatement(sql: """
                SELECT orderKey FROM contact WHERE section = ? AND id != ? ORDER BY orderKey DESC LIMIT 1
                """)
            for entry in sorted {
                guard let section = try Int.fetchOne(sectionOf, arguments: [entry.id]) else { continue }
                let last = try String.fetchOne(lastKey, arguments: [section, entry.id])
                let key = OrderKey.key(between: last.flatMap(OrderKey.init), and: nil) ?? OrderKey("V")!
                try setPosition(entry.id, section: section, key: key.rawValue, db)
            }
            try breakTies(keyed, db)
            // The groups this pull marked (members added or deleted) are compared now, while
            // their cards are being read anyway, not by the next sync with nothing changed.
            _ = try Self.groupChanges(db)
            try Self.setMetadata("syncToken", pull.token, db)
            try Self.setMetadata("syncServer", account.server, db)
            try Self.setMetadata("syncUser", account.user, db)
            return report
        }
    }

    /// Equal order keys in a group (two devices moved contacts into the same gap) are ordered
    /// by `UID`: for each pulled contact whose key another contact of its group shares, the
    /// tied contacts but the first by `UID` get keys after it, before the next key — a local
    /// change the next sync pushes; every device derives the same keys.
    /// - Complexity: one pass of SQL over the `(section, orderKey)` index finds the tied keys;
    ///   only tied contacts are read.
    func breakTies(_ pulled: [Int64], _ db: Database) throws {
        var slots: [Int64: (section: Int, key: String)] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT id, section, orderKey FROM contact WHERE (section, orderKey) IN
              (SELECT section, orderKey FROM contact GROUP BY section, orderKey HAVING COUNT(*) > 1)
            """) { slots[row[0]] = (row[1], row[2]) }
        guard !slots.isEmpty else { return }
        var seen: Set<String> = []
        for id in pulled {
            guard let slot = slots[id], seen.insert("\(slot.section)|\(slot.key)").inserted else { continue }
            let tied = try Row.fetchAll(db, sql: "SELECT id, card FROM contact WHERE section = ? AND orderKey = ?",
                                        arguments: [slot.section, slot.key])
            guard tied.count > 1 else { continue }
            let byUID = tied.map { row in (id: row[0] as Int64, uid: SyncCard.uid(storedText: row[1]) ?? "") }
                .sorted { ($0.uid, $0.id) < ($1.uid, $1.id) }
            let next = try String.fetchOne(db, sql: """
                SELECT orderKey FROM contact WHERE section = ? AND orderKey > ? ORDER BY orderKey LIMIT 1
                """, arguments: [slot.section, slot.key]).flatMap(OrderKey.init)
            var previous = OrderKey(slot.key)
            for entry in byUID.dropFirst() {
                guard let key = OrderKey.key(between: previous, and: next) else { break }
                try setPosition(entry.id, section: slot.section, key: key.rawValue, db)
                previous = key
            }
        }
    }

    // MARK: - Rows

    /// The server's card rendered as this store would hold it (for the agreed version when a
    /// merge changed what is stored): names, group and key from the card.
    static func renderedServerCard(_ card: [VCardProperty], _ stored: Contact, _ key: String?) -> [VCardProperty] {
        renderedServerCard(card, stored, key, parsed: ContactDraft(properties: card.filter { $0.name != SyncCard.orderProperty }))
    }

    /// ``renderedServerCard(_:_:_:)`` given `parsed`, `ContactDraft(properties:)` of `card`
    /// without its order key (as ``applyCard(_:to:keepingSection:_:)`` made it of the same card).
    static func renderedServerCard(_ card: [VCardProperty], _ stored: Contact, _ key: String?,
                                   parsed: ContactDraft?) -> [VCardProperty] {
        guard let draft = parsed else { return card }
        let contact = Contact(id: stored.id, givenName: draft.givenName, familyName: draft.familyName, fullName: draft.fullName,
                              properties: draft.properties)
        let group = card.first(named: "CATEGORIES")?.listValues.first
        return SyncCard.properties(of: contact, groupName: group == ContactStore.otherSectionName ? nil : group, orderKey: key)
    }

    /// Makes contact `id` (nil: a new one) hold `card`: names, properties (without the order
    /// key), group (its first `CATEGORIES`, created when new) and position (the card's
    /// ``SyncCard/orderProperty`` when it is a valid key; else the current key, or the end of
    /// the group). With `keepingSection`, an existing contact stays in its group.
    /// - Returns: the contact's id.
    @discardableResult
    func applyCard(_ card: [VCardProperty], to id: Int64?, keepingSection: Bool = false, _ db: Database) throws -> Int64 {
        try applyCard(card, to: try id.flatMap { try Self.fetchContact($0, db) }, keepingSection: keepingSection, db).contact.id
    }

    /// ``applyCard(_:to:keepingSection:_:)`` for the contact `existing` as read (nil: a new one).
    /// - Returns: the contact as stored now (not read back), and `ContactDraft(properties:)` of
    ///   the card without its key (nil: no name; the contact is named by its `UID`).
    func applyCard(_ card: [VCardProperty], to existing: Contact?, keepingSection: Bool,
                   _ db: Database) throws -> (contact: Contact, parsed: ContactDraft?) {
        let properties = card.filter { $0.name != SyncCard.orderProperty }
        let parsed = ContactDraft(properties: properties)
        let draft = parsed
            ?? ContactDraft(givenName: "", familyName: "", fullName: SyncCard.uid(of: card) ?? "", properties: properties)
        let section = try keepingSection && existing != nil ? existing!.section
            : card.first(named: "CATEGORIES")?.listValues.first.map { try Self.section(forGroup: $0, db) } ?? Self.otherSection
        var key = card.first(named: SyncCard.orderProperty).map(\.text).flatMap(OrderKey.init)?.rawValue
        if key == nil, let existing, existing.section == section { key = existing.orderKey }
        if key == nil {
            let last = try String.fetchOne(db.cachedStatement(sql: "SELECT orderKey FROM contact WHERE section = ? ORDER BY orderKey DESC LIMIT 1"),
                                           arguments: [section])
            key = (OrderKey.key(between: last.flatMap(OrderKey.init), and: nil) ?? OrderKey("V")!).rawValue
        }
        let text = properties.storedText
        var id: Int64
        if let existing {
            try db.cachedStatement(sql: """
                UPDATE contact SET givenName = ?, familyName = ?, fullName = ?, card = ?, section = ?, orderKey = ? WHERE id = ?
                """).execute(arguments: [draft.givenName, draft.familyName, draft.fullName, text, section, key, existing.id])
            id = existing.id
        } else {
            try db.cachedStatement(sql: """
                INSERT INTO contact (givenName, familyName, fullName, section, orderKey, card) VALUES (?, ?, ?, ?, ?, ?)
                """).execute(arguments: [draft.givenName, draft.familyName, draft.fullName, section, key, text])
            id = db.lastInsertedRowID
        }
        // As a read would decode it (the stored text parsed again, not `properties` as given).
        return (Contact(id: id, givenName: draft.givenName, familyName: draft.familyName, fullName: draft.fullName,
                        section: section, orderKey: key!, properties: [VCardProperty](storedText: text)), parsed)
    }

    /// The first `CATEGORIES` value of a card (its group), or nil.
    static func firstCategory(_ card: [VCardProperty]) -> String? {
        card.first(named: "CATEGORIES")?.listValues.first
    }
}
