import Foundation
import GRDB

// The team's lineups by name (issue 28, `lineup lineups new|copy|rename|delete`): each one
// transaction, checked before anything is written.
extension LineupStore {
    /// Creates lineup `name` with every seat empty and the whole team on the bench (in id order).
    /// - Throws: ``RosterError`` when the name is blank or taken.
    public func newLineup(_ name: String) throws {
        let name = try freeName(name)
        let lineup = Lineup.empty(name: name, team: try roster())
        try write { db in try Self.insert(lineup, db) }
    }

    /// Creates lineup `name` as a copy of lineup `source` (seats, bench order; unlocked).
    /// - Throws: ``UnknownLineupError`` for an unknown source; ``RosterError`` for a blank or taken name.
    public func copyLineup(_ source: String, to name: String) throws {
        let original = try load(source)
        try create(try freeName(name), copying: original)
    }

    /// Renames lineup `old` to `new`. - Throws: ``UnknownLineupError``; ``RosterError`` for a blank or taken name.
    public func renameLineup(_ old: String, to new: String) throws {
        let known = try lineupNames()
        guard known.contains(old) else { throw UnknownLineupError(name: old, path: path, known: known) }
        let new = try freeName(new)
        try write { db in try db.execute(sql: "UPDATE lineup SET name = ? WHERE name = ?", arguments: [new, old]) }
    }

    /// Deletes lineup `name` and its seats (never a paddler). - Throws: ``UnknownLineupError``;
    /// ``RosterError`` for the team's last lineup (the app opens one).
    public func deleteLineup(_ name: String) throws {
        let known = try lineupNames()
        guard known.contains(name) else { throw UnknownLineupError(name: name, path: path, known: known) }
        guard known.count > 1 else { throw RosterError("\"\(name)\" is the team's only lineup; expected at least one to stay (create another first)") }
        try write { db in
            guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM lineup WHERE name = ?", arguments: [name]) else { return }
            try db.execute(sql: "DELETE FROM seat WHERE lineup = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM lineup WHERE id = ?", arguments: [id])
        }
    }

    /// `name` trimmed, or a ``RosterError`` when it is blank or a lineup has it.
    private func freeName(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw RosterError("the lineup name is blank; expected a name") }
        guard try !lineupNames().contains(trimmed) else { throw RosterError("a lineup named \"\(trimmed)\" already exists in \(path)") }
        return trimmed
    }
}
