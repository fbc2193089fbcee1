extension WaterfallLayout {
    private var counts: [Int] { itemCounts }

    /// Moves an item (and its height) from `from` to `to`, a path in the result (remove, then
    /// insert; across sections, into an empty section or to the end are allowed). Each touched
    /// section is placed again from its first changed index only.
    /// - Throws: `sectionOutOfRange` / `itemOutOfRange`; the layout is then unchanged.
    /// - Complexity: O(columns · log n + changed items · columns + sections).
    public mutating func moveItem(from: ItemPath, to: ItemPath) throws {
        try SectionedLayoutSupport.checkMove(from: from, to: to, counts: counts)
        SectionedLayoutSupport.move(&itemHeights, from: from, to: to)
        relayout(from: SectionedLayoutSupport.changes(move: from, to: to), allFrom: itemHeights.count)
    }

    /// Swaps the heights of two items and places again from the earlier one.
    /// - Throws: `sectionOutOfRange` / `itemOutOfRange`; the layout is then unchanged.
    /// - Complexity: O(columns · log n + changed items · columns + sections).
    public mutating func exchangeItem(at a: ItemPath, with b: ItemPath) throws {
        try SectionedLayoutSupport.checkItem(a, counts: counts)
        try SectionedLayoutSupport.checkItem(b, counts: counts)
        guard a != b else { return }
        SectionedLayoutSupport.exchange(&itemHeights, a, b)
        relayout(from: SectionedLayoutSupport.changes(exchange: a, b), allFrom: itemHeights.count)
    }

    /// Removes items given by their paths before the deletion.
    /// - Throws: `sectionOutOfRange` / `itemOutOfRange`, or `invalidUpdate` for a duplicate
    ///   path; the layout is then unchanged.
    /// - Complexity: O(k log k + columns · log n + changed items · columns + sections).
    public mutating func deleteItems(at paths: [ItemPath]) throws {
        let plan = try SectionedLayoutSupport.deletionPlan(paths, counts: counts)
        guard !plan.isEmpty else { return }
        SectionedLayoutSupport.delete(&itemHeights, plan: plan)
        relayout(from: SectionedLayoutSupport.changes(deletion: plan), allFrom: itemHeights.count)
    }

    /// Inserts an item of height `size.height` at `path` (`0...count`); the width is ignored.
    /// - Throws: `sectionOutOfRange` / `itemOutOfRange`, or `invalidParameter` unless the
    ///   height is finite in `0...1_000_000`; the layout is then unchanged.
    /// - Complexity: O(columns · log n + changed items · columns + sections).
    public mutating func insertItem(at path: ItemPath, size: Size) throws {
        try SectionedLayoutSupport.checkSlot(path, counts: counts)
        let height = try SectionedLayoutSupport.validatedExtent(size.height, name: "size.height")
        itemHeights[path.section].insert(height, at: path.item)
        relayout(from: [path.section: path.item], allFrom: itemHeights.count)
    }

    /// Changes one item's height and places again from it.
    /// - Throws: `sectionOutOfRange` / `itemOutOfRange`, or `invalidParameter` unless finite
    ///   in `0...1_000_000`; the layout is then unchanged.
    /// - Complexity: O(columns · log n + changed items · columns + sections).
    public mutating func setItemHeight(_ height: Double, at path: ItemPath) throws {
        try SectionedLayoutSupport.checkItem(path, counts: counts)
        itemHeights[path.section][path.item] = try SectionedLayoutSupport.validatedExtent(
            height, name: "itemHeights[\(path.section)][\(path.item)]")
        relayout(from: [path.section: path.item], allFrom: itemHeights.count)
    }

    /// Replaces all items: one section per entry, using each size's height (NaN or negative
    /// heights become 0, heights above 1 000 000 are clamped).
    /// - Complexity: O(n · columns).
    public mutating func reload(sizes: [[Size]]) {
        reload(itemHeights: sizes.map { $0.map(\.height) })
    }

    /// Replaces all items by these heights (sanitized as in `reload(sizes:)`).
    /// - Complexity: O(n · columns).
    public mutating func reload(itemHeights heights: [[Double]]) {
        itemHeights = heights.map { $0.map(SectionedLayoutSupport.sanitizedExtent) }
        columnTables = []
        invalidate()
    }

    // MARK: - Parameters

    /// Sets `spacing`, clamped to `spacingRange`, and relays out. Meant for continuous
    /// changes (a pinch); NaN is ignored.
    /// - Complexity: O(n · columns).
    public mutating func setSpacing(_ value: Double) {
        guard let clamped = SectionedLayoutSupport.clamped(value, to: Self.spacingRange) else { return }
        spacing = clamped
        invalidate()
    }

    /// Sets `columnCount`, clamped to `columnCountRange`, and relays out.
    /// - Complexity: O(n · columns).
    public mutating func setColumnCount(_ count: Int) {
        let clamped = min(max(count, Self.columnCountRange.lowerBound), Self.columnCountRange.upperBound)
        guard clamped != columnCount else { return }
        columnCount = clamped
        invalidate()
    }

    /// Sets the insets of every section without an override.
    /// - Throws: `invalidParameter` unless every edge is finite and in `0...1_000_000`.
    public mutating func setSectionInset(_ insets: EdgeInsets) throws {
        sectionInset = try SectionedLayoutSupport.validatedInsets(insets, name: "sectionInset")
        invalidate()
    }

    /// Overrides (or with nil, stops overriding) one section's insets. Only the section table
    /// is recomputed (item placement is relative to the section and its columns).
    /// - Throws: `sectionOutOfRange`, or `invalidParameter` for an invalid edge.
    public mutating func setSectionInset(_ insets: EdgeInsets?, forSection section: Int) throws {
        try SectionedLayoutSupport.checkSection(section, counts: counts)
        sectionInsetOverrides[section] = try insets.map {
            try SectionedLayoutSupport.validatedInsets($0, name: "sectionInsetOverrides[\(section)]")
        }
        relayout(from: [section: itemHeights[section].count], allFrom: itemHeights.count)
    }

    /// Sets one section's header height (0 removes the header). Only the section table is
    /// recomputed.
    /// - Throws: `sectionOutOfRange`, or `invalidParameter` unless finite in `0...1_000_000`.
    /// - Complexity: O(sections).
    public mutating func setHeaderHeight(_ height: Double, forSection section: Int) throws {
        try SectionedLayoutSupport.checkSection(section, counts: counts)
        let value = try SectionedLayoutSupport.validatedExtent(height, name: "headerHeights[\(section)]")
        SectionedLayoutSupport.store(value, at: section, in: &headerHeights)
        relayout(from: [section: itemHeights[section].count], allFrom: itemHeights.count)
    }

    /// Sets one section's footer height (0 removes the footer).
    /// - Throws: `sectionOutOfRange`, or `invalidParameter` unless finite in `0...1_000_000`.
    /// - Complexity: O(sections).
    public mutating func setFooterHeight(_ height: Double, forSection section: Int) throws {
        try SectionedLayoutSupport.checkSection(section, counts: counts)
        let value = try SectionedLayoutSupport.validatedExtent(height, name: "footerHeights[\(section)]")
        SectionedLayoutSupport.store(value, at: section, in: &footerHeights)
        relayout(from: [section: itemHeights[section].count], allFrom: itemHeights.count)
    }
}
