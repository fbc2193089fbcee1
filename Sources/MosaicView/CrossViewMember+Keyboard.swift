import MosaicCore
import MosaicInteraction

// A keyboard exchange between the views of a group: the views' side (the group decides,
// `CollectionViewGroup+KeyboardExchange.swift`).
extension CollectionView {
    /// The path of this view's model nearest `path` — the same section and index, clamped (an
    /// empty section gives way to the nearest section with items) — nil when the model is empty.
    /// - Complexity: O(sections).
    func crossViewNearestPath(to path: ItemPath) -> ItemPath? {
        let counts = snapshot.itemCounts
        guard !counts.isEmpty else { return nil }
        let wanted = min(max(0, path.section), counts.count - 1)
        let sections = counts.indices.filter { counts[$0] > 0 }.sorted { abs($0 - wanted) < abs($1 - wanted) }
        guard let s = sections.first else { return nil }
        return ItemPath(s, min(max(0, path.item), counts[s] - 1))
    }

    /// The item `key` reaches from `path` in this view's layout (the keyboard's geometry), nil
    /// when none or the key does not step. - Complexity: the navigator's.
    func crossViewKeyTarget(_ key: Key, from path: ItemPath) -> ItemPath? {
        navigator.target(for: key, from: path, counts: snapshot.itemCounts)
    }

    /// Scrolls `path` into view; its frame then (viewport coordinates), nil outside the model.
    func crossViewReveal(_ path: ItemPath) -> Rect? {
        scrollToMakeVisible(path)
        return layout.attributesForItem(at: path)?.frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
    }

    /// The caught item's snapshot goes over `frame` (viewport coordinates), as a keyboard step
    /// puts it over its slot.
    func crossViewExchangeSnapshot(over frame: Rect) {
        drag?.pointer.center(over: frame.offsetBy(dx: contentOffset.x, dy: contentOffset.y), contentOffset: contentOffset)
    }

    /// Says the caught item is back at its origin ("Ada back at position 3").
    func crossViewAnnounceBackInPlace() {
        guard let e = drag?.exchange, let o = e.controller.origin else { return }
        emit(.announce(announcer.text(.backInPlace(e.item, at: o))))
    }
}
