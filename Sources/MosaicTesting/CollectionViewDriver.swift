import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicView

/// Drives a `CollectionView` in a test as a user and a window would: input events stamped
/// with a `ManualClock` that only the driver moves, a tick per 60 Hz frame, and the events the
/// view emitted, in order.
///
/// ```swift
/// let driver = try CollectionViewDriver(snapshot: snapshot, layout: layout,
///                                       viewportSize: Size(width: 400, height: 300), mode: .edit)
/// try driver.drag(item: ItemPath(0, 0), to: ItemPath(0, 3))
/// #expect(driver.events == [.move(from: ItemPath(0, 0), to: ItemPath(0, 3))])
/// ```
///
/// Every gesture starts at the clock's current time and leaves the clock where it ended;
/// ``advance(by:)`` moves time on in between. Positions are viewport points (the view's
/// visible rectangle, top left at 0, 0); ``frame(ofItemAt:)`` gives an item's frame in them.
/// Gestures use the mouse (pointer 0) unless ``pointer`` says otherwise.
///
/// The driver records the view's events through `CollectionView/onEvent`, calling the
/// closure that was there before it: set your own `onEvent` before creating the driver, or
/// use the view's typed `CollectionView/delegate` closures, which the driver leaves alone.
public final class CollectionViewDriver<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The view driven.
    public let view: CollectionView<SectionID, ItemID>
    /// The clock the view reads; only the driver moves it.
    public let clock: ManualClock
    /// The pointer id the gestures use: 0 (the default) is the mouse,
    /// `PointerKind.firstTouchPointerID` and up are fingers (a finger lifts a card in edit mode
    /// by holding it, the mouse also by moving it a few points).
    public var pointer = 0
    /// How long the pointer stays down in ``tap(at:modifiers:)``, in seconds.
    public var tapDuration = 0.05
    /// Every event the view emitted since the driver was created or ``removeAllEvents()``, in
    /// order.
    public private(set) var events: [CollectionViewEvent] = []
    /// The clock's time when each of ``events`` was emitted.
    public private(set) var eventTimes: [Double] = []

    /// Drives `view`, which must read `clock` (pass the same clock to its initializer).
    public init(view: CollectionView<SectionID, ItemID>, clock: ManualClock) {
        precondition(view.clock as AnyObject === clock,
                     "CollectionViewDriver: the view reads another clock; create it with clock: the driver's ManualClock")
        self.view = view
        self.clock = clock
        let previous = view.onEvent
        view.onEvent = { [weak self] event in
            if let self {
                self.events.append(event)
                self.eventTimes.append(self.clock.now)
            }
            previous?(event)
        }
    }

    /// Creates a collection view on a new `ManualClock` stopped at 0 and drives it. Throws
    /// what `CollectionView/init(snapshot:layout:viewportSize:mode:configuration:clock:)`
    /// throws.
    public convenience init(snapshot: SectionedSnapshot<SectionID, ItemID>, layout: AnyLayout, viewportSize: Size,
                            mode: InteractionMode = .browse,
                            configuration: CollectionViewConfiguration = CollectionViewConfiguration()) throws {
        let clock = ManualClock(now: 0)
        let view = try CollectionView(snapshot: snapshot, layout: layout, viewportSize: viewportSize, mode: mode,
                                      configuration: configuration, clock: clock)
        self.init(view: view, clock: clock)
    }

    /// Creates a collection view with a layout of any `CollectionLayout` type — yours too —
    /// prepared with the viewport size and each item's `itemSize`, on a new `ManualClock`
    /// stopped at 0, and drives it.
    public convenience init<L: CollectionLayout>(snapshot: SectionedSnapshot<SectionID, ItemID>, layout: L,
                                                 viewportSize: Size,
                                                 itemSize: (ItemID) -> Size = { _ in Size(width: 100, height: 100) },
                                                 mode: InteractionMode = .browse,
                                                 configuration: CollectionViewConfiguration = CollectionViewConfiguration()) throws {
        let clock = ManualClock(now: 0)
        let view = try CollectionView(snapshot: snapshot, layout: layout, viewportSize: viewportSize,
                                      itemSize: itemSize, mode: mode, configuration: configuration, clock: clock)
        self.init(view: view, clock: clock)
    }

    // MARK: Time

    /// The clock's time, in seconds.
    public var now: Double { clock.now }

    /// Moves time on by `seconds`, ticking the view at every 60 Hz frame (see
    /// ``FrameStepper/advance(_:_:to:)``). Zero ticks the view once.
    public func advance(by seconds: Double) {
        FrameStepper.advance(view, clock, to: clock.now + max(0, seconds))
    }

    /// Moves time on to `time` (seconds on the driver's clock), ticking the view at every 60 Hz
    /// frame; a time in the past ticks the view once and leaves the clock where it is.
    public func advance(to time: Double) {
        FrameStepper.advance(view, clock, to: time)
    }

    /// Feeds `make(now)` to the view: an input event stamped with the clock's time.
    public func send(_ make: (_ time: Double) -> InputEvent) {
        view.handle(make(clock.now))
    }

    // MARK: Pointer

    /// Puts the pointer down at `point` (viewport coordinates), with `modifiers` held.
    public func press(at point: Point, modifiers: Modifiers = []) {
        send { .pointerDown(id: pointer, position: point, modifiers: modifiers, time: $0) }
    }

    /// Moves the pointer, which is down, to `point`.
    public func move(to point: Point) {
        send { .pointerMoved(id: pointer, position: point, time: $0) }
    }

    /// Lifts the pointer at `point`.
    public func release(at point: Point) {
        send { .pointerUp(id: pointer, position: point, time: $0) }
    }

    /// A tap or click at `point`: down, ``tapDuration`` later up. A tap that waits for a double
    /// tap to fail selects only once you ``advance(by:)`` past the double tap's interval.
    public func tap(at point: Point, modifiers: Modifiers = []) {
        press(at: point, modifiers: modifiers)
        advance(by: tapDuration)
        release(at: point)
    }

    /// A tap at the centre of the item at `path`. Throws ``DriverError`` when the item is not
    /// laid out or its centre is not in the viewport.
    public func tap(item path: ItemPath, modifiers: Modifiers = []) throws {
        tap(at: try center(of: path), modifiers: modifiers)
    }

    /// Two taps at `point`, `interval` seconds apart from the first up to the second down — a
    /// double tap for a recognizer such as `TapRecognizer(numberOfTapsRequired: 2)`, and, with
    /// the mouse, a double-click (`CollectionViewConfiguration/doubleClickInterval`).
    public func doubleTap(at point: Point, interval: Double = 0.1) {
        tap(at: point)
        advance(by: interval)
        tap(at: point)
    }

    /// A double tap at the centre of the item at `path`. Throws ``DriverError`` as
    /// ``tap(item:modifiers:)`` does.
    public func doubleTap(item path: ItemPath, interval: Double = 0.1) throws {
        doubleTap(at: try center(of: path), interval: interval)
    }

    /// A long press at `point`: down, held for `duration` seconds (by default the view's lift
    /// hold in its current mode plus a frame; see ``liftHold``), then up.
    public func longPress(at point: Point, duration: Double? = nil) {
        press(at: point)
        advance(by: duration ?? liftHold + FrameStepper.frameInterval)
        release(at: point)
    }

    /// A long press at the centre of the item at `path`. Throws ``DriverError`` as
    /// ``tap(item:modifiers:)`` does.
    public func longPress(item path: ItemPath, duration: Double? = nil) throws {
        longPress(at: try center(of: path), duration: duration)
    }

    /// How long a press must be held to lift (edit mode) or catch (exchange mode) an item, in
    /// seconds: `CollectionViewConfiguration/longPressDuration`, or
    /// `CollectionViewConfiguration/exchangeCatchDuration` in exchange mode.
    public var liftHold: Double {
        view.mode == .exchange ? view.configuration.exchangeCatchDuration : view.configuration.longPressDuration
    }

    /// A drag: down at `start`, held `hold` seconds, moved to `end` in `steps` equal moves one
    /// frame apart, then up at `end` (unless `releasing` is false: the pointer stays down at
    /// `end`, for a test to look at the drag in progress and ``release(at:)`` later).
    ///
    /// By default `hold` is what lifts or catches an item in the view's mode — ``liftHold``
    /// plus a frame in edit and exchange mode, 0 in browse mode, where a drag scrolls.
    public func drag(from start: Point, to end: Point, hold: Double? = nil, steps: Int = 10, releasing: Bool = true) {
        precondition(steps >= 1, "CollectionViewDriver.drag: steps is \(steps); expected at least 1")
        press(at: start)
        let wait = hold ?? (view.mode == .browse ? 0 : liftHold + FrameStepper.frameInterval)
        if wait > 0 { advance(by: wait) }
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            advance(by: FrameStepper.frameInterval)
            move(to: Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        if releasing {
            advance(by: FrameStepper.frameInterval)
            release(at: end)
        }
    }

    /// A drag from the centre of the item at `source` to the centre of the item at
    /// `destination` (where they are before the drag). Throws ``DriverError`` as
    /// ``tap(item:modifiers:)`` does, for either.
    public func drag(item source: ItemPath, to destination: ItemPath, hold: Double? = nil, steps: Int = 10,
                     releasing: Bool = true) throws {
        drag(from: try center(of: source), to: try center(of: destination), hold: hold, steps: steps,
             releasing: releasing)
    }

    // MARK: Keys and wheel

    /// Presses `key` with `modifiers` held (a key-down event; the engine has no key-up).
    public func key(_ key: Key, modifiers: Modifiers = []) {
        send { .key(key, modifiers: modifiers, time: $0) }
    }

    /// Turns the mouse wheel by `delta` (wheel units; `y > 0` scrolls toward the end) at
    /// `point`, with `modifiers` held (ctrl + wheel pinches).
    public func wheel(_ delta: Point, at point: Point, modifiers: Modifiers = []) {
        send { .wheel(delta: delta, position: point, modifiers: modifiers, time: $0) }
    }

    // MARK: Reading the view

    /// The frame of the item at `path` in viewport coordinates (its layout frame less the
    /// content offset), or nil when the layout has no such item. This is where the item rests,
    /// not where an animation presents it now (``displayedCell(_:)`` has that).
    public func frame(ofItemAt path: ItemPath) -> Rect? {
        guard let frame = view.layout.attributesForItem(at: path)?.frame else { return nil }
        return frame.offsetBy(dx: -view.contentOffset.x, dy: -view.contentOffset.y)
    }

    /// The cell the display list shows now for the item `id` (not a copy fading out), with its
    /// presented frame, alpha and state; nil when it is not displayed.
    public func displayedCell(_ id: ItemID) -> DisplayCell<ItemID>? {
        view.displayList().cells.first { $0.id == id && !$0.isRemoving }
    }

    /// Each of ``events`` as the line `mosaic replay` logs for it (`CollectionViewEvent/logLine`).
    public var eventLog: [String] { events.map(\.logLine) }

    /// Forgets the events recorded so far.
    public func removeAllEvents() {
        events.removeAll()
        eventTimes.removeAll()
    }

    /// The centre of the item at `path` in viewport coordinates, checked to be in the viewport.
    private func center(of path: ItemPath) throws -> Point {
        guard let frame = frame(ofItemAt: path) else {
            throw DriverError.noSuchItem(path, itemCounts: view.snapshot.itemCounts)
        }
        let c = frame.center
        guard c.x >= 0, c.y >= 0, c.x < view.viewportSize.width, c.y < view.viewportSize.height else {
            throw DriverError.itemOutsideViewport(path, center: c, viewportSize: view.viewportSize)
        }
        return c
    }
}

/// Why a ``CollectionViewDriver`` gesture aimed at an item could not be performed.
public enum DriverError: Error, Equatable, CustomStringConvertible {
    /// The layout has no item at the path; `itemCounts` are the items per section.
    case noSuchItem(ItemPath, itemCounts: [Int])
    /// The item's centre is outside the viewport: a pointer there would miss it. Scroll first.
    case itemOutsideViewport(ItemPath, center: Point, viewportSize: Size)

    /// What was wrong and what was expected.
    public var description: String {
        switch self {
        case let .noSuchItem(path, counts):
            return "no item at \(path): the sections have \(counts) items; expected a path inside them"
        case let .itemOutsideViewport(path, center, size):
            return "the item at \(path) has its centre at (\(center.x), \(center.y)), outside the "
                + "\(size.width)×\(size.height) viewport; scroll it into view first"
        }
    }
}
