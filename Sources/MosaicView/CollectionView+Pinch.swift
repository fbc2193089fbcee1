import MosaicCore

extension CollectionView {
    /// Ctrl + wheel: a step of the pinch value as ``PinchSteps/wheelStep(from:deltaY:step:blocked:)`` proposes
    /// it (blocked during a drag or a two-finger pinch), given to the layout, which may clamp it.
    func wheelPinchStep(deltaY: Double) {
        let blocked = dragInProgress || input.pointers.down.count >= 2 && gestures.isPinching
        guard let proposal = input.wheelPinch.wheelStep(from: layout.pinchValue, deltaY: deltaY, step: configuration.wheelPinchStep,
                                                        blocked: blocked) else { return }
        setSpacing(proposal.value, animated: true)
        input.wheelPinch.wheelStepTaken(proposal, taken: layout.pinchValue)
    }

    /// Sets the value a pinch adjusts — the spacing of Mosaic's layouts, a custom layout's
    /// `pinchValue` (clamped by the layout); relays out, animating the cells, and logs
    /// `spacing v` when the value changed. Does nothing for a layout without a pinch value.
    public func setSpacing(_ value: Double, animated: Bool = true) { perform(.pinchValue(value), animated: animated) }

    /// Changes the layout's own parameters (say, a custom layout's spread distance) and
    /// recomputes it, animating every displayed cell to its new frame (UIKit's
    /// `invalidateLayout` inside an animation block). `body` gets the layout as the type you
    /// created the view with (a `FlowLayout`, a `WaterfallLayout` or yours).
    /// - Returns: false, with nothing changed, when the layout is not of that type.
    @discardableResult
    public func updateLayout<L: CollectionLayout>(as type: L.Type, animated: Bool = true, _ body: (inout L) -> Void) -> Bool {
        relayout(animation: animated ? configuration.layoutAnimation : nil) { layout.modify(as: type, body) }
    }

    /// The layout as the type you created the view with, or nil.
    public func layout<L: CollectionLayout>(as type: L.Type) -> L? { layout.layout(as: type) }

    /// Flow layouts: sets the uniform item size (clamped by the layout), animated; the first
    /// fully visible item stays where it was (``firstVisibleAnchor``).
    public func setItemSize(_ size: Size, animated: Bool = true) { perform(.itemSize(size), animated: animated) }

    /// Waterfall layouts: sets the column count (clamped by the layout), animated; the first
    /// fully visible item stays where it was (``firstVisibleAnchor``).
    public func setColumnCount(_ count: Int, animated: Bool = true) { perform(.columnCount(count), animated: animated) }

    /// Replaces the layout (e.g. flow ↔ waterfall), animating every visible cell to its new
    /// frame. The first fully visible item stays where it was in the viewport
    /// (``firstVisibleAnchor``, clamped at the content's end). The new layout must have the
    /// snapshot's item counts; otherwise nothing changes.
    public func setLayout(_ newLayout: AnyLayout, animated: Bool = true) { perform(.layout(newLayout), animated: animated) }
}
