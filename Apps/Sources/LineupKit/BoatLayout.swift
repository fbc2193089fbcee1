import MosaicCore

/// The lineup's layout, written on Mosaic's public `CollectionLayout`: the boat on the left —
/// its header, the drummer centred at the front, ten rows of a left and a right seat, the
/// steerer centred at the back — and the bench on the right, under its header, in as many
/// columns as fit; in a window narrower than ``sideBySideWidth`` the bench flows under the
/// boat. Every seat has the same size; hit testing, drop slots and the edits of
/// exchange and movement come from Mosaic's defaults.
///
/// Right to left (``setLayoutDirection(_:)``) the boat moves to the right and the bench to the
/// left, its rows filling from the right (mirrored with `LayoutMirror`); each seat keeps its
/// side of the boat, which is drawn as it floats.
public struct BoatLayout: CollectionLayout {
    /// A seat's size in points.
    public static let cellSize = Size(width: 230, height: 44)
    /// Space between seats and between a header and its first seat.
    public static let spacing = 8.0
    /// A header's height.
    public static let headerHeight = 40.0
    /// The margin around and between the two columns.
    public static let margin = 16.0

    private var counts: [Int] = []
    private var width = 0.0
    /// `.leftToRight` until ``setLayoutDirection(_:)``.
    public private(set) var layoutDirection: LayoutDirection = .leftToRight

    /// An empty layout, prepared by the collection view.
    public init() {}

    /// Takes the item counts and the container width (every seat has ``cellSize``).
    public mutating func prepare(_ context: LayoutContext) {
        counts = context.itemCounts
        width = context.containerSize.width
    }

    private static var step: Double { cellSize.height + spacing }
    private static var boatWidth: Double { 2 * cellSize.width + spacing }
    private static var top: Double { margin / 2 + headerHeight + spacing }
    /// The bench beside the boat needs this width (one column); below it the bench flows
    /// under the boat.
    public static var sideBySideWidth: Double { margin + boatWidth + 2 * margin + cellSize.width + margin }
    /// The narrowest container the boat fits in (its two seats a row and the margins).
    public static var minimumWidth: Double { margin + boatWidth + margin }
    /// True when the bench is under the boat (a container narrower than ``sideBySideWidth``).
    public var benchUnderBoat: Bool { width < Self.sideBySideWidth }
    private var boatRows: Int { counts.first.map { ($0 + 1) / 2 + 1 } ?? 0 }
    private var benchX: Double { benchUnderBoat ? Self.margin : Self.margin + Self.boatWidth + 2 * Self.margin }
    /// The bench header's top: beside the boat's, or below the boat's last seat.
    private var benchHeaderY: Double {
        benchUnderBoat ? Self.top + Double(boatRows) * Self.step + Self.margin : Self.margin / 2
    }
    private var benchTop: Double { benchHeaderY + Self.headerHeight + Self.spacing }
    private var benchColumns: Int {
        max(1, Int((width - benchX - Self.margin + Self.spacing) / (Self.cellSize.width + Self.spacing)))
    }

    /// The container width (or the columns' width) by the taller column — or, with the bench
    /// under the boat, by the bench's end.
    public var contentSize: Size {
        let benchCount = counts.count > 1 ? counts[1] : 0
        let benchRows = Double((benchCount + benchColumns - 1) / benchColumns)
        let height = benchUnderBoat ? benchTop + benchRows * Self.step + Self.margin
            : Self.top + max(Double(boatRows), benchRows) * Self.step + Self.margin
        return Size(width: max(width, benchUnderBoat ? Self.minimumWidth : Self.sideBySideWidth), height: height)
    }

    /// Right to left: the boat on the right, the bench on the left (see the type's notes).
    public mutating func setLayoutDirection(_ direction: LayoutDirection) { layoutDirection = direction }

    /// A seat's frame: the boat's (drummer, rows, steerer) or the bench's grid.
    public func attributesForItem(at path: ItemPath) -> LayoutAttributes? { leftToRightItem(at: path).map(presented) }

    /// Each section's header, above its column.
    public func attributesForSupplementary(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes? {
        leftToRightHeader(kind, inSection: section).map(presented)
    }

    /// Left to right as computed; right to left the boat (section 0) moves as a whole to the
    /// right margin, keeping its seats' sides, and the bench is mirrored.
    private func presented(_ a: LayoutAttributes) -> LayoutAttributes {
        let content = contentSize.width
        guard let mirror = LayoutMirror(direction: layoutDirection, width: content) else { return a }
        guard a.path.section == LineupSection.boat.rawValue else { return mirror.attributes(a) }
        var moved = a
        moved.frame.origin.x += content - 2 * Self.margin - Self.boatWidth
        return moved
    }

    private func leftToRightItem(at path: ItemPath) -> LayoutAttributes? {
        guard counts.indices.contains(path.section), path.item >= 0, path.item < counts[path.section] else { return nil }
        let size = Self.cellSize
        if path.section == LineupSection.boat.rawValue {
            let last = counts[0] - 1
            let x: Double, row: Int
            if path.item == 0 || (path.item == last && path.item % 2 == 1) {
                // Drummer (front) and steerer (back) sit centred on their own line.
                x = Self.margin + (Self.boatWidth - size.width) / 2
                row = path.item == 0 ? 0 : (path.item + 1) / 2
            } else {
                x = Self.margin + (path.item % 2 == 1 ? 0 : size.width + Self.spacing)
                row = (path.item + 1) / 2
            }
            return LayoutAttributes(path: path, frame: Rect(x: x, y: Self.top + Double(row) * Self.step,
                                                            width: size.width, height: size.height))
        }
        let column = path.item % benchColumns, row = path.item / benchColumns
        return LayoutAttributes(path: path, frame: Rect(x: benchX + Double(column) * (size.width + Self.spacing),
                                                        y: benchTop + Double(row) * Self.step,
                                                        width: size.width, height: size.height))
    }

    private func leftToRightHeader(_ kind: ElementKind, inSection section: Int) -> LayoutAttributes? {
        guard kind == .header, counts.indices.contains(section) else { return nil }
        let frame = section == 0
            ? Rect(x: Self.margin, y: Self.margin / 2, width: Self.boatWidth, height: Self.headerHeight)
            : Rect(x: benchX, y: benchHeaderY, width: max(Self.cellSize.width, width - benchX - Self.margin),
                   height: Self.headerHeight)
        return LayoutAttributes(kind: .header, path: ItemPath(section, 0), frame: frame)
    }

    /// Headers and seats that intersect `rect` (a lineup has a few dozen: a linear scan).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (s, count) in counts.enumerated() {
            if let h = attributesForSupplementary(.header, inSection: s), h.frame.intersects(rect) { result.append(h) }
            for i in 0..<count {
                if let a = attributesForItem(at: ItemPath(s, i)), a.frame.intersects(rect) { result.append(a) }
            }
        }
        return result
    }
}
