/// The kind of element a layout places.
public enum ElementKind: Hashable, Sendable, Comparable {
    /// A section's header, placed before its first item; orders before `.cell`.
    case header
    /// An item of a section (UIKit's cell).
    case cell
    /// A section's footer, placed after its last item; orders after `.cell`.
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
    /// The element's rectangle in content coordinates (points, origin at the top-left of the
    /// content), before ``scale`` is applied.
    public var frame: Rect
    /// The opacity, from 0 (transparent) to 1 (opaque, the default and the value at rest).
    public var alpha: Double
    /// The scale factor applied about the frame's center; 1 (the default) draws the frame as is.
    public var scale: Double
    /// The stacking order (UIKit's `zIndex`): a higher value is in front of a lower one; the
    /// default `itemPath(at:)` returns the frontmost of overlapping cells. Default 0.
    public var zIndex: Int
    /// Marks the element as not shown (UIKit's `isHidden`); the default `itemPath(at:)` never
    /// returns a hidden cell. Mosaic's layouts always produce false. Default false.
    public var isHidden: Bool

    /// Attributes of a cell (by default) or a header or footer; the defaults are the values at
    /// rest: alpha 1, scale 1, zIndex 0, visible. `frame` is in content coordinates.
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
