import MosaicCore
import MosaicInteraction

/// A collection view as a ``CollectionViewGroup`` sees it, whatever its identity types: the
/// group speaks to its members through this, items type-erased.
protocol CrossViewMember: AnyObject {
    /// Feeds an input event in the view's viewport coordinates (``handle(_:)``).
    func memberHandle(_ event: InputEvent)
    /// Advances the view to its clock's time (``tick()``).
    func memberTick()
    /// The movement's lifted block (erased), nil with none.
    var erasedCargo: CrossViewCargo<AnyHashable>? { get }
    /// Whether the view can take `items` (erased) lifted now: of its item type, none in its
    /// model, no drag of its own, a section to put them in.
    func crossViewCanHost(_ items: [AnyHashable]) -> Bool
    /// Whether the view has a drag in progress.
    var dragInProgress: Bool { get }
    /// The view's content offset.
    var contentOffset: Point { get }
    /// Moves the hosted drag's pointer (viewport coordinates).
    func crossViewPointer(_ location: Point, time: Double)
    func crossViewRemoveLifted(at time: Double)
    func crossViewLift(erased items: [AnyHashable], sizes: [Size], home: [ItemPath]?, slot: ItemPath?,
                       pointer: DragPointer, time: Double) -> Bool
    func crossViewSettle(at path: ItemPath?, time: Double) -> ItemPath?
    func crossViewReturn(erased items: [AnyHashable], sizes: [Size], to sources: [ItemPath], from frame: Rect?, time: Double)
    /// Marks the view as lending `items` from `sources` (nil: no longer); `removed` is called
    /// if the owner's snapshot drops one of them.
    func crossViewLend(_ items: [AnyHashable]?, sources: [ItemPath], removed: (() -> Void)?)
    /// Marks the view as hosting `items`, ending through `end` (nil: no longer).
    func crossViewHost(_ items: [AnyHashable]?, end: ((Bool) -> Void)?)
    /// Where the items this view lent come home to (the owner's latest paths), nil when it lent none.
    var crossViewLentSources: [ItemPath]? { get }
    /// The time of the view's latest event or its clock's now, whichever is later.
    var crossViewTime: Double { get }

    // An exchange between views (`CollectionView+CrossViewExchange.swift` tells each).
    var crossViewExchangeOrigin: (path: ItemPath, byKeyboard: Bool)? { get }
    var crossViewExchangeCurrent: ItemPath? { get }
    var crossViewCanExchange: Bool { get }
    func crossViewContains(_ item: AnyHashable) -> Bool
    func crossViewIsItem(_ item: AnyHashable) -> Bool
    func crossViewExchangeAway(_ away: Bool, end: ((Bool) -> Void)?, time: Double)
    func crossViewExchangePointer(_ location: Point)
    func crossViewItem(at location: Point) -> (path: ItemPath, frame: Rect)?
    func crossViewItem(at path: ItemPath) -> (item: AnyHashable, size: Size)?
    var crossViewCaughtItem: AnyHashable? { get }
    func crossViewCanDisplace(_ path: ItemPath, dragged: ItemPath) -> Bool
    func crossViewReplace(at path: ItemPath, with item: AnyHashable, size: Size) -> (item: AnyHashable, size: Size)?
    func crossViewEmit(_ event: CollectionViewEvent)
    func crossViewHoldSwap(_ undo: (() -> Void)?)
    func crossViewAnnounceWillSwap()
    var crossViewExchangeFrame: Rect? { get }
    func crossViewEndExchange(committed: Bool, time: Double)
    func crossViewLand(_ item: AnyHashable, from frame: Rect, time: Double)

    // A keyboard exchange between views (`CrossViewMember+Keyboard.swift` tells each).
    func crossViewNearestPath(to path: ItemPath) -> ItemPath?
    func crossViewKeyTarget(_ key: Key, from path: ItemPath) -> ItemPath?
    func crossViewReveal(_ path: ItemPath) -> Rect?
    func crossViewExchangeSnapshot(over frame: Rect)
    func crossViewAnnounceBackInPlace()

    // Undo of a transaction between views (`CrossViewMember+Undo.swift` tells each).
    func crossViewRecordUndo(named name: String, share: AnyObject, undo: @escaping () -> String?, redo: @escaping () -> String?)
    func crossViewTransferUndo(_ share: AnyObject, reversed: Bool) -> Bool
    func crossViewPath(of item: AnyHashable) -> ItemPath?
    func crossViewName(_ item: AnyHashable) -> String
    func crossViewTakeOut(_ items: [AnyHashable]) -> (items: [AnyHashable], paths: [ItemPath], sizes: [Size])?
    func crossViewPutIn(_ items: [AnyHashable], sizes: [Size], at path: ItemPath) -> ItemPath?
}

extension CrossViewMember {
    /// Feeds an input event in the view's viewport coordinates.
    func handle(_ event: InputEvent) { memberHandle(event) }
    /// Advances the view to its clock's time.
    func tick() { memberTick() }
}

// The group reaches its views through the protocol, that is through generic code, which is
// several times slower than code specialized for the identity types. The per-frame entries
// below check the types at run time and go to specialized code for the common ones (those
// `displayList()` is specialized for, and the Int64 row ids of a database), so a view in a
// group costs what it costs on its own.
extension CollectionView: CrossViewMember {
    @_specialize(where SectionID == Int, ItemID == Int)
    @_specialize(where SectionID == Int, ItemID == Int64)
    @_specialize(where SectionID == Int64, ItemID == Int64)
    @_specialize(where SectionID == Int, ItemID == String)
    @_specialize(where SectionID == String, ItemID == String)
    func memberHandle(_ event: InputEvent) { handle(event) }

    @_specialize(where SectionID == Int, ItemID == Int)
    @_specialize(where SectionID == Int, ItemID == Int64)
    @_specialize(where SectionID == Int64, ItemID == Int64)
    @_specialize(where SectionID == Int, ItemID == String)
    @_specialize(where SectionID == String, ItemID == String)
    func memberTick() { tick() }

    /// The block lifted by a movement now: identities, model sources, the pointer, each item's
    /// size, the presented target. Nil with no movement.
    var crossViewCargo: CrossViewCargo<ItemID>? {
        guard let m = drag?.move else { return nil }
        let t = m.target
        let sizes = (0..<m.items.count).map { layout.itemSize(at: ItemPath(t.section, t.item + $0)) ?? m.pointer.size }
        return CrossViewCargo(items: m.items, sources: m.controller.sources, pointer: m.pointer, sizes: sizes, target: t)
    }

    /// Where the items this view lent come home to, nil when it lent none.
    var crossViewLentSources: [ItemPath]? { crossView.departed?.sources }

    var erasedCargo: CrossViewCargo<AnyHashable>? {
        crossViewCargo.map { CrossViewCargo(items: $0.items.map(AnyHashable.init), sources: $0.sources, pointer: $0.pointer,
                                            sizes: $0.sizes, target: $0.target) }
    }

    func crossViewCanHost(_ items: [AnyHashable]) -> Bool {
        guard drag == nil, snapshot.numberOfSections > 0 else { return false }
        return items.allSatisfy { ($0.base as? ItemID).map { !snapshot.contains($0) } ?? false }
    }

    @_specialize(where SectionID == Int, ItemID == Int)
    @_specialize(where SectionID == Int, ItemID == Int64)
    @_specialize(where SectionID == Int64, ItemID == Int64)
    @_specialize(where SectionID == Int, ItemID == String)
    @_specialize(where SectionID == String, ItemID == String)
    func crossViewPointer(_ location: Point, time: Double) { updateDrag(to: location, at: time) }

    func crossViewLift(erased items: [AnyHashable], sizes: [Size], home: [ItemPath]?, slot: ItemPath?,
                       pointer: DragPointer, time: Double) -> Bool {
        let typed = items.compactMap { $0.base as? ItemID }
        guard typed.count == items.count else { return false }
        let placement: CrossViewPlacement = home.map { .home($0) } ?? slot.map { .at($0) } ?? .underPointer
        return crossViewLift(typed, sizes: sizes, placement: placement, pointer: pointer, at: time)
    }

    func crossViewReturn(erased items: [AnyHashable], sizes: [Size], to sources: [ItemPath], from frame: Rect?, time: Double) {
        crossViewReturn(items.compactMap { $0.base as? ItemID }, sizes: sizes, to: sources, from: frame, time: time)
    }

    func crossViewLend(_ items: [AnyHashable]?, sources: [ItemPath], removed: (() -> Void)?) {
        crossView.departed = items.map { ($0.compactMap { $0.base as? ItemID }, sources) }
        crossView.lentRemoved = items == nil ? nil : removed
    }

    func crossViewHost(_ items: [AnyHashable]?, end: ((Bool) -> Void)?) {
        crossView.hosted = items?.compactMap { $0.base as? ItemID }
        crossView.end = end
    }

    var crossViewTime: Double { max(clock.now, lastEventTime) }

    /// Where the exchange drag's caught item is now (the item it swapped with, else its
    /// origin), nil with none.
    var crossViewExchangeCurrent: ItemPath? { drag?.exchange?.controller.current }

    /// Whether the view can take part in another view's exchange now: exchange mode, no drag.
    var crossViewCanExchange: Bool { mode == .exchange && drag == nil }

    /// Whether `item` (erased) is of the view's item type and in its model.
    func crossViewContains(_ item: AnyHashable) -> Bool { (item.base as? ItemID).map(snapshot.contains) ?? false }

    /// Whether `item` (erased) is of the view's item type.
    func crossViewIsItem(_ item: AnyHashable) -> Bool { item.base is ItemID }

    /// Tells the owner an exchange event, or a transaction's end, of another view's exchange.
    func crossViewEmit(_ event: CollectionViewEvent) { emit(event) }

    /// Marks the view as holding one side of a swap between views, undone by `undo` before an
    /// owner's snapshot is applied (nil: no longer).
    func crossViewHoldSwap(_ undo: (() -> Void)?) { crossView.swapHeld = undo }
}
