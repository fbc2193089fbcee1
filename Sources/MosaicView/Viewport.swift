import MosaicCore

/// The visible window onto the content: its size and the content offset (its top-left in
/// content coordinates). A value; ``clamp(to:)`` keeps the offset within
/// `0…content − size` on each axis, which the collection view does after every change.
struct Viewport: Equatable, Sendable {
    /// The visible size, in points (positive and finite).
    var size: Size
    /// The top-left of the viewport in content coordinates.
    var contentOffset: Point = .zero

    /// The visible rectangle in content coordinates.
    var visibleRect: Rect { Rect(origin: contentOffset, size: size) }

    /// The visible rectangle grown by `margin` on each side (where cells are built and animated).
    func displayRect(margin m: Double) -> Rect {
        Rect(x: contentOffset.x - m, y: contentOffset.y - m, width: size.width + 2 * m, height: size.height + 2 * m)
    }

    /// True when a viewport point lies within it: `0 ≤ x < width`, `0 ≤ y < height`.
    func contains(_ p: Point) -> Bool {
        p.isFinite && p.x >= 0 && p.y >= 0 && p.x < size.width && p.y < size.height
    }

    /// The largest valid content offset for content of `contentSize`: never negative.
    func maximumOffset(contentSize: Size) -> Point {
        Point(x: max(0, contentSize.width - size.width), y: max(0, contentSize.height - size.height))
    }

    /// The content offset where the reading of `layout` starts: zero, or for a horizontally
    /// scrolling right-to-left layout (``AnyLayout/readsFromContentEnd``) the largest horizontal
    /// offset, where its first items are. O(1).
    func readingStart(of layout: AnyLayout) -> Point {
        Point(x: layout.readsFromContentEnd ? maximumOffset(contentSize: layout.contentSize).x : 0, y: 0)
    }

    /// Moves the offset to `offset` clamped to content of `contentSize`; a non-finite
    /// coordinate keeps the current one.
    mutating func setOffset(_ offset: Point, contentSize: Size) {
        let maxOffset = maximumOffset(contentSize: contentSize)
        let x = offset.x.isFinite ? min(max(0, offset.x), maxOffset.x) : contentOffset.x
        let y = offset.y.isFinite ? min(max(0, offset.y), maxOffset.y) : contentOffset.y
        contentOffset = Point(x: x, y: y)
    }

    /// The offset that scrolls the least to show `frame` (content coordinates) wholly, or its
    /// top-left part when it is larger than the viewport (before clamping).
    func offset(revealing frame: Rect) -> Point {
        var offset = contentOffset
        if frame.maxY > offset.y + size.height { offset.y = frame.maxY - size.height }
        if frame.minY < offset.y { offset.y = frame.minY }
        if frame.maxX > offset.x + size.width { offset.x = frame.maxX - size.width }
        if frame.minX < offset.x { offset.x = frame.minX }
        return offset
    }

    /// A content rectangle in viewport coordinates.
    func toViewport(_ frame: Rect) -> Rect { frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y) }

    /// The centre of `layout`'s item at `path` in viewport coordinates (where a click on it
    /// lands), or nil when the path is not in the layout. - Complexity: the layout's `attributesForItem(at:)`.
    func center(ofItemAt path: ItemPath, in layout: AnyLayout) -> Point? {
        layout.attributesForItem(at: path).map { toViewport($0.frame).center }
    }

    /// The first cell of `layout` (reading order: the least path) whose frame meets the visible
    /// rectangle, or nil. - Complexity: proportional to the visible items.
    func firstVisiblePath(in layout: AnyLayout) -> ItemPath? {
        layout.attributes(in: visibleRect).lazy.filter { $0.kind == .cell }.map(\.path).min()
    }
}

extension Viewport {
    /// A viewport of `size` at offset zero.
    /// - Throws: `MosaicError.invalidParameter` when the size is not a positive, finite width and height.
    init(validating size: Size) throws {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw MosaicError.invalidParameter(name: "viewport", value: "\(size)", expected: "a positive, finite width and height")
        }
        self.init(size: size)
    }
}
