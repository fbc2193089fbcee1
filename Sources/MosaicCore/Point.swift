/// A point in content or viewport coordinates (points, origin top-left, y grows downward).
///
/// Mosaic's core is portable Swift: it uses its own small geometry values instead of
/// CoreGraphics, which does not exist on every platform.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate in points; grows rightward.
    public var x: Double
    /// The vertical coordinate in points; grows downward.
    public var y: Double

    /// A point at `(x, y)`, in points. Values are stored as given; non-finite values are
    /// allowed here and rejected by the queries that check ``isFinite``.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin `(0, 0)`: the top-left corner of the content or viewport.
    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite numbers (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The Euclidean distance to `other`.
    public func distance(to other: Point) -> Double {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The componentwise sum: `a` translated by `b` taken as an offset.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The componentwise difference: the offset that takes `b` to `a` (`b + (a - b) == a`).
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }

    public var description: String { "(\(x), \(y))" }
}
