import MosaicCore

/// What assistive technology can know of a collection view at one moment: the view, its
/// visible (and focused) items, and the announcements not yet taken — made by
/// ``CollectionView/accessibilityModel()``. A value: a backend keeps the last one, makes the next
/// after each frame and updates only what differs (an item's name, its states, its actions),
/// since GTK and AT-SPI send a signal per change.
///
/// Items are identified by their item identity (``AccessibilityElement/id``), which stays the
/// same as they scroll out and back in, move, or are exchanged — a backend keeps one proxy per
/// identity.
public struct AccessibilityModel<ItemID: Hashable & Sendable>: Equatable, Sendable {
    /// The collection as a whole.
    public var view: AccessibilityViewElement
    /// The items in the display list (the visible rectangle and its margin) and the focused item
    /// wherever it is, in reading order (section, then item), as presented — during a move the
    /// lifted item is at its target.
    public var items: [AccessibilityElement<ItemID>]
    /// The focused item (keyboard focus, or where an accessibility action put it), if any.
    public var focused: ItemID?
    /// Announcements made since the backend last took them
    /// (``CollectionView/takeAccessibilityAnnouncements()``), oldest first.
    public var announcements: [AccessibilityAnnouncement]

    /// A model of the given parts.
    public init(view: AccessibilityViewElement, items: [AccessibilityElement<ItemID>], focused: ItemID?,
                announcements: [AccessibilityAnnouncement]) {
        self.view = view
        self.items = items
        self.focused = focused
        self.announcements = announcements
    }

    /// The element of `id`, when it is in the model. - Complexity: O(items).
    public func element(_ id: ItemID) -> AccessibilityElement<ItemID>? { items.first { $0.id == id } }
}

/// The collection view as one accessible object (AT-SPI role list or table).
public struct AccessibilityViewElement: Equatable, Sendable {
    /// List or grid.
    public var role: AccessibilityViewRole
    /// The owner's name for the collection (``AccessibilityDescriber/viewName``).
    public var name: String
    /// Every item in the model, all sections together.
    public var itemCount: Int
    /// The number of sections.
    public var sectionCount: Int
    /// The scrolling direction.
    public var orientation: AccessibilityOrientation
    /// Whether several items can be selected (multiple selection, or ctrl/shift-click).
    public var isMultiSelectable: Bool
    /// The interaction mode (what Space and ``AccessibilityAction/activate`` do).
    public var mode: InteractionMode

    /// A view element of the given values.
    public init(role: AccessibilityViewRole, name: String, itemCount: Int, sectionCount: Int,
                orientation: AccessibilityOrientation, isMultiSelectable: Bool, mode: InteractionMode) {
        self.role = role
        self.name = name
        self.itemCount = itemCount
        self.sectionCount = sectionCount
        self.orientation = orientation
        self.isMultiSelectable = isMultiSelectable
        self.mode = mode
    }
}

/// One item as an accessible object (AT-SPI role list item or table cell).
public struct AccessibilityElement<ItemID: Hashable & Sendable>: Equatable, Sendable, Identifiable {
    /// The item's identity: stable while it scrolls, moves or is exchanged.
    public var id: ItemID
    /// List item or grid cell.
    public var role: AccessibilityItemRole
    /// The owner's name (``AccessibilityDescriber/name``): "Anna Berg".
    public var name: String
    /// The owner's description (``AccessibilityDescriber/description``), if any: "Nordlicht AB".
    public var description: String?
    /// Where the item is presented now.
    public var path: ItemPath
    /// The 1-based position within its section (AT-SPI position in set).
    public var positionInSet: Int
    /// The number of items in its section (AT-SPI set size).
    public var setSize: Int
    /// Its section's name, or nil for the one unnamed section of a view.
    public var sectionName: String?
    /// The position in words, from ``AnnouncementText/position``: "3 of 40 in Friends".
    public var positionText: String
    /// Selected, focused, grabbed…
    public var states: AccessibilityStates
    /// What can be done to it now, through ``CollectionView/performAccessibilityAction(_:on:)``.
    public var actions: [AccessibilityAction<ItemID>]
    /// Its frame in viewport coordinates (where a backend puts its proxy), as laid out — the
    /// animation's end, not its frame in flight.
    public var frame: Rect

    /// An element of the given values.
    public init(id: ItemID, role: AccessibilityItemRole, name: String, description: String?, path: ItemPath,
                positionInSet: Int, setSize: Int, sectionName: String?, positionText: String,
                states: AccessibilityStates, actions: [AccessibilityAction<ItemID>], frame: Rect) {
        self.id = id
        self.role = role
        self.name = name
        self.description = description
        self.path = path
        self.positionInSet = positionInSet
        self.setSize = setSize
        self.sectionName = sectionName
        self.positionText = positionText
        self.states = states
        self.actions = actions
        self.frame = frame
    }

    /// What a backend that cannot expose positions (GTK 4.8) puts in the accessible
    /// description: the owner's description, then the position — "Nordlicht AB, 3 of 40 in Friends".
    public var fullDescription: String {
        guard let description, !description.isEmpty else { return positionText }
        return "\(description), \(positionText)"
    }
}

/// The states of an accessible item.
public struct AccessibilityStates: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: Int
    /// A state set of these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The item is selected.
    public static let selected = AccessibilityStates(rawValue: 1 << 0)
    /// The item has the view's focus (its keyboard focus, or an accessibility action's item).
    public static let focused = AccessibilityStates(rawValue: 1 << 1)
    /// The item can be moved now (edit mode and `canMoveItem`), or caught (exchange mode and
    /// `canBeginExchange`).
    public static let editable = AccessibilityStates(rawValue: 1 << 2)
    /// The item is lifted (a move) or caught (an exchange).
    public static let grabbed = AccessibilityStates(rawValue: 1 << 3)
    /// During an exchange, the item the caught one would swap with on release.
    public static let dropTarget = AccessibilityStates(rawValue: 1 << 4)
    /// The owner disabled the item (``AccessibilityDescriber/isEnabled``): it has no actions.
    public static let disabled = AccessibilityStates(rawValue: 1 << 5)
}

/// A direction a lifted (or caught) item moves in: the arrow keys' rule of
/// ``CollectionView`` (visual rows in grids and waterfalls, reading order along a flow's lines,
/// across sections).
public enum AccessibilityMoveDirection: String, Sendable, Hashable, CaseIterable {
    /// Up a visual row (Up arrow).
    case up
    /// Down a visual row (Down arrow).
    case down
    /// Left (Left arrow).
    case left
    /// Right (Right arrow).
    case right
}
