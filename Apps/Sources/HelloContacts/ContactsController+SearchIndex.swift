import Dispatch
import MosaicStore

/// The search index is not built at launch: with 50,000 contacts folding every name,
/// organisation, phone and e-mail took most of the time to the first frame. The window builds
/// it on another thread once the first frame is drawn; a search typed before it arrives (and
/// every headless use: `--snapshot`, `--replay`, tests) builds it on the spot. Contacts added
/// or changed meanwhile are indexed again when it arrives.
extension ContactsController {
    /// Indexes `contact` for search (again, when its card changed), now or once the index is built.
    func indexForSearch(_ contact: Contact) {
        if search.isIndexed { search.index.index(contact) } else { search.changedWhileBuilding.append(contact) }
    }

    /// Builds the index now, on this thread, unless it is built.
    /// - Complexity: O(total size of the indexed text).
    func ensureSearchIndex() {
        guard !search.isIndexed else { return }
        var index = ContactSearch()
        for contact in contacts.values { index.index(contact) }
        install(index)
    }

    /// Builds the index on another thread from the contacts as they are now; `deliver` runs
    /// its argument on this (the main) thread later (`GSignal.idle` in the window). Nothing
    /// when it is built or being built.
    func buildSearchIndexInBackground(deliver: @escaping @Sendable (MainLoopHandoff) -> Void) {
        guard !search.isIndexed, !search.isBuilding else { return }
        search.isBuilding = true
        let job = SearchIndexJob(contacts: Array(contacts.values))
        let finish = MainLoopHandoff { [weak self] in
            guard let self, !search.isIndexed, let index = job.index else { return }
            install(index)
        }
        DispatchQueue.global(qos: .userInitiated).async {
            job.run()
            deliver(finish)
        }
    }

    private func install(_ built: ContactSearch) {
        search.index = built
        search.isIndexed = true
        search.isBuilding = false
        for contact in search.changedWhileBuilding { search.index.index(contact) }
        search.changedWhileBuilding = []
    }
}

/// One background build of the search index over a copy of the contacts.
final class SearchIndexJob: @unchecked Sendable {
    private let contacts: [Contact]
    /// The index, set by `run()` (read on the main thread after it).
    private(set) var index: ContactSearch?

    init(contacts: [Contact]) { self.contacts = contacts }

    func run() {
        var built = ContactSearch()
        for contact in contacts { built.index(contact) }
        index = built
    }
}
