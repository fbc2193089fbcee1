import ArgumentParser
import Foundation
import MosaicStore

/// `hello-contacts move --db PATH --from N --to M`: moves the contact at 1-based position N of
/// `list` to position M (as `Array.remove(at:)` then `insert(at:)`), staying in its group when
/// the new position borders it, else joining the group of its new neighbour. One row written
/// (see `ContactStore.move(id:after:before:inSection:)`). Positions are checked against the
/// database before anything is written; a database that does not exist is not created.
/// Exit codes: 0 moved (or already there), 3 the database cannot be used, 4 in use by another
/// instance, 64 a position out of range or bad usage.
struct MoveContact: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Move the contact at position N of 'list' to position M (1-based).")

    @OptionGroup var database: DatabaseOptions

    @Option(name: .long, help: "The 1-based position in 'list' of the contact to move.")
    var from: Int

    @Option(name: .long, help: "The 1-based position in 'list' it moves to.")
    var to: Int

    func validate() throws {
        guard from >= 1 else { throw ValidationError("--from must be a position of 'list', 1 or more; got \(from)") }
        guard to >= 1 else { throw ValidationError("--to must be a position of 'list', 1 or more; got \(to)") }
    }

    func run() throws {
        guard FileManager.default.fileExists(atPath: database.path) else {
            AppOutput.error("hello-contacts: move: contacts database \(database.path) does not exist (no contacts); expected a database with at least \(max(from, to)) contacts")
            throw ExitCode(64)
        }
        let held = try database.lock()
        defer { held.release() }
        // Checked on a read-only connection first: a refused move leaves the file byte-identical.
        let count: Int
        let reader = try database.open(access: .readOnly)
        do {
            count = try reader.allContacts().reduce(0) { $0 + $1.contacts.count }
            try reader.close()
        } catch {
            AppOutput.error("hello-contacts: \(error)")
            throw ExitCode(3)
        }
        for (name, value) in [("--from", from), ("--to", to)] where value > count {
            AppOutput.error("hello-contacts: move: \(name) \(value) is out of range: \(database.path) holds \(count) contact\(count == 1 ? "" : "s"); expected 1...\(count)")
            throw ExitCode(64)
        }
        let store = try database.open()
        do {
            let listed = try store.allContacts().flatMap(\.contacts)
            try Self.move(listed, from: from - 1, to: to - 1, in: store)
            try store.close()
        } catch {
            AppOutput.error("hello-contacts: \(error)")
            throw ExitCode(3)
        }
    }

    /// Moves `listed[from]` (the contacts in `list` order) to index `to` of the list without it.
    static func move(_ listed: [Contact], from: Int, to: Int, in store: ContactStore) throws(StoreError) {
        guard from != to else { return }
        var rest = listed
        let moved = rest.remove(at: from)
        let previous = to > 0 ? rest[to - 1] : nil
        let next = to < rest.count ? rest[to] : nil
        if let previous, previous.section == moved.section || next == nil || next?.section != moved.section {
            try store.move(id: moved.id, after: previous.id, before: nil, inSection: previous.section)
        } else if let next {
            try store.move(id: moved.id, after: nil, before: next.id, inSection: next.section)
        }
    }
}

/// `hello-contacts conflicts --db PATH`: the unresolved sync conflicts, one per line —
/// `NAME: PROPERTY: mine "LOCAL", server's "SERVER"` — by contact; nothing when there is none
/// (or no database). Reads the database read-only. Exit codes: 0, 3 the database cannot be used.
struct ListConflicts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conflicts",
        abstract: "List the unresolved sync conflicts (the local value was kept; the server's is shown).")

    @OptionGroup var database: DatabaseOptions

    func run() throws {
        guard FileManager.default.fileExists(atPath: database.path) else { return }
        let reading = InstanceLock(sharedOn: database.path)   // as `list`
        defer { reading?.release() }
        let store = try database.open(access: .readOnly)
        do {
            for conflict in try store.syncConflicts() { print(Self.line(conflict)) }
            try store.close()
        } catch {
            AppOutput.error("hello-contacts: \(error)")
            throw ExitCode(3)
        }
    }

    /// One conflict as `conflicts` prints it.
    static func line(_ conflict: SyncConflict) -> String {
        let name = conflict.fullName.isEmpty ? "contact #\(conflict.contactID)" : conflict.fullName
        return "\(name): \(conflict.property): mine \"\(conflict.local)\", server's \"\(conflict.server)\""
    }
}
