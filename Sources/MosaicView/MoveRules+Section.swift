import MosaicCore

/// What "Move to ‹section›" comes to under the owner's rules (``MoveRules/moveToEnd(of:item:in:)``).
enum SectionMove: Equatable {
    /// Nothing to do: the item is not in the model or already in that section, or there is no such section.
    case none
    /// The owner refused the item (`canMoveItem` or `targetForMove`): "Max cannot be moved".
    case refused
    /// `targetForMove` kept the item where it is: "Max cannot be moved to Bench".
    case stays
    /// The item moves from `from` to `to` (in that section, or where `targetForMove` put it).
    case move(from: ItemPath, to: ItemPath)
}

extension MoveRules {
    /// "Move to ‹section›" for `item` in `snapshot`, decided by the rules of every move:
    /// `canMoveItem` (logged `canMove s.i`), then `targetForMove` with the end of `section` as
    /// the proposal. - Complexity: O(n) to find the item, plus the owner's answers.
    func moveToEnd<SectionID, ItemID>(of section: Int, item: ItemID, in snapshot: SectionedSnapshot<SectionID, ItemID>) -> SectionMove {
        guard let from = snapshot.path(of: item), section != from.section,
              (0..<snapshot.numberOfSections).contains(section) else { return .none }
        let proposed = ItemPath(section, snapshot.items(inSection: section).count)
        guard case .target(let target) = decideMove(sources: [from], origin: from, to: proposed, logged: true) else { return .refused }
        return target == from ? .stays : .move(from: from, to: target)
    }

    /// The items a lift of `path` takes and their paths (ascending): the item alone, or — with
    /// `multiple` selection and the item selected — every selected item `canMoveItem` allows.
    /// Nil when the owner refuses the grabbed item; `canMove` is logged for it when `logged`.
    /// - Complexity: O(1) for one item, O(n) to find the selected paths.
    func lifted<SectionID, ItemID>(at path: ItemPath, in state: CollectionState<SectionID, ItemID>, multiple: Bool,
                                   logged: Bool) -> (items: [ItemID], sources: [ItemPath])? {
        guard let item = state.snapshot[path], canMove(path, logged: logged) else { return nil }
        guard multiple, state.selection.count > 1, state.selection.contains(item) else { return ([item], [path]) }
        let sources = state.selectedPaths.filter { $0 == path || (delegate.canMoveItem?($0) ?? true) }
        return (sources.compactMap { state.snapshot[$0] }, sources)
    }
}

extension SectionMove {
    /// What the view does for this decision about moving `item` to the end of `section`: a
    /// refusal is announced ("Max cannot be moved", "Max cannot be moved to Bench"); a move is one
    /// animated relayout (model, then layout), told to the owner and recorded for undo
    /// (`move a -> b`), then announced ("Moved Max to position 4 in Bench"). - Complexity: O(1).
    func actions<ItemID>(for item: ItemID, section: Int) -> [DragAction<ItemID>] {
        switch self {
        case .none: return []
        case .refused: return [.announce(.refused(item))]
        case .stays: return [.announce(.refusedSection(item, section))]
        case .move(let from, let to):
            return [.relayout([.move(from: from, to: to)]), .reportMove([item], from: [from], to: to), .announce(.moved([item], to: to))]
        }
    }
}
