extension FlowLayout {
    /// The closed form of a uniformly sized section: `capacity` items per line, lines
    /// `mainStep` apart, items `crossStep` apart.
    struct UniformGrid {
        var itemSize: Size
        var mainLength: Double
        var crossLength: Double
        var mainStep: Double
        var crossStep: Double
        var crossLeading: Double
        /// Items per line (≥ 1).
        var capacity: Int
        var count: Int

        var lineCount: Int { count == 0 ? 0 : (count - 1) / capacity + 1 }

        /// Offset of line `line` from the section's first line.
        func lineOffset(_ line: Int) -> Double { Double(line) * mainStep }

        var itemsExtent: Double { count == 0 ? 0 : lineOffset(lineCount - 1) + mainLength }

        /// The items of line `line`.
        func items(ofLine line: Int) -> Range<Int> {
            let start = line * capacity
            return start..<max(start, min(count, start + capacity))
        }

        /// Cross coordinate of the item at position `slot` of its line.
        func crossOffset(_ slot: Int) -> Double { crossLeading + Double(slot) * crossStep }
    }

    /// The section's insets (its override, or `sectionInset`).
    func insets(_ section: Int) -> EdgeInsets { sectionInsetOverrides[section] ?? sectionInset }
    func headerExtent(_ section: Int) -> Double { SectionedLayoutSupport.value(headerSizes, at: section) }
    func footerExtent(_ section: Int) -> Double { SectionedLayoutSupport.value(footerSizes, at: section) }

    /// Offset of the section's first line from the section's start: header + leading inset.
    func itemsOrigin(_ section: Int) -> Double { headerExtent(section) + axis.mainLeading(insets(section)) }

    /// Absolute scroll-axis coordinate of the section's first line.
    func itemsStart(_ section: Int) -> Double { sectionStarts[section] + itemsOrigin(section) }

    /// Extent of the section's lines along the scroll axis.
    func itemsExtent(_ section: Int) -> Double {
        if let grid = uniformGrid(section) { return grid.itemsExtent }
        return section < lineTables.count ? lineTables[section].itemsExtent : 0
    }

    /// Offset of the section's footer from the section's start.
    func footerOrigin(_ section: Int) -> Double {
        itemsOrigin(section) + itemsExtent(section) + axis.mainTrailing(insets(section))
    }

    /// The section's extent along the scroll axis.
    func sectionExtent(_ section: Int) -> Double { footerOrigin(section) + footerExtent(section) }

    /// The section's line metrics for the per-item walk.
    func lineMetrics(_ section: Int) -> LineTable.Metrics {
        let inset = insets(section)
        return LineTable.Metrics(
            axis: axis, crossLeading: axis.crossLeading(inset),
            crossLimit: axis.crossExtent(of: storedContainerSize) - axis.crossTrailing(inset),
            interitemSpacing: minimumInteritemSpacing, lineSpacing: minimumLineSpacing)
    }

    /// The closed form of the section when sizing is uniform, nil otherwise.
    /// - Complexity: O(1).
    func uniformGrid(_ section: Int) -> UniformGrid? {
        guard let size = uniformItemSize else { return nil }
        let metrics = lineMetrics(section)
        let mainLength = axis.main(size), crossLength = axis.cross(size)
        let crossStep = crossLength + minimumInteritemSpacing
        let room = metrics.crossLimit + SectionedLayoutSupport.fitTolerance(metrics.crossLimit)
            - metrics.crossLeading - crossLength
        // Item k of a line fits when crossLeading + k·crossStep + crossLength ≤ limit.
        let extra = room >= 0 ? SectionedLayoutSupport.clampedFloor(room / crossStep, lower: 0, upper: Int(Int32.max)) : 0
        var leading = metrics.crossLeading
        if centersUniformLines {
            // The room left after the full line's items, split on both sides.
            let used = Double(extra + 1) * crossLength + Double(extra) * minimumInteritemSpacing
            let leftover = metrics.crossLimit - metrics.crossLeading - used
            if leftover > 0, leftover.isFinite { leading += leftover / 2 }
        }
        return UniformGrid(itemSize: size, mainLength: mainLength, crossLength: crossLength,
                           mainStep: mainLength + minimumLineSpacing, crossStep: crossStep,
                           crossLeading: leading, capacity: extra + 1,
                           count: section < counts.count ? counts[section] : 0)
    }

    // MARK: - Relayout

    /// Recomputes everything: every section's lines (per-item) and the section table.
    /// - Complexity: O(sections) when uniform, O(n) when sized per item.
    public mutating func invalidate() {
        relayout(from: [:], allFrom: 0)
    }

    /// Recomputes from `path` onward in reading order: its section from `path.item` (the walk
    /// resumes in the line of the previous item), every later section fully, then the section
    /// table. Earlier items keep their frames. An out-of-range section does nothing; an item
    /// index is clamped to the section.
    /// - Complexity: O(items from `path` on + sections); O(sections) when uniform.
    public mutating func invalidate(from path: ItemPath) {
        guard path.section < counts.count else { return }
        let section = max(0, path.section)
        let item = path.section < 0 ? 0 : max(0, path.item)
        relayout(from: [section: item], allFrom: section + 1)
    }

    /// Relays out each section of `changes` from its index, and every section from `allFrom`
    /// on fully, then rebuilds the section table from the first touched section.
    mutating func relayout(from changes: [Int: Int], allFrom: Int) {
        let sectionCount = counts.count
        if uniformItemSize == nil {
            if itemSizes.count != sectionCount {
                itemSizes = counts.map { Array(repeating: Size.zero, count: $0) }
            }
            if lineTables.count != sectionCount {
                lineTables = Array(repeating: LineTable(), count: sectionCount)
            }
            for (section, item) in changes where section < allFrom && section < sectionCount {
                layoutSection(section, from: item)
            }
            for section in max(0, allFrom)..<max(max(0, allFrom), sectionCount) {
                layoutSection(section, from: 0)
            }
        } else {
            itemSizes = []
            lineTables = []
        }
        let firstTouched = min(changes.keys.min() ?? allFrom, allFrom)
        var starts: [Double] = []
        swap(&starts, &sectionStarts)
        SectionedLayoutSupport.rebuildStarts(&starts, sectionCount: sectionCount,
                                             from: max(0, firstTouched)) { sectionExtent($0) }
        sectionStarts = starts
    }

    /// Runs the per-item walk of one section from `item`.
    mutating func layoutSection(_ section: Int, from item: Int) {
        let metrics = lineMetrics(section)
        let placed = lineTables[section].layout(itemSizes[section], from: item, metrics: metrics)
        placementsPerformed += placed
    }

    // MARK: - Frames

    /// The frame of an existing item (unchecked path).
    /// - Complexity: O(1) uniform, O(log lines) per item.
    func itemFrame(_ path: ItemPath) -> Rect {
        let start = itemsStart(path.section)
        if let grid = uniformGrid(path.section) {
            let line = path.item / grid.capacity
            return axis.rect(main: start + grid.lineOffset(line),
                             cross: grid.crossOffset(path.item - line * grid.capacity),
                             mainLength: grid.mainLength, crossLength: grid.crossLength)
        }
        let table = lineTables[path.section]
        let size = itemSizes[path.section][path.item]
        return axis.rect(main: start + table.lineOffsets[table.line(containing: path.item)],
                         cross: table.crossOffsets[path.item],
                         mainLength: axis.main(size), crossLength: axis.cross(size))
    }

    /// The frame of a section's header or footer, nil when absent (zero extent).
    func supplementaryFrame(_ kind: ElementKind, _ section: Int) -> Rect? {
        let extent: Double, origin: Double
        switch kind {
        case .header: extent = headerExtent(section); origin = 0
        case .footer: extent = footerExtent(section); origin = footerOrigin(section)
        case .cell: return nil
        }
        guard extent > 0 else { return nil }
        return axis.rect(main: sectionStarts[section] + origin, cross: 0, mainLength: extent,
                         crossLength: axis.crossExtent(of: storedContainerSize))
    }
}
