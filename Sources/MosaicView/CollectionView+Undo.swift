import MosaicCore

extension CollectionView {
    /// True when ``undo()`` would act: a committed move, exchange or deletion is on the undo
    /// stack, and no drag or confirmation dialog is in progress. - Complexity: O(1).
    public var canUndo: Bool { !undoStack.isEmpty && drag == nil && dialog == nil }
    /// True when ``redo()`` would act: an undone change is on the redo stack (any new committed
    /// change clears it), and no drag or confirmation dialog is in progress. - Complexity: O(1).
    public var canRedo: Bool { !redoStack.isEmpty && drag == nil && dialog == nil }

    func recordUndo(_ entry: UndoEntry<ItemID>) {
        undoToast = nil
        undoStack.append(entry)
        redoStack.removeAll()
    }

    /// Reverses the last committed move, exchange or deletion (ctrl+z), animated. Logs
    /// `undo <what>`, e.g. `undo move 0.0 -> 1.2`, then tells `delegate.didUndo`.
    /// - Returns: the edits applied to the model (empty when there was nothing to undo).
    @discardableResult
    public func undo() -> [CollectionEdit] {
        guard canUndo, let entry = undoStack.popLast() else { return [] }
        guard perform(entry, reversed: true) else { return [] }
        undoToast = nil
        redoStack.append(entry)
        emit(.undo(entry.logLine))
        let edits = entry.edits(reversed: true)
        delegate.didUndo?(edits)
        return edits
    }

    /// Repeats the last undone change (ctrl+shift+z), animated. Logs `redo <what>`, then tells
    /// `delegate.didRedo`.
    /// - Returns: the edits applied to the model (empty when there was nothing to redo).
    @discardableResult
    public func redo() -> [CollectionEdit] {
        guard canRedo, let entry = redoStack.popLast() else { return [] }
        guard perform(entry, reversed: false) else { return [] }
        undoToast = nil
        undoStack.append(entry)
        emit(.redo(entry.logLine))
        let edits = entry.edits(reversed: false)
        delegate.didRedo?(edits)
        return edits
    }

    /// Applies an entry forward or backward to model and layout; false (and nothing changed)
    /// when the model no longer fits it.
    func perform(_ entry: UndoEntry<ItemID>, reversed: Bool) -> Bool {
        let modelBefore = snapshot
        let layoutBefore = layout
        var ok = true
        relayout(animation: configuration.layoutAnimation) {
            do {
                switch entry {
                case .move(let sources, let target, let items):
                    let block = (0..<items.count).map { ItemPath(target.section, target.item + $0) }
                    let sizes = (reversed ? block : sources).map { layout.itemSize(at: $0) ?? Size(width: 1, height: 1) }
                    if items.count == 1 {
                        let (a, b) = reversed ? (target, sources[0]) : (sources[0], target)
                        try snapshot.move(from: a, to: b)
                        try layout.moveItem(from: a, to: b)
                    } else if reversed {
                        try snapshot.delete(at: block)
                        try layout.deleteItems(at: block)
                        for (i, s) in sources.enumerated() {
                            try snapshot.insert(items[i], at: s)
                            try layout.insertItem(at: s, size: sizes[i])
                        }
                    } else {
                        try snapshot.delete(at: sources)
                        try layout.deleteItems(at: sources)
                        try snapshot.insert(items, at: target)
                        for (i, size) in sizes.enumerated() {
                            try layout.insertItem(at: ItemPath(target.section, target.item + i), size: size)
                        }
                    }
                case .exchange(let a, let b):
                    try snapshot.exchange(a, b)
                    try layout.exchangeItem(at: a, with: b)
                case .delete(let paths, let items, let sizes):
                    if reversed {
                        for (i, p) in paths.enumerated() {
                            try snapshot.insert(items[i], at: p)
                            try layout.insertItem(at: p, size: sizes[i])
                        }
                    } else {
                        try snapshot.delete(at: paths)
                        try layout.deleteItems(at: paths)
                        selection.removeAll { !snapshot.contains($0) }
                    }
                }
            } catch {
                snapshot = modelBefore
                layout = layoutBefore
                ok = false
            }
        }
        return ok
    }
}
