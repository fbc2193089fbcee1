import MosaicCore

/// How far a waterfall places its items during a drag, as a value: edits place items only down
/// to a viewport below the visible rect, so a retarget near the top of 1,000,000 items costs what
/// is visible, not the whole tail. Extended as the view scrolls; completed when the drag ends.
enum DragPlacement {
    /// The placement limit to set when the display range ends at `displayBottom` (content
    /// coordinates) in a viewport `viewportHeight` high, the current limit being `current`: a
    /// viewport below the display range, or nil — keep `current` — while it still reaches half
    /// a viewport below, and for a layout that places everything at once (`isWaterfall` false). O(1).
    static func limit(current: Double?, isWaterfall: Bool, displayBottom: Double, viewportHeight: Double) -> Double? {
        guard isWaterfall else { return nil }
        if let current, current >= displayBottom + viewportHeight / 2 { return nil }
        return displayBottom + viewportHeight
    }
}

extension AnyLayout {
    /// Limits a waterfall's placement for a drag whose display range ends at `displayBottom`
    /// (content coordinates) in a viewport `viewportHeight` high
    /// (``DragPlacement/limit(current:isWaterfall:displayBottom:viewportHeight:)``); nothing while
    /// the current limit still reaches. O(1) unless the limit moves.
    mutating func limitPlacementForDrag(displayBottom: Double, viewportHeight: Double) {
        if let limit = DragPlacement.limit(current: placementLimit, isWaterfall: isWaterfall, displayBottom: displayBottom,
                                           viewportHeight: viewportHeight) {
            setPlacementLimit(limit)
        }
    }

    /// Completes a placement limited for a drag: true when one was limited (the content may
    /// have grown), false otherwise. O(items not yet placed), once.
    mutating func completePlacementAfterDrag() -> Bool {
        guard placementLimit != nil else { return false }
        setPlacementLimit(nil)
        return true
    }
}
