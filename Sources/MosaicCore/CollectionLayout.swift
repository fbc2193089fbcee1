/// What a layout is told before it places items (UIKit's `prepare()` reads the same from its
/// collection view): the container's size and every item's size, per section.
///
/// Sizes follow the items: when an item moves, is exchanged, deleted or inserted, the owner of
/// the context (the collection view) edits `itemSizes` accordingly and prepares the layout again,
/// so a moved item keeps its own size.
public struct LayoutContext: Hashable, Sendable {
    /// The visible size of the collection, in points.
    public var containerSize: Size
    /// Each section's item sizes, in order. A layout that sizes items uniformly may ignore them
    /// and use only the counts.
    public var itemSizes: [[Size]]

    /// A context of the container's visible size (points) and every item's size, one array
    /// per section in item order (points); stored as given, not validated.
    public init(containerSize: Size, itemSizes: [[Size]]) {
        self.containerSize = containerSize
        self.itemSizes = itemSizes
    }

    /// The number of items in each section. - Complexity: O(sections).
    public var itemCounts: [Int] { itemSizes.map(\.count) }
}

/// A layout: a value that places the items (and section headers/footers) of a sectioned
/// collection. Write your own by implementing the four requirements UIKit asks of a layout —
/// `prepare(_:)`, `contentSize`, `attributesForItem(at:)` and `attributes(in:)` — and Mosaic
/// supplies the rest (hit testing, the insertion slot of a drop, partial invalidation, and the
/// edits of interactive movement, exchange, deletion and insertion) on top of those. A layout
/// written against this version keeps compiling: every requirement added later comes with a
/// default implementation.
///
/// ```swift
/// struct ListLayout: CollectionLayout {
///     var rowHeight = 44.0
///     private var counts: [Int] = []
///     private var width = 0.0
///     mutating func prepare(_ context: LayoutContext) {
///         counts = context.itemCounts
///         width = context.containerSize.width
///     }
///     var contentSize: Size { Size(width: width, height: Double(counts.reduce(0, +)) * rowHeight) }
///     func attributesForItem(at path: ItemPath) -> LayoutAttributes? { … }
///     func attributes(in rect: Rect) -> [LayoutAttributes] { … }
/// }
/// let view = try CollectionView(snapshot: snapshot, layout: ListLayout(), viewportSize: size, clock: clock)
/// ```
///
/// Contract shared by every layout:
/// - Frames are in content coordinates (origin top-left of the content).
/// - `attributes(in:)` returns every element whose frame intersects the rectangle, headers,
///   cells and footers, in no promised order; it equals a brute-force filter of all frames.
/// - `itemPath(at:)` is nil over gaps, insets, headers and footers; it agrees with the frames.
/// - `insertionSlot(nearest:itemCounts:)` is the position (`0...count` in some section) where an
///   item dropped at the point would be inserted: over an item, before or after it by which
///   half the point is in; over a gap, the nearest slot; past the last item of a section, its end.
public protocol CollectionLayout: Sendable {
    /// Told the container size and the item sizes; computes what the queries need.
    /// Called once before the first query and after every change of the context.
    /// - Complexity: the layout's own; Mosaic's layouts are O(n) here.
    mutating func prepare(_ context: LayoutContext)

    /// The size of the whole content.
    var contentSize: Size { get }

    /// The frame (and look) of one item, or nil when the path is outside the collection.
    func attributesForItem(at path: ItemPath) -> LayoutAttributes?

    /// Every element (cells, headers, footers) whose frame intersects `rect`.
    /// Per-frame work is proportional to what this returns when it is O(log n + k).
    func attributes(in rect: Rect) -> [LayoutAttributes]

    // MARK: Requirements with default implementations

    /// Told that the context changed from `path` onward (reading order); items before it keep
    /// their frames. Default: `prepare(context)` (everything).
    mutating func prepare(_ context: LayoutContext, invalidatedFrom path: ItemPath)

    /// The header or footer of a section (nil for `.cell`, or when it has none). Default: nil.
    func attributesForSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes?

    /// The item under a point, nil over gaps, headers and footers. Default: the cell among
    /// `attributes(in:)` of a 1×1 rectangle at the point whose frame contains it (the topmost
    /// by `zIndex`).
    func itemPath(at point: Point) -> ItemPath?

    /// Where an item dropped at `point` would be inserted (see the contract above).
    /// Default: the nearest cell found by `attributes(in:)` in growing squares around the point,
    /// before or after it by which half the point is in (along the axis on which its neighbour
    /// follows); an empty section's header or footer gives its slot 0.
    func insertionSlot(nearest point: Point, itemCounts: [Int]) -> ItemPath?

    /// UIKit's `targetIndexPath(forInteractivelyMovingItem:withPosition:)`: the layout may
    /// change the target the collection view proposes for a moving item at `position`
    /// (content coordinates). Default: `proposed`.
    func targetPath(forInteractivelyMovingItemAt origin: ItemPath, withPosition position: Point,
                    proposed: ItemPath) -> ItemPath

    /// The value a pinch adjusts (Mosaic's layouts: the spacing; a custom spread layout: its
    /// spread distance), or nil when a pinch should not change this layout. Default: nil.
    var pinchValue: Double? { get }

    /// Sets the value a pinch adjusts, clamped by the layout. A plain layout is prepared again
    /// afterwards (by `ManagedLayout`); an `IncrementalCollectionLayout` relays out itself.
    /// Default: does nothing.
    mutating func setPinchValue(_ value: Double)

    /// The direction the layout presents its items in (see ``LayoutDirection``). Default:
    /// `.leftToRight`. The collection view reads it as its own direction (UIKit's
    /// `effectiveUserInterfaceLayoutDirection`): its arrow keys follow what the layout draws.
    var layoutDirection: LayoutDirection { get }

    /// Presents the layout in `direction`: right to left, mirrored horizontally across the
    /// content's width (``LayoutMirror``), so frames, `attributes(in:)`, `itemPath(at:)` and
    /// `insertionSlot(nearest:itemCounts:)` all answer in the mirrored geometry. Default: does
    /// nothing (the layout stays left to right and says so through `layoutDirection`).
    mutating func setLayoutDirection(_ direction: LayoutDirection)
}

extension CollectionLayout {
    public mutating func prepare(_ context: LayoutContext, invalidatedFrom path: ItemPath) {
        prepare(context)
    }

    public func attributesForSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes? {
        nil
    }

    public func itemPath(at point: Point) -> ItemPath? {
        guard point.isFinite else { return nil }
        return HitTest.topmostCell(containing: point, in: attributes(in: HitTest.probe(around: point)))
    }

    public func insertionSlot(nearest point: Point, itemCounts: [Int]) -> ItemPath? {
        DefaultInsertionSlot.find(in: self, nearest: point, itemCounts: itemCounts)
    }

    public func targetPath(forInteractivelyMovingItemAt origin: ItemPath, withPosition position: Point,
                           proposed: ItemPath) -> ItemPath {
        proposed
    }

    public var pinchValue: Double? { nil }

    public mutating func setPinchValue(_ value: Double) {}

    public var layoutDirection: LayoutDirection { .leftToRight }

    public mutating func setLayoutDirection(_ direction: LayoutDirection) {}
}

/// The default hit test: the frontmost visible cell among the attributes of a 1×1 probe.
enum HitTest {
    /// The 1×1 rectangle centred on `point`.
    static func probe(around point: Point) -> Rect {
        Rect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    }

    /// The frontmost (by `zIndex`) visible cell among `candidates` whose frame contains `point`.
    /// - Complexity: O(k).
    static func topmostCell(containing point: Point, in candidates: [LayoutAttributes]) -> ItemPath? {
        var best: LayoutAttributes?
        for a in candidates where a.kind == .cell && !a.isHidden && a.frame.contains(point) {
            if best.map({ a.zIndex > $0.zIndex }) ?? true { best = a }
        }
        return best?.path
    }
}

/// A layout that keeps its per-item data itself and edits it in place, relaying out only from
/// the first changed item (Mosaic's `FlowLayout` and `WaterfallLayout`). The collection view
/// uses these fast paths when a layout offers them; a plain `CollectionLayout` gets the same
/// behaviour through `ManagedLayout`, which keeps the `LayoutContext` for it.
///
/// Per-item data (sizes) follows the items through `moveItem`, `exchangeItem`, `deleteItems`
/// and `insertItem`, so a moved item keeps its own size; each edit relays out only from the
/// first changed index onward.
public protocol IncrementalCollectionLayout: CollectionLayout {
    /// The size of the container (the viewport). Setting it relays out.
    var containerSize: Size { get set }
    /// The number of items in each section, as the layout currently knows them.
    var itemCounts: [Int] { get }
    /// The current size of an item (follows the item through edits).
    func itemSize(at path: ItemPath) -> Size?
    /// The insertion slot with the layout's own item counts (see `CollectionLayout`).
    /// - Complexity: O(log n) or better in Mosaic's layouts.
    func insertionSlot(nearest point: Point) -> ItemPath?

    /// Recomputes everything.
    mutating func invalidate()
    /// Recomputes from `path` onward (in reading order); earlier items keep their frames.
    mutating func invalidate(from path: ItemPath)

    /// Moves an item's data (its size) from `from` to `to` (remove then insert) and relays out.
    mutating func moveItem(from: ItemPath, to: ItemPath) throws
    /// Swaps the data of two items and relays out.
    mutating func exchangeItem(at a: ItemPath, with b: ItemPath) throws
    /// Removes items (paths before the deletion) and relays out.
    mutating func deleteItems(at paths: [ItemPath]) throws
    /// Inserts an item of `size` at `path` (`0...count`) and relays out. Layouts that size
    /// items uniformly ignore `size`; the waterfall uses its height.
    mutating func insertItem(at path: ItemPath, size: Size) throws
    /// Replaces all items: `sizes` gives each section's item sizes (uniform layouts use the counts).
    mutating func reload(sizes: [[Size]])
}

extension IncrementalCollectionLayout {
    /// Sets the container size and replaces every item's size.
    public mutating func prepare(_ context: LayoutContext) {
        containerSize = context.containerSize
        reload(sizes: context.itemSizes)
    }

    public func insertionSlot(nearest point: Point, itemCounts: [Int]) -> ItemPath? {
        insertionSlot(nearest: point)
    }
}
