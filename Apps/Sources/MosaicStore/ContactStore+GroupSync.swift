import GRDB

/// A group card to push: the card now, and what the server had at the last agreement.
public struct SyncGroupChange: Sendable {
    /// The group's section.
    public var section: Int
    /// The group card's `UID`.
    public var uid: String
    /// The card to send (``GroupCard/properties(stored:uid:name:members:)``).
    public var card: [VCardProperty]
    /// The card's URL path, nil when the server never had it.
    public var href: String?
    /// The server's `ETag` at the last agreement, nil when the server never had it.
    public var etag: String?
    /// The card as last agreed (empty when the server never had it).
    public var base: [VCardProperty]
}

/// Groups on the server as group cards (``GroupCard``), migration `v4-sync-groups`:
///
/// ```sql
/// CREATE TABLE groupCard (
///   section INTEGER PRIMARY KEY NOT NULL,  -- the group
///   uid TEXT NOT NULL,                     -- its card's UID
///   card TEXT NOT NULL,                    -- the card as last pulled, pushed or merged (its other properties)
///   href TEXT UNIQUE, etag TEXT, base TEXT -- the server's copy as last agreed (NULL: never on the server)
/// );
/// ```
/// A group's card now is `card` with `FN` the group's name, `X-MOSAIC-ORDER` its position
/// among the groups (a pulled one moves the group there), and its members the group's
/// contacts in order, then the members `card` names that are no contact here (kept for the
/// client that added them). A contact is in one group here: a second membership written by
/// another client moves it into that group. A group changed locally when its card now
/// differs from `base` (values compared, not order).
extension ContactStore {
    static func createGroupCardTable(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE groupCard (
              section INTEGER PRIMARY KEY NOT NULL,
              uid TEXT NOT NULL,
              card TEXT NOT NULL,
              href TEXT UNIQUE,
              etag TEXT,
              base TEXT
            );
            ALTER TABLE syncConflict ADD COLUMN serverLines TEXT NOT NULL DEFAULT '';
            """)
    }

    /// The group cards that differ from the server's copy (or that it never had), in group order.
    /// Only the groups marked as changed (``dirtyGroupSections(_:)``) are rendered; those found
    /// unchanged are unmarked (one transaction).
    /// - Complexity: O(1) lookups when no group is marked, else O(n + g·m) for n contacts and g
    ///   groups of m members.
    public func syncGroupOutbox() throws(StoreError) -> [SyncGroupChange] {
        try write("reading the group cards") { db, _ in try Self.groupChanges(db) }
    }

    /// The group cards that changed (``syncGroupOutbox()``), unmarking the groups found unchanged.
    static func groupChanges(_ db: Database) throws -> [SyncGroupChange] {
        guard try db.tableExists("groupCard") else { return [] }
        let marked = try Self.dirtyGroupSections(db)
        if marked?.isEmpty == true { return [] }
        let index = try MemberIndex(db)
        let changes: [SyncGroupChange] = try Self.fetchGroups(db).compactMap { group in
            guard marked?.contains(group.section) ?? true else { return nil }
            let row = try GroupRow.fetch(section: group.section, db)
            let (uid, card) = Self.groupCard(group, row, index)
            let base = row?.base ?? []
            if row?.href != nil, SyncCard.comparable(base) == SyncCard.comparable(card) { return nil }
            return SyncGroupChange(section: group.section, uid: uid, card: card, href: row?.href, etag: row?.etag, base: base)
        }
        try Self.keepGroupMarks(Set(changes.map(\.section)), db)
        return changes
    }

    /// The group cards the server has: href → `ETag` as last agreed.
    public func syncGroupETags() throws(StoreError) -> [String: String] {
        try read("reading the group cards") { db in
            guard try db.tableExists("groupCard") else { return [:] }
            return Dictionary(try Row.fetchAll(db, sql: "SELECT href, etag FROM groupCard WHERE href IS NOT NULL")
                .map { ($0[0] as String, ($0[1] as String?) ?? "") }, uniquingKeysWith: { a, _ in a })
        }
    }

    /// Records that the server holds group card `card` of `section` at `href` with `etag` (one
    /// transaction). With `merged` (after a 412), the group takes the card: members the server
    /// added join it, members it removed leave it (for "Other"), compared with `local`.
    public func recordGroupPush(section: Int, href: String, etag: String, card: [VCardProperty], local: [VCardProperty],
                                mergedInto merged: Bool = false) throws(StoreError) {
        try write("recording a pushed group card") { db, _ in
            if merged {
                try Self.moveMembers(from: GroupCard.members(of: local), to: GroupCard.members(of: card), section: section, db)
            }
            try Self.saveGroupRow(GroupRow(section: section, uid: SyncCard.uid(of: card) ?? GroupCard.uid(forName: ""),
                                           card: card, href: href, etag: etag, base: card), db)
        }
    }

    /// Applies the group cards of a pull (after its contact cards, in the same transaction):
    /// each card finds its group (by href, `UID`, then name; created when none), takes the
    /// server's card — merged per property with a local change — and moves the members it
    /// added into the group and those it removed out of it. A group card deleted on the server
    /// (or missing from a full listing) deletes an unchanged group, its contacts going to
    /// "Other"; a changed one is pushed again. - Returns: the number of group cards applied.
    static func applyGroupPull(_ cards: [SyncPull.Card], deleted: [String], isFull: Bool, _ db: Database) throws -> Int {
        guard try db.tableExists("groupCard") else { return 0 }
        var applied = 0
        var gone = Set(deleted)
        if isFull {
            let listed = Set(cards.map(\.href))
            gone.formUnion(try String.fetchAll(db, sql: "SELECT href FROM groupCard WHERE href IS NOT NULL").filter { !listed.contains($0) })
        }
        for href in gone.sorted() {
            guard let row = try GroupRow.fetch(href: href, db) else { continue }
            let group = try fetchGroups(db).first { $0.section == row.section }
            if let group, SyncCard.comparable(groupCard(group, row, try MemberIndex(db)).card) != SyncCard.comparable(row.base ?? []) {
                try db.execute(sql: "UPDATE groupCard SET href = NULL, etag = NULL, base = NULL WHERE section = ?", arguments: [row.section])
                continue   // changed here: pushed again
            }
            try db.execute(sql: "DELETE FROM groupCard WHERE section = ?", arguments: [row.section])
            try db.execute(sql: "UPDATE contact SET section = ? WHERE section = ?", arguments: [otherSection, row.section])
            try db.execute(sql: "DELETE FROM contactGroup WHERE section = ?", arguments: [row.section])
            applied += 1
        }
        for card in cards where !card.properties.isEmpty {
            let row = try GroupRow.fetch(href: card.href, db)
            if let row, row.etag == card.etag { continue }
            let uid = SyncCard.uid(of: card.properties) ?? card.href
            let name = card.properties.first(named: "FN")?.text ?? uid
            var section = row?.section
            if section == nil {
                section = try Int.fetchOne(db, sql: "SELECT section FROM groupCard WHERE uid = ?", arguments: [uid])
            }
            if section == nil { section = try ContactStore.section(forGroup: name, db) }
            guard let section, section != otherSection else { continue }
            let existing = try GroupRow.fetch(section: section, db)
            if let existing, existing.href != nil, existing.href != card.href { continue }   // a second card of one name: left alone
            var result = card.properties
            var from = GroupCard.members(of: existing?.base ?? [])
            if let existing, let base = existing.base, let group = try fetchGroups(db).first(where: { $0.section == section }) {
                let local = groupCard(group, existing, try MemberIndex(db)).card
                if SyncCard.comparable(local) != SyncCard.comparable(base) {
                    result = SyncCard.merge(base: base, local: local, server: card.properties).merged
                    from = GroupCard.members(of: local)
                }
            }
            let newName = result.first(named: "FN")?.text ?? name
            if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contactGroup WHERE name = ?", arguments: [newName]) == 0,
               !newName.isEmpty, newName != otherSectionName {
                try db.execute(sql: "UPDATE contactGroup SET name = ? WHERE section = ?", arguments: [newName, section])
            }
            if let position = result.first(named: SyncCard.orderProperty).flatMap({ Int($0.text) }) {
                try db.execute(sql: "UPDATE contactGroup SET position = ? WHERE section = ?", arguments: [position, section])
            }
            try moveMembers(from: from, to: GroupCard.members(of: result), section: section, db)
            try saveGroupRow(GroupRow(section: section, uid: uid, card: result, href: card.href, etag: card.etag,
                                      base: card.properties), db)
            applied += 1
        }
        return applied
    }

    // MARK: - Members

    /// The contacts by normalized `UID` (their id and section), and the `UID`s of contacts
    /// deleted here since the last sync.
    struct MemberIndex {
        var contacts: [String: (id: Int64, section: Int, key: String, uid: String)] = [:]
        var deleted: Set<String> = []
        /// Each group's position, by section.
        var positions: [Int: Int] = [:]

        init(_ db: Database) throws {
            for row in try Row.fetchAll(db, sql: "SELECT section, position FROM contactGroup") { positions[row[0]] = row[1] }
            // A contact whose stamp matches its row has the agreed card, whose UID its record
            // keeps: only the others' cards are read and parsed (a sync with nothing changed
            // parses none).
            let records = try db.tableExists("syncCard")
            let agreed = try records && ContactStore.hasStamps(db) ? "s.stamp IS NOT NULL AND s.stamp = (\(ContactStore.stampExpression))" : "0"
            for row in try Row.fetchAll(db, sql: """
                SELECT c.id, c.section, c.orderKey, CASE WHEN \(agreed) THEN \(records ? "s.uid" : "NULL") END,
                  CASE WHEN \(agreed) THEN NULL ELSE c.card END
                FROM contact c LEFT JOIN contactGroup g ON g.section = c.section
                \(records ? "LEFT JOIN syncCard s ON s.contactId = c.id" : "")
                """) {
                let kept: String? = row[3]
                guard let uid = kept.flatMap({ $0.isEmpty ? nil : $0 }) ?? (row[4] as String?).flatMap(SyncCard.uid(storedText:))
                else { continue }
                contacts[GroupCard.normalized(uid)] = (row[0], row[1], row[2], uid)
            }
            if records {
                for uid in try String.fetchAll(db, sql: """
                    SELECT uid FROM syncCard WHERE contactId NOT IN (SELECT id FROM contact)
                    """) { deleted.insert(GroupCard.normalized(uid)) }
            }
        }
    }

    /// The card of `group` now and its `UID`: ``GroupCard/properties(stored:uid:name:members:)``
    /// with the group's contacts (by key, then `UID`), then the members of the stored card that
    /// are no contact here and were not deleted here.
    static func groupCard(_ group: ContactGroup, _ row: GroupRow?, _ index: MemberIndex) -> (uid: String, card: [VCardProperty]) {
        let stored = row?.card ?? []
        let uid = row?.uid ?? GroupCard.uid(forName: group.name)
        let own = index.contacts.values.filter { $0.section == group.section }
            .sorted { $0.key == $1.key ? $0.uid < $1.uid : $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        var seen = Set(own.map { GroupCard.normalized($0.uid) })
        var members = own.map { GroupCard.reference($0.uid) }
        for property in stored where property.name == "MEMBER" || property.name == "X-ADDRESSBOOKSERVER-MEMBER" {
            let member = GroupCard.normalized(property.text)
            guard index.contacts[member] == nil, !index.deleted.contains(member), seen.insert(member).inserted else { continue }
            members.append(property.text)
        }
        return (uid, GroupCard.properties(stored: stored, uid: uid, name: group.name, members: members,
                                          position: index.positions[group.section]))
    }

    /// Moves the contacts that joined group `section` between two member lists into it (keeping
    /// their keys), and those that left it — if still in it — to "Other".
    static func moveMembers(from old: [String], to new: [String], section: Int, _ db: Database) throws {
        let before = Set(old), after = Set(new)
        let index = try MemberIndex(db)
        for member in after.subtracting(before) {
            guard let contact = index.contacts[member], contact.section != section else { continue }
            try db.execute(sql: "UPDATE contact SET section = ? WHERE id = ?", arguments: [section, contact.id])
        }
        for member in before.subtracting(after) {
            guard let contact = index.contacts[member], contact.section == section else { continue }
            try db.execute(sql: "UPDATE contact SET section = ? WHERE id = ?", arguments: [otherSection, contact.id])
        }
    }

    // MARK: - Rows

    /// One row of `groupCard`.
    struct GroupRow {
        var section: Int
        var uid: String
        var card: [VCardProperty]
        var href: String?
        var etag: String?
        var base: [VCardProperty]?

        static func fetch(section: Int, _ db: Database) throws -> GroupRow? {
            try Row.fetchOne(db, sql: "SELECT section, uid, card, href, etag, base FROM groupCard WHERE section = ?",
                             arguments: [section]).map(GroupRow.init(row:))
        }

        static func fetch(href: String, _ db: Database) throws -> GroupRow? {
            try Row.fetchOne(db, sql: "SELECT section, uid, card, href, etag, base FROM groupCard WHERE href = ?",
                             arguments: [href]).map(GroupRow.init(row:))
        }

        init(section: Int, uid: String, card: [VCardProperty], href: String?, etag: String?, base: [VCardProperty]?) {
            self.section = section
            self.uid = uid
            self.card = card
            self.href = href
            self.etag = etag
            self.base = base
        }

        init(row: Row) {
            section = row[0]
            uid = row[1]
            card = [VCardProperty](storedText: row[2])
            href = row[3]
            etag = row[4]
            base = (row[5] as String?).map { [VCardProperty](storedText: $0) }
        }
    }

    static func saveGroupRow(_ row: GroupRow, _ db: Database) throws {
        if let href = row.href {
            try db.execute(sql: "UPDATE groupCard SET href = NULL, etag = NULL, base = NULL WHERE href = ? AND section != ?",
                           arguments: [href, row.section])
        }
        try db.execute(sql: "INSERT OR REPLACE INTO groupCard (section, uid, card, href, etag, base) VALUES (?, ?, ?, ?, ?, ?)",
                       arguments: [row.section, row.uid, row.card.storedText, row.href, row.etag, row.base?.storedText])
    }
}
