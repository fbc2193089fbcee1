import MosaicCore
import MosaicInteraction

/// What an input means to the view: one step the view performs, in order. The values decide
/// (``InputRoute`` for an input event, ``BuiltInGestures/actions(for:in:)`` for gestures,
/// ``KeyboardMachine/actions(for:modifiers:in:)`` and ``KeyboardMachine/focusSteps(_:extending:in:navigator:contentOffset:)``
/// for keys); `CollectionView` only executes — the actions that change only the model, the
/// scrolling or the built-in gestures performed by those values themselves (`ViewAction+Values.swift`).
enum ViewAction: Equatable, Sendable {
    /// No item is shown pressed any more.
    case clearHighlight
    /// Momentum scrolling stops.
    case stopMomentum
    /// A plain click on empty space: everything is deselected, by the user.
    case deselectAll
    /// A click on the item at the path (selection by the click's modifiers, or a double-click's second click).
    case click(ItemPath)
    /// The built-in double tap on the item at the path.
    case doubleTap(ItemPath)
    /// A long press in browse mode on the item at the path: the delegate's `didLongPressItem`.
    case browseLongPress(ItemPath)
    /// Asks once whether to delete the items at `paths` (ascending), anchored at `anchor`.
    case confirmDeletion([ItemPath], anchor: ItemPath)
    /// Lift the item at the path (edit mode), grabbed at the viewport point; nil: by keyboard, at its centre.
    case lift(ItemPath, grabbedAt: Point?)
    /// Catch the item at the path (exchange mode), grabbed at the viewport point; nil: by keyboard, at its centre.
    case catchItem(ItemPath, grabbedAt: Point?)
    /// The drag's pointer moved to the viewport point.
    case dragTo(Point)
    /// The drag drops where it is.
    case drop
    /// The drag in progress (if any) is cancelled: everything goes back.
    case cancelDrag
    /// Scroll to this content offset (clamped by the view).
    case scroll(to: Point)
    /// Start momentum scrolling with this velocity (points/s of content offset).
    case fling(velocity: Point)
    /// Set the layout's pinch value (animated).
    case setSpacing(Double)
    /// Undo or redo the last change; select every item.
    case undo, redo, selectAll
    /// The focus leaves the view for the app's controls: the view no longer has the keyboard
    /// focus (the keyboard tells the owner in the ``tell(_:)`` that follows).
    case focusLeaves(forward: Bool)
    /// Tell the owner this event (a log line, a delegate call).
    case tell(CollectionViewEvent)
    /// The item at the path is tapped (the keyboard's select in browse mode).
    case select(ItemPath)
    /// The focus moves as the key says; with `extending`, the selection extends to it.
    case moveFocus(Key, extending: Bool)
    /// The keyboard drag steps as the key says (``KeyboardMachine/dragStep(_:in:navigator:)``).
    case dragStep(Key)
    /// The built-in and your recognizers fire their timers due up to the time.
    case advanceGestures(to: Double)
    /// A key press, for the keyboard to decide (``KeyboardMachine``).
    case key(Key, modifiers: Modifiers)
    /// A ctrl + wheel step of the pinch value (a wheel pinch), by the wheel's vertical delta.
    case wheelPinch(deltaY: Double)
    /// Scroll by this much (content offset, clamped by the view).
    case scrollBy(Point)
    /// The view takes the keyboard focus; which item is focused does not change.
    case focusEnters
    /// The item at the path is shown pressed.
    case highlight(ItemPath)
    /// Every pointer is up: a long press in progress is over.
    case pointersLifted
    /// Your recognizer recognized exclusively: the built-in gesture in progress is forgotten.
    case forgetActiveGestures
    /// The focus goes to the item at the path, which is scrolled into view.
    case focus(ItemPath)
    /// After a focus move, the selection extends to the focused item from the one focused
    /// before, at the path (nil: nothing was focused).
    case extendSelection(fromFocusAt: ItemPath?)
}
