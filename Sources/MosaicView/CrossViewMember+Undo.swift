import MosaicCore

// Undo and redo of a transaction between the views of a group: the member's side (the group
// decides, `CollectionViewGroup+Undo.swift`).
extension CrossViewMember {
    /// Records a transaction between views as the latest change: one step shared (`share`) with
    /// the other view's history, undone and redone by the group (``CollectionUndoManager/registerUndo(named:undo:redo:)``'s
    /// contract: nil when done, else the reason).
    func crossViewRecordUndo(named name: String, share: AnyObject, undo: @escaping () -> String?, redo: @escaping () -> String?) {
        requests.dismissToast()
        undoManager.history.recordShared(OwnerUndo(name: name, undo: undo, redo: redo, shared: share))
    }

    /// The shared step goes through another view: its mirror here follows it (to the redo stack
    /// when `reversed`, else back to the undo stack). False when this view holds no mirror there.
    func crossViewTransferUndo(_ share: AnyObject, reversed: Bool) -> Bool { undoManager.history.transferShared(share, reversed: reversed) }

    /// The name of `item` (erased) as announcements say it (its description for another type).
    func crossViewName(_ item: AnyHashable) -> String { (item.base as? Item).map { name(of: $0) } ?? "\(item.base)" }

    /// The path of `item` (erased) in the model, nil when it is absent or of another type.
    func crossViewPath(of item: AnyHashable) -> ItemPath? { (item.base as? Item).flatMap { snapshot.path(of: $0) } }

    /// Takes `items` (erased) out of the model by identity (``CrossViewBlock/init(finding:in:layout:)``),
    /// animated; the items in model order with their paths before (ascending) and sizes. Nil —
    /// nothing changed — when one is missing or of another type, or a drag is in progress.
    /// - Complexity: O(n) per item to find it.
    func crossViewTakeOut(_ items: [AnyHashable]) -> (items: [AnyHashable], paths: [ItemPath], sizes: [Size])? {
        let typed = items.compactMap { $0.base as? Item }
        guard !dragInProgress, typed.count == items.count,
              let block = CrossViewBlock(finding: typed, in: snapshot, layout: layout) else { return nil }
        crossViewChange(.delete(block), at: now)
        return (block.items.map { AnyHashable($0) }, block.paths, block.sizes)
    }

    /// Puts `items` (erased, of `sizes`) into the model as one block at `path` (clamped,
    /// ``CrossViewBlock/init(arriving:sizes:at:counts:)``), animated; the block's first path.
    /// Nil — nothing changed — when the view cannot host them (``crossViewCanHost(_:)``) or the
    /// sizes do not match.
    func crossViewPutIn(_ items: [AnyHashable], sizes: [Size], at path: ItemPath) -> ItemPath? {
        guard !dragInProgress, let typed = CrossViewLink.hostable(items, in: snapshot),
              let block = CrossViewBlock(arriving: typed, sizes: sizes, at: path, counts: snapshot.itemCounts) else { return nil }
        crossViewChange(.insert(block), at: now)
        return block.paths[0]
    }
}
