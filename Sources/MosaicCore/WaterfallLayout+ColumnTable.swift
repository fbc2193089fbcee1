extension WaterfallLayout {
    /// The placement of one section's items, section-relative: per item its y (from the
    /// section's content top) and its column, and per column the indices of its items in
    /// ascending order (hence ascending y, since a column only grows).
    ///
    /// Memory: 22 bytes per item (y 8, column 2, column-list entry 4, column bottom 8), plus
    /// array slack; the
    /// heights are stored by the layout. Column lists hold `Int32` indices, which bounds a
    /// section to 2³¹ − 1 items (far beyond what fits in memory at 22 bytes per item).
    struct ColumnTable: Sendable {
        /// Per item: its y, relative to the section's content top.
        var ys: [Double] = []
        /// Per item: its column.
        var columns: [UInt16] = []
        /// Per column: its items' indices, ascending.
        var members: [[Int32]] = []
        /// Per column: its items' bottoms (y + height), parallel to `members` and ascending, so
        /// a query binary-searches one contiguous array.
        var bottoms: [[Double]] = []
        /// The tallest column's extent without trailing spacing (max of y + height).
        var itemsExtent: Double = 0
        /// Items `0..<placedCount` are placed; the rest wait for `layout` to continue (only
        /// while a placement limit is in force, e.g. during a live drag).
        var placedCount = 0

        /// Places `heights` from item `first` onward in `columnCount` columns. Items before
        /// `first` keep their placement; the column heights just before `first` are recovered
        /// from the last item with a smaller index in each column (binary search). A change of
        /// column count lays out from 0. Returns the number of items placed.
        /// - Complexity: O(columns · log n + (n − first) · c), where c is the column count up to
        ///   `linearScanLimit` columns (linear scan) and log(columns) above (tournament tree).
        mutating func layout(_ heights: [Double], from first: Int, columnCount: Int, spacing: Double,
                             limitY: Double = .infinity) -> Int {
            let count = heights.count
            var start = max(0, min(first, count, ys.count, placedCount))
            if members.count != columnCount || bottoms.count != columnCount {
                members = Array(repeating: [], count: columnCount)
                bottoms = Array(repeating: [], count: columnCount)
                start = 0
            }
            var tops = [Double](repeating: 0, count: columnCount)
            for column in 0..<columnCount {
                let cut = SectionedLayoutSupport.partitionPoint(members[column].count) {
                    Int(members[column][$0]) >= start
                }
                members[column].removeSubrange(cut...)
                bottoms[column].removeSubrange(cut...)
                if cut > 0 {
                    let item = Int(members[column][cut - 1])
                    tops[column] = ys[item] + heights[item] + spacing
                }
            }
            // Work on local arrays (moved out of `self`, no copy) through unsafe buffers.
            var placedYs: [Double] = [], placedColumns: [UInt16] = []
            swap(&placedYs, &ys)
            swap(&placedColumns, &columns)
            // Resize to `count` without touching the entries from `start` on (they are
            // overwritten as items are placed), so a limited placement costs what it places.
            if placedYs.count > count {
                placedYs.removeSubrange(count...)
                placedColumns.removeSubrange(count...)
            } else if placedYs.count < count {
                placedYs.append(contentsOf: repeatElement(0, count: count - placedYs.count))
                placedColumns.append(contentsOf: repeatElement(0, count: count - placedColumns.count))
            }
            let stop = placedYs.withUnsafeMutableBufferPointer { yBuffer in
                placedColumns.withUnsafeMutableBufferPointer { columnBuffer in
                    heights.withUnsafeBufferPointer { heightBuffer in
                        Self.place(heights: heightBuffer, from: start, tops: &tops, spacing: spacing,
                                   limitY: limitY, ys: yBuffer, columns: columnBuffer)
                    }
                }
            }
            // Each column's list grows to its exact final size at once (a counting pass over
            // the 2-byte columns is cheaper than the copies of repeated doubling).
            var added = [Int](repeating: 0, count: columnCount)
            for item in start..<stop { added[Int(placedColumns[item])] += 1 }
            for column in 0..<columnCount where added[column] > 0 {
                members[column].reserveCapacity(members[column].count + added[column])
                bottoms[column].reserveCapacity(bottoms[column].count + added[column])
            }
            for item in start..<stop {
                let column = Int(placedColumns[item])
                members[column].append(Int32(truncatingIfNeeded: item))
                bottoms[column].append(placedYs[item] + heights[item])
            }
            swap(&placedYs, &ys)
            swap(&placedColumns, &columns)
            var extent = 0.0
            for column in 0..<columnCount {
                if let last = members[column].last {
                    extent = max(extent, ys[Int(last)] + heights[Int(last)])
                }
            }
            // A partial placement keeps the previous extent as an estimate of the whole.
            itemsExtent = stop < count ? max(extent, itemsExtent) : extent
            placedCount = stop
            return stop - start
        }

        /// Assigns items `start...` to the shortest column (leftmost on ties), writing their
        /// y and column; `tops` holds each column's next y and is updated. Stops before the
        /// first item that would start below `limitY` (every later one would too).
        /// - Returns: the index after the last placed item.
        private static func place(heights: UnsafeBufferPointer<Double>, from start: Int, tops: inout [Double],
                                  spacing: Double, limitY: Double, ys: UnsafeMutableBufferPointer<Double>,
                                  columns: UnsafeMutableBufferPointer<UInt16>) -> Int {
            let columnCount = tops.count
            guard columnCount > 0, start < heights.count else { return heights.count }
            if columnCount <= linearScanLimit {
                return tops.withUnsafeMutableBufferPointer { tops in
                    for item in start..<heights.count {
                        var best = 0
                        var bestTop = tops[0]
                        for column in 1..<columnCount where tops[column] < bestTop {
                            best = column
                            bestTop = tops[column]
                        }
                        if bestTop > limitY { return item }
                        ys[item] = bestTop
                        columns[item] = UInt16(truncatingIfNeeded: best)
                        tops[best] = bestTop + heights[item] + spacing
                    }
                    return heights.count
                }
            } else {
                var picker = ColumnPicker(tops: tops)
                for item in start..<heights.count {
                    let (best, bestTop) = picker.shortest
                    if bestTop > limitY { return item }
                    ys[item] = bestTop
                    columns[item] = UInt16(truncatingIfNeeded: best)
                    picker.setTop(bestTop + heights[item] + spacing, ofColumn: best)
                }
                return heights.count
            }
        }

        /// Up to this many columns a linear scan finds the shortest column faster than the
        /// tournament tree of `ColumnPicker`.
        static let linearScanLimit = 8

        /// The item of `column` whose `[y, y + height)` lies nearest `y` from below: the first
        /// member whose bottom is past `y`, as a position in the column's list (may be `count`).
        /// - Complexity: O(log n).
        func firstMember(in column: Int, endingAfter y: Double, heights: [Double]) -> Int {
            bottoms[column].withUnsafeBufferPointer { b in
                SectionedLayoutSupport.partitionPoint(b.count) { b[$0] > y }
            }
        }
    }
}
