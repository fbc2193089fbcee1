import ArgumentParser
import Foundation
import LineupKit
import MosaicStore

/// `lineup`: a dragon boat lineup editor (a showcase for exchange mode). Exit codes, as
/// HelloContacts': 0 done, 1 no window or an unreadable trace, 2 a malformed or too large
/// trace or a team over the size limit, 3 the database cannot be used (left byte-identical),
/// 4 the database is in use by another instance, 64 bad usage (an unknown lineup too).
@main
struct LineupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lineup",
        abstract: "A dragon boat lineup editor: drag a paddler's grip onto another to swap their seats.",
        discussion: """
        A libadwaita window (--backend sdl: the SDL window) with the boat (drummer, rows 1-10 left and \
        right, steerer) and the bench. Swap: press on a paddler's grip (the bar on the cell's left edge) \
        and drag onto another seat to swap them, or a spare onto an empty seat to fill it; the balance \
        gauges follow live. The drummer and steerer seats take only paddlers with that role; an injured \
        paddler's seat cannot be displaced; nothing moves while locked; the seat under the pointer says \
        why it refuses. The header bar switches lineups (New, Duplicate, Rename, Delete), Swap / Arrange \
        bench, Undo, Redo, the lock, and the menu: Team…, Export… (PDF, PNG), Print…. Keys: m Swap / \
        Arrange bench, k lock / unlock, i mark the selected paddler injured, escape cancel a drag, ctrl+z \
        undo, ctrl+shift+z redo, ctrl+n / ctrl+d / F2 new, duplicate, rename a lineup, ctrl+t team, \
        ctrl+e export, ctrl+p print, ctrl+q quit.
        """,
        subcommands: [ListLineup.self, RosterCommand.self, LineupsCommand.self, ExportCommand.self, ImportRosterCommand.self])

    @OptionGroup var app: RunLineup

    func run() throws { try app.run() }
}

/// Options shared by the app and `list`.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .long, help: "The team's database (default: $XDG_DATA_HOME/mosaic/lineup.sqlite, i.e. ~/.local/share/mosaic/lineup.sqlite).")
    var db: String?

    @Option(name: .long, help: "The lineup to open (default: the team's first, \"Race 1\" in a new database).")
    var lineup: String?

    var path: String { Self.path(db) }

    /// `db`, else the default database path.
    static func path(_ db: String?) -> String {
        if let db { return db }
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() + "/.local/share")
        return base + "/mosaic/lineup.sqlite"
    }

    /// Opens the store or exits with code 3 and a message naming the file.
    func open(_ access: LineupStore.Access) throws -> LineupStore {
        do { return try LineupStore(path: path, access: access) } catch {
            LineupOutput.error("lineup: \(error)")
            throw ExitCode(3)
        }
    }

    /// The most paddlers a team may have: 1,000 (the app keeps the team in memory and draws
    /// every bench cell; a database with more is refused with exit 2).
    static let maximumTeamSize = 1_000

    /// Takes the database's instance lock (exit 4 when another instance holds it; 3 when the
    /// file cannot be opened), or nil when no file exists yet (`lock()` after creating it).
    func lockIfExists() throws -> InstanceLock? {
        FileManager.default.fileExists(atPath: path) ? try lock() : nil
    }

    /// Takes the database's instance lock, or exits with code 4 (another instance holds it).
    func lock() throws -> InstanceLock {
        do { return try InstanceLock(exclusiveOn: path) } catch {
            LineupOutput.error("lineup: lineup database \(path): \(error.reason)")
            throw ExitCode(error.kind == .inUse ? 4 : 3)
        }
    }

    /// Exit 2 when the team has more than `maximumTeamSize` paddlers.
    func checkTeamSize(_ store: LineupStore) throws {
        let count: Int
        do { count = try store.team().count } catch {
            LineupOutput.error("lineup: \(error)")
            throw ExitCode(3)
        }
        guard count <= Self.maximumTeamSize else {
            LineupOutput.error("lineup: lineup database \(path): its team has \(count) paddlers; the app loads at most \(Self.maximumTeamSize)")
            throw ExitCode(2)
        }
    }

    /// The lineup to open: `--lineup`, else the first in the store.
    func lineupName(in store: LineupStore) throws -> String {
        if let lineup { return lineup }
        do {
            guard let first = try store.lineupNames().first else {
                LineupOutput.error("lineup: lineup database \(store.path): it holds no lineup")
                throw ExitCode(3)
            }
            return first
        } catch let error as LineupStoreError {
            LineupOutput.error("lineup: \(error)")
            throw ExitCode(3)
        }
    }
}

/// `lineup list [--db PATH] [--lineup NAME]`: the seats as text, one per line.
struct ListLineup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print a lineup's seats, one per line: drummer, 1L … 10R, steerer, then the bench.")

    @OptionGroup var database: DatabaseOptions

    func run() throws {
        // Never creates or writes: a path where nothing exists has no lineup to list.
        guard FileManager.default.fileExists(atPath: database.path) else {
            if let name = database.lineup {
                LineupOutput.error("lineup: no lineup \"\(name)\": \(database.path) does not exist")
                throw ExitCode(64)
            }
            return
        }
        // Held while reading, so no instance starts writing under an immutable read.
        let reading = InstanceLock(sharedOn: database.path)
        defer { reading?.release() }
        let store = try database.open(.readOnly)
        let name = try database.lineupName(in: store)
        do {
            let lineup = try store.load(name)
            for line in lineup.listing { print(line) }
            try store.close()
        } catch let error as UnknownLineupError {
            LineupOutput.error("lineup: \(error)")
            throw ExitCode(64)
        } catch {
            LineupOutput.error("lineup: \(error)")
            throw ExitCode(3)
        }
    }
}

/// Messages on stderr, line by line.
enum LineupOutput {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// Prints `line` on stdout at once (tests read the window's output while it runs).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
