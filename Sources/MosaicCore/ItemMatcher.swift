/// Step 2's hash table: the unresolved old items by identity (→ flat old index), or, when the
/// new side is much smaller, the answer for each flat new index found by hashing the new ones.
@usableFromInline
struct ItemMatcher<ItemID: Hashable> {
    @usableFromInline let hashesNew: Bool
    @usableFromInline var index: [ItemID: Int] = [:]
    @usableFromInline var oldOfNew: [Int] = []

    @inlinable init(hashesNew: Bool) { self.hashesNew = hashesNew }

    /// The flat old index of the new item `item` at flat new index `flatNew`; −1 when it is new.
    @inlinable
    func flatOld(of item: ItemID, at flatNew: Int) -> Int {
        if hashesNew { return oldOfNew.isEmpty ? -1 : oldOfNew[flatNew] }
        return index[item] ?? -1
    }
}
