#if canImport(Glibc)
import Glibc
#endif
import CSDL2
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicView

/// A resizable SDL window: translates SDL events into `HostEvent`s stamped with an injected
/// clock, and presents display lists drawn by `CairoRenderer` (text shaped by Pango) into an
/// ARGB frame at the window's pixel scale, shown through one streaming texture.
///
/// An app loop:
/// ```swift
/// let host = try SDLWindowHost(title: "HelloContacts", clock: clock)
/// loop: while true {
///     for event in host.pollEvents() { … view.handle(input.offsetBy(dx: 0, dy: -header.height)) … }
///     view.tick()
///     host.present(list: view.displayList(), header: bar, dialogGeometry: presenter.dialogLayout)
///     host.waitForEvent(timeoutMs: SDLWindowHost.waitTimeout(needsAnimationFrames: view.needsAnimationFrames,
///                                                            nextDeadline: view.nextDeadline, now: clock.now))
/// }
/// ```
///
/// Hints set before `SDL_Init`: `SDL_RENDER_DRIVER=software` (the "accelerated" driver is
/// OpenGL on llvmpipe here, ~6× slower), `SDL_MOUSE_TOUCH_EVENTS=0` and
/// `SDL_TOUCH_MOUSE_EVENTS=0` (no synthetic mouse↔touch duplicates: the mouse is pointer 0,
/// fingers are pointers 100+, and pinch comes from two finger pointers). Text input is
/// started (`SDL_StartTextInput`): typed text arrives through ``pollEventsAndText()``.
///
/// Titles are UTF-8 on every path. Xlib converts a title through the C library's character
/// type locale, which is "C" in a process that never called `setlocale`: SDL 2.26 then set
/// `WM_NAME` to the title's UTF-8 bytes read as Latin-1 ("Lineup â\u{80}\u{94} Race 1") and
/// never `_NET_WM_NAME`. The host therefore takes the environment's `LC_CTYPE` when it is
/// UTF-8, else `C.UTF-8`, before SDL opens the display (``useUTF8CharacterLocale()``), and on
/// X11 writes the title itself after SDL: `_NET_WM_NAME` as `UTF8_STRING`, `WM_NAME` as
/// `STRING` (Latin-1 titles) or `COMPOUND_TEXT` — SDL in a UTF-8 locale writes an unregistered
/// "UTF-8" type that xdotool cannot match.
///
/// SDL video is single-threaded: create, use and release a host on the main thread. One host
/// per process (its teardown calls `SDL_Quit`). Teardown order: texture, SDL renderer, window,
/// `SDL_Quit`.
public final class SDLWindowHost {
    /// Where event times come from (never SDL timestamps).
    public let clock: any TimeSource
    /// The drawing code (its palette, text and image caches).
    public let renderer: CairoRenderer
    /// The SDL renderer that shows the frame's texture.
    var sdlRenderer: OpaquePointer?
    /// The streaming ARGB8888 texture the frame is drawn into, and its size in pixels.
    var frameTexture: OpaquePointer?
    var frameTextureSize = (width: Int32(0), height: Int32(0))
    /// The logical-to-pixel scale (renderer output size ÷ window size; 1 on X11).
    public private(set) var pixelScale: Double = 1
    var window: OpaquePointer?
    /// The window's size in points (mouse coordinates use these).
    public private(set) var windowSize: Size
    /// Modifiers held, tracked from key events (resynchronized when focus returns).
    var heldModifiers: Modifiers
    /// The same as SDL's raw `SDL_Keymod` mask (left and right apart), for typed text.
    var heldKeymod: UInt32
    /// The system cursors made so far, by shape, and the one shown.
    private var cursors: [PointerCursor: OpaquePointer] = [:]
    /// The cursor shown now (``setCursor(_:)``); the arrow at first.
    public private(set) var cursor = PointerCursor.arrow
    /// The window's size when it is neither maximised nor full screen (what an app saves to
    /// reopen at): the size it opened with, then the last size it was resized to while not
    /// maximised.
    public private(set) var restoredSize: Size

    /// Opens a window of `size` points titled `title`.
    /// - Throws: `SDLError` when SDL cannot initialize video (no display: set `DISPLAY` or
    ///   `SDL_VIDEODRIVER`), create the window or renderer, or when Pango has no fonts.
    public init(title: String = "Mosaic", size: Size = Size(width: 1280, height: 800),
                clock: any TimeSource = MonotonicClock()) throws(SDLError) {
        let w = size.width.isFinite ? Int32(min(max(size.width, 64), 16384)) : 1280
        let h = size.height.isFinite ? Int32(min(max(size.height, 64), 16384)) : 800
        Self.useUTF8CharacterLocale()
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        let created: CairoRenderer
        do throws(CairoError) { created = try CairoRenderer() } catch { throw SDLError(message: error.message) }
        guard SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) == 0 else { throw SDLError("SDL_Init") }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = mosaic_sdl_windowpos_centered()
        guard let window = SDL_CreateWindow(title, centered, centered, w, h, flags) else {
            let error = SDLError("SDL_CreateWindow")
            SDL_Quit()
            throw error
        }
        guard let sdlRenderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let error = SDLError("SDL_CreateRenderer(software)")
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw error
        }
        self.sdlRenderer = sdlRenderer
        self.clock = clock
        self.window = window
        renderer = created
        windowSize = Size(width: Double(w), height: Double(h))
        restoredSize = windowSize
        heldKeymod = SDL_GetModState().rawValue
        heldModifiers = SDLEventTranslator.modifiers(fromKeymod: heldKeymod)
        // SDL2 starts text input on desktops by itself; say so explicitly (typed text, IMEs).
        SDL_StartTextInput()
        updateMetrics()
        // After SDL's own (in SDL_CreateWindow), which the renderer's creation may repeat.
        self.title = title
    }

    deinit {
        for (_, c) in cursors { SDL_FreeCursor(c) }
        if let frameTexture { SDL_DestroyTexture(frameTexture) }
        if let sdlRenderer { SDL_DestroyRenderer(sdlRenderer) }
        if let window { SDL_DestroyWindow(window) }
        window = nil
        SDL_Quit()
    }

    /// Makes the C library's character type locale UTF-8 (the environment's `LC_CTYPE` when
    /// it is UTF-8, else `C.UTF-8`), so that Xlib converts window titles — Swift strings, UTF-8 —
    /// as UTF-8 and SDL sets `_NET_WM_NAME`. Only `LC_CTYPE` changes: numbers, dates and
    /// messages keep the "C" locale. Returns the locale now in effect ("C" when none is
    /// available, titles then stay ASCII-safe only).
    @discardableResult
    public static func useUTF8CharacterLocale() -> String {
        #if canImport(Glibc)
        func current() -> String { setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C" }
        func isUTF8() -> Bool {
            guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
            let name = String(cString: codeset).lowercased()
            return name == "utf-8" || name == "utf8"
        }
        if isUTF8() { return current() }
        if setlocale(LC_CTYPE, "") != nil, isUTF8() { return current() }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8() { return current() }
        }
        _ = setlocale(LC_CTYPE, "C")
        return current()
        #else
        return "C"
        #endif
    }

    /// The window's title (UTF-8, shown by the window manager: `_NET_WM_NAME` on X11).
    public var title: String {
        get { window.flatMap { SDL_GetWindowTitle($0) }.map { String(cString: $0) } ?? "" }
        set {
            guard let window else { return }
            SDL_SetWindowTitle(window, newValue)
            _ = mosaic_x11_set_title(window, newValue)
        }
    }

    /// The smallest size the user can give the window (`SDL_SetWindowMinimumSize`); a window
    /// smaller than it now grows to it. Zero (the default): SDL's own minimum (1×1).
    public var minimumSize: Size {
        get {
            guard let window else { return Size(width: 0, height: 0) }
            var w: Int32 = 0, h: Int32 = 0
            SDL_GetWindowMinimumSize(window, &w, &h)
            return Size(width: Double(w), height: Double(h))
        }
        set {
            guard let window, newValue.width.isFinite, newValue.height.isFinite else { return }
            let w = Int32(min(max(newValue.width, 0), 16384)), h = Int32(min(max(newValue.height, 0), 16384))
            SDL_SetWindowMinimumSize(window, w, h)
            if Double(w) > windowSize.width || Double(h) > windowSize.height {
                SDL_SetWindowSize(window, max(w, Int32(windowSize.width)), max(h, Int32(windowSize.height)))
                updateMetrics()
            }
        }
    }

    /// True while the window is maximised.
    public var isMaximized: Bool {
        guard let window else { return false }
        return SDL_GetWindowFlags(window) & SDL_WINDOW_MAXIMIZED.rawValue != 0
    }

    /// Hides the window at once (the app is quitting: it vanishes while the app saves and
    /// tears down, instead of after).
    public func hide() {
        guard let window else { return }
        SDL_HideWindow(window)
        SDL_PumpEvents()
    }

    /// Maximises the window (the window manager decides the size; a resize event follows).
    public func maximize() {
        if let window { SDL_MaximizeWindow(window) }
    }

    /// Shows `shape` as the mouse cursor (no-op when it already shows). SDL2's system cursors:
    /// the arrow, `SDL_SYSTEM_CURSOR_HAND` (a pointing hand) for `.grab`, and
    /// `SDL_SYSTEM_CURSOR_SIZEALL` (the four-way move arrows) for `.grabbing` — SDL2 has no
    /// closed-hand cursor, and the move cursor says "dragging" on every desktop without
    /// shipping a bitmap. A cursor SDL cannot make leaves the current one.
    public func setCursor(_ shape: PointerCursor) {
        guard shape != cursor else { return }
        if cursors[shape] == nil {
            let id: SDL_SystemCursor
            switch shape {
            case .arrow: id = SDL_SYSTEM_CURSOR_ARROW
            case .grab: id = SDL_SYSTEM_CURSOR_HAND
            case .grabbing: id = SDL_SYSTEM_CURSOR_SIZEALL
            }
            cursors[shape] = SDL_CreateSystemCursor(id)
        }
        guard let c = cursors[shape] else { return }
        SDL_SetCursor(c)
        cursor = shape
    }

    /// The collection's viewport below a ``WindowHeader`` `headerHeight` points high: the window
    /// minus the header (at least 1 point high).
    public func collectionViewportSize(headerHeight: Double) -> Size {
        Size(width: windowSize.width, height: max(1, windowSize.height - headerHeight))
    }

    /// Reads the window size and output size again and updates the render scale.
    func updateMetrics() {
        guard let window else { return }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        guard w > 0, h > 0 else { return }
        windowSize = Size(width: Double(w), height: Double(h))
        let flags = SDL_GetWindowFlags(window)
        if flags & (SDL_WINDOW_MAXIMIZED.rawValue | SDL_WINDOW_FULLSCREEN.rawValue) == 0 { restoredSize = windowSize }
        var ow: Int32 = 0, oh: Int32 = 0
        if let sdlRenderer, SDL_GetRendererOutputSize(sdlRenderer, &ow, &oh) == 0, ow > 0 {
            pixelScale = Double(ow) / Double(w)
        } else {
            pixelScale = 1
        }
    }

    /// Blocks until an event is queued or `timeoutMs` passes (0 only checks); the event stays
    /// queued for `pollEvents()`. Returns true when an event is waiting.
    @discardableResult
    public func waitForEvent(timeoutMs: Int) -> Bool {
        guard timeoutMs > 0 else { return SDL_PollEvent(nil) == 1 }
        return SDL_WaitEventTimeout(nil, Int32(clamping: timeoutMs)) == 1
    }

    /// How long an app loop may block in `waitForEvent`: one 60 fps frame (16 ms) while the
    /// engine animates, until its next deadline (a long-press timer) when one is set, and
    /// `idleMs` otherwise.
    public static func waitTimeout(needsAnimationFrames: Bool, nextDeadline: Double?, now: Double,
                                   idleMs: Int = 1000) -> Int {
        if needsAnimationFrames { return 16 }
        guard let deadline = nextDeadline, deadline.isFinite, now.isFinite else { return idleMs }
        let ms = ((deadline - now) * 1000).rounded(.up)
        return Int(min(max(ms, 0), Double(idleMs)))
    }
}
