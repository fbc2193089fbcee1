/// A plain `CollectionLayout` with the edits of interactive movement, exchange, deletion and
/// insertion: it keeps the `LayoutContext` (the container and every item's size), edits the
/// sizes so they follow the items, and prepares the wrapped layout again from the first
/// changed item (`prepare(_:invalidatedFrom:)`). The collection view wraps every layout that
/// is not an `IncrementalCollectionLayout` in one.
///
/// - Complexity: each edit is O(n) for the size arrays of the touched sections plus the
///   wrapped layout's `prepare`.
public struct ManagedLayout<Base: CollectionLayout>: IncrementalCollectionLayout {
    /// The wrapped layout. Changing its parameters here does not prepare it; call `invalidate()`.
    public var base: Base
    /// What the wrapped layout was last told.
    public private(set) var context: LayoutContext

    /// Wraps `base` and prepares it with `context`.
    public init(_ base: Base, context: LayoutContext) {
        self.base = base
        self.context = context
        self.base.prepare(context)
    }

    // MARK: Queries (forwarded)

    public var contentSize: Size { base.contentSize }
    public func attributesForItem(at path: ItemPath) -> LayoutAttributes? { base.attributesForItem(at: path) }
    public func attributes(in rect: Rect) -> [LayoutAttributes] { base.attributes(in: rect) }
    public func attributesForSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes? {
        base.attributesForSupplementary(kind, inSection: section)
    }
    public func itemPath(at point: Point) -> ItemPath? { base.itemPath(at: point) }
    public func insertionSlot(nearest point: Point) -> ItemPath? {
        base.insertionSlot(nearest: point, itemCounts: context.itemCounts)
    }
    public func targetPath(forInteractivelyMovingItemAt origin: ItemPath, withPosition position: Point,
                           proposed: ItemPath) -> ItemPath {
        base.targetPath(forInteractivelyMovingItemAt: origin, withPosition: position, proposed: proposed)
    }
    public var pinchValue: Double? { base.pinchValue }
    public var layoutDirection: LayoutDirection { base.layoutDirection }
    public mutating func setLayoutDirection(_ direction: LayoutDirection) {
        base.setLayoutDirection(direction)
        base.prepare(context)
    }
    public mutating func setPinchValue(_ value: Double) {
        base.setPinchValue(value)
        base.prepare(context)
    }

    // MARK: IncrementalCollectionLayout

    public var containerSize: Size {
        get { context.containerSize }
        set {
            context.containerSize = newValue
            base.prepare(context)
        }
    }
    public var itemCounts: [Int] { context.itemCounts }

    public func itemSize(at path: ItemPath) -> Size? {
        guard context.itemSizes.indices.contains(path.section),
              context.itemSizes[path.section].indices.contains(path.item) else { return nil }
        return context.itemSizes[path.section][path.item]
    }

    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
        base.prepare(context)
    }

    public mutating func invalidate() { base.prepare(context) }
    public mutating func invalidate(from path: ItemPath) { base.prepare(context, invalidatedFrom: path) }

    public mutating func moveItem(from: ItemPath, to: ItemPath) throws {
        try check(from, inserting: false)
        var sizes = context.itemSizes
        let size = sizes[from.section].remove(at: from.item)
        guard sizes.indices.contains(to.section) else {
            throw MosaicError.sectionOutOfRange(section: to.section, sectionCount: sizes.count)
        }
        guard to.item >= 0, to.item <= sizes[to.section].count else {
            throw MosaicError.itemOutOfRange(path: to, itemCount: sizes[to.section].count, allowsEnd: true,
                                             afterRemovingMoved: from.section == to.section)
        }
        sizes[to.section].insert(size, at: to.item)
        context.itemSizes = sizes
        base.prepare(context, invalidatedFrom: min(from, to))
    }

    public mutating func exchangeItem(at a: ItemPath, with b: ItemPath) throws {
        try check(a, inserting: false)
        try check(b, inserting: false)
        let sizeA = context.itemSizes[a.section][a.item]
        context.itemSizes[a.section][a.item] = context.itemSizes[b.section][b.item]
        context.itemSizes[b.section][b.item] = sizeA
        base.prepare(context, invalidatedFrom: min(a, b))
    }

    public mutating func deleteItems(at paths: [ItemPath]) throws {
        guard !paths.isEmpty else { return }
        for p in paths { try check(p, inserting: false) }
        guard Set(paths).count == paths.count else {
            throw MosaicError.invalidParameter(name: "paths", value: "\(paths)", expected: "distinct item paths")
        }
        for p in paths.sorted(by: >) { context.itemSizes[p.section].remove(at: p.item) }
        base.prepare(context, invalidatedFrom: paths.min() ?? ItemPath(0, 0))
    }

    public mutating func insertItem(at path: ItemPath, size: Size) throws {
        try check(path, inserting: true)
        context.itemSizes[path.section].insert(size, at: path.item)
        base.prepare(context, invalidatedFrom: path)
    }

    public mutating func reload(sizes: [[Size]]) {
        context.itemSizes = sizes
        base.prepare(context)
    }

    private func check(_ p: ItemPath, inserting: Bool) throws {
        let sections = context.itemSizes.count
        guard p.section >= 0, p.section < sections else {
            throw MosaicError.sectionOutOfRange(section: p.section, sectionCount: sections)
        }
        let count = context.itemSizes[p.section].count
        guard p.item >= 0, inserting ? p.item <= count : p.item < count else {
            throw MosaicError.itemOutOfRange(path: p, itemCount: count, allowsEnd: inserting)
        }
    }
}
