/// The fewest key changes that make a section spell a desired order — pure, so it is tested
/// without a database.
///
/// The contacts that keep their keys must already be in increasing key order in the desired
/// order, so the most that can stay is a longest increasing subsequence of their current
/// positions; every other contact gets a new key between its new neighbours. A run of several
/// new keys between the same two kept neighbours is spaced evenly. When a key would be longer
/// than the bound, or neighbours' keys do not increase (a damaged file), the plan is a rebalance.
enum OrderPlan: Equatable {
    /// One contact's new key (and, implicitly, its new section).
    struct Change: Hashable {
        var id: Int64
        var key: OrderKey
    }

    /// Write these keys; every other contact keeps its row.
    case rekey([Change])
    /// Rewrite the whole section with evenly spaced keys in the desired order.
    case rebalance

    /// - Parameters:
    ///   - current: the section's contacts in stored order, with their keys (nil if invalid).
    ///   - desired: the wanted order; ids not in `current` come from other sections.
    /// - Complexity: O(n log n) for n = `desired.count`, plus the length of the new keys.
    init(current: [(id: Int64, key: OrderKey?)], desired: [Int64], maximumKeyLength: Int) {
        var rank: [Int64: Int] = [:]
        var keys: [OrderKey] = []
        for entry in current {
            guard let key = entry.key else { continue }
            rank[entry.id] = keys.count
            keys.append(key)
        }
        // Candidates: desired positions whose contact has a valid key in this section.
        var candidatePositions: [Int] = []
        var candidateRanks: [Int] = []
        for (position, id) in desired.enumerated() {
            if let r = rank[id] {
                candidatePositions.append(position)
                candidateRanks.append(r)
            }
        }
        var keptKey = [OrderKey?](repeating: nil, count: desired.count)
        for (index, isKept) in Self.longestIncreasingMask(candidateRanks).enumerated() where isKept {
            keptKey[candidatePositions[index]] = keys[candidateRanks[index]]
        }

        var changes: [Change] = []
        var run: [Int64] = []
        var lower: OrderKey?
        func flush(upper: OrderKey?) -> Bool {
            defer { run.removeAll(keepingCapacity: true) }
            guard !run.isEmpty else { return true }
            let newKeys: [OrderKey]?
            if run.count == 1 {
                newKeys = OrderKey.key(between: lower, and: upper).map { [$0] }
            } else {
                newKeys = OrderKey.keys(count: run.count, between: lower, and: upper)
            }
            guard let newKeys, newKeys.allSatisfy({ $0.count <= maximumKeyLength }) else { return false }
            changes += zip(run, newKeys).map { Change(id: $0, key: $1) }
            return true
        }
        for (position, id) in desired.enumerated() {
            if let key = keptKey[position] {
                if let lower, !(lower < key) {
                    self = .rebalance
                    return
                }
                guard flush(upper: key) else {
                    self = .rebalance
                    return
                }
                lower = key
            } else {
                run.append(id)
            }
        }
        guard flush(upper: nil) else {
            self = .rebalance
            return
        }
        self = .rekey(changes)
    }

    /// A mask with `true` at the positions of one longest strictly increasing subsequence.
    /// - Complexity: O(k log k) (patience sorting with back-pointers).
    static func longestIncreasingMask(_ values: [Int]) -> [Bool] {
        var mask = [Bool](repeating: false, count: values.count)
        guard !values.isEmpty else { return mask }
        var tails: [Int] = []  // tails[j]: position of the smallest tail of a run of length j+1
        var previous = [Int](repeating: -1, count: values.count)
        for index in values.indices {
            let value = values[index]
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var index = tails[tails.count - 1]
        while index >= 0 {
            mask[index] = true
            index = previous[index]
        }
        return mask
    }
}
