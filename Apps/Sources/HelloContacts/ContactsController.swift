import AppChrome
import Foundation
import MosaicAnimation
import MosaicCore
import MosaicSDL
import MosaicStore
import MosaicView

/// HelloContacts' glue: the contacts from the store in a `CollectionView<Int, Int64>` (identities
/// are contact ids, labels their names; one section per group — `ContactStore.sections()`,
/// section identifiers are the store's sections — with a header when there is more than one),
/// and every committed gesture written back to the store in one transaction — a move writes one
/// row (its key and, into another section, its group), an exchange two, a deletion one; a
/// cancelled drag writes nothing; undo and redo write only the rows whose order changed.
final class ContactsController {
    let store: ContactStore
    let view: CollectionView<Int, Int64>
    /// Shows the view's menu, delete confirmation and Undo toast (in the window, in traces and
    /// in offscreen frames alike).
    let presenter: OverlayPresenter<Int, Int64>
    /// Every contact seen this session (deleted ones too, for undo), by id. The launch reads
    /// names only (`ContactStore.allContactNames()`): a contact's `properties` are empty until
    /// its card is read — `fullContact(_:)`, for whatever shows or keeps the card.
    var contacts: [Int64: Contact] = [:]
    /// The contacts of `contacts` whose card is read (their `properties` are the stored ones).
    var loadedCards: Set<Int64> = []
    /// The order as saved in the store, per view section (mirrors the view's model after each commit).
    var savedOrders: [[Int64]]
    /// The groups shown, by view section (their `section` is the store's section).
    var groups: [ContactGroup]
    private(set) var layoutName: String
    /// The first store error; the app reports it and exits with code 3.
    private(set) var storeError: StoreError?
    /// The last refusal of the store, shown in the top bar (the view went back to the saved
    /// order): "Not saved: REASON". Empty after a change the store committed.
    private(set) var status = ""
    /// How many changes the store refused this session (each put back in the view).
    private(set) var refusedCount = 0
    /// True while the view is being put back to the saved order, or brought to what the
    /// store holds (`reloadFromStore`): its events then are not the user's, nothing to save.
    var isReverting = false
    /// Every delegate call, in the replay log's words (for `--replay` output and diagnostics).
    private(set) var log: [String] = []
    /// Each contact's card, built on first display.
    var cards: [Int64: CellContentConfiguration] = [:]
    /// The search field and its index (`ContactsController+Search.swift`).
    var search = SearchState()
    /// The contact details panel (`ContactsController+Details.swift`).
    var details = DetailsState()
    /// Set by the GTK window: opens a contact's details in its side pane (instead of the drawn panel).
    var onOpenDetails: ((Int64) -> Void)?

    init(store: ContactStore, viewport: Size, layoutName: String, spacing: Double? = nil,
         layoutDirection: LayoutDirection = .leftToRight, clock: any TimeSource) throws {
        self.store = store
        // Names, sections and keys only, one query: the cards are read when shown
        // (`ContactsController+Cards.swift`); the search index is built later
        // (`ContactsController+SearchIndex.swift`).
        let loaded = try store.allContactNames()
        contacts.reserveCapacity(loaded.reduce(0) { $0 + $1.contacts.count })
        for c in loaded.flatMap(\.contacts) { contacts[c.id] = c }
        groups = loaded.map(\.group)
        savedOrders = loaded.map { $0.contacts.map(\.id) }
        self.layoutName = ContactLayouts.names.contains(layoutName) ? layoutName : "Flow"
        let snapshot = try SectionedSnapshot<Int, Int64>(sections: zip(groups, savedOrders).map { ($0.section, $1) })
        var layout = try ContactLayouts.make(self.layoutName, names: loaded.map { $0.contacts.map(\.fullName) },
                                             viewport: viewport, spacing: spacing ?? ContactLayouts.spacing)
        layout.setLayoutDirection(layoutDirection)
        // HelloContacts' settings, also the replay format's: a long press in browse mode
        // asks "Delete ‹name›?", and the edit gray. No double-tap recognizer: a double click
        // means nothing here (the menu's Open and the `o` key open a contact), and with none
        // installed a click selects on the button's up
        // instead of 0.3 s later (issue 14). A recorded session says so
        // (`options.recognizesDoubleTap: false`), so it replays exactly.
        var configuration = CollectionViewConfiguration()
        configuration.browseLongPress = .confirmDeletion
        configuration.deletionConfirmation = .deleteNamedContact
        configuration.showsEditBackground = true
        configuration.recognizesDoubleTap = false
        configuration.modeHints.browse = "Click to select, double-click to open, right-click or hold to delete"
        view = try CollectionView(snapshot: snapshot, layout: layout, viewportSize: viewport,
                                  configuration: configuration, clock: clock)
        presenter = OverlayPresenter(view)
        view.labelProvider = { [unowned self] id in self.displayName(of: id) }
        // Sections by their group's name: "Move to Work" in the context menu, announcements.
        view.sectionTitleProvider = { [unowned self] section in
            self.groups.first { $0.section == section }?.name ?? "Other"
        }
        // Screen readers: a contact by its full name (the label), then its organisation.
        view.accessibility.viewName = "Contacts"
        view.accessibility.description = { [unowned self] id in self.fullContact(id)?.organization }
        view.onEvent = { [unowned self] event in self.persist(event) }
        // Undo and redo report what they changed; each edit is saved like the gesture it
        // reverses or repeats (one transaction per edit), with no full resynchronisation.
        view.delegate.didUndo = { [unowned self] edits in self.persist(edits) }
        view.delegate.didRedo = { [unowned self] edits in self.persist(edits) }
        // A card's context menu starts with Open (the details panel), above Delete and Move to.
        view.delegate.contextMenuItems = { _ in Self.menuItems }
        view.delegate.didChooseContextMenuItem = { [unowned self] identifier, path in
            if identifier == Self.openAction, let id = self.view.snapshot[path] { self.openDetails(of: id) }
        }
        // Tab / shift+Tab from the grid go to the search field, the window's other keyboard
        // control (in browse mode; while editing or exchanging the focus stays in the grid).
        view.delegate.focusLeaves = { [unowned self] _ in self.tabOutOfGrid() }
        // A double-click opens it too (the first click selected it at once).
        view.delegate.performPrimaryAction = { [unowned self] path in
            if let id = self.view.snapshot[path] { self.openDetails(of: id) }
        }
    }

    /// The name shown for contact `id` (its full name; "#id" when it is not loaded).
    func displayName(of id: Int64) -> String { contacts[id]?.fullName ?? "#\(id)" }

    /// The card of contact `id` (avatar, name below; the avatar bounces), built once
    /// per contact — the window asks for every visible cell on every frame. The avatar is the
    /// card's PHOTO, cut to a circle, when its bytes look like a PNG, JPEG or BMP; otherwise
    /// (none, a link, not base64, another format) the initials. An image that still fails to
    /// decode shows the image cache's neutral placeholder, never a crash.
    func card(of id: Int64) -> CellContentConfiguration {
        if let card = cards[id] { return card }
        var card = CellContentConfiguration.contactCard(name: displayName(of: id))
        if let photo = fullContact(id)?.photo, Self.looksLikeImage(photo) {
            card.image = .source(.data(key: "contact-\(id)", bytes: photo), contentMode: .aspectFill)
            card.imageShape = .circle
        }
        cards[id] = card
        return card
    }

    /// PNG, JPEG or BMP magic bytes (what the image cache decodes).
    static func looksLikeImage(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) || bytes.starts(with: [0xFF, 0xD8, 0xFF])
            || (bytes.starts(with: [0x42, 0x4D]) && bytes.count > 26)
    }

    /// The header of view section `section`: its group's name and how many contacts it holds.
    func header(of section: Int) -> SupplementaryContentConfiguration? {
        guard groups.indices.contains(section) else { return nil }
        let count = view.snapshot.items(inSection: section).count
        return SupplementaryContentConfiguration(title: groups[section].name, secondaryText: String(count))
    }

    /// The store section of view section `index`.
    private func storeSection(_ index: Int) -> Int { groups.indices.contains(index) ? groups[index].section : 0 }

    /// Saves the edits of an undo or redo.
    private func persist(_ edits: [CollectionEdit]) {
        // Paths of a filtered grid are not the saved order's: the grid shows the store again.
        guard !isFiltered else { return showSavedOrder(animated: true) }
        let before = savedOrders
        do {
            for edit in edits {
                switch edit {
                case .move(let from, let to):
                    try saveMove(from: from, to: to)
                case .exchange(let a, let b):
                    try saveExchange(a, b)
                case .delete(let paths):
                    for p in paths.sorted(by: >) {
                        guard contains(p) else { return try resync() }
                        _ = try deleteFromStore(savedOrders[p.section].remove(at: p.item))
                    }
                case .insert(let paths):
                    for p in paths.sorted() {
                        guard let id = view.snapshot[p], let contact = fullContact(id), savedOrders.indices.contains(p.section),
                              p.item <= savedOrders[p.section].count else {
                            return try resync()
                        }
                        _ = try store.insert(contact, at: p.item, inSection: storeSection(p.section))
                        savedOrders[p.section].insert(id, at: p.item)
                    }
                case .rearrange:
                    try resync()
                }
            }
            if !savedMatchesView { try resync() }
            status = ""
        } catch {
            savedOrders = before
            refused(error)
        }
    }

    /// The store refused a change (it was rolled back): the view goes back to the order the
    /// database holds, and the top bar says why. The first error is kept for the exit code.
    func refused(_ error: any Error) {
        let error = error as? StoreError ?? StoreError(path: store.path, reason: "\(error)")
        if storeError == nil { storeError = error }
        refusedCount += 1
        status = "Not saved: \(error.reason)"
        revertToStore()
    }

    /// Makes the view show what the database holds (read back), or, when it cannot be read,
    /// the order last saved.
    private func revertToStore() {
        isReverting = true
        defer { isReverting = false }
        if let loaded = try? store.allContacts(), loaded.map(\.group.section) == groups.map(\.section) {
            savedOrders = loaded.map { $0.contacts.map(\.id) }
            for c in loaded.flatMap(\.contacts) { contacts[c.id] = c }
            loadedCards.formUnion(contacts.keys)
        }
        guard !savedMatchesView,
              let snapshot = try? SectionedSnapshot<Int, Int64>(sections: zip(groups, savedOrders).map { ($0.section, $1) })
        else { return }
        view.apply(snapshot, animated: true)
    }

    private func contains(_ path: ItemPath) -> Bool {
        savedOrders.indices.contains(path.section) && savedOrders[path.section].indices.contains(path.item)
    }

    private var savedMatchesView: Bool {
        savedOrders.indices.allSatisfy { savedOrders[$0] == view.snapshot.items(inSection: $0) }
            && view.snapshot.itemCounts.count == savedOrders.count
    }

    /// Saves one move of the saved order (one row written: its key and, into another section,
    /// its group).
    private func saveMove(from: ItemPath, to: ItemPath) throws {
        guard contains(from), savedOrders.indices.contains(to.section) else { return try resync() }
        let id = savedOrders[from.section].remove(at: from.item)
        guard to.item <= savedOrders[to.section].count else {
            savedOrders[from.section].insert(id, at: from.item)
            return try resync()
        }
        savedOrders[to.section].insert(id, at: to.item)
        let order = savedOrders[to.section]
        let after = to.item > 0 ? order[to.item - 1] : nil
        let before = to.item + 1 < order.count ? order[to.item + 1] : nil
        _ = try store.move(id: id, after: after, before: before, inSection: storeSection(to.section))
        contacts[id]?.section = storeSection(to.section)
    }

    /// Saves an exchange (two rows: each takes the other's key and group).
    private func saveExchange(_ a: ItemPath, _ b: ItemPath) throws {
        guard contains(a), contains(b) else { return try resync() }
        let first = savedOrders[a.section][a.item], second = savedOrders[b.section][b.item]
        savedOrders[a.section][a.item] = second
        savedOrders[b.section][b.item] = first
        _ = try store.exchange(first, second)
    }

    /// Writes a committed change to the store (one transaction per gesture).
    private func persist(_ event: CollectionViewEvent) {
        log.append(event.logLine)
        // Putting the view back (`revertToStore`) sends events of its own: nothing to save.
        guard !isReverting else { return }
        let before = savedOrders
        do {
            switch event {
            case .delete:
                // A deletion of several contacts (multi-select) reports each path as it was
                // before the deletion, after the model lost them all: delete what the model
                // lost, once (the later events of the same deletion find nothing left).
                // (Nothing is deleted while a search filters the grid: the long press, the
                // context menu and the keys are off then.)
                guard !isFiltered, view.snapshot.numberOfSections == savedOrders.count else { return try resync() }
                for s in savedOrders.indices {
                    let model = Set(view.snapshot.items(inSection: s))
                    for id in savedOrders[s] where !model.contains(id) { _ = try deleteFromStore(id) }
                    savedOrders[s].removeAll { !model.contains($0) }
                }
            case .move(let from, let to):
                try saveMove(from: from, to: to)
            case .didFinishExchangeTransaction(let a, let b) where a != b:
                try saveExchange(a, b)
            case .moveMany:
                try resync()
            case .undo, .redo:
                return   // saved from the typed edits (`didUndo` / `didRedo`), which follow
            default:
                break
            }
            // Mid-drag the model changes live (exchanges); it is saved when the drag commits.
            // While a search filters the grid the view shows a subset by design: nothing to
            // bring to the store (a click there once deleted every contact not shown).
            if !isFiltered, !savedMatchesView, !view.dragInProgress { try resync() }
            if event.changesModel { status = "" }
        } catch {
            savedOrders = before
            refused(error)
        }
    }

    /// Brings the store to the view's model: deletes what is gone, re-inserts what came back
    /// (undo of a deletion), moves what changed section, then rewrites only the keys whose
    /// order changed.
    func resync() throws {
        // Sections come and go only with the store (groups created or deleted): a view with
        // other sections than the saved order is behind it, and comparing section by section
        // would delete every contact of the sections it lacks.
        guard view.snapshot.numberOfSections == savedOrders.count else { return revertToStore() }
        // A filtered grid lacks every contact the search hides: never compared with the store.
        guard !isFiltered else { return }
        let models = savedOrders.indices.map { view.snapshot.items(inSection: $0) }
        let modelSet = Set(models.joined())
        for id in savedOrders.joined() where !modelSet.contains(id) { _ = try deleteFromStore(id) }
        var savedSection: [Int64: Int] = [:]
        for (index, order) in savedOrders.enumerated() { for id in order { savedSection[id] = index } }
        for (index, model) in models.enumerated() {
            let section = storeSection(index)
            for (position, id) in model.enumerated() {
                if savedSection[id] == nil {
                    if let contact = fullContact(id) { _ = try store.insert(contact, at: min(position, store.count(section: section)), inSection: section) }
                } else if savedSection[id] != index {
                    _ = try store.move(id: id, toIndex: store.count(section: section), inSection: section)
                }
            }
        }
        for (index, model) in models.enumerated() { _ = try store.applyOrder(model, section: storeSection(index)) }
        savedOrders = models
    }

    /// Switches Flow ↔ Waterfall, animated.
    func toggleLayout() {
        let next = layoutName == "Flow" ? "Waterfall" : "Flow"
        setLayout(next)
    }

    func setLayout(_ name: String) {
        guard name != layoutName, ContactLayouts.names.contains(name) else { return }
        let names = savedOrders.indices.map { view.snapshot.items(inSection: $0).map { contacts[$0]?.fullName ?? "" } }
        guard var layout = try? ContactLayouts.make(name, names: names, viewport: view.viewportSize, spacing: view.layout.spacing) else { return }
        layout.setLayoutDirection(view.layoutDirection)   // a layout switch keeps the direction
        layoutName = name
        view.setLayout(layout)
    }

    /// Remembers the layout and spacing in the database (`setting` table: "layout", "spacing"),
    /// so the next launch on this database restores them; no write when unchanged.
    func saveSettings() throws(StoreError) {
        try store.setSetting("layout", to: layoutName)
        try store.setSetting("spacing", to: String(view.layout.spacing))
    }

    /// Resizes the collection (a window resize): waterfall columns follow the width.
    func resize(to size: Size) {
        view.setViewportSize(size)
        if layoutName == "Waterfall" { view.setColumnCount(ContactLayouts.columns(for: size.width), animated: false) }
    }

    /// The top bar, with the current mode's one-line hint (the window and `--snapshot` draw
    /// the same bar).
    func topBar(width: Double) -> TopBar {
        var bar = TopBar(title: topBarTitle, editTitle: view.editButtonTitle, mode: view.mode, layoutName: layoutName,
                         layoutNames: ContactLayouts.names, width: width)
        bar.hint = status.isEmpty ? view.configuration.modeHints.hint(for: view.mode) : status
        bar.layoutDirection = view.layoutDirection
        return bar
    }

    /// Applies a click on a top-bar control.
    func activate(_ control: TopBar.Control) {
        switch control {
        case .edit, .mode: guard !isFiltered else { return }   // no reordering while filtered
        case .layout: break
        }
        switch control {
        case .edit: view.toggleEdit()
        case .mode(let mode): view.setMode(mode)
        case .layout(let name): setLayout(name)
        }
    }
}

private extension CollectionViewEvent {
    /// True for the events after which the model changed (a commit to save).
    var changesModel: Bool {
        switch self {
        case .delete, .move, .moveMany, .didFinishExchangeTransaction: true
        default: false
        }
    }
}
