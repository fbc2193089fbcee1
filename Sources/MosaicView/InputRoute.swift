import MosaicCore
import MosaicInteraction

/// Where an admitted input event goes once the chrome (``CollectionViewRequests``) has not taken
/// it, as a value: what the view does before the gesture recognizers see it, whether they see
/// it, and what it does after. It holds nothing and changes nothing; `CollectionView.handle(_:)`
/// performs the ``ViewAction``s in order.
///
/// - A key fires the recognizers' due timers, then is the keyboard's (``KeyboardMachine``); the
///   recognizers do not see it.
/// - A wheel fires the due timers, then scrolls by `wheelStep` points per unit, or with ctrl is a
///   pinch step (a wheel pinch); the recognizers do not see it.
/// - A pointer-down stops momentum scrolling, gives the view the keyboard focus when it is inside
///   the viewport, and — as the first pointer down, with no drag in progress — shows the item
///   under it pressed; then the recognizers see it.
/// - A pointer-up or a cancel-all goes to the recognizers, then ends the pressed highlight; when
///   no pointer is left down the long press in progress is over.
/// - Every other event only goes to the recognizers.
struct InputRoute: Equatable {
    /// What the view does before the recognizers see the event.
    var before: [ViewAction] = []
    /// Whether the recognizers (yours, then the built-ins) see the event.
    var feedsGestures = true
    /// What the view does after the recognizers handled the event.
    var after: [ViewAction] = []

    /// The route of `event` when `pointersDown` pointers are down (the event counted), `dragging`
    /// while a drag is in progress, in a viewport that `inside` tells points of, over the item
    /// `hit` finds under a viewport point, with `wheelStep` points of scroll per wheel unit.
    /// - Complexity: O(1) plus one hit test for a first pointer-down.
    init(_ event: InputEvent, pointersDown: Int, dragging: Bool, wheelStep: Double, inside: (Point) -> Bool,
         hit: (Point) -> ItemPath?) {
        switch event {
        case .key(let key, let modifiers, let time):
            before = [.advanceGestures(to: time), .key(key, modifiers: modifiers)]
            feedsGestures = false
        case .wheel(let delta, _, let modifiers, let time):
            let step: ViewAction = modifiers.contains(.ctrl)
                ? .wheelPinch(deltaY: delta.y) : .scrollBy(Point(x: delta.x * wheelStep, y: delta.y * wheelStep))
            before = [.advanceGestures(to: time), step]
            feedsGestures = false
        case .pointerDown(_, let position, _, _):
            before = [.stopMomentum] + (inside(position) ? [.focusEnters] : [])
            if pointersDown == 1, !dragging, let path = hit(position) { before.append(.highlight(path)) }
        case .pointerUp, .cancelAll:
            after = [.clearHighlight] + (pointersDown == 0 ? [.pointersLifted] : [])
        default:
            break
        }
    }
}
