import MosaicCore

// Undo and redo of a transaction between the views of a group: the views' side (the group
// decides, `CollectionViewGroup+Undo.swift`).
extension CollectionView {
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
    func crossViewName(_ item: AnyHashable) -> String { (item.base as? ItemID).map { name(of: $0) } ?? "\(item.base)" }

    /// The path of `item` (erased) in the model, nil when it is absent or of another type.
    func crossViewPath(of item: AnyHashable) -> ItemPath? { (item.base as? ItemID).flatMap { snapshot.path(of: $0) } }

    /// Takes `items` (erased) out of the model by identity, animated; the items in model order
    /// with their paths before (ascending) and sizes. Nil — nothing changed — when one is missing
    /// or of another type, or a drag is in progress. - Complexity: O(n) per item to find it.
    func crossViewTakeOut(_ items: [AnyHashable]) -> (items: [AnyHashable], paths: [ItemPath], sizes: [Size])? {
        guard drag == nil, !items.isEmpty else { return nil }
        var found: [(path: ItemPath, item: ItemID)] = []
        for item in items {
            guard let typed = item.base as? ItemID, let path = snapshot.path(of: typed) else { return nil }
            found.append((path, typed))
        }
        found.sort { $0.path < $1.path }
        let paths = found.map(\.path), sizes = paths.map { layout.itemSize(at: $0) ?? Size(width: 0, height: 0) }
        relayout(animation: configuration.layoutAnimation) {
            state.edit("take \(found.map(\.item)) out for another view") { _ = try $0.delete(at: paths) }
                layout: { try $0.deleteItems(at: paths) }
        }
        state.forgetItemsNotInModel()
        assertInvariants(after: "items leaving for another view")
        return (found.map { AnyHashable($0.item) }, paths, sizes)
    }

    /// Puts `items` (erased, of `sizes`) into the model as one block at `path` (clamped),
    /// animated; the block's first path. Nil — nothing changed — when the view cannot host them
    /// (``crossViewCanHost(_:)``) or the sizes do not match.
    func crossViewPutIn(_ items: [AnyHashable], sizes: [Size], at path: ItemPath) -> ItemPath? {
        let typed = items.compactMap { $0.base as? ItemID }
        guard !typed.isEmpty, typed.count == sizes.count, crossViewCanHost(items) else { return nil }
        let paths = CrossViewPaths.contiguous(from: CrossViewPaths.clamped(path, counts: snapshot.itemCounts), count: typed.count)
        relayout(animation: configuration.layoutAnimation) {
            for (i, p) in paths.enumerated() {
                state.edit("put \(typed[i]) in at \(p)") { try $0.insert(typed[i], at: p) }
                    layout: { try $0.insertItem(at: p, size: sizes[i]) }
            }
        }
        assertInvariants(after: "items arriving from another view")
        return paths[0]
    }
}
