extension WaterfallLayout {
    /// The attributes of an item at rest, nil when the path is out of range.
    /// - Complexity: O(1).
    public func attributesForItem(at path: ItemPath) -> LayoutAttributes? {
        guard isValid(path) else { return nil }
        return LayoutAttributes(kind: .cell, path: path, frame: itemFrame(path))
    }

    /// A section's header or footer (path `ItemPath(section, 0)`), nil for `.cell`, an
    /// out-of-range section, or a zero height.
    /// - Complexity: O(1).
    public func attributesForSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes? {
        guard section >= 0, section < itemHeights.count,
              let frame = supplementaryFrame(kind, section) else { return nil }
        return LayoutAttributes(kind: kind, path: ItemPath(section, 0), frame: frame)
    }

    /// Every header, cell and footer whose frame intersects `rect` (`Rect.intersects`:
    /// touching edges do not count); per section: header, cells column by column (each by
    /// ascending index), footer.
    /// - Complexity: O(log sections + columns · log n + k) for k results.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for section in SectionedLayoutSupport.sections(intersecting: rect.minY, rect.maxY, starts: sectionStarts) {
            if let header = attributesForSupplementary(.header, inSection: section), header.frame.intersects(rect) {
                result.append(header)
            }
            appendItems(in: section, rect: rect, to: &result)
            if let footer = attributesForSupplementary(.footer, inSection: section), footer.frame.intersects(rect) {
                result.append(footer)
            }
        }
        return result
    }

    private func appendItems(in section: Int, rect: Rect, to result: inout [LayoutAttributes]) {
        let table = columnTables[section], heights = itemHeights[section]
        guard !heights.isEmpty else { return }
        let top = itemsTop(section), width = columnWidth(inSection: section)
        let low = rect.minY, high = rect.maxY
        for column in 0..<columnCount {
            let x = columnX(column, section: section, width: width)
            guard x < rect.maxX, rect.minX < x + width else { continue }
            let list = table.members[column]
            let range = SectionedLayoutSupport.candidateRange(
                count: list.count,
                endsAfterLow: { top + table.ys[Int(list[$0])] + heights[Int(list[$0])] > low },
                startsBeforeHigh: { top + table.ys[Int(list[$0])] < high })
            for position in range {
                let path = ItemPath(section, Int(list[position]))
                let frame = itemFrame(path)
                if frame.intersects(rect) { result.append(LayoutAttributes(kind: .cell, path: path, frame: frame)) }
            }
        }
    }

    /// The item whose frame contains `point` (half-open), nil over gaps, insets, headers and
    /// footers, or for a non-finite point.
    /// - Complexity: O(log sections + log n).
    public func itemPath(at point: Point) -> ItemPath? {
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

    /// Where an item dropped at `point` would be inserted (a slot `0...count` of a section).
    ///
    /// Above the content the first section is used, below it the last. In a section: a header,
    /// the top inset or anything above the columns gives slot 0; the bottom inset, a footer or
    /// anything at or below the tallest column's bottom gives the end (`count`); an empty
    /// section gives 0. Otherwise, in the nearest column: over an item, its index in its top
    /// half and index + 1 in its bottom half; in the gap between two items, the slot next to
    /// the nearer one (after the upper one on a tie); below the column's last item, after it;
    /// in an empty column, the end. Nil only without sections or for a non-finite point.
    /// - Complexity: O(log sections + log n).
    public func insertionSlot(nearest point: Point) -> ItemPath? {
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
