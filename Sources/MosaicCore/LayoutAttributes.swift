/// The kind of element a layout places.
public enum ElementKind: Hashable, Sendable, Comparable {
    case header
    case cell
    case footer
}

/// Where and how one element is drawn: frame, alpha, scale (about the frame's center),
/// z-order and visibility. Layouts produce them at rest (alpha 1, scale 1, z 0); the view's
/// interactions and animations derive the presented values from them.
public struct LayoutAttributes: Hashable, Sendable {
    /// Cell, header or footer.
    public var kind: ElementKind
    /// The item's path; for a header or footer, `item` is 0 and `section` is its section.
    public var path: ItemPath
    public var frame: Rect
    public var alpha: Double
    public var scale: Double
    public var zIndex: Int
    public var isHidden: Bool

    public init(kind: ElementKind = .cell, path: ItemPath, frame: Rect,
                alpha: Double = 1, scale: Double = 1, zIndex: Int = 0, isHidden: Bool = false) {
        self.kind = kind
        self.path = path
        self.frame = frame
        self.alpha = alpha
        self.scale = scale
        self.zIndex = zIndex
        self.isHidden = isHidden
    }
}
