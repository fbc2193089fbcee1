import GRDB

extension ContactStore {
    /// Replaces the names and card of contact `id` by `draft`'s (a form's edit): one row; its
    /// group and place stay.
    /// - Returns: the contact as stored.
    /// - Throws: `.invalidRequest` when there is no contact `id`.
    /// - Complexity: O(log n).
    @discardableResult
    public func update(id: Int64, with draft: ContactDraft) throws(StoreError) -> Contact {
        try write("editing contact \(id)") { db, _ in
            guard var contact = try Self.fetchContact(id, db, hasCards: hasCards) else {
                throw StoreError(path: path, reason: "no contact \(id) to edit", kind: .invalidRequest)
            }
            try db.execute(sql: "UPDATE contact SET givenName = ?, familyName = ?, fullName = ?, card = ? WHERE id = ?",
                           arguments: [draft.givenName, draft.familyName, draft.fullName, draft.properties.storedText, id])
            contact.givenName = draft.givenName
            contact.familyName = draft.familyName
            contact.fullName = draft.fullName
            contact.properties = draft.properties
            return contact
        }
    }

    /// SQLite's `PRAGMA data_version` on this store's writing connection: it changes when
    /// another connection (another process: `hello-contacts import`) commits, never for this
    /// store's own writes — poll it to notice changes made elsewhere.
    /// - Complexity: O(1).
    public func externalChangeCounter() throws(StoreError) -> Int {
        do {
            return try database.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
        } catch {
            throw StoreError.wrapping(error, path: path, while: "reading the data version")
        }
    }
}
