import MosaicAnimation
import MosaicCore

/// Builds one frame's ``DisplayList`` from what the collection view hands it: the layout's
/// elements in the display range, the animations' presented values, the drag's overrides and
/// the marks (selection, highlight, focus, hover, edit background, bounce). One builder per
/// frame; its work is proportional to the elements it is given, never to the item count.
struct DisplayListBuilder<ItemID: Hashable & Sendable> {
    /// How cells are marked this frame.
    struct Marks {
        /// The items shown selected.
        var selected: Set<ItemID> = []
        /// The deletion dialog asks about the selected items: they show highlighted too.
        var asking = false
        /// The pressed item (or the context menu's).
        var highlighted: ItemID?
        /// The item with the keyboard focus ring.
        var focused: ItemID?
        /// The item under the hovering mouse.
        var hovered: ItemID?
        /// Edit mode's look, and how far the background has turned to it (0…1).
        var showsEditBackground = false
        var editBackgroundAmount = 0.0
        /// The selection bounce's scale of an item, or nil when nothing bounces.
        var bounceScale: ((ItemID) -> Double)?
    }

    private var list: DisplayList<ItemID>
    private let marks: Marks
    private let drag: DragPresentation<ItemID>
    private let presented: [ItemID: AnimatedValues]
    private let name: (ItemID) -> String
    /// The items listed so far, kept only when items beyond the range may repeat them.
    private var seen = Set<ItemID>()
    private let tracksSeen: Bool
    private var anyZIndex = false

    /// A builder for a frame of `list`'s geometry. `presented` holds the running animations'
    /// values; `tracksItems` is true when items beyond the display range will be added.
    init(_ list: DisplayList<ItemID>, marks: Marks, drag: DragPresentation<ItemID>,
         presented: [ItemID: AnimatedValues], tracksItems: Bool, name: @escaping (ItemID) -> String) {
        self.list = list
        self.list.cells.reserveCapacity(64)
        self.marks = marks
        self.drag = drag
        self.presented = presented
        self.name = name
        tracksSeen = tracksItems || !drag.extraPaths.isEmpty
    }

    /// Adds one of the layout's elements; `item` is the cell's item (nil: not a cell to show).
    /// The layout's own presentation is honoured as UIKit does: hidden cells are not listed,
    /// alpha and scale combine with the engine's, zIndex orders drawing.
    mutating func add(_ attrs: LayoutAttributes, item: ItemID?) {
        let offset = list.contentOffset
        switch attrs.kind {
        case .cell:
            guard let item else { return }
            if tracksSeen { seen.insert(item) }
            if attrs.isHidden { return }
            if attrs.zIndex != 0 { anyZIndex = true }
            list.cells.append(cell(item, path: attrs.path, frame: attrs.frame, alpha: attrs.alpha, scale: attrs.scale,
                                   zIndex: attrs.zIndex))
        case .header, .footer:
            list.supplementaries.append(DisplaySupplementary(kind: attrs.kind, section: attrs.path.section,
                                                             frame: attrs.frame.offsetBy(dx: -offset.x, dy: -offset.y)))
        }
    }

    /// Adds the items beyond the display range that must stay drawn: those animating to or
    /// from beyond it (`travelling`, when `isCurrent` still holds and they animate) and the
    /// drag's shifted items — each once.
    mutating func addBeyondRange(_ travelling: [ItemID: ItemPath], isCurrent: (ItemID, ItemPath) -> Bool) {
        for (item, path) in travelling where !seen.contains(item) {
            guard isCurrent(item, path), presented[item] != nil else { continue }
            seen.insert(item)
            list.cells.append(cell(item, path: path, frame: .zero))
        }
        for (item, path) in drag.extraPaths where !seen.contains(item) {
            seen.insert(item)
            list.cells.append(cell(item, path: path, frame: .zero))
        }
    }

    /// Adds the items fading out after a deletion, at their presented values.
    mutating func addRemoving(_ removing: [ItemID: (path: ItemPath, frame: Rect)]) {
        let offset = list.contentOffset
        for (item, ghost) in removing {
            guard let v = presented[item] else { continue }
            list.cells.append(DisplayCell(id: item, label: name(item), path: ghost.path,
                                          frame: v.frame.offsetBy(dx: -offset.x, dy: -offset.y), alpha: v.alpha, scale: v.scale,
                                          showsEditBackground: marks.showsEditBackground, isRemoving: true))
        }
    }

    /// The list: cells in ascending zIndex (equal values keep the order added), then the drag
    /// snapshot overlay.
    func finish() -> DisplayList<ItemID> {
        var list = self.list
        if anyZIndex {
            list.cells = list.cells.enumerated()
                .sorted { $0.element.zIndex != $1.element.zIndex ? $0.element.zIndex < $1.element.zIndex : $0.offset < $1.offset }
                .map(\.element)
        }
        if let snapshot = drag.snapshot { list.overlays.append(.dragSnapshot(snapshot)) }
        return list
    }

    /// A cell at its presented values (an animation's, else the layout's), with the drag's
    /// override, the marks, and the drag's hiding and dimming.
    private func cell(_ item: ItemID, path: ItemPath, frame layoutFrame: Rect, alpha layoutAlpha: Double = 1,
                      scale layoutScale: Double = 1, zIndex: Int = 0) -> DisplayCell<ItemID> {
        var frame = layoutFrame, alpha = layoutAlpha, scale = layoutScale
        if !presented.isEmpty, let v = presented[item] {
            frame = v.frame
            alpha = v.alpha * layoutAlpha
            scale = v.scale * layoutScale
        }
        if !drag.frames.isEmpty, let override = drag.frames[item] { frame = override }
        let offset = list.contentOffset
        var cell = DisplayCell(id: item, label: name(item), path: path, frame: frame.offsetBy(dx: -offset.x, dy: -offset.y),
                               alpha: alpha, scale: scale, isSelected: !marks.selected.isEmpty && marks.selected.contains(item),
                               isHighlighted: marks.highlighted.map { $0 == item } ?? false,
                               showsEditBackground: marks.showsEditBackground,
                               isFocused: marks.focused.map { $0 == item } ?? false)
        cell.zIndex = zIndex
        if marks.asking, cell.isSelected { cell.isHighlighted = true }
        if let hovered = marks.hovered, hovered == item { cell.isHovered = true }
        if let bounceScale = marks.bounceScale { cell.bounceScale = bounceScale(item) }
        cell.editBackgroundAmount = marks.editBackgroundAmount
        if let hidden = drag.hidden, hidden == item { cell.isHidden = true }
        if let dimmed = drag.dimmed, dimmed == item {
            cell.alpha *= drag.dimAlpha
            cell.isDimmed = true
        }
        return cell
    }
}

extension DisplayListBuilder.Marks {
    /// The marks of `state` while `requests` are pending: while a deletion is asked, only its
    /// items show selected (and highlighted) and no focus ring competes; while a menu is open,
    /// its item shows highlighted; the focus ring shows only with the keyboard focus.
    init<SectionID>(_ state: CollectionState<SectionID, ItemID>, requests: PresentationState<ItemID>) {
        let asking = requests.confirmingItems != nil
        self.init(selected: Set(requests.confirmingItems ?? state.selection), asking: asking,
                  highlighted: requests.modal != nil ? requests.menuItem : state.highlighted,
                  focused: asking || !state.hasKeyboardFocus ? nil : state.focused)
    }

    /// The marks of `state` while `requests` are pending (``init(_:requests:)``), with
    /// `presentation`'s look at `time` in edit mode and its bounces
    /// (``Presentation/decorate(_:editing:configuration:at:)``). - Complexity: O(selected).
    init<SectionID>(_ state: CollectionState<SectionID, ItemID>, requests: PresentationState<ItemID>,
                    presentation: Presentation<ItemID>, configuration: CollectionViewConfiguration, at time: Double) {
        self.init(state, requests: requests)
        presentation.decorate(&self, editing: state.mode == .edit, configuration: configuration, at: time)
    }
}
