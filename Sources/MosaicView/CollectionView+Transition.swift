import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// The frame an item is presented at now (content coordinates): its animation's value if
    /// it is animating, otherwise its layout frame.
    func presentedFrame(of path: ItemPath, at time: Double) -> Rect? {
        snapshot[path].flatMap { presentation.frame(of: $0, at: path, in: layout, at: time) }
    }

    /// The rectangle (content coordinates) whose items are built and animated: the viewport
    /// plus `displayMargin` on each side.
    var displayRect: Rect { viewport.displayRect(margin: configuration.displayMargin) }

    /// Performs a change of the layout (`change` mutates `layout`, the viewport, the model…)
    /// as one ``RelayoutTransition``: the cells in the display range animate with `animation`
    /// (none with reduced motion) from where they were presented to their new frames; `oldPath`
    /// maps a new path to the old one for items not displayed before (nil result: a new item,
    /// which fades in; no closure: same path); `keepingAnchor` keeps the first fully visible item
    /// where it was in the viewport. Returns what `change` returns. Work is proportional to the
    /// items displayed, never to n.
    @discardableResult
    func relayout<Result>(animation: Animation?, oldPath: ((ItemPath) -> ItemPath?)? = nil, keepingAnchor: Bool = false,
                          _ change: () -> Result) -> Result {
        var transition = RelayoutTransition(animation: configuration.reducesMotion ? nil : animation, keepingAnchor: keepingAnchor,
                                            scrolling: scrolling, state: state, displayRect: displayRect, animator: presentation.animator,
                                            time: now)
        let result = change()
        transition.finish(state, scrolling: &scrolling, margin: configuration.displayMargin, oldPath: oldPath, presentation: &presentation)
        return result
    }

    /// Performs `change` as its ``LayoutChange/Plan`` says (nothing without one): a drag in
    /// progress is cancelled first, a mirrored anchor kept, then one relayout; what the change
    /// reports (a pinch value that changed: `spacing v`) is emitted.
    func perform(_ change: LayoutChange, animated: Bool) {
        guard let plan = change.plan(for: state, animated: animated, configuration: configuration) else { return }
        if plan.cancelsDrag { perform(.cancelDrag, at: now) }
        if plan.mirrorsAnchor { scrolling.keepMirroredAnchor(in: layout) { snapshot[$0] } }
        let report = relayout(animation: plan.animation, keepingAnchor: plan.keepsAnchor) { change.apply(to: &layout, viewport: &viewport) }
        if let report { emit(report) }
    }
}
