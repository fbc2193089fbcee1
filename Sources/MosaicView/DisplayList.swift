import MosaicCore

/// What to draw for one frame: the visible cells and section headers/footers with their
/// *presented* attributes (mid-animation values), plus overlays. Frames are in viewport
/// coordinates (content coordinates minus the content offset), so a backend draws them as is.
///
/// The engine builds it from the items in the viewport plus a margin only; its size is
/// proportional to what is visible, never to the item count.
public struct DisplayList<ItemID: Hashable & Sendable>: Sendable, Equatable {
    public var viewport: Size
    public var contentOffset: Point
    public var contentSize: Size
    /// Cells in drawing order (ascending `zIndex`, then reading order).
    public var cells: [DisplayCell<ItemID>]
    /// Headers and footers (never moved, exchanged, hidden or dimmed by an interaction).
    public var supplementaries: [DisplaySupplementary]
    /// Drawn above the cells, in order.
    public var overlays: [Overlay<ItemID>]
    /// The state of the edit/mode controls a backend draws around the collection (seed 000's
    /// Edit/Done button, the mode switch).
    public var controls = Controls()

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
    public var mode: InteractionMode = .browse
    /// True while a drag (move or exchange) is in progress: mode switches are disabled.
    public var isDragging = false
    public var canUndo = false
    public var canRedo = false

    public init() {}
}

/// One cell as presented this frame.
public struct DisplayCell<ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// The item's identity: a renderer knows exactly which item it draws.
    public var id: ItemID
    /// The text to show (the owner's `labelProvider`; the identity, printed, by default).
    public var label: String
    public var path: ItemPath
    /// Viewport coordinates, before `scale` (which applies about the frame's center).
    public var frame: Rect
    public var alpha: Double
    public var scale: Double
    public var zIndex: Int
    public var isHidden: Bool
    public var isSelected: Bool
    public var isHighlighted: Bool
    /// Edit mode look: the 0.9 gray background of seed 000.
    public var showsEditBackground: Bool
    /// How far the background has turned to the edit gray, 0…1 (seed 000 animates the change
    /// over 0.2 s ease-out when edit mode toggles); 1 or 0 at rest.
    public var editBackgroundAmount: Double
    public var isFocused: Bool
    /// True for an item leaving the collection (fading out).
    public var isRemoving: Bool

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
    /// The edit-mode background gray level (seed 000: white 0.9).
    public static let editBackgroundGray = 0.9
}

/// A section header or footer as presented this frame.
public struct DisplaySupplementary: Sendable, Equatable {
    public var kind: ElementKind
    public var section: Int
    public var frame: Rect

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
}

/// The picture of a dragged cell that follows the pointer.
public struct DragSnapshot<ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// The dragged items, the one under the pointer first.
    public var items: [ItemID]
    /// The dragged item's label (with "+n" when several items are dragged).
    public var label: String
    /// Viewport coordinates, before `scale`.
    public var frame: Rect
    public var alpha: Double
    public var scale: Double
    /// Background gray level behind the snapshot, or nil for none (exchange: dark gray 0.33).
    public var backgroundGray: Double?

    public init(items: [ItemID], label: String, frame: Rect, alpha: Double, scale: Double, backgroundGray: Double?) {
        self.items = items
        self.label = label
        self.frame = frame
        self.alpha = alpha
        self.scale = scale
        self.backgroundGray = backgroundGray
    }
}
