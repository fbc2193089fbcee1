/// The set of a snapshot's item identities. Plain, it is one `Set`. Layered (a recording
/// snapshot, ``SectionedSnapshot/recordEdits()``), it leaves its base set untouched, shared with
/// every copy, and notes what a copy added and removed beside it — so the first edit of a copy
/// of 100,000 items does not copy 100,000 identities. The layers fold into the base once they
/// hold more than a sixteenth of it (amortised O(1) per edit).
@usableFromInline
struct IdentitySet<Element: Hashable & Sendable>: Sendable, ExpressibleByArrayLiteral {
    @usableFromInline var base: Set<Element>
    @usableFromInline var added: Set<Element> = []
    @usableFromInline var removed: Set<Element> = []
    @usableFromInline var layered = false

    @inlinable init(arrayLiteral elements: Element...) { base = Set(elements) }

    /// - Complexity: O(1).
    @inlinable var count: Int { base.count + added.count - removed.count }

    /// - Complexity: O(1) expected.
    @inlinable
    func contains(_ x: Element) -> Bool {
        guard layered else { return base.contains(x) }
        if !added.isEmpty, added.contains(x) { return true }
        if !removed.isEmpty, removed.contains(x) { return false }
        return base.contains(x)
    }

    /// Adds `x` unless present. - Complexity: O(1) expected (amortised when layered).
    @inlinable @discardableResult
    mutating func insert(_ x: Element) -> (inserted: Bool, memberAfterInsert: Element) {
        guard layered else { return base.insert(x) }
        if !removed.isEmpty, removed.remove(x) != nil { return (true, x) }
        if base.contains(x) { return (false, x) }
        let result = added.insert(x)
        foldIfLarge()
        return result
    }

    /// Removes `x` if present. - Complexity: O(1) expected (amortised when layered).
    @inlinable @discardableResult
    mutating func remove(_ x: Element) -> Element? {
        guard layered else { return base.remove(x) }
        if !added.isEmpty, let y = added.remove(x) { return y }
        guard base.contains(x), removed.insert(x).inserted else { return nil }
        foldIfLarge()
        return x
    }

    @inlinable
    mutating func reserveCapacity(_ n: Int) {
        if layered { added.reserveCapacity(max(0, n - base.count)) } else { base.reserveCapacity(n) }
    }

    /// From now on, edits leave the base set alone (cheap copies of a large set).
    @inlinable
    mutating func layer() { layered = true }

    @inlinable
    mutating func foldIfLarge() {
        guard added.count + removed.count > max(64, base.count / 16) else { return }
        base.subtract(removed)
        base.formUnion(added)
        added = []
        removed = []
    }
}
