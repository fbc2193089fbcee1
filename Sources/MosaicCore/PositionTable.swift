/// The diff's hash table: an open-addressing table (linear probing, load ≤ ½) of *positions*
/// (flat item indices), each slot holding a position and 32 bits of its item's hash.
///
/// It never copies an identity (no retain of a string identity, as a `Dictionary` of them
/// would): an identity is compared only where the stored hash bits match, by reading the item
/// at the stored position through the caller's `matches` — so a lookup that misses (every
/// item of a replaced list) almost never touches an item, and a hit compares once.
/// The caller owns the memory: ``deallocate()`` once done.
@usableFromInline
struct PositionTable {
    /// 0: empty; otherwise the high 32 bits of the hash, and position + 1 in the low 32 bits.
    @usableFromInline let slots: UnsafeMutablePointer<UInt64>
    @usableFromInline let mask: Int

    @usableFromInline static let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000

    /// A table for up to `count` positions (at least twice as many slots, a power of two).
    /// - Complexity: O(count) to allocate and clear.
    @inlinable
    init(capacity count: Int) {
        var size = 16
        while size < 2 * count { size <<= 1 }
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        mask = size - 1
    }

    /// Frees the slots; the table may not be used afterwards.
    @inlinable
    func deallocate() { slots.deallocate() }

    /// Adds `position` (0 ≤ position < 2³² − 1) for an item of hash `hash`. Identities being
    /// unique, the caller never adds the same item twice. - Complexity: O(1) expected.
    @inlinable
    func insert(_ position: Int, hash: Int) {
        precondition(position >= 0 && position < 0xFFFF_FFFF, "position table: position \(position) out of 0..<2³²−1")
        var b = hash & mask
        while slots[b] != 0 { b = (b + 1) & mask }
        slots[b] = (UInt64(truncatingIfNeeded: hash) & Self.tagMask) | UInt64(position + 1)
    }

    /// The position added for the item of hash `hash` that `matches` (called with candidate
    /// positions whose stored hash bits agree), or −1. - Complexity: O(1) expected.
    @inlinable
    func position(hash: Int, where matches: (Int) -> Bool) -> Int {
        let tag = UInt64(truncatingIfNeeded: hash) & Self.tagMask
        var b = hash & mask
        while true {
            let slot = slots[b]
            if slot == 0 { return -1 }
            if slot & Self.tagMask == tag {
                let position = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                if matches(position) { return position }
            }
            b = (b + 1) & mask
        }
    }
}
