/// Mosaic's waterfall layout keeps its own per-item data and edits it in place.
extension WaterfallLayout: IncrementalCollectionLayout {
    /// A pinch adjusts the spacing between columns and items.
    public var pinchValue: Double? { spacing }

    /// Sets the spacing, clamped by the layout.
    public mutating func setPinchValue(_ value: Double) { setSpacing(value) }
}
