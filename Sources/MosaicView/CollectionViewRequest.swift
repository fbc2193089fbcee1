import MosaicCore
import MosaicInteraction

/// What a ``CollectionView`` asks its presenter to show: the engine decides *that* a menu, a
/// confirmation or a toast is due and with which words and actions; the presenter decides
/// *how* it looks — ``OverlayPresenter`` draws it into the display list (the SDL window, the
/// replay runner, tests), a GTK backend shows a native popover, dialog or toast.
///
/// The view sends every request to ``CollectionViewRequests/presenter`` with
/// ``CollectionViewPresenter/present(_:)`` and takes it down with
/// ``CollectionViewPresenter/dismiss(_:)`` once it is answered, expired or no longer applies.
/// At most one context menu or confirmation is pending at a time (a confirmation replaces a
/// menu); a toast can show beside either. The presenter answers through the view's ``CollectionView/requests``:
///
/// | Request | Answers |
/// |---|---|
/// | ``contextMenu(_:)`` | ``CollectionViewRequests/performContextMenuAction(_:)``, ``CollectionViewRequests/closeContextMenu()`` |
/// | ``confirmation(_:)`` | ``CollectionViewRequests/confirm(_:)`` (`true`: the confirming button, `false`: cancel) |
/// | ``toast(_:)`` | ``CollectionViewRequests/performToastAction()`` (Undo), ``CollectionViewRequests/dismissToast()`` |
///
/// The pending requests can be read back at any time (``CollectionViewRequests/contextMenuConfiguration``,
/// ``CollectionViewRequests/confirmationRequest``, ``CollectionViewRequests/toastRequest``), so a view without a
/// presenter is still fully drivable from code and tests.
public enum CollectionViewRequest: Sendable, Equatable {
    /// Present this item's context menu (UIKit's `UIContextMenuInteraction` with the delegate's
    /// `UIContextMenuConfiguration`).
    case contextMenu(ContextMenuConfiguration)
    /// Ask this question before a destructive change (UIKit's `UIAlertController` in the
    /// action-sheet style, with a destructive and a cancel action). While it is pending the
    /// view is modal: it takes no gesture, key or wheel of its own.
    case confirmation(ConfirmationRequest)
    /// Show this non-modal message with an action button (GTK's `AdwToast`, Android's snack
    /// bar) — the Undo toast after a confirmed deletion.
    case toast(ToastRequest)

    /// The three kinds of request, for ``CollectionViewPresenter/dismiss(_:)``.
    public enum Kind: Sendable, Equatable {
        /// A ``CollectionViewRequest/contextMenu(_:)``.
        case contextMenu
        /// A ``CollectionViewRequest/confirmation(_:)``.
        case confirmation
        /// A ``CollectionViewRequest/toast(_:)``.
        case toast
    }

    /// Which kind of request this is.
    public var kind: Kind {
        switch self {
        case .contextMenu: return .contextMenu
        case .confirmation: return .confirmation
        case .toast: return .toast
        }
    }
}

/// A context menu the view asks for (UIKit's `UIContextMenuConfiguration`): the entries, the
/// item it is about and where it was opened.
public struct ContextMenuConfiguration: Sendable, Equatable {
    /// The item the menu is about (where the right click landed), at the time it opened.
    public var path: ItemPath
    /// The entries, top to bottom: the owner's (`CollectionViewDelegate.contextMenuItems`),
    /// then Delete (when the delegate allows it), then "Move to ‹section›" for every other
    /// section. A disabled entry is shown but cannot be chosen.
    public var items: [ContextMenu.Item]
    /// Where to point the menu, in viewport coordinates: a zero-size rectangle at the click
    /// (at the item's centre when opened with `CollectionViewRequests.showContextMenu(at:)`) — GTK's
    /// `gtk_popover_set_pointing_to`.
    public var anchor: Rect

    /// A menu of `items` about `path`, pointing at `anchor` (viewport coordinates).
    public init(path: ItemPath, items: [ContextMenu.Item], anchor: Rect) {
        self.path = path
        self.items = items
        self.anchor = anchor
    }
}

/// A question the view asks before a destructive change (UIKit's `UIAlertController` with a
/// destructive and a cancel `UIAlertAction`): today the deletion confirmation.
public struct ConfirmationRequest: Sendable, Equatable {
    /// The question ("Delete Ada Lovelace?", "Delete 3 contacts?").
    public var title: String
    /// The explanation under the title.
    public var message: String
    /// The confirming button's title ("Delete", "Yes"); answering it is `confirm(true)`.
    public var confirmTitle: String
    /// The cancel button's title ("Cancel", "No"); answering it is `confirm(false)`. A
    /// presenter that can be dismissed (Escape, a click outside) answers `confirm(false)` too.
    public var cancelTitle: String
    /// Whether the confirming button destroys something (drawn red; UIKit's `.destructive`).
    public var isDestructive: Bool
    /// The item to anchor at (the pressed cell, or the first of ``paths``).
    public var path: ItemPath
    /// Every item the question is about, in reading order; the view draws them selected and
    /// highlighted while it is pending.
    public var paths: [ItemPath]
    /// The frame of ``path``'s cell in viewport coordinates when the question was asked
    /// (a popover's `pointing_to`, or where a drawn dialog is placed).
    public var anchor: Rect

    /// A question about `paths`, anchored at `path`'s cell frame `anchor` (viewport coordinates).
    public init(title: String, message: String, confirmTitle: String, cancelTitle: String, isDestructive: Bool = true,
                path: ItemPath, paths: [ItemPath], anchor: Rect) {
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.cancelTitle = cancelTitle
        self.isDestructive = isDestructive
        self.path = path
        self.paths = paths
        self.anchor = anchor
    }
}

/// A non-modal message with one action button that the view asks to show for a while: the
/// Undo toast after a confirmed deletion ("Deleted Ada Lovelace" · Undo).
public struct ToastRequest: Sendable, Equatable {
    /// The message ("Deleted Ada Lovelace", "Deleted 3 contacts").
    public var message: String
    /// The action button's title ("Undo"); choosing it is `CollectionViewRequests.performToastAction()`.
    public var actionTitle: String
    /// How long it shows, in seconds (`CollectionViewConfiguration.undoToastDuration`).
    public var duration: Double
    /// When the view dismisses it, in seconds on the view's clock (shown at `expires − duration`).
    /// The view also dismisses it earlier when another undoable change or an undo makes its
    /// action meaningless.
    public var expires: Double

    /// A toast showing `message` with an action titled `actionTitle` until `expires`.
    public init(message: String, actionTitle: String, duration: Double, expires: Double) {
        self.message = message
        self.actionTitle = actionTitle
        self.duration = duration
        self.expires = expires
    }
}

/// Shows a ``CollectionView``'s requests and feeds the answers back (see
/// ``CollectionViewRequest``). Set one as ``CollectionViewRequests/presenter``; the view keeps it
/// (strongly), so a presenter refers back to its view weakly or unowned.
///
/// ``OverlayPresenter`` is the headless implementation (drawn into the display list, driven
/// by the view's own input). A native backend implements ``present(_:)`` and ``dismiss(_:)``
/// with its own widgets and answers from their callbacks; it leaves ``handle(_:)`` and
/// ``decorate(_:)`` to their defaults (its widgets get their input from the toolkit).
public protocol CollectionViewPresenter<ItemID>: AnyObject {
    /// The identity type of the view's items.
    associatedtype ItemID: Hashable & Sendable

    /// Shows `request`, replacing one of the same kind that is showing.
    func present(_ request: CollectionViewRequest)

    /// Takes down the request of `kind`: the view got its answer (from this presenter or from
    /// code), it expired, or it no longer applies (its items were deleted, the mode changed).
    /// Dismissing a kind that is not showing does nothing.
    func dismiss(_ kind: CollectionViewRequest.Kind)

    /// Offered every input event the view accepted, before the view acts on it; returns true
    /// to take it (the view then ignores it). Default: false. While a confirmation is pending
    /// the view ignores the event either way.
    func handle(_ event: InputEvent) -> Bool

    /// Adds what the presenter draws to the view's display list (overlays, the hovered cell,
    /// the cursor), at the end of `CollectionView.displayList()`. Default: nothing.
    func decorate(_ list: inout DisplayList<ItemID>)
}

extension CollectionViewPresenter {
    /// Takes no input: a native presenter's widgets get theirs from the toolkit.
    public func handle(_ event: InputEvent) -> Bool { false }
    /// Draws nothing into the display list.
    public func decorate(_ list: inout DisplayList<ItemID>) {}
}
