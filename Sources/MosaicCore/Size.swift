/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent in points. Not clamped: a negative or zero width is stored as given
    /// (a ``Rect`` with it is empty).
    public var width: Double
    /// The vertical extent in points. Not clamped: a negative or zero height is stored as given
    /// (a ``Rect`` with it is empty).
    public var height: Double

    /// A size of `width` × `height` points, stored as given (no clamping).
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of 0 × 0 points.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }
}
