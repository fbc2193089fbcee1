import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// The owner's rules of every move and exchange (``MoveRules``), over the layout as presented now.
    var moveRules: MoveRules { MoveRules(delegate: delegate, layout: layout, emit: { [weak self] in self?.emit($0) }) }

    /// The items a lift of `path` takes and their paths (ascending): the item alone, or with
    /// multiple selection and the item selected, every selected item `canMoveItem` allows.
    /// Nil when the owner refuses the grabbed item. `canMove` is logged for the grabbed item.
    func liftedItems(at path: ItemPath, logged: Bool) -> (items: [ItemID], sources: [ItemPath])? {
        guard let item = snapshot[path], moveRules.canMove(path, logged: logged) else { return nil }
        guard configuration.allowsMultipleSelection, selection.count > 1, selection.contains(item) else {
            return ([item], [path])
        }
        let sources = selectedPaths.filter { $0 == path || (delegate.canMoveItem?($0) ?? true) }
        return (sources.compactMap { snapshot[$0] }, sources)
    }

    /// "Move to ‹section›": moves `item` to the end of `section` as one undoable move
    /// (`move a -> b`), animated — under the rules of every move (`CollectionView+MoveRules`):
    /// `canMoveItem` (logged `canMove s.i`), then `targetForMove` with the end of the section
    /// as the proposal. A refusal changes nothing and is announced ("Max cannot be moved").
    func moveItem(_ item: ItemID, toEndOfSection section: Int, at time: Double) {
        guard let from = snapshot.path(of: item), section != from.section,
              (0..<snapshot.numberOfSections).contains(section) else { return }
        let proposed = ItemPath(section, snapshot.items(inSection: section).count)
        guard case .target(let target) = moveRules.decideMove(sources: [from], origin: from, to: proposed, logged: true) else {
            emit(.announce("\(spokenName(of: item)) cannot be moved"))
            return
        }
        guard target != from else {
            emit(.announce("\(spokenName(of: item)) cannot be moved to \(sectionName(section))"))
            return
        }
        let before = snapshot
        relayout(animation: configuration.layoutAnimation) {
            state.edit("move \(from) -> \(target)") { try $0.move(from: from, to: target) }
                layout: { try $0.moveItem(from: from, to: target) }
        }
        assertInvariants(after: "moving \(from) to the end of section \(section)")
        reportMove([item], from: [from], to: target, before: before)
        emit(.announce(announcer.moved([item], to: target)))
    }
}
