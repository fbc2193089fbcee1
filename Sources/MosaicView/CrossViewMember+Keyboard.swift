import MosaicCore
import MosaicInteraction

// A keyboard exchange between the views of a group: the member's side (the group decides,
// `CollectionViewGroup+KeyboardExchange.swift`).
extension CrossViewMember {
    /// The path of this view's model nearest `path` (``CrossViewPaths/nearest(to:counts:)``),
    /// nil when the model is empty. - Complexity: O(sections).
    func crossViewNearestPath(to path: ItemPath) -> ItemPath? { CrossViewPaths.nearest(to: path, counts: snapshot.itemCounts) }

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
        guard var pointer = drag?.pointer else { return }
        pointer.center(over: frame.offsetBy(dx: contentOffset.x, dy: contentOffset.y), contentOffset: contentOffset)
        crossViewSetPointer(pointer)
    }

    /// Says the caught item is back at its origin ("Ada back at position 3").
    func crossViewAnnounceBackInPlace() {
        guard let e = drag?.exchange, let o = e.controller.origin else { return }
        emit(.announce(announcer.text(.backInPlace(e.item, at: o))))
    }
}
