import MosaicCore
import MosaicInteraction

/// The desktop rules of an accepted input event, after the presenter was offered it: a pure
/// decision — the event and the view's situation in, what the view does out.
///
/// - Hovering is the presenter's alone (it shows the hovered cell); the view never acts on it.
/// - A right click asks for the item's context menu — unless a confirmation is pending, the
///   presenter took the click, a drag is in progress or a pointer is down — and goes no further.
/// - A pending confirmation is modal: a pointer-down goes nowhere; every other event only keeps
///   the built-in recognizers in step with the pointers (their results are dropped), and a
///   cancel-all resets them first.
/// - Otherwise an event the presenter took stops there (a pointer-down it took also stops the
///   momentum scroll); one it did not take goes on to the view.
enum DesktopRoute: Equatable {
    /// The view acts on the event.
    case pass
    /// Nothing more happens.
    case consumed
    /// The view asks for the context menu of the item at the point (viewport coordinates), or
    /// closes the menu over a gap; nothing more happens.
    case contextMenu(Point)
    /// The presenter took a pointer-down: momentum scrolling stops; nothing more happens.
    case stopMomentum
    /// Modal: the recognizers see the event (after a reset when `resetFirst`) and their results
    /// are dropped.
    case modal(resetFirst: Bool)

    /// The route of `event`: `confirming` when a confirmation is pending, `taken` when the
    /// presenter took the event, `dragging` when a drag is in progress, `pointerDown` when any
    /// pointer is down. - Complexity: O(1).
    init(_ event: InputEvent, confirming: Bool, taken: Bool, dragging: Bool, pointerDown: Bool) {
        switch event {
        case .hover:
            self = .consumed
        case .secondaryClick(let point, _):
            self = !confirming && !taken && !dragging && !pointerDown ? .contextMenu(point) : .consumed
        case .pointerDown where confirming:
            self = .consumed
        case .cancelAll where confirming:
            self = .modal(resetFirst: true)
        case .pointerDown where taken:
            self = .stopMomentum
        default:
            self = confirming ? .modal(resetFirst: false) : taken ? .consumed : .pass
        }
    }
}
