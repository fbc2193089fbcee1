import GRDB

/// Resolving the conflicts a sync listed (``SyncConflict``): the local value was kept, the
/// server's is kept beside it — with its whole property lines (column `serverLines`, added by
/// migration `v4-sync-groups`) — until the user chooses.
extension ContactStore {
    /// Lists a clash for contact `contactID` (in the caller's transaction).
    static func insertConflict(_ contactID: Int64, _ clash: SyncCard.Clash, _ db: Database) throws {
        let hasLines = try db.columns(in: "syncConflict").contains { $0.name == "serverLines" }
        if hasLines {
            try db.execute(sql: """
                INSERT INTO syncConflict (contactId, property, localValue, serverValue, serverLines) VALUES (?, ?, ?, ?, ?)
                """, arguments: [contactID, clash.property, clash.local, clash.server, clash.serverProperties.storedText])
        } else {
            try db.execute(sql: "INSERT INTO syncConflict (contactId, property, localValue, serverValue) VALUES (?, ?, ?, ?)",
                           arguments: [contactID, clash.property, clash.local, clash.server])
        }
    }

    /// Resolves conflict `id` (one transaction): keeping the local value only forgets the
    /// conflict; `usingServer` puts the server's properties of that name in place of the
    /// contact's (none: the property is removed) — names, group (`CATEGORIES`) and order follow
    /// the card — so the next sync pushes them. The other conflicts of the contact stay listed.
    /// - Throws: `StoreError` (kind `.invalidRequest`) when there is no conflict `id`.
    public func resolveConflict(id: Int64, usingServer: Bool) throws(StoreError) {
        try write("resolving conflict \(id)") { db, _ in
            guard let row = try Row.fetchOne(db, sql: "SELECT contactId, property, serverLines FROM syncConflict WHERE id = ?",
                                             arguments: [id]) else {
                throw request("no conflict with id \(id); expected one listed by `conflicts`")
            }
            let contactID: Int64 = row[0], property: String = row[1]
            if usingServer, var card = try Self.currentCard(contactID, db) {
                let server = [VCardProperty](storedText: row[2])
                let index = card.firstIndex { $0.name == property } ?? card.count
                card.removeAll { $0.name == property }
                card.insert(contentsOf: server, at: min(index, card.count))
                try applyCard(card, to: contactID, keepingSection: property != "CATEGORIES", db)
            }
            try db.execute(sql: "DELETE FROM syncConflict WHERE id = ?", arguments: [id])
        }
    }
}
