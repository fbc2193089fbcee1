import ArgumentParser
import CSDL2
import Foundation
import MosaicStore

/// `hello-contacts`: the contacts grid of seed 000. Exit codes: 0 success, 1 other failure
/// (no display, unreadable file), 2 a malformed replay trace or a vCard file over a size limit or
/// an unknown `--charset` (``VCardLimits``; nothing created), 3 the database cannot be used
/// (empty, corrupt, another program's, from a newer version, locked, unwritable) — never a
/// silent reset, and a refused file is left byte-identical. 64 bad usage.
@main
struct HelloContactsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hello-contacts",
        abstract: "A contacts grid: select, delete, reorder and exchange by touch, mouse and keyboard.",
        discussion: """
        Gestures: tap selects; long press asks to delete (browse), lifts to reorder (edit) or catches \
        to exchange (exchange); drag near an edge auto-scrolls; pinch or ctrl + wheel changes spacing. \
        Keys: e edit mode, x exchange mode, l switch layout, arrows focus/move, space lift/drop, \
        enter select, o open details, delete ask to delete, y/n answer, escape cancel, ctrl+z undo, ctrl+shift+z redo, \
        / or ctrl+f search (type any text to filter, escape clears), ctrl+q quit (saves). Groups (vCard CATEGORIES) \
        are sections; layout and spacing are remembered per database.
        """,
        subcommands: [ListContacts.self, ImportContacts.self, ExportContacts.self])

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
        let store = try database.open(access: .readOnly)
        do {
            for (group, contacts) in try store.allContacts() where !contacts.isEmpty {
                if sections { print("# \(group.name)") }
                for contact in contacts { print(contact.fullName) }
            }
            try store.close()
        } catch {
            AppOutput.error("hello-contacts: \(error)")
            throw ExitCode(3)
        }
    }
}

/// Messages on stderr, line by line.
enum AppOutput {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
