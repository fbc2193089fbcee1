import Foundation
import MosaicAnimation
import MosaicCore
import MosaicSDL
import MosaicStore
import MosaicView

/// HelloContacts' glue: the contacts from the store in a `CollectionView<Int, Int64>` (identities
/// are contact ids, labels their names), and every committed gesture written back to the store
/// in one transaction — a move writes one row, an exchange two, a deletion one; a cancelled
/// drag writes nothing; undo and redo write only the rows whose order changed.
final class ContactsController {
    let store: ContactStore
    let view: CollectionView<Int, Int64>
    /// Every contact seen this session (deleted ones too, for undo), by id.
    private(set) var contacts: [Int64: Contact] = [:]
    /// The order as saved in the store (mirrors the view's model after each commit).
    private(set) var savedOrder: [Int64]
    private(set) var layoutName: String
    /// The first store error; the app reports it and exits with code 3.
    private(set) var storeError: StoreError?
    /// Every delegate call, in the replay log's words (for `--replay` output and diagnostics).
    private(set) var log: [String] = []
    /// Each contact's card, built on first display.
    private var cards: [Int64: CellContentConfiguration] = [:]

    init(store: ContactStore, viewport: Size, layoutName: String, clock: any Clock) throws {
        self.store = store
        let loaded = try store.contacts(section: 0)
        for c in loaded { contacts[c.id] = c }
        savedOrder = loaded.map(\.id)
        self.layoutName = ContactLayouts.names.contains(layoutName) ? layoutName : "Flow"
        let snapshot = try SectionedSnapshot<Int, Int64>(sections: [(0, savedOrder)])
        let layout = try ContactLayouts.make(self.layoutName, names: loaded.map(\.fullName), viewport: viewport)
        // HelloContacts' settings, the replay format's (seed 000): a long press in browse mode
        // asks "Delete contact?", and the edit gray. No double-tap recognizer: a double click
        // means nothing here yet, and with none installed a click selects on the button's up
        // instead of 0.3 s later (issue 14). A recorded session says so
        // (`options.recognizesDoubleTap: false`), so it replays exactly.
        var configuration = CollectionViewConfiguration()
        configuration.browseLongPress = .confirmDeletion
        configuration.deletionConfirmation = .deleteNamedContact
        configuration.showsEditBackground = true
        configuration.recognizesDoubleTap = false
        // A desktop app: in edit mode the mouse drags a card after 4 points, with no hold.
        configuration.mouseDragDistance = 4
        view = try CollectionView(snapshot: snapshot, layout: layout, viewportSize: viewport,
                                  configuration: configuration, clock: clock)
        view.labelProvider = { [unowned self] id in self.displayName(of: id) }
        view.onEvent = { [unowned self] event in self.persist(event) }
        // Undo and redo report what they changed; each edit is saved like the gesture it
        // reverses or repeats (one transaction per edit), with no full resynchronisation.
        view.delegate.didUndo = { [unowned self] edits in self.persist(edits) }
        view.delegate.didRedo = { [unowned self] edits in self.persist(edits) }
    }

    /// The name shown for contact `id` (its full name; "#id" when it is not loaded).
    func displayName(of id: Int64) -> String { contacts[id]?.fullName ?? "#\(id)" }

    /// The card of contact `id` (seed 000: initials avatar, name below; the avatar bounces),
    /// built once per contact — the window asks for every visible cell on every frame.
    func card(of id: Int64) -> CellContentConfiguration {
        if let card = cards[id] { return card }
        let card = CellContentConfiguration.contactCard(name: displayName(of: id))
        cards[id] = card
        return card
    }

    /// Saves the edits of an undo or redo.
    private func persist(_ edits: [CollectionEdit]) {
        guard storeError == nil else { return }
        do {
            for edit in edits {
                switch edit {
                case .move(let from, let to):
                    try saveMove(from: from.item, to: to.item)
                case .exchange(let a, let b):
                    guard savedOrder.indices.contains(a.item), savedOrder.indices.contains(b.item) else { return try resync() }
                    savedOrder.swapAt(a.item, b.item)
                    _ = try store.exchange(savedOrder[a.item], savedOrder[b.item])
                case .delete(let paths):
                    for p in paths.sorted(by: >) {
                        guard savedOrder.indices.contains(p.item) else { return try resync() }
                        _ = try store.delete(id: savedOrder.remove(at: p.item))
                    }
                case .insert(let paths):
                    for p in paths.sorted() {
                        guard let id = view.snapshot[p], let contact = contacts[id], p.item <= savedOrder.count else {
                            return try resync()
                        }
                        _ = try store.insert(contact, at: p.item)
                        savedOrder.insert(id, at: p.item)
                    }
                case .rearrange:
                    try resync()
                }
            }
            if savedOrder != view.snapshot.items(inSection: 0) { try resync() }
        } catch let error as StoreError {
            storeError = error
        } catch {
            storeError = StoreError(path: store.path, reason: "\(error)")
        }
    }

    /// Saves one move of the saved order (one row written).
    private func saveMove(from: Int, to: Int) throws {
        guard savedOrder.indices.contains(from), to <= savedOrder.count - 1 else { return try resync() }
        let id = savedOrder.remove(at: from)
        savedOrder.insert(id, at: to)
        let after = to > 0 ? savedOrder[to - 1] : nil
        let before = to + 1 < savedOrder.count ? savedOrder[to + 1] : nil
        _ = try store.move(id: id, after: after, before: before)
    }

    /// Writes a committed change to the store (one transaction per gesture).
    private func persist(_ event: CollectionViewEvent) {
        log.append(event.logLine)
        guard storeError == nil else { return }
        do {
            switch event {
            case .delete(let path):
                guard savedOrder.indices.contains(path.item) else { return try resync() }
                let id = savedOrder.remove(at: path.item)
                _ = try store.delete(id: id)
            case .move(let from, let to):
                try saveMove(from: from.item, to: to.item)
            case .didFinishExchangeTransaction(let a, let b) where a != b:
                guard savedOrder.indices.contains(a.item), savedOrder.indices.contains(b.item) else { return try resync() }
                savedOrder.swapAt(a.item, b.item)
                _ = try store.exchange(savedOrder[a.item], savedOrder[b.item])
            case .moveMany:
                try resync()
            case .undo, .redo:
                return   // saved from the typed edits (`didUndo` / `didRedo`), which follow
            default:
                break
            }
            if savedOrder != view.snapshot.items(inSection: 0) { try resync() }
        } catch let error as StoreError {
            storeError = error
        } catch {
            storeError = StoreError(path: store.path, reason: "\(error)")
        }
    }

    /// Brings the store to the view's model: deletes what is gone, re-inserts what came back
    /// (undo of a deletion), then rewrites only the keys whose order changed.
    private func resync() throws {
        let model = view.snapshot.items(inSection: 0)
        let modelSet = Set(model)
        for id in savedOrder where !modelSet.contains(id) { _ = try store.delete(id: id) }
        let saved = Set(savedOrder)
        for (index, id) in model.enumerated() where !saved.contains(id) {
            if let contact = contacts[id] { _ = try store.insert(contact, at: min(index, store.count(section: 0))) }
        }
        _ = try store.applyOrder(model, section: 0)
        savedOrder = model
    }

    /// Switches Flow ↔ Waterfall, animated.
    func toggleLayout() {
        let next = layoutName == "Flow" ? "Waterfall" : "Flow"
        setLayout(next)
    }

    func setLayout(_ name: String) {
        guard name != layoutName, ContactLayouts.names.contains(name) else { return }
        let names = view.snapshot.items(inSection: 0).map { contacts[$0]?.fullName ?? "" }
        guard let layout = try? ContactLayouts.make(name, names: names, viewport: view.viewportSize, spacing: view.layout.spacing) else { return }
        layoutName = name
        view.setLayout(layout)
    }

    /// Resizes the collection (a window resize): waterfall columns follow the width.
    func resize(to size: Size) {
        view.setViewportSize(size)
        if layoutName == "Waterfall" { view.setColumnCount(ContactLayouts.columns(for: size.width), animated: false) }
    }

    /// The top bar's one-line hint for each mode.
    static func hint(for mode: InteractionMode) -> String {
        switch mode {
        case .browse: return "Click to select · long press to delete"
        case .edit: return "Long press or drag to reorder"
        case .exchange: return "Drag a card onto another to swap"
        }
    }

    func topBar(width: Double) -> TopBar {
        TopBar(title: "Contacts", editTitle: view.editButtonTitle, mode: view.mode, layoutName: layoutName,
               layoutNames: ContactLayouts.names, width: width, hint: Self.hint(for: view.mode))
    }

    /// Applies a click on a top-bar control.
    func activate(_ control: TopBar.Control) {
        switch control {
        case .edit: view.toggleEdit()
        case .mode(let mode): view.setMode(mode)
        case .layout(let name): setLayout(name)
        }
    }
}
