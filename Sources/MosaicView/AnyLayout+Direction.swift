import MosaicCore

extension AnyLayout {
    /// The direction the layout presents in: its own `layoutDirection` (a custom layout that
    /// does not support right to left answers `.leftToRight`). - Complexity: O(1).
    public var layoutDirection: LayoutDirection {
        flow?.layoutDirection ?? waterfall?.layoutDirection ?? custom?.layoutDirection ?? .leftToRight
    }

    /// Presents the layout in `direction` (`CollectionLayout.setLayoutDirection(_:)`): Mosaic's
    /// layouts mirror themselves in O(1); a custom layout does what it implements.
    public mutating func setLayoutDirection(_ direction: LayoutDirection) {
        flow?.setLayoutDirection(direction)
        waterfall?.setLayoutDirection(direction)
        custom?.setLayoutDirection(direction)
    }
}
