import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GRDB
import MosaicStore
import Testing

extension CardDAVServer {
    /// One request straight to the server, as another client would send it (Basic
    /// authentication for Radicale): the status and the body.
    func send(_ method: String, _ path: String, body: String? = nil, headers: [String: String] = [:]) throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)" + path)!)
        request.httpMethod = method
        request.timeoutInterval = 20
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("text/vcard; charset=utf-8", forHTTPHeaderField: "Content-Type")
        }
        if kind == .radicale {
            request.setValue("Basic " + Data("\(user):\(password)".utf8).base64EncodedString(), forHTTPHeaderField: "Authorization")
        }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        final class Box: @unchecked Sendable { var result: (Int, String)?; var error: Error? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, error in
            box.error = error
            box.result = ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data ?? Data(), as: UTF8.self))
            done.signal()
        }.resume()
        done.wait()
        if let error = box.error { throw error }
        return box.result ?? (0, "")
    }
}

/// Groups travel as group cards (issue 30.3): vCard 4 `KIND:group` + `MEMBER:urn:uuid:…`
/// written, Apple's `X-ADDRESSBOOKSERVER-KIND/-MEMBER` read and written back in its form, a
/// group card's other properties kept, membership changes travelling both ways, and the same
/// group made on two devices before their first sync becoming one card — on both servers.
extension SyncTests {
    /// The `UID` of the contact named `name` in `db`.
    func uid(_ db: String, _ name: String) throws -> String {
        let store = try ContactStore(path: db, access: .readOnly)
        defer { try? store.close() }
        let contact = try #require(try store.allContacts().flatMap(\.contacts).first { $0.fullName == name }, "\(name) in \(db)")
        return try #require(SyncCard.uid(of: contact.properties))
    }

    /// The server's group card named `name`, unfolded (found through a PROPFIND of the book).
    func serverGroupCard(_ server: CardDAVServer, named name: String) throws -> String? {
        let listing = try server.send("PROPFIND", server.bookPath, headers: ["Depth": "1"]).body
        let hrefs = listing.components(separatedBy: "href>").compactMap { part -> String? in
            let href = part.prefix { $0 != "<" }
            return href.hasSuffix(".vcf") ? String(href) : nil
        }
        for href in Set(hrefs) {
            let path = href.hasPrefix("http") ? URL(string: href)!.path : href
            let text = try server.send("GET", path).body.replacingOccurrences(of: "\r\n ", with: "")
            if text.contains("FN:\(name)\r\n"), text.uppercased().contains("KIND:GROUP") { return text }
        }
        return nil
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func groupsTravelAsGroupCardsInBothForms(kind: CardDAVServer.Kind) throws {
        let server = try CardDAVServer.shared(kind)
        let a = try seeded("a.sqlite"), b = path("b.sqlite")
        #expect(try synced(a, server) == "pushed 7, pulled 0, merged 0, conflicts 0")   // 6 contacts, the Team card
        #expect(try synced(b, server) == "pushed 0, pulled 7, merged 0, conflicts 0")
        #expect(try list(b) == list(a))
        // vCard 4's form for a group made here.
        let team = try #require(try serverGroupCard(server, named: "Team"), "no Team group card on \(kind)")
        #expect(team.contains("VERSION:4.0\r\n") && team.contains("KIND:group\r\n") && team.contains("X-MOSAIC-ORDER:0\r\n"), "\(team)")
        #expect(team.contains("MEMBER:urn:uuid:ada-lovelace\r\n"), "\(team)")
        #expect(team.contains("MEMBER:urn:uuid:\(try uid(a, "Grace Hopper"))\r\n"), "\(team)")

        // Leaving a group rewrites the contact and the group card; the other device follows.
        #expect(try run(["move", "--db", a, "--from", "2", "--to", "3"]).code == 0)   // Grace → Other
        #expect(try synced(a, server) == "pushed 2, pulled 0, merged 0, conflicts 0")
        #expect(try synced(b, server) == "pushed 0, pulled 2, merged 0, conflicts 0")
        #expect(try list(b) == list(a))
        #expect(try list(b).prefix(3) == ["# Team", "Ada Lovelace", "# Other"])

        // Another client (Apple's form) makes a group holding Donald, with a property of its own.
        let friends = """
            BEGIN:VCARD\r\nVERSION:3.0\r\nUID:friends-group\r\nFN:Friends\r\nN:Friends;;;;\r\n\
            X-ADDRESSBOOKSERVER-KIND:group\r\nX-ADDRESSBOOKSERVER-MEMBER:urn:uuid:donald-knuth\r\n\
            X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:someone-elsewhere\r\nX-OTHER-CLIENT;X-P=1:kept as it is\r\nEND:VCARD\r\n
            """
        #expect(try server.send("PUT", server.bookPath + "friends.vcf", body: friends, headers: ["If-None-Match": "*"]).status == 201)
        #expect(try synced(a, server) == "pushed 0, pulled 1, merged 0, conflicts 0")
        #expect(try list(a) == ["# Team", "Ada Lovelace", "# Friends", "Donald Knuth", "# Other", "Alan Turing",
                                "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov"])
        // Donald's card now says so too (its category); the group card gets its place among the groups.
        #expect(try synced(a, server) == "pushed 2, pulled 0, merged 0, conflicts 0")
        #expect(try synced(b, server) == "pushed 0, pulled 2, merged 0, conflicts 0")
        #expect(try list(b) == list(a))

        // Barbara joins Friends here: the card is written back in Apple's form, all else kept.
        let store = try ContactStore(path: a)
        let contacts = try store.allContacts()
        let friendsGroup = try #require(contacts.first { $0.group.name == "Friends" })
        let barbara = try #require(contacts.flatMap(\.contacts).first { $0.fullName == "Barbara Liskov" })
        try store.move(id: barbara.id, after: friendsGroup.contacts.last?.id, before: nil, inSection: friendsGroup.group.section)
        try store.close()
        #expect(try synced(a, server) == "pushed 2, pulled 0, merged 0, conflicts 0")
        let written = try #require(try serverGroupCard(server, named: "Friends"))
        #expect(written.contains("VERSION:3.0\r\n") && written.contains("X-ADDRESSBOOKSERVER-KIND:group\r\n"), "\(written)")
        #expect(!written.contains("\r\nKIND:") && !written.contains("\r\nMEMBER:"), "\(written)")
        for member in ["donald-knuth", "someone-elsewhere", try uid(a, "Barbara Liskov")] {
            #expect(written.contains("X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:\(member)\r\n"), "\(member) in \(written)")
        }
        #expect(written.contains("X-OTHER-CLIENT;X-P=1:kept as it is\r\n") && written.contains("N:Friends;;;;\r\n"), "\(written)")
        #expect(try synced(b, server) == "pushed 0, pulled 2, merged 0, conflicts 0")
        #expect(try list(b) == list(a))
        #expect(try contents(b) == contents(a))
        #expect(try synced(a, server) == "pushed 0, pulled 0, merged 0, conflicts 0")
        #expect(try synced(b, server) == "pushed 0, pulled 0, merged 0, conflicts 0")

        // The other client deletes its group: the members stay, in Other.
        #expect(try [200, 204].contains(server.send("DELETE", server.bookPath + "friends.vcf").status))
        _ = try synced(a, server)
        _ = try synced(b, server)
        _ = try synced(a, server)
        #expect(try list(a) == list(b))
        #expect(try !list(a).contains("# Friends"))
        #expect(try list(a).contains("Donald Knuth") && list(a).contains("Barbara Liskov"))
        #expect(try serverGroupCard(server, named: "Friends") == nil)
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func theSameGroupMadeOnTwoDevicesBecomesOneCard(kind: CardDAVServer.Kind) throws {
        let server = try CardDAVServer.shared(kind)
        let a = try seeded("a.sqlite"), b = path("b.sqlite")
        let file = path("zuse.vcf")
        try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:konrad-zuse\r\nFN:Konrad Zuse\r\nCATEGORIES:Team\r\nEND:VCARD\r\n".utf8)
            .write(to: URL(fileURLWithPath: file))
        #expect(try run(["import", file, "--db", b]).code == 0)
        _ = try synced(a, server)
        // Konrad, and Team merged with A's (its merge already known: not pulled again); A's 6.
        #expect(try synced(b, server) == "pushed 2, pulled 6, merged 1, conflicts 0")
        for _ in 0..<2 {   // equal order keys in Team settle by UID
            _ = try synced(a, server)
            _ = try synced(b, server)
        }
        #expect(try list(a) == list(b))
        #expect(try list(a).filter { $0 == "# Team" }.count == 1)
        #expect(try Set(list(a).prefix(4)) == ["# Team", "Ada Lovelace", "Grace Hopper", "Konrad Zuse"])
        let team = try #require(try serverGroupCard(server, named: "Team"))
        #expect(team.contains("MEMBER:urn:uuid:konrad-zuse\r\n") && team.contains("MEMBER:urn:uuid:ada-lovelace\r\n"), "\(team)")
        #expect(try synced(a, server) == "pushed 0, pulled 0, merged 0, conflicts 0")
        #expect(try synced(b, server) == "pushed 0, pulled 0, merged 0, conflicts 0")
    }
}
