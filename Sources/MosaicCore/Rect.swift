/// An axis-aligned rectangle: origin (top-left) and size.
///
/// Edges are half-open for hit testing: a point on `maxX`/`maxY` is outside, so two
/// rectangles that touch never both contain the same point.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(x: midX, y: midY) }
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// True when `p` lies inside, with half-open edges (`minX ≤ x < maxX`, `minY ≤ y < maxY`).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// True when the two rectangles share interior area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom.
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
