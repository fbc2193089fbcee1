import MosaicCore
import MosaicInteraction

extension KeyboardNavigator {
    /// Where `key` takes the keyboard from `current` (nil: nothing focused yet): Home and End
    /// the first and last item, Page Up / Page Down the item a viewport's height away, an arrow
    /// the nearest item in its direction (``neighbor(of:_:counts:)``, along a flow layout's
    /// lines in reading order). From nothing, an arrow or Home reaches the first item and a page
    /// key starts from it. Nil for another key, or when there is nowhere to go.
    func target(for key: Key, from current: ItemPath?, counts: [Int]) -> ItemPath? {
        switch (key, current) {
        case (.home, _), (.left, nil), (.right, nil), (.up, nil), (.down, nil): return firstPath
        case (.end, _): return lastPath
        case (.pageUp, let from), (.pageDown, let from):
            guard let from = from ?? firstPath else { return nil }
            return pageNeighbor(of: from, direction: key == .pageDown ? 1 : -1)
        case (_, let current?): return neighbor(of: current, key, counts: counts)
        default: return nil
        }
    }
}
