import MosaicCore

extension Viewport {
    /// The item of `layout` under the viewport point `p`: nil outside the viewport
    /// (``contains(_:)``) and over gaps, headers and insets. - Complexity: the layout's hit test.
    func itemPath(at p: Point, in layout: AnyLayout) -> ItemPath? {
        guard contains(p) else { return nil }
        return layout.itemPath(at: p + contentOffset)
    }
}
