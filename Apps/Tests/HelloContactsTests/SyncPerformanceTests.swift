import Foundation
import MosaicStore
import Testing

/// A thousand contacts through each server (issue 30.5 and its performance targets): the
/// initial push and pull, a sync with nothing changed and one moved contact (exactly one PUT),
/// timed and printed as the figures. `MOSAIC_SYNC_CONTACTS=N` runs it with N contacts (the
/// 10,000 of the target; 1,000 by default).
extension SyncTests {
    static var performanceCount: Int {
        ProcessInfo.processInfo.environment["MOSAIC_SYNC_CONTACTS"].flatMap(Int.init).map { max(10, $0) } ?? 1_000
    }

    /// `body`'s result and how long it took, in seconds.
    func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func aThousandContactsTravelAndANoOpSyncSendsNothing(kind: CardDAVServer.Kind) throws {
        let count = Self.performanceCount
        let server = try CardDAVServer(kind)
        let a = path("a.sqlite"), b = path("b.sqlite")
        let file = path("many.vcf")
        let cards = (1...count).map { index in
            "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:person-\(index)\r\nFN:Person \(index)\r\nN:\(index);Person;;;\r\n"
                + "TEL;TYPE=cell:+1 555 \(index)\r\nEMAIL:person\(index)@example.org\r\n"
                + "NOTE:Note of person \(index)\\, with a comma\r\n"
                + (index % 10 == 0 ? "CATEGORIES:Group \(index % 30)\r\n" : "") + "END:VCARD\r\n"
        }
        try Data(cards.joined().utf8).write(to: URL(fileURLWithPath: file))
        #expect(try run(["import", file, "--db", a]).code == 0)
        let (pushed, push) = try timed { try synced(a, server) }
        #expect(pushed == "pushed \(count + 3), pulled 0, merged 0, conflicts 0")   // and 3 group cards
        let (pullRun, pull) = try timed { try sync(b, server, environment: ["MOSAIC_SYNC_TRACE": "1"]) }
        #expect(pullRun.stdout == "pushed 0, pulled \(count + 3), merged 0, conflicts 0\n", "\(pullRun.stderr)")
        // The cards come with the sync-collection listing where the server gives them (Radicale:
        // one REPORT); Xandikos answers 404 for them there: a multiget per 100 cards.
        let reports = kind == .radicale ? 1 : 1 + (count + 3 + 99) / 100
        #expect(pullRun.stderr.contains(", REPORT=\(reports)\n"), "\(pullRun.stderr)")
        #expect(try list(b) == list(a))
        #expect(try contents(b) == contents(a))
        let (idleRun, noOp) = try timed { try sync(b, server, environment: ["MOSAIC_SYNC_TRACE": "1"]) }
        #expect(idleRun.stdout == "pushed 0, pulled 0, merged 0, conflicts 0\n", "\(idleRun.stderr)")
        // Nothing changed: one request, the address book's tag, equal to the one stored by the pull.
        #expect(idleRun.stderr.contains("sync: requests PROPFIND=1\n"), "\(idleRun.stderr)")
        #expect(try run(["move", "--db", a, "--from", String(count), "--to", String(count - 20)]).code == 0)   // within Other
        let (movedRun, move) = try timed { try sync(a, server, environment: ["MOSAIC_SYNC_TRACE": "1"]) }
        #expect(movedRun.stdout == "pushed 1, pulled 0, merged 0, conflicts 0\n", "\(movedRun.stderr)")
        // One moved contact: exactly one PUT, and nothing else but the sync-collection REPORT.
        #expect(movedRun.stderr.contains("sync: requests PUT=1, REPORT=1\n"), "\(movedRun.stderr)")
        // A's own PUT changed the tag: its next sync asks the tag, then lists (nothing new), then
        // the one after that asks the tag only.
        let afterPush = try sync(a, server, environment: ["MOSAIC_SYNC_TRACE": "1"])
        #expect(afterPush.stdout == "pushed 0, pulled 0, merged 0, conflicts 0\n", "\(afterPush.stderr)")
        #expect(afterPush.stderr.contains("sync: requests PROPFIND=1, REPORT=1\n"), "\(afterPush.stderr)")
        let quiet = try sync(a, server, environment: ["MOSAIC_SYNC_TRACE": "1"])
        #expect(quiet.stderr.contains("sync: requests PROPFIND=1\n"), "\(quiet.stderr)")
        // B's stored tag is older than A's move: the tag differs, the REPORT brings the move.
        let (followed, follow) = try timed { try synced(b, server) }
        #expect(followed == "pushed 0, pulled 1, merged 0, conflicts 0")
        #expect(try list(b) == list(a))
        print(String(format: "sync figures, %@, %d contacts: initial push %.2f s, initial pull %.2f s, "
                     + "nothing changed %.2f s, one move pushed %.2f s, pulled %.2f s",
                     kind.rawValue, count, push, pull, noOp, move, follow))
    }
}
