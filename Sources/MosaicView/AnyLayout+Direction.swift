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

    /// True for a horizontally scrolling layout presented right to left: its first items are at
    /// the content's right end, so its reading starts at the largest content offset. O(1).
    var readsFromContentEnd: Bool { layoutDirection == .rightToLeft && scrollsHorizontally }
}
