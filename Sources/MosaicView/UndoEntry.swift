import MosaicCore

/// Where an item sat, by identity: in the section `section`, right after the item `after`
/// (nil: first in the section). `index` is its position then, used only when `after` is no
/// longer in that section (an `apply(_:)` removed or moved it).
struct UndoPlace<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    var section: SectionID
    var after: ItemID?
    var index: Int

    /// Where an item inserted at this place goes in `snapshot`, or nil when the section is gone.
    /// - Complexity: O(n) in the section's size.
    func path(in snapshot: SectionedSnapshot<SectionID, ItemID>) -> ItemPath? {
        guard let s = snapshot.sectionIdentifiers.firstIndex(of: section) else { return nil }
        let items = snapshot.items(inSection: s)
        guard let after else { return ItemPath(s, 0) }
        if let i = items.firstIndex(of: after) { return ItemPath(s, i + 1) }
        return ItemPath(s, min(max(0, index), items.count))
    }
}

/// A committed change that undo can reverse and redo can repeat, **by identity**: the items it
/// is about and the places they went from and to (each next to a neighbouring item), never by
/// stored paths, so an `apply(_:)` in between cannot make undo move other items. It is resolved
/// against the model at the moment it is undone or redone (see `CollectionView+Undo.swift`).
enum UndoEntry<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    typealias Place = UndoPlace<SectionID, ItemID>

    /// Items (in reading order before the move) moved from `origins` (each item's place
    /// before) to one contiguous block at `destination` (the block's place after).
    case move(items: [ItemID], origins: [Place], destination: Place)
    /// The dragged item and the item it displaced swapped places.
    case exchange(dragged: ItemID, displaced: ItemID)
    /// Items removed (in reading order) from `places`, with their layout sizes.
    case delete(items: [ItemID], places: [Place], sizes: [Size])

    /// The items the entry is about.
    var items: [ItemID] {
        switch self {
        case .move(let items, _, _), .delete(let items, _, _): return items
        case .exchange(let a, let b): return [a, b]
        }
    }

    /// Why the entry is not well formed, or nil: it names at least one item and no item twice,
    /// a move has one origin per item, a deletion one place and one size per item, an exchange
    /// two different items.
    var malformation: String? {
        let items = self.items
        if items.isEmpty { return "an entry about no item" }
        if Set(items).count != items.count { return "an entry names an item twice: \(items)" }
        switch self {
        case .move(let items, let origins, _) where origins.count != items.count:
            return "a move of \(items.count) items with \(origins.count) origins"
        case .delete(let items, let places, let sizes) where places.count != items.count || sizes.count != items.count:
            return "a deletion of \(items.count) items with \(places.count) places and \(sizes.count) sizes"
        default: return nil
        }
    }

    /// Each item's place in `snapshot` (the item must be in it): right after the item before
    /// it in its section. - Complexity: O(n) in the touched sections.
    static func places(of items: [ItemID], in snapshot: SectionedSnapshot<SectionID, ItemID>) -> [Place] {
        items.compactMap { item in
            guard let p = snapshot.path(of: item) else { return nil }
            return Place(section: snapshot.sectionIdentifiers[p.section],
                         after: p.item > 0 ? snapshot[ItemPath(p.section, p.item - 1)] : nil, index: p.item)
        }
    }

    /// The place of a block starting with `first` in `snapshot`: after the nearest item before
    /// it that is not one of `block`, at the index it has once the block is taken out.
    static func blockPlace(first: ItemID, block: Set<ItemID>, in snapshot: SectionedSnapshot<SectionID, ItemID>) -> Place? {
        guard let p = snapshot.path(of: first) else { return nil }
        let items = snapshot.items(inSection: p.section)
        var i = p.item - 1
        while i >= 0, block.contains(items[i]) { i -= 1 }
        let before = items[0..<p.item].filter { !block.contains($0) }.count
        return Place(section: snapshot.sectionIdentifiers[p.section], after: i >= 0 ? items[i] : nil, index: before)
    }
}
