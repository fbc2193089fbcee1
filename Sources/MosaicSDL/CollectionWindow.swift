import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicView

/// A window that shows one `CollectionView` — any section and item types, your cells, your
/// headers, optionally a ``WindowHeader`` above it (an app's toolbar) — and feeds it the
/// window's input: the mouse (pointer 0),
/// wheel and ctrl+wheel, fingers (pointers 100+, two make a pinch), keys, and focus loss
/// (cancels a drag), typed text (``onText``), hover (the pointer's cursor follows `DisplayList.cursor`: an open hand
/// over movable cards, the move cursor while dragging) and right clicks (the card's context menu).
///
/// Frames: a frame is drawn whenever what it shows changed — the display list, the header,
/// the window (resized, exposed) — or when you call ``setNeedsDisplay()``; while the view
/// animates, at 60 frames per second, *including the final, settled frame*; and when a timer
/// of the view fires (a long press opening the delete dialog, the double-tap window, momentum,
/// auto-scroll), because the loop wakes at the view's next deadline and compares again. Idle,
/// it blocks in `SDL_WaitEventTimeout` and draws nothing.
///
/// ```swift
/// let clock = MonotonicClock()
/// let window = try CollectionWindow(title: "Photos", view: view, clock: clock)
/// window.content = { cell in .configuration(.photo(.file(path: paths[cell.id]!))) }
/// window.run()            // until the window is closed or ctrl+q
/// ```
///
/// SDL video is single-threaded: create and run the window on the main thread.
public final class CollectionWindow<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The SDL window, its renderer and its event translation.
    public let host: SDLWindowHost
    /// The collection view shown below the header (or filling the window).
    public let view: CollectionView<SectionID, ItemID>
    /// Shows the view's context menus, confirmations and Undo toast in the window (drawn into
    /// the display list, answered by the mouse and keys); the view's presenter.
    public let presenter: OverlayPresenter<SectionID, ItemID>
    /// What each visible cell shows; nil draws the contact card of its label.
    public var content: ((DisplayCell<ItemID>) -> CellContent)?
    /// What each visible header or footer shows; nil (or a nil result) draws a plain band.
    public var supplementaryContent: ((DisplaySupplementary) -> SupplementaryContent?)?
    /// An exchange controller's `snapshotForCell`: what the picture following the pointer shows during a
    /// drag; nil draws the cell's ``content`` lifted (on the exchange's gray background).
    public var snapshotContent: ((DisplayCell<ItemID>) -> CellContent)?
    /// The band above the collection (an app's toolbar), given the window's width; nil for none
    /// (the collection fills the window). Asked for every frame and every pointer event in it.
    public var header: ((Double) -> any WindowHeader)?
    /// Called when a header control is clicked: pressed and released on the same control
    /// (``WindowHeader/headerControl(at:)``).
    public var onHeaderControl: ((AnyHashable) -> Void)?
    /// Called first for every key press; return true when you handled it (it then does not
    /// reach the view). ctrl+q always quits.
    public var onKey: ((Key, Modifiers) -> Bool)?
    /// Called first for every other input event — pointer down, move and up, hover, right
    /// click, wheel, the system's cancel — in window coordinates; return true when you handled
    /// it (it then reaches neither the header nor the view, and a frame is drawn). With
    /// ``onKey`` and ``overlay`` this makes a modal panel of yours: take every event while it
    /// shows. Nil: every event goes on.
    public var onPointer: ((InputEvent) -> Bool)?
    /// Your drawing above everything else — the header, the cells, the engine's menu and
    /// dialog — in window coordinates: called with a `DrawingContext` covering the whole
    /// window (not clipped to the collection) and the window's size, at the end of every frame
    /// drawn (a details panel, a sheet, a banner). Frames are drawn when the view's display
    /// list changes, or for a key or pointer event you handled; after any other change of what
    /// it draws, call ``setNeedsDisplay()``. `OffscreenRenderer.render(…, overlay:)` takes the
    /// same closure, so an offscreen rendering shows it too. Nil: nothing.
    public var overlay: ((DrawingContext, Size) -> Void)?
    /// Called with text the user typed — letters with their case, symbols (`/`, `@`),
    /// composed characters (`ö`), input-method text (`李`); return true when handled (a frame
    /// is then drawn). A key press comes first through ``onKey`` (when it has a `Key`), then
    /// its text: a text field takes its text here and consumes the `.character` keys. Text
    /// typed with ctrl or alt held is a shortcut and never arrives
    /// (``SDLEventTranslator/text(from:heldKeymod:)``). The view takes no text.
    public var onText: ((String) -> Bool)?
    /// Called after the window's size changed, with the collection's new viewport size; by
    /// default the view's viewport is resized.
    public var onResize: ((Size) -> Void)?
    /// Called once per loop iteration after the view ticked; return false to leave ``run()``.
    public var shouldContinue: (() -> Bool)?
    /// Called with every input event the window receives (window coordinates), before it is
    /// handled — for logs and diagnostics.
    public var onInput: ((InputEvent) -> Void)?
    /// Called after each frame is shown, with the display list and header it showed.
    public var onFrameDrawn: ((DisplayList<ItemID>, (any WindowHeader)?) -> Void)?
    /// The number of frames drawn so far.
    public private(set) var framesDrawn = 0

    private let clock: any TimeSource
    private var policy = FramePolicy<ItemID>()
    private var pressedControl: AnyHashable?

    /// Opens a window of `size` points titled `title` showing `view`, and sizes the view's
    /// viewport to the window (below the header, once you set ``header``).
    /// - Throws: `SDLError` when SDL cannot open the window (no display: set `DISPLAY`).
    public init(title: String = "Mosaic", size: Size = Size(width: 1280, height: 800),
                view: CollectionView<SectionID, ItemID>, clock: any TimeSource) throws(SDLError) {
        host = try SDLWindowHost(title: title, size: size, clock: clock)
        self.view = view
        self.clock = clock
        presenter = view.requests.presenter as? OverlayPresenter<SectionID, ItemID> ?? OverlayPresenter(view)
        view.setViewportSize(host.windowSize)
    }

    /// The collection's viewport: the window minus the header, when there is one.
    public var collectionViewportSize: Size {
        guard let header else { return host.windowSize }
        return host.collectionViewportSize(headerHeight: header(host.windowSize.width).height)
    }

    /// Asks for a frame even though the display list did not change (your content changed:
    /// a name was edited, an image arrived).
    public func setNeedsDisplay() { policy.setNeedsDisplay() }

    /// The smallest size the user can give the window: with a ``header``, by default its
    /// ``WindowHeader/minimumWidth`` by ``defaultMinimumHeight``, set when ``run()`` starts;
    /// without a header, SDL's (1×1). Set it to
    /// choose (a layout that needs more room); zero gives the default back.
    public var minimumSize = Size(width: 0, height: 0)

    /// The default minimum height of a window with a header: the header and about four rows of cards.
    public static var defaultMinimumHeight: Double { 400 }

    /// Runs the loop until the window is closed, ctrl+q is pressed or ``shouldContinue``
    /// returns false; then hides the window at once (``SDLWindowHost/hide()``), so it is gone
    /// while the app saves and exits.
    public func run() {
        applyMinimumSize()
        resized()
        while step() {}
        host.hide()
    }

    /// One loop iteration: handles the queued events, ticks the view, draws a frame if
    /// anything changed, then waits for the next event, frame or timer. Returns false when
    /// the app should quit. For hosts that run their own loop.
    @discardableResult
    public func step() -> Bool {
        let barHeight = header?(host.windowSize.width).height ?? 0
        for polled in host.pollEventsAndText() {
            guard case .event(let event) = polled else {
                if case .text(let text) = polled, let onText, onText(text) { policy.setNeedsDisplay() }
                continue
            }
            switch event {
            case .quit:
                return false
            case .resized:
                resized()
            case .exposed:
                policy.setNeedsDisplay()
            case .input(let input):
                onInput?(input)
                if case .key(let key, let modifiers, _) = input {
                    if modifiers.contains(.ctrl), key == .character("q") { return false }
                    if let onKey, onKey(key, modifiers) { policy.setNeedsDisplay(); continue }
                } else if let onPointer, onPointer(input) {
                    policy.setNeedsDisplay()
                    continue
                }
                if handleBar(input, barHeight: barHeight) { continue }
                view.handle(barHeight == 0 ? input : input.offsetBy(dx: 0, dy: -barHeight))
            }
        }
        view.tick()
        if let shouldContinue, !shouldContinue() { return false }
        // Asked once, before the list is built: if time ran past an animation's end between
        // the two, the list drawn is still mid-animation, and the loop must come back within a
        // frame to draw the settled one rather than sleep until the next input.
        let animating = view.needsAnimationFrames || host.renderer.needsAnotherFrame
        drawIfChanged(animating: animating)
        _ = host.waitForEvent(timeoutMs: SDLWindowHost.waitTimeout(
            needsAnimationFrames: animating || host.renderer.needsAnotherFrame,
            nextDeadline: view.nextDeadline, now: clock.now))
        return true
    }

    /// Draws when the list, the header or the window changed, every frame while animating, and
    /// once more when an animation has just ended.
    private func drawIfChanged(animating: Bool) {
        let list = view.displayList()
        host.setCursor(list.cursor)
        let bar = header?(host.windowSize.width)
        guard policy.shouldDraw(list, header: bar, animating: animating)
        else { return }
        host.present(list: list, header: bar, dialogGeometry: presenter.dialogLayout, content: content,
                     supplementaryContent: supplementaryContent, snapshotContent: snapshotContent, overlay: overlay)
        framesDrawn += 1
        onFrameDrawn?(list, bar)
    }

    /// Gives the host ``minimumSize`` (or the header's default).
    public func applyMinimumSize() {
        var size = minimumSize
        if size.width <= 0 || size.height <= 0, let bar = header?(host.windowSize.width) {
            size = Size(width: max(size.width, bar.minimumWidth), height: max(size.height, Self.defaultMinimumHeight))
        }
        if size.width > 0 || size.height > 0 { host.minimumSize = size }
    }

    private func resized() {
        let size = collectionViewportSize
        if let onResize { onResize(size) } else { view.setViewportSize(size) }
        policy.setNeedsDisplay()
    }

    /// A press and release on the same header control activates it; returns true when the
    /// event belonged to the header.
    private func handleBar(_ input: InputEvent, barHeight: Double) -> Bool {
        guard barHeight > 0, let bar = header?(host.windowSize.width) else { return false }
        switch input {
        case .pointerDown(let id, let p, _, _) where id == 0 && p.y < barHeight:
            pressedControl = bar.headerControl(at: p)
            return true
        case .pointerUp(let id, let p, _) where id == 0:
            guard let control = pressedControl else { return false }
            pressedControl = nil
            if bar.headerControl(at: p) == control { onHeaderControl?(control) }
            policy.setNeedsDisplay()
            return true
        default:
            return false
        }
    }
}
