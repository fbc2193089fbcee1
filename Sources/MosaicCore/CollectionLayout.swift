/// A layout: a pure value that places the items (and section headers/footers) of a
/// sectioned collection, given its parameters, the container size and the item sizes.
///
/// Contract shared by every layout:
/// - Frames are in content coordinates (origin top-left of the content).
/// - `attributes(in:)` returns every element whose frame intersects the rectangle, headers,
///   cells and footers, in no promised order; it equals a brute-force filter of all frames.
/// - `itemPath(at:)` is nil over gaps, insets, headers and footers; it agrees with the frames.
/// - `insertionSlot(nearest:)` is the position (`0...count` in some section) where an item
///   dropped at the point would be inserted: over an item, before or after it by which half
///   the point is in; over a gap, the nearest slot; in an empty section, its slot 0; past the
///   last item of a section, its end.
/// - Per-item data (sizes) follows the items through `moveItem`, `exchangeItem`,
///   `deleteItems` and `insertItem`, so a moved item keeps its own size; each edit relays out
///   only from the first changed index onward.
public protocol CollectionLayout: Sendable {
    /// The size of the container (the viewport). Setting it relays out.
    var containerSize: Size { get set }
    /// The number of items in each section, as the layout currently knows them.
    var itemCounts: [Int] { get }
    /// The size of the whole content.
    var contentSize: Size { get }

    /// - Complexity: O(1) for uniform grids, O(log n) otherwise.
    func attributesForItem(at path: ItemPath) -> LayoutAttributes?
    /// Header or footer of a section (nil for `.cell`, or when its size is zero).
    func attributesForSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes?
    /// - Complexity: O(log n + k) for k results.
    func attributes(in rect: Rect) -> [LayoutAttributes]
    /// - Complexity: O(log n) or better.
    func itemPath(at point: Point) -> ItemPath?
    /// - Complexity: O(log n) or better.
    func insertionSlot(nearest point: Point) -> ItemPath?
    /// The current size of an item (follows the item through edits).
    func itemSize(at path: ItemPath) -> Size?

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
