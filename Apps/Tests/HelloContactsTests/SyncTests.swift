import Foundation
import GRDB
import MosaicStore
import Testing

/// `hello-contacts sync` against real servers (issue 30.5): two databases converge through
/// Radicale and Xandikos — contacts, every property value for value, groups of cards and the
/// user's order — moves and deletions travel, a wrong password exits 6, a stopped server exits
/// 5 and leaves the database as it was. Runs the built binary, as a user or script does.
@Suite(.serialized, .enabled(if: CardDAVServer.isAvailable, Comment(rawValue: CardDAVServer.absentMessage)),
       .enabled(if: builtBinary("hello-contacts") != nil, "the hello-contacts binary is not built next to the tests"))
final class SyncTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sync-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    struct Run {
        var code: Int32
        var stdout: String
        var stderr: String
    }

    /// `hello-contacts ARGUMENTS` (or `executable`) with `input` on stdin and `environment` added.
    func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:],
             executable: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = try executable ?? #require(builtBinary("hello-contacts"))
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new } }
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(code: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    /// `sync` of `db` with `server` (Radicale: the user and a password file; `password`
    /// overrides it).
    func sync(_ db: String, _ server: CardDAVServer, password: String? = nil, stdin: Bool = false,
              environment: [String: String] = [:]) throws -> Run {
        var arguments = ["sync", "--db", db, "--server", server.url]
        var input: String?
        if server.kind == .radicale {
            arguments += ["--user", server.user]
            if stdin {
                arguments.append("--password-stdin")
                input = (password ?? server.password) + "\n"
            } else {
                let file = path("password-\(UUID().uuidString)")
                try Data(((password ?? server.password) + "\n").utf8).write(to: URL(fileURLWithPath: file))
                arguments += ["--password-file", file]
            }
        }
        return try run(arguments, input: input, environment: environment)
    }

    /// A successful sync's summary line.
    func synced(_ db: String, _ server: CardDAVServer, stdin: Bool = false) throws -> String {
        let result = try sync(db, server, stdin: stdin)
        #expect(result.code == 0, "sync \(db) with \(server.kind): \(result.stderr)")
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    /// Every contact of `db`, section after section in order: its group and its card's
    /// property lines, sorted (a server may reorder and refold what it stores).
    func contents(_ db: String) throws -> [String] {
        let store = try ContactStore(path: db, access: .readOnly)
        defer { try? store.close() }
        return try store.allContacts().flatMap { group, contacts in
            contacts.map { contact in
                let card = SyncCard.properties(of: contact, groupName: group.isOther ? nil : group.name, orderKey: nil)
                return "[\(group.name)] " + SyncCard.comparable(card).joined(separator: " | ")
            }
        }
    }

    func list(_ db: String) throws -> [String] {
        try run(["list", "--db", db, "--sections"]).stdout.split(separator: "\n").map(String.init)
    }

    static let cards = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:ada-lovelace\r
        FN:Ada Lovelace\r
        N:Lovelace;Ada;;;\r
        TEL;TYPE=cell:+44 20 7946 0001\r
        EMAIL;TYPE=home:ada@example.org\r
        NOTE:Analytical\\, engine\\nsecond line\r
        X-CUSTOM-THING;X-PARAM=1:kept value\r
        PHOTO;ENCODING=b;TYPE=PNG:iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==\r
        CATEGORIES:Team\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Grace Hopper\r
        ORG:US Navy\r
        CATEGORIES:Team\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Alan Turing\r
        item1.URL:https://example.org/turing\r
        item1.X-ABLabel:_$!<HomePage>!$_\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Edsger Dijkstra\r
        TEL;TYPE=work:+31 40 247 9111\r
        TEL;TYPE=home:+31 40 000 0000\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Barbara Liskov\r
        BDAY:19391107\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:donald-knuth\r
        FN:Donald Knuth\r
        NICKNAME:Don\r
        END:VCARD\r

        """

    /// A database holding ``cards`` (Team: Ada, Grace; Other: Alan, Edsger, Barbara, Donald).
    func seeded(_ name: String) throws -> String {
        let db = path(name)
        let file = path("cards.vcf")
        try Data(Self.cards.utf8).write(to: URL(fileURLWithPath: file))
        let result = try run(["import", file, "--db", db])
        #expect(result.code == 0, "\(result.stderr)")
        return db
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func twoDatabasesConvergeMovesAndDeletionsTravel(kind: CardDAVServer.Kind) throws {
        let server = try CardDAVServer.shared(kind)
        let a = try seeded("a.sqlite"), b = path("b.sqlite")
        #expect(try synced(a, server) == "pushed 7, pulled 0, merged 0, conflicts 0")
        #expect(try synced(b, server, stdin: true) == "pushed 0, pulled 7, merged 0, conflicts 0")
        #expect(try list(b) == list(a))
        #expect(try contents(b) == contents(a))
        #expect(try list(a) == ["# Team", "Ada Lovelace", "Grace Hopper", "# Other", "Alan Turing", "Edsger Dijkstra",
                                "Barbara Liskov", "Donald Knuth"])
        // Nothing changed: nothing sent, nothing applied.
        #expect(try synced(a, server) == "pushed 0, pulled 0, merged 0, conflicts 0")
        #expect(try synced(b, server) == "pushed 0, pulled 0, merged 0, conflicts 0")

        // A move rewrites one card; the other database takes the order.
        #expect(try run(["move", "--db", a, "--from", "6", "--to", "3"]).code == 0)
        #expect(try synced(a, server) == "pushed 1, pulled 0, merged 0, conflicts 0")
        #expect(try synced(b, server) == "pushed 0, pulled 1, merged 0, conflicts 0")
        #expect(try list(b) == ["# Team", "Ada Lovelace", "Grace Hopper", "# Other", "Donald Knuth", "Alan Turing",
                                "Edsger Dijkstra", "Barbara Liskov"])
        #expect(try contents(b) == contents(a))

        // A deletion travels.
        let store = try ContactStore(path: a)
        let alan = try #require(try store.contacts(section: 0).first { $0.fullName == "Alan Turing" })
        try store.delete(id: alan.id)
        try store.close()
        #expect(try synced(a, server) == "pushed 1, pulled 0, merged 0, conflicts 0")
        #expect(try synced(b, server) == "pushed 0, pulled 1, merged 0, conflicts 0")
        #expect(try list(b) == list(a))
        #expect(try contents(b) == contents(a))
        #expect(try !list(b).contains("Alan Turing"))

        // The account is remembered, never the password.
        let reader = try ContactStore(path: b, access: .readOnly)
        #expect(try reader.syncAccount() == SyncAccount(server: server.url, user: kind == .radicale ? server.user : nil))
        try reader.close()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: b))
        #expect(bytes.range(of: Data(server.password.utf8)) == nil)
    }

    /// `import` of one card (a card with the UID of a contact replaces its properties).
    func edit(_ db: String, _ card: String) throws {
        let file = path("edit-\(UUID().uuidString).vcf")
        try Data(card.utf8).write(to: URL(fileURLWithPath: file))
        let result = try run(["import", file, "--db", db])
        #expect(result.code == 0 && result.stderr.contains("merged 1"), "\(result.stderr)")
    }

    /// Ada's card of ``cards`` with `NOTE` set to `note` and `extra` lines added.
    func ada(note: String, extra: String = "") -> String {
        let card = Self.cards.components(separatedBy: "BEGIN:VCARD").dropFirst().first.map { "BEGIN:VCARD" + $0 } ?? ""
        return card.replacingOccurrences(of: "NOTE:Analytical\\, engine\\nsecond line", with: "NOTE:" + note)
            .replacingOccurrences(of: "END:VCARD", with: extra + "END:VCARD")
    }

    /// The card of `name` in `db`, as comparable lines.
    func card(_ db: String, _ name: String) throws -> [String] {
        try contents(db).filter { $0.contains("FN:" + name) }.flatMap { $0.components(separatedBy: " | ") }
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func editsMergePerPropertyAndTheSameFieldIsOneConflict(kind: CardDAVServer.Kind) throws {
        let server = try CardDAVServer.shared(kind)
        let a = try seeded("a.sqlite"), b = path("b.sqlite")
        _ = try synced(a, server)
        _ = try synced(b, server)
        // Different fields: both kept.
        try edit(a, ada(note: "From A"))
        try edit(b, ada(note: "Analytical\\, engine\\nsecond line", extra: "EMAIL;TYPE=work:ada@work.example\r\n"))
        #expect(try synced(a, server) == "pushed 1, pulled 0, merged 0, conflicts 0")
        #expect(try synced(b, server) == "pushed 1, pulled 0, merged 1, conflicts 0")
        #expect(try synced(a, server) == "pushed 0, pulled 1, merged 0, conflicts 0")
        #expect(try contents(a) == contents(b))
        let merged = try card(a, "Ada Lovelace")
        #expect(merged.contains("NOTE:From A") && merged.contains("EMAIL;TYPE=work:ada@work.example")
                && merged.contains("EMAIL;TYPE=home:ada@example.org"), "\(merged)")
        #expect(try run(["conflicts", "--db", b]).stdout.isEmpty)

        // The same field: local wins, the server's value is one conflict.
        try edit(a, ada(note: "A again", extra: "EMAIL;TYPE=work:ada@work.example\r\n"))
        try edit(b, ada(note: "B again", extra: "EMAIL;TYPE=work:ada@work.example\r\n"))
        #expect(try synced(a, server) == "pushed 1, pulled 0, merged 0, conflicts 0")
        #expect(try synced(b, server) == "pushed 1, pulled 0, merged 1, conflicts 1")
        #expect(try run(["conflicts", "--db", b]).stdout == "Ada Lovelace: NOTE: mine \"B again\", server's \"A again\"\n")
        #expect(try synced(a, server) == "pushed 0, pulled 1, merged 0, conflicts 0")
        #expect(try contents(a) == contents(b))
        #expect(try card(a, "Ada Lovelace").contains("NOTE:B again"))

        // A deletes while B edits: the edit survives, on both.
        let store = try ContactStore(path: a)
        let donald = try #require(try store.contacts(section: 0).first { $0.fullName == "Donald Knuth" })
        try store.delete(id: donald.id)
        try store.close()
        try edit(b, "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:donald-knuth\r\nFN:Donald Knuth\r\nNICKNAME:Don K\r\nEND:VCARD\r\n")
        #expect(try synced(a, server) == "pushed 1, pulled 0, merged 0, conflicts 0")
        #expect(try synced(b, server) == "pushed 1, pulled 0, merged 0, conflicts 0")
        #expect(try synced(a, server) == "pushed 0, pulled 1, merged 0, conflicts 0")
        #expect(try list(a) == list(b))
        #expect(try contents(a) == contents(b))
        #expect(try card(a, "Donald Knuth").contains("NICKNAME:Don K"))
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func aRefusedSyncTokenGetsOneFullListingAndNoDuplicates(kind: CardDAVServer.Kind) throws {
        let server = try CardDAVServer.shared(kind)
        let a = try seeded("a.sqlite"), b = path("b.sqlite")
        _ = try synced(a, server)
        _ = try synced(b, server)
        #expect(try run(["move", "--db", a, "--from", "3", "--to", "6"]).code == 0)
        #expect(try synced(a, server) == "pushed 1, pulled 0, merged 0, conflicts 0")
        // A token the server never gave (Radicale answers 403, Xandikos 412 valid-sync-token).
        let bogus = kind == .radicale ? "http://radicale.org/ns/sync/" + String(repeating: "0", count: 64)
            : String(repeating: "0", count: 40)
        let queue = try DatabaseQueue(path: b)
        try queue.write { db in
            try db.execute(sql: "UPDATE storeMetadata SET value = ? WHERE name = 'syncToken'", arguments: [bogus])
        }
        try queue.close()
        #expect(try synced(b, server) == "pushed 0, pulled 1, merged 0, conflicts 0")
        #expect(try list(b) == list(a))
        #expect(try contents(b) == contents(a))
        #expect(try list(b).count == 8)   // 6 contacts and 2 section lines
        #expect(try synced(b, server) == "pushed 0, pulled 0, merged 0, conflicts 0")
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func movesIntoTheSameGapOnTwoDevicesEndInTheSameOrder(kind: CardDAVServer.Kind) throws {
        let server = try CardDAVServer.shared(kind)
        let a = try seeded("a.sqlite"), b = path("b.sqlite")
        _ = try synced(a, server)
        _ = try synced(b, server)
        // Both move a contact to the front of Other: the same key on both devices.
        #expect(try run(["move", "--db", a, "--from", "6", "--to", "3"]).code == 0)   // Donald
        #expect(try run(["move", "--db", b, "--from", "5", "--to", "3"]).code == 0)   // Barbara
        for _ in 0..<2 {
            _ = try synced(a, server)
            _ = try synced(b, server)
        }
        #expect(try list(a) == list(b))
        #expect(try Set(list(a)[4...5]) == ["Donald Knuth", "Barbara Liskov"])
        // The tie is broken by UID (not by local ids, which differ between devices).
        let store = try ContactStore(path: a, access: .readOnly)
        let front = try store.contacts(section: 0).prefix(2).map { SyncCard.uid(of: $0.properties) ?? "" }
        try store.close()
        #expect(front == front.sorted())
        // Settled: another round changes nothing.
        _ = try synced(a, server)
        #expect(try synced(b, server) == "pushed 0, pulled 0, merged 0, conflicts 0")
        #expect(try synced(a, server) == "pushed 0, pulled 0, merged 0, conflicts 0")
        #expect(try list(a) == list(b))
        #expect(try contents(a) == contents(b))
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func aSyncKilledMidwayConvergesAtTheNextWithoutDuplicates(kind: CardDAVServer.Kind) throws {
        let server = try CardDAVServer.shared(kind)
        let a = path("a.sqlite"), b = path("b.sqlite")
        let file = path("many.vcf")
        let cards = (1...40).map { "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person \($0)\r\nTEL:+1 555 \($0)\r\nEND:VCARD\r\n" }
        try Data(cards.joined().utf8).write(to: URL(fileURLWithPath: file))
        #expect(try run(["import", file, "--db", a]).code == 0)
        // kill -9 while it pushes (the moment varies; every moment must converge).
        let process = Process()
        process.executableURL = try #require(builtBinary("hello-contacts"))
        var arguments = ["sync", "--db", a, "--server", server.url]
        if kind == .radicale {
            let password = path("password")
            try Data(server.password.utf8).write(to: URL(fileURLWithPath: password))
            arguments += ["--user", server.user, "--password-file", password]
        }
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(700_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        _ = try synced(a, server)
        _ = try synced(b, server)
        #expect(try list(b).count == 41)   // "# Other" and 40 contacts: none twice
        #expect(try list(a) == list(b))
        #expect(try contents(a) == contents(b))
        #expect(try synced(a, server) == "pushed 0, pulled 0, merged 0, conflicts 0")
    }

    @Test func aWrongPasswordExits6() throws {
        let server = try CardDAVServer.shared(.radicale)
        let a = try seeded("a.sqlite")
        let result = try sync(a, server, password: "wrong")
        #expect(result.code == 6)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("authentication failed"), "\(result.stderr)")
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func aStoppedServerExits5AndLeavesTheDatabase(kind: CardDAVServer.Kind) throws {
        let server = try CardDAVServer(kind)   // its own: it is stopped (and discovery from its root)
        let a = try seeded("a.sqlite")
        #expect(try synced(a, server) == "pushed 7, pulled 0, merged 0, conflicts 0")
        #expect(try run(["move", "--db", a, "--from", "1", "--to", "2"]).code == 0)
        let before = try contents(a)
        let store = try ContactStore(path: a, access: .readOnly)
        let records = try store.syncRecords(), token = try store.syncToken()
        try store.close()
        server.stop()
        let result = try sync(a, server)
        #expect(result.code == 5)
        #expect(result.stderr.contains("network error"), "\(result.stderr)")
        #expect(try contents(a) == before)
        let after = try ContactStore(path: a, access: .readOnly)
        #expect(try after.syncRecords() == records)
        #expect(try after.syncToken() == token)
        #expect(try after.integrityCheck() == "ok")
        try after.close()
        // Back up, the move is pushed.
        try server.start()
        #expect(try synced(a, server) == "pushed 1, pulled 0, merged 0, conflicts 0")
    }
}
