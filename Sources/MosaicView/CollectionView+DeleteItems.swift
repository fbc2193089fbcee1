import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// Deletes the items at `paths` (UIKit's `deleteItems(at:)`): model first, then view, the
    /// others animating to their new frames; undoable. Paths outside the model are ignored.
    public func deleteItems(at paths: [ItemPath]) {
        let items = paths.compactMap { snapshot[$0] }
        guard !items.isEmpty else { return }
        deleteItems(items, at: max(clock.now, lastEventTime), announce: false, undoable: true)
    }

    /// Deletes items (model first, then view, animated). Emits `delete s.i` per item (paths
    /// before the deletion, in reading order).
    func deleteItems(_ items: [ItemID], at time: Double, announce: Bool, undoable: Bool) {
        let paths = items.compactMap { snapshot.path(of: $0) }.sorted()
        guard !paths.isEmpty else { return }
        let removedFrames = paths.map { p in (p, presentedFrame(of: p, at: time), snapshot[p]) }
        let sizes = paths.map { layout.itemSize(at: $0) ?? Size(width: 1, height: 1) }
        let removedItems = paths.compactMap { snapshot[$0] }
        let places = UndoEntry<SectionID, ItemID>.places(of: removedItems, in: snapshot)
        // Model first, then view: the deletion happens inside the relayout, which has already
        // captured where every displayed cell is presented (by identity), so the others
        // animate from there to their new frames.
        var deleted = false
        relayout(animation: configuration.layoutAnimation, oldPath: { new in
            // Item at `new` came from its path before the deletion: shift past deleted items.
            var item = new.item
            for p in paths where p.section == new.section && p.item <= item { item += 1 }
            return ItemPath(new.section, item)
        }) {
            do {
                try snapshot.delete(at: paths)
                deleted = true
            } catch {
                return   // paths came from the snapshot itself: cannot happen, and nothing changed
            }
            do { try layout.deleteItems(at: paths) } catch { resyncLayout() }
        }
        guard deleted else { return }
        for p in paths { emit(.delete(p)) }
        if undoable { recordUndo(.delete(items: removedItems, places: places, sizes: sizes)) }
        selection.removeAll { !snapshot.contains($0) }
        dismissStalePresentation()
        // The focus, if deleted, goes to the item that took its place (paths after the deletion).
        refocus(afterRemovingFocusedAt: removedFrames.first { $0.2 == focused }.map { f in
            ItemPath(f.0.section, f.0.item - paths.filter { $0.section == f.0.section && $0.item < f.0.item }.count)
        })
        for (p, frame, id) in removedFrames {
            guard let frame, let id else { continue }
            presentation.removing[id] = (p, frame)
            presentation.animator.animate(id, from: AnimatedValues(frame: frame), to: AnimatedValues(frame: frame, alpha: 0, scale: 0.8),
                             animation: configuration.layoutAnimation, at: time)
        }
        if announce, let id = removedItems.first {
            if removedItems.count == 1 {
                emit(.announce("Deleted \(name(of: id))"))
            } else {
                let text = configuration.deletionConfirmation
                emit(.announce(DeletionConfirmationText.fill(text.multipleDeletedMessage, name: name(of: id),
                                                             count: removedItems.count)))
            }
        }
    }

    /// Dismisses a pending menu or confirmation whose items left the model.
    func dismissStalePresentation() {
        if let items = requests.confirmingItems, !items.allSatisfy(snapshot.contains) { setModal(nil) }
        if let item = requests.menuItem, !snapshot.contains(item) { setModal(nil) }
    }
}
