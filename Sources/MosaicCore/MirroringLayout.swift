/// A layout that computes its geometry left to right — its *logical* queries — and presents it
/// right to left by mirroring across the content's width (``LayoutMirror``): frames are mirrored
/// on the way out, points and rectangles on the way in. Mosaic's `FlowLayout` and
/// `WaterfallLayout` are mirroring layouts; a custom layout adopts it to support right to left
/// without writing the mirror itself: it implements the five logical queries (in left-to-right
/// content coordinates) and `setLayoutDirection(_:)` / `layoutDirection`, and gets
/// `attributesForItem(at:)`, `attributes(in:)`, `attributesForSupplementary(_:inSection:)`,
/// `itemPath(at:)` and `insertionSlot(nearest:)` in the direction it presents.
///
/// Edits and incremental relayout never see the direction, so switching it is O(1) for a layout
/// that only stores it, and its tables stay as they are.
public protocol MirroringLayout: CollectionLayout {
    /// ``CollectionLayout/attributesForItem(at:)`` left to right: nil when the path is out of range.
    func logicalAttributesForItem(at path: ItemPath) -> LayoutAttributes?
    /// A section's header or footer left to right (path `ItemPath(section, 0)`), nil for `.cell`,
    /// an out-of-range section, or none.
    func logicalSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes?
    /// ``CollectionLayout/attributes(in:)`` left to right: every header, cell and footer whose
    /// logical frame intersects `rect`.
    func logicalAttributes(in rect: Rect) -> [LayoutAttributes]
    /// The item whose logical frame contains `point` (half-open), nil over gaps, insets, headers
    /// and footers, or for a non-finite point.
    func logicalItemPath(at point: Point) -> ItemPath?
    /// Where an item dropped at `point` would be inserted, left to right (the contract of
    /// ``CollectionLayout/insertionSlot(nearest:itemCounts:)`` with the layout's own counts).
    func logicalInsertionSlot(nearest point: Point) -> ItemPath?
}

extension MirroringLayout {
    /// The mirror across the content's width when right to left, nil when left to right.
    var mirror: LayoutMirror? { LayoutMirror(direction: layoutDirection, width: contentSize.width) }

    /// The attributes of an item at rest (``logicalAttributesForItem(at:)``), nil when the path is
    /// out of range; mirrored across the content's width when right to left.
    /// - Complexity: the logical query's.
    public func attributesForItem(at path: ItemPath) -> LayoutAttributes? {
        let logical = logicalAttributesForItem(at: path)
        guard let mirror else { return logical }
        return logical.map(mirror.attributes)
    }

    /// A section's header or footer (``logicalSupplementary(_:inSection:)``); mirrored when right
    /// to left. - Complexity: the logical query's.
    public func attributesForSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes? {
        let logical = logicalSupplementary(kind, inSection: section)
        guard let mirror else { return logical }
        return logical.map(mirror.attributes)
    }

    /// Every element whose presented frame intersects `rect` (`Rect.intersects`: touching edges
    /// do not count), in the order of ``logicalAttributes(in:)``. Intersection survives the
    /// mirror, so the logical query of the mirrored rectangle finds exactly the elements whose
    /// mirrored frames meet `rect`. - Complexity: the logical query's, plus O(k) to mirror k results.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard let mirror else { return logicalAttributes(in: rect) }
        return logicalAttributes(in: mirror.rect(rect)).map(mirror.attributes)
    }

    /// The item whose presented frame contains `point` (half-open), nil over gaps, insets,
    /// headers and footers, or for a non-finite point. Containment does not survive the mirror on
    /// an edge (half-open edges swap sides), so right to left the presented frames around the
    /// point are checked. - Complexity: the logical query's; right to left, that of
    /// ``attributes(in:)`` for a 1-point probe.
    public func itemPath(at point: Point) -> ItemPath? {
        guard mirror != nil else { return logicalItemPath(at: point) }
        guard point.isFinite else { return nil }
        return HitTest.topmostCell(containing: point, in: attributes(in: HitTest.probe(around: point)))
    }

    /// Where an item dropped at `point` would be inserted (a slot `0...count` of a section):
    /// the logical slot of the mirrored point. The leading half of an item is its right half
    /// when right to left, so "before it in its leading half" still holds on screen. The
    /// mirrored x is taken one step down (`nextDown`) so that a point on an item's drawn left
    /// edge, which the item contains, falls inside its logical frame too (half-open edges swap
    /// sides in a mirror); the drawn centre then counts as the leading half.
    /// - Complexity: the logical query's.
    public func insertionSlot(nearest point: Point) -> ItemPath? {
        guard let mirror else { return logicalInsertionSlot(nearest: point) }
        let mirrored = mirror.point(point)
        return logicalInsertionSlot(nearest: Point(x: mirrored.x.nextDown, y: mirrored.y))
    }
}
