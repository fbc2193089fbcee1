import Foundation
import Testing

/// A change another device makes in the same second as the collection date a sync read is
/// never missed (``CollectionCheck``: HTTP dates have second resolution, so a date is stored
/// only once settled), against a real Radicale with two databases: A changes a contact, B syncs
/// at once (reading a date in A's second), A changes another at once (most often in that same
/// second), and B's next sync must bring it — with and without B waiting for its date to
/// settle.
@Suite(.enabled(if: CardDAVServer.isAvailable, Comment(rawValue: CardDAVServer.absentMessage)),
       .enabled(if: builtBinary("hello-contacts") != nil, "the hello-contacts binary is not built next to the tests"))
final class SyncSameSecondTests {
    let helper: SyncTests

    init() throws { helper = try SyncTests() }

    @Test func aChangeInTheSecondOfTheDateReadIsNeverMissed() throws {
        let server = try CardDAVServer.shared(.radicale)
        let a = try helper.seeded("a.sqlite"), b = helper.path("b.sqlite")
        #expect(try helper.synced(a, server) == "pushed 7, pulled 0, merged 0, conflicts 0")
        // B's first pull must read a settled date (trusted provisionally): the server's clock at
        // least CollectionCheck.margin (2 s) past the date, less the request's round trip, with
        // both HTTP dates rounded down to the second — 2 + 1 + a loaded machine's round trip.
        usleep(4_500_000)
        let first = try helper.sync(b, server, environment: ["MOSAIC_SYNC_TRACE": "1"])
        #expect(first.stdout == "pushed 0, pulled 7, merged 0, conflicts 0\n", "\(first.stderr)")
        #expect(first.stderr.contains("getlastmodified follows the members: provisionally"), "\(first.stderr)")
        for round in 1...4 {
            // Rounds 3 and 4: B waits for the date to settle (as on a book of 2,000 members).
            let settle = round > 2 ? ["MOSAIC_SYNC_SETTLE_AT": "0"] : [:]
            #expect(try helper.run(["move", "--db", a, "--from", "5", "--to", "4"]).code == 0)
            #expect(try helper.synced(a, server) == "pushed 1, pulled 0, merged 0, conflicts 0")
            let read = try helper.sync(b, server, environment: settle.merging(["MOSAIC_SYNC_TRACE": "1"]) { x, _ in x })
            #expect(read.stdout == "pushed 0, pulled 1, merged 0, conflicts 0\n", "round \(round): \(read.stderr)")
            #expect(try helper.run(["move", "--db", a, "--from", "6", "--to", "5"]).code == 0)
            #expect(try helper.synced(a, server) == "pushed 1, pulled 0, merged 0, conflicts 0")
            let next = try helper.sync(b, server, environment: settle.merging(["MOSAIC_SYNC_TRACE": "1"]) { x, _ in x })
            #expect(next.stdout == "pushed 0, pulled 1, merged 0, conflicts 0\n", "round \(round): \(next.stderr)")
            #expect(try helper.list(b) == helper.list(a), "round \(round)")
        }
    }
}
