import LineupKit
import MosaicCore
import Testing

@Suite struct LineupModelTests {
    let team = SampleTeam.team()

    var race1: Lineup { SampleTeam.lineups(team: team)[0] }

    @Test func seatsMapToSectionIndicesAndLabels() {
        #expect(Seat.boat(0) == .drummer)
        #expect(Seat.boat(1) == .row(1, .left))
        #expect(Seat.boat(2) == .row(1, .right))
        #expect(Seat.boat(20) == .row(10, .right))
        #expect(Seat.boat(21) == .steerer)
        #expect(Seat.boat(22) == nil)
        for i in 0..<Seat.boatCount { #expect(Seat.boat(i)!.index == i) }
        #expect((0..<Seat.boatCount).map { Seat.boat($0)!.label }.prefix(4) == ["drummer", "1L", "1R", "2L"])
        #expect(Seat.row(7, .right).label == "7R")
        #expect(Seat.bench(3).label == "bench")
    }

    @Test func listingIsOneSeatPerLine() {
        let lines = race1.listing
        #expect(lines.count == 26)
        #expect(lines[0] == "drummer: Mia Chen")
        #expect(lines[1] == "1L: Sam Okafor")
        #expect(lines[20] == "10R: Rosa Lima")
        #expect(lines[21] == "steerer: Theo Grant")
        #expect(lines[22] == "bench: Ada Fox")
    }

    @Test func exchangeSwapsWithinAndBetweenArrays() throws {
        var lineup = race1
        try lineup.exchange(section: 0, index: 1, withSection: 0, index: 10)
        #expect(lineup.boat[1]?.name == "Nora Singh" && lineup.boat[10]?.name == "Sam Okafor")
        try lineup.exchange(section: 0, index: 3, withSection: 1, index: 0)
        #expect(lineup.boat[3]?.name == "Ada Fox" && lineup.bench[0].name == "Leo Novak")
        try lineup.exchange(section: 1, index: 0, withSection: 1, index: 2)
        #expect(lineup.bench.map(\.name) == ["Lily Shaw", "Ben Cruz", "Leo Novak", "Noah Petit"])
        // Exchanging back restores exactly.
        try lineup.exchange(section: 1, index: 0, withSection: 1, index: 2)
        try lineup.exchange(section: 0, index: 3, withSection: 1, index: 0)
        try lineup.exchange(section: 0, index: 1, withSection: 0, index: 10)
        #expect(lineup == race1)
    }

    @Test func badPositionsThrowAndChangeNothing() {
        var lineup = race1
        #expect(throws: LineupError.self) { try lineup.exchange(section: 0, index: 22, withSection: 0, index: 1) }
        #expect(throws: LineupError.self) { try lineup.exchange(section: 2, index: 0, withSection: 0, index: 1) }
        #expect(throws: LineupError.self) { try lineup.moveOnBench(from: 0, to: 9) }
        #expect(lineup == race1)
    }

    @Test func aLineupNeedsAFullBoatAndEachPaddlerOnce() {
        #expect(throws: LineupError("lineup \"x\" has 21 seats in the boat; expected 22 (drummer, 10 rows × 2, steerer)")) {
            try Lineup(name: "x", boat: Array(team.prefix(21)), bench: [])
        }
        #expect(throws: LineupError.self) { try Lineup(name: "x", boat: Array(team.prefix(22)), bench: [team[0]]) }
    }

    @Test func benchMovesReorder() throws {
        var lineup = race1
        try lineup.moveOnBench(from: 0, to: 3)
        #expect(lineup.bench.map(\.name) == ["Ben Cruz", "Lily Shaw", "Noah Petit", "Ada Fox"])
    }

    @Test func sampleTeamIsDeterministicAndFits() {
        #expect(SampleTeam.team() == SampleTeam.team())
        #expect(team.count == 26)
        #expect(team[0].roles == [.drummer] && team[21].roles.contains(.steerer))
        #expect(team.filter(\.injured).map(\.name) == ["Cleo Adams"])
        #expect(race1.seat(of: team.first(where: \.injured)!.id) == .row(7, .right))
        #expect(SampleTeam.team(count: 60).count == 60)
    }
}

@Suite struct BalanceTests {
    @Test func leftRightAndMoment() throws {
        let team = (1...22).map { Paddler(id: $0, name: "P\($0)", weight: 50, side: .either, roles: [.paddler, .drummer, .steerer]) }
        let even = try Lineup(name: "even", boat: team, bench: [])
        let b = Balance(even)
        #expect(b.left == 500 && b.right == 500 && b.total == 1100)
        #expect(abs(b.moment) < 1e-9)
        #expect(b.summary == "L 500 kg · R 500 kg (even) · trim even")
        var heavy = team
        heavy[1].weight = 80        // 1L: +30 kg on the left, 4.5 rows ahead of the middle
        let h = Balance(boat: heavy)
        #expect(h.left == 530 && h.sideDifference == -30)
        #expect(abs(h.moment - 135) < 1e-9)
        #expect(h.summary == "L 530 kg · R 500 kg (L +30) · front +135 kg·rows")
        heavy[21].weight = 100      // the steerer, 5.5 rows behind: 50 × 5.5 = 275 back
        #expect(Balance(boat: heavy).summary.hasSuffix("back +140 kg·rows"))
    }

    @Test func benchDoesNotCount() throws {
        let lineup = SampleTeam.lineups(team: SampleTeam.team(count: 40))[0]
        #expect(Balance(lineup) == Balance(boat: lineup.boat))
    }
}
