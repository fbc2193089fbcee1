import MosaicCore

/// What to draw for one frame: the visible cells and section headers/footers with their
/// *presented* attributes (mid-animation values), plus overlays. Frames are in viewport
/// coordinates (content coordinates minus the content offset), so a backend draws them as is.
///
/// The engine builds it from the items in the viewport plus a margin only; its size is
/// proportional to what is visible, never to the item count.
public struct DisplayList<ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// The size of the visible area in points; viewport coordinates run from `(0, 0)` to
    /// `(viewport.width, viewport.height)`.
    public var viewport: Size
    /// The content point shown at the viewport's top-left corner (UIKit's `contentOffset`);
    /// viewport point = content point − `contentOffset`.
    public var contentOffset: Point
    /// The size of the whole content in points, as the layout reports it (for scroll bars).
    public var contentSize: Size
    /// Cells in drawing order (ascending `zIndex`, then reading order).
    public var cells: [DisplayCell<ItemID>]
    /// Headers and footers (never moved, exchanged, hidden or dimmed by an interaction).
    public var supplementaries: [DisplaySupplementary]
    /// Drawn above the cells, in order.
    public var overlays: [Overlay<ItemID>]
    /// The state of the edit/mode controls a backend draws around the collection (the
    /// Edit/Done button, the mode switch).
    public var controls = Controls()
    /// The cursor the pointer should show over the collection (`CollectionView.pointerCursor`).
    public var cursor = PointerCursor.arrow
    /// The view's layout direction: right to left, the vertical scroll indicator is drawn at
    /// the left edge (``ScrollIndicator/verticalX(viewportWidth:direction:)``).
    public var layoutDirection = LayoutDirection.leftToRight

    /// A display list for the given geometry, with the given elements (none by default) and
    /// default ``controls``. Elements' frames must already be in viewport coordinates.
    public init(viewport: Size, contentOffset: Point, contentSize: Size,
                cells: [DisplayCell<ItemID>] = [], supplementaries: [DisplaySupplementary] = [], overlays: [Overlay<ItemID>] = []) {
        self.viewport = viewport
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.cells = cells
        self.supplementaries = supplementaries
        self.overlays = overlays
    }
}

/// The edit/mode controls' state for this frame.
public struct Controls: Sendable, Equatable {
    /// "Edit" or "Done".
    public var editButtonTitle = "Edit"
    /// The collection's interaction mode (the mode switch's selection); default `.browse`.
    public var mode: InteractionMode = .browse
    /// True while a drag (move or exchange) is in progress: mode switches are disabled.
    public var isDragging = false
    /// Whether an undo control should be enabled: the collection view's `canUndo`.
    public var canUndo = false
    /// Whether a redo control should be enabled: the collection view's `canRedo`.
    public var canRedo = false
    /// The current mode's one-line hint (`CollectionViewConfiguration.modeHints`), or nil.
    public var hint: String?

    /// Controls for browse mode with nothing to undo or redo: title "Edit", not dragging.
    public init() {}

    /// The controls of `state`: its mode, the edit button's title for it and its hint from
    /// `configuration` (``EditButtonTitles/title(in:)``, `ModeHints.hint(for:)`), dragging while a drag
    /// is in progress, undo and redo enabled as given. - Complexity: O(1).
    init<SectionID, ItemID>(_ state: CollectionState<SectionID, ItemID>, configuration: CollectionViewConfiguration,
                            canUndo: Bool, canRedo: Bool) {
        mode = state.mode
        editButtonTitle = configuration.editButtonTitles.title(in: state.mode)
        hint = configuration.modeHints.hint(for: state.mode)
        isDragging = state.drag != nil
        self.canUndo = canUndo
        self.canRedo = canRedo
    }
}

extension EditButtonTitles {
    /// The edit button's title in `mode`: ``done`` in edit mode (it leaves it), else ``edit``. O(1).
    func title(in mode: InteractionMode) -> String { mode == .edit ? done : edit }
}

/// One cell as presented this frame.
public struct DisplayCell<ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// The item's identity: a renderer knows exactly which item it draws.
    public var id: ItemID
    /// The text to show (the owner's `labelProvider`; the identity, printed, by default).
    public var label: String
    /// The item's path in the model (for a cell leaving the collection, where it was last).
    public var path: ItemPath
    /// Viewport coordinates, before `scale` (which applies about the frame's center).
    public var frame: Rect
    /// The presented opacity, 0 (transparent) to 1 (opaque, at rest); already includes any
    /// dimming by an interaction.
    public var alpha: Double
    /// The presented scale about the frame's center; 1 at rest.
    public var scale: Double
    /// The drawing order; ``DisplayList/cells`` is already sorted by it.
    public var zIndex: Int
    /// The selection bounce (0.9 and back), kept apart
    /// from `scale` so the cell's content decides which part bounces — HelloContacts bounces
    /// the avatar, a content configuration may bounce the whole cell. 1 at rest.
    public var bounceScale: Double = 1
    /// True for the item an exchange drag would displace (exchange mode dims it); `alpha` already
    /// includes the dimming.
    public var isDimmed: Bool = false
    /// True when the cell must not be drawn: its item is being dragged, and the drag snapshot
    /// overlay shows it instead.
    public var isHidden: Bool
    /// True when the item is in the collection view's selection.
    public var isSelected: Bool
    /// True while a pointer is pressed on the item (UIKit's `isHighlighted`), until it lifts or
    /// a gesture takes over.
    public var isHighlighted: Bool
    /// Edit mode look: the 0.9 gray background of the contacts grid.
    public var showsEditBackground: Bool
    /// How far the background has turned to the edit gray, 0…1 (the change is animated
    /// over 0.2 s ease-out when edit mode toggles); 1 or 0 at rest.
    public var editBackgroundAmount: Double
    /// True for the item that has the keyboard focus (moved by the arrow keys); at most one cell.
    public var isFocused: Bool
    /// True for the item under the hovering mouse (`CollectionViewRequests.hoveredPath`); at most one
    /// cell. The standard content draws a light hover tint.
    public var isHovered: Bool = false
    /// True for an item leaving the collection (fading out).
    public var isRemoving: Bool

    /// A cell at rest by default (alpha 1, scale 1, zIndex 0, visible, not selected, highlighted
    /// or focused); `label` defaults to the identity, printed. `editBackgroundAmount` is 1 when
    /// `showsEditBackground` is true, else 0. `frame` is in viewport coordinates.
    public init(id: ItemID, label: String? = nil, path: ItemPath, frame: Rect, alpha: Double = 1, scale: Double = 1, zIndex: Int = 0,
                isHidden: Bool = false, isSelected: Bool = false, isHighlighted: Bool = false,
                showsEditBackground: Bool = false, isFocused: Bool = false, isRemoving: Bool = false) {
        self.id = id
        self.label = label ?? String(describing: id)
        self.path = path
        self.frame = frame
        self.alpha = alpha
        self.scale = scale
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.showsEditBackground = showsEditBackground
        self.editBackgroundAmount = showsEditBackground ? 1 : 0
        self.isFocused = isFocused
        self.isRemoving = isRemoving
    }
}

/// Shared constants of the display list's look.
public enum DisplayStyle {
    /// The edit-mode background gray level (white 0.9, as in the contacts grid).
    public static let editBackgroundGray = 0.9
}

/// A section header or footer as presented this frame.
public struct DisplaySupplementary: Sendable, Equatable {
    /// `.header` or `.footer` (never `.cell`).
    public var kind: ElementKind
    /// The index of the section it belongs to, from 0.
    public var section: Int
    /// Its rectangle in viewport coordinates.
    public var frame: Rect

    /// A header or footer of `section` at `frame` (viewport coordinates).
    public init(kind: ElementKind, section: Int, frame: Rect) {
        self.kind = kind
        self.section = section
        self.frame = frame
    }
}

/// Things drawn above the cells.
public enum Overlay<ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// The snapshot of a dragged (moved or exchanged) cell following the pointer.
    case dragSnapshot(DragSnapshot<ItemID>)
    /// The deletion confirmation, anchored at the pressed cell.
    case confirmation(ConfirmationDialog)
    /// The right-click menu of a card.
    case contextMenu(ContextMenu)
    /// The Undo toast after a deletion.
    case undoToast(UndoToast)
}

/// The picture of a dragged cell that follows the pointer.
public struct DragSnapshot<ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// The dragged items, the one under the pointer first.
    public var items: [ItemID]
    /// The dragged item's label (with "+n" when several items are dragged).
    public var label: String
    /// Viewport coordinates, before `scale`.
    public var frame: Rect
    /// The snapshot's opacity, 0…1 (1 when moving; `ExchangeStyle.snapshotAlpha` when
    /// exchanging).
    public var alpha: Double
    /// The scale about the frame's center (grows to 1.1 on a lift; the catch blink on an
    /// exchange).
    public var scale: Double
    /// Background gray level behind the snapshot, or nil for none (exchange: dark gray 0.33).
    public var backgroundGray: Double?

    /// A snapshot of `items` (the one under the pointer first) at `frame`, in viewport
    /// coordinates; every value is stored as given.
    public init(items: [ItemID], label: String, frame: Rect, alpha: Double, scale: Double, backgroundGray: Double?) {
        self.items = items
        self.label = label
        self.frame = frame
        self.alpha = alpha
        self.scale = scale
        self.backgroundGray = backgroundGray
    }
}
