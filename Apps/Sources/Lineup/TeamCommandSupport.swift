import ArgumentParser
import Foundation
import LineupKit
import MosaicStore

/// `--db PATH` for the scripting commands (roster, lineups, export, import-roster), and how
/// they open the store: a reader never creates nor writes; a writer holds the database's
/// instance lock (exit 4 while a window has it open), creates a missing file as a team with
/// one empty lineup "Race 1" (removed again if the command then fails), and reports a
/// ``RosterError`` or an unknown lineup as bad usage (64), a store failure as 3.
struct TeamOptions: ParsableArguments {
    // The app's own options (`--db`, `--lineup`): ArgumentParser hands a subcommand the root's
    // decoded group of the same type, so `--db` reaches the subcommand wherever it is written.
    @OptionGroup var options: DatabaseOptions

    var path: String { options.path }

    /// Runs `body` on the store opened read-only; nil (nothing run) when no file exists.
    /// `--lineup` is bad usage unless `lineupAllowed` (only `export` takes it).
    func reading<T>(lineupAllowed: Bool = false, _ body: (LineupStore) throws -> T) throws -> T? {
        try checkLineup(lineupAllowed)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let lock = InstanceLock(sharedOn: path)
        defer { lock?.release() }
        let store: LineupStore
        do { store = try LineupStore(path: path, access: .readOnly) } catch { throw Self.fail(error) }
        defer { try? store.close() }
        do { return try body(store) } catch { throw Self.fail(error) }
    }

    /// Runs `body` on the store opened for writing, under the instance lock.
    func writing<T>(_ body: (LineupStore) throws -> T) throws -> T {
        try checkLineup(false)
        let existed = FileManager.default.fileExists(atPath: path)
        let lock = try existed ? takeLock() : nil
        let store: LineupStore
        do { store = try LineupStore(path: path, access: .readWrite) } catch {
            lock?.release()
            throw Self.fail(error)
        }
        let held: InstanceLock
        do { held = try lock ?? takeLock() } catch {
            try? store.close()
            throw error
        }
        defer { held.release() }
        do {
            if store.isNew { try store.seed(team: [], lineups: [Lineup.empty(name: "Race 1", team: [])]) }
            let result = try body(store)
            try store.close()
            return result
        } catch {
            try? store.close()
            if store.isNew { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
            throw Self.fail(error)
        }
    }

    private func checkLineup(_ allowed: Bool) throws {
        guard !allowed, let lineup = options.lineup else { return }
        LineupOutput.error("lineup: --lineup \"\(lineup)\" has no meaning here; expected the lineup's name as an argument (lineup lineups …) or no --lineup (lineup roster …)")
        throw ExitCode(64)
    }

    private func takeLock() throws -> InstanceLock {
        do { return try InstanceLock(exclusiveOn: path) } catch {
            LineupOutput.error("lineup: lineup database \(path): \(error.reason)")
            throw ExitCode(error.kind == .inUse ? 4 : 3)
        }
    }

    /// Reports `error` on stderr and returns the exit code: 64 for bad usage, 3 for the store.
    static func fail(_ error: any Error) -> any Error {
        switch error {
        case let e as ExitCode: return e
        case let e as RosterError:
            LineupOutput.error("lineup: \(e)")
            return ExitCode(64)
        case let e as UnknownLineupError:
            LineupOutput.error("lineup: \(e)")
            return ExitCode(64)
        default:
            LineupOutput.error("lineup: \(error)")
            return ExitCode(3)
        }
    }
}

/// Parses `--side` and `--role` values (ArgumentParser exits 64 with the message).
enum RosterValues {
    static func side(_ text: String?) throws -> Side? {
        guard let text else { return nil }
        guard let side = Side(rawValue: text) else { throw ValidationError("--side must be left, right or either, got \"\(text)\"") }
        return side
    }

    static func roles(_ texts: [String]) throws -> Set<Role>? {
        guard !texts.isEmpty else { return nil }
        var roles = Set<Role>()
        for text in texts {
            guard let role = Role(rawValue: text) else {
                throw ValidationError("--role must be paddler, drummer or steerer, got \"\(text)\"")
            }
            roles.insert(role)
        }
        return roles
    }
}
