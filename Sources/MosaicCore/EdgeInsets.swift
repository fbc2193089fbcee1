/// Insets from the edges of a section (or any rectangle), in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// Equal insets on all four edges.
    public init(all v: Double) { self.init(top: v, left: v, bottom: v, right: v) }
}
