import ArgumentParser
import Foundation
import MosaicStore
import Testing
@testable import HelloContacts

/// `hello-contacts import` and `--import` (issue 22.2, 22.8): the whole file is read and checked
/// before the database is opened — a refused file creates nothing — with exit 2 for a size limit
/// or an unknown `--charset`; per-line warnings are `FILE:LINE: …`.
@Suite struct ImportCommandTests {
    final class Directory {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("import-command-\(UUID().uuidString)")
        init() { try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        func write(_ name: String, _ bytes: [UInt8]) -> String {
            FileManager.default.createFile(atPath: path(name), contents: Data(bytes))
            return path(name)
        }
    }

    /// The exit code `body` ends with (0 when it returns).
    func exitCode(_ body: () throws -> Void) -> Int32 {
        do {
            try body()
            return 0
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            Issue.record("unexpected error \(error)")
            return -1
        }
    }

    /// `hello-contacts import ARGUMENTS`, parsed as the binary parses it (the root command's
    /// options and the subcommand's together).
    func importing(_ arguments: [String]) -> Int32 {
        exitCode {
            var command = try HelloContactsCommand.parseAsRoot(["import"] + arguments)
            #expect(command is ImportContacts)
            try command.run()
        }
    }

    @Test func anUnknownCharsetExits2AndCreatesNothing() throws {
        let directory = Directory()
        let file = directory.write("a.vcf", Array("BEGIN:VCARD\nFN:A\nEND:VCARD\n".utf8))
        let db = directory.path("db/contacts.sqlite")
        #expect(importing([file, "--db", db, "--charset", "no-such-charset"]) == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.path("db")))
        // The same through the app's --import.
        let app = exitCode {
            var command = try HelloContactsCommand.parseAsRoot(["--db", db, "--import", file, "--charset", "no-such-charset",
                                                                "--snapshot", directory.path("x.png")])
            try command.run()
        }
        #expect(app == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.path("db")))
    }

    /// A value over 1 MiB anywhere in the file: exit 2, no database created — not even for the
    /// cards before it.
    @Test func aValueOverTheLimitExits2AndCreatesNothing() throws {
        let directory = Directory()
        let text = "BEGIN:VCARD\nFN:Small\nEND:VCARD\nBEGIN:VCARD\nFN:A\nNOTE:" + String(repeating: "x", count: (1 << 20) + 1) + "\nEND:VCARD\n"
        let file = directory.write("big.vcf", Array(text.utf8))
        let db = directory.path("contacts.sqlite")
        #expect(importing([file, "--db", db]) == 2)
        #expect(!FileManager.default.fileExists(atPath: db))
    }

    /// A file over 64 MiB is refused by its size (a sparse file: never read).
    @Test func aFileOverTheLimitExits2WithoutBeingRead() throws {
        let directory = Directory()
        let file = directory.write("huge.vcf", [])
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.truncate(atOffset: UInt64(VCardLimits.standard.fileBytes) + 1)
        try handle.close()
        let db = directory.path("contacts.sqlite")
        #expect(importing([file, "--db", db]) == 2)
        #expect(!FileManager.default.fileExists(atPath: db))
        #expect(importing([directory.path("missing.vcf"), "--db", db]) == 1)
        #expect(!FileManager.default.fileExists(atPath: db))
    }

    /// `--charset` reads a file with no CHARSET in that code page; without it the code page is
    /// guessed (the same here).
    @Test func charsetOptionAndTheGuess() throws {
        let directory = Directory()
        let greek: [UInt8] = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nFN:".utf8) + [0xC2, 0xE1, 0xE3, 0xE3, 0xDD, 0xEB, 0xE7, 0xF2]
            + Array("\r\nEND:VCARD\r\n".utf8)
        let file = directory.write("greek.vcf", greek)
        for (name, arguments) in [("a", ["--charset", "windows-1253"]), ("b", [])] {
            let db = directory.path("\(name).sqlite")
            #expect(importing([file, "--db", db] + arguments) == 0)
            let store = try ContactStore(path: db, access: .readOnly)
            #expect(try store.allContacts().flatMap(\.contacts).map(\.fullName) == ["Βαγγέλης"], "\(arguments)")
            try store.close()
        }
    }

    /// The summary: the guessed code page (exact wording), then `FILE:LINE: …` per line read in
    /// an unusual way, then the counts.
    @Test func summaryNamesTheGuessAndEachLine() throws {
        let bytes = Array("BEGIN:VCARD\nVERSION:3.0\nFN:".utf8) + [0xC2, 0xE1, 0xE3, 0xE3, 0xDD, 0xEB, 0xE7, 0xF2]
            + Array("\n# a comment\nnot a property\nEND:VCARD\n".utf8)
        let directory = Directory()
        let store = try ContactStore(path: directory.path("contacts.sqlite"))
        let report = try store.importVCard(try VCardParser.parse(bytes: bytes))
        #expect(VCardFile.summary(report, file: "book.vcf", database: "db.sqlite") == [
            "hello-contacts: book.vcf: read as windows-1253 (guessed; --charset NAME to override)",
            "book.vcf:4: comment line ignored",
            "book.vcf:5: not a property (expected NAME:VALUE); kept as it is",
            "hello-contacts: book.vcf: imported 1 (line 1), merged 0, skipped 0 into db.sqlite",
        ])
        try store.close()
    }
}
