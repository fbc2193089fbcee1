import MosaicAnimation
import MosaicCore
import MosaicInteraction

/// A collection view as a ``CollectionViewGroup`` sees it, whatever its identity types.
///
/// The view offers a few typed steps of a transaction between views (a ``CrossViewChange`` of its
/// model; the block arrives lifted or settles; drag actions decided elsewhere are performed) besides its own
/// surface (model, layout, drag, events, the words of announcements). The group speaks to it
/// through the extensions of this protocol (`CrossViewMember+Erased.swift`, `+Keyboard`,
/// `+Undo`), which erase identities to `AnyHashable` and compose those steps with the decisions
/// of ``CrossViewLink``, ``CrossViewBlock`` and ``CrossViewPaths``.
protocol CrossViewMember: AnyObject {
    associatedtype Section: Hashable & Sendable
    associatedtype Item: Hashable & Sendable

    // The view's own surface.
    var snapshot: SectionedSnapshot<Section, Item> { get }
    var layout: AnyLayout { get }
    var contentOffset: Point { get }
    var mode: InteractionMode { get }
    var dragInProgress: Bool { get }
    var drag: DragSession<Item>? { get }
    /// What the view knows of a drag shared with the group (the group's marks are set here).
    var crossView: CrossViewLink<Item> { get set }
    var clock: any TimeSource { get }
    /// The time of a change made now (``CollectionView/now``).
    var now: Double { get }
    var delegate: CollectionViewDelegate { get }
    var announcer: Announcer<Section, Item> { get }
    var navigator: KeyboardNavigator { get }
    var exchangeStyle: ExchangeStyle { get }
    var requests: CollectionViewRequests<Section, Item> { get }
    var undoManager: CollectionUndoManager<Section, Item> { get }
    func emit(_ event: CollectionViewEvent)
    func name(of item: Item) -> String
    func itemPath(atViewportPoint p: Point) -> ItemPath?
    func scrollToMakeVisible(_ path: ItemPath)
    func land(_ item: Item?, from frame: Rect, at time: Double, scale: Double)
    @discardableResult func drive(_ event: DragMachine<Item>.Event, at time: Double) -> Bool

    // The typed steps (`CollectionView+CrossView.swift`), and the per-frame entries below.
    /// Feeds an input event in the view's viewport coordinates (``CollectionView/handle(_:)``).
    func memberHandle(_ event: InputEvent)
    /// Advances the view to its clock's time (``CollectionView/tick()``).
    func memberTick()
    /// Moves the hosted drag's pointer (viewport coordinates).
    func crossViewPointer(_ location: Point, time: Double)
    @discardableResult func crossViewChange(_ change: CrossViewChange<Item>, at time: Double) -> Bool
    func crossViewLift(_ block: CrossViewBlock<Item>, pointer: DragPointer, at time: Double) -> Bool
    func crossViewSettle(at path: ItemPath?, time: Double) -> ItemPath?
    @discardableResult
    func crossViewPerform(_ actions: [DragAction<Item>], next: DragSession<Item>?, at time: Double,
                          after change: @autoclosure () -> String) -> Bool
    func crossViewSetPointer(_ pointer: DragPointer)
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

    @_specialize(where SectionID == Int, ItemID == Int)
    @_specialize(where SectionID == Int, ItemID == Int64)
    @_specialize(where SectionID == Int64, ItemID == Int64)
    @_specialize(where SectionID == Int, ItemID == String)
    @_specialize(where SectionID == String, ItemID == String)
    func crossViewPointer(_ location: Point, time: Double) { updateDrag(to: location, at: time) }
}
