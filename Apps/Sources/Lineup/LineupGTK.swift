import AppGTK
import CAdwaita
import Foundation
import LineupKit
import MosaicCore
import MosaicGTK
import MosaicInteraction
import MosaicSDL
import MosaicView

/// Lineup's GTK window (the default backend): an `AdwApplicationWindow` with a header bar —
/// the lineup switcher and its menu (New, Duplicate, Rename, Delete), the modes "Swap" and
/// "Arrange bench", Undo, Redo, the lock and the primary menu (Team…, Export…, Print…,
/// Keyboard Shortcuts, About) — the balance gauges with their words, and the boat and bench in
/// MosaicGTK's `CollectionWidget`. Status messages appear as toasts.
///
/// What tests read goes to stdout, a line each: `ready: area X Y W H` (the collection's drawing
/// area in the window's surface), `widget NAME X Y W H` for the header's controls, `lineup: NAME`
/// after a switch, `switch_ms: N` (selection → the new lineup's frame painted), `status: …`,
/// `exported: PATH`, `printed: PATH`, `team: N paddlers`.
final class LineupGTK {
    let store: LineupStore
    let app: OpaquePointer
    let size: Size
    /// The team's name (the database file's), for the sheet's title.
    let teamName: String
    var window: UnsafeMutablePointer<GtkWidget>!
    var stack: UnsafeMutablePointer<GtkWidget>!
    var toasts: UnsafeMutablePointer<GtkWidget>!
    var gauges: BalanceGauges!
    var header = HeaderControls()
    /// The open pages by lineup name, and the one shown.
    var pages: [String: LineupPage] = [:]
    var page: LineupPage!
    /// The team's lineups, in the switcher's order.
    var names: [String] = []
    var initialName: String
    var pagesMade = 0
    /// True while the window sets its own controls (their signals then do nothing).
    var syncing = false
    var reportedReady = false
    var lastStatus = ""
    /// The monotonic µs of a switch whose frame has not been painted yet.
    var switchStarted: Int64?
    /// The main thread's CPU seconds when that switch started (``threadCPUSeconds()``).
    var switchStartedCPU = 0.0

    /// The calling thread's CPU time in seconds (`CLOCK_THREAD_CPUTIME_ID`).
    static func threadCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
    /// The exit status: 0, or 3 after a store error.
    var exitStatus: Int32 = 0
    /// `--rtl` or the locale: GTK's default direction becomes right to left when the window
    /// opens, so the header bar mirrors and every page's collection follows it.
    var rightToLeft = false

    /// The window's state when it was last closed on this database (restored), and now.
    let saved: WindowState?
    var memory: GTKWindowMemory

    init(store: LineupStore, lineup: String, size: Size, teamName: String, saved: WindowState?) {
        self.store = store
        self.size = size
        self.saved = saved
        memory = GTKWindowMemory(size: size, isMaximized: saved?.isMaximized ?? false)
        self.teamName = teamName
        initialName = lineup
        g_set_prgname("lineup")   // the name screen readers (AT-SPI) list the app under
        app = OpaquePointer(adw_application_new("org.mosaic.Lineup", G_APPLICATION_NON_UNIQUE)!)
    }

    /// Runs the main loop until the window closes or ctrl+q; returns the exit status.
    func run() -> Int32 {
        GSignal.on(app, "activate") { [unowned self] in activate() }
        let quit = g_simple_action_new("quit", nil)!
        GSignal.onPointer(quit, "activate", argument: { [unowned self] _ in quitApp() })
        g_action_map_add_action(app, quit)
        GAction.setAccelerators(app, "app.quit", ["<Control>q"])
        let status = g_application_run(UnsafeMutablePointer<GApplication>(app), 0, nil)
        saveWindowState()
        return status != 0 ? status : exitStatus
    }

    func quitApp() {
        g_application_quit(UnsafeMutablePointer<GApplication>(app))
    }

    private func activate() {
        do { names = try store.lineupNames() } catch { return fail(error) }
        // After GTK's initialisation, which sets the default from GTK's own translations.
        if rightToLeft { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }
        let window = adw_application_window_new(UnsafeMutablePointer<GtkApplication>(app))!
        self.window = window
        let gtkWindow: UnsafeMutablePointer<GtkWindow> = gp(window)
        gtk_window_set_default_size(gtkWindow, Int32(size.width), Int32(size.height))
        gtk_widget_set_size_request(window, 640, 400)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gp(content), buildHeaderBar())
        nameHeaderForScreenReaders()
        gauges = BalanceGauges()
        gtk_box_append(gp(content), gauges.widget)
        stack = gtk_stack_new()
        gtk_stack_set_transition_type(gp(stack), GTK_STACK_TRANSITION_TYPE_NONE)
        // Only the shown page is measured (every page fills the stack): a switch does not
        // measure the hidden pages' widgets.
        gtk_stack_set_hhomogeneous(gp(stack), 0)
        gtk_stack_set_vhomogeneous(gp(stack), 0)
        gtk_widget_set_vexpand(stack, 1)
        toasts = adw_toast_overlay_new()
        adw_toast_overlay_set_child(gp(toasts), stack)
        gtk_box_append(gp(content), toasts)
        adw_application_window_set_content(UnsafeMutablePointer<AdwApplicationWindow>(gp(window)), content)
        installActions()
        show(initialName)
        restoreMaximized()
        gtk_window_present(gtkWindow)
    }

    // MARK: Pages

    /// Shows lineup `name`, making its page first if needed.
    func show(_ name: String) {
        let page: LineupPage
        if let existing = pages[name] { page = existing } else {
            do { page = try makePage(name) } catch { return fail(error) }
            pages[name] = page
        }
        self.page?.controller.updateHint(at: nil)
        self.page = page
        gtk_stack_set_visible_child_name(gp(stack), page.stackName)
        gtk_window_set_title(gp(window), "Lineup — \(name)")
        _ = gtk_widget_grab_focus(gtkWidget(page.collection.drawingArea))
        lastStatus = page.controller.status
        refreshChrome()
        say("lineup: \(name)")
    }

    func makePage(_ name: String) throws -> LineupPage {
        let controller = try LineupController(store: store, lineup: name, viewport: Size(width: size.width, height: size.height - 140),
                                              clock: GTKFrameClock())
        // Tab leaves the boat for the header's controls (GTK moves the focus on).
        controller.view.delegate.focusLeaves = nil
        let collection = try CollectionWidget(view: controller.view)
        pagesMade += 1
        let page = LineupPage(controller: controller, collection: collection, stackName: "page\(pagesMade)")
        collection.content = { [unowned controller] in controller.cellContent($0) }
        collection.snapshotContent = { [unowned controller] in controller.cellContent($0, asSnapshot: true) }
        collection.supplementaryContent = { [unowned controller] in controller.headerContent($0) }
        collection.onKey = { [unowned self] key, modifiers in handleKey(key, modifiers) }
        collection.onInput = { [unowned self, unowned controller] input in
            switch input {
            case .hover(let p, _), .pointerMoved(_, let p, _), .pointerDown(_, let p, _, _): hover(controller, at: p)
            default: break
            }
        }
        collection.onFrameDrawn = { [unowned self] _ in frameDrawn() }
        controller.onChange = { [unowned self, unowned collection] in
            collection.setNeedsDisplay()
            if self.page?.collection === collection { refreshChrome() }
        }
        gtk_stack_add_named(gp(stack), gtkWidget(collection.widget), page.stackName)
        return page
    }

    /// The seat under the pointer says why it refuses, drawn at the seat (printed for tests).
    private func hover(_ controller: LineupController, at point: Point) {
        guard controller.updateHint(at: point) else { return }
        say("hint: \(controller.hint?.text ?? "none")")
    }

    /// App keys (outside drags), as in the SDL window: m the mode, k the lock, i injured.
    private func handleKey(_ key: Key, _ modifiers: Modifiers) -> Bool {
        if page.controller.handleUndoKey(key, modifiers) {
            refreshChrome()
            return true
        }
        guard case .character(let c) = key, modifiers.isEmpty, !page.controller.view.dragInProgress else { return false }
        switch c {
        case "m": page.controller.toggleMoveMode()
        case "k": page.controller.toggleLock()
        case "i": page.controller.toggleInjured()
        default: return false
        }
        return true
    }

    // MARK: State shown

    /// Sets the header's controls, the gauges and the toasts from the shown lineup's state.
    func refreshChrome() {
        guard let page, window != nil else { return }
        let controller = page.controller, view = controller.view
        syncing = true
        defer { syncing = false }
        let locked = controller.live.locked
        gtk_widget_set_sensitive(header.undo, controller.canUndo && !locked ? 1 : 0)
        gtk_widget_set_sensitive(header.redo, controller.canRedo && !locked ? 1 : 0)
        gtk_toggle_button_set_active(gp(header.lock), locked ? 1 : 0)
        gtk_widget_set_tooltip_text(header.lock, locked ? "Unlock the lineup (k)" : "Lock the lineup against changes (k)")
        gtk_button_set_icon_name(gp(header.lock), locked ? "changes-prevent-symbolic" : "changes-allow-symbolic")
        gtk_toggle_button_set_active(gp(header.swap), view.mode == .exchange ? 1 : 0)
        gtk_toggle_button_set_active(gp(header.arrange), view.mode == .edit ? 1 : 0)
        // Locked, nothing moves in either mode: the mode switch would do nothing.
        gtk_widget_set_sensitive(header.modes, locked ? 0 : 1)
        if let index = names.firstIndex(of: controller.live.name),
           gtk_drop_down_get_selected(gp(header.switcher)) != UInt32(index) {
            gtk_drop_down_set_selected(gp(header.switcher), UInt32(index))
        }
        gauges.show(controller.balance)
        if controller.status != lastStatus {
            lastStatus = controller.status
            if !lastStatus.isEmpty { toast(lastStatus) }
        }
        if let error = controller.storeError, exitStatus == 0 {
            exitStatus = 3
            LineupOutput.error("lineup: \(error)")
        }
    }

    /// Shows `message` as a toast (and prints `status: …`).
    func toast(_ message: String) {
        say("status: \(message)")
        let toast = adw_toast_new(message)
        adw_toast_set_timeout(toast, 4)
        adw_toast_overlay_add_toast(gp(toasts), toast)
    }

    /// A store failure: said on stderr, and the app ends with exit 3.
    func fail(_ error: any Error) {
        LineupOutput.error("lineup: \(error)")
        exitStatus = 3
        quitApp()
    }

    private func frameDrawn() {
        // Undo/Redo follow the view (a commit's drag ends after its notification).
        if let page, gtk_widget_get_sensitive(header.undo) != (page.controller.canUndo && !page.controller.live.locked ? 1 : 0)
            || gtk_widget_get_sensitive(header.redo) != (page.controller.canRedo && !page.controller.live.locked ? 1 : 0) {
            refreshChrome()
        }
        rememberState()
        guard !reportedReady, let page else { return }
        reportedReady = true
        restoreScroll()
        let area = gtkWidget(page.collection.drawingArea)
        if let clock = gtk_widget_get_frame_clock(area) { watchPaints(clock) }
        warmPages()
        say("ready: area " + geometry(area))
        for (name, widget) in header.named { say("widget \(name) " + geometry(widget)) }
        startMeasuring()
    }

    /// `X Y W H` of `widget` in its window's surface (what xdotool's window coordinates are).
    func geometry(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        var x = 0.0, y = 0.0, sx = 0.0, sy = 0.0
        if let native = gtk_widget_get_native(widget) {
            gtk_native_get_surface_transform(native, &sx, &sy)
            _ = gtk_widget_translate_coordinates(widget, UnsafeMutablePointer<GtkWidget>(native), 0, 0, &x, &y)
        }
        return "\(Int(x + sx)) \(Int(y + sy)) \(gtk_widget_get_width(widget)) \(gtk_widget_get_height(widget))"
    }

    /// After each paint of the window's frame clock: a pending switch's frame is on screen.
    private func watchPaints(_ clock: OpaquePointer) {
        guard !watchingPaints else { return }
        watchingPaints = true
        GSignal.on(clock, "after-paint") { [unowned self] in
            guard let started = switchStarted else { return }
            switchStarted = nil
            let ms = Double(Int64(g_get_monotonic_time()) - started) / 1_000
            // The main thread's CPU time in it: the switch's own work, whatever the machine's load.
            let cpu = (Self.threadCPUSeconds() - switchStartedCPU) * 1_000
            say("switch_ms: \((ms * 100).rounded() / 100) cpu_ms: \((cpu * 100).rounded() / 100)")
            onSwitchPainted?()
        }
    }
    var watchingPaints = false
    /// Called once a switch's frame was painted (the measurement's next step).
    var onSwitchPainted: (() -> Void)?
    /// True while idle callbacks make the pages not opened yet.
    var warming = false
    /// The team window while it is open.
    var teamDialog: TeamDialog?
}
