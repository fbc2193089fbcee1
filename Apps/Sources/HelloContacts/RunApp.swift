import AppChrome
import ArgumentParser
import Foundation
import MosaicAnimation
import MosaicCore
import CAdwaita
import MosaicGTK
import MosaicSDL
import MosaicStore
import MosaicReplay
import MosaicView

/// The main job's options and behaviour: opens the window (or renders a snapshot, replays a
/// trace, plays the tour). The root command `hello-contacts` runs it.
struct RunApp: ParsableArguments {
    @OptionGroup var database: DatabaseOptions

    @Option(name: .long, help: "Sample contacts generated (deterministically) when a new database is created (60; with --import, none unless given).")
    var seed: Int?

    @Option(name: .customLong("import"), help: "Import contacts from a vCard 2.1/3.0/4.0 file (every property kept), then open the app; `hello-contacts import` imports only.")
    var importFile: String?

    @OptionGroup var charset: CharsetOption

    @Flag(name: .long, help: "Sync every commit to disk (SQLite synchronous=FULL), so a power loss loses none.")
    var durable = false

    @Flag(name: .long, help: "Lay the contacts out right to left (cards fill rows from the right, the first waterfall column is the rightmost, arrows follow) and mirror the window; default: the locale's direction (LANG=he_IL.UTF-8 or ar_EG.UTF-8: right to left).")
    var rtl = false

    @Option(name: .long, help: "flow or waterfall (default: the layout last used with this database, else flow).")
    var layout: String?

    @Option(name: .long, help: "Render one frame headless to this PNG (at least 640×400) and exit.")
    var snapshot: String?

    @Option(name: .long, help: "Window (and snapshot) size in points, WIDTHxHEIGHT (the window: default the size it had when last closed on this database, else 1280x800; snapshots 1280x800).")
    var size: String?

    @Option(name: .long, help: "Replay the events of a trace (the replay format) headlessly against the database, then exit.")
    var replay: String?

    @Option(name: .long, help: "Record the session's events to this file (the replay format) when the app quits.")
    var record: String?

    @Option(name: .long, help: "Play the built-in tour headlessly and write its frames as PNGs into this folder.")
    var tour: String?

    @Option(name: .long, help: "Diagnostics: append one line per input and per drawn frame of the window to this file.")
    var frameLog: String?

    @Option(name: .long, help: "The window: gtk (GTK 4 + libadwaita, the default) or sdl (the hand-drawn SDL window).")
    var backend = "gtk"

    @Option(name: .long, help: "Diagnostics: on ctrl+alt+d, write the offscreen rendering of the window's last frame to this folder (frame-N.png).")
    var frameDump: String?

    func validate() throws {
        if let layout, !["flow", "waterfall"].contains(layout.lowercased()) {
            throw ValidationError("--layout must be flow or waterfall, got \(layout)")
        }
        if !["gtk", "sdl"].contains(backend) { throw ValidationError("--backend must be gtk or sdl, got \(backend)") }
        if let seed, !(0...100_000).contains(seed) { throw ValidationError("--seed must be in 0...100000, got \(seed)") }
        guard windowSize != nil else { throw ValidationError("--size must be WIDTHxHEIGHT with each at least 640x400, got \(size ?? "")") }
    }

    var windowSize: Size? {
        let parts = (size ?? "1280x800").lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts[0] >= 640, parts[1] >= 400, parts[0] <= 8192, parts[1] <= 8192 else { return nil }
        return Size(width: parts[0], height: parts[1])
    }

    /// `--layout`, or the layout remembered by this database, or Flow.
    func layoutName(_ store: ContactStore) -> String {
        let chosen = layout ?? ((try? store.setting("layout")) ?? nil) ?? "flow"
        return chosen.lowercased() == "waterfall" ? "Waterfall" : "Flow"
    }

    func run() throws {
        _ = ContactsApplication.launchMicroseconds   // the launch time, for the window's first_frame_ms
        // Every input is read and checked before the database is opened — or created: a trace
        // or vCard file that cannot be read, is malformed or too large leaves nothing behind.
        let parsed = try importFile.map { try VCardFile.parse($0, charset: charset.charset) }
        let script = try replay.map { try TraceReplay.load($0, program: "hello-contacts") }
        // The GTK window: a second launch on the same database activates the first window and
        // exits 0 (GApplication uniqueness per database), before anything is opened.
        let windowed = snapshot == nil && script == nil && tour == nil
        let gtk = windowed && backend == "gtk" ? ContactsApplication(databasePath: database.path) : nil
        if let gtk, gtk.activateRunningInstance() { return }
        var phases = [("registered_ms", ContactsApplication.elapsedMilliseconds())]   // the launch's milestones
        // One instance per database (exit 4); the lock is released after the store closed.
        let lock = try database.lockIfExists()
        // The GTK window shares its database: `hello-contacts import` may write while it is
        // open (the window shows the new contacts), so it lets go of the lock once it checked
        // that no other instance holds it — before any SQLite connection is open (closing the
        // lock's descriptor later would drop SQLite's own locks of this process).
        if gtk != nil { lock?.release() }
        let store = try database.open(durable: durable)
        phases.append(("opened_ms", ContactsApplication.elapsedMilliseconds()))
        let held = gtk != nil ? nil : try lock ?? database.lock()
        defer { held?.release() }
        do {
            // A new database gets the sample contacts when --seed asks for them, or when nothing
            // is imported into it (no --import, or a file with no usable card) — not otherwise.
            if store.isNew, let seed { _ = try store.seedIfNeeded(count: seed) }
            var imported = 0
            if let importFile, let parsed { imported = try importContacts(parsed, from: importFile, into: store) }
            if store.isNew, seed == nil, imported == 0 { _ = try store.seedIfNeeded(count: Self.defaultSeedCount) }
        } catch {
            AppOutput.error("hello-contacts: \(error)")
            throw ExitCode(3)
        }
        try database.checkItemCount(store)
        let size = windowSize ?? Size(width: 1280, height: 800)
        let viewport = Size(width: size.width, height: size.height - TopBar.height)
        if let snapshot {
            let controller = try makeController(store, viewport: viewport, clock: ManualClock())
            try HeadlessFrames.render(controller, size: size, to: snapshot)
            print("wrote \(snapshot)")
            try finish(controller)
            return
        }
        if let script {
            let clock = ManualClock()
            let controller = try makeController(store, viewport: viewport, clock: clock)
            try TraceReplay.run(script, controller: controller, clock: clock)
            try finish(controller)
            return
        }
        if let tour {
            let clock = ManualClock()
            let controller = try makeController(store, viewport: viewport, clock: clock)
            try Tour.play(controller, clock: clock, size: size, directory: tour)
            try finish(controller)
            return
        }
        let environment = ProcessInfo.processInfo.environment
        if (environment["DISPLAY"] ?? "").isEmpty, (environment["WAYLAND_DISPLAY"] ?? "").isEmpty,
           (environment["SDL_VIDEODRIVER"] ?? "").isEmpty {
            AppOutput.error("hello-contacts: cannot open a window: no display (DISPLAY and WAYLAND_DISPLAY are unset); use --snapshot OUT.png or --tour DIR")
            throw ExitCode(1)
        }
        if let gtk {
            let saved = self.size == nil ? WindowState(settings: (try? store.settings(prefix: "window.")) ?? [:]) : nil
            let state = saved ?? WindowState(size: size)
            let controller = try makeController(store, viewport: Size(width: state.size.width, height: state.size.height - 47),
                                                clock: GTKFrameClock())
            phases.append(("loaded_ms", ContactsApplication.elapsedMilliseconds()))
            gtk.run(controller: controller, options: WindowOptions(state: state, log: frameLog, rightToLeft: layoutDirection == .rightToLeft,
                                                                   launchPhases: phases))
            try finish(controller)
            Foundation.exit(0)
        }
        let clock = MonotonicClock()
        // The window reopens as it was closed on this database (size, maximised, first visible
        // contact), unless --size says otherwise.
        let saved = self.size == nil ? WindowState(settings: (try? store.settings(prefix: "window.")) ?? [:]) : nil
        let windowSize = saved?.size ?? size
        let controller = try makeController(store, viewport: Size(width: windowSize.width, height: windowSize.height - TopBar.height),
                                            clock: clock)
        if let saved { controller.view.restore(saved) { Int64($0) } }
        let window: CollectionWindow<Int, Int64>
        do { window = try CollectionWindow(title: "HelloContacts", size: windowSize, view: controller.view, clock: clock) } catch {
            AppOutput.error("hello-contacts: cannot open a window: \(error) (no display? use --snapshot or --tour)")
            throw ExitCode(1)
        }
        let recorder = record.map { _ in ReplayRecorder(initial: initialScript(controller)) }
        recorder?.record(controller.view)
        let loop = WindowLoop(window: window, controller: controller)
        loop.diagnose(log: frameLog, dump: frameDump)
        if saved?.isMaximized == true { window.host.maximize() }
        loop.run()
        loop.saveState()
        if let recorder, let record {
            do { try recorder.write(to: record) } catch { AppOutput.error("hello-contacts: cannot write \(record): \(error)") }
        }
        try finish(controller)
        // Everything is saved and the window is hidden: end here. Returning would free the
        // model object by object and tear SDL down (~100 ms with 50,000 contacts; closing an
        // X input method can take seconds on a desktop) — the system reclaims both at once.
        Foundation.exit(0)
    }

    /// `--rtl`, else the locale's direction (`LC_ALL`, `LC_MESSAGES`, `LANG`); the GTK window
    /// also follows GTK's own default direction.
    var layoutDirection: LayoutDirection {
        rtl ? .rightToLeft : LayoutDirection(environment: { ProcessInfo.processInfo.environment[$0] })
    }

    func makeController(_ store: ContactStore, viewport: Size, clock: any TimeSource) throws -> ContactsController {
        do {
            // Layout and spacing are remembered per database (issue 14.11).
            let spacing = ((try? store.setting("spacing")) ?? nil).flatMap(Double.init).map { min(max($0, 0), 200) }
            return try ContactsController(store: store, viewport: viewport, layoutName: layoutName(store), spacing: spacing,
                                          layoutDirection: layoutDirection, clock: clock)
        } catch let error as StoreError {
            AppOutput.error("hello-contacts: \(error)")
            throw ExitCode(3)
        }
    }

    /// Reports a store failure seen during the session (exit 3); closes the store, which
    /// checkpoints the WAL so that the main file alone holds every commit.
    func finish(_ controller: ContactsController) throws {
        if let error = controller.storeError {
            AppOutput.error("hello-contacts: \(error)")
            throw ExitCode(3)
        }
        do {
            try controller.saveSettings()
            try controller.store.close()
        } catch {
            AppOutput.error("hello-contacts: \(error)")
            throw ExitCode(3)
        }
    }

    /// Imports a vCard file read and checked before (`VCardFile.parse`) and reports it on
    /// stderr. - Returns: how many contacts were added.
    func importContacts(_ parsed: VCardParser.Result, from path: String, into store: ContactStore) throws(StoreError) -> Int {
        let report = try store.importVCard(parsed)
        for line in VCardFile.summary(report, file: path, database: store.path) { AppOutput.error(line) }
        return report.importedCards.count
    }

    /// Sample contacts in a new database when `--seed` is not given (and nothing is imported).
    static let defaultSeedCount = 60

    /// The replay script describing the session's starting state (for `--record`).
    func initialScript(_ controller: ContactsController) -> ReplayScript {
        let view = controller.view
        // Every group is a section, each under its header when there are several (as drawn).
        let sections = TraceReplay.sections(of: view)
        return ReplayScript(viewport: view.viewportSize, layout: TraceReplay.layoutSpec(of: view), sections: sections, mode: view.mode,
                            allowsMultipleSelection: false,
                            recognizesDoubleTap: controller.view.configuration.recognizesDoubleTap,
                            mouseDragDistance: controller.view.configuration.beginsDragOnMouseMovement
                                ? controller.view.configuration.mouseDragDistance : nil,
                            centersLines: controller.layoutName == "Flow",
                            menuActions: [ContactsController.openAction],
                            doubleClickInterval: controller.view.configuration.doubleClickInterval > 0
                                ? controller.view.configuration.doubleClickInterval : nil,
                            headerHeight: sections.count > 1 ? ContactLayouts.headerHeight : 0,
                            layoutDirection: view.layoutDirection, events: [])
    }
}
