import MosaicCore
import MosaicInteraction

/// What the group asks of a member during a drag or an exchange between views, identities
/// type-erased: each entry casts to the view's `Item`, asks the decision of a value type and has
/// the view perform it. An item of another type is never the view's (a cast that fails answers
/// "no", "nil" or does nothing).
extension CrossViewMember {
    /// Feeds an input event in the view's viewport coordinates.
    func handle(_ event: InputEvent) { memberHandle(event) }
    /// Advances the view to its clock's time.
    func tick() { memberTick() }

    /// The movement's lifted block (erased), nil with none. O(items).
    var erasedCargo: CrossViewCargo<AnyHashable>? { CrossViewCargo(lifted: drag?.move, layout: layout)?.erased }

    /// Whether the view can take `items` (erased) lifted now: no drag of its own, and
    /// ``CrossViewLink/canHost(_:in:)``.
    func crossViewCanHost(_ items: [AnyHashable]) -> Bool { !dragInProgress && CrossViewLink<Item>.canHost(items, in: snapshot) }

    /// Puts `items` (erased, of `sizes`) in and lifts them, grabbed by `pointer`: back at `home`
    /// (the items come home), at a keyboard step's `slot`, else at the slot under the pointer
    /// (``CrossViewLink/arrival(_:sizes:placement:counts:slotUnderPointer:)``). False — nothing
    /// changed — when the view cannot host them (``crossViewCanHost(_:)``).
    func crossViewLift(erased items: [AnyHashable], sizes: [Size], home: [ItemPath]?, slot: ItemPath?,
                       pointer: DragPointer, time: Double) -> Bool {
        guard !dragInProgress, let typed = CrossViewLink.hostable(items, in: snapshot) else { return false }
        let placement: CrossViewPlacement = home.map { .home($0) } ?? slot.map { .at($0) } ?? .underPointer
        let slotUnderPointer = { self.layout.insertionSlot(nearest: pointer.pointer + self.contentOffset) }
        guard let block = crossView.arrival(typed, sizes: sizes, placement: placement, counts: snapshot.itemCounts,
                                            slotUnderPointer: slotUnderPointer) else { return false }
        return crossViewLift(block, pointer: pointer, at: time)
    }

    /// Lent items come home (``CrossViewLink/homecoming(_:sizes:sources:counts:)``), animated
    /// from `frame` (this view's content coordinates) when given; the owner hears `cancelMove`
    /// and it is announced (``CrossViewLink/returning(_:from:)``). - Complexity: the model's insertions, O(displayed) for the animation.
    func crossViewReturn(erased items: [AnyHashable], sizes: [Size], to sources: [ItemPath], from frame: Rect?, time: Double) {
        let typed = items.compactMap { $0.base as? Item }
        guard let block = crossView.homecoming(typed, sizes: sizes, sources: sources, counts: snapshot.itemCounts) else { return }
        crossViewChange(.insert(block), at: time)
        crossViewPerform(CrossViewLink.returning(block, from: frame), next: drag, at: time, after: "items returning from another view")
    }

    /// Takes the lifted block out of model and layout (``CrossViewChange/removeLifted``), the gap
    /// closing, animated; nothing without a movement. The owner hears nothing.
    func crossViewRemoveLifted(at time: Double) { crossViewChange(.removeLifted, at: time) }

    /// Marks the view as lending `items` from `sources` (nil: no longer); `removed` is called
    /// if the owner's snapshot drops one of them.
    func crossViewLend(_ items: [AnyHashable]?, sources: [ItemPath], removed: (() -> Void)?) {
        crossView.lend(items, sources: sources, removed: removed)
    }

    /// Marks the view as hosting `items`, ending through `end` (nil: no longer).
    func crossViewHost(_ items: [AnyHashable]?, end: ((Bool) -> Void)?) { crossView.host(items, end: end) }

    /// Where the items this view lent come home to (the owner's latest paths), nil when it lent none.
    var crossViewLentSources: [ItemPath]? { crossView.departed?.sources }

    /// Marks the view as holding one side of a swap between views, undone by `undo` before an
    /// owner's snapshot is applied (nil: no longer).
    func crossViewHoldSwap(_ undo: (() -> Void)?) { crossView.swapHeld = undo }

    /// Tells the owner an exchange event, or a transaction's end, of another view's exchange.
    func crossViewEmit(_ event: CollectionViewEvent) { emit(event) }
}
