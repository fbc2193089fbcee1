extension WaterfallLayout: MirroringLayout {
    /// Presents the waterfall in `direction`: right to left, column 0 (the first, which takes
    /// ties of the shortest column) is the rightmost and the columns follow leftward;
    /// `sectionInset.left` becomes the right margin. Only the presentation changes: columns,
    /// placement and stored heights do not (``column(ofItemAt:)`` still counts from the first).
    /// - Complexity: O(1).
    public mutating func setLayoutDirection(_ direction: LayoutDirection) { layoutDirection = direction }
}
