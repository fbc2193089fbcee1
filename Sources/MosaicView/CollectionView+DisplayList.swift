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
    ///
    /// A view at rest (no drag, animation, bounce or fading item) whose model, layout, viewport,
    /// selection, highlight, focus and edit look did not change since the last call returns that
    /// call's cells again, reading only the owner's labels (``labelProvider``) anew: an idle view
    /// costs O(1) per frame with default labels, O(k) label calls with the owner's.
    /// - Complexity: O(log n + k) for k displayed elements, plus the running animations.
    @_specialize(exported: true, where SectionID == Int, ItemID == Int)
    @_specialize(exported: true, where SectionID == Int, ItemID == Int64)
    @_specialize(exported: true, where SectionID == Int, ItemID == String)
    @_specialize(exported: true, where SectionID == String, ItemID == String)
    public func displayList() -> DisplayList<ItemID> {
        let time = clock.now
        var marks = DisplayListBuilder<ItemID>.Marks(state, requests: requests.pending)
        presentation.decorate(&marks, editing: mode == .edit, configuration: configuration, at: time)
        let key = displayCache.isEnabled && isAtRest ? displayListKey(marks) : nil
        var list: DisplayList<ItemID>
        if let key, let cached = displayCache.list(for: key, relabel: labelProvider) {
            list = cached
        } else {
            list = buildDisplayList(marks: marks, at: time)
            if displayCache.isEnabled { displayCache.store(list, for: key) }
        }
        list.cursor = pointerCursor(at: nil)
        list.layoutDirection = layoutDirection
        list.controls = Controls(mode: mode, editButtonTitle: editButtonTitle, hint: configuration.modeHints.hint(for: mode),
                                 isDragging: drag != nil, canUndo: undoManager.canUndo, canRedo: undoManager.canRedo)
        requests.presenter?.decorate(&list)
        return list
    }

    /// True when nothing in the view depends on the time: no drag, no running or finished-but-
    /// kept animation, no bounce, no item fading out or travelling beyond the display range.
    var isAtRest: Bool {
        drag == nil && presentation.animator.isEmpty && presentation.bounces.isEmpty && presentation.removing.isEmpty
            && presentation.offscreenPaths.isEmpty && presentation.releasing == nil && presentation.catchAnimation == nil
    }

    /// The inputs of the display list besides the time (see ``DisplayListCache``).
    private func displayListKey(_ marks: DisplayListBuilder<ItemID>.Marks) -> DisplayListCache<ItemID>.Key {
        DisplayListCache.Key(revision: state.revision, viewport: viewportSize, contentOffset: contentOffset, displayRect: displayRect,
                             marks: marks, ownerLabels: labelProvider != nil,
                             reportsDisplay: delegate.willDisplayItem != nil || delegate.didEndDisplayingItem != nil)
    }

    /// The cells, headers/footers and drag overlay of this frame, from the layout and the
    /// model; willDisplay/didEndDisplaying are told the cells new in and gone from the list.
    /// - Complexity: O(log n + k) for k displayed elements, plus the running animations.
    private func buildDisplayList(marks: DisplayListBuilder<ItemID>.Marks, at time: Double) -> DisplayList<ItemID> {
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
        let list = builder.finish()
        if delegate.willDisplayItem != nil || delegate.didEndDisplayingItem != nil {
            // willDisplay for cells new in the list, didEndDisplaying for cells gone from it.
            let changes = presentation.recordDisplayed(list.cells)
            for path in changes.ended { delegate.didEndDisplayingItem?(path) }
            for path in changes.began { delegate.willDisplayItem?(path) }
        }
        return list
    }
}
