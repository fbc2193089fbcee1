import MosaicCore
import MosaicStore
import MosaicView

/// Adding and editing contacts (the GTK window's form), and taking in what another process
/// wrote to the database (`hello-contacts import` while the window is open). Each change is
/// saved first, then shown: the grid animates to the new snapshot (the O(n) diff), through the
/// current search when one filters.
extension ContactsController {
    /// Saves a new contact at the end of its first group's section (the group created when
    /// new; no group: "Other") and shows it, selected and scrolled to.
    /// - Returns: its id.
    @discardableResult
    func addContact(_ draft: ContactDraft) throws(StoreError) -> Int64 {
        let category = draft.properties.first(named: "CATEGORIES")?.listValues.first ?? ""
        let section = category.isEmpty ? ContactStore.otherSection : try store.group(named: category).section
        guard let stored = try store.append([draft], toSection: section).first else {
            throw StoreError(path: store.path, reason: "the new contact was not stored", kind: .other)
        }
        keepLoaded(stored)
        indexForSearch(stored)
        if let index = groups.firstIndex(where: { $0.section == section }), savedOrders.indices.contains(index) {
            savedOrders[index].append(stored.id)
        } else {
            try reloadFromStore()
        }
        showSavedOrder(animated: true)
        reveal(stored.id)
        return stored.id
    }

    /// Saves the edited card of contact `id` and redraws its card (name, photo); when the
    /// form's first group (`groupNames`; nil: the group stays) is another one, the contact
    /// moves to the end of that group.
    func updateContact(_ id: Int64, with draft: ContactDraft, groups groupNames: [String]? = nil) throws(StoreError) {
        let stored = try store.update(id: id, with: draft)
        keepLoaded(stored)
        cards[id] = nil
        indexForSearch(stored)
        if let groupNames { try assign(id, toFirstOf: groupNames) }
        if isFiltered {
            let query = search.query
            search.query = ""
            setSearchQuery(query, animated: true)
        }
    }

    /// Reads every contact and group again (another process changed the database) and animates
    /// the grid to them; contacts that stayed keep their cards. A drag or a pending question is
    /// left alone (the next change brings it in).
    /// - Returns: false when the database holds what the grid shows (nothing is redone: an
    ///   Undo toast or a selection stays).
    @discardableResult
    func reloadFromStore() throws(StoreError) -> Bool {
        let loaded = try store.allContacts()
        var changed = false
        for c in loaded.flatMap(\.contacts) {
            // A contact whose card was never read is compared by its names and place (the
            // index, built from the store, has its card).
            let known = contacts[c.id]
            let same = loadedCards.contains(c.id) ? known == c : known.map { Self.sameNames($0, c) } ?? false
            keepLoaded(c)
            if !same {
                cards[c.id] = nil
                indexForSearch(c)
                changed = true
            }
        }
        let sectionsChanged = loaded.map(\.group) != groups
        guard changed || sectionsChanged || loaded.map({ $0.contacts.map(\.id) }) != savedOrders else { return false }
        groups = loaded.map(\.group)
        savedOrders = loaded.map { $0.contacts.map(\.id) }
        if sectionsChanged, var layout = try? ContactLayouts.make(layoutName, names: loaded.map { $0.contacts.map(\.fullName) },
                                                                  viewport: view.viewportSize, spacing: view.layout.spacing) {
            layout.setLayoutDirection(view.layoutDirection)
            showSavedOrder(animated: false)
            view.setLayout(layout)
        } else {
            showSavedOrder(animated: true)
        }
        return true
    }

    /// The grid shows the saved order, filtered by the current search.
    func showSavedOrder(animated: Bool) {
        isReverting = true
        defer { isReverting = false }
        let terms = ContactSearch.terms(search.query)
        if !terms.isEmpty { ensureSearchIndex() }
        let filtered = search.index.filter(savedOrders, terms: terms)
        guard let snapshot = try? SectionedSnapshot<Int, Int64>(sections: zip(groups, filtered).map { ($0.section, $1) }) else { return }
        view.apply(snapshot, animated: animated) { [unowned self] id in self.newCardSize(id) }
    }

    /// Selects contact `id` and scrolls to it (when shown).
    func reveal(_ id: Int64) {
        guard let path = view.snapshot.path(of: id) else { return }
        view.selectItem(at: path)
        view.scrollToMakeVisible(path)
    }

    /// The size of a card that enters the grid: the layout's card, or in the waterfall its
    /// name's height.
    private func newCardSize(_ id: Int64) -> Size {
        guard layoutName == "Waterfall" else { return ContactLayouts.cardSize }
        return Size(width: ContactLayouts.cardSize.width, height: ContactLayouts.waterfallHeight(for: displayName(of: id)))
    }

    /// How many contacts the grid shows, and how many there are.
    var shownAndTotal: (shown: Int, total: Int) {
        (view.snapshot.itemCounts.reduce(0, +), savedOrders.reduce(0) { $0 + $1.count })
    }
}
