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
