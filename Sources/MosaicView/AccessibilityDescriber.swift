/// How the owner names the collection, its items and its sections for assistive technology —
/// in the accessibility model (``AccessibilityModel``) and in every announcement. Every closure
/// is optional; a nil one gets the default documented on it, so a view is readable with none set.
///
/// ```swift
/// view.accessibility.viewName = "Contacts"
/// view.accessibility.name = { id in contacts[id].fullName }            // "Anna Berg"
/// view.accessibility.description = { id in contacts[id].organisation }  // "Nordlicht AB"
/// view.accessibility.sectionName = { group in groups[group].name }      // "Friends"
/// ```
///
/// The closures are called while the model or an announcement is made, on the thread that
/// drives the view, once per visible item per ``CollectionView/accessibilityModel()``: keep them
/// cheap (a dictionary lookup).
public struct AccessibilityDescriber<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The collection's own name ("Contacts", "Lineup"); default "Items". Assistive technology
    /// reads it when the focus enters the view.
    public var viewName = "Items"
    /// The role of the view; nil (the default) decides from the layout: a list when the visible
    /// items sit one per line, else a grid.
    public var viewRole: AccessibilityViewRole?
    /// An item's name, read first and used in every announcement ("Anna Berg"). Nil: the view's
    /// `labelProvider`, else the identity's description.
    public var name: ((ItemID) -> String)?
    /// What is read after the name and the position ("Nordlicht AB"; a paddler's seat and
    /// weight). Nil, or a nil answer: nothing but the position.
    public var description: ((ItemID) -> String?)?
    /// A section's name ("Friends"). Nil: the view's `sectionTitleProvider`, else "section N"
    /// (1-based) when there are several sections, and no section at all when there is one.
    public var sectionName: ((SectionID) -> String)?
    /// Whether an item can be operated (false: the disabled state, no actions). Nil: every item.
    public var isEnabled: ((ItemID) -> Bool)?

    /// A describer with the defaults documented on each property.
    public init() {}
}

/// The role of the whole collection for assistive technology (AT-SPI "list" or "table").
public enum AccessibilityViewRole: String, Sendable, Equatable, CaseIterable {
    /// One item per line (a vertical list); its items are ``AccessibilityItemRole/listItem``s.
    case list
    /// Several items per line (a grid, a waterfall); its items are ``AccessibilityItemRole/gridCell``s.
    case grid

    /// The role of this view's items.
    public var itemRole: AccessibilityItemRole { self == .list ? .listItem : .gridCell }
}

/// The role of one item for assistive technology (AT-SPI "list item" or "table cell").
public enum AccessibilityItemRole: String, Sendable, Equatable, CaseIterable {
    /// An item of a list.
    case listItem
    /// A cell of a grid.
    case gridCell
}

/// The direction the collection scrolls and reads in.
public enum AccessibilityOrientation: String, Sendable, Equatable, CaseIterable {
    /// Scrolls vertically (rows of items).
    case vertical
    /// Scrolls horizontally (columns of items).
    case horizontal
}
