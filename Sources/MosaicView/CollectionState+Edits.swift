import MosaicCore

/// Edits of the model and its layout together, each decided against this state (a drag's
/// commit, an undo, "Move to ‹section›", an exchange step): the model refusing one is a
/// programming error of the view, the layout refusing it (it has the model's counts) one of the
/// layout. Either stops with the reason (`preconditionFailure`), never with a made-up layout.
extension CollectionState {
    /// Applies one edit to the model, then the same edit to the layout (see above).
    mutating func edit(_ edit: @autoclosure () -> String, model: (inout SectionedSnapshot<SectionID, ItemID>) throws -> Void,
                       layout: (inout AnyLayout) throws -> Void) {
        do { try model(&snapshot) } catch {
            preconditionFailure("the model refused \(edit()), an edit decided against it: \(error)")
        }
        do { try layout(&self.layout) } catch {
            preconditionFailure("the layout refused \(edit()), which the model accepted with the same item counts "
                                + "\(snapshot.itemCounts): \(error). A layout must accept every edit within its item counts.")
        }
    }

    /// Exchanges the items at `a` and `b` in the model, then their sizes in the layout.
    mutating func exchange(_ a: ItemPath, _ b: ItemPath) {
        edit("exchange \(a) \(b)") { try $0.exchange(a, b) } layout: { try $0.exchangeItem(at: a, with: b) }
    }

    /// Applies a resolved undo or redo to model and layout: one move, or deletions then
    /// insertions, or an exchange.
    mutating func perform(_ operation: ResolvedUndo<ItemID>.Operation) {
        switch operation {
        case .relocate(let remove, let insert):
            if remove.count == 1, insert.count == 1 {
                edit("move \(remove[0]) -> \(insert[0].path)") { try $0.move(from: remove[0], to: insert[0].path) }
                    layout: { try $0.moveItem(from: remove[0], to: insert[0].path) }
                return
            }
            if !remove.isEmpty {
                edit("delete \(remove)") { try $0.delete(at: remove) } layout: { try $0.deleteItems(at: remove) }
            }
            for i in insert {
                edit("insert at \(i.path)") { try $0.insert(i.item, at: i.path) } layout: { try $0.insertItem(at: i.path, size: i.size) }
            }
        case .swap(let a, let b):
            exchange(a, b)
        }
    }

    /// Commits a movement's drop to the model only (the layout already presents the block at
    /// `target`): `items`, at `sources` (ascending), land contiguously from `target`, in the
    /// model after their removal. Validated first: a refusal throws with the model unchanged.
    /// - Complexity: O(n) for several items (a copy of the model), the move's cost for one.
    mutating func commitMove(_ items: [ItemID], from sources: [ItemPath], to target: ItemPath) throws {
        if items.count == 1 {
            // Validates before it changes anything: no copy of the model is needed.
            try snapshot.move(from: sources[0], to: target)
        } else {
            var next = snapshot
            try next.delete(at: sources)
            try next.insert(items, at: target)
            snapshot = next
        }
    }

    /// The item displayed at a layout path: during a movement (`move`, else the drag's) the
    /// presented order differs from the model (the lifted block sits at its target); during the
    /// apply of a lent snapshot, the item displayed before (``SnapshotLoan/displayedBefore``).
    /// - Complexity: O(k) for k lifted items.
    func displayedItem(at q: ItemPath, move: MoveDrag<ItemID>? = nil) -> ItemID? {
        if let before = loan.displayedBefore { return before[q] }
        guard let d = move ?? drag?.move else { return snapshot[q] }
        return d.displayedItem(at: q, in: snapshot)
    }

    /// What makes a custom layout's answers unusable for the model now (NaN or infinite frames
    /// or sizes, no cells: ``AnyLayout/validationError(itemCounts:)``), checked after every
    /// update — Mosaic's own layouts check their input instead, so nil for them.
    /// - Complexity: O(n) for a custom layout, O(1) otherwise.
    var customLayoutProblem: MosaicError? {
        layout.custom == nil ? nil : layout.validationError(itemCounts: snapshot.itemCounts)
    }

    /// Each item's layout size, per section, in the model's order. - Complexity: O(n).
    var itemSizes: [[Size]] {
        var byItem = [ItemID: Size](minimumCapacity: snapshot.numberOfItems)
        let move = drag?.move
        for (s, count) in layout.itemCounts.enumerated() {
            for i in 0..<count {
                let path = ItemPath(s, i)
                if let item = displayedItem(at: path, move: move), let size = layout.itemSize(at: path) { byItem[item] = size }
            }
        }
        return snapshot.sections.map { section in section.1.map { byItem[$0] ?? .zero } }
    }
}
