import MosaicCore

/// A rectangle of device pixels, half-open: `x0 ..< x1` × `y0 ..< y1`.
struct PixelBox: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersects(_ other: PixelBox) -> Bool {
        x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
    }

    func contains(_ other: PixelBox) -> Bool {
        other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1
    }
}

/// Where the list being drawn still shows nothing but its background color: the viewport just
/// after the background fill, minus every box drawn since. A cached cell whose surface lands
/// wholly on clean ground can be rendered on that color (an opaque surface) and copied
/// (`CAIRO_OPERATOR_SOURCE`, a row copy) instead of blended pixel by pixel: the same pixels as
/// drawing the cell onto the background directly.
///
/// Drawn boxes are kept in square tiles of ``tile`` device pixels, so a query looks only at
/// boxes near it. The storage is reused frame after frame (no allocation once warm).
/// - Complexity: ``isClean(_:)`` and ``mark(_:)`` are O(tiles the box covers + boxes in them).
struct CleanGround {
    /// Tile side in device pixels.
    static let tile = 64
    /// The background color the clean area holds (opaque).
    private(set) var color = RGBA(0, 0, 0)
    /// The clean area before anything was drawn (the viewport's device pixels).
    private(set) var bounds = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
    /// False outside a list's cells (nothing is clean).
    private(set) var isActive = false
    private var columns = 0
    private var rows = 0
    private var boxes: [PixelBox] = []
    /// Indexes into `boxes` of the boxes touching each tile, row by row.
    private var tiles: [[Int32]] = []

    /// Starts a list whose viewport `bounds` was just filled with the opaque `color`. Larger
    /// than 16384 pixels a side, or empty, leaves the ground inactive (nothing is clean).
    mutating func begin(color: RGBA, bounds: PixelBox) {
        boxes.removeAll(keepingCapacity: true)
        let width = bounds.x1 - bounds.x0, height = bounds.y1 - bounds.y0
        guard color.a == 255, !bounds.isEmpty, width <= 16_384, height <= 16_384 else {
            isActive = false
            return
        }
        self.color = color
        self.bounds = bounds
        let cols = (width + Self.tile - 1) / Self.tile, rowCount = (height + Self.tile - 1) / Self.tile
        if cols * rowCount != tiles.count { tiles = Array(repeating: [], count: cols * rowCount) }
        for i in tiles.indices where !tiles[i].isEmpty { tiles[i].removeAll(keepingCapacity: true) }
        columns = cols
        rows = rowCount
        isActive = true
    }

    /// Ends the list: nothing is clean until the next ``begin(color:bounds:)``.
    mutating func end() {
        isActive = false
        boxes.removeAll(keepingCapacity: true)
    }

    /// The tiles `box` (inside ``bounds``) covers: column and row ranges.
    private func tileRange(_ box: PixelBox) -> (ClosedRange<Int>, ClosedRange<Int>) {
        let c0 = (box.x0 - bounds.x0) / Self.tile, c1 = (box.x1 - 1 - bounds.x0) / Self.tile
        let r0 = (box.y0 - bounds.y0) / Self.tile, r1 = (box.y1 - 1 - bounds.y0) / Self.tile
        return (c0...c1, r0...r1)
    }

    /// True when every pixel of `box` still holds the background: active, inside the
    /// viewport, and touching no box drawn since the fill.
    func isClean(_ box: PixelBox) -> Bool {
        guard isActive, !box.isEmpty, bounds.contains(box) else { return false }
        let (cols, rowRange) = tileRange(box)
        for row in rowRange {
            for col in cols {
                for i in tiles[row * columns + col] where boxes[Int(i)].intersects(box) { return false }
            }
        }
        return true
    }

    /// Records that `box` was drawn into (the part inside the viewport is no longer clean).
    mutating func mark(_ box: PixelBox) {
        guard isActive else { return }
        let clipped = PixelBox(x0: max(box.x0, bounds.x0), y0: max(box.y0, bounds.y0),
                               x1: min(box.x1, bounds.x1), y1: min(box.y1, bounds.y1))
        guard !clipped.isEmpty else { return }
        guard boxes.count < Int(Int32.max) else {
            isActive = false
            return
        }
        let index = Int32(boxes.count)
        boxes.append(clipped)
        let (cols, rowRange) = tileRange(clipped)
        for row in rowRange {
            for col in cols { tiles[row * columns + col].append(index) }
        }
        assert(!isClean(clipped), "CleanGround: a box just drawn must not be clean")
    }
}
