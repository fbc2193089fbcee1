import MosaicCore

/// The decisions of a drag shared by the views of a ``CollectionViewGroup``, as a value state
/// machine: events in (the pointer or a keyboard step over a view, the drag's end, the owner's
/// answer), actions out (a view gives up the block, a view takes it, the block settles, the items
/// go home, the owners are told). It holds view ids and paths, never a view: the group performs
/// its actions, in order.
///
/// Invariants: at most one shared drag; while ``session`` is set its ``CrossViewSession/host``
/// differs from its ``CrossViewSession/home`` (a block back home is a plain drag of that view);
/// every session ends once: in a settle (``Action/commit(_:)``), a return home, or — the source's
/// owner deleted a lent item — a discard.
struct CrossViewMachine: Equatable {
    /// Where the block of a shared drag is: lent by `home` (from `sources`), shown by `host`.
    struct CrossViewSession: Equatable {
        var home: String
        var host: String
        var items: [AnyHashable]
        var sources: [ItemPath]
        var sizes: [Size]
    }

    /// The shared drag in progress, if any.
    private(set) var session: CrossViewSession?

    /// What happened.
    enum Event: Equatable {
        /// A movement's block (lifted in `view`: `items` from `sources`, with `sizes`) is over
        /// `over` — nil: no view that can take it. `byKeyboard`: a ctrl+arrow step.
        case over(String?, lifted: String, items: [AnyHashable], sources: [ItemPath], sizes: [Size], byKeyboard: Bool)
        /// The drag ends in the host: dropped (`true`) or cancelled.
        case end(drop: Bool)
        /// The destination owner's answer to a drop proposed as `move`.
        case answer(CrossViewMove, CrossViewDropProposal)
        /// The source's owner deleted a lent item: the drag ends, nothing comes home.
        case removed
    }

    /// What the group does, in order.
    enum Action: Equatable {
        /// `view` gives up the lifted block (the gap closes).
        case remove(from: String)
        /// `view` takes the block lifted, under the pointer (or at the home paths / keyboard slot).
        case lift(into: String, home: Bool, byKeyboard: Bool)
        /// Ask the destination's owner about this move.
        case propose(CrossViewMove)
        /// The host commits the block at `path` (nil: where it is presented).
        case settle(in: String, at: ItemPath?)
        /// Tell both owners the move, as one transaction.
        case commit(CrossViewMove)
        /// The host gives the block up and the items go home, landing from the dragged snapshot.
        case returnHome(from: String, to: String)
        /// The host gives the block up; nothing comes home (the source's owner deleted it).
        case discard(from: String)
    }

    /// Handles one event; returns the actions, in order.
    /// - Parameter destinationPath: the host's presented target now (for a proposal).
    mutating func handle(_ event: Event, destinationPath: ItemPath? = nil) -> [Action] {
        switch event {
        case .over(let over, let lifted, let items, let sources, let sizes, let byKeyboard):
            guard let over else { return [] }
            guard var s = session else {
                guard over != lifted else { return [] }
                session = CrossViewSession(home: lifted, host: over, items: items, sources: sources, sizes: sizes)
                return [.remove(from: lifted), .lift(into: over, home: false, byKeyboard: byKeyboard)]
            }
            guard over != s.host else { return [] }
            let from = s.host
            if over == s.home {
                session = nil
                return [.remove(from: from), .lift(into: over, home: true, byKeyboard: byKeyboard)]
            }
            s.host = over
            session = s
            return [.remove(from: from), .lift(into: over, home: false, byKeyboard: byKeyboard)]
        case .end(let drop):
            guard let s = session else { return [] }
            guard drop, let path = destinationPath else {
                session = nil
                return [.returnHome(from: s.host, to: s.home)]
            }
            return [.propose(CrossViewMove(sourceView: s.home, sourcePaths: s.sources, items: s.items,
                                           destinationView: s.host, destinationPath: path, convertedItems: []))]
        case .removed:
            guard let s = session else { return [] }
            session = nil
            return [.discard(from: s.host)]
        case .answer(let move, let proposal):
            guard let s = session else { return [] }
            session = nil
            switch proposal {
            case .refuse: return [.returnHome(from: s.host, to: s.home)]
            case .accept(let at): return [.settle(in: s.host, at: at), .commit(move)]
            }
        }
    }
}
