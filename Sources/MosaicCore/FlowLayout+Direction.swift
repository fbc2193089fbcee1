extension FlowLayout: MirroredQueries {
    /// Presents the flow in `direction`: right to left, each line fills from the right inset
    /// (the leading edge; `sectionInset.left` becomes the right margin), and a horizontally
    /// scrolling flow stacks its columns leftward from the content's right end. Only the
    /// presentation changes: item order, line breaks and stored sizes do not.
    /// - Complexity: O(1).
    public mutating func setLayoutDirection(_ direction: LayoutDirection) { layoutDirection = direction }

    /// The attributes of an item at rest, nil when the path is out of range; mirrored across
    /// the content's width when right to left.
    /// - Complexity: O(1) when uniform, O(log lines of its section) per item.
    public func attributesForItem(at path: ItemPath) -> LayoutAttributes? { presentedAttributesForItem(at: path) }

    /// A section's header or footer (path `ItemPath(section, 0)`), nil for `.cell`, an
    /// out-of-range section, or a zero size; mirrored when right to left.
    /// - Complexity: O(1).
    public func attributesForSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes? {
        presentedSupplementary(kind, inSection: section)
    }

    /// Every header, cell and footer whose (presented) frame intersects `rect` (`Rect.intersects`:
    /// touching edges do not count), sections in order, each section as header, cells in
    /// line order, footer.
    /// - Complexity: O(log sections + k) when uniform; O(log sections + log n + k + the
    ///   lengths of the lines crossing the rectangle's edges) per item, for k results.
    public func attributes(in rect: Rect) -> [LayoutAttributes] { presentedAttributes(in: rect) }

    /// The item whose presented frame contains `point` (half-open), nil over gaps, insets,
    /// headers and footers, or for a non-finite point.
    /// - Complexity: O(log sections) when uniform, O(log sections + log n) per item.
    public func itemPath(at point: Point) -> ItemPath? { presentedItemPath(at: point) }

    /// Where an item dropped at `point` would be inserted (a slot `0...count` of a section).
    ///
    /// Above the content the first section is used, below it the last. In a section: a header,
    /// the leading inset or anything before the first line gives slot 0; the trailing inset, a
    /// footer or anything past the last line gives the end (`count`); an empty section gives
    /// 0. Between lines the nearer line is used (the earlier one on a tie). In a line, the slot
    /// is before the first item whose center (along the line, in reading direction) is past
    /// the point: over an item, before it in its leading half (the right half when right to
    /// left, its centre included), after it in its trailing half; in a gap, the slot between
    /// its two neighbours. Nil only without sections or for a non-finite point.
    /// - Complexity: O(log sections) when uniform, O(log sections + log n) per item.
    public func insertionSlot(nearest point: Point) -> ItemPath? { presentedInsertionSlot(nearest: point) }
}
