/// Step 2's hash table (a ``PositionTable``): the unresolved old items by flat old index, or,
/// when the new side is much smaller, the answer for each flat new index found by hashing the
/// new ones and looking the old ones up. Owns the table: ``deallocate()`` once done.
@usableFromInline
struct ItemMatcher<ItemID: Hashable> {
    @usableFromInline let hashesNew: Bool
    @usableFromInline var table: PositionTable?
    @usableFromInline var oldOfNew: [Int] = []

    @inlinable init(hashesNew: Bool) { self.hashesNew = hashesNew }

    /// The flat old index of the new item `item` at flat new index `flatNew`; −1 when it is
    /// new. `old` and `oldOffsets` are the old sections and their flat starts.
    /// - Complexity: O(1) expected (O(log s) for s sections on a hash hit).
    @inlinable @inline(__always)
    func flatOld(of item: ItemID, at flatNew: Int, old: [[ItemID]], oldOffsets: [Int]) -> Int {
        if hashesNew { return oldOfNew.isEmpty ? -1 : oldOfNew[flatNew] }
        guard let table else { return -1 }
        return table.position(hash: item.hashValue) { Self.item(atFlat: $0, of: old, offsets: oldOffsets) == item }
    }

    /// The item at flat index `flat` of `sections` (`offsets[s]`: where section s starts).
    /// - Complexity: O(1) for one section, O(log s) for s.
    @inlinable @inline(__always)
    static func item(atFlat flat: Int, of sections: [[ItemID]], offsets: [Int]) -> ItemID {
        if sections.count == 1 { return sections[0][flat] }
        var lo = 0, hi = offsets.count - 2
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if offsets[mid] <= flat { lo = mid } else { hi = mid - 1 }
        }
        return sections[lo][flat - offsets[lo]]
    }

    /// Frees the table.
    @inlinable
    func deallocate() { table?.deallocate() }
}
