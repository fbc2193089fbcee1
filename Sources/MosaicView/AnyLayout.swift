import MosaicCore

/// The collection view's layout: one of Mosaic's layouts, with the live parameters a pinch
/// or an API call can change (spacing, item size, column count), validated and clamped by the
/// layout itself.
///
/// Stored as two optionals rather than an enum so that edits mutate the layout in place
/// (an enum payload would be copied, and a 1,000,000-item waterfall with it, on every edit).
public struct AnyLayout: Sendable {
    public private(set) var flow: FlowLayout?
    public private(set) var waterfall: WaterfallLayout?

    public init(_ flow: FlowLayout) { self.flow = flow }
    public init(_ waterfall: WaterfallLayout) { self.waterfall = waterfall }

    public var isWaterfall: Bool { waterfall != nil }

    // MARK: Queries (forwarded without boxing)

    public var contentSize: Size { flow?.contentSize ?? waterfall?.contentSize ?? .zero }
    public var itemCounts: [Int] { flow?.itemCounts ?? waterfall?.itemCounts ?? [] }
    public var containerSize: Size { flow?.containerSize ?? waterfall?.containerSize ?? .zero }

    public func attributesForItem(at path: ItemPath) -> LayoutAttributes? {
        flow?.attributesForItem(at: path) ?? waterfall?.attributesForItem(at: path)
    }
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        flow?.attributes(in: rect) ?? waterfall?.attributes(in: rect) ?? []
    }
    public func itemPath(at point: Point) -> ItemPath? {
        if let flow { return flow.itemPath(at: point) }
        return waterfall?.itemPath(at: point)
    }
    public func insertionSlot(nearest point: Point) -> ItemPath? {
        if let flow { return flow.insertionSlot(nearest: point) }
        return waterfall?.insertionSlot(nearest: point)
    }
    public func itemSize(at path: ItemPath) -> Size? {
        flow?.itemSize(at: path) ?? waterfall?.itemSize(at: path)
    }

    // MARK: Live parameters

    /// The spacing a pinch changes: flow's inter-item spacing (line spacing is set with it),
    /// waterfall's spacing.
    public var spacing: Double { flow?.minimumInteritemSpacing ?? waterfall?.spacing ?? 0 }

    /// Sets the pinch spacing, clamped by the layout (flow: both spacings).
    public mutating func setSpacing(_ value: Double) {
        flow?.setSpacing(value)
        waterfall?.setSpacing(value)
    }

    /// Flow: the uniform item size (clamped by the layout); waterfall: ignored.
    public mutating func setItemSize(_ size: Size) { flow?.setItemSize(size) }

    /// Waterfall: the column count (clamped by the layout); flow: ignored.
    public mutating func setColumnCount(_ count: Int) { waterfall?.setColumnCount(count) }

    public mutating func setContainerSize(_ size: Size) {
        flow?.containerSize = size
        waterfall?.containerSize = size
    }

    /// Waterfall: limit placement to `y` (content coordinates) during a live drag, or complete
    /// it (`nil`); see `WaterfallLayout.setPlacementLimit`. Flow layouts need none.
    public mutating func setPlacementLimit(_ y: Double?) { waterfall?.setPlacementLimit(y) }

    /// The current placement limit (waterfall), or nil.
    public var placementLimit: Double? { waterfall?.placementLimit }

    // MARK: Item edits (sizes follow items)

    public mutating func moveItem(from: ItemPath, to: ItemPath) throws {
        try flow?.moveItem(from: from, to: to)
        try waterfall?.moveItem(from: from, to: to)
    }
    public mutating func exchangeItem(at a: ItemPath, with b: ItemPath) throws {
        try flow?.exchangeItem(at: a, with: b)
        try waterfall?.exchangeItem(at: a, with: b)
    }
    public mutating func deleteItems(at paths: [ItemPath]) throws {
        try flow?.deleteItems(at: paths)
        try waterfall?.deleteItems(at: paths)
    }
    public mutating func insertItem(at path: ItemPath, size: Size) throws {
        try flow?.insertItem(at: path, size: size)
        try waterfall?.insertItem(at: path, size: size)
    }
    public mutating func reload(sizes: [[Size]]) {
        flow?.reload(sizes: sizes)
        waterfall?.reload(sizes: sizes)
    }
}
