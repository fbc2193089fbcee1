import LineupKit
import MosaicCore
import Testing

/// Seats may be empty (issue 28.2): the lineup value, the exchange, the balance, the listing
/// and every rule handle an empty seat; removing a seated paddler leaves the coach's choice.
@Suite struct EmptySeatTests {
    let team = SampleTeam.team()
    var race1: Lineup { SampleTeam.lineups(team: team)[0] }

    /// Race 1 with 4L (index 7, Max Berg) empty.
    var withEmpty4L: Lineup {
        var l = race1
        l.boat[7] = nil
        return l
    }

    @Test func anEmptySeatIsListedWeighsNothingAndHasItsOwnID() throws {
        let l = withEmpty4L
        #expect(l.emptySeats == [.row(4, .left)])
        #expect(l.listing[7] == "4L: (empty)")
        #expect(l.paddlers.count == 25)
        #expect(l.sections[0][7] == Lineup.emptySeatID(7) && Lineup.emptySeatID(7) == -8)
        let full = Balance(race1), partial = Balance(l)
        #expect(partial.left == full.left - race1.boat[7]!.weight && partial.right == full.right)
        #expect(try l.rearranged(as: l.sections, team: Dictionary(uniqueKeysWithValues: team.map { ($0.id, $0) })) == l)
        #expect(throws: LineupError.self) { try Lineup(name: "x", boat: Array(repeating: nil, count: 21), bench: []) }
        #expect(Lineup.empty(name: "Heat", team: team).emptySeats.count == Seat.boatCount)
    }

    @Test func aBoatPaddlerMovesIntoAnEmptySeatButTheBenchTakesNoEmptySeat() throws {
        var l = withEmpty4L
        try l.exchange(section: 0, index: 7, withSection: 0, index: 1)
        #expect(l.boat[7]?.name == "Sam Okafor" && l.boat[1] == nil)
        let before = l
        #expect(throws: LineupError.self) { try l.exchange(section: 0, index: 1, withSection: 1, index: 0) }
        #expect(l == before)
        // The view keeps an empty seat's identity as it moves: normalized, the ids are the index's.
        #expect(Lineup.normalized([[-8, 5], [9]]) == [[-1, 5], [9]])
    }

    @Test func theRulesSayWhyAtAnEmptySeat() {
        let l = withEmpty4L
        #expect(ExchangePolicy.refusalToBegin(l, at: ItemPath(0, 7)) == .empty(.row(4, .left)))
        #expect(ExchangePolicy.refusalToBegin(l, at: ItemPath(0, 7))?.description == "4L is empty")
        // A boat paddler may take the empty seat (their own is left empty) …
        #expect(ExchangePolicy.verdict(l, item: ItemPath(0, 7), dragged: ItemPath(0, 9)).allows)
        // … and so may a bench paddler (who fills it and leaves the bench) …
        let fromBench = ExchangePolicy.verdict(l, item: ItemPath(0, 7), dragged: ItemPath(1, 1))
        #expect(fromBench.allows)
        #expect(Lineup.seated([[1, -8], [3, -5, 4]]) == [[1, -8], [3, 4]])
        // … unless a rule refuses them the seat, with the reason.
        #expect(ExchangePolicy.verdict(l, item: ItemPath(0, 0), dragged: ItemPath(0, 9)).reason.hasSuffix("is not a drummer"))
        // Dragging from an empty seat is refused, and every seat has a verdict while dragging.
        #expect(ExchangePolicy.refusalToDisplace(l, item: ItemPath(0, 9), dragged: ItemPath(0, 7)) == .empty(.row(4, .left)))
        #expect(ExchangePolicy.verdicts(l, dragged: ItemPath(0, 9)).count == Seat.boatCount - 1 + l.bench.count)
        #expect(SeatRules.problems(in: l).isEmpty)
    }

    @Test func removingASeatedPaddlerLeavesTheSeatEmptyOrFillsItFromTheBench() throws {
        var empty = race1, first = race1, named = race1
        let mia = team[0], max = race1.boat[7]!
        // The drummer leaves: the seat stays empty, or Ada Fox (the bench's drummer) takes it.
        #expect(try empty.remove(paddler: mia.id, choice: .leaveEmpty)?.seat == .drummer)
        #expect(empty.boat[0] == nil && empty.bench == race1.bench)
        let filled = try first.remove(paddler: mia.id, choice: .firstFromBench)
        #expect(filled?.filledBy?.name == "Ada Fox" && first.boat[0]?.name == "Ada Fox")
        #expect(!first.bench.contains { $0.name == "Ada Fox" } && first.bench.count == race1.bench.count - 1)
        // A named filler who may not take the seat: refused, nothing changes.
        let ben = race1.bench.first { $0.name == "Lily Shaw" }!
        #expect(throws: LineupError("cannot fill drummer of \"Race 1\": Lily Shaw is not a drummer")) {
            try named.remove(paddler: mia.id, choice: .fill(ben.id))
        }
        #expect(named == race1)
        try named.remove(paddler: max.id, choice: .fill(ben.id))
        #expect(named.boat[7]?.name == "Lily Shaw")
        // A bench paddler just leaves the bench.
        var bench = race1
        #expect(try bench.remove(paddler: ben.id, choice: .leaveEmpty) == nil)
        #expect(bench.bench.count == race1.bench.count - 1 && bench.boat == race1.boat)
    }
}

extension EmptySeatTests {
    @Test func aCoachFillsAnEmptySeatFromTheBenchAndVacatesOne() throws {
        var l = Lineup.empty(name: "Heat", team: Array(team.prefix(24)))
        // Ada Fox (bench 22) drums; Mia (bench 0) drums too; Sam (bench 1) may not.
        #expect(throws: LineupError("Sam Okafor is not a drummer")) { try l.fill(.drummer, fromBench: 1) }
        try l.fill(.drummer, fromBench: 22)
        #expect(l.boat[0]?.name == "Ada Fox" && l.bench.count == 23)
        #expect(throws: LineupError("drummer is taken by Ada Fox; expected an empty seat")) { try l.fill(.drummer, fromBench: 0) }
        #expect(throws: LineupError.self) { try l.fill(.row(1, .left), fromBench: 99) }
        try l.fill(.row(1, .left), fromBench: 1)
        #expect(l.vacate(.row(1, .left))?.name == "Sam Okafor" && l.boat[1] == nil && l.bench.last?.name == "Sam Okafor")
        #expect(l.vacate(.row(1, .left)) == nil)
    }
}

/// The rules in a coach's words (issue 28.3), with soft warnings that still allow the swap.
@Suite struct SeatReasonTests {
    let team = SampleTeam.team()
    var race1: Lineup { SampleTeam.lineups(team: team)[0] }

    @Test func refusalsNameThePaddlerAndTheSeat() {
        // Ada Fox (bench 0) is a drummer only: not a row.
        #expect(ExchangePolicy.verdict(race1, item: ItemPath(0, 3), dragged: ItemPath(1, 0)).reason == "Ada Fox is drummer-only")
        #expect(ExchangePolicy.verdict(race1, item: ItemPath(0, 14), dragged: ItemPath(0, 13)).reason == "7R is injured — Cleo Adams")
        #expect(ExchangePolicy.verdict(race1, item: ItemPath(0, 0), dragged: ItemPath(0, 1)).reason == "Sam Okafor is not a drummer")
        #expect(ExchangePolicy.verdict(race1, item: ItemPath(0, 21), dragged: ItemPath(1, 2)).reason == "Lily Shaw is not a steerer")
        var away = race1
        away.bench[2].unavailable = true
        #expect(ExchangePolicy.verdict(away, item: ItemPath(0, 3), dragged: ItemPath(1, 2)).reason == "Lily Shaw is unavailable")
        // An unavailable paddler may still go to the bench.
        var seated = race1
        seated.boat[3]?.unavailable = true
        #expect(ExchangePolicy.verdict(seated, item: ItemPath(1, 2), dragged: ItemPath(0, 3)).allows)
        #expect(SeatRules.problems(in: seated) == ["2L: Leo Novak is unavailable"])
    }

    @Test func aSidePreferenceIsASoftWarning() {
        var l = race1
        // Mia, a paddler who prefers left, in 1R.
        l.boat[2] = Paddler(id: 99, name: "Mia Hart", weight: 60, side: .left)
        // Sam (left) to 2R and Zoe (right) to 1L: allowed, both warned.
        let v = ExchangePolicy.verdict(l, item: ItemPath(0, 4), dragged: ItemPath(0, 1))
        #expect(v.allows && v.reason == "Sam prefers left; Zoe prefers right")
        let mia = ExchangePolicy.verdict(l, item: ItemPath(0, 4), dragged: ItemPath(0, 2))
        #expect(mia == .warned([.prefers("Mia", .left)]) && mia.reason == "Mia prefers left")
        // Within a side: nothing to say.
        #expect(ExchangePolicy.verdict(l, item: ItemPath(0, 3), dragged: ItemPath(0, 1)) == .allowed)
        #expect(SeatRules.warning(l.boat[2]!, in: .row(1, .right))?.description == "Mia prefers left")
        #expect(SeatRules.warning(l.boat[2]!, in: .row(1, .left)) == nil)
    }
}
