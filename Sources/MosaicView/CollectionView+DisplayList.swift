import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// What to draw now: the cells and headers/footers in the viewport plus `displayMargin`,
    /// with presented (mid-animation) attributes, the drag snapshot, and what the `presenter`
    /// draws (menus, confirmations, the toast, the hovered cell).
    /// Frames are in viewport coordinates. The layout's own attributes are honoured as UIKit
    /// does: a cell whose attributes say `isHidden` is left out, `alpha` and `scale` multiply
    /// the engine's (animations, dimming, the bounce), and cells are listed in ascending
    /// `zIndex` (equal values keep the layout's order), which is the order to draw them in.
    /// A view at rest returns its last cells again, its labels read anew (<doc:GettingStarted#Own-the-loop>).
    /// - Complexity: O(log n + k) for k displayed elements, plus the running animations.
    @_specialize(exported: true, where SectionID == Int, ItemID == Int)
    @_specialize(exported: true, where SectionID == Int, ItemID == Int64)
    @_specialize(exported: true, where SectionID == Int, ItemID == String)
    @_specialize(exported: true, where SectionID == String, ItemID == String)
    public func displayList() -> DisplayList<ItemID> {
        let time = clock.now, label = labelProvider, reportsDisplay = delegate.reportsDisplay
        let state = state   // read once: each value below borrows this copy instead of copying the class's own
        let marks = DisplayListBuilder.Marks(state, requests: requests.pending, presentation: presentation,
                                             configuration: configuration, at: time)
        let key = DisplayListCache.Key(atRest: state, presentation, viewport: viewport, displayRect: displayRect, marks: marks,
                                       ownerLabels: label != nil, reportsDisplay: reportsDisplay)
        // Not a closure handed to the cache: built here, the frame stays specialized for the identity types.
        var list: DisplayList<ItemID>
        if let cached = displayCache.list(for: key, relabel: label) {
            list = cached
        } else {
            let drag = presentation.dragPresentation(in: state, label: name(of:), style: exchangeStyle, at: time)
            list = DisplayListBuilder.frame(of: state, viewport: viewport, displayRect: displayRect, marks: marks, drag: drag,
                                            presentation: presentation, at: time, name: { label?($0) ?? DefaultItemLabel.text(for: $0) })
            displayCache.store(list, for: key)
            if reportsDisplay { delegate.reportDisplayed(presentation.recordDisplayed(list.cells)) }
        }
        list.cursor = pointerCursor(at: nil)
        list.controls = Controls(state, configuration: configuration, canUndo: undoManager.canUndo, canRedo: undoManager.canRedo)
        requests.presenter?.decorate(&list)
        return list
    }
}
