import MosaicCore

/// The state of a drag in progress: an interactive movement (move semantics) or an exchange
/// transaction (swap semantics, seed 004). A value; the collection view drives it.
struct DragSession<ItemID: Hashable & Sendable>: Sendable {
    enum Kind: Sendable, Equatable {
        /// Interactive movement: `items` were lifted from `sources` (model paths, ascending);
        /// in the presented layout they sit contiguously from `target`.
        case move
        /// Exchange transaction: the caught item came from `origin`; `displaced` is the item
        /// path it is currently exchanged with (nil: no exchange in effect).
        case exchange
    }

    var kind: Kind
    /// Dragged identities, in model order.
    var items: [ItemID]
    /// Model paths of the dragged items when the drag began (ascending).
    var sources: [ItemPath]
    /// Move: where the block now starts in the presented order.
    var target: ItemPath
    /// Exchange: the origin (the caught item's path) and the current exchange partner.
    var origin: ItemPath
    var displaced: ItemPath?
    /// Exchange: the last item the finger was over (canDisplace is asked once per new target).
    var lastOver: ItemPath?
    /// The pointer in viewport coordinates, and where it grabbed the cell (pointer − cell origin).
    var pointer: Point
    var grabOffset: Point
    /// The dragged cell's own size (it keeps it, seed 001).
    var size: Size
    var beganAt: Double
    /// Hysteresis: the pointer position (content coordinates) at the last retarget.
    var lastRetargetPoint: Point
    /// Hysteresis: the frame (content coordinates) of the item whose slot the lifted item took
    /// at the last retarget; no retarget while the pointer stays inside it.
    var lockRect: Rect?
    /// Auto-scroll: when the pointer entered the edge zone, and when it was last advanced.
    var edgeEnteredAt: Double?
    var lastAutoScrollTime: Double
    /// Keyboard-driven (no pointer): auto-scroll is off, the view follows the target instead.
    var byKeyboard: Bool
}
