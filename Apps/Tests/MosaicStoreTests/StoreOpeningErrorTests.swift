import MosaicCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GRDB
import Testing
import MosaicTesting
@testable import MosaicStore

/// Files that cannot be used are reported in words, naming the file, and left untouched.
@Suite struct StoreOpeningErrorTests {
    func openingError(_ path: String, busyTimeout: Double = 1) -> StoreError? {
        do {
            _ = try ContactStore(path: path, busyTimeout: busyTimeout)
            return nil
        } catch {
            return error
        }
    }

    @Test func garbageIsNotADatabaseAndStaysUntouched() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("garbage.sqlite")
        var random = SplitMix64(seed: 4)
        let garbage = Data((0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let error = try #require(openingError(path))
        #expect(error.kind == .corrupt)
        #expect(error.description == "contacts database \(path): file is not a database")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func parentThatIsARegularFile() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path("plain.txt")
        try Data("hello".utf8).write(to: URL(fileURLWithPath: file))
        let path = file + "/sub/contacts.sqlite"
        let error = try #require(openingError(path))
        #expect(error.kind == .unwritable)
        #expect(error.description.contains(path))
        #expect(error.description.contains("cannot create directory \(file)/sub: \(file) is not a directory"))
    }

    @Test func pathThatIsADirectory() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let error = try #require(openingError(directory.url.path))
        #expect(error.kind == .unwritable)
        #expect(error.description.contains("is a directory"))
    }

    /// Root can write anywhere, so this only means something for other users.
    @Test(.enabled(if: geteuid() != 0, "root ignores directory permissions"))
    func unwritableDirectory() throws {
        let directory = TemporaryDirectory()
        defer {
            chmod(directory.url.path, 0o755)
            directory.remove()
        }
        let locked = directory.path("locked")
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        chmod(locked, 0o555)
        defer { chmod(locked, 0o755) }
        let error = try #require(openingError(locked + "/deeper/contacts.sqlite"))
        #expect(error.kind == .unwritable)
        #expect(error.description.contains("cannot create directory \(locked)/deeper: permission denied"))
        let direct = try #require(openingError(locked + "/contacts.sqlite"))
        #expect(direct.description.contains("permission denied"))

        let readOnly = directory.path("read-only.sqlite")
        try ContactStore(path: readOnly).insertSample(count: 1)
        chmod(readOnly, 0o444)
        let error2 = try #require(openingError(readOnly))
        #expect(error2.kind == .unwritable)
        #expect(error2.description == "contacts database \(readOnly): file is not writable: permission denied")
    }

    /// Another connection holds `BEGIN EXCLUSIVE`: opening fails within the busy timeout.
    @Test func lockedDatabase() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        try ContactStore(path: path).insertSample(count: 3)
        let holder = try DatabaseQueue(path: path)
        try holder.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN EXCLUSIVE")
            defer { try? db.execute(sql: "ROLLBACK") }
            let clock = ContinuousClock()
            let start = clock.now
            let error = openingError(path, busyTimeout: 0.2)
            #expect(clock.now - start < .seconds(5))
            #expect(error?.kind == .locked)
            #expect(error?.description == "contacts database \(path): database is locked")
        }
        #expect(try ContactStore(path: path).contacts().count == 3)
    }

    @Test func databaseFromANewerVersion() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        try ContactStore(path: path).write("future") { db, _ in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-future')")
        }
        let error = try #require(openingError(path))
        #expect(error.kind == .newerVersion)
        #expect(error.description.contains("v9-future"))
    }

    /// A value of the wrong type in a row (edited by hand) is an error, not a crash.
    @Test func wrongTypesInRowsAreErrors() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        let id = try store.insertSample(count: 2)[0].id
        try store.write("damage") { db, _ in
            try db.execute(sql: "UPDATE contact SET section = 'zero' WHERE id = ?", arguments: [id])
        }
        #expect(throws: StoreError.self) { try store.contact(id: id) }
    }
}
