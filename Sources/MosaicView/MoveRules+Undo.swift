import MosaicCore

extension MoveRules {
    /// The owner's answer to an undo or redo of `entry`, resolved as `resolved` in `snapshot`,
    /// asked in the gesture's order through the same rules (not logged): `canMoveItem` then
    /// `targetForMove` for a move (the target must stay where the entry puts it),
    /// `canBeginExchange` then `canDisplace` for an exchange. Nil when allowed, else why not,
    /// in words naming the items with `name`.
    func refusal<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(of entry: UndoEntry<SectionID, ItemID>, _ resolved: ResolvedUndo<ItemID>,
                                    in snapshot: SectionedSnapshot<SectionID, ItemID>,
                                    name: (ItemID) -> String, names: ([ItemID]) -> String) -> String? {
        switch (entry, resolved.operation, resolved.edits.first) {
        case (.move(let items, _, _), .relocate, let edit?):
            let (from, to): ([ItemPath], [ItemPath])
            switch edit {
            case .move(let a, let b): (from, to) = ([a], [b])
            case .rearrange(let a, let b): (from, to) = (a, b)
            default: return nil
            }
            switch decideMove(sources: from.sorted(), origin: from[0], to: to[0], logged: false) {
            case .refused(let path): return "\(name(snapshot[path] ?? items[0])) cannot be moved"
            case .target(let target): return target == to[0] ? nil : "\(names(items)) cannot be moved there"
            }
        case (.exchange(let dragged, let displaced), .swap(let a, let b), _):
            let p = snapshot.path(of: dragged) == a ? (a, b) : (b, a)
            return decideExchange(dragged: p.0, with: p.1, logged: false)
                ? nil : "\(name(dragged)) and \(name(displaced)) cannot be exchanged"
        default:
            return nil
        }
    }
}
