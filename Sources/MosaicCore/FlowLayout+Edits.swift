extension FlowLayout {
    /// Moves an item (and its stored size) from `from` to `to`, a path in the result (remove,
    /// then insert; across sections, into an empty section or to the end are allowed).
    /// - Throws: `sectionOutOfRange` / `itemOutOfRange`; the layout is then unchanged.
    /// - Complexity: O(items after the first changed index in the touched sections + sections).
    public mutating func moveItem(from: ItemPath, to: ItemPath) throws {
        try SectionedLayoutSupport.checkMove(from: from, to: to, counts: counts)
        if uniformItemSize == nil { SectionedLayoutSupport.move(&itemSizes, from: from, to: to) }
        counts[from.section] -= 1
        counts[to.section] += 1
        relayout(from: SectionedLayoutSupport.changes(move: from, to: to), allFrom: counts.count)
    }

    /// Swaps the stored sizes of two items.
    /// - Throws: `sectionOutOfRange` / `itemOutOfRange`; the layout is then unchanged.
    /// - Complexity: O(items after the first changed index in the touched sections + sections).
    public mutating func exchangeItem(at a: ItemPath, with b: ItemPath) throws {
        try SectionedLayoutSupport.checkItem(a, counts: counts)
        try SectionedLayoutSupport.checkItem(b, counts: counts)
        guard a != b else { return }
        if uniformItemSize == nil { SectionedLayoutSupport.exchange(&itemSizes, a, b) }
        relayout(from: SectionedLayoutSupport.changes(exchange: a, b), allFrom: counts.count)
    }

    /// Removes items given by their paths before the deletion.
    /// - Throws: `sectionOutOfRange` / `itemOutOfRange`, or `invalidUpdate` for a duplicate
    ///   path; the layout is then unchanged.
    /// - Complexity: O(k log k + items after the first deleted index in the touched sections +
    ///   sections).
    public mutating func deleteItems(at paths: [ItemPath]) throws {
        let plan = try SectionedLayoutSupport.deletionPlan(paths, counts: counts)
        guard !plan.isEmpty else { return }
        if uniformItemSize == nil { SectionedLayoutSupport.delete(&itemSizes, plan: plan) }
        SectionedLayoutSupport.delete(counts: &counts, plan: plan)
        relayout(from: SectionedLayoutSupport.changes(deletion: plan), allFrom: counts.count)
    }

    /// Inserts an item of `size` at `path` (`0...count`). Uniform layouts ignore `size`.
    /// - Throws: `sectionOutOfRange` / `itemOutOfRange`, or `invalidParameter` for a NaN,
    ///   negative or too large dimension of a per-item size; the layout is then unchanged.
    /// - Complexity: O(items after `path` in its section + sections).
    public mutating func insertItem(at path: ItemPath, size: Size) throws {
        try SectionedLayoutSupport.checkSlot(path, counts: counts)
        if uniformItemSize == nil {
            let stored = Size(width: try SectionedLayoutSupport.validatedExtent(size.width, name: "size.width"),
                              height: try SectionedLayoutSupport.validatedExtent(size.height, name: "size.height"))
            itemSizes[path.section].insert(stored, at: path.item)
        }
        counts[path.section] += 1
        relayout(from: [path.section: path.item], allFrom: counts.count)
    }

    /// Replaces all items: one section per entry, with these sizes (per-item layouts store
    /// them, sanitized; uniform layouts use only the counts).
    /// - Complexity: O(n) per item, O(sections) when uniform.
    public mutating func reload(sizes: [[Size]]) {
        counts = sizes.map(\.count)
        if uniformItemSize == nil {
            itemSizes = sizes.map { $0.map(SectionedLayoutSupport.sanitizedSize) }
            lineTables = []
        }
        invalidate()
    }

    /// Replaces all items by these counts; per-item layouts size them with their closure.
    /// - Complexity: O(n) closure calls per item, O(sections) when uniform.
    public mutating func reload(itemCounts: [Int]) {
        counts = itemCounts.map { max(0, $0) }
        if uniformItemSize == nil {
            itemSizes = Self.evaluate(sizeProvider ?? { _ in Size.zero }, counts: counts)
            lineTables = []
        }
        invalidate()
    }
}
