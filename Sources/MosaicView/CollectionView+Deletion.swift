import MosaicAnimation
import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// Deletion: a long press on a cell outside edit mode asks whether to delete it; the dialog
    /// is anchored at the pressed cell and names it ("Delete Ada Lovelace?").
    func openDeleteConfirmation(for path: ItemPath, at time: Double) {
        openDeleteConfirmation(for: [path], anchoredAt: path, at: time)
    }

    /// Asks once about every item of `paths` ("Delete 3 contacts?" when there are several),
    /// anchored at `anchorPath`. While it is open the items it is about are drawn selected and
    /// highlighted, and no other cell shows a selection or focus ring.
    func openDeleteConfirmation(for paths: [ItemPath], anchoredAt anchorPath: ItemPath, at time: Double) {
        let paths = Array(Set(paths)).sorted().filter { snapshot[$0] != nil && (delegate.canDeleteItem?($0) ?? true) }
        guard !paths.isEmpty, let attrs = layout.attributesForItem(at: anchorPath) else { return }
        let anchor = attrs.frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
        let text = configuration.deletionConfirmation
        let items = paths.compactMap { snapshot[$0] }
        let first = name(of: snapshot[anchorPath] ?? items[0])
        let many = items.count > 1
        let title = DeletionConfirmationText.fill(many ? text.multipleTitle : text.title, name: first, count: items.count)
        let message = DeletionConfirmationText.fill(many ? text.multipleMessage : text.message, name: first,
                                                    count: items.count)
        closeContextMenu()
        highlighted = nil
        dialog = ConfirmationDialog(title: title, message: message, destructiveTitle: text.confirm,
                                    cancelTitle: text.cancel, path: paths.contains(anchorPath) ? anchorPath : paths[0],
                                    paths: paths, anchor: anchor)
        dialogItems = items
        for p in paths { emit(.confirmDelete(p)) }
    }

    /// Opens the deletion confirmation for `path` (API; the keyboard's delete key).
    public func requestDeletion(at path: ItemPath) {
        guard dialog == nil, !dragInProgress, snapshot[path] != nil else { return }
        openDeleteConfirmation(for: path, at: clock.now)
    }

    /// Opens one deletion confirmation for every item of `paths` ("Delete 3 items?"); "Yes"
    /// deletes them in one undoable edit. Paths outside the model are ignored.
    public func requestDeletion(at paths: [ItemPath]) {
        let valid = paths.filter { snapshot[$0] != nil }.sorted()
        guard dialog == nil, !dragInProgress, let first = valid.first else { return }
        openDeleteConfirmation(for: valid, anchoredAt: first, at: clock.now)
    }

    /// Answers the open dialog. "Yes" removes its items from the model first (one undoable
    /// edit), then from the view, the others animating to their new frames, and shows the
    /// Undo toast; "No" changes nothing. No-op without a dialog.
    public func confirm(_ yes: Bool) {
        guard dialog != nil, !dialogItems.isEmpty else { return }
        let items = dialogItems
        let time = max(clock.now, lastEventTime)
        onRecord?(.confirm(yes: yes, time: time))
        dialog = nil
        dialogItems = []
        let present = items.filter { snapshot.contains($0) }
        guard yes, !present.isEmpty else { return }
        deleteItems(present, at: time, announce: true, undoable: true)
        showUndoToast(for: present, at: time)
    }

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

    /// Dialog geometry: the panel anchored below (or above) the pressed cell, clamped into the
    /// viewport, with the destructive and cancel buttons side by side.
    public var dialogLayout: (panel: Rect, destructive: Rect, cancel: Rect)? {
        guard let dialog else { return nil }
        let w = min(280, viewportSize.width - 16), h = 120.0
        var x = dialog.anchor.midX - w / 2
        var y = dialog.anchor.maxY + 8
        if y + h > viewportSize.height - 8 { y = dialog.anchor.minY - h - 8 }
        x = min(max(8, x), max(8, viewportSize.width - w - 8))
        y = min(max(8, y), max(8, viewportSize.height - h - 8))
        let panel = Rect(x: x, y: y, width: w, height: h)
        let bw = (w - 36) / 2
        let destructive = Rect(x: x + 12, y: y + h - 44, width: bw, height: 32)
        let cancel = Rect(x: x + 24 + bw, y: y + h - 44, width: bw, height: 32)
        return (panel, destructive, cancel)
    }

    /// While the dialog is open it is modal: a tap on a button answers, keys `y`/`n`/escape
    /// answer, tab switches buttons, enter activates the focused one (No by default).
    func handleWhileDialogOpen(_ event: InputEvent) {
        switch event {
        case .pointerUp(_, let p, _):
            guard let geometry = dialogLayout else { return }
            if geometry.destructive.contains(p) { confirm(true) } else if geometry.cancel.contains(p) { confirm(false) }
        case .key(let key, _, _):
            switch key {
            case .character("y"): confirm(true)
            case .character("n"), .escape: confirm(false)
            case .tab:
                let next: ConfirmationDialog.Button = dialog?.focusedButton == .cancel ? .destructive : .cancel
                dialog?.focusedButton = next
            case .enter, .space:
                confirm(dialog?.focusedButton == .destructive)
            default: break
            }
        case .cancelAll:
            gestures.reset()
        default: break
        }
        if pointersDown.isEmpty {
            gestures.pointersLifted()
            highlighted = nil
        }
        if case .pointerDown = event { return }
        _ = gestures.handle(event)   // keep recognizers in step with the pointers; results dropped
    }
}
