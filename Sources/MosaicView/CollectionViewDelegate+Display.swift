import MosaicCore

extension CollectionViewDelegate {
    /// True when the owner asked to hear which cells are displayed (`willDisplayItem` or
    /// `didEndDisplayingItem`): only then does the view track the displayed cells.
    var reportsDisplay: Bool { willDisplayItem != nil || didEndDisplayingItem != nil }

    /// Tells the owner what one display list changed (``Presentation/recordDisplayed(_:)``):
    /// `didEndDisplayingItem` for every cell gone from the list first, then `willDisplayItem`
    /// for every cell new in it, each in the order given. - Complexity: O(changes).
    func reportDisplayed(_ changes: (ended: [ItemPath], began: [ItemPath])) {
        for path in changes.ended { didEndDisplayingItem?(path) }
        for path in changes.began { willDisplayItem?(path) }
    }
}
