import MosaicCore
import MosaicInteraction
import MosaicAnimation

/// Tunable behaviour of a `CollectionView`. Defaults follow UIKit, the contacts grid and the
/// exchange controller.
public struct CollectionViewConfiguration: Sendable {
    /// Tapping selects several items (toggling) instead of one. Default false (UIKit's default).
    public var allowsMultipleSelection = false
    /// UIKit's `allowsSelectionDuringEditing`: whether a tap selects in edit mode. Default
    /// false, as UIKit documents; the keyboard's select follows it too.
    public var allowsSelectionDuringEditing = false
    /// Install a double-tap recognizer on cells; single-tap selection then waits for it to fail
    /// (up to its 0.3 s interval after the up). Default false: a tap selects on its pointer-up,
    /// with no delay, unless one of your recognizers with `requiredToFailBy: [.tap]` is tracking.
    /// Install it only when a double tap means something: every click pays the wait.
    public var recognizesDoubleTap = false
    /// Long press: minimum duration (seconds) and allowable movement (points); UIKit's 0.5 s, 10 pt.
    public var longPressDuration = 0.5
    /// How far, in points, the pointer may move from where it went down before the long press
    /// (lift, catch or browse action) fails; UIKit's `allowableMovement`, default 10.
    public var longPressAllowableMovement = 10.0
    /// An exchange is caught by a 0.15 s long press (the exchange controller's default).
    public var exchangeCatchDuration = 0.15
    /// A desktop drag: in edit and exchange mode the mouse (`PointerKind.isMouse`) lifts or
    /// catches a card as soon as it has moved `mouseDragDistance` points with the button down,
    /// without the long press's hold (holding still also works). Fingers keep the hold. Default
    /// true; false makes the mouse hold like a finger.
    public var beginsDragOnMouseMovement = true
    /// How far, in points, the mouse moves with the button down before a drag begins
    /// (`beginsDragOnMouseMovement`); default 4.
    public var mouseDragDistance = 4.0
    /// Desktop multiple selection with a single-selection view: ctrl+click toggles an item,
    /// shift+click selects the range from the last clicked item, in reading order. Default
    /// true. (`allowsMultipleSelection` makes every plain click toggle.)
    public var allowsMultipleSelectionWithModifiers = true
    /// A right click on an item opens its context menu (Delete, Move to another section).
    /// Default true.
    public var showsContextMenu = true
    /// The context menu's words.
    public var contextMenuText = ContextMenuText()
    /// A desktop double-click: a second plain mouse click on the same item within this many
    /// seconds of the first performs the item's primary action (`CollectionViewEvent.primaryAction`,
    /// `CollectionViewDelegate.performPrimaryAction` — open it), in browse mode, instead of
    /// selecting again. The first click selects at once: nothing waits for a second one (unlike
    /// `recognizesDoubleTap`, whose double tap takes the pair when installed). Fingers and
    /// ctrl/shift-clicks never count. Default 0.5 (SDL's and most desktops' interval); 0 turns
    /// it off.
    public var doubleClickInterval = 0.5
    /// Seconds the Undo toast stays after a deletion confirmed in the dialog; 0 shows none.
    /// Default 5.
    public var undoToastDuration = 5.0
    /// The one-line hint per mode that ``Controls/hint`` reports (a top bar shows it).
    public var modeHints = ModeHints()
    /// Replaces the long press that opens the browse action, lifts (edit mode) or catches
    /// (exchange mode): return a recognizer — yours, written outside Mosaic — that emits
    /// `GestureEvent.longPress` (`began` to lift, `changed` to drag, `ended` to drop,
    /// `cancelled` to cancel); it is made anew for each mode. Nil (the default): a
    /// `LongPressRecognizer` with `longPressDuration` (edit, browse) or `exchangeCatchDuration`
    /// (exchange) and `longPressAllowableMovement`.
    public var makeLiftRecognizer: (@Sendable (InteractionMode) -> any GestureRecognizer)?
    /// What a long press on an item does in browse mode. Default `.none`, as in UIKit (the
    /// delegate's `didLongPressItem` is told either way); HelloContacts asks to delete.
    public var browseLongPress = BrowseLongPressAction.none
    /// The words of the deletion confirmation (a long press with `.confirmDeletion`, or
    /// `requestDeletion(at:)`).
    public var deletionConfirmation = DeletionConfirmationText()
    /// The words of the announcements of lifts, moves, exchanges and cancels, and of an
    /// accessibility element's position: templates to translate (``AnnouncementText``).
    public var announcements = AnnouncementText()
    /// The titles of the edit button the display list reports (UIKit's `editButtonItem`).
    public var editButtonTitles = EditButtonTitles()
    /// The contacts grid's edit look: cells turn to the edit gray (0.9) in edit mode, fading over 0.2 s.
    /// Default false; the display list's `showsEditBackground` follows it.
    public var showsEditBackground = false
    /// Reduced motion (the desktop's "reduce animation", GTK's `gtk-enable-animations` off,
    /// which MosaicGTK's widget follows): layout changes, the selection bounce, a drop's
    /// landing, an exchange's release (the owner's `animateRelease` too) and deleted items'
    /// fade-out happen at once, with no animation. Default false.
    public var reducesMotion = false
    /// How items move to new frames after a deletion, an insertion or a layout change.
    public var layoutAnimation = Animation.easeInOut(duration: 0.3)
    /// How a pinch step animates the cells to the new spacing.
    public var pinchAnimation = Animation.easeOut(duration: 0.1)
    /// The selection bounce: scale 0.9 over 0.1 s ease-out, back to 1.0 over 0.1 s ease-in.
    public var bounceScale = 0.9
    /// Seconds of each half of the selection bounce (down to `bounceScale`, then back to 1);
    /// default 0.1, so the whole bounce takes twice this.
    public var bounceDuration = 0.1
    /// Items beyond the viewport (on each side, in points) that are still built into the display list.
    public var displayMargin = 100.0
    /// Points scrolled per wheel unit.
    public var wheelStep = 40.0
    /// Spacing change (points) per unit of pinch scale: spread by 10 % → +5 points at 50.
    public var pinchSpacingPerScale = 50.0
    /// Ctrl + wheel: change of the pinch value (points of spacing) per wheel unit, one notch of
    /// a mouse wheel; wheel up widens. The same amount in both directions, clamped at the
    /// layout's bounds with no accumulated overshoot. Default 2.5.
    public var wheelPinchStep = 2.5
    /// Momentum deceleration rate per millisecond (UIKit's normal rate 0.998).
    public var decelerationRate = Deceleration.normalRate
    /// Fling speed (points/s) below which a pan stops dead.
    public var minimumFlingVelocity = 50.0

    /// The defaults documented on each property (UIKit's and the contacts grid's values); change the
    /// properties afterwards.
    public init() {}
}

/// What a long press on an item does in browse mode.
public enum BrowseLongPressAction: Sendable, Equatable {
    /// Nothing but the delegate's `didLongPressItem` (UIKit's default).
    case none
    /// Opens the deletion confirmation anchored at the item (as in the contacts grid); "Yes" deletes it.
    case confirmDeletion
}

/// The words of the deletion confirmation and of the Undo toast after it. In every text
/// `{name}` is replaced by the item's label (`CollectionView.labelProvider`) and `{count}` by
/// the number of items.
public struct DeletionConfirmationText: Sendable, Equatable {
    /// The dialog's title for one item, e.g. "Delete {name}?" (the default: "Delete Ada
    /// Lovelace?").
    public var title: String
    /// The dialog's explanatory text under the title, e.g. "Are you sure you want to delete this
    /// item?" (the default).
    public var message: String
    /// The destructive button ("Yes" in the contacts grid).
    public var confirm: String
    /// The cancel button ("No" in the contacts grid).
    public var cancel: String
    /// The title when several items are deleted at once; default "Delete {count} items?".
    public var multipleTitle: String
    /// The message when several items are deleted at once; default "Are you sure you want to
    /// delete these items?".
    public var multipleMessage: String
    /// The Undo toast's message after one item was deleted; default "Deleted {name}".
    public var deletedMessage: String
    /// The Undo toast's message after several; default "Deleted {count} items".
    public var multipleDeletedMessage: String
    /// The Undo toast's button; default "Undo".
    public var undo: String

    /// Words for the dialog and the toast; the defaults are generic English ("Delete {name}?",
    /// …, "Delete", "Cancel"). See ``deleteContact`` for the contacts grid's.
    public init(title: String = "Delete {name}?", message: String = "Are you sure you want to delete this item?",
                confirm: String = "Delete", cancel: String = "Cancel",
                multipleTitle: String = "Delete {count} items?",
                multipleMessage: String = "Are you sure you want to delete these items?",
                deletedMessage: String = "Deleted {name}", multipleDeletedMessage: String = "Deleted {count} items",
                undo: String = "Undo") {
        self.title = title
        self.message = message
        self.confirm = confirm
        self.cancel = cancel
        self.multipleTitle = multipleTitle
        self.multipleMessage = multipleMessage
        self.deletedMessage = deletedMessage
        self.multipleDeletedMessage = multipleDeletedMessage
        self.undo = undo
    }

    /// The contacts grid's words: "Delete contact?", "Are you sure you want to delete this contact?",
    /// Yes / No; "Delete 3 contacts?" for several; "Deleted Ada Lovelace" / "Deleted 3
    /// contacts" and "Undo" in the toast.
    public static let deleteContact = DeletionConfirmationText(
        title: "Delete contact?", message: "Are you sure you want to delete this contact?", confirm: "Yes", cancel: "No",
        multipleTitle: "Delete {count} contacts?", multipleMessage: "Are you sure you want to delete these contacts?",
        deletedMessage: "Deleted {name}", multipleDeletedMessage: "Deleted {count} contacts")

    /// The contacts grid's words naming the contact (HelloContacts): "Delete Ada Lovelace?", otherwise
    /// as ``deleteContact``.
    public static let deleteNamedContact = DeletionConfirmationText(
        title: "Delete {name}?", message: "Are you sure you want to delete this contact?", confirm: "Yes", cancel: "No",
        multipleTitle: "Delete {count} contacts?", multipleMessage: "Are you sure you want to delete these contacts?",
        deletedMessage: "Deleted {name}", multipleDeletedMessage: "Deleted {count} contacts")

    /// These words with `{name}` replaced by `name` in every text (and `{count}` by 1).
    public func naming(_ name: String) -> DeletionConfirmationText {
        func f(_ t: String) -> String { Self.fill(t, name: name, count: 1) }
        return DeletionConfirmationText(title: f(title), message: f(message), confirm: confirm, cancel: cancel,
                                        multipleTitle: multipleTitle, multipleMessage: multipleMessage,
                                        deletedMessage: f(deletedMessage), multipleDeletedMessage: multipleDeletedMessage,
                                        undo: undo)
    }

    /// The confirmation about `count` items (`name` being the anchor's), anchored at `path`.
    func question(naming name: String, count: Int, path: ItemPath, paths: [ItemPath], anchor: Rect) -> ConfirmationRequest {
        ConfirmationRequest(title: Self.fill(count > 1 ? multipleTitle : title, name: name, count: count),
                            message: Self.fill(count > 1 ? multipleMessage : message, name: name, count: count),
                            confirmTitle: confirm, cancelTitle: cancel, path: path, paths: paths, anchor: anchor)
    }

    /// The Undo toast after `count` items (the first named `name`) were deleted at `time`.
    func toast(naming name: String, count: Int, duration: Double, at time: Double) -> ToastRequest {
        ToastRequest(message: Self.fill(count == 1 ? deletedMessage : multipleDeletedMessage, name: name, count: count),
                     actionTitle: undo, duration: duration, expires: time + duration)
    }

    /// `template` with `{name}` and `{count}` replaced.
    public static func fill(_ template: String, name: String, count: Int) -> String {
        template.replacing("{name}", with: name).replacing("{count}", with: String(count))
    }
}

/// The edit button's titles outside and inside edit mode.
public struct EditButtonTitles: Sendable, Equatable {
    /// The title outside edit mode (browse and exchange), which enters edit mode; default "Edit".
    public var edit: String
    /// The title in edit mode, which leaves it; default "Done".
    public var done: String

    /// Titles for the edit button; the defaults are UIKit's "Edit" and "Done".
    public init(edit: String = "Edit", done: String = "Done") {
        self.edit = edit
        self.done = done
    }
}

extension CollectionViewConfiguration {
    /// The selection rules these settings make: multiple selection, whether ctrl / shift extend
    /// it, and the double-click interval. - Complexity: O(1).
    var selectionRules: SelectionRules {
        SelectionRules(multiple: allowsMultipleSelection, withModifiers: allowsMultipleSelectionWithModifiers,
                       doubleClickInterval: doubleClickInterval)
    }

    /// Whether a click selects in `mode`: always, except in edit mode without
    /// ``allowsSelectionDuringEditing`` (UIKit's rule). - Complexity: O(1).
    func selectsOnClick(in mode: InteractionMode) -> Bool { mode != .edit || allowsSelectionDuringEditing }
}
