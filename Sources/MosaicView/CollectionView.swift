import MosaicAnimation
import MosaicCore
import MosaicInteraction

/// The headless collection view: owns the model (a sectioned snapshot), the layout, the
/// viewport and content offset, selection, the interaction mode, the gesture recognizers and
/// the animations, and produces a `DisplayList` per frame.
///
/// A backend (a window, `mosaic replay`, a test) feeds it time-stamped `InputEvent`s with
/// `handle(_:)`, calls `tick()` once per frame, and draws `displayList()`. Time comes from the
/// injected `TimeSource`; nothing here reads the wall clock or sleeps.
///
/// The model changes first, then the view: every committed change updates
/// `snapshot` and the layout, emits its event through `onEvent`, and then animates the cells
/// from where they were presented to their new frames.
public final class CollectionView<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The model: sections and items by identity.
    public typealias Snapshot = SectionedSnapshot<SectionID, ItemID>
    /// Receives the gestures of a recognizer you added, with the view (so it need not capture it).
    public typealias GestureHandler = (CollectionView<SectionID, ItemID>, GestureEvent) -> Void

    /// The model state: snapshot, layout, mode, selection, focus, highlight and the drag, whose
    /// invariants ``CollectionState`` writes down and ``assertInvariants(after:)`` checks.
    var state: CollectionState<SectionID, ItemID>

    /// The model; not readable while ``updateSnapshot(animated:sizeForNewItem:_:)`` lends it to an edit.
    public internal(set) var snapshot: Snapshot { get { state.heldSnapshot } _modify { yield &state.snapshot } }
    /// The layout, kept in step with the model.
    public internal(set) var layout: AnyLayout { get { state.layout } _modify { yield &state.layout } }
    /// The viewport, momentum and the anchor the last relayout kept.
    var scrolling: Scrolling<ItemID>
    /// The visible size and the content offset.
    var viewport: Viewport { get { scrolling.viewport } _modify { yield &scrolling.viewport } }
    /// The visible size, in points.
    public internal(set) var viewportSize: Size { get { viewport.size } set { viewport.size = newValue } }
    /// The top-left of the viewport in content coordinates; always clamped to the content.
    public internal(set) var contentOffset: Point { get { viewport.contentOffset } set { viewport.contentOffset = newValue } }
    /// What a long press does.
    public internal(set) var mode: InteractionMode { get { state.mode } set { state.mode = newValue } }
    /// The view's settings (long-press duration, deletion text, edit titles, exchange rules…).
    /// Changing it takes effect from the next event; nothing is relaid out.
    public var configuration: CollectionViewConfiguration
    /// The owner's typed closures: questions (may this item move? where may it go?) and
    /// notifications (moved, exchanged, deleted, displayed). Every closure is optional; a
    /// missing question gets UIKit's / the exchange controller's default answer.
    public var delegate = CollectionViewDelegate()
    /// UIKit's `installsStandardGestureForInteractiveMovement`: in edit mode a long press lifts
    /// the item, dragging moves it, lifting the finger drops it (default true). When false the
    /// owner drives `beginInteractiveMovementForItem(at:)` and friends itself.
    public var installsStandardGestureForInteractiveMovement = true
    /// Receives every delegate notification, in order.
    public var onEvent: ((CollectionViewEvent) -> Void)?
    /// Receives every input event the view accepted, and the API actions a replay can express,
    /// in the replay format's terms (for `--record`).
    package var onRecord: ((RecordedAction) -> Void)?

    /// The source of time for animations and timers (long press, double tap, momentum,
    /// auto-scroll). Inject a `ManualClock` in tests and step it; the window host uses the
    /// monotonic clock.
    public let clock: any TimeSource
    /// The text shown for an item (a contact's name); the identity's description by default.
    /// Also its spoken name unless ``accessibility`` names it.
    public var labelProvider: ((ItemID) -> String)?
    /// A section's title, as the owner names it: for announcements ("Moved Ada to position 4
    /// in Boat", unless ``accessibility`` names it) and the context menu's entries ("Move to Bench",
    /// ``ContextMenuText/moveToSection``); "section N" (1-based) when nil.
    public var sectionTitleProvider: ((SectionID) -> String)?
    /// How the owner names the view, its items and sections for assistive technology — in
    /// ``accessibilityModel()`` and every announcement (see ``AccessibilityDescriber``).
    public var accessibility = AccessibilityDescriber<SectionID, ItemID>()
    /// Announcements not yet taken by ``takeAccessibilityAnnouncements()``.
    var announcements = AnnouncementQueue()

    /// The chrome the view asks for — context menus, the deletion confirmation, the Undo toast,
    /// hover — its ``CollectionViewRequests/presenter``, and the answers (see ``CollectionViewRequests``).
    public private(set) lazy var requests = CollectionViewRequests(view: self)
    /// Undo and redo of the user's committed changes and the owner's own (see ``CollectionUndoManager``).
    public private(set) lazy var undoManager = CollectionUndoManager(view: self)

    /// The built-in recognizers, by name, and what their gesture in progress does.
    var gestures: BuiltInGestures
    /// Your recognizers and the relation state around them.
    var customGestures = CustomGestures<GestureHandler>()
    /// The input stream as admitted: time order, pointers down, last click, wheel pinch steps.
    var input: InputTracker<ItemID>
    /// Animations, bounces, fading and travelling items, momentum, the edit fade.
    var presentation = Presentation<ItemID>()
    /// Events ignored as absurd or out of order (NaN, huge values, time going back…).
    public var ignoredEventCount: Int { input.ignoredEventCount }
    /// The time of a change made now (by the API, the group, a dialog's answer): the clock's,
    /// never earlier than the last admitted event (which may be stamped ahead of the clock).
    var now: Double { max(clock.now, input.lastEventTime) }

    /// The drag in progress (interactive movement or exchange transaction), if any.
    var drag: DragSession<ItemID>? { get { state.drag } set { state.drag = newValue } }
    /// The exchange visuals.
    public var exchangeStyle = ExchangeStyle()
    /// A drag shared with the other views of a ``CollectionViewGroup`` (items lent or hosted).
    var crossView = CrossViewLink<ItemID>()
    /// The last display list built at rest, with its inputs (``displayList()``).
    var displayCache = DisplayListCache<ItemID>()

    /// Creates a collection view over `snapshot`. The layout must have the snapshot's item
    /// counts; its container size is set to `viewportSize`.
    /// - Throws: `MosaicError.invalidParameter` when the viewport is not a positive finite size,
    ///   or the layout cannot present the snapshot (``AnyLayout/validationError(itemCounts:)``:
    ///   other item counts, a NaN or infinite frame or size, no cells).
    public init(snapshot: Snapshot, layout: AnyLayout, viewportSize: Size, mode: InteractionMode = .browse,
                configuration: CollectionViewConfiguration = CollectionViewConfiguration(),
                clock: any TimeSource) throws {
        let viewport = try Viewport(validating: viewportSize)
        self.state = try CollectionState(snapshot: snapshot, layout: layout, containerSize: viewportSize, mode: mode)
        self.scrolling = Scrolling(viewport: viewport)
        self.configuration = configuration
        self.clock = clock
        self.gestures = BuiltInGestures(configuration: configuration, mode: mode)
        self.input = InputTracker(startTime: clock.now)
        setContentOffset(readingStartOffset)
    }

    /// Creates a collection view over `snapshot` with any layout — Mosaic's `FlowLayout` or
    /// `WaterfallLayout`, or your own `CollectionLayout`, which is prepared with the viewport
    /// size and each item's `itemSize` (sizes then follow the items through every edit).
    /// - Throws: `MosaicError.invalidParameter` when the viewport is not a positive finite size,
    ///   or the prepared layout's answers are not usable (NaN or infinite frames or sizes, no cells).
    public convenience init<L: CollectionLayout>(snapshot: Snapshot, layout: L, viewportSize: Size,
                                                 itemSize: (ItemID) -> Size = { _ in Size(width: 100, height: 100) },
                                                 mode: InteractionMode = .browse,
                                                 configuration: CollectionViewConfiguration = CollectionViewConfiguration(),
                                                 clock: any TimeSource) throws {
        let sizes = snapshot.sections.map { section in section.1.map(itemSize) }
        let context = LayoutContext(containerSize: viewportSize, itemSizes: sizes)
        try self.init(snapshot: snapshot, layout: AnyLayout(layout, context: context), viewportSize: viewportSize,
                      mode: mode, configuration: configuration, clock: clock)
    }

    /// Whether the view is in edit mode (UIKit's `isEditing`).
    public var isEditing: Bool { mode == .edit }

    /// The selected items' current paths, in reading order. - Complexity: O(n).
    public var selectedPaths: [ItemPath] { state.selectedPaths }

    /// The selected identities, in the order they were selected.
    public var selectedItems: [ItemID] { state.selection }

    /// Each item's layout size, per section, in the model's order (during an interactive
    /// movement the layout presents the lifted items at their target, another order).
    /// - Complexity: O(n).
    public var itemSizes: [[Size]] { state.itemSizes }

    /// The visible rectangle in content coordinates.
    public var visibleRect: Rect { viewport.visibleRect }

    func emit(_ event: CollectionViewEvent) {
        undoManager.history.willNotify(event)
        defer { undoManager.history.didNotify() }
        if case .announce(let text) = event { announcements.append(text) }
        onEvent?(event)
        delegate.notify(event)
    }

    /// Checks the state's invariants after `change` (``CollectionState/assertInvariants(after:)``).
    func assertInvariants(after change: @autoclosure () -> String) { state.assertInvariants(after: change()) }

    /// The item displayed at a layout path (``CollectionState/displayedItem(at:move:)``), read in
    /// place: the state is not copied per question (this code is generic, and an apply asks for
    /// every cell on screen several times).
    func displayedItem(at q: ItemPath) -> ItemID? {
        if let before = state.loan.displayedBefore { return before[q] }
        guard let move = state.drag?.move else { return state.snapshot[q] }
        return move.displayedItem(at: q, in: state.snapshot)
    }

    /// An item's name for announcements: its label, or its identity.
    func name(of item: ItemID) -> String { labelProvider?(item) ?? DefaultItemLabel.text(for: item) }

    /// An item's spoken name: the describer's, else ``name(of:)``.
    func spokenName(of item: ItemID) -> String { accessibility.name?(item) ?? name(of: item) }
}
