import ArgumentParser
import CSDL2
import Foundation
import MosaicStore

/// `hello-contacts`: the contacts grid. Exit codes: 0 success, 1 other failure
/// (no display, unreadable file), 2 a malformed replay trace or an input over its limit (a
/// trace over 8 MiB, a vCard file or value over ``VCardLimits``, an unknown `--charset`, a
/// database of more than 200,000 contacts), 3 the database cannot be used (empty, corrupt,
/// another program's, from a newer version, locked, unwritable) or refused a change — never a
/// silent reset, and a refused file is left byte-identical. 4 the database is in use by another
/// instance. 5 `sync`: a network or server error; 6 `sync`: authentication failed. 64 bad usage.
/// Inputs are checked before a database is created.
@main
struct HelloContactsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hello-contacts",
        abstract: "A contacts grid: select, delete, reorder and exchange by touch, mouse and keyboard.",
        discussion: """
        Opens a GTK 4 + libadwaita window (--backend sdl: the SDL window): search in the header bar, \
        ctrl+n new contact, ctrl+Return edit, ctrl+o import, ctrl+e export, ctrl+? every shortcut; \
        a second launch on the same database brings the open window to the front. \
        Gestures: tap selects; long press asks to delete (browse), lifts to reorder (edit) or catches \
        to exchange (exchange); drag near an edge auto-scrolls; pinch or ctrl + wheel changes spacing. \
        Keys: e edit mode, x exchange mode, l switch layout, arrows focus/move, space lift/drop, \
        enter select, o open details, delete ask to delete, y/n answer, escape cancel, ctrl+z undo, ctrl+shift+z redo, \
        / or ctrl+f search (type any text to filter, escape clears), ctrl+q quit (saves). Groups (vCard CATEGORIES) \
        are sections; layout and spacing are remembered per database.
        """,
        subcommands: [ListContacts.self, ImportContacts.self, ExportContacts.self, MoveContact.self, ListConflicts.self, SyncContacts.self])

    @OptionGroup var app: RunApp

    func run() throws { try app.run() }
}

/// Options shared by the app and `list`.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .long, help: "The contacts database (default: $XDG_DATA_HOME/mosaic/contacts.sqlite, i.e. ~/.local/share/mosaic/contacts.sqlite).")
    var db: String?

    var path: String { db ?? DatabaseLocation.defaultPath() }

    /// Opens the store or exits with code 3 and a message naming the file.
    func open(access: ContactStore.Access = .readWrite, durable: Bool = false) throws -> ContactStore {
        do {
            return try ContactStore(path: path, access: access, durable: durable)
        } catch {
            AppOutput.error("hello-contacts: \(error)")
            throw ExitCode(3)
        }
    }
}

extension DatabaseOptions {
    /// The most contacts the app loads: 200,000 (it keeps every contact and its card in
    /// memory; a database with more is refused with exit 2 before the window opens).
    static let maximumContacts = 200_000

    /// Takes the database's instance lock (exit 4 when another instance holds it; 3 when the
    /// file cannot be opened), or nil when no file exists yet (`lock()` after creating it).
    func lockIfExists() throws -> InstanceLock? {
        FileManager.default.fileExists(atPath: path) ? try lock() : nil
    }

    /// Takes the database's instance lock, or exits with code 4 (another instance holds it).
    func lock() throws -> InstanceLock {
        do { return try InstanceLock(exclusiveOn: path) } catch {
            AppOutput.error("hello-contacts: contacts database \(path): \(error.reason)")
            throw ExitCode(error.kind == .inUse ? 4 : 3)
        }
    }

    /// Exit 2 when the database holds more than `maximumContacts` contacts.
    func checkItemCount(_ store: ContactStore) throws {
        let count: Int
        do { count = try store.allSections().reduce(0) { $0 + (try store.count(section: $1)) } } catch {
            AppOutput.error("hello-contacts: \(error)")
            throw ExitCode(3)
        }
        guard count <= Self.maximumContacts else {
            AppOutput.error("hello-contacts: contacts database \(path): holds \(count) contacts; the app loads at most \(Self.maximumContacts)")
            throw ExitCode(2)
        }
    }
}

/// `hello-contacts list [--db PATH] [--sections]`: the contacts' names in their saved order,
/// one per line, section after section (groups in saved order, then "Other"); `--sections`
/// puts a `# GROUP` line before each section that holds contacts.
struct ListContacts: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Print the contacts' names in their saved order, one per line (groups in order, then Other).")

    @OptionGroup var database: DatabaseOptions

    @Flag(name: .long, help: "Print a '# GROUP' line before each non-empty section.")
    var sections = false

    func run() throws {
        // Listing never creates or writes: a file that does not exist has no contacts, and a
        // read-only connection works on a read-only file or directory, a full disk and while
        // another process holds the write lock.
        guard FileManager.default.fileExists(atPath: database.path) else { return }
        // Held while reading, so no instance starts writing under an immutable read.
        let reading = InstanceLock(sharedOn: database.path)
        defer { reading?.release() }
        let store = try database.open(access: .readOnly)
        do {
            for line in try Self.lines(of: store, sections: sections) { print(line) }
            try store.close()
        } catch {
            AppOutput.error("hello-contacts: \(error)")
            throw ExitCode(3)
        }
    }
}

extension ListContacts {
    /// What `list` prints for `store`: the names in saved order, section after section, with a
    /// `# GROUP` line before each non-empty one when `sections` is true.
    static func lines(of store: ContactStore, sections: Bool) throws(StoreError) -> [String] {
        lines(of: try store.allContacts(), sections: sections)
    }

    /// The lines for contacts already read (`ContactStore.allContacts()`).
    static func lines(of groups: [(group: ContactGroup, contacts: [Contact])], sections: Bool) -> [String] {
        var lines: [String] = []
        for (group, contacts) in groups where !contacts.isEmpty {
            if sections { lines.append("# \(group.name)") }
            lines += contacts.map(\.fullName)
        }
        return lines
    }
}

/// Messages on stderr, line by line.
enum AppOutput {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
