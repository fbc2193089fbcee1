import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// The focused item's path, or nil. - Complexity: O(n).
    public var focusedPath: ItemPath? { state.focused.flatMap { snapshot.path(of: $0) } }

    /// Keyboard navigation over the layout as it is presented now.
    var navigator: KeyboardNavigator { KeyboardNavigator(layout: layout, viewportSize: viewportSize) }

    /// Keeps a keyboard drag's snapshot over its slot and the slot visible.
    func followTarget(_ path: ItemPath?) {
        guard let path else { return }
        scrollToMakeVisible(path)
        limitPlacementForDrag()
        guard let f = layout.attributesForItem(at: path)?.frame else { return }
        drag?.pointer.center(over: f, contentOffset: contentOffset)
    }
}
