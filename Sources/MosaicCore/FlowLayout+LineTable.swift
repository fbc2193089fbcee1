extension FlowLayout {
    /// The per-item geometry of one section of a per-item flow layout, section-relative:
    /// each item's offset along its line, and per line its first item, its offset along the
    /// scroll axis (from the section's first line) and its extent (its tallest item).
    ///
    /// Lines are ordered and never overlap (line spacing ≥ 0), and so are the items of a line
    /// (inter-item spacing ≥ 0), which is what lets queries binary-search both.
    /// Memory: 8 bytes per item plus 32 bytes per line (the sizes are stored separately).
    struct LineTable: Sendable {
        /// Per item: its coordinate along the line axis (absolute: the cross axis is not shifted
        /// by sections).
        var crossOffsets: [Double] = []
        /// Per line: the index of its first item (ascending, `lineStarts[0] == 0`).
        var lineStarts: [Int] = []
        /// Per line: its offset along the scroll axis from the section's first line.
        var lineOffsets: [Double] = []
        /// Per line: its extent along the scroll axis (the largest item extent).
        var lineExtents: [Double] = []

        /// What the walk needs to know about its section.
        struct Metrics {
            var axis: Axis
            /// Where lines begin on the line axis (the leading inset).
            var crossLeading: Double
            /// Where lines must end on the line axis (container extent minus trailing inset).
            var crossLimit: Double
            var interitemSpacing: Double
            var lineSpacing: Double
        }

        var lineCount: Int { lineStarts.count }

        /// The extent of all lines along the scroll axis (0 without items).
        var itemsExtent: Double {
            guard let offset = lineOffsets.last, let extent = lineExtents.last else { return 0 }
            return offset + extent
        }

        /// The line holding `item`.
        /// - Complexity: O(log lines).
        func line(containing item: Int) -> Int {
            max(0, SectionedLayoutSupport.partitionPoint(lineStarts.count) { lineStarts[$0] > item } - 1)
        }

        /// The items of line `line`, given the section's item count.
        func items(ofLine line: Int, itemCount: Int) -> Range<Int> {
            let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : itemCount
            return lineStarts[line]..<max(lineStarts[line], end)
        }

        /// Lays out `sizes` from item `first` onward, keeping the geometry of earlier items
        /// (the walk resumes in the line of item `first - 1` with its cursor and extent).
        /// Returns the number of items placed.
        /// - Complexity: O(n - first + length of the resumed line).
        mutating func layout(_ sizes: [Size], from first: Int, metrics: Metrics) -> Int {
            let count = sizes.count
            var start = max(0, min(first, count, crossOffsets.count))
            if lineStarts.isEmpty { start = 0 }
            let axis = metrics.axis
            var cursor = metrics.crossLeading
            if start == 0 {
                crossOffsets.removeAll(keepingCapacity: true)
                lineStarts.removeAll(keepingCapacity: true)
                lineOffsets.removeAll(keepingCapacity: true)
                lineExtents.removeAll(keepingCapacity: true)
            } else {
                let open = line(containing: start - 1)
                lineStarts.removeSubrange((open + 1)...)
                lineOffsets.removeSubrange((open + 1)...)
                lineExtents.removeSubrange((open + 1)...)
                var extent = 0.0
                for item in lineStarts[open]..<start { extent = max(extent, axis.main(sizes[item])) }
                lineExtents[open] = extent
                crossOffsets.removeSubrange(start...)
                cursor = crossOffsets[start - 1] + axis.cross(sizes[start - 1]) + metrics.interitemSpacing
            }
            crossOffsets.reserveCapacity(count)
            let limit = metrics.crossLimit + SectionedLayoutSupport.fitTolerance(metrics.crossLimit)
            var last = lineStarts.count - 1
            for item in start..<count {
                let size = sizes[item]
                let crossLength = axis.cross(size), mainLength = axis.main(size)
                if last < 0 {
                    lineStarts.append(item); lineOffsets.append(0); lineExtents.append(0)
                    last = 0
                    cursor = metrics.crossLeading
                } else if cursor + crossLength > limit {
                    let offset = lineOffsets[last] + lineExtents[last] + metrics.lineSpacing
                    lineStarts.append(item); lineOffsets.append(offset); lineExtents.append(0)
                    last += 1
                    cursor = metrics.crossLeading
                }
                crossOffsets.append(cursor)
                if mainLength > lineExtents[last] { lineExtents[last] = mainLength }
                cursor = cursor + crossLength + metrics.interitemSpacing
            }
            return count - start
        }
    }
}
