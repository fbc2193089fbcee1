extension FlowLayout: MirroringLayout {
    /// Presents the flow in `direction`: right to left, each line fills from the right inset
    /// (the leading edge; `sectionInset.left` becomes the right margin), and a horizontally
    /// scrolling flow stacks its columns leftward from the content's right end. Only the
    /// presentation changes: item order, line breaks and stored sizes do not.
    /// - Complexity: O(1).
    public mutating func setLayoutDirection(_ direction: LayoutDirection) { layoutDirection = direction }
}
