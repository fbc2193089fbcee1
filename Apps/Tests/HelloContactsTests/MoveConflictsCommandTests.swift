import ArgumentParser
import Foundation
import MosaicStore
import Testing
@testable import HelloContacts

/// `hello-contacts move` and `conflicts` (issue 30.1): positions are those of `list`, checked
/// before anything is written; `conflicts` prints nothing when there is none.
@Suite struct MoveConflictsCommandTests {
    final class Directory {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("move-command-\(UUID().uuidString)")
        init() { try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    /// The exit code of `hello-contacts ARGUMENTS` run in this process (0 when it returns).
    func exitCode(_ arguments: [String]) -> Int32 {
        do {
            var command = try HelloContactsCommand.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            return HelloContactsCommand.exitCode(for: error).rawValue
        }
    }

    /// The names as `list` prints them.
    func names(_ db: String) throws -> [String] {
        let store = try ContactStore(path: db, access: .readOnly)
        return try ListContacts.lines(of: store, sections: false)
    }

    /// A database with contacts A…E in "Other" and F, G in group "Team" (listed first).
    func database(_ directory: Directory) throws -> String {
        let db = directory.path("contacts.sqlite")
        let store = try ContactStore(path: db)
        try store.importVCard("""
            BEGIN:VCARD\nFN:F\nCATEGORIES:Team\nEND:VCARD\nBEGIN:VCARD\nFN:G\nCATEGORIES:Team\nEND:VCARD
            BEGIN:VCARD\nFN:A\nEND:VCARD\nBEGIN:VCARD\nFN:B\nEND:VCARD\nBEGIN:VCARD\nFN:C\nEND:VCARD
            BEGIN:VCARD\nFN:D\nEND:VCARD\nBEGIN:VCARD\nFN:E\nEND:VCARD\n
            """)
        try store.close()
        return db
    }

    @Test func moveUsesThePositionsOfList() throws {
        let directory = Directory()
        let db = try database(directory)
        #expect(try names(db) == ["F", "G", "A", "B", "C", "D", "E"])
        #expect(exitCode(["move", "--db", db, "--from", "3", "--to", "7"]) == 0)
        #expect(try names(db) == ["F", "G", "B", "C", "D", "E", "A"])
        #expect(exitCode(["move", "--db", db, "--from", "7", "--to", "1"]) == 0)
        #expect(try names(db) == ["A", "F", "G", "B", "C", "D", "E"])
        #expect(exitCode(["move", "--db", db, "--from", "5", "--to", "5"]) == 0)
        #expect(try names(db) == ["A", "F", "G", "B", "C", "D", "E"])
        // At the front of the list, A joined the first group; next to its own group's
        // contacts, F stays in its group.
        #expect(exitCode(["move", "--db", db, "--from", "2", "--to", "3"]) == 0)
        #expect(try names(db) == ["A", "G", "F", "B", "C", "D", "E"])
        let store = try ContactStore(path: db, access: .readOnly)
        let team = try #require(try store.groups().first { $0.name == "Team" })
        #expect(try store.contacts(section: team.section).map(\.fullName) == ["A", "G", "F"])
    }

    @Test func positionsOutOfRangeAreRefusedBeforeWriting() throws {
        let directory = Directory()
        let db = try database(directory)
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        #expect(exitCode(["move", "--db", db, "--from", "8", "--to", "1"]) == 64)
        #expect(exitCode(["move", "--db", db, "--from", "1", "--to", "9"]) == 64)
        #expect(exitCode(["move", "--db", db, "--from", "0", "--to", "1"]) == 64)
        #expect(exitCode(["move", "--db", db, "--from", "1", "--to", "-2"]) == 64)
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        #expect(try names(db) == ["F", "G", "A", "B", "C", "D", "E"])
        // A database that does not exist is not created.
        let missing = directory.path("none/contacts.sqlite")
        #expect(exitCode(["move", "--db", missing, "--from", "1", "--to", "2"]) == 64)
        #expect(!FileManager.default.fileExists(atPath: directory.path("none")))
    }

    @Test func syncRefusesBadInputAndAnotherAccountBeforeTheNetwork() throws {
        let directory = Directory()
        let db = try database(directory)
        #expect(exitCode(["sync", "--db", db, "--server", "ftp://example.org/"]) == 64)
        #expect(exitCode(["sync", "--db", db, "--server", "http://127.0.0.1:9/", "--password-file", "x", "--password-stdin"]) == 64)
        #expect(exitCode(["sync", "--db", db, "--server", "http://127.0.0.1:9/", "--password-file", directory.path("none")]) == 1)
        let store = try ContactStore(path: db)
        try store.rememberSyncAccount(SyncAccount(server: "http://127.0.0.1:9/", user: "ada"))
        try store.close()
        #expect(exitCode(["sync", "--db", db, "--server", "http://127.0.0.1:10/", "--user", "ada"]) == 64)
        #expect(exitCode(["sync", "--db", db, "--server", "http://127.0.0.1:9/", "--user", "grace"]) == 64)
        #expect(!FileManager.default.fileExists(atPath: directory.path("none")))
    }

    @Test func conflictsListsTheUnresolvedOnes() throws {
        let directory = Directory()
        let db = try database(directory)
        #expect(exitCode(["conflicts", "--db", directory.path("absent.sqlite")]) == 0)
        #expect(!FileManager.default.fileExists(atPath: directory.path("absent.sqlite")))
        let store = try ContactStore(path: db)
        #expect(try store.syncConflicts().isEmpty)
        let contact = try #require(try store.contacts(section: 0).first)
        let card = SyncCard.properties(of: contact, groupName: nil, orderKey: contact.orderKey)
        try store.recordPush(contactID: contact.id, href: "/book/a.vcf", etag: "\"1\"", card: card, mergedInto: true,
                             clashes: [SyncCard.Clash(property: "NOTE", local: "mine", server: "theirs")])
        let conflicts = try store.syncConflicts()
        try store.close()
        #expect(conflicts.count == 1)
        #expect(conflicts.map(ListConflicts.line) == ["A: NOTE: mine \"mine\", server's \"theirs\""])
    }
}
