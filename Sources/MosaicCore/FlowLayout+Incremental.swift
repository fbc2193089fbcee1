/// Mosaic's flow layout keeps its own per-item data and edits it in place.
extension FlowLayout: IncrementalCollectionLayout {
    /// A pinch adjusts the spacing (both inter-item and line spacing).
    public var pinchValue: Double? { minimumInteritemSpacing }

    /// Sets both spacings, clamped by the layout.
    public mutating func setPinchValue(_ value: Double) { setSpacing(value) }
}
