import MosaicCore

/// The questions the view asks its presenter — a deletion to confirm, a context menu — built
/// from the model state, and what an answer to a menu does: a pure value, so the engine only
/// *asks* and *acts on answers*, and the presenter (a window, a test) shows them. It changes
/// nothing; `CollectionView` sets the request it returns (`setModal`) and performs the answer.
///
/// Invariants (checked with `assert` in ``PresentationState/check(against:)`` when the view sets
/// a request): a confirmation is about at least one item, one path per item, in reading order,
/// every one in the model; a menu's item is in the model.
struct RequestPlanner<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    typealias Modal = PresentationState<ItemID>.Modal

    /// The model state the requests are about.
    let state: CollectionState<SectionID, ItemID>
    /// The deletion texts, the menu's texts and whether there is a menu.
    let configuration: CollectionViewConfiguration
    /// The content offset (requests point in viewport coordinates).
    let contentOffset: Point
    /// The owner's answer to "may the item at this path be deleted?".
    let canDelete: (ItemPath) -> Bool
    /// An item's name in the question ("Delete Ada?").
    let name: (ItemID) -> String

    /// The confirmation of deleting the items at `paths` the owner lets go (duplicates and
    /// paths outside the model dropped, reading order), anchored at `anchor`'s cell and naming
    /// its item; nil when none is left or the anchor has no cell. - Complexity: O(k log k + n).
    func deletion(of paths: [ItemPath], anchoredAt anchor: ItemPath) -> (question: ConfirmationRequest, items: [ItemID])? {
        let snapshot = state.snapshot
        let paths = Array(Set(paths)).sorted().filter { snapshot[$0] != nil && canDelete($0) }
        guard !paths.isEmpty, let frame = state.layout.attributesForItem(at: anchor)?.frame else { return nil }
        let items = paths.compactMap { snapshot[$0] }
        let question = configuration.deletionConfirmation.question(
            naming: name(snapshot[anchor] ?? items[0]), count: items.count,
            path: paths.contains(anchor) ? anchor : paths[0], paths: paths,
            anchor: frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y))
        return (question, items)
    }

    /// The context menu of the item at `path`, pointing at `point` (viewport): the owner's
    /// entries for it (`ownerItems`, asked only when there is a menu), Delete when the owner allows it, "Move to ‹section›" for every
    /// other section (named by `sectionName`); nil without menus or an item there.
    func contextMenu(of path: ItemPath, at point: Point, ownerItems: (ItemPath) -> [ContextMenu.Item],
                     sectionName: (Int) -> String) -> Modal? {
        guard configuration.showsContextMenu, let item = state.snapshot[path] else { return nil }
        let others = (0..<state.snapshot.numberOfSections).filter { $0 != path.section }.map { ($0, sectionName($0)) }
        let items = configuration.contextMenuText.items(owner: ownerItems(path), canDelete: canDelete(path), otherSections: others)
        return .contextMenu(ContextMenuConfiguration(path: path, items: items, anchor: Rect(x: point.x, y: point.y, width: 0, height: 0)),
                            item: item)
    }

    /// What answering a menu does.
    enum MenuAnswer: Equatable {
        /// Ask to delete the items at the paths, anchored at the menu's item.
        case confirmDeletion([ItemPath], anchor: ItemPath)
        /// Move the menu's item to the end of the section.
        case moveToSection(ItemID, Int)
        /// Tell the owner: its entry `identifier` was chosen for the item at the path.
        case custom(String, ItemPath)
    }

    /// What answering the open `modal` menu with `action` does: nil when no menu is open, its
    /// item left the model, or `action` is not one of its enabled entries. Delete on a selected
    /// item of a multiple selection asks about the whole selection.
    func answer(_ action: ContextMenu.Action, to modal: Modal?) -> MenuAnswer? {
        guard case .contextMenu(let menu, let item)? = modal, let path = state.snapshot.path(of: item),
              menu.items.contains(where: { $0.action == action && $0.isEnabled }) else { return nil }
        switch action {
        case .delete:
            let many = state.selection.count > 1 && state.selection.contains(item)
            return .confirmDeletion(many ? state.selectedPaths : [path], anchor: path)
        case .moveToSection(let section):
            return .moveToSection(item, section)
        case .custom(let identifier):
            return .custom(identifier, path)
        }
    }
}
