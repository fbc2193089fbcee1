extension FlowLayout {
    /// Left to right, before the mirror (``MirroringLayout``):
    /// The attributes of an item at rest, nil when the path is out of range.
    /// - Complexity: O(1) when uniform, O(log lines of its section) per item.
    public func logicalAttributesForItem(at path: ItemPath) -> LayoutAttributes? {
        guard isValid(path) else { return nil }
        return LayoutAttributes(kind: .cell, path: path, frame: itemFrame(path))
    }

    /// Left to right, before the mirror (``MirroringLayout``):
    /// A section's header or footer (path `ItemPath(section, 0)`), nil for `.cell`, an
    /// out-of-range section, or a zero size.
    /// - Complexity: O(1).
    public func logicalSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes? {
        guard section >= 0, section < counts.count,
              let frame = supplementaryFrame(kind, section) else { return nil }
        return LayoutAttributes(kind: kind, path: ItemPath(section, 0), frame: frame)
    }

    /// Left to right, before the mirror (``MirroringLayout``):
    /// Every header, cell and footer whose frame intersects `rect` (`Rect.intersects`:
    /// touching edges do not count), sections in order, each section as header, cells in
    /// line order, footer.
    /// - Complexity: O(log sections + k) when uniform; O(log sections + log n + k + the
    ///   lengths of the lines crossing the rectangle's edges) per item, for k results.
    public func logicalAttributes(in rect: Rect) -> [LayoutAttributes] {
        let main = axis.mainRange(rect), cross = axis.crossRange(rect)
        var result: [LayoutAttributes] = []
        for section in SectionedLayoutSupport.sections(intersecting: main.low, main.high, starts: sectionStarts) {
            if let header = logicalSupplementary(.header, inSection: section), header.frame.intersects(rect) {
                result.append(header)
            }
            appendItems(in: section, rect: rect, main: main, cross: cross, to: &result)
            if let footer = logicalSupplementary(.footer, inSection: section), footer.frame.intersects(rect) {
                result.append(footer)
            }
        }
        return result
    }

    private func appendItems(in section: Int, rect: Rect, main: (low: Double, high: Double),
                             cross: (low: Double, high: Double), to result: inout [LayoutAttributes]) {
        guard counts[section] > 0 else { return }
        let start = itemsStart(section)
        for line in candidateLines(section, start: start, main: main) {
            for item in candidateItems(section, line: line, cross: cross) {
                let path = ItemPath(section, item)
                let frame = itemFrame(path)
                if frame.intersects(rect) { result.append(LayoutAttributes(kind: .cell, path: path, frame: frame)) }
            }
        }
    }

    /// Lines whose `[start, end)` along the scroll axis may meet `main` (superset, ±1 line).
    private func candidateLines(_ section: Int, start: Double, main: (low: Double, high: Double)) -> Range<Int> {
        if let grid = uniformGrid(section) {
            let last = grid.lineCount - 1
            let first = SectionedLayoutSupport.clampedFloor(
                (main.low - start - grid.mainLength) / grid.mainStep, lower: 0, upper: last)
            let past = SectionedLayoutSupport.clampedFloor(
                (main.high - start) / grid.mainStep + 2, lower: 0, upper: last + 1)
            return first < past ? first..<past : first..<first
        }
        let table = lineTables[section]
        return SectionedLayoutSupport.candidateRange(
            count: table.lineCount,
            endsAfterLow: { start + table.lineOffsets[$0] + table.lineExtents[$0] > main.low },
            startsBeforeHigh: { start + table.lineOffsets[$0] < main.high })
    }

    /// Items of `line` whose `[start, end)` along the line axis may meet `cross` (superset).
    private func candidateItems(_ section: Int, line: Int, cross: (low: Double, high: Double)) -> Range<Int> {
        if let grid = uniformGrid(section) {
            let items = grid.items(ofLine: line)
            let first = SectionedLayoutSupport.clampedFloor(
                (cross.low - grid.crossLeading - grid.crossLength) / grid.crossStep, lower: 0, upper: items.count)
            let past = SectionedLayoutSupport.clampedFloor(
                (cross.high - grid.crossLeading) / grid.crossStep + 2, lower: 0, upper: items.count)
            return first < past ? (items.lowerBound + first)..<(items.lowerBound + past) : items.lowerBound..<items.lowerBound
        }
        let table = lineTables[section], sizes = itemSizes[section], axis = self.axis
        let items = table.items(ofLine: line, itemCount: counts[section])
        let range = SectionedLayoutSupport.candidateRange(
            count: items.count,
            endsAfterLow: { table.crossOffsets[items.lowerBound + $0] + axis.cross(sizes[items.lowerBound + $0]) > cross.low },
            startsBeforeHigh: { table.crossOffsets[items.lowerBound + $0] < cross.high })
        return (items.lowerBound + range.lowerBound)..<(items.lowerBound + range.upperBound)
    }

    /// Left to right, before the mirror (``MirroringLayout``):
    /// The item whose frame contains `point` (half-open), nil over gaps, insets,
    /// headers and footers, or for a non-finite point.
    /// - Complexity: O(log sections) when uniform, O(log sections + log n) per item.
    public func logicalItemPath(at point: Point) -> ItemPath? {
        guard point.isFinite else { return nil }
        let main = axis.main(point), cross = axis.cross(point)
        for section in SectionedLayoutSupport.sections(near: main, starts: sectionStarts) where counts[section] > 0 {
            let start = itemsStart(section)
            let lines = candidateLines(section, start: start, main: (main, main))
            for line in lines {
                for item in candidateItems(section, line: line, cross: (cross, cross)) {
                    let path = ItemPath(section, item)
                    if itemFrame(path).contains(point) { return path }
                }
            }
        }
        return nil
    }

    /// Left to right, before the mirror (``MirroringLayout``):
    /// Where an item dropped at `point` would be inserted (a slot `0...count` of a section).
    ///
    /// Above the content the first section is used, below it the last. In a section: a header,
    /// the leading inset or anything before the first line gives slot 0; the trailing inset, a
    /// footer or anything past the last line gives the end (`count`); an empty section gives
    /// 0. Between lines the nearer line is used (the earlier one on a tie). In a line, the slot
    /// is before the first item whose center (along the line) is past
    /// the point: over an item, before it in its leading half, after it in its trailing half; in a gap, the slot between
    /// its two neighbours. Nil only without sections or for a non-finite point.
    /// - Complexity: O(log sections) when uniform, O(log sections + log n) per item.
    public func logicalInsertionSlot(nearest point: Point) -> ItemPath? {
        guard point.isFinite,
              let section = SectionedLayoutSupport.clampedSection(for: axis.main(point), starts: sectionStarts)
        else { return nil }
        let count = counts[section]
        let main = axis.main(point), cross = axis.cross(point)
        let start = itemsStart(section), end = start + itemsExtent(section)
        guard count > 0, main >= start else {
            return ItemPath(section, 0)
        }
        guard main < end else { return ItemPath(section, count) }
        if let grid = uniformGrid(section) {
            let relative = main - start
            var line = SectionedLayoutSupport.clampedFloor(relative / grid.mainStep, lower: 0, upper: grid.lineCount - 1)
            let gapAfter = relative - (grid.lineOffset(line) + grid.mainLength)
            if gapAfter > 0, line + 1 < grid.lineCount, grid.lineOffset(line + 1) - relative < gapAfter {
                line += 1
            }
            let items = grid.items(ofLine: line)
            let before = SectionedLayoutSupport.clampedFloor(
                (cross - grid.crossLeading - grid.crossLength / 2) / grid.crossStep + 1, lower: 0, upper: items.count)
            return ItemPath(section, items.lowerBound + before)
        }
        let table = lineTables[section], sizes = itemSizes[section], axis = self.axis
        var line = SectionedLayoutSupport.partitionPoint(table.lineCount) {
            start + table.lineOffsets[$0] + table.lineExtents[$0] > main
        }
        line = min(line, table.lineCount - 1)
        if line > 0, main < start + table.lineOffsets[line] {
            let previousEnd = start + table.lineOffsets[line - 1] + table.lineExtents[line - 1]
            if main - previousEnd <= start + table.lineOffsets[line] - main { line -= 1 }
        }
        let items = table.items(ofLine: line, itemCount: count)
        let before = SectionedLayoutSupport.partitionPoint(items.count) {
            let item = items.lowerBound + $0
            return table.crossOffsets[item] + axis.cross(sizes[item]) / 2 > cross
        }
        return ItemPath(section, items.lowerBound + before)
    }
}
