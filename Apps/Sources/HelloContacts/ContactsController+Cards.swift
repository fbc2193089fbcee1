import MosaicStore

/// Cards read on demand. The launch reads every contact's names, section and key in one query
/// (`ContactStore.allContactNames()`, no vCard parsed): with 50,000 contacts, reading and
/// parsing every card took most of the time to the first frame. A card is read (one indexed
/// query) the first time something needs more than the name — its cell (the photo), the
/// details pane, the form, the accessible description; a deletion keeps the card the store
/// gives back, so that undo puts back the whole card.
extension ContactsController {
    /// Contact `id` with its card (read from the store on first use and kept); nil when the
    /// contact is unknown. When the store cannot read it (deleted meanwhile by another
    /// process) the names-only contact is returned, and asked again next time.
    /// - Complexity: O(1) once read; else one O(log n) query and the card's parse.
    func fullContact(_ id: Int64) -> Contact? {
        guard var contact = contacts[id] else { return nil }
        if loadedCards.contains(id) { return contact }
        guard let stored = try? store.contact(id: id) else { return contact }
        contact.properties = stored.properties
        contacts[id] = contact
        loadedCards.insert(id)
        return contact
    }

    /// Deletes contact `id` from the store and keeps the card it held (for undo).
    /// - Returns: the deleted contact.
    @discardableResult
    func deleteFromStore(_ id: Int64) throws(StoreError) -> Contact {
        let deleted = try store.delete(id: id)
        keepLoaded(deleted)
        return deleted
    }

    /// Keeps `contact` as read from the store, card included.
    func keepLoaded(_ contact: Contact) {
        contacts[contact.id] = contact
        loadedCards.insert(contact.id)
    }

    /// True when `a` and `b` have the same identity, names, section and key (cards aside).
    static func sameNames(_ a: Contact, _ b: Contact) -> Bool {
        a.id == b.id && a.fullName == b.fullName && a.givenName == b.givenName && a.familyName == b.familyName
            && a.section == b.section && a.orderKey == b.orderKey
    }
}
