import MosaicCore
import MosaicInteraction

/// Several collection views in one window sharing drags, like UIKit's drag session or dnd-kit's
/// `DndContext`: an item lifted in one view can be dragged into another (a board's columns, two
/// lists) and dropped there, as one transaction both owners persist (``CrossViewMove``).
///
/// Feed the group the window's input events in **window coordinates** with ``handle(_:)`` and
/// call ``tick()`` once per frame instead of feeding the views. A pointer belongs to the view it
/// went down in until it lifts (an implicit grab); keys go to the view of the latest press (or
/// ``focusViewWithID(_:)``), and to the view showing a shared drag while there is one.
///
/// When the pointer of a movement crosses into another view that can take the items, the
/// source closes its gap, the destination shows its own placeholder (and auto-scrolls at its
/// edge); back over the source, the drag is the source's own again. Ctrl+arrow moves a lifted
/// block to the nearest view in the arrow's visual direction (in a right-to-left board,
/// ctrl+left is the next column). A drop in another view asks ``proposalForDrop``; accepted, both
/// models change and ``didMoveBetweenViews`` tells the move once; refused, Escape, or a release
/// outside the destination, and the items return home, animated (the source's owner hears
/// `cancelMove`). Owners' `apply(_:animated:)` during a shared drag keeps the drag (lent items
/// stay out, hosted items stay in). When both views are in exchange mode, an item caught in one
/// swaps live with the item under the pointer in the other (a gap keeps the swap, as in one
/// view); a release there asks ``shouldExchangeBetweenViews`` and ``didExchangeBetweenViews``
/// tells one ``CrossViewExchange``. By keyboard, ctrl+arrow carries a caught item's target into
/// the next view (the item at the nearest position). A committed move or exchange between views
/// is one undo step of both views, its undo and redo told through the same callbacks.
/// The article "Dragging Between Views" tells the whole contract.
public final class CollectionViewGroup {
    struct Member {
        let id: String
        var frame: Rect
        let view: any CrossViewMember
    }

    var members: [Member] = []
    var machine = CrossViewMachine()
    var conversions: [ConversionKey: (AnyHashable) -> AnyHashable?] = [:]
    /// The pointer grabbed by a view (its id and the view's).
    var captured: (pointer: Int, view: String)?
    /// What the home view of the shared drag lent: its items, their sources and sizes.
    var lent: (home: String, items: [AnyHashable], sources: [ItemPath], sizes: [Size])?
    /// Where the latest drop settled in its destination, until it is told.
    var settled: ItemPath?
    /// An exchange between views (exchange mode): the decisions, and the swap in effect.
    var exchange = CrossViewExchangeMachine()
    var swapped: CrossViewSwap?

    /// The view keys go to when no shared drag is in progress (the latest pressed; nil: none).
    public internal(set) var focusedViewID: String?
    /// Asked when items from another view are dropped: take them (where the placeholder stands,
    /// or at a path of the destination's choice) or refuse (they go home). Nil: accepted where
    /// the placeholder stands. The move's ``CrossViewMove/destinationView`` names whose owner answers.
    public var proposalForDrop: ((CrossViewMove) -> CrossViewDropProposal)?
    /// Told once per accepted drop, after both views' models changed: the transaction the source's
    /// and the destination's owners persist together (remove there, insert here).
    public var didMoveBetweenViews: ((CrossViewMove) -> Void)?
    /// Asked when an item caught in exchange mode is released over another view's item it
    /// swapped with: true commits the exchange, false returns both items, animated. Nil: true.
    public var shouldExchangeBetweenViews: ((CrossViewExchange) -> Bool)?
    /// Told once per committed exchange between views, after both views' models changed and both
    /// views told their transaction's end: the transaction both owners persist together.
    public var didExchangeBetweenViews: ((CrossViewExchange) -> Void)?

    /// Creates an empty group.
    public init() {}

    /// The ids of the views, in the order they were added (later ones are on top).
    public var viewIDs: [String] { members.map(\.id) }

    /// Adds `view` under `id` at `frame` (window coordinates; its viewport's size is the view's).
    /// Items can move between views of the same item type, or of types a conversion joins
    /// (``setConversion(from:to:_:)``).
    /// - Throws: `MosaicError.invalidParameter` when `id` is taken or `frame` is not finite.
    public func addView<S, I>(_ view: CollectionView<S, I>, id: String, frame: Rect) throws {
        guard !members.contains(where: { $0.id == id }) else {
            throw MosaicError.invalidParameter(name: "id", value: id, expected: "an id no other view of the group has")
        }
        try Self.validate(frame)
        members.append(Member(id: id, frame: frame, view: view))
    }

    /// Moves or resizes a view's frame (window coordinates), e.g. after the window's layout.
    /// - Throws: `MosaicError.invalidParameter` for an unknown id or a frame that is not finite.
    public func setFrame(_ frame: Rect, forViewWithID id: String) throws {
        guard let i = members.firstIndex(where: { $0.id == id }) else {
            throw MosaicError.invalidParameter(name: "id", value: id, expected: "the id of a view in the group")
        }
        try Self.validate(frame)
        members[i].frame = frame
    }

    /// A view's frame in window coordinates, nil for an unknown id.
    public func frame(ofViewWithID id: String) -> Rect? { member(id)?.frame }

    /// Removes a view; a shared drag it takes part in is cancelled first (the items go home,
    /// unless home is the view removed).
    public func removeView(withID id: String) {
        if let s = machine.session, s.home == id || s.host == id { cancelDragBetweenViews() }
        if let s = exchange.session, s.home == id || swapped?.partner.view == id { endExchange(drop: false) }
        members.removeAll { $0.id == id }
        if focusedViewID == id { focusedViewID = nil }
        if captured?.view == id { captured = nil }
    }

    /// The topmost view whose frame contains `point` (window coordinates), nil over none.
    /// - Complexity: O(views).
    public func viewID(at point: Point) -> String? {
        members.last { $0.frame.contains(point) }?.id
    }

    /// Joins two views of different item types: an item of `from`'s type dragged into `to`
    /// becomes `convert(item)` there (nil: `to` refuses it). Without a conversion only views of
    /// the same item type exchange items, unchanged.
    public func setConversion<A: Hashable, B: Hashable>(from source: String, to destination: String,
                                                        _ convert: @escaping (A) -> B?) {
        conversions[ConversionKey(from: source, to: destination)] = { item in
            guard let a = item.base as? A, let b = convert(a) else { return nil }
            return AnyHashable(b)
        }
    }

    /// Sends keys to the view `id` (nil: to none) when no shared drag is in progress.
    public func focusViewWithID(_ id: String?) { focusedViewID = id.flatMap { member($0)?.id } }

    /// Whether a lifted item is shown in a view other than its own.
    public var isDraggingBetweenViews: Bool { machine.session != nil }

    /// Whether an item caught in exchange mode is over another view (swapped with one of its
    /// items, or over its gaps).
    public var isExchangingBetweenViews: Bool { exchange.session != nil }

    /// The view that lent the items of the shared drag in progress.
    public var homeViewID: String? { machine.session?.home }

    /// The view showing the items of the shared drag in progress.
    public var hostViewID: String? { machine.session?.host }

    /// Cancels a shared drag, or an exchange between views: the items go home, animated.
    /// Nothing happens without one.
    public func cancelDragBetweenViews() {
        finish(drop: false)
        endExchange(drop: false)
    }

    /// Advances every view to its clock's time (timers, animations, auto-scroll of the view
    /// showing a drag at its edge). Call once per frame.
    public func tick() {
        for m in members { m.view.tick() }
    }

    func member(_ id: String) -> Member? { members.first { $0.id == id } }

    private static func validate(_ frame: Rect) throws {
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite,
              frame.width >= 0, frame.height >= 0 else {
            throw MosaicError.invalidParameter(name: "frame", value: "\(frame)", expected: "a finite rectangle")
        }
    }
}

/// A pair of views a conversion joins.
struct ConversionKey: Hashable {
    var from: String
    var to: String
}
