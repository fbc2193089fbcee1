import MosaicCore
import MosaicInteraction

/// How a drag begins, as a value: a grab at a viewport point at a time, and the ``DragMachine``
/// event it comes to for an item — a lift for interactive movement, a catch for an exchange —
/// under the owner's rules, or nil when no drag begins. It changes nothing; the view drives the
/// event.
struct DragGrab: Equatable {
    /// Where the pointer grabs, in viewport coordinates (a keyboard grab: the cell's centre).
    var location: Point
    /// When.
    var time: Double
    /// Keyboard-driven: no pointer, no catch rectangle, no auto-scroll.
    var byKeyboard: Bool
    /// The content offset now (cells are in content coordinates, the pointer in the viewport's).
    var contentOffset: Point

    /// The lift of the item at `path` in `state`, whose cell is presented at `presented` (content
    /// coordinates, nil: not presented): the items it takes along and their model paths
    /// (``MoveRules/lifted(at:in:multiple:logged:)``, `canMove s.i` logged), each one's stored
    /// size, and a pointer whose snapshot keeps the size of the item's frame in the layout (what
    /// the user sees). Nil when a drag is in progress, the path is not in the model, the cell is
    /// not presented, or the owner refuses. - Complexity: O(1) for one item, O(n) with a selection.
    func lift<S, I>(_ path: ItemPath, presented: Rect?, in state: CollectionState<S, I>, rules: MoveRules,
                    multiple: Bool) -> DragMachine<I>.Event? {
        guard state.drag == nil, state.snapshot[path] != nil, let frame = presented,
              let (items, sources) = rules.lifted(at: path, in: state, multiple: multiple, logged: true) else { return nil }
        let size = state.layout.attributesForItem(at: path)?.frame.size ?? frame.size
        let sizes = sources.map { state.layout.itemSize(at: $0) ?? size }
        return .lift(items: items, sources: sources, origin: path, sizes: sizes, pointer: pointer(over: frame, size: size))
    }

    /// The catch of the item at `path` in `state` for an exchange: a pointer grab must lie inside
    /// the delegate's catch rectangle (``MoveRules/catches(_:frame:contentOffset:at:)``); the
    /// owner's `canBeginExchange` is asked when the machine handles the event. Nil when a drag is
    /// in progress, the path is not in the model or the grab misses. - Complexity: O(1).
    func catchItem<S, I>(_ path: ItemPath, in state: CollectionState<S, I>, rules: MoveRules) -> DragMachine<I>.Event? {
        guard state.drag == nil, let item = state.snapshot[path], let frame = state.layout.attributesForItem(at: path)?.frame,
              byKeyboard || rules.catches(path, frame: frame, contentOffset: contentOffset, at: location) else { return nil }
        return .catchItem(item, at: path, pointer: pointer(over: frame, size: frame.size))
    }

    /// The drag's pointer over the cell at `cell` (content coordinates), its snapshot `size` big.
    func pointer(over cell: Rect, size: Size) -> DragPointer {
        DragPointer(grabbing: cell.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y), at: location, size: size,
                    time: time, byKeyboard: byKeyboard)
    }
}

extension DragGrab {
    /// The event of grabbing the item at `path` at `location` (viewport; nil: by keyboard, at the
    /// centre of its cell in `viewport`) at `time` in `state`: a lift for interactive movement when
    /// `lift` (``lift(_:presented:in:rules:multiple:)``, the cell presented at `presented()`),
    /// else an exchange's catch (``catchItem(_:in:rules:)``); nil when no drag begins.
    /// - Complexity: that of the lift or the catch.
    static func event<S, I>(_ path: ItemPath, at location: Point?, lift: Bool, in state: CollectionState<S, I>, viewport: Viewport,
                            time: Double, rules: MoveRules, multiple: Bool, presented: () -> Rect?) -> DragMachine<I>.Event? {
        guard let point = location ?? viewport.center(ofItemAt: path, in: state.layout) else { return nil }
        let grab = DragGrab(location: point, time: time, byKeyboard: location == nil, contentOffset: viewport.contentOffset)
        return lift ? grab.lift(path, presented: presented(), in: state, rules: rules, multiple: multiple)
                    : grab.catchItem(path, in: state, rules: rules)
    }
}
