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
    /// - Complexity: O(log n + k) for k displayed elements, plus the running animations.
    @_specialize(exported: true, where SectionID == Int, ItemID == Int)
    @_specialize(exported: true, where SectionID == Int, ItemID == Int64)
    @_specialize(exported: true, where SectionID == Int, ItemID == String)
    @_specialize(exported: true, where SectionID == String, ItemID == String)
    public func displayList() -> DisplayList<ItemID> {
        let time = clock.now
        var marks = DisplayListBuilder<ItemID>.Marks(state, requests: requests)
        presentation.decorate(&marks, editing: mode == .edit, configuration: configuration, at: time)
        let animator = presentation.animator, label = labelProvider
        var builder = DisplayListBuilder(DisplayList(viewport: viewportSize, contentOffset: contentOffset, contentSize: layout.contentSize),
                                         marks: marks, drag: dragPresentation(at: time),
                                         presented: animator.isEmpty ? [:] : animator.presentedValues(at: time),
                                         tracksItems: !presentation.offscreenPaths.isEmpty, name: { label?($0) ?? DefaultItemLabel.text(for: $0) })
        // Per cell: the model and the movement are read once, outside the loop (no copy of the
        // movement and no access to the view per cell).
        let model = snapshot, move = drag?.move
        for attrs in layout.attributes(in: displayRect) {
            if attrs.kind != .cell {
                builder.add(attrs, item: nil)
            } else if let move {
                builder.add(attrs, item: move.displayedItem(at: attrs.path, in: model))
            } else {
                builder.add(attrs, item: model[attrs.path])
            }
        }
        builder.addBeyondRange(presentation.offscreenPaths) { item, path in snapshot[path] == item }
        builder.addRemoving(presentation.removing)
        var list = builder.finish()
        list.cursor = pointerCursor(at: nil)
        list.layoutDirection = layoutDirection
        list.controls = Controls(mode: mode, editButtonTitle: editButtonTitle, hint: configuration.modeHints.hint(for: mode),
                                 isDragging: drag != nil, canUndo: canUndo, canRedo: canRedo)
        if delegate.willDisplayItem != nil || delegate.didEndDisplayingItem != nil {
            // willDisplay for cells new in the list, didEndDisplaying for cells gone from it.
            let changes = presentation.recordDisplayed(list.cells)
            for path in changes.ended { delegate.didEndDisplayingItem?(path) }
            for path in changes.began { delegate.willDisplayItem?(path) }
        }
        presenter?.decorate(&list)
        return list
    }
}
