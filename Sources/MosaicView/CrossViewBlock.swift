import MosaicCore

/// Items arriving in or leaving one view's model as a unit of a transaction between the views
/// of a ``CollectionViewGroup`` (a hand-over, a homecoming, the undo of a move between views):
/// the identities, the model paths they occupy (ascending; insertion paths, valid when inserted
/// in order) and each item's size, which travels with it.
///
/// A value: where a block goes is decided here and in ``CrossViewPaths`` from the model's
/// counts; the view only applies it (``insert(into:)``, ``delete(from:)``) inside an animated
/// relayout. Invariant: `items`, `paths` and `sizes` have the same count.
struct CrossViewBlock<ItemID: Hashable & Sendable>: Equatable {
    /// The identities, in model order.
    var items: [ItemID]
    /// Their paths in the model (ascending).
    var paths: [ItemPath]
    /// Their sizes, in the same order.
    var sizes: [Size]

    /// A block of `items` with `sizes` at `paths`.
    init(items: [ItemID], paths: [ItemPath], sizes: [Size]) {
        precondition(items.count == paths.count && items.count == sizes.count,
                     "a block of \(items.count) items needs as many paths and sizes (got \(paths.count) and \(sizes.count))")
        self.items = items
        self.paths = paths
        self.sizes = sizes
    }

    /// The block `items` form in `snapshot` (found by identity, sorted into model order), with
    /// their sizes in `layout` (zero when the layout has none). Nil when `items` is empty or one
    /// of them is not in the model. - Complexity: O(n) per item to find it.
    init?<S: Hashable & Sendable>(finding items: [ItemID], in snapshot: SectionedSnapshot<S, ItemID>, layout: AnyLayout) {
        guard !items.isEmpty else { return nil }
        var found: [(path: ItemPath, item: ItemID)] = []
        for item in items {
            guard let path = snapshot.path(of: item) else { return nil }
            found.append((path, item))
        }
        found.sort { $0.path < $1.path }
        self.init(items: found.map(\.item), paths: found.map(\.path),
                  sizes: found.map { layout.itemSize(at: $0.path) ?? Size(width: 0, height: 0) })
    }

    /// `items` of `sizes` arriving as one contiguous block at `start`, clamped into a model of
    /// `counts` (at least one section). Nil when `items` is empty or the counts differ, or the
    /// model has no section. - Complexity: O(items).
    init?(arriving items: [ItemID], sizes: [Size], at start: ItemPath, counts: [Int]) {
        guard !items.isEmpty, items.count == sizes.count, !counts.isEmpty else { return nil }
        self.init(items: items, paths: CrossViewPaths.contiguous(from: CrossViewPaths.clamped(start, counts: counts),
                                                                   count: items.count), sizes: sizes)
    }

    /// Inserts the block's items not yet in the model at their paths, in order, model then
    /// layout (an edit the model or the layout refuses is a programming error, see
    /// ``CollectionState/edit(_:model:layout:)``). - Complexity: the model's insertions.
    func insert<S>(into state: inout CollectionState<S, ItemID>) {
        for (i, path) in paths.enumerated() where !state.snapshot.contains(items[i]) {
            state.edit("insert \(items[i]) at \(path) from another view") { try $0.insert(items[i], at: path) }
                layout: { try $0.insertItem(at: path, size: sizes[i]) }
        }
    }

    /// Deletes the block's paths from model and layout (the items must be there).
    /// - Complexity: the model's deletion.
    func delete<S>(from state: inout CollectionState<S, ItemID>) {
        state.edit("take \(items) out for another view") { _ = try $0.delete(at: paths) }
            layout: { try $0.deleteItems(at: paths) }
    }
}
