import MosaicAnimation
import MosaicCore

extension DisplayListBuilder {
    /// The cells, headers/footers and drag overlay of one frame: every element `layout` has in
    /// `displayRect`, each cell showing the item the model displays at its path (`move`, the
    /// movement in progress, shows its lifted block at the target), at `presentation`'s animated
    /// values at `time`, with the `marks` and the `drag`'s overrides; then the items travelling
    /// beyond the range (while they still are where they were sent) and those fading out.
    /// Frames are in `viewport` coordinates; cells are in ascending `zIndex` (see ``finish()``).
    /// `name` gives an item's label. A pure function of its arguments: the model and the
    /// movement are read in place (no copy per cell).
    /// - Complexity: O(log n + k) for k displayed elements, plus the running animations.
    static func frame<SectionID>(of model: SectionedSnapshot<SectionID, ItemID>, layout: AnyLayout, move: MoveDrag<ItemID>?,
                                 viewport: Viewport, displayRect: Rect, marks: Marks, drag: DragPresentation<ItemID>,
                                 presentation: Presentation<ItemID>, at time: Double,
                                 name: @escaping (ItemID) -> String) -> DisplayList<ItemID> {
        let animator = presentation.animator
        var builder = DisplayListBuilder(DisplayList(viewport: viewport.size, contentOffset: viewport.contentOffset,
                                                     contentSize: layout.contentSize),
                                         marks: marks, drag: drag, presented: animator.isEmpty ? [:] : animator.presentedValues(at: time),
                                         tracksItems: !presentation.offscreenPaths.isEmpty, name: name)
        for attrs in layout.attributes(in: displayRect) {
            if attrs.kind != .cell {
                builder.add(attrs, item: nil)
            } else if let move {
                builder.add(attrs, item: move.displayedItem(at: attrs.path, in: model))
            } else {
                builder.add(attrs, item: model[attrs.path])
            }
        }
        builder.addBeyondRange(presentation.offscreenPaths) { item, path in model[path] == item }
        builder.addRemoving(presentation.removing)
        return builder.finish()
    }

    /// The frame of `state` (``frame(of:layout:move:viewport:displayRect:marks:drag:presentation:at:name:)``
    /// over its model, its layout and its movement in progress, read in place), presented in the
    /// layout's direction (``DisplayList/layoutDirection``).
    /// - Complexity: O(log n + k) for k displayed elements, plus the running animations.
    static func frame<SectionID>(of state: CollectionState<SectionID, ItemID>, viewport: Viewport, displayRect: Rect, marks: Marks,
                                 drag: DragPresentation<ItemID>, presentation: Presentation<ItemID>, at time: Double,
                                 name: @escaping (ItemID) -> String) -> DisplayList<ItemID> {
        var list = frame(of: state.heldSnapshot, layout: state.layout, move: state.drag?.move, viewport: viewport, displayRect: displayRect,
                         marks: marks, drag: drag, presentation: presentation, at: time, name: name)
        list.layoutDirection = state.layout.layoutDirection
        return list
    }
}
