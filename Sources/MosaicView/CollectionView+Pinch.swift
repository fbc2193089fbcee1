import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// True while a two-finger pinch is in progress.
    var pinchFromTouches: Bool { pointersDown.count >= 2 && pinchBaseSpacing != nil && wheelPinchScale == 1 }

    /// Seed 002: a pinch changes the layout's spacing continuously about the base spacing:
    /// spacing = base + (scale − 1) × `pinchSpacingPerScale`, rounded to 0.1 point, clamped
    /// by the layout; each step relays out with a short animation and logs `spacing v`.
    func handlePinch(_ phase: GesturePhase, scale: Double, centroid: Point, at time: Double) {
        switch phase {
        case .began:
            guard !dragInProgress, dialog == nil else { return }
            panStartOffset = nil
            highlighted = nil
            pinchBaseSpacing = layout.spacing
            applyPinch(scale: scale, at: time)
        case .changed:
            guard pinchBaseSpacing != nil else { return }
            applyPinch(scale: scale, at: time)
        case .ended, .cancelled:
            pinchBaseSpacing = nil
        }
    }

    /// Ctrl + wheel drives the same path: each step multiplies the accumulated scale.
    func wheelPinchStep(deltaY: Double, at position: Point, time: Double) {
        guard !dragInProgress, deltaY != 0 else { return }
        if pinchBaseSpacing == nil || wheelPinchLastTime + wheelPinch.idleTimeout <= time {
            pinchBaseSpacing = layout.spacing
            wheelPinchScale = 1
        }
        wheelPinchLastTime = time
        wheelPinchScale = wheelPinch.clamp(wheelPinchScale * wheelPinch.scaleStep(deltaY: deltaY))
        applyPinch(scale: wheelPinchScale, at: time)
    }

    func applyPinch(scale: Double, at time: Double) {
        guard let base = pinchBaseSpacing, scale.isFinite else { return }
        let proposed = ((base + (scale - 1) * configuration.pinchSpacingPerScale) * 10).rounded() / 10
        setSpacing(proposed, animated: true)
    }

    /// Sets the layout's spacing (clamped by the layout); relays out, animating the cells, and
    /// logs `spacing v` when the value changed.
    public func setSpacing(_ value: Double, animated: Bool = true) {
        let before = layout.spacing
        relayout(animation: animated ? configuration.pinchAnimation : nil) {
            layout.setSpacing(value)
        }
        if layout.spacing != before { emit(.spacing(layout.spacing)) }
    }

    /// Flow layouts: sets the uniform item size (clamped by the layout), animated.
    public func setItemSize(_ size: Size, animated: Bool = true) {
        relayout(animation: animated ? configuration.layoutAnimation : nil) { layout.setItemSize(size) }
    }

    /// Waterfall layouts: sets the column count (clamped by the layout), animated.
    public func setColumnCount(_ count: Int, animated: Bool = true) {
        relayout(animation: animated ? configuration.layoutAnimation : nil) { layout.setColumnCount(count) }
    }

    /// Replaces the layout (e.g. flow ↔ waterfall), animating every visible cell to its new
    /// frame. The new layout must have the snapshot's item counts; otherwise nothing changes.
    public func setLayout(_ newLayout: AnyLayout, animated: Bool = true) {
        guard newLayout.itemCounts == snapshot.itemCounts else { return }
        if dragInProgress { cancelDrag(at: max(clock.now, lastEventTime)) }
        relayout(animation: animated ? configuration.layoutAnimation : nil) {
            layout = newLayout
            layout.setContainerSize(viewportSize)
        }
    }
}
