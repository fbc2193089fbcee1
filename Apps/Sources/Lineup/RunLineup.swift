import AppChrome
import ArgumentParser
import Foundation
import LineupKit
import MosaicAnimation
import MosaicCore
import MosaicReplay
import MosaicSDL
import MosaicStore
import MosaicView

/// The app's options and behaviour: opens the window, or renders a snapshot, replays a trace
/// or plays the tour headlessly.
struct RunLineup: ParsableArguments {
    @OptionGroup var database: DatabaseOptions

    @Option(name: .long, help: "Paddlers in a new database's sample team (22...60; default 26: 22 in the boat, 4 on the bench), or 0 for a team of your own: no paddlers yet (add them with Team…) and one lineup, every seat empty.")
    var seed: Int?

    @Flag(name: .long, help: "Create the --lineup NAME if the database has none by that name (a copy of its first lineup).")
    var create = false

    @Option(name: .long, help: "Render one frame headless to this PNG and exit.")
    var snapshot: String?

    @Option(name: .long, help: "Window (and snapshot) size in points, WIDTHxHEIGHT (at least 1040x760; the window: default the size it had when last closed on this database, else 1280x800).")
    var size: String?

    @Option(name: .long, help: "Replay the events of a trace (the replay format) headlessly against the database, then exit.")
    var replay: String?

    @Option(name: .long, help: "Play the built-in tour headlessly and write its frames as PNGs into this folder.")
    var tour: String?

    @Flag(name: .long, help: "Right to left: the boat on the right, the bench on the left filling its rows from the right (each seat stays on its side of the boat), the window mirrored; default: the locale's direction (LANG=he_IL.UTF-8 or ar_EG.UTF-8: right to left).")
    var rtl = false

    @Option(name: .long, help: "The window's toolkit: gtk (default: a libadwaita window) or sdl (the SDL window).")
    var backend: Backend = .gtk

    /// The window's toolkit.
    enum Backend: String, ExpressibleByArgument, CaseIterable {
        case gtk, sdl
    }

    func validate() throws {
        if let seed, seed != 0, !SampleTeam.counts.contains(seed) {
            throw ValidationError("--seed must be 0 (an empty team) or in \(SampleTeam.counts.lowerBound)...\(SampleTeam.counts.upperBound), got \(seed)")
        }
        guard windowSize != nil else { throw ValidationError("--size must be WIDTHxHEIGHT with each at least 1040x760, got \(size ?? "")") }
        if create, database.lineup == nil { throw ValidationError("--create needs --lineup NAME") }
    }

    var windowSize: Size? {
        let parts = (size ?? "1280x800").lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts[0] >= 1040, parts[1] >= 760, parts[0] <= 8192, parts[1] <= 8192 else { return nil }
        return Size(width: parts[0], height: parts[1])
    }

    func run() throws {
        // A trace is read before the database is opened: an unreadable or malformed one
        // touches nothing.
        var script: ReplayScript?
        if let replay {
            if let reason = ReplayScript.unreadableReason(replay) {
                LineupOutput.error("lineup: cannot read trace file \(replay): \(reason)")
                throw ExitCode(1)
            }
            if let reason = ReplayScript.oversizeReason(replay) {
                LineupOutput.error("lineup: \(replay): \(reason)")
                throw ExitCode(2)
            }
            do { script = try ReplayScript.load(contentsOfFile: replay) } catch {
                LineupOutput.error("lineup: \(replay): \(error.message)")
                throw ExitCode(2)
            }
        }
        // One instance per database (exit 4); the lock is released after the store closed.
        let lock = try database.lockIfExists()
        let store = try database.open(.readWrite)
        let held = try lock ?? database.lock()
        defer { held.release() }
        if store.isNew {
            let first = database.lineup ?? "Race 1"
            let team = seed == 0 ? [] : SampleTeam.team(count: seed ?? SampleTeam.defaultCount)
            let lineups = seed == 0 ? [Lineup.empty(name: first, team: [])] : SampleTeam.lineups(team: team, firstName: first)
            do { try store.seed(team: team, lineups: lineups) } catch {
                LineupOutput.error("lineup: \(error)")
                throw ExitCode(3)
            }
        }
        try database.checkTeamSize(store)
        let name = try database.lineupName(in: store)
        let size = windowSize ?? Size(width: 1280, height: 800)
        let viewport = Size(width: size.width, height: size.height - TopBar.height)

        if let snapshot {
            let controller = try makeController(store, name: name, viewport: viewport, clock: ManualClock())
            do { try LineupSession.render(controller, size: size, to: snapshot) } catch {
                LineupOutput.error("lineup: cannot render \(snapshot): \(error)")
                throw ExitCode(1)
            }
            print("wrote \(snapshot)")
            return try finish(controller)
        }
        if let script {
            let clock = ManualClock()
            let controller = try makeController(store, name: name, viewport: viewport, clock: clock)
            print(LineupSession.replay(script, controller: controller, clock: clock).jsonString())
            return try finish(controller)
        }
        if let tour {
            let clock = ManualClock()
            let controller = try makeController(store, name: name, viewport: viewport, clock: clock)
            do {
                let frames = try LineupSession.tour(controller, clock: clock, size: size, directory: tour)
                print("tour: wrote \(frames.count) frames to \(tour)")
            } catch {
                LineupOutput.error("lineup: cannot write the tour into \(tour): \(error)")
                throw ExitCode(1)
            }
            return try finish(controller)
        }
        let environment = ProcessInfo.processInfo.environment
        if (environment["DISPLAY"] ?? "").isEmpty, (environment["WAYLAND_DISPLAY"] ?? "").isEmpty,
           (environment["SDL_VIDEODRIVER"] ?? "").isEmpty {
            LineupOutput.error("lineup: cannot open a window: no display (DISPLAY and WAYLAND_DISPLAY are unset); use --snapshot OUT.png or --tour DIR")
            throw ExitCode(1)
        }
        // The window reopens as it was closed on this database, unless --size says otherwise.
        let saved = self.size == nil ? LineupWindow.savedState(store) : nil
        if backend == .gtk { return try runGTK(store, name: name, size: saved?.size ?? size, saved: saved) }
        let clock = MonotonicClock()
        let windowSize = saved?.size ?? size
        let controller = try makeController(store, name: name, viewport: Size(width: windowSize.width, height: windowSize.height - TopBar.height),
                                            clock: clock)
        let window: CollectionWindow<Int, Int>
        do { window = try CollectionWindow(title: "Lineup — \(name)", size: windowSize, view: controller.view, clock: clock) } catch {
            LineupOutput.error("lineup: cannot open a window: \(error) (no display? use --snapshot or --tour)")
            throw ExitCode(1)
        }
        LineupWindow(window: window, controller: controller).run(restoring: saved)
        try finish(controller)
        // Saved, closed, the window hidden: end now rather than tear SDL down (see HelloContacts).
        Foundation.exit(0)
    }

    /// The GTK window on `store`, showing lineup `name` first; returns when it closed. Exit 3
    /// after a store error (every change before it was saved).
    func runGTK(_ store: LineupStore, name: String, size: Size, saved: WindowState?) throws {
        // Checks the name (exit 64 for an unknown lineup) and creates it with --create.
        _ = try makeController(store, name: name, viewport: size, clock: ManualClock())
        let gtk = LineupGTK(store: store, lineup: name, size: size, teamName: ExportCommand.teamName(store.path), saved: saved)
        gtk.rightToLeft = layoutDirection == .rightToLeft
        let status = gtk.run()
        do { try store.close() } catch {
            LineupOutput.error("lineup: \(error)")
            throw ExitCode(3)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// `--rtl`, else the locale's direction (`LC_ALL`, `LC_MESSAGES`, `LANG`); the GTK window
    /// also follows GTK's own default direction.
    var layoutDirection: LayoutDirection {
        rtl ? .rightToLeft : LayoutDirection(environment: { ProcessInfo.processInfo.environment[$0] })
    }

    /// The controller for lineup `name`, creating it first with `--create`.
    func makeController(_ store: LineupStore, name: String, viewport: Size, clock: any TimeSource) throws -> LineupController {
        do {
            if create, try !store.lineupNames().contains(name), let first = try store.lineupNames().first {
                try store.create(name, copying: try store.load(first))
            }
            let controller = try LineupController(store: store, lineup: name, viewport: viewport, clock: clock)
            controller.view.setLayoutDirection(layoutDirection)
            return controller
        } catch let error as UnknownLineupError {
            LineupOutput.error("lineup: \(error)")
            try? store.close()
            throw ExitCode(64)
        } catch {
            LineupOutput.error("lineup: \(error)")
            throw ExitCode(3)
        }
    }

    /// Reports a store failure of the session (exit 3); closes the store, which checkpoints
    /// the WAL so that the main file alone holds every commit.
    func finish(_ controller: LineupController) throws {
        do { try controller.close() } catch {
            LineupOutput.error("lineup: \(error)")
            throw ExitCode(3)
        }
    }
}
