extension WaterfallLayout {
    /// Finds the shortest column (the leftmost on ties) as columns grow: a tournament tree
    /// over the column tops, so raising one column costs O(log columns) instead of a scan.
    ///
    /// Node `k` holds the winning column of its subtree (leaves `width + c` are column `c`,
    /// unused leaves are +∞). A left subtree covers smaller column indices, so preferring the
    /// left winner on ties yields the leftmost shortest column.
    struct ColumnPicker {
        private(set) var tops: [Double]
        private var winners: [Int32]
        private let width: Int

        init(tops columnTops: [Double]) {
            var width = 1
            while width < columnTops.count { width *= 2 }
            self.width = width
            tops = columnTops + Array(repeating: .infinity, count: width - columnTops.count)
            winners = Array(repeating: 0, count: 2 * width)
            for column in 0..<width { winners[width + column] = Int32(column) }
            var node = width - 1
            while node >= 1 {
                winners[node] = better(winners[2 * node], winners[2 * node + 1])
                node -= 1
            }
        }

        /// The shortest column (leftmost on ties) and its top.
        var shortest: (column: Int, top: Double) {
            let column = Int(winners[1])
            return (column, tops[column])
        }

        /// Sets a column's top and replays its path to the root.
        /// - Complexity: O(log columns).
        mutating func setTop(_ top: Double, ofColumn column: Int) {
            tops[column] = top
            var node = (width + column) / 2
            while node >= 1 {
                winners[node] = better(winners[2 * node], winners[2 * node + 1])
                node /= 2
            }
        }

        private func better(_ left: Int32, _ right: Int32) -> Int32 {
            tops[Int(right)] < tops[Int(left)] ? right : left
        }
    }
}
