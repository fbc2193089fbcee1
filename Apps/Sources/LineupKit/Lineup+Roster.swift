/// What to do with the seat of a paddler who leaves the team: the coach's choice.
public enum VacancyChoice: Sendable, Equatable {
    /// Leave the seat empty.
    case leaveEmpty
    /// Fill it with the bench paddler of this id (who leaves the bench).
    case fill(Int)
    /// Fill it with the first bench paddler who may take the seat (``SeatRules``), else leave
    /// it empty.
    case firstFromBench
}

extension Lineup {
    /// Removes paddler `id` from the lineup: from the bench, or from a boat seat, which then is
    /// filled as `choice` says. Returns the boat seat vacated (nil when the paddler was on the
    /// bench or not in the lineup) and who fills it (nil: left empty).
    /// - Throws: ``LineupError`` when `.fill` names no bench paddler or one who may not take
    ///   the seat (nothing changes then). O(team).
    @discardableResult
    public mutating func remove(paddler id: Int, choice: VacancyChoice) throws(LineupError) -> (seat: Seat, filledBy: Paddler?)? {
        if let i = bench.firstIndex(where: { $0.id == id }) {
            bench.remove(at: i)
            return nil
        }
        guard let index = boat.firstIndex(where: { $0?.id == id }), let seat = Seat.boat(index) else { return nil }
        var filler: Int?
        switch choice {
        case .leaveEmpty: filler = nil
        case .fill(let fid):
            guard let f = bench.firstIndex(where: { $0.id == fid }) else {
                throw LineupError("cannot fill \(seat.label) of \"\(name)\" with paddler #\(fid): not on the bench")
            }
            if let refusal = SeatRules.refusal(bench[f], in: seat) {
                throw LineupError("cannot fill \(seat.label) of \"\(name)\": \(refusal)")
            }
            filler = f
        case .firstFromBench:
            filler = bench.firstIndex { SeatRules.refusal($0, in: seat) == nil }
        }
        let by = filler.map { bench.remove(at: $0) }
        boat[index] = by
        return (seat, by)
    }

    /// Seats the bench paddler at `benchIndex` in the empty boat seat `seat` (they leave the
    /// bench) — how a coach fills an empty seat.
    /// - Throws: ``LineupError`` when the seat is not an empty boat seat, the bench has no such
    ///   paddler, or a rule refuses them the seat (``SeatRules``); nothing changes then.
    public mutating func fill(_ seat: Seat, fromBench benchIndex: Int) throws(LineupError) {
        guard seat.isInBoat, boat.indices.contains(seat.index) else { throw LineupError("\(seat.label) is not a boat seat") }
        guard boat[seat.index] == nil else {
            throw LineupError("\(seat.label) is taken by \(boat[seat.index]!.name); expected an empty seat")
        }
        guard bench.indices.contains(benchIndex) else {
            throw LineupError("no paddler at bench position \(benchIndex); the bench has \(bench.count)")
        }
        if let refusal = SeatRules.refusal(bench[benchIndex], in: seat) { throw LineupError("\(refusal)") }
        boat[seat.index] = bench.remove(at: benchIndex)
    }

    /// Sends the paddler in boat seat `seat` to the end of the bench; the seat is left empty.
    /// Returns the paddler, or nil when the seat was empty already.
    @discardableResult
    public mutating func vacate(_ seat: Seat) -> Paddler? {
        guard seat.isInBoat, boat.indices.contains(seat.index), let p = boat[seat.index] else { return nil }
        boat[seat.index] = nil
        bench.append(p)
        return p
    }

    /// Replaces the values of paddler `paddler.id` wherever it sits (after a roster edit).
    public mutating func update(_ paddler: Paddler) {
        if let i = boat.firstIndex(where: { $0?.id == paddler.id }) { boat[i] = paddler }
        if let i = bench.firstIndex(where: { $0.id == paddler.id }) { bench[i] = paddler }
    }

    /// A lineup named `name` with every seat empty and `team` on the bench, in that order
    /// (`lineup lineups new`).
    public static func empty(name: String, team: [Paddler]) -> Lineup {
        // Each paddler once (a team's ids are unique), 22 empty seats: the initializer cannot throw.
        try! Lineup(name: name, boat: Array(repeating: nil, count: Seat.boatCount), bench: team)
    }
}
