import Foundation
import LineupKit
import Testing

/// Issue 28's budget for a 60-paddler team, model side: switching lineups (load from the store,
/// the view's sections, the balance and every seat's verdict for a drag) within 50 ms.
@Suite struct LineupPerformanceTests {
    @Test func switchingLineupsOf60PaddlersTakesUnder50ms() throws {
        let directory = NSTemporaryDirectory() + "lineup-perf-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try LineupStore(path: directory + "/team.sqlite")
        defer { try? store.close() }
        let team = SampleTeam.team(count: 60)
        try store.seed(team: team, lineups: SampleTeam.lineups(team: team))
        var times: [Double] = []
        let clock = ContinuousClock()
        for k in 0..<7 {
            let start = clock.now
            let lineup = try store.load(k % 2 == 0 ? "Race 2" : "Race 1")
            let sections = lineup.sections, balance = Balance(lineup)
            let verdicts = ExchangePolicy.verdicts(lineup, dragged: .init(0, 1))
            let elapsed = clock.now - start
            #expect(sections[1].count == 38 && verdicts.count == 59 && balance.total > 0)
            times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
        }
        let median = times.sorted()[times.count / 2]
        print("lineup switch, 60 paddlers: median \(String(format: "%.2f", median)) ms of \(times.count)")
        #expect(median <= 50, "switching lineups took \(median) ms; expected at most 50 ms")
    }
}
