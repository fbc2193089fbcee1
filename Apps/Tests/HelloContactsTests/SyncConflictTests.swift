import Foundation
import MosaicStore
import Testing

/// Nothing is lost in a conflict (issue 30.4), on both servers: repeated properties added on
/// both devices are both kept; the same property changed on both is one conflict whose
/// server value — the whole property — is kept until resolved, either way.
extension SyncTests {
    /// The conflicts of `db` (read-only).
    func conflicts(_ db: String) throws -> [SyncConflict] {
        let store = try ContactStore(path: db, access: .readOnly)
        defer { try? store.close() }
        return try store.syncConflicts()
    }

    /// Resolves every conflict of `db`, the server's value or the local one.
    func resolveAll(_ db: String, usingServer: Bool) throws {
        let store = try ContactStore(path: db)
        for conflict in try store.syncConflicts() { try store.resolveConflict(id: conflict.id, usingServer: usingServer) }
        try store.close()
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func nothingIsLostInAConflictAndEitherValueCanBeKept(kind: CardDAVServer.Kind) throws {
        let server = try CardDAVServer.shared(kind)
        let a = try seeded("a.sqlite"), b = path("b.sqlite")
        _ = try synced(a, server)
        _ = try synced(b, server)
        let note = "Analytical\\, engine\\nsecond line"
        // A phone number added on each device: both kept.
        try edit(a, ada(note: note, extra: "TEL;TYPE=work:+1 555 0100\r\n"))
        try edit(b, ada(note: note, extra: "TEL;TYPE=home:+1 555 0200\r\n"))
        #expect(try synced(a, server) == "pushed 1, pulled 0, merged 0, conflicts 0")
        #expect(try synced(b, server) == "pushed 1, pulled 0, merged 1, conflicts 0")
        #expect(try synced(a, server) == "pushed 0, pulled 1, merged 0, conflicts 0")
        let both = try card(a, "Ada Lovelace")
        #expect(both.contains("TEL;TYPE=work:+1 555 0100") && both.contains("TEL;TYPE=home:+1 555 0200")
                && both.contains("TEL;TYPE=cell:+44 20 7946 0001"), "\(both)")
        #expect(try contents(a) == contents(b))
        let phones = "TEL;TYPE=work:+1 555 0100\r\nTEL;TYPE=home:+1 555 0200\r\n"

        // The same note on both: B keeps its own, A's is listed; using the server's puts A's back.
        try edit(a, ada(note: "A's note", extra: phones))
        try edit(b, ada(note: "B's note", extra: phones))
        _ = try synced(a, server)
        #expect(try synced(b, server) == "pushed 1, pulled 0, merged 1, conflicts 1")
        #expect(try conflicts(b).map { [$0.property, $0.local, $0.server] } == [["NOTE", "B's note", "A's note"]])
        try resolveAll(b, usingServer: true)
        #expect(try conflicts(b).isEmpty)
        #expect(try card(b, "Ada Lovelace").contains("NOTE:A's note"))
        #expect(try synced(b, server) == "pushed 1, pulled 0, merged 0, conflicts 0")
        _ = try synced(a, server)
        #expect(try contents(a) == contents(b))
        #expect(try card(a, "Ada Lovelace").contains("NOTE:A's note"))

        // Again, keeping mine: the conflict goes, the value stays, nothing more to send.
        try edit(a, ada(note: "A's second", extra: phones))
        try edit(b, ada(note: "B's second", extra: phones))
        _ = try synced(a, server)
        #expect(try synced(b, server) == "pushed 1, pulled 0, merged 1, conflicts 1")
        try resolveAll(b, usingServer: false)
        #expect(try conflicts(b).isEmpty)
        #expect(try synced(b, server) == "pushed 0, pulled 0, merged 0, conflicts 0")
        _ = try synced(a, server)
        #expect(try contents(a) == contents(b))
        #expect(try card(a, "Ada Lovelace").contains("NOTE:B's second"))
        // Every other property made every round trip, value for value.
        for line in ["X-CUSTOM-THING;X-PARAM=1:kept value", "EMAIL;TYPE=home:ada@example.org", "CATEGORIES:Team"] {
            #expect(try card(a, "Ada Lovelace").contains { $0 == line || $0.hasSuffix("] " + line) }, "\(line)")
        }
        #expect(try card(a, "Ada Lovelace").contains { $0.hasPrefix("PHOTO;ENCODING=b;TYPE=PNG:iVBORw0KGgo") })
    }
}
