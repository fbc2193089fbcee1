/// A value-type snapshot of a sectioned collection: ordered sections, each an ordered list of
/// items, with stable, unique, Hashable identities for sections and items.
///
/// Edits are verbs on the value (`move`, `exchange`, `delete`, `insert`, `reloadItems`): each
/// validates everything first and then applies, so an edit that throws leaves the snapshot
/// unchanged — nothing is half-applied. Identities are unique across the whole snapshot.
///
/// Construction and bulk appends copy the identities and hash each one once (into the set
/// that keeps them unique); the hot paths are `@inlinable`, so a client's snapshot runs code
/// specialised for its identity types.
///
/// A recording snapshot (``recordEdits()``; `CollectionView` records on its own after every
/// update) and its copies note what their item edits did, so an edited copy's changes come
/// from ``recordedUpdate(from:)`` in O(changes) instead of a diff — see *Updating a Snapshot*.
public struct SectionedSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// Section identities in order.
    public var sectionIdentifiers: [SectionID] { sectionIDs }
    @usableFromInline internal var sectionIDs: [SectionID]
    /// Every section identity, for O(1) duplicate checks.
    @usableFromInline internal var allSections: Set<SectionID>
    /// Item identities, one array per section.
    @usableFromInline internal var storage: [[ItemID]]
    /// Every item identity, for O(1) duplicate checks.
    @usableFromInline internal var allItems: IdentitySet<ItemID>
    /// Items whose content was marked as changed with `reloadItems(_:)`.
    public var reloadedItems: Set<ItemID> { reloadMarks }
    @usableFromInline internal var reloadMarks: Set<ItemID> = []
    /// What this snapshot's edits did since a recording started (``recordEdits()``), or nil.
    @usableFromInline internal var journal: SnapshotJournal<ItemID>? = nil
    /// For a lent snapshot whose recording stopped: the state it was lent as, or nil.
    @usableFromInline internal var lentBase: LentBase<SectionID, ItemID>? = nil

    /// An empty snapshot.
    @inlinable
    public init() {
        sectionIDs = []
        allSections = []
        storage = []
        allItems = []
    }

    /// A snapshot of `sections`, each with its items.
    /// - Throws: `MosaicError.duplicateIdentity` when a section or an item appears twice.
    /// - Complexity: O(n): the identities are copied and hashed once each.
    @inlinable
    public init(sections: [(SectionID, [ItemID])]) throws {
        self.init()
        var itemCount = 0
        for (_, items) in sections { itemCount += items.count }
        allItems.reserveCapacity(itemCount)
        allSections.reserveCapacity(sections.count)
        sectionIDs.reserveCapacity(sections.count)
        storage.reserveCapacity(sections.count)
        for (section, items) in sections {
            guard allSections.insert(section).inserted else {
                throw MosaicError.duplicateIdentity("section \(section)")
            }
            for item in items where !allItems.insert(item).inserted {
                throw MosaicError.duplicateIdentity("\(item)")
            }
            sectionIDs.append(section)
            storage.append(items)
        }
    }

    /// The number of sections. - Complexity: O(1).
    @inlinable
    public var numberOfSections: Int { storage.count }
    /// The total number of items. - Complexity: O(1).
    @inlinable
    public var numberOfItems: Int { allItems.count }
    /// The number of items in each section.
    @inlinable
    public var itemCounts: [Int] { storage.map(\.count) }

    /// The items of section `section`, or an empty array when out of range.
    /// - Complexity: O(1) (the array is shared, not copied).
    @inlinable
    public func items(inSection section: Int) -> [ItemID] {
        storage.indices.contains(section) ? storage[section] : []
    }

    /// The item at `path`, or nil when out of range.
    @inlinable
    public subscript(path: ItemPath) -> ItemID? {
        guard storage.indices.contains(path.section), storage[path.section].indices.contains(path.item) else {
            return nil
        }
        return storage[path.section][path.item]
    }

    /// The item at `path`. - Throws: `MosaicError` naming the path and the valid range.
    public func item(at path: ItemPath) throws -> ItemID {
        try validate(path)
        return storage[path.section][path.item]
    }

    /// True when the snapshot holds `item`. - Complexity: O(1).
    @inlinable
    public func contains(_ item: ItemID) -> Bool { allItems.contains(item) }

    /// The current path of `item`, or nil when absent. - Complexity: O(n).
    @inlinable
    public func path(of item: ItemID) -> ItemPath? {
        guard allItems.contains(item) else { return nil }
        for (s, items) in storage.enumerated() {
            if let i = items.firstIndex(of: item) { return ItemPath(s, i) }
        }
        return nil
    }

    /// All items in reading order.
    @inlinable
    public var allItemIdentifiers: [ItemID] { storage.flatMap { $0 } }

    /// The sections with their items, in order.
    @inlinable
    public var sections: [(SectionID, [ItemID])] { Array(zip(sectionIDs, storage)) }
}

extension SectionedSnapshot: Equatable {
    /// Equal when sections and items (identities and order) are equal; reload marks are ignored.
    @inlinable
    public static func == (a: Self, b: Self) -> Bool {
        a.sectionIDs == b.sectionIDs && a.storage == b.storage
    }
}

extension SectionedSnapshot: CustomStringConvertible {
    public var description: String {
        zip(sectionIDs, storage).map { "\($0): \($1)" }.joined(separator: " | ")
    }
}
