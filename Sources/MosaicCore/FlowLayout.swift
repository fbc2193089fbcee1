/// A grid/flow layout: items placed left-aligned in lines that wrap at the container's width
/// (vertical scrolling, lines are rows) or height (horizontal scrolling, lines are columns).
///
/// Contract (vertical scrolling; horizontal scrolling is the transpose, x ↔ y):
/// - Per section, top to bottom: header (full container width), top inset, the item rows,
///   bottom inset, footer. Sections follow each other with no other spacing; an empty section
///   still has its header, insets and footer.
/// - Items start at the left inset and follow each other with exactly
///   `minimumInteritemSpacing` between them (no justification). An item that would cross
///   `containerSize.width - inset.right` starts a new row, unless it is the first of its row
///   (an item wider than the available width sits alone on its row).
/// - Rows are `minimumLineSpacing` apart; a row is as tall as its tallest item; items are
///   top-aligned in their row.
/// - `contentSize` is the container width by the sum of the section heights.
///
/// Items are sized uniformly (`.uniform`: no per-item storage, every query is closed-form
/// arithmetic plus a binary search over sections) or one by one (`.perItem`: the closure is
/// evaluated when items are loaded and the sizes are then stored, so they follow the items
/// through `moveItem`, `exchangeItem`, `deleteItems` and `insertItem`). Per-item layouts store
/// per item its size and its offset along the line, plus a table of line starts.
///
/// Parameters are validated (`init` and the `set…` methods throw `MosaicError.invalidParameter`
/// naming the parameter and its range); `setSpacing(_:)` and `setItemSize(_:)` clamp instead,
/// for continuous changes such as a pinch.
public struct FlowLayout: CollectionLayout {
    /// The scroll axis: `.vertical` fills rows and stacks them downward; `.horizontal` fills
    /// columns top to bottom and stacks them rightward.
    public enum ScrollDirection: Hashable, Sendable {
        /// Scrolls up and down: items fill rows left to right, rows stack downward; the content
        /// width is the container's.
        case vertical
        /// Scrolls left and right: items fill columns top to bottom, columns stack rightward; the
        /// content height is the container's.
        case horizontal
    }

    /// How items are sized.
    public enum ItemSizing: Sendable {
        /// Every item has this size (each dimension in `FlowLayout.itemExtentRange`).
        case uniform(Size)
        /// Each item's size comes from the closure, evaluated when items are loaded and then
        /// stored per item. NaN or negative dimensions are treated as 0, dimensions above
        /// 1 000 000 points are clamped.
        case perItem(@Sendable (ItemPath) -> Size)
    }

    /// The valid range of both spacings; `setSpacing(_:)` clamps into it.
    public static let spacingRange: ClosedRange<Double> = 0...200
    /// The valid range of each dimension of a uniform item size; `setItemSize(_:)` clamps into it.
    public static let itemExtentRange: ClosedRange<Double> = 1...SectionedLayoutSupport.maximumExtent

    /// The scroll axis; `.vertical` unless given to `init`. Change it with
    /// `setScrollDirection(_:)`, which relays out.
    public internal(set) var scrollDirection: ScrollDirection
    /// The exact spacing between consecutive items of a line.
    public internal(set) var minimumInteritemSpacing: Double
    /// The spacing between consecutive lines (rows, or columns when scrolling horizontally).
    public internal(set) var minimumLineSpacing: Double
    /// The insets of every section without an override.
    public internal(set) var sectionInset: EdgeInsets
    /// Per-section insets replacing `sectionInset`.
    public internal(set) var sectionInsetOverrides: [Int: EdgeInsets]
    /// Header extent per section along the scroll axis (height when scrolling vertically,
    /// width when scrolling horizontally); missing entries are 0 (no header).
    public internal(set) var headerSizes: [Double]
    /// Footer extent per section along the scroll axis; missing entries are 0 (no footer).
    public internal(set) var footerSizes: [Double]
    /// The uniform item size, or nil when items are sized one by one.
    public internal(set) var uniformItemSize: Size?
    /// Centres the columns of uniformly sized items across the scroll axis: the room a line
    /// leaves after as many items as fit (between the section's insets) is split equally on
    /// both sides, so a grid has the same margin left and right. Short lines (a section's last)
    /// keep the columns of the full lines. Sizing per item is not affected. Default false (UIKit:
    /// lines start at the leading inset). Set with ``setCentersUniformLines(_:)``.
    public internal(set) var centersUniformLines = false
    /// The direction the layout presents in (``LayoutDirection``); `.leftToRight` until
    /// ``setLayoutDirection(_:)`` changes it.
    public internal(set) var layoutDirection: LayoutDirection = .leftToRight

    var storedContainerSize: Size
    var counts: [Int]
    /// The closure of a `.perItem` sizing, kept to size items on `reload(itemCounts:)`.
    var sizeProvider: (@Sendable (ItemPath) -> Size)?
    /// Per-item mode: the stored size of every item, per section. Empty when uniform.
    var itemSizes: [[Size]] = []
    /// Per-item mode: the line table of every section. Empty when uniform.
    var lineTables: [LineTable] = []
    /// Where each section starts along the scroll axis (`sectionCount + 1` prefix sums).
    var sectionStarts: [Double] = [0]
    /// How many item placements the per-item layout has performed (for tests of partial
    /// invalidation; uniform layouts place nothing, they compute).
    var placementsPerformed = 0

    /// Creates a flow layout after validating every parameter.
    ///
    /// - Parameters:
    ///   - itemCounts: items per section (negative counts are treated as 0).
    ///   - itemSizing: uniform size or per-item closure (evaluated here for every item).
    ///   - scrollDirection: `.vertical` (rows, default) or `.horizontal` (columns).
    ///   - minimumInteritemSpacing: the gap between items in a line; in `spacingRange`.
    ///   - minimumLineSpacing: the gap between lines; in `spacingRange`.
    ///   - sectionInset: every section's insets; finite, in `0...1_000_000`.
    ///   - sectionInsetOverrides: insets of particular sections, by index; finite, in
    ///     `0...1_000_000`.
    ///   - headerSizes: each section's header extent (0: none); finite, in `0...1_000_000`.
    ///   - footerSizes: each section's footer extent (0: none); finite, in `0...1_000_000`.
    ///   - containerSize: the viewport (NaN or negative dimensions are treated as 0).
    /// - Throws: `MosaicError.invalidParameter` naming the first invalid parameter.
    /// - Complexity: O(sections) when uniform, O(n) per item sized.
    public init(itemCounts: [Int], itemSizing: ItemSizing, scrollDirection: ScrollDirection = .vertical,
                minimumInteritemSpacing: Double = 0, minimumLineSpacing: Double = 0,
                sectionInset: EdgeInsets = .zero, sectionInsetOverrides: [Int: EdgeInsets] = [:],
                headerSizes: [Double] = [], footerSizes: [Double] = [], containerSize: Size) throws {
        typealias Support = SectionedLayoutSupport
        self.scrollDirection = scrollDirection
        self.minimumInteritemSpacing = try Support.validated(
            minimumInteritemSpacing, name: "minimumInteritemSpacing", in: Self.spacingRange)
        self.minimumLineSpacing = try Support.validated(
            minimumLineSpacing, name: "minimumLineSpacing", in: Self.spacingRange)
        self.sectionInset = try Support.validatedInsets(sectionInset, name: "sectionInset")
        self.sectionInsetOverrides = try Support.validatedInsetOverrides(
            sectionInsetOverrides, name: "sectionInsetOverrides")
        self.headerSizes = try Support.validatedExtents(headerSizes, name: "headerSizes")
        self.footerSizes = try Support.validatedExtents(footerSizes, name: "footerSizes")
        self.storedContainerSize = Support.sanitizedContainer(containerSize)
        self.counts = itemCounts.map { max(0, $0) }
        switch itemSizing {
        case .uniform(let size):
            self.uniformItemSize = try Self.validatedItemSize(size)
        case .perItem(let provider):
            self.uniformItemSize = nil
            self.sizeProvider = provider
            self.itemSizes = Self.evaluate(provider, counts: counts)
        }
        invalidate()
    }

    // MARK: - CollectionLayout state

    /// The viewport size. Setting it relays out when the extent across the scroll axis changes
    /// (NaN or negative dimensions are treated as 0).
    /// - Complexity: O(sections) when uniform, O(n) per item sized.
    public var containerSize: Size {
        get { storedContainerSize }
        set {
            let old = storedContainerSize
            storedContainerSize = SectionedLayoutSupport.sanitizedContainer(newValue)
            if axis.crossExtent(of: old) != axis.crossExtent(of: storedContainerSize) { invalidate() }
        }
    }

    public var itemCounts: [Int] { counts }

    /// The number of sections.
    public var sectionCount: Int { counts.count }

    /// - Complexity: O(1).
    public var contentSize: Size {
        let total = sectionStarts.last ?? 0
        switch scrollDirection {
        case .vertical: return Size(width: storedContainerSize.width, height: total)
        case .horizontal: return Size(width: total, height: storedContainerSize.height)
        }
    }

    /// The stored size of the item (the uniform size when sizing is uniform), nil when the
    /// path is out of range.
    /// - Complexity: O(1).
    public func itemSize(at path: ItemPath) -> Size? {
        guard isValid(path) else { return nil }
        return uniformItemSize ?? itemSizes[path.section][path.item]
    }

    func isValid(_ path: ItemPath) -> Bool {
        path.section >= 0 && path.section < counts.count && path.item >= 0 && path.item < counts[path.section]
    }

    // MARK: - Parameter validation

    /// `size` if each dimension is finite and in `itemExtentRange`; otherwise throws
    /// `invalidParameter` naming `itemSize.width` or `itemSize.height`.
    public static func validatedItemSize(_ size: Size) throws -> Size {
        Size(width: try SectionedLayoutSupport.validated(size.width, name: "itemSize.width", in: itemExtentRange),
             height: try SectionedLayoutSupport.validated(size.height, name: "itemSize.height", in: itemExtentRange))
    }

    /// `value` if it is finite and in `spacingRange`; otherwise throws `invalidParameter`
    /// naming `name`.
    public static func validatedSpacing(_ value: Double, name: String = "spacing") throws -> Double {
        try SectionedLayoutSupport.validated(value, name: name, in: spacingRange)
    }

    static func evaluate(_ provider: (ItemPath) -> Size, counts: [Int]) -> [[Size]] {
        counts.enumerated().map { section, count in
            (0..<count).map { SectionedLayoutSupport.sanitizedSize(provider(ItemPath(section, $0))) }
        }
    }
}
