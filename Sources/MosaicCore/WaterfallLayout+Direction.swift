extension WaterfallLayout: MirroredQueries {
    /// Presents the waterfall in `direction`: right to left, column 0 (the first, which takes
    /// ties of the shortest column) is the rightmost and the columns follow leftward;
    /// `sectionInset.left` becomes the right margin. Only the presentation changes: columns,
    /// placement and stored heights do not (``column(ofItemAt:)`` still counts from the first).
    /// - Complexity: O(1).
    public mutating func setLayoutDirection(_ direction: LayoutDirection) { layoutDirection = direction }

    /// The attributes of an item at rest, nil when the path is out of range; mirrored across
    /// the container's width when right to left.
    /// - Complexity: O(1).
    public func attributesForItem(at path: ItemPath) -> LayoutAttributes? { presentedAttributesForItem(at: path) }

    /// A section's header or footer (path `ItemPath(section, 0)`), nil for `.cell`, an
    /// out-of-range section, or a zero height; mirrored when right to left.
    /// - Complexity: O(1).
    public func attributesForSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes? {
        presentedSupplementary(kind, inSection: section)
    }

    /// Every header, cell and footer whose (presented) frame intersects `rect`
    /// (`Rect.intersects`: touching edges do not count); per section: header, cells column by
    /// column (each by ascending index), footer.
    /// - Complexity: O(log sections + log n + columns + k) for k results (a column whose last
    ///   items start many rows above `rect` adds a binary search of that column).
    public func attributes(in rect: Rect) -> [LayoutAttributes] { presentedAttributes(in: rect) }

    /// The item whose presented frame contains `point` (half-open), nil over gaps, insets,
    /// headers and footers, or for a non-finite point.
    /// - Complexity: O(log sections + log n) (right to left: plus the columns met by a 1-point probe).
    public func itemPath(at point: Point) -> ItemPath? { presentedItemPath(at: point) }

    /// Where an item dropped at `point` would be inserted (a slot `0...count` of a section).
    ///
    /// Above the content the first section is used, below it the last. In a section: a header,
    /// the top inset or anything above the columns gives slot 0; the bottom inset, a footer or
    /// anything at or below the tallest column's bottom gives the end (`count`); an empty
    /// section gives 0. Otherwise, in the nearest column (on a tie, the one nearer the leading
    /// edge): over an item, its index in its top half and index + 1 in its bottom half; in the
    /// gap between two items, the slot next to the nearer one (after the upper one on a tie);
    /// below the column's last item, after it; in an empty column, the end. Nil only without
    /// sections or for a non-finite point.
    /// - Complexity: O(log sections + log n).
    public func insertionSlot(nearest point: Point) -> ItemPath? { presentedInsertionSlot(nearest: point) }
}
