import Dispatch
import MosaicStore

/// The search index is not built at launch: with 50,000 contacts folding every name,
/// organisation, phone and e-mail took most of the time to the first frame. The window builds
/// it on another thread once the first frame is drawn; a search typed before it arrives (and
/// every headless use: `--snapshot`, `--replay`, tests) builds it on the spot. Either way the
/// cards are read from the store (the launch read names only), plus the cards this session
/// holds that the store may not (a deletion kept for undo). Contacts added or changed
/// meanwhile are indexed again when it arrives.
extension ContactsController {
    /// Indexes `contact` for search (again, when its card changed), now or once the index is built.
    func indexForSearch(_ contact: Contact) {
        if search.isIndexed { search.index.index(contact) } else { search.changedWhileBuilding.append(contact) }
    }

    /// Builds the index now, on this thread, unless it is built.
    /// - Complexity: O(total size of the indexed text).
    func ensureSearchIndex() {
        guard !search.isIndexed else { return }
        let job = SearchIndexJob(store: store, held: heldCards)
        job.run()
        install(job.index ?? ContactSearch())
    }

    /// Builds the index on another thread from the contacts as they are now; `deliver` runs
    /// its argument on this (the main) thread later (`GSignal.idle` in the window). Nothing
    /// when it is built or being built.
    func buildSearchIndexInBackground(deliver: @escaping @Sendable (MainLoopHandoff) -> Void) {
        guard !search.isIndexed, !search.isBuilding else { return }
        search.isBuilding = true
        let job = SearchIndexJob(store: store, held: heldCards)
        let finish = MainLoopHandoff { [weak self] in
            guard let self, !search.isIndexed, let index = job.index else { return }
            install(index)
        }
        DispatchQueue.global(qos: .userInitiated).async {
            job.run()
            deliver(finish)
        }
    }

    /// The cards read this session (deleted ones among them, kept for undo).
    private var heldCards: [Contact] { loadedCards.compactMap { contacts[$0] } }

    private func install(_ built: ContactSearch) {
        search.index = built
        search.isIndexed = true
        search.isBuilding = false
        for contact in search.changedWhileBuilding { search.index.index(contact) }
        search.changedWhileBuilding = []
    }
}

/// One build of the search index: every card of the store (read on the job's thread; the
/// store is thread-safe), then the cards held by the session.
final class SearchIndexJob: @unchecked Sendable {
    private let store: ContactStore
    private let held: [Contact]
    /// The index, set by `run()` (read on the main thread after it). When the store cannot be
    /// read, it holds the held cards only.
    private(set) var index: ContactSearch?

    init(store: ContactStore, held: [Contact]) {
        self.store = store
        self.held = held
    }

    func run() {
        var built = ContactSearch()
        guard let sections = try? store.allContacts() else {
            for contact in held { built.index(contact) }
            return index = built
        }
        for contact in sections.lazy.flatMap(\.contacts) { built.index(contact) }
        for contact in held { built.index(contact) }
        index = built
    }
}
