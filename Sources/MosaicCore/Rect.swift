/// An axis-aligned rectangle: origin (top-left) and size.
///
/// Edges are half-open for hit testing: a point on `maxX`/`maxY` is outside, so two
/// rectangles that touch never both contain the same point.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner, in the coordinate space of the rectangle (content or viewport).
    public var origin: Point
    /// The width and height in points; not normalised, so a negative extent stays negative
    /// (and the rectangle is ``isEmpty``).
    public var size: Size

    /// A rectangle with its top-left corner at `origin`, stored as given (not normalised).
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle with its top-left corner at `(x, y)` and a size of `width` × `height` points,
    /// stored as given (not normalised).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The empty rectangle at the origin: `(0, 0)`, 0 × 0 points.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge: `origin.x` (inclusive for ``contains(_:)``).
    public var minX: Double { origin.x }
    /// The top edge: `origin.y` (inclusive for ``contains(_:)``).
    public var minY: Double { origin.y }
    /// The right edge: `origin.x + width` (exclusive for ``contains(_:)``).
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge: `origin.y + height` (exclusive for ``contains(_:)``).
    public var maxY: Double { origin.y + size.height }
    /// The horizontal center: `origin.x + width / 2`.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical center: `origin.y + height / 2`.
    public var midY: Double { origin.y + size.height / 2 }
    /// `size.width`, in points, as stored (negative if the size is).
    public var width: Double { size.width }
    /// `size.height`, in points, as stored (negative if the size is).
    public var height: Double { size.height }
    /// The point `(midX, midY)`, in the rectangle's coordinate space.
    public var center: Point { Point(x: midX, y: midY) }
    /// True unless both the width and the height are greater than 0 (so also true when either
    /// is NaN). An empty rectangle contains no point.
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// True when `p` lies inside, with half-open edges (`minX ≤ x < maxX`, `minY ≤ y < maxY`).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// True when the two rectangles share interior area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (CoreGraphics' `insetBy`); negative values grow it. The width or height can become
    /// negative when the inset exceeds half the size.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved by `(dx, dy)`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle scaled by `s` about its center.
    public func scaled(by s: Double) -> Rect {
        let w = width * s, h = height * s
        return Rect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }

    /// Linear interpolation between two rectangles: `t = 0` is `self`, `t = 1` is `other`.
    public func interpolated(to other: Rect, _ t: Double) -> Rect {
        Rect(x: minX + (other.minX - minX) * t, y: minY + (other.minY - minY) * t,
             width: width + (other.width - width) * t, height: height + (other.height - height) * t)
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
