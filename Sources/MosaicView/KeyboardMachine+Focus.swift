import MosaicCore
import MosaicInteraction

extension KeyboardMachine {
    /// The steps of a focus move by `key` (``ViewAction/moveFocus(_:extending:)``) in `state`,
    /// over `navigator`, the content scrolled to `contentOffset`, in order: a page key first
    /// scrolls by a viewport height (when there is an item to start from); then the focus goes to
    /// the item the key reaches (``KeyboardNavigator/target(for:from:counts:)``; the first item
    /// when nothing is focused), scrolled into view — nothing when it reaches none; with
    /// `extending`, the selection then extends from the item focused before.
    /// - Complexity: O(n) to find the focused path, plus the navigator's search.
    static func focusSteps<S, I>(_ key: Key, extending: Bool, in state: CollectionState<S, I>,
                                 navigator: KeyboardNavigator, contentOffset: Point) -> [ViewAction] {
        let current = state.focused.flatMap { state.snapshot.path(of: $0) }
        var steps: [ViewAction] = []
        if key == .pageUp || key == .pageDown, current ?? navigator.firstPath != nil {
            let page = (key == .pageDown ? 1 : -1) * navigator.viewportSize.height
            steps.append(.scroll(to: Point(x: contentOffset.x, y: contentOffset.y + page)))
        }
        if let target = navigator.target(for: key, from: current, counts: state.snapshot.itemCounts), state.snapshot[target] != nil {
            steps.append(.focus(target))
        }
        return extending ? steps + [.extendSelection(fromFocusAt: current)] : steps
    }
}
