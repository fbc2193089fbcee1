extension FlowLayout {
    /// Maps between screen coordinates and the flow's own axes: *main* is the scroll axis
    /// (y when scrolling vertically, x horizontally), *cross* is the line axis (x, or y).
    /// The layout computes along (main, cross) once and transposes at the edges.
    struct Axis: Sendable {
        let isVertical: Bool

        /// An item's extent along the scroll axis (its height when scrolling vertically).
        func main(_ size: Size) -> Double { isVertical ? size.height : size.width }
        /// An item's extent along its line (its width when scrolling vertically).
        func cross(_ size: Size) -> Double { isVertical ? size.width : size.height }
        func crossExtent(of container: Size) -> Double { cross(container) }

        func mainLeading(_ insets: EdgeInsets) -> Double { isVertical ? insets.top : insets.left }
        func mainTrailing(_ insets: EdgeInsets) -> Double { isVertical ? insets.bottom : insets.right }
        func crossLeading(_ insets: EdgeInsets) -> Double { isVertical ? insets.left : insets.top }
        func crossTrailing(_ insets: EdgeInsets) -> Double { isVertical ? insets.right : insets.bottom }

        /// The point's coordinate along the scroll axis.
        func main(_ point: Point) -> Double { isVertical ? point.y : point.x }
        /// The point's coordinate along the line axis.
        func cross(_ point: Point) -> Double { isVertical ? point.x : point.y }

        /// The rectangle's `[min, max)` along the scroll axis, computed as `Rect` computes them.
        func mainRange(_ rect: Rect) -> (low: Double, high: Double) {
            isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        }

        /// The rectangle's `[min, max)` along the line axis.
        func crossRange(_ rect: Rect) -> (low: Double, high: Double) {
            isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        }

        /// The screen rectangle of an element given in (main, cross) coordinates.
        func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
            isVertical
                ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
                : Rect(x: main, y: cross, width: mainLength, height: crossLength)
        }
    }

    var axis: Axis { Axis(isVertical: scrollDirection == .vertical) }
}
