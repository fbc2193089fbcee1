/// Validation and application of the item edits shared by the sectioned layouts: move,
/// exchange, delete and insert over per-section data (`[[Element]]`) or bare counts.
///
/// Validation happens before anything is changed, so a throwing edit leaves its layout
/// untouched. Each edit reports, per section, the first item index whose data changed; the
/// layout relays out each of those sections from that index onward.
extension SectionedLayoutSupport {
    /// Throws `sectionOutOfRange` unless `section` is in `0..<counts.count`.
    static func checkSection(_ section: Int, counts: [Int]) throws {
        guard section >= 0, section < counts.count else {
            throw MosaicError.sectionOutOfRange(section: section, sectionCount: counts.count)
        }
    }

    /// Throws unless `path` addresses an existing item (`0..<count`).
    static func checkItem(_ path: ItemPath, counts: [Int]) throws {
        try checkSection(path.section, counts: counts)
        let count = counts[path.section]
        guard path.item >= 0, path.item < count else {
            throw MosaicError.itemOutOfRange(path: path, itemCount: count, allowsEnd: false)
        }
    }

    /// Throws unless `path` is an insertion slot (`0...count`), where `count` is the section's
    /// count plus `adjustment` (e.g. -1 for the destination of a move within its section).
    static func checkSlot(_ path: ItemPath, counts: [Int], adjustment: Int = 0) throws {
        try checkSection(path.section, counts: counts)
        let count = counts[path.section] + adjustment
        guard path.item >= 0, path.item <= count else {
            throw MosaicError.itemOutOfRange(path: path, itemCount: count, allowsEnd: true, afterRemovingMoved: adjustment < 0)
        }
    }

    /// Validates a move: `from` must exist, `to` must be a slot of the array after removal.
    static func checkMove(from: ItemPath, to: ItemPath, counts: [Int]) throws {
        try checkItem(from, counts: counts)
        try checkSlot(to, counts: counts, adjustment: to.section == from.section ? -1 : 0)
    }

    /// Validates a deletion and groups it by section: item indices ascending, no duplicates.
    /// Throws `invalidUpdate` on a duplicate path.
    /// - Complexity: O(k log k) for k paths.
    static func deletionPlan(_ paths: [ItemPath], counts: [Int]) throws -> [Int: [Int]] {
        var plan: [Int: [Int]] = [:]
        for path in paths {
            try checkItem(path, counts: counts)
            plan[path.section, default: []].append(path.item)
        }
        for (section, items) in plan {
            let sorted = items.sorted()
            for index in sorted.indices.dropFirst() where sorted[index] == sorted[index - 1] {
                throw MosaicError.invalidUpdate(
                    "deleteItems: item path \(section).\(sorted[index]) appears more than once; each item can be deleted once")
            }
            plan[section] = sorted
        }
        return plan
    }

    /// The first changed index per section after moving `from` to `to`.
    static func changes(move from: ItemPath, to: ItemPath) -> [Int: Int] {
        from.section == to.section
            ? [from.section: min(from.item, to.item)]
            : [from.section: from.item, to.section: to.item]
    }

    /// The first changed index per section after exchanging `a` and `b`.
    static func changes(exchange a: ItemPath, _ b: ItemPath) -> [Int: Int] {
        a.section == b.section
            ? [a.section: min(a.item, b.item)]
            : [a.section: a.item, b.section: b.item]
    }

    /// The first changed index per section after a deletion plan.
    static func changes(deletion plan: [Int: [Int]]) -> [Int: Int] {
        plan.compactMapValues { $0.first }
    }

    // MARK: - Applying to per-section data

    /// Removes the element at `from` and inserts it at `to` (a path in the result).
    /// Precondition: validated by `checkMove`.
    static func move<Element>(_ data: inout [[Element]], from: ItemPath, to: ItemPath) {
        let element = data[from.section].remove(at: from.item)
        data[to.section].insert(element, at: to.item)
    }

    /// Swaps the elements at `a` and `b`. Precondition: both validated by `checkItem`.
    static func exchange<Element>(_ data: inout [[Element]], _ a: ItemPath, _ b: ItemPath) {
        if a.section == b.section {
            data[a.section].swapAt(a.item, b.item)
        } else {
            let first = data[a.section][a.item]
            data[a.section][a.item] = data[b.section][b.item]
            data[b.section][b.item] = first
        }
    }

    /// Removes the planned elements, compacting each section in one pass from its first
    /// deleted index. Precondition: the plan comes from `deletionPlan`.
    /// - Complexity: O(count - first deleted index) per affected section.
    static func delete<Element>(_ data: inout [[Element]], plan: [Int: [Int]]) {
        for (section, items) in plan {
            guard let first = items.first else { continue }
            var write = first, next = 0
            for read in first..<data[section].count {
                if next < items.count, items[next] == read {
                    next += 1
                } else {
                    data[section].swapAt(write, read)
                    write += 1
                }
            }
            data[section].removeSubrange(write...)
        }
    }

    /// Applies a deletion plan to bare counts.
    static func delete(counts: inout [Int], plan: [Int: [Int]]) {
        for (section, items) in plan { counts[section] -= items.count }
    }
}
