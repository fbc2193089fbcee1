import MosaicCore

/// An undo entry resolved against the model now: the operation that performs it, what the
/// delegate is told (paths valid at this moment) and the log line.
struct ResolvedUndo<ItemID: Hashable & Sendable> {
    enum Operation {
        /// Remove the items at `remove` (ascending), then insert each item at its path in turn.
        case relocate(remove: [ItemPath], insert: [(item: ItemID, path: ItemPath, size: Size)])
        /// Swap the items at the two paths.
        case swap(ItemPath, ItemPath)
    }
    var operation: Operation
    var edits: [CollectionEdit]
    var logLine: String
}

/// Why an undo or redo cannot happen now, in words for the announcement.
struct UndoUnavailableError: Error {
    var text: String

    /// Items that are gone from the model.
    static func gone(_ names: [String]) -> Self { Self(text: "\(join(names)) \(names.count == 1 ? "is" : "are") no longer in the collection") }
    /// Items a deletion's undo would bring back that are in the model again.
    static func present(_ names: [String]) -> Self { Self(text: "\(join(names)) \(names.count == 1 ? "is" : "are") already in the collection") }
    /// The section the items would go to is gone.
    static let sectionGone = Self(text: "its section is no longer in the collection")

    /// "Ada", "Ada and Grace", "Ada, Grace and Alan".
    static func join(_ names: [String]) -> String {
        names.count <= 1 ? (names.first ?? "") : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}

extension UndoEntry {
    /// The entry of a committed move: `items` (in model order) were in `before` and are one
    /// block in `after`; nil when an item is missing from either.
    static func move(_ items: [ItemID], before: SectionedSnapshot<SectionID, ItemID>,
                     after: SectionedSnapshot<SectionID, ItemID>) -> Self? {
        let ordered = items.compactMap { item in before.path(of: item).map { (item, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
        guard ordered.count == items.count,
              let first = items.compactMap({ item in after.path(of: item).map { (item, $0) } }).min(by: { $0.1 < $1.1 })?.0,
              let destination = blockPlace(first: first, block: Set(items), in: after)
        else { return nil }
        return .move(items: ordered, origins: places(of: ordered, in: before), destination: destination)
    }

    /// The operation that performs the entry backward (`reversed`: undo) or forward (redo) on
    /// `snapshot` as it is now, found by identity; `size` gives an item's layout size at a path,
    /// `name` its name for the reasons. - Complexity: O(k·n) for k items.
    func resolve(in snapshot: SectionedSnapshot<SectionID, ItemID>, reversed: Bool, size: (ItemPath) -> Size?,
                 name: (ItemID) -> String) -> Result<ResolvedUndo<ItemID>, UndoUnavailableError> {
        switch self {
        case .move(let items, let origins, let destination):
            let current = items.map { snapshot.path(of: $0) }
            let missing = zip(items, current).filter { $0.1 == nil }.map { name($0.0) }
            guard missing.isEmpty else { return .failure(.gone(missing)) }
            let from = current.compactMap { $0 }
            var base = snapshot
            guard (try? base.delete(at: from)) != nil else { return .failure(.gone(items.map(name))) }
            var inserts: [(item: ItemID, path: ItemPath, size: Size)] = []
            for (i, item) in items.enumerated() {
                let place = reversed ? origins[i].path(in: base)
                                     : destination.path(in: base).map { ItemPath($0.section, $0.item + i) }
                guard let p = place, (try? base.insert(item, at: p)) != nil else { return .failure(.sectionGone) }
                inserts.append((item, p, size(from[i]) ?? Size(width: 1, height: 1)))
            }
            let to = items.compactMap { base.path(of: $0) }
            let edits: [CollectionEdit] = items.count == 1 ? [.move(from: from[0], to: to[0])] : [.rearrange(from: from, to: to)]
            let line = reversed ? Self.moveLine(to, from[0]) : Self.moveLine(from, to[0])
            return .success(ResolvedUndo(operation: .relocate(remove: from.sorted(), insert: inserts), edits: edits, logLine: line))
        case .exchange(let dragged, let displaced):
            guard let a = snapshot.path(of: dragged), let b = snapshot.path(of: displaced) else {
                return .failure(.gone([dragged, displaced].filter { !snapshot.contains($0) }.map(name)))
            }
            // The log names the slot the dragged item took first, as the exchange did.
            let (x, y) = reversed ? (a, b) : (b, a)
            return .success(ResolvedUndo(operation: .swap(a, b), edits: [.exchange(x, y)], logLine: "exchange \(x) \(y)"))
        case .delete(let items, let places, let sizes):
            if reversed {
                let back = items.filter { snapshot.contains($0) }.map(name)
                guard back.isEmpty else { return .failure(.present(back)) }
                var base = snapshot
                var inserts: [(item: ItemID, path: ItemPath, size: Size)] = []
                for (i, item) in items.enumerated() {
                    guard let p = places[i].path(in: base), (try? base.insert(item, at: p)) != nil else { return .failure(.sectionGone) }
                    inserts.append((item, p, sizes[i]))
                }
                let to = items.compactMap { base.path(of: $0) }.sorted()
                return .success(ResolvedUndo(operation: .relocate(remove: [], insert: inserts), edits: [.insert(to)],
                                             logLine: "delete " + to.map(\.description).joined(separator: " ")))
            }
            let missing = items.filter { !snapshot.contains($0) }.map(name)
            guard missing.isEmpty else { return .failure(.gone(missing)) }
            let from = items.compactMap { snapshot.path(of: $0) }.sorted()
            return .success(ResolvedUndo(operation: .relocate(remove: from, insert: []), edits: [.delete(from)],
                                         logLine: "delete " + from.map(\.description).joined(separator: " ")))
        }
    }

    /// `move a -> b` or `move [a, b] -> c`, as the gesture's log line.
    static func moveLine(_ sources: [ItemPath], _ target: ItemPath) -> String {
        if sources.count == 1 { return "move \(sources[0]) -> \(target)" }
        return "move [\(sources.map(\.description).joined(separator: ", "))] -> \(target)"
    }

    /// The entry after it was performed (undone when `reversed`, else redone), its places re-read
    /// from the model `before` and `now`, so the next undo or redo starts from where the items are.
    func refreshed(before: SectionedSnapshot<SectionID, ItemID>, now: SectionedSnapshot<SectionID, ItemID>,
                   reversed: Bool) -> Self {
        switch self {
        case .move(let items, _, _):
            // Undo: `before` has the block, the model now has the items back; redo: the reverse.
            let (spread, block) = reversed ? (now, before) : (before, now)
            return Self.move(items, before: spread, after: block) ?? self
        case .exchange:
            return self
        case .delete(let items, _, let sizes):
            return .delete(items: items, places: Self.places(of: items, in: reversed ? now : before), sizes: sizes)
        }
    }
}
