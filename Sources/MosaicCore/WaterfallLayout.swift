/// A vertically scrolling waterfall (masonry) layout: N equal columns, variable item heights,
/// each item placed in the currently shortest column (the leftmost on ties).
///
/// Contract, per section (sections stack downward with no other spacing):
/// - Header (full container width), top inset, the columns, bottom inset, footer.
/// - Column width = (width − inset.left − inset.right − spacing · (columns − 1)) / columns
///   (0 if negative); column c starts at `inset.left + c · (columnWidth + spacing)`.
/// - Column heights start at the section's content top; item i goes to the shortest column,
///   occupies `y ..< y + height[i]`, and that column grows by `height[i] + spacing`.
/// - Section height = header + top inset + tallest column (without trailing spacing) +
///   bottom inset + footer. `contentSize` is the container width by the sum of the sections.
///
/// Storage per item: its height (the data, which follows the item through edits), its y
/// (section-relative `Double`), its column (`UInt16`), and its index in its column's list of
/// items (`Int32`) — 22 bytes. Each column's list is sorted by index and by y, so point
/// queries binary-search one column; and since every item goes to the shortest column, the
/// items' ys are non-decreasing by index, so `attributes(in:)` binary-searches the flat ys
/// once: O(log n + columns + k).
///
/// Every edit and `invalidate(from:)` recomputes only from the first changed item onward: the
/// column heights just before item i are recovered from the last item with index < i in each
/// column (a binary search per column), and items before i keep their stored frames.
public struct WaterfallLayout: CollectionLayout {
    /// The valid range of `spacing`; `setSpacing(_:)` clamps into it.
    public static let spacingRange: ClosedRange<Double> = 0...200
    /// The valid range of `columnCount`; `setColumnCount(_:)` clamps into it.
    public static let columnCountRange: ClosedRange<Int> = 1...64

    /// The number of columns, in `columnCountRange`.
    public internal(set) var columnCount: Int
    /// The spacing between columns and between consecutive items of a column.
    public internal(set) var spacing: Double
    /// The insets of every section without an override.
    public internal(set) var sectionInset: EdgeInsets
    /// Per-section insets replacing `sectionInset`.
    public internal(set) var sectionInsetOverrides: [Int: EdgeInsets]
    /// Header height per section; missing entries are 0 (no header).
    public internal(set) var headerHeights: [Double]
    /// Footer height per section; missing entries are 0 (no footer).
    public internal(set) var footerHeights: [Double]

    var storedContainerSize: Size
    /// The data: every item's height, per section.
    var itemHeights: [[Double]]
    /// The placement of every section's items.
    var columnTables: [ColumnTable] = []
    /// Where each section starts (`sectionCount + 1` prefix sums of the section heights).
    var sectionStarts: [Double] = [0]
    /// How many item placements have been performed in total (tests of partial invalidation).
    var placementsPerformed = 0
    /// See `setPlacementLimit(_:)`; nil: place everything.
    public internal(set) var placementLimit: Double?
    /// The direction the layout presents in (``LayoutDirection``); `.leftToRight` until
    /// ``setLayoutDirection(_:)`` changes it.
    public internal(set) var layoutDirection: LayoutDirection = .leftToRight

    /// Creates a waterfall layout after validating every parameter.
    ///
    /// - Parameters:
    ///   - itemHeights: one array of item heights per section; each finite in `0...1_000_000`.
    ///   - columnCount: in `columnCountRange`.
    ///   - spacing: in `spacingRange`.
    ///   - sectionInset: every section's insets; finite, in `0...1_000_000`.
    ///   - sectionInsetOverrides: insets of particular sections, by index; finite, in
    ///     `0...1_000_000`.
    ///   - headerHeights: each section's header height (0: none); finite, in `0...1_000_000`.
    ///   - footerHeights: each section's footer height (0: none); finite, in `0...1_000_000`.
    ///   - containerSize: the viewport (NaN or negative dimensions are treated as 0).
    /// - Throws: `MosaicError.invalidParameter` naming the first invalid parameter
    ///   (e.g. `itemHeights[0][3]`).
    /// - Complexity: O(n · columns) for n items.
    public init(itemHeights: [[Double]], columnCount: Int, spacing: Double = 0,
                sectionInset: EdgeInsets = .zero, sectionInsetOverrides: [Int: EdgeInsets] = [:],
                headerHeights: [Double] = [], footerHeights: [Double] = [], containerSize: Size) throws {
        typealias Support = SectionedLayoutSupport
        guard Self.columnCountRange.contains(columnCount) else {
            throw MosaicError.invalidParameter(
                name: "columnCount", value: "\(columnCount)",
                expected: "an integer in \(Self.columnCountRange.lowerBound)...\(Self.columnCountRange.upperBound)")
        }
        self.columnCount = columnCount
        self.spacing = try Support.validated(spacing, name: "spacing", in: Self.spacingRange)
        self.sectionInset = try Support.validatedInsets(sectionInset, name: "sectionInset")
        self.sectionInsetOverrides = try Support.validatedInsetOverrides(
            sectionInsetOverrides, name: "sectionInsetOverrides")
        self.headerHeights = try Support.validatedExtents(headerHeights, name: "headerHeights")
        self.footerHeights = try Support.validatedExtents(footerHeights, name: "footerHeights")
        for (section, heights) in itemHeights.enumerated() {
            _ = try Support.validatedExtents(heights, name: "itemHeights[\(section)]")
        }
        self.itemHeights = itemHeights
        self.storedContainerSize = Support.sanitizedContainer(containerSize)
        invalidate()
    }

    // MARK: - CollectionLayout state

    /// The viewport size. Setting it relays out when the width changes (NaN or negative
    /// dimensions are treated as 0).
    /// - Complexity: O(n · columns) when the width changes, O(1) otherwise.
    public var containerSize: Size {
        get { storedContainerSize }
        set {
            let oldWidth = storedContainerSize.width
            storedContainerSize = SectionedLayoutSupport.sanitizedContainer(newValue)
            if oldWidth != storedContainerSize.width { invalidate() }
        }
    }

    public var itemCounts: [Int] { itemHeights.map(\.count) }

    /// The number of sections.
    public var sectionCount: Int { itemHeights.count }

    /// - Complexity: O(1).
    public var contentSize: Size {
        Size(width: storedContainerSize.width, height: sectionStarts.last ?? 0)
    }

    /// The item's size: its section's column width by its stored height; nil out of range.
    /// - Complexity: O(1).
    public func itemSize(at path: ItemPath) -> Size? {
        guard isValid(path) else { return nil }
        return Size(width: columnWidth(inSection: path.section), height: itemHeights[path.section][path.item])
    }

    /// The width of the columns of `section` (its insets may be overridden); 0 when the
    /// container is too narrow.
    /// - Complexity: O(1).
    public func columnWidth(inSection section: Int) -> Double {
        let inset = insets(section)
        let room = storedContainerSize.width - inset.left - inset.right - spacing * Double(columnCount - 1)
        return max(0, room / Double(columnCount))
    }

    /// The column holding an item, nil when the path is out of range.
    /// - Complexity: O(1).
    public func column(ofItemAt path: ItemPath) -> Int? {
        guard isValid(path) else { return nil }
        return Int(columnTables[path.section].columns[path.item])
    }

    func isValid(_ path: ItemPath) -> Bool {
        path.section >= 0 && path.section < itemHeights.count
            && path.item >= 0 && path.item < itemHeights[path.section].count
    }
}
