import Foundation
import LineupKit
import MosaicCore
import Testing

/// The balance in plain words (issue 28.4), the roster CSV (28.5) and the boat sheet's content.
@Suite struct SheetAndCSVTests {
    let team = SampleTeam.team()
    var race1: Lineup { SampleTeam.lineups(team: team)[0] }

    @Test func balanceInPlainWordsAndGauges() throws {
        let even = (1...22).map { Paddler(id: $0, name: "P\($0)", weight: 50, side: .either, roles: [.paddler, .drummer, .steerer]) }
        #expect(Balance(boat: even).sideWords == "Left and right even" && Balance(boat: even).trimWords == "Trim even")
        var boat: [Paddler?] = even
        boat[1]?.weight = 52         // 1L: +2 kg left, 4.5 rows ahead: +9 kg·rows
        boat[2]?.weight = 66         // 1R: +16 kg right, +72 kg·rows
        boat[19]?.weight = 66        // 10L: +16 kg left, 4.5 rows behind: −72
        let b = Balance(boat: boat)
        #expect(b.sideWords == "Left heavier by 2 kg")
        #expect(b.trimWords == "Bow heavy by 9 kg·rows")
        #expect(abs(b.sideGauge.fraction - (-2.0 / Balance.sideScale)) < 1e-9)
        boat[0] = nil               // no drummer: 50 kg × 5.5 rows fewer at the bow
        let stern = Balance(boat: boat)
        #expect(stern.trimWords == "Stern heavy by 266 kg·rows")
        #expect(stern.trimGauge.fraction < 0 && stern.trimGauge.words == stern.trimWords)
        var heavy = boat
        heavy[4]?.weight = 200      // 2R: the needle pins at +1
        #expect(Balance(boat: heavy).sideGauge.fraction == 1)
        #expect(Balance(boat: heavy).sideWords.hasPrefix("Right heavier by "))
    }

    @Test func csvRoundTripsTheRosterAndSeats() throws {
        var lineup = race1
        lineup.boat[7] = nil
        lineup.bench[0].name = "Ada \"Fox\", Jr"
        let text = RosterCSV.export(lineup)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "seat,name,weight,side,roles,status")
        #expect(lines[1] == "drummer,Mia Chen,48,either,drummer,fit")
        #expect(lines[8] == "4L,,,,,")
        #expect(lines[15] == "7R,Cleo Adams,\(Paddler.format(race1.boat[14]!.weight)),right,paddler,injured")
        #expect(lines[23] == "bench,\"Ada \"\"Fox\"\", Jr\",\(Paddler.format(lineup.bench[0].weight)),right,drummer,fit")
        let drafts = try RosterCSV.parse(text)
        #expect(drafts.count == 25)
        #expect(drafts.map(\.draft) == lineup.paddlers.map { PaddlerDraft($0) })
        #expect(drafts.first?.line == 2 && drafts.last?.line == 27)
    }

    @Test func csvWithoutHeaderAndEveryBadLineNamed() throws {
        let ok = try RosterCSV.parse("Kim Lee,66.5,right,paddler;steerer\n\nRay Po, 80 ,,\n")
        #expect(ok.map(\.draft) == [PaddlerDraft(name: "Kim Lee", weight: 66.5, side: .right, roles: [.paddler, .steerer]),
                                     PaddlerDraft(name: "Ray Po", weight: 80)])
        let bad = "name,weight,side,roles\nKim,sixty,left,paddler\nRay,70,port,paddler\nAl,70,left,cook\nKim,50,left,paddler\nBo,2,left,paddler\nOk,70,left,paddler\n"
        #expect(throws: RosterCSV.Failure(errors: [
            .init(line: 2, message: "Kim: weight \"sixty\" is not a number; expected kilograms like 72 or 72.5"),
            .init(line: 3, message: "Ray: side \"port\"; expected left, right or either"),
            .init(line: 4, message: "Al: role \"cook\"; expected paddler, drummer or steerer"),
            .init(line: 5, message: "Kim is already on line 2; expected each name once"),
            .init(line: 6, message: "Bo: weight 2 kg is out of range; expected 20…250 kg"),
        ])) { try RosterCSV.parse(bad) }
        #expect(throws: RosterCSV.Failure.self) { try RosterCSV.parse("name,weight\n\"Kim,70\n") }
        #expect(throws: RosterCSV.Failure.self) { try RosterCSV.parse("seat,name,side\nbench,Kim,left\n") }
    }

    @Test func theSheetShowsEveryNameTheBalanceAndTheDate() {
        var lineup = SampleTeam.lineups(team: SampleTeam.team(count: 60))[1]
        lineup.boat[5] = nil
        let sheet = BoatSheet(lineup: lineup, team: "Dragons", date: Date(timeIntervalSince1970: 1_795_000_000), timeZone: TimeZone(identifier: "UTC")!)
        let texts = sheet.texts
        #expect(texts.first == "Dragons — Race 2")
        #expect(sheet.dateLine == "18 November 2026")
        for p in lineup.paddlers { #expect(texts.contains { $0 == p.name || $0.hasPrefix(p.name + " · ") }, "\(p.name) is on the sheet") }
        #expect(texts.contains("empty seat") && texts.contains("3L"))
        let balance = Balance(lineup)
        #expect(texts.contains(balance.sideWords) && texts.contains(balance.trimWords))
        // Everything on the page.
        for mark in sheet.marks {
            if case .text(_, let f, _, _, _, _) = mark {
                #expect(f.minX >= 0 && f.minY >= 0 && f.maxX <= BoatSheet.pageSize.width && f.maxY <= BoatSheet.pageSize.height, "\(f) is on the page")
            }
        }
    }
}
