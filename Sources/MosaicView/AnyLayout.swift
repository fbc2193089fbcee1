import MosaicCore

/// The collection view's layout: Mosaic's flow or waterfall layout (called directly, with their
/// fast paths) or any other `CollectionLayout` — yours — with the edits of interactive
/// movement, exchange, deletion and insertion (a plain layout is wrapped in a `ManagedLayout`
/// that keeps its `LayoutContext`).
///
/// Stored as optionals rather than an enum so that edits mutate the layout in place
/// (an enum payload would be copied, and a 1,000,000-item waterfall with it, on every edit).
public struct AnyLayout: Sendable {
    /// The flow layout, when that is the layout.
    public internal(set) var flow: FlowLayout?
    /// The waterfall layout, when that is the layout.
    public internal(set) var waterfall: WaterfallLayout?
    /// Any other layout.
    @usableFromInline var custom: (any IncrementalCollectionLayout)?

    /// Mosaic's flow layout.
    public init(_ flow: FlowLayout) { self.flow = flow }
    /// Mosaic's waterfall layout.
    public init(_ waterfall: WaterfallLayout) { self.waterfall = waterfall }

    /// Any layout that keeps its own per-item data (see `IncrementalCollectionLayout`).
    public init<L: IncrementalCollectionLayout>(_ layout: L) {
        if let flow = layout as? FlowLayout {
            self.flow = flow
        } else if let waterfall = layout as? WaterfallLayout {
            self.waterfall = waterfall
        } else {
            custom = layout
        }
    }

    /// Any layout, told `context` (the container and the item sizes). Mosaic's layouts and
    /// incremental layouts are prepared with it; a plain layout is wrapped in a `ManagedLayout`.
    public init<L: CollectionLayout>(_ layout: L, context: LayoutContext) {
        if var flow = layout as? FlowLayout {
            flow.prepare(context)
            self.flow = flow
        } else if var waterfall = layout as? WaterfallLayout {
            waterfall.prepare(context)
            self.waterfall = waterfall
        } else if var incremental = layout as? any IncrementalCollectionLayout {
            incremental.prepare(context)
            custom = incremental
        } else {
            custom = ManagedLayout(layout, context: context)
        }
    }

    /// True for Mosaic's waterfall layout.
    public var isWaterfall: Bool { waterfall != nil }

    /// The layout as the type you gave it (for a wrapped plain layout, the wrapped value), or nil.
    public func layout<L: CollectionLayout>(as type: L.Type) -> L? {
        if let flow { return flow as? L }
        if let waterfall { return waterfall as? L }
        if let custom {
            if let direct = custom as? L { return direct }
            if let managed = custom as? ManagedLayout<L> { return managed.base }
        }
        return nil
    }

    /// Changes the layout's own parameters in place (`body` gets it as the type you gave) and
    /// recomputes it; returns false (and changes nothing) when the layout is not of that type.
    /// A custom layout's `updateSpreadDistance` followed by `invalidateLayout`.
    public mutating func modify<L: CollectionLayout>(as type: L.Type, _ body: (inout L) -> Void) -> Bool {
        if var value = flow as? L {
            flow = nil
            body(&value)
            flow = value as? FlowLayout
            return true
        }
        if var value = waterfall as? L {
            waterfall = nil
            body(&value)
            waterfall = value as? WaterfallLayout
            return true
        }
        if var managed = custom as? ManagedLayout<L> {
            custom = nil
            body(&managed.base)
            managed.invalidate()
            custom = managed
            return true
        }
        if let current = custom, var value = current as? L {
            custom = nil
            body(&value)
            if var incremental = value as? any IncrementalCollectionLayout {
                incremental.invalidate()
                custom = incremental
            } else {
                custom = current
                return false
            }
            return true
        }
        return false
    }

    // MARK: Queries (forwarded without boxing for Mosaic's layouts)

    /// The size of the whole content in points (UIKit's `collectionViewContentSize`); for
    /// Mosaic's layouts, the container's extent across the scroll axis and every section along
    /// it. - Complexity: O(1) for Mosaic's layouts.
    public var contentSize: Size { flow?.contentSize ?? waterfall?.contentSize ?? custom?.contentSize ?? .zero }
    /// The number of items in each section, as the layout currently knows them (they follow
    /// the edits below).
    public var itemCounts: [Int] { flow?.itemCounts ?? waterfall?.itemCounts ?? custom?.itemCounts ?? [] }
    /// The container (viewport) size in points the layout fills; change it with
    /// ``setContainerSize(_:)``.
    public var containerSize: Size { flow?.containerSize ?? waterfall?.containerSize ?? custom?.containerSize ?? .zero }

    /// The attributes of the cell at `path` (frame in content coordinates), or nil when the
    /// path is out of range (UIKit's `layoutAttributesForItem(at:)`).
    public func attributesForItem(at path: ItemPath) -> LayoutAttributes? {
        if let flow { return flow.attributesForItem(at: path) }
        if let waterfall { return waterfall.attributesForItem(at: path) }
        return custom?.attributesForItem(at: path)
    }
    /// The header or footer of `section` (path `section.0`, content coordinates), or nil for
    /// `.cell`, a section out of range, or a section without one.
    public func attributesForSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes? {
        if let flow { return flow.attributesForSupplementary(kind, inSection: section) }
        if let waterfall { return waterfall.attributesForSupplementary(kind, inSection: section) }
        return custom?.attributesForSupplementary(kind, inSection: section)
    }
    /// Every header, cell and footer whose frame intersects `rect` (content coordinates), in
    /// no promised order (UIKit's `layoutAttributesForElements(in:)`).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        if let flow { return flow.attributes(in: rect) }
        if let waterfall { return waterfall.attributes(in: rect) }
        return custom?.attributes(in: rect) ?? []
    }
    /// The item whose frame contains `point` (content coordinates), nil over gaps, insets,
    /// headers and footers (UIKit's `indexPathForItem(at:)`).
    public func itemPath(at point: Point) -> ItemPath? {
        if let flow { return flow.itemPath(at: point) }
        if let waterfall { return waterfall.itemPath(at: point) }
        return custom?.itemPath(at: point)
    }
    /// Where an item dropped at `point` (content coordinates) would be inserted: a path whose
    /// `item` is in `0...count` of its section; nil (in Mosaic's layouts) only when there is no
    /// section or the point is not finite.
    public func insertionSlot(nearest point: Point) -> ItemPath? {
        if let flow { return flow.insertionSlot(nearest: point) }
        if let waterfall { return waterfall.insertionSlot(nearest: point) }
        return custom?.insertionSlot(nearest: point)
    }
    /// The stored size of the item at `path` in points (it follows the item through edits),
    /// or nil when the path is out of range.
    public func itemSize(at path: ItemPath) -> Size? {
        if let flow { return flow.itemSize(at: path) }
        if let waterfall { return waterfall.itemSize(at: path) }
        return custom?.itemSize(at: path)
    }
    /// The layout's answer to UIKit's `targetIndexPath(forInteractivelyMovingItem:withPosition:)`.
    public func targetPath(forInteractivelyMovingItemAt origin: ItemPath, withPosition position: Point,
                           proposed: ItemPath) -> ItemPath {
        custom?.targetPath(forInteractivelyMovingItemAt: origin, withPosition: position, proposed: proposed) ?? proposed
    }

    // MARK: Live parameters

    /// The value a pinch adjusts: the spacing of Mosaic's layouts (flow: inter-item spacing,
    /// line spacing is set with it), a custom layout's `pinchValue`; nil when a pinch does nothing.
    public var pinchValue: Double? {
        if let flow { return flow.minimumInteritemSpacing }
        if let waterfall { return waterfall.spacing }
        return custom?.pinchValue
    }

    /// Sets the value a pinch adjusts, clamped by the layout.
    public mutating func setPinchValue(_ value: Double) {
        flow?.setSpacing(value)
        waterfall?.setSpacing(value)
        custom?.setPinchValue(value)
    }

    /// The spacing a pinch changes for Mosaic's layouts (custom layouts: their `pinchValue`, or 0).
    public var spacing: Double { pinchValue ?? 0 }

    /// Sets the pinch spacing, clamped by the layout (flow: both spacings).
    public mutating func setSpacing(_ value: Double) { setPinchValue(value) }

    /// Flow: the uniform item size (clamped by the layout); other layouts: ignored.
    public mutating func setItemSize(_ size: Size) { flow?.setItemSize(size) }

    /// Waterfall: the column count (clamped by the layout); other layouts: ignored.
    public mutating func setColumnCount(_ count: Int) { waterfall?.setColumnCount(count) }

    /// Sets the container (viewport) size in points and relays out.
    public mutating func setContainerSize(_ size: Size) {
        flow?.containerSize = size
        waterfall?.containerSize = size
        custom?.containerSize = size
    }

    /// Waterfall: limit placement to `y` (content coordinates) during a live drag, or complete
    /// it (`nil`); see `WaterfallLayout.setPlacementLimit`. Other layouts need none.
    public mutating func setPlacementLimit(_ y: Double?) { waterfall?.setPlacementLimit(y) }

    /// The current placement limit (waterfall), or nil.
    public var placementLimit: Double? { waterfall?.placementLimit }

    // MARK: Item edits (sizes follow items)

    /// Moves an item's data (its size) from `from` to `to`, a path in the result (remove, then
    /// insert), and relays out.
    /// - Throws: `MosaicError.sectionOutOfRange` / `.itemOutOfRange` from Mosaic's layouts
    ///   (the layout is then unchanged); a custom layout's own errors.
    public mutating func moveItem(from: ItemPath, to: ItemPath) throws {
        try flow?.moveItem(from: from, to: to)
        try waterfall?.moveItem(from: from, to: to)
        try custom?.moveItem(from: from, to: to)
    }
    /// Swaps the data (sizes) of the items at `a` and `b` and relays out.
    /// - Throws: `MosaicError.sectionOutOfRange` / `.itemOutOfRange` from Mosaic's layouts
    ///   (the layout is then unchanged); a custom layout's own errors.
    public mutating func exchangeItem(at a: ItemPath, with b: ItemPath) throws {
        try flow?.exchangeItem(at: a, with: b)
        try waterfall?.exchangeItem(at: a, with: b)
        try custom?.exchangeItem(at: a, with: b)
    }
    /// Removes the items at `paths` (paths before the deletion) and relays out.
    /// - Throws: `MosaicError.sectionOutOfRange` / `.itemOutOfRange`, or `.invalidUpdate` for a
    ///   duplicate path, from Mosaic's layouts (the layout is then unchanged); a custom layout's
    ///   own errors.
    public mutating func deleteItems(at paths: [ItemPath]) throws {
        try flow?.deleteItems(at: paths)
        try waterfall?.deleteItems(at: paths)
        try custom?.deleteItems(at: paths)
    }
    /// Inserts an item of `size` (points) at `path` (`item` in `0...count`) and relays out.
    /// Layouts that size items uniformly ignore `size`; the waterfall uses its height.
    /// - Throws: `MosaicError.sectionOutOfRange` / `.itemOutOfRange`, or `.invalidParameter`
    ///   for a NaN, negative or too large dimension, from Mosaic's layouts (the layout is then
    ///   unchanged); a custom layout's own errors.
    public mutating func insertItem(at path: ItemPath, size: Size) throws {
        try flow?.insertItem(at: path, size: size)
        try waterfall?.insertItem(at: path, size: size)
        try custom?.insertItem(at: path, size: size)
    }
    /// Replaces all items: one section per entry of `sizes`, with these item sizes in points
    /// (uniform layouts use only the counts).
    public mutating func reload(sizes: [[Size]]) {
        flow?.reload(sizes: sizes)
        waterfall?.reload(sizes: sizes)
        custom?.reload(sizes: sizes)
    }
}
