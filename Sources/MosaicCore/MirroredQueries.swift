/// Mosaic's layouts compute their geometry left to right (the *logical* queries below) and
/// present it through ``LayoutMirror`` when they read right to left: frames are mirrored on the
/// way out, points and rectangles on the way in. Edits and incremental relayout never see the
/// direction, so switching it is O(1) and the line and column tables stay as they are.
protocol MirroredQueries {
    var layoutDirection: LayoutDirection { get }
    var contentSize: Size { get }
    func logicalAttributesForItem(at path: ItemPath) -> LayoutAttributes?
    func logicalSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes?
    func logicalAttributes(in rect: Rect) -> [LayoutAttributes]
    func logicalItemPath(at point: Point) -> ItemPath?
    func logicalInsertionSlot(nearest point: Point) -> ItemPath?
}

extension MirroredQueries {
    /// The mirror across the content's width when right to left, nil when left to right.
    var mirror: LayoutMirror? { LayoutMirror(direction: layoutDirection, width: contentSize.width) }

    func presentedAttributesForItem(at path: ItemPath) -> LayoutAttributes? {
        let logical = logicalAttributesForItem(at: path)
        guard let mirror else { return logical }
        return logical.map(mirror.attributes)
    }

    func presentedSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes? {
        let logical = logicalSupplementary(kind, inSection: section)
        guard let mirror else { return logical }
        return logical.map(mirror.attributes)
    }

    /// Intersection survives the mirror, so the logical query of the mirrored rectangle finds
    /// exactly the elements whose mirrored frames meet `rect`.
    func presentedAttributes(in rect: Rect) -> [LayoutAttributes] {
        guard let mirror else { return logicalAttributes(in: rect) }
        return logicalAttributes(in: mirror.rect(rect)).map(mirror.attributes)
    }

    /// Containment does not survive the mirror on an edge (half-open edges swap sides), so
    /// right to left the hit test checks the presented frames around the point.
    func presentedItemPath(at point: Point) -> ItemPath? {
        guard mirror != nil else { return logicalItemPath(at: point) }
        guard point.isFinite else { return nil }
        return HitTest.topmostCell(containing: point, in: presentedAttributes(in: HitTest.probe(around: point)))
    }

    /// The logical slot of the mirrored point: the leading half of an item is its right half
    /// when right to left, so "before it in its leading half" still holds on screen. The
    /// mirrored x is taken one step down (`nextDown`) so that a point on an item's drawn left
    /// edge, which the item contains, falls inside its logical frame too (half-open edges swap
    /// sides in a mirror); the drawn centre then counts as the leading half.
    func presentedInsertionSlot(nearest point: Point) -> ItemPath? {
        guard let mirror else { return logicalInsertionSlot(nearest: point) }
        let mirrored = mirror.point(point)
        return logicalInsertionSlot(nearest: Point(x: mirrored.x.nextDown, y: mirrored.y))
    }
}
