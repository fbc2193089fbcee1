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
