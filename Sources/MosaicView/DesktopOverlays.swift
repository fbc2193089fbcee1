import MosaicCore

/// The shape the pointer should take over the collection (a window backend sets the system
/// cursor from ``DisplayList/cursor``).
public enum PointerCursor: Sendable, Equatable {
    /// The ordinary arrow.
    case arrow
    /// An open hand: the mouse hovers (or presses) a card that a drag would move — edit or
    /// exchange mode, and the delegate allows it.
    case grab
    /// A closed hand: a card is being dragged by the pointer.
    case grabbing
}

/// The right-click menu of a card: a modal list of actions anchored where it was opened —
/// the owner's entries first (`CollectionViewDelegate.contextMenuItems`), then the built-in
/// Delete and "Move to ‹section›".
/// Up/Down (and Tab) move the keyboard focus over the enabled entries, Enter or Space
/// activates, Escape or a click outside closes it; a click on an entry activates it.
public struct ContextMenu: Sendable, Equatable {
    /// What an entry does.
    public enum Action: Sendable, Equatable {
        /// Asks to delete the item (or, when it is part of a multiple selection, every
        /// selected item) through the deletion confirmation.
        case delete
        /// Moves the item to the end of the section at this index (undoable, reported as a
        /// `move`).
        case moveToSection(Int)
        /// An entry of the owner's (UIKit's `UIAction` with its `identifier`): activating it
        /// closes the menu and calls `CollectionViewDelegate.didChooseContextMenuItem` with the
        /// identifier and the item's path (logged `menuAction 0.1 open`). The engine does
        /// nothing else.
        case custom(String)
    }

    /// One entry of the menu.
    public struct Item: Sendable, Equatable {
        /// The entry's text ("Delete", "Move to Friends").
        public var title: String
        /// What activating it does.
        public var action: Action
        /// A disabled entry is drawn grayed and cannot be focused or activated.
        public var isEnabled: Bool

        /// An entry titled `title` doing `action`, enabled unless told otherwise.
        public init(title: String, action: Action, isEnabled: Bool = true) {
            self.title = title
            self.action = action
            self.isEnabled = isEnabled
        }

        /// An owner's entry (``Action/custom(_:)``) titled `title`: choosing it calls the
        /// delegate back with `identifier` (UIKit's `UIAction(title:identifier:)`).
        public init(title: String, identifier: String, isEnabled: Bool = true) {
            self.init(title: title, action: .custom(identifier), isEnabled: isEnabled)
        }
    }

    /// The entries, top to bottom.
    public var items: [Item]
    /// The item the menu is about (where the right click landed).
    public var path: ItemPath
    /// The panel, in viewport coordinates (opened at the click, clamped into the viewport).
    public var frame: Rect
    /// The entry Enter activates, or nil before the keyboard moved the focus.
    public var focusedIndex: Int?

    /// The height of one entry, in points.
    public static let rowHeight = 30.0
    /// The panel's width, in points (narrower only when the viewport is).
    public static let width = 200.0
    /// The padding above the first and below the last entry, in points.
    public static let padding = 6.0

    /// A menu of `items` about `path`, its panel at `frame` (viewport coordinates).
    public init(items: [Item], path: ItemPath, frame: Rect, focusedIndex: Int? = nil) {
        self.items = items
        self.path = path
        self.frame = frame
        self.focusedIndex = focusedIndex
    }

    /// The panel for `count` entries opened at `point`: its top-left at the point, moved left
    /// or up to stay 4 points inside `viewport`.
    public static func frame(count: Int, at point: Point, viewport: Size) -> Rect {
        let w = min(width, max(40, viewport.width - 8))
        let h = Double(count) * rowHeight + 2 * padding
        let x = min(max(4, point.x), max(4, viewport.width - w - 4))
        let y = min(max(4, point.y), max(4, viewport.height - h - 4))
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The rectangle of entry `index` (viewport coordinates).
    public func itemFrame(_ index: Int) -> Rect {
        Rect(x: frame.minX, y: frame.minY + Self.padding + Double(index) * Self.rowHeight,
             width: frame.width, height: Self.rowHeight)
    }

    /// The entry under `point`, or nil (outside the entries).
    public func itemIndex(at point: Point) -> Int? {
        guard frame.contains(point) else { return nil }
        let i = Int(((point.y - frame.minY - Self.padding) / Self.rowHeight).rounded(.down))
        return items.indices.contains(i) ? i : nil
    }
}

/// The toast shown after a deletion: a message and an Undo button, at the bottom of the
/// viewport, for `CollectionViewConfiguration.undoToastDuration` seconds. Clicking Undo undoes
/// the deletion (exactly as ctrl+z would); any other undoable change or an undo dismisses it.
/// It is not modal: everything else keeps working while it shows.
public struct UndoToast: Sendable, Equatable {
    /// "Deleted Ada Lovelace", "Deleted 3 contacts".
    public var message: String
    /// The button's title ("Undo").
    public var buttonTitle: String
    /// The toast, in viewport coordinates.
    public var frame: Rect
    /// The Undo button, in viewport coordinates.
    public var buttonFrame: Rect
    /// When it disappears, in seconds on the view's clock.
    public var expires: Double

    /// A toast with `message` and a button titled `buttonTitle`, placed by ``frames(in:)``.
    public init(message: String, buttonTitle: String, viewport: Size, expires: Double) {
        self.message = message
        self.buttonTitle = buttonTitle
        (frame, buttonFrame) = Self.frames(in: viewport)
        self.expires = expires
    }

    /// The toast's geometry: 360 × 44 points at most (8 points inside a narrower viewport),
    /// centred horizontally, 16 points above the bottom; the button 76 points wide at its
    /// right, inset by 6.
    public static func frames(in viewport: Size) -> (toast: Rect, button: Rect) {
        let w = min(360, max(80, viewport.width - 16)), h = 44.0
        let toast = Rect(x: (viewport.width - w) / 2, y: max(0, viewport.height - h - 16), width: w, height: h)
        let button = Rect(x: toast.maxX - 6 - 76, y: toast.minY + 6, width: 76, height: h - 12)
        return (toast, button)
    }
}

/// The one-line hint shown for each interaction mode (a window draws it in its top bar;
/// ``Controls/hint``). An empty string shows nothing.
public struct ModeHints: Sendable, Equatable {
    /// Browse mode's hint; default "Click to select, right-click for actions".
    public var browse: String
    /// Edit mode's hint; default "Long press or drag to reorder".
    public var edit: String
    /// Exchange mode's hint; default "Drag a card onto another to swap".
    public var exchange: String

    /// Hints with the defaults documented on each property unless given.
    public init(browse: String = "Click to select, right-click for actions",
                edit: String = "Long press or drag to reorder",
                exchange: String = "Drag a card onto another to swap") {
        self.browse = browse
        self.edit = edit
        self.exchange = exchange
    }

    /// The hint for `mode`, or nil when it is empty.
    public func hint(for mode: InteractionMode) -> String? {
        let text: String
        switch mode {
        case .browse: text = browse
        case .edit: text = edit
        case .exchange: text = exchange
        }
        return text.isEmpty ? nil : text
    }
}

/// The words of the context menu.
public struct ContextMenuText: Sendable, Equatable {
    /// The delete entry; default "Delete".
    public var delete: String
    /// The move entry's template; `{section}` is replaced by the section's title
    /// (`CollectionView.sectionTitleProvider`, or "section N"); default "Move to {section}".
    public var moveToSection: String

    /// Words with the defaults documented on each property unless given.
    public init(delete: String = "Delete", moveToSection: String = "Move to {section}") {
        self.delete = delete
        self.moveToSection = moveToSection
    }

    /// A menu's entries: the `owner`'s, then Delete (when `canDelete`), then "Move to ‹name›"
    /// for each of `otherSections` (index and name).
    func items(owner: [ContextMenu.Item], canDelete: Bool, otherSections: [(Int, String)]) -> [ContextMenu.Item] {
        owner + (canDelete ? [ContextMenu.Item(title: delete, action: .delete)] : [])
            + otherSections.map { ContextMenu.Item(title: moveToSection.replacing("{section}", with: $0.1),
                                                   action: .moveToSection($0.0)) }
    }
}

/// The geometry of a scroll indicator, shared by the engine (which lets the pointer drag it)
/// and the renderers (which draw it).
public enum ScrollIndicator {
    /// How far from the viewport's trailing edge (the right one, the left one right to left)
    /// a press still grabs the vertical indicator, in points (the bar itself is 3 points wide,
    /// 6 from the edge).
    public static let hitWidth = 14.0

    /// The left edge of the vertical indicator's 3-point bar: 6 points in from the right edge,
    /// or 3 from the left edge right to left (where GTK puts its scroll bars too).
    public static func verticalX(viewportWidth: Double, direction: LayoutDirection) -> Double {
        direction == .rightToLeft ? 3 : viewportWidth - 6
    }

    /// Whether a press at viewport x `x` is within ``hitWidth`` of the trailing edge.
    public static func isInVerticalHitZone(_ x: Double, viewportWidth: Double, direction: LayoutDirection) -> Bool {
        direction == .rightToLeft ? x <= hitWidth : x >= viewportWidth - hitWidth
    }

    /// Where the indicator lies along one axis, or nil when the content fits: the track is the
    /// viewport less 2 points at each end; the thumb's length ∝ viewport ÷ content (at least 24
    /// points) and its start ∝ offset ÷ scrollable range.
    public static func thumb(viewport: Double, content: Double, offset: Double) -> (start: Double, length: Double)? {
        guard viewport.isFinite, content.isFinite, offset.isFinite, viewport > 8, content > viewport + 0.5
        else { return nil }
        let track = viewport - 4
        let length = min(track, max(24, track * viewport / content))
        let t = min(max(offset / (content - viewport), 0), 1)
        return (2 + t * (track - length), length)
    }

    /// Content points scrolled per point the thumb is dragged: (content − viewport) ÷ (track −
    /// thumb length); 0 when the content fits.
    public static func contentPerThumbPoint(viewport: Double, content: Double) -> Double {
        guard let thumb = thumb(viewport: viewport, content: content, offset: 0) else { return 0 }
        let travel = viewport - 4 - thumb.length
        return travel > 0 ? (content - viewport) / travel : 0
    }
}
