/// Insets from the edges of a section (or any rectangle), in points.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points (positive moves the content down).
    public var top: Double
    /// The inset from the left edge, in points (positive moves the content right).
    public var left: Double
    /// The inset from the bottom edge, in points (positive moves the content up).
    public var bottom: Double
    /// The inset from the right edge, in points (positive moves the content left).
    public var right: Double

    /// Insets of the given edges, in points; each defaults to 0. Stored as given: the layouts
    /// validate them when set (every edge finite, in `0...1_000_000`, or they throw
    /// `MosaicError.invalidParameter` naming the edge, e.g. `sectionInset.left`).
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge (all four 0).
    public static let zero = EdgeInsets()

    /// Equal insets on all four edges.
    public init(all v: Double) { self.init(top: v, left: v, bottom: v, right: v) }
}
