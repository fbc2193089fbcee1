import MosaicCore

/// A deletion decided against one model: the items' paths (ascending), their sizes and places
/// for undo, and the path arithmetic around them — a value, computed before anything changes,
/// that ``CollectionState/delete(_:)`` then applies to model and layout.
struct DeletionPlan<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The deleted items' paths before the deletion, ascending (reading order).
    let paths: [ItemPath]
    /// The deleted items, in the order of ``paths``.
    let items: [ItemID]
    /// Their layout sizes (1×1 when the layout has none), for undo.
    let sizes: [Size]
    /// Where they were, by section identity, for undo.
    let places: [UndoEntry<SectionID, ItemID>.Place]

    /// The plan deleting those of `items` that are in `state`'s model; nil when none is.
    /// - Complexity: O(n) per item to find its path.
    init?(deleting items: [ItemID], in state: CollectionState<SectionID, ItemID>) {
        let paths = items.compactMap { state.snapshot.path(of: $0) }.sorted()
        guard !paths.isEmpty else { return nil }
        self.paths = paths
        self.items = paths.compactMap { state.snapshot[$0] }
        sizes = paths.map { state.layout.itemSize(at: $0) ?? Size(width: 1, height: 1) }
        places = UndoEntry<SectionID, ItemID>.places(of: self.items, in: state.snapshot)
    }

    /// The undo entry that restores the items where they were.
    var undoEntry: UndoEntry<SectionID, ItemID> { .delete(items: items, places: places, sizes: sizes) }

    /// The deleted items as ghosts fading where they are presented before the deletion: `frame`
    /// answers an item's frame at its path (its animation's value, else its layout frame); an
    /// item with none is left out. In the order of ``paths``. - Complexity: O(deleted).
    func ghosts(frame: (ItemID, ItemPath) -> Rect?) -> [FadingGhosts<ItemID>.Ghost] {
        zip(items, paths).compactMap { item, path in frame(item, path).map { .init(item: item, path: path, frame: $0) } }
    }

    /// The path before the deletion of the item at `new` after it: shifted past the deleted
    /// items before it in its section. - Complexity: O(deleted).
    func oldPath(ofNewItemAt new: ItemPath) -> ItemPath {
        var item = new.item
        for p in paths where p.section == new.section && p.item <= item { item += 1 }
        return ItemPath(new.section, item)
    }

    /// Where the focus goes when `focused` is deleted: its old path less the deleted items
    /// before it in its section (the item that takes its place). Nil when it is not deleted.
    func focusPath(replacing focused: ItemID?) -> ItemPath? {
        guard let focused, let index = items.firstIndex(of: focused) else { return nil }
        let f = paths[index]
        return ItemPath(f.section, f.item - paths.filter { $0.section == f.section && $0.item < f.item }.count)
    }

    /// What is announced once the items are deleted: "Deleted ‹name›" for one (whatever
    /// `text` says for the Undo toast: the announcement names the item), else `text`'s
    /// several-items message ("Deleted 3 items"), the first named by `name`.
    func announcement(text: DeletionConfirmationText, name: (ItemID) -> String) -> String {
        items.count == 1 ? "Deleted \(name(items[0]))"
            : DeletionConfirmationText.fill(text.multipleDeletedMessage, name: name(items[0]), count: items.count)
    }
}

extension CollectionState {
    /// Deletes the plan's items from the model, then from the layout, and leaves the state
    /// consistent: the focus, if deleted, goes to the item that took its place (the next one,
    /// else the one before: ``refocus(afterRemovingFocusedAt:)``), and the selection, its anchor
    /// and the highlight forget the deleted items. The plan was made against this model; a
    /// refusal is a programming error (``edit(_:model:layout:)``).
    /// - Complexity: the model's and the layout's deletion, plus O(selected).
    mutating func delete(_ plan: DeletionPlan<SectionID, ItemID>) {
        let focusPath = plan.focusPath(replacing: focused)
        edit("delete \(plan.paths)") { try $0.delete(at: plan.paths) } layout: { try $0.deleteItems(at: plan.paths) }
        refocus(afterRemovingFocusedAt: focusPath)
    }
}
