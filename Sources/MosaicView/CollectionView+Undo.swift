import MosaicCore
import MosaicInteraction

/// An undo entry resolved against the model now: the operations that perform it, what the
/// delegate is told (paths valid at this moment) and the entry to keep afterwards.
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

extension CollectionView {
    /// True when ``undo()`` would act: a committed move, exchange or deletion is on the undo
    /// stack, and no drag or confirmation dialog is in progress. - Complexity: O(1).
    public var canUndo: Bool { !undoStack.isEmpty && drag == nil && requests.confirmingItems == nil }
    /// True when ``redo()`` would act: an undone change is on the redo stack (any new committed
    /// change clears it), and no drag or confirmation dialog is in progress. - Complexity: O(1).
    public var canRedo: Bool { !redoStack.isEmpty && drag == nil && requests.confirmingItems == nil }

    func recordUndo(_ entry: UndoEntry<SectionID, ItemID>) {
        dismissToast()
        undoStack.append(entry)
        redoStack.removeAll()
    }

    /// The undo entry of a committed move: `items` (in model order) were in `before` and are
    /// one block in `after`.
    func moveEntry(_ items: [ItemID], before: Snapshot, after: Snapshot) -> UndoEntry<SectionID, ItemID>? {
        let ordered = items.compactMap { item in before.path(of: item).map { (item, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
        guard ordered.count == items.count,
              let first = items.compactMap({ item in after.path(of: item).map { (item, $0) } }).min(by: { $0.1 < $1.1 })?.0,
              let destination = UndoEntry<SectionID, ItemID>.blockPlace(first: first, block: Set(items), in: after)
        else { return nil }
        return .move(items: ordered, origins: UndoEntry.places(of: ordered, in: before), destination: destination)
    }

    /// Reverses the user's last committed move, exchange or deletion (ctrl+z), animated, on the
    /// **same items** wherever they are now: an `apply(_:)` in between cannot make undo move
    /// other items. The owner's rules are asked first, as for the gesture (`canMoveItem` then
    /// `targetForMove` for a move; `canBeginExchange` then `canDisplace` for an exchange; not
    /// logged as `canMove`/`canBegin` lines). Logs `undo <what>` in the paths of this moment
    /// (e.g. `undo move 0.0 -> 1.2`: the item now at 1.2 goes back to 0.0), then tells
    /// `delegate.didUndo` those paths. When the items are gone (or back, for a deletion), or
    /// the owner refuses, nothing changes: the entry is dropped and the reason announced
    /// ("Cannot undo: Ada is no longer in the collection").
    /// - Returns: the edits applied to the model (empty when nothing was undone).
    @discardableResult
    public func undo() -> [CollectionEdit] {
        guard canUndo, let entry = undoStack.popLast() else { return [] }
        guard let (resolved, next) = performResolved(entry, reversed: true) else { return [] }
        dismissToast()
        redoStack.append(next)
        emit(.undo(resolved.logLine))
        delegate.didUndo?(resolved.edits)
        return resolved.edits
    }

    /// Repeats the last undone change (ctrl+shift+z), animated, on the same items and under the
    /// same rules as ``undo()``. Logs `redo <what>`, then tells `delegate.didRedo`.
    /// - Returns: the edits applied to the model (empty when nothing was redone).
    @discardableResult
    public func redo() -> [CollectionEdit] {
        guard canRedo, let entry = redoStack.popLast() else { return [] }
        guard let (resolved, next) = performResolved(entry, reversed: false) else { return [] }
        dismissToast()
        undoStack.append(next)
        emit(.redo(resolved.logLine))
        delegate.didRedo?(resolved.edits)
        return resolved.edits
    }

    /// Resolves, asks the owner, performs: the resolved entry and the entry to keep, or nil
    /// (nothing changed, the reason announced).
    private func performResolved(_ entry: UndoEntry<SectionID, ItemID>, reversed: Bool)
        -> (ResolvedUndo<ItemID>, UndoEntry<SectionID, ItemID>)? {
        let verb = reversed ? "undo" : "redo"
        let resolved: ResolvedUndo<ItemID>
        switch resolve(entry, reversed: reversed) {
        case .failure(let reason):
            emit(.announce("Cannot \(verb): \(reason.text)"))
            return nil
        case .success(let r):
            resolved = r
        }
        if let refusal = ownerRefusal(of: entry, resolved) {
            emit(.announce("Cannot \(verb): \(refusal)"))
            return nil
        }
        let before = snapshot
        guard execute(resolved.operation) else {
            emit(.announce("Cannot \(verb): the collection no longer fits this change"))
            return nil
        }
        if case .delete = entry {
            selection.removeAll { !snapshot.contains($0) }
            if let f = focused, !snapshot.contains(f) { focused = nil }
        }
        return (resolved, refreshed(entry, before: before, reversed: reversed))
    }

    /// Why an entry cannot be resolved now.
    enum UndoUnavailable {
        case gone([String]), present([String]), sectionGone

        var text: String {
            switch self {
            case .gone(let names):
                return "\(Self.join(names)) \(names.count == 1 ? "is" : "are") no longer in the collection"
            case .present(let names):
                return "\(Self.join(names)) \(names.count == 1 ? "is" : "are") already in the collection"
            case .sectionGone:
                return "its section is no longer in the collection"
            }
        }

        static func join(_ names: [String]) -> String {
            names.count <= 1 ? (names.first ?? "") : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        }
    }

    /// The operations that perform `entry` backward (undo) or forward (redo) on the model as it
    /// is now, found by identity. - Complexity: O(k·n) for k items.
    func resolve(_ entry: UndoEntry<SectionID, ItemID>, reversed: Bool) -> Result<ResolvedUndo<ItemID>, UndoUnavailableError> {
        func fail(_ reason: UndoUnavailable) -> Result<ResolvedUndo<ItemID>, UndoUnavailableError> {
            .failure(UndoUnavailableError(text: reason.text))
        }
        switch entry {
        case .move(let items, let origins, let destination):
            let current = items.map { snapshot.path(of: $0) }
            let missing = zip(items, current).filter { $0.1 == nil }.map { name(of: $0.0) }
            guard missing.isEmpty else { return fail(.gone(missing)) }
            let from = current.compactMap { $0 }
            var base = snapshot
            guard (try? base.delete(at: from)) != nil else { return fail(.gone(items.map { name(of: $0) })) }
            var inserts: [(item: ItemID, path: ItemPath, size: Size)] = []
            for (i, item) in items.enumerated() {
                let place: ItemPath?
                if reversed {
                    place = origins[i].path(in: base)
                } else {
                    place = destination.path(in: base).map { ItemPath($0.section, $0.item + i) }
                }
                guard let p = place, (try? base.insert(item, at: p)) != nil else { return fail(.sectionGone) }
                inserts.append((item, p, layout.itemSize(at: from[i]) ?? Size(width: 1, height: 1)))
            }
            let to = items.compactMap { base.path(of: $0) }
            let edits: [CollectionEdit] = items.count == 1 ? [.move(from: from[0], to: to[0])] : [.rearrange(from: from, to: to)]
            let line = reversed ? Self.moveLine(to, from[0]) : Self.moveLine(from, to[0])
            return .success(ResolvedUndo(operation: .relocate(remove: from.sorted(), insert: inserts), edits: edits, logLine: line))
        case .exchange(let dragged, let displaced):
            guard let a = snapshot.path(of: dragged), let b = snapshot.path(of: displaced) else {
                return fail(.gone([dragged, displaced].filter { !snapshot.contains($0) }.map { name(of: $0) }))
            }
            // The log names the slot the dragged item took first, as the exchange did.
            let (x, y) = reversed ? (a, b) : (b, a)
            return .success(ResolvedUndo(operation: .swap(a, b), edits: [.exchange(x, y)], logLine: "exchange \(x) \(y)"))
        case .delete(let items, let places, let sizes):
            if reversed {
                let back = items.filter { snapshot.contains($0) }.map { name(of: $0) }
                guard back.isEmpty else { return fail(.present(back)) }
                var base = snapshot
                var inserts: [(item: ItemID, path: ItemPath, size: Size)] = []
                for (i, item) in items.enumerated() {
                    guard let p = places[i].path(in: base), (try? base.insert(item, at: p)) != nil else { return fail(.sectionGone) }
                    inserts.append((item, p, sizes[i]))
                }
                let to = items.compactMap { base.path(of: $0) }.sorted()
                return .success(ResolvedUndo(operation: .relocate(remove: [], insert: inserts), edits: [.insert(to)],
                                             logLine: "delete " + to.map(\.description).joined(separator: " ")))
            }
            let missing = items.filter { !snapshot.contains($0) }.map { name(of: $0) }
            guard missing.isEmpty else { return fail(.gone(missing)) }
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

    /// The owner's answer to the change, asked in the gesture's order through the same rules
    /// (`MoveRules`): nil when allowed, else why not.
    private func ownerRefusal(of entry: UndoEntry<SectionID, ItemID>, _ resolved: ResolvedUndo<ItemID>) -> String? {
        switch (entry, resolved.operation) {
        case (.move(let items, _, _), .relocate):
            let from: [ItemPath], to: [ItemPath]
            switch resolved.edits.first {
            case .move(let a, let b)?: (from, to) = ([a], [b])
            case .rearrange(let a, let b)?: (from, to) = (a, b)
            default: return nil
            }
            switch decideMove(sources: from.sorted(), origin: from[0], to: to[0], logged: false) {
            case .refused(let path):
                return "\(name(of: snapshot[path] ?? items[0])) cannot be moved"
            case .target(let target):
                return target == to[0] ? nil : "\(names(of: items)) cannot be moved there"
            }
        case (.exchange(let dragged, let displaced), .swap(let a, let b)):
            let p = snapshot.path(of: dragged) == a ? (a, b) : (b, a)
            guard decideExchange(dragged: p.0, with: p.1, logged: false) else {
                return "\(name(of: dragged)) and \(name(of: displaced)) cannot be exchanged"
            }
            return nil
        default:
            return nil
        }
    }

    /// Applies resolved operations to model and layout, animated; false (nothing changed)
    /// when the model no longer fits them.
    private func execute(_ operation: ResolvedUndo<ItemID>.Operation) -> Bool {
        let modelBefore = snapshot
        let layoutBefore = layout
        var ok = true
        relayout(animation: configuration.layoutAnimation) {
            do {
                switch operation {
                case .relocate(let remove, let insert):
                    if remove.count == 1, insert.count == 1 {
                        try snapshot.move(from: remove[0], to: insert[0].path)
                        try layout.moveItem(from: remove[0], to: insert[0].path)
                    } else {
                        if !remove.isEmpty {
                            try snapshot.delete(at: remove)
                            try layout.deleteItems(at: remove)
                        }
                        for i in insert {
                            try snapshot.insert(i.item, at: i.path)
                            try layout.insertItem(at: i.path, size: i.size)
                        }
                    }
                case .swap(let a, let b):
                    try snapshot.exchange(a, b)
                    try layout.exchangeItem(at: a, with: b)
                }
            } catch {
                snapshot = modelBefore
                layout = layoutBefore
                ok = false
            }
        }
        assert(layout.itemCounts == snapshot.itemCounts, "undo/redo left the layout's counts unlike the model's")
        return ok
    }

    /// The entry after it was performed: places re-read from the model before and after, so
    /// the next undo or redo starts from where the items really are.
    private func refreshed(_ entry: UndoEntry<SectionID, ItemID>, before: Snapshot, reversed: Bool) -> UndoEntry<SectionID, ItemID> {
        switch entry {
        case .move(let items, _, _):
            // Undo: `before` has the block, the model now has the items back; redo: the reverse.
            let (spread, block) = reversed ? (snapshot, before) : (before, snapshot)
            return moveEntry(items, before: spread, after: block) ?? entry
        case .exchange:
            return entry
        case .delete(let items, _, let sizes):
            let present = reversed ? snapshot : before
            return .delete(items: items, places: UndoEntry.places(of: items, in: present), sizes: sizes)
        }
    }
}

/// Why an undo or redo cannot happen now, in words for the announcement.
struct UndoUnavailableError: Error {
    var text: String
}
