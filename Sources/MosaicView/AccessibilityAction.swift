/// Something assistive technology can do to an item (an AT-SPI action), performed through
/// ``CollectionView/performAccessibilityAction(_:on:)`` exactly as the keyboard would do it: the
/// owner's delegate is asked and told the same things, and the same announcements follow.
/// An ``AccessibilityElement`` lists the actions that are possible for it now.
public enum AccessibilityAction<ItemID: Hashable & Sendable>: Hashable, Sendable {
    /// What Space does on the item: select it (browse), lift it (edit), catch it (exchange);
    /// during a drag, drop. In browse mode the item's primary action follows the selection
    /// (`CollectionViewDelegate.performPrimaryAction`, as a double-click: open it), when the
    /// owner set one — a screen reader's "activate" is the item's default action.
    case activate
    /// Select the item (as a click does: in single selection it replaces the selection).
    case select
    /// Ask to delete it: the view's deletion confirmation opens (`canDeleteItem` allowed it).
    case delete
    /// Lift it for a move (edit mode) or catch it for an exchange (exchange mode), as Space does.
    case lift
    /// Drop the lifted item where it is now (commit the move), or release the caught one.
    case drop
    /// Cancel the drag: everything returns, as Escape does.
    case cancel
    /// Move the item one step as an arrow key does: while lifted (or caught), the target moves;
    /// otherwise the item is lifted, moved one step and dropped, one committed move.
    case move(AccessibilityMoveDirection)
    /// Move the item to the end of the section at this index ("Move to Work"), one committed move.
    case moveToSection(Int)
    /// Exchange mode: this item and the given one swap places, one committed exchange. Offered,
    /// during an exchange, on every other item with the caught one.
    case swap(with: ItemID)

    /// A stable action name for a backend (GTK's `cell.NAME`): "activate", "select", "delete",
    /// "lift", "drop", "cancel", "move-up", "move-down", "move-left", "move-right",
    /// "move-to-section-2" (1-based), "swap".
    public var name: String {
        switch self {
        case .activate: return "activate"
        case .select: return "select"
        case .delete: return "delete"
        case .lift: return "lift"
        case .drop: return "drop"
        case .cancel: return "cancel"
        case .move(let direction): return "move-\(direction.rawValue)"
        case .moveToSection(let section): return "move-to-section-\(section + 1)"
        case .swap: return "swap"
        }
    }
}

/// One announcement for assistive output ("Moved Anna Berg to position 1 in Work"), with a
/// number that grows by one per announcement of the view, so a backend can tell a repeated
/// text from a new one (GTK 4.8 speaks a description only when it changes).
public struct AccessibilityAnnouncement: Equatable, Sendable {
    /// 1 for the view's first announcement, then one more for each.
    public var sequence: Int
    /// The words (``AnnouncementText``).
    public var text: String

    /// An announcement of these words.
    public init(sequence: Int, text: String) {
        self.sequence = sequence
        self.text = text
    }
}
