import GRDB

// Team editing (issue 28): add, edit and remove paddlers, and import a roster — each one
// transaction, checked whole before anything is written (nothing half-written).
extension LineupStore {
    /// The team in id order (the order paddlers were added).
    public func roster() throws(LineupStoreError) -> [Paddler] {
        try team().values.sorted { $0.id < $1.id }
    }

    /// The paddler named `name` (exact), or a ``RosterError`` naming the file.
    public func paddler(named name: String) throws -> Paddler {
        guard let p = try roster().first(where: { $0.name == name }) else {
            throw RosterError("no paddler named \"\(name)\" in \(path)")
        }
        return p
    }

    /// Every lineup, in the order they were created.
    public func lineups() throws -> [Lineup] {
        try lineupNames().map { try load($0) }
    }

    /// Adds paddlers (and updates those whose name is taken, when `updating` is true) in one
    /// transaction; each new one joins the end of every lineup's bench. Returns the paddlers
    /// written. - Throws: ``RosterError`` for a draft with a ``PaddlerDraft/problem``, a name
    /// twice, or a name taken (unless `updating`); nothing is written then.
    @discardableResult
    public func write(_ drafts: [PaddlerDraft], updating: Bool = false) throws -> [Paddler] {
        let team = try roster()
        let lineups = try self.lineups()
        var byName = Dictionary(uniqueKeysWithValues: team.map { ($0.name, $0) })
        var nextID = (team.map(\.id).max() ?? 0) + 1
        var added: [Paddler] = [], updated: [Paddler] = [], seen = Set<String>()
        for draft in drafts {
            if let problem = draft.problem { throw RosterError(problem) }
            let name = draft.name.trimmingCharacters(in: .whitespaces)
            guard seen.insert(name).inserted else { throw RosterError("\"\(name)\" is given twice; expected each name once") }
            if let existing = byName[name] {
                guard updating else { throw RosterError("a paddler named \"\(name)\" already exists in \(path)") }
                updated.append(draft.paddler(id: existing.id))
            } else {
                let p = draft.paddler(id: nextID)
                nextID += 1
                added.append(p)
                byName[name] = p
            }
        }
        try write { db in
            for p in added { try Self.insert(p, db) }
            for p in updated { try Self.update(p, db) }
            for lineup in lineups where !added.isEmpty {
                guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM lineup WHERE name = ?", arguments: [lineup.name]) else { continue }
                for (k, p) in added.enumerated() {
                    try db.execute(sql: "INSERT INTO seat (lineup, position, paddler) VALUES (?, ?, ?)",
                                   arguments: [id, Seat.boatCount + lineup.bench.count + k, p.id])
                }
            }
        }
        return added + updated
    }

    /// Replaces paddler `id`'s values by `draft`'s (a rename too). Returns the paddler and the
    /// seats that now break a rule (``SeatRules/problems(in:)``, per lineup: `Race 1: drummer: …`).
    /// - Throws: ``RosterError`` for an unknown id, a draft's problem or a name taken by another.
    @discardableResult
    public func edit(_ id: Int, to draft: PaddlerDraft) throws -> (Paddler, [String]) {
        let team = try roster()
        guard team.contains(where: { $0.id == id }) else { throw RosterError("no paddler #\(id) in \(path)") }
        if let problem = draft.problem { throw RosterError(problem) }
        let p = draft.paddler(id: id)
        if team.contains(where: { $0.name == p.name && $0.id != id }) {
            throw RosterError("a paddler named \"\(p.name)\" already exists in \(path)")
        }
        try write { db in try Self.update(p, db) }
        let problems = try lineups().flatMap { l in SeatRules.problems(in: l).map { "\(l.name): \($0)" } }
        return (p, problems)
    }

    /// Removes paddler `id` from the team and every lineup in one transaction; a boat seat they
    /// held is filled as `choice` says (``Lineup/remove(paddler:choice:)``). Returns, per
    /// lineup where they sat in the boat, the seat and who fills it (nil: left empty).
    /// - Throws: ``RosterError`` for an unknown id or a `.fill` that cannot be done in a lineup.
    @discardableResult
    public func remove(_ id: Int, choice: VacancyChoice) throws -> [(lineup: String, seat: Seat, filledBy: Paddler?)] {
        guard try team()[id] != nil else { throw RosterError("no paddler #\(id) in \(path)") }
        var plans: [(Lineup, Lineup)] = [], vacated: [(lineup: String, seat: Seat, filledBy: Paddler?)] = []
        for old in try lineups() {
            var new = old
            do {
                if let (seat, by) = try new.remove(paddler: id, choice: choice) { vacated.append((old.name, seat, by)) }
            } catch { throw RosterError(error.message) }
            plans.append((new, old))
        }
        try write { db in
            for (new, old) in plans {
                let n = Self.positions(of: new), o = Self.positions(of: old)
                let changed = Set(n.keys).union(o.keys).filter { n[$0] != o[$0] }.sorted()
                guard !changed.isEmpty,
                      let lid = try Int64.fetchOne(db, sql: "SELECT id FROM lineup WHERE name = ?", arguments: [new.name]) else { continue }
                try Self.write(changed, of: n, lineup: lid, db)
            }
            try db.execute(sql: "DELETE FROM paddler WHERE id = ?", arguments: [id])
        }
        return vacated
    }

    static func update(_ p: Paddler, _ db: Database) throws {
        try db.execute(sql: "UPDATE paddler SET name = ?, weight = ?, side = ?, roles = ?, injured = ?, unavailable = ? WHERE id = ?",
                       arguments: [p.name, p.weight, p.side.rawValue, p.rolesText, p.injured ? 1 : 0, p.unavailable ? 1 : 0, p.id])
    }
}
