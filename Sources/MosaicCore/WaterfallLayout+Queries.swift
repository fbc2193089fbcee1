extension WaterfallLayout {
    /// Left to right, before the mirror (``MirroringLayout``):
    /// The attributes of an item at rest, nil when the path is out of range.
    /// - Complexity: O(1).
    public func logicalAttributesForItem(at path: ItemPath) -> LayoutAttributes? {
        guard isValid(path) else { return nil }
        return LayoutAttributes(kind: .cell, path: path, frame: itemFrame(path))
    }

    /// Left to right, before the mirror (``MirroringLayout``):
    /// A section's header or footer (path `ItemPath(section, 0)`), nil for `.cell`, an
    /// out-of-range section, or a zero height.
    /// - Complexity: O(1).
    public func logicalSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes? {
        guard section >= 0, section < itemHeights.count,
              let frame = supplementaryFrame(kind, section) else { return nil }
        return LayoutAttributes(kind: kind, path: ItemPath(section, 0), frame: frame)
    }

    /// Left to right, before the mirror (``MirroringLayout``):
    /// Every header, cell and footer whose frame intersects `rect`
    /// (`Rect.intersects`: touching edges do not count); per section: header, cells column by
    /// column (each by ascending index), footer.
    /// - Complexity: O(log sections + log n + columns + k) for k results (a column whose last
    ///   items start many rows above `rect` adds a binary search of that column).
    public func logicalAttributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for section in SectionedLayoutSupport.sections(intersecting: rect.minY, rect.maxY, starts: sectionStarts) {
            if let header = logicalSupplementary(.header, inSection: section), header.frame.intersects(rect) {
                result.append(header)
            }
            appendItems(in: section, rect: rect, to: &result)
            if let footer = logicalSupplementary(.footer, inSection: section), footer.frame.intersects(rect) {
                result.append(footer)
            }
        }
        return result
    }

    /// The cells of `section` meeting `rect`, column by column, each by ascending index.
    ///
    /// Each item goes to the shortest column, whose top never decreases, so the items' ys are
    /// non-decreasing by index: one binary search over the flat ys finds the first item
    /// starting below `rect.minY`; the cells starting above it that can reach into `rect` are
    /// the last two members of each column before it (one more than needed, against
    /// rounding), found by a short backward walk over the flat column numbers (or, past a few
    /// rows, by a binary search of that column's bottoms). The walk forward stops at the first
    /// item starting at or below `rect.maxY`. Frames use `itemFrame`'s formulas, hoisted.
    private func appendItems(in section: Int, rect: Rect, to result: inout [LayoutAttributes]) {
        let table = columnTables[section], heights = itemHeights[section]
        let placed = min(table.placedCount, heights.count, table.ys.count)
        guard placed > 0 else { return }
        let inset = insets(section)
        let top = itemsTop(section), width = columnWidth(inSection: section)
        let columnCount = self.columnCount, spacing = self.spacing
        table.ys.withUnsafeBufferPointer { ys in
            heights.withUnsafeBufferPointer { heightBuffer in
                table.columns.withUnsafeBufferPointer { columns in
                    let low = rect.minY - top
                    let first = SectionedLayoutSupport.partitionPoint(placed) { ys[$0] > low }
                    var past = first
                    while past < placed, top + ys[past] < rect.maxY { past += 1 }
                    // Up to two members of each column before `first`, latest first (on the stack).
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * columnCount) { before in
                        before.initialize(repeating: -1)
                        var missing = 2 * columnCount
                        var i = first - 1
                        let walkLimit = max(0, first - 4 * columnCount - 8)
                        while i >= walkLimit, missing > 0 {
                            let c = Int(columns[i])
                            if before[2 * c] < 0 { before[2 * c] = i; missing -= 1 }
                            else if before[2 * c + 1] < 0 { before[2 * c + 1] = i; missing -= 1 }
                            i -= 1
                        }
                        let walkedAll = i < 0
                        func emit(_ item: Int, x: Double) {
                            let frame = Rect(x: x, y: top + ys[item], width: width, height: heightBuffer[item])
                            if frame.intersects(rect) {
                                result.append(LayoutAttributes(kind: .cell, path: ItemPath(section, item), frame: frame))
                            }
                        }
                        for column in 0..<columnCount {
                            let x = inset.left + Double(column) * (width + spacing)
                            guard x < rect.maxX, rect.minX < x + width else { continue }
                            if walkedAll || before[2 * column + 1] >= 0 {
                                if before[2 * column + 1] >= 0 { emit(before[2 * column + 1], x: x) }
                                if before[2 * column] >= 0 { emit(before[2 * column], x: x) }
                            } else {
                                // A column whose last items before `first` lie many rows back.
                                let members = table.members[column]
                                var position = max(0, table.firstMember(in: column, endingAfter: low, heights: heights) - 1)
                                while position < members.count, Int(members[position]) < first {
                                    emit(Int(members[position]), x: x)
                                    position += 1
                                }
                            }
                            for item in first..<past where Int(columns[item]) == column { emit(item, x: x) }
                        }
                    }
                }
            }
        }
    }

    /// Left to right, before the mirror (``MirroringLayout``):
    /// The item whose frame contains `point` (half-open), nil over gaps, insets,
    /// headers and footers, or for a non-finite point.
    /// - Complexity: O(log sections + log n).
    public func logicalItemPath(at point: Point) -> ItemPath? {
        guard point.isFinite else { return nil }
        for section in SectionedLayoutSupport.sections(near: point.y, starts: sectionStarts)
        where !itemHeights[section].isEmpty {
            // One inset lookup per section; the column holding x is found by arithmetic
            // (checking its neighbour too, against floating-point rounding), then one binary
            // search in that column. Same formulas as `itemFrame`, so it agrees with the frames.
            let inset = insets(section)
            let room = storedContainerSize.width - inset.left - inset.right - spacing * Double(columnCount - 1)
            let width = max(0, room / Double(columnCount))
            let step = width + spacing
            guard width > 0, step > 0 else { continue }
            let guess = SectionedLayoutSupport.clampedFloor((point.x - inset.left) / step, lower: 0, upper: columnCount - 1)
            let top = sectionStarts[section] + headerHeight(section) + inset.top
            let table = columnTables[section]
            let heights = itemHeights[section]
            for column in max(0, guess - 1)...guess {
                let x = inset.left + Double(column) * (width + spacing)
                guard point.x >= x, point.x < x + width else { continue }
                let position = table.firstMember(in: column, endingAfter: point.y - top, heights: heights)
                let list = table.members[column]
                guard position < list.count else { continue }
                let item = Int(list[position])
                let y = top + table.ys[item]
                if point.y >= y, point.y < y + heights[item] { return ItemPath(section, item) }
            }
        }
        return nil
    }

    /// The column nearest to `x` (the one holding it, or across a gap the nearer one, the
    /// left one on a tie; clamped to the columns).
    func nearestColumn(to x: Double, section: Int, width: Double) -> Int {
        let step = width + spacing
        guard step > 0 else { return 0 }
        let left = insets(section).left
        var column = SectionedLayoutSupport.clampedFloor((x - left) / step, lower: 0, upper: columnCount - 1)
        let gap = x - (columnX(column, section: section, width: width) + width)
        if gap > 0, column + 1 < columnCount, columnX(column + 1, section: section, width: width) - x < gap {
            column += 1
        }
        return column
    }

    /// Left to right, before the mirror (``MirroringLayout``):
    /// Where an item dropped at `point` would be inserted (a slot `0...count` of a section).
    ///
    /// Above the content the first section is used, below it the last. In a section: a header,
    /// the top inset or anything above the columns gives slot 0; the bottom inset, a footer or
    /// anything at or below the tallest column's bottom gives the end (`count`); an empty
    /// section gives 0. Otherwise, in the nearest column (on a tie, the one nearer the leading
    /// edge): over an item, its index in its top half and index + 1 in its bottom half; in the
    /// gap between two items, the slot next to the nearer one (after the upper one on a tie);
    /// below the column's last item, after it; in an empty column, the end. Nil only without
    /// sections or for a non-finite point.
    /// - Complexity: O(log sections + log n).
    public func logicalInsertionSlot(nearest point: Point) -> ItemPath? {
        guard point.isFinite,
              let section = SectionedLayoutSupport.clampedSection(for: point.y, starts: sectionStarts)
        else { return nil }
        let heights = itemHeights[section], count = heights.count
        let top = itemsTop(section)
        guard count > 0, point.y >= top else { return ItemPath(section, 0) }
        guard point.y < top + itemsExtent(section) else { return ItemPath(section, count) }
        let table = columnTables[section]
        let column = nearestColumn(to: point.x, section: section, width: columnWidth(inSection: section))
        let list = table.members[column]
        guard !list.isEmpty else { return ItemPath(section, count) }
        let y = point.y - top
        let position = table.firstMember(in: column, endingAfter: y, heights: heights)
        guard position < list.count else { return ItemPath(section, Int(list[list.count - 1]) + 1) }
        let item = Int(list[position])
        let itemTop = table.ys[item]
        if y >= itemTop {
            return ItemPath(section, y < itemTop + heights[item] / 2 ? item : item + 1)
        }
        guard position > 0 else { return ItemPath(section, item) }
        let above = Int(list[position - 1])
        let aboveBottom = table.ys[above] + heights[above]
        return ItemPath(section, y - aboveBottom <= itemTop - y ? above + 1 : item)
    }
}
