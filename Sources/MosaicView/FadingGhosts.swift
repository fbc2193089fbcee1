import MosaicCore

/// The items an apply deletes that fade out where they were presented: a decision over what
/// is presented now, as a value.
///
/// Only an item laid out in the display range or animating (by old model path) can be presented
/// there, so only those are looked at: O(displayed + animating), not O(deletions) (a search
/// that hides 90,000 cards). A deleted dragged item fades from where its snapshot was (the
/// grabbed one; the others lifted with it are in the snapshot's stack and fade with it).
struct FadingGhosts<ItemID: Hashable & Sendable> {
    /// A deleted item, the path it was presented at, and its frame (content coordinates).
    struct Ghost: Equatable {
        var item: ItemID
        var path: ItemPath
        var frame: Rect
    }

    /// The items presented now: the cells laid out in the display range, by layout path.
    var displayed: [ItemID: ItemPath] = [:]
    /// Animating items (perhaps outside the display range), by old model path.
    var animating: [ItemID: ItemPath] = [:]
    /// The dragged items (the grabbed one first) and the dragged snapshot's frame, if a drag is in progress.
    var dragged: (items: [ItemID], frame: Rect)?

    /// The ghosts of the candidates `isKept` does not keep whose frames intersect `displayRect`,
    /// in path order. `presentedFrame` answers an animating item's frame now; `layoutFrame` a
    /// layout path's frame. - Complexity: O(candidates · log candidates).
    func ghosts(isKept: (ItemID) -> Bool, displayRect: Rect, presentedFrame: (ItemID) -> Rect?,
                layoutFrame: (ItemPath) -> Rect?) -> [Ghost] {
        // Only the candidates that leave are sorted, by path and through an index: a sort of
        // (identity, path) pairs runs unspecialised here, at thousands of instructions a comparison.
        var leaving: [ItemID] = []
        var order: [(path: ItemPath, index: Int)] = []
        func consider(_ item: ItemID, _ p: ItemPath) {
            guard !isKept(item) else { return }
            order.append((p, leaving.count))
            leaving.append(item)
        }
        for (item, p) in displayed { consider(item, p) }
        for (item, p) in animating where displayed[item] == nil { consider(item, p) }
        guard !order.isEmpty else { return [] }
        order.sort { $0.path < $1.path }
        let lifted = Set(dragged?.items ?? [])
        var ghosts: [Ghost] = []
        for (p, index) in order {
            let item = leaving[index]
            let frame = lifted.contains(item) ? (item == dragged?.items.first ? dragged?.frame : nil)
                : presentedFrame(item) ?? layoutFrame(p)
            if let frame, frame.intersects(displayRect) { ghosts.append(Ghost(item: item, path: p, frame: frame)) }
        }
        return ghosts
    }
}
