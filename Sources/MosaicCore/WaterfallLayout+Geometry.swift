extension WaterfallLayout {
    /// The section's insets (its override, or `sectionInset`).
    func insets(_ section: Int) -> EdgeInsets { sectionInsetOverrides[section] ?? sectionInset }
    func headerHeight(_ section: Int) -> Double { SectionedLayoutSupport.value(headerHeights, at: section) }
    func footerHeight(_ section: Int) -> Double { SectionedLayoutSupport.value(footerHeights, at: section) }

    /// Offset of the section's content top from the section's start: header + top inset.
    func itemsOrigin(_ section: Int) -> Double { headerHeight(section) + insets(section).top }
    /// Absolute y of the section's content top.
    func itemsTop(_ section: Int) -> Double { sectionStarts[section] + itemsOrigin(section) }
    func itemsExtent(_ section: Int) -> Double {
        section < columnTables.count ? columnTables[section].itemsExtent : 0
    }
    /// Offset of the section's footer from the section's start.
    func footerOrigin(_ section: Int) -> Double {
        itemsOrigin(section) + itemsExtent(section) + insets(section).bottom
    }
    func sectionHeight(_ section: Int) -> Double { footerOrigin(section) + footerHeight(section) }

    /// The x of a column's left edge.
    func columnX(_ column: Int, section: Int, width: Double) -> Double {
        insets(section).left + Double(column) * (width + spacing)
    }

    // MARK: - Relayout

    /// Recomputes every section and the section table.
    /// - Complexity: O(n · columns).
    public mutating func invalidate() {
        relayout(from: [:], allFrom: 0)
    }

    /// Recomputes from `path` onward in reading order: its section from `path.item` (items
    /// before it keep their frames and are not placed again), every later section, and the
    /// section table. An out-of-range section does nothing; the item index is clamped.
    /// - Complexity: O(columns · log n + items from `path` on · columns + sections).
    public mutating func invalidate(from path: ItemPath) {
        guard path.section < itemHeights.count else { return }
        let section = max(0, path.section)
        relayout(from: [section: path.section < 0 ? 0 : max(0, path.item)], allFrom: section + 1)
    }

    /// Relays out each section of `changes` from its index and every section from `allFrom`
    /// on fully, then rebuilds the section table from the first touched section.
    mutating func relayout(from changes: [Int: Int], allFrom: Int) {
        let sectionCount = itemHeights.count
        if columnTables.count != sectionCount {
            columnTables = Array(repeating: ColumnTable(), count: sectionCount)
        }
        for (section, item) in changes where section < allFrom && section < sectionCount {
            layoutSection(section, from: item)
        }
        let full = max(0, allFrom)
        if full < sectionCount {
            for section in full..<sectionCount { layoutSection(section, from: 0) }
        }
        let firstTouched = max(0, min(changes.keys.min() ?? allFrom, allFrom))
        var starts: [Double] = []
        swap(&starts, &sectionStarts)
        SectionedLayoutSupport.rebuildStarts(&starts, sectionCount: sectionCount, from: firstTouched) {
            sectionHeight($0)
        }
        sectionStarts = starts
    }

    /// Places one section's items from `item` on (only down to `placementLimit`, when set).
    mutating func layoutSection(_ section: Int, from item: Int) {
        var limit = Double.infinity
        if let placementLimit, section < sectionStarts.count {
            limit = placementLimit - sectionStarts[section] - itemsOrigin(section)
        }
        placementsPerformed += columnTables[section].layout(
            itemHeights[section], from: item, columnCount: columnCount, spacing: spacing, limitY: limit)
    }

    /// True when every item is placed (no placement limit cut a section short).
    public var isPlacementComplete: Bool {
        columnTables.indices.allSatisfy { columnTables[$0].placedCount >= itemHeights[$0].count }
    }

    /// Sets how far down (content y) edits place items. During a live drag over a long
    /// waterfall, an edit near the top would otherwise place every later item again (O(n));
    /// with a limit just below the viewport it places only what can be seen, and the rest waits.
    /// Items beyond the limit are not returned by queries (their frames are not current) and
    /// the content size keeps its previous estimate. Raising the limit continues the placement;
    /// `nil` completes it (O(n − placed)) — call it when the drag ends.
    /// - Complexity: O(items placed to reach the new limit).
    public mutating func setPlacementLimit(_ limit: Double?) {
        placementLimit = limit.flatMap { $0.isNaN ? nil : $0 }
        let partial = columnTables.indices.filter { columnTables[$0].placedCount < itemHeights[$0].count }
        guard !partial.isEmpty else { return }
        var changes: [Int: Int] = [:]
        for section in partial { changes[section] = columnTables[section].placedCount }
        relayout(from: changes, allFrom: itemHeights.count)
    }

    // MARK: - Frames

    /// The frame of an existing item (unchecked path).
    /// - Complexity: O(1).
    func itemFrame(_ path: ItemPath) -> Rect {
        let table = columnTables[path.section]
        let width = columnWidth(inSection: path.section)
        return Rect(x: columnX(Int(table.columns[path.item]), section: path.section, width: width),
                    y: itemsTop(path.section) + table.ys[path.item],
                    width: width, height: itemHeights[path.section][path.item])
    }

    /// The frame of a section's header or footer, nil when absent (zero height).
    func supplementaryFrame(_ kind: ElementKind, _ section: Int) -> Rect? {
        let height: Double, origin: Double
        switch kind {
        case .header: height = headerHeight(section); origin = 0
        case .footer: height = footerHeight(section); origin = footerOrigin(section)
        case .cell: return nil
        }
        guard height > 0 else { return nil }
        return Rect(x: 0, y: sectionStarts[section] + origin, width: storedContainerSize.width, height: height)
    }
}
