#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GRDB
import Testing
@testable import MosaicStore

/// Issue 15: each hostile file is built here, and the store must refuse it with words naming
/// the file — leaving it byte-identical — or, for reading, succeed without writing.
@Suite struct StoreFileSafetyTests {
    func openingError(
        _ path: String, access: ContactStore.Access = .readWrite, busyTimeout: Double = 1
    ) -> StoreError? {
        do {
            _ = try ContactStore(path: path, access: access, busyTimeout: busyTimeout)
            return nil
        } catch {
            return error
        }
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// A contacts database with `count` sample contacts, closed (so the main file holds all).
    func makeContactsDatabase(_ path: String, count: Int) throws {
        let store = try ContactStore(path: path)
        try store.insertSample(count: count)
        try store.close()
    }

    // MARK: 1. a foreign SQLite database is never adopted

    @Test(arguments: [ContactStore.Access.readWrite, .readOnly])
    func foreignDatabaseIsRefusedAndUntouched(access: ContactStore.Access) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("other-app.sqlite")
        let other = try DatabaseQueue(path: path)
        try other.write { db in
            try db.execute(sql: """
                CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);
                CREATE TABLE tags (name TEXT);
                INSERT INTO notes (body) VALUES ('keep me');
                """)
        }
        try other.close()
        let before = try bytes(path)
        let error = try #require(openingError(path, access: access))
        #expect(error.kind == .foreignDatabase)
        #expect(error.description == "\(path) is an SQLite database but not a contacts database (tables: notes, tags)")
        #expect(try bytes(path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal") || (DatabaseFile.size(path + "-wal") ?? 0) == 0)
    }

    /// Another GRDB app's WAL database: it has `grdb_migrations`, but not ours.
    @Test func foreignGRDBDatabaseInWALModeStaysByteIdentical() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("grdb-app.sqlite")
        var configuration = Configuration()
        configuration.journalMode = .wal
        let other = try DatabasePool(path: path, configuration: configuration)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-notes") { db in
            try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT)")
        }
        try migrator.migrate(other)
        _ = try other.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        try other.close()
        let before = try bytes(path)
        let error = try #require(openingError(path))
        #expect(error.description == "\(path) is an SQLite database but not a contacts database (tables: grdb_migrations, note)")
        #expect(try bytes(path) == before)
    }

    @Test func emptySQLiteDatabaseIsNotAdopted() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "PRAGMA user_version = 7") }  // writes page 1
        try queue.close()
        let before = try bytes(path)
        let error = try #require(openingError(path))
        #expect(error.description == "\(path) is an SQLite database but not a contacts database (tables: none)")
        #expect(try bytes(path) == before)
    }

    // MARK: 2. an empty or near-empty existing file is an error, never a new database

    @Test(arguments: [0, 1, 2, 100, 511])
    func truncatedFileIsRefusedAndUntouched(size: Int) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        try makeContactsDatabase(path, count: 5)
        let cut = try bytes(path).prefix(size)
        try cut.write(to: URL(fileURLWithPath: path))
        for access in [ContactStore.Access.readWrite, .readOnly] {
            let error = try #require(openingError(path, access: access))
            #expect(error.kind == .corrupt)
            let expected = switch size {
            case 0: "file is empty (0 bytes), not a database"
            case 1: "file is not a database: it is 1 byte long"
            default: "file is not a database: it is \(size) bytes long"
            }
            #expect(error.description.hasPrefix("contacts database \(path): \(expected) (an SQLite database is at least 512 bytes; only a path that does not exist is created)"))
            #expect(try bytes(path) == cut)
        }
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    /// The last page lost its last byte (the file was cut by one byte).
    @Test func fileCutByOneByteIsRefused() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        try makeContactsDatabase(path, count: 300)
        let cut = try bytes(path).dropLast()
        try cut.write(to: URL(fileURLWithPath: path))
        let error = try #require(openingError(path))
        #expect(error.kind == .corrupt)
        #expect(error.description.contains("bytes long, expected a multiple of its page size 4096 (the file was cut or extended)"))
        #expect(try bytes(path) == cut)
    }

    @Test func onlyAMissingPathIsCreated() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("new/contacts.sqlite")
        let store = try ContactStore(path: path)
        #expect(store.isNew)
        #expect(try store.count() == 0)
        try store.close()
        // Nothing of the temporary name remains.
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path("new")).sorted()
        #expect(left == ["contacts.sqlite"], "left: \(left)")
        #expect(try !ContactStore(path: path).isNew)
    }

    /// A file that appears between the check and the link wins; the temporary one is dropped.
    @Test func publishingNeverReplacesAFile() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        let temporary = directory.path("temporary")
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: path))
        try Data("ours".utf8).write(to: URL(fileURLWithPath: temporary))
        #expect(try DatabaseFile.publish(temporary, at: path) == false)
        #expect(try bytes(path) == Data("theirs".utf8))
    }

    // MARK: 3. after close the main file holds everything

    @Test(arguments: [true, false])
    func mainFileAloneHoldsEveryCommitAfterClose(explicitClose: Bool) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        var expected: [String] = []
        do {
            let store = try ContactStore(path: path)
            try store.insertSample(count: 40)
            let ids = try store.contacts().map(\.id)
            try store.move(id: ids[0], after: ids[30], before: ids[31])
            try store.delete(id: ids[5])
            expected = try store.contacts().map(\.fullName)
            if explicitClose { try store.close() }
        }  // otherwise released here
        #expect((DatabaseFile.size(path + "-wal") ?? 0) == 0)
        let copy = directory.path("copy.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let reopened = try ContactStore(path: copy, access: .readOnly)
        #expect(try reopened.contacts().map(\.fullName) == expected)
        #expect(!reopened.isNew)
    }

    // MARK: 4. a newer version is refused before anything writes

    @Test func newerVersionIsRefusedByteIdentical() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        let store = try ContactStore(path: path)
        try store.insertSample(count: 3)
        try store.write("future") { db, _ in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-future')")
        }
        try store.close()
        let before = try bytes(path)
        for access in [ContactStore.Access.readWrite, .readOnly] {
            let error = try #require(openingError(path, access: access))
            #expect(error.kind == .newerVersion)
            #expect(error.description == "contacts database \(path): written by a newer version of Mosaic (unknown migrations: v9-future); this version knows v1-contacts, v2-cards, v3-sync, v4-sync-groups, v5-sync-stamp, v6-sync-dirty, v7-uidless-index")
            #expect(try bytes(path) == before)
        }
    }

    // MARK: 5. a damaged file is refused at open

    /// A byte of the last page flipped: its b-tree page type (offset 0; SQLite itself refuses
    /// the page) or a cell offset (100; SQLite opens the file and the quick check finds it).
    @Test(arguments: [(0, "database disk image is"), (100, "PRAGMA quick_check found")])
    func flippedByteIsRefusedAndStaysUntouched(offset: Int, expected: String) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        try makeContactsDatabase(path, count: 300)
        var damaged = try bytes(path)
        damaged[damaged.count - 4096 + offset] ^= 0xFF
        try damaged.write(to: URL(fileURLWithPath: path))
        for access in [ContactStore.Access.readWrite, .readOnly] {
            let error = try #require(openingError(path, access: access))
            #expect(error.kind == .corrupt)
            #expect(error.description.hasPrefix("contacts database \(path): database disk image is"))
            #expect(error.description.contains(expected))
            #expect(try bytes(path) == damaged)
        }
    }

    // MARK: 6. reading needs no write access

    /// Another connection holds `BEGIN EXCLUSIVE` (the write lock): a read-only open reads.
    @Test func readOnlyOpenReadsWhileAnotherConnectionHoldsTheWriteLock() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        try makeContactsDatabase(path, count: 7)
        let holder = try DatabaseQueue(path: path)
        try holder.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN EXCLUSIVE")
            defer { try? db.execute(sql: "ROLLBACK") }
            let reader = try ContactStore(path: path, access: .readOnly, busyTimeout: 0.2)
            #expect(try reader.contacts().count == 7)
            #expect(openingError(path, busyTimeout: 0.2)?.kind == .locked)
        }
    }

    @Test func readOnlyStoreNeverCreatesOrWrites() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.path("missing/contacts.sqlite")
        let error = try #require(openingError(missing, access: .readOnly))
        #expect(error.kind == .missing)
        #expect(error.description == "contacts database \(missing): no such file")
        #expect(!FileManager.default.fileExists(atPath: directory.path("missing")))

        let path = directory.path()
        try makeContactsDatabase(path, count: 2)
        let before = try bytes(path)
        let reader = try ContactStore(path: path, access: .readOnly)
        #expect(throws: StoreError.self) { try reader.insertSample(count: 1) }
        try reader.close()
        #expect(try bytes(path) == before)
    }

    /// A read-only store leaves nothing beside a closed WAL database (issue 22: `list` left an
    /// empty `-wal` and a 32 KiB `-shm`), and reads a live one through its `-wal`.
    @Test func readOnlyStoreLeavesNoSideFiles() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        try makeContactsDatabase(path, count: 5)
        let before = try bytes(path)
        for _ in 0..<2 {
            let reader = try ContactStore(path: path, access: .readOnly)
            #expect(try reader.contacts().count == 5)
            try reader.close()
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == [URL(fileURLWithPath: path).lastPathComponent])
            #expect(try bytes(path) == before)
        }
        // With a writer open and commits in its -wal, a reader sees them.
        let writer = try ContactStore(path: path)
        try writer.insertSample(count: 2)
        let reader = try ContactStore(path: path, access: .readOnly)
        #expect(try reader.contacts().count == 7)
        try reader.close()
        try writer.close()
    }

    /// One instance per database: the exclusive lock refuses a second one, a reader's shared
    /// lock is refused beside it, and both come free at release.
    @Test func instanceLockRefusesASecondInstance() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        try makeContactsDatabase(path, count: 1)
        let first = try InstanceLock(exclusiveOn: path)
        #expect(throws: InstanceLockError.self) { try InstanceLock(exclusiveOn: path, waiting: 0.05) }
        #expect(InstanceLock(sharedOn: path) == nil)
        first.release()
        let reader = try #require(InstanceLock(sharedOn: path))
        #expect(throws: InstanceLockError.self) { try InstanceLock(exclusiveOn: path, waiting: 0) }
        reader.release()
        let second = try InstanceLock(exclusiveOn: path, waiting: 0)
        second.release()
        do {
            _ = try InstanceLock(exclusiveOn: directory.path("missing.sqlite"))
            Issue.record("a missing file cannot be locked")
        } catch {
            #expect(error.description.hasPrefix(directory.path("missing.sqlite") + ": cannot lock the file: No such file"))
        }
    }

    /// The immutable fallback (read-only directory, full disk) reads a closed database.
    @Test func immutableOpenReadsAClosedDatabase() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("odd ?#% name.sqlite")
        try makeContactsDatabase(path, count: 4)
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: ReadOnlyOpening.immutableURI(path), configuration: configuration)
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact") } == 4)
        try queue.close()
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }

    /// Root ignores permissions, so this runs for other users only (scripts/e2e runs the
    /// command-line version as `nobody`).
    @Test(.enabled(if: geteuid() != 0, "root ignores file permissions; scripts/e2e covers it as nobody"))
    func readOnlyDirectoryAndFile() throws {
        let directory = TemporaryDirectory()
        defer {
            chmod(directory.url.path, 0o755)
            directory.remove()
        }
        let locked = directory.path("locked")
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        let path = locked + "/contacts.sqlite"
        try makeContactsDatabase(path, count: 3)
        chmod(path, 0o444)
        chmod(locked, 0o555)
        defer { chmod(locked, 0o755) }
        let before = try bytes(path)
        let reader = try ContactStore(path: path, access: .readOnly)
        #expect(try reader.contacts().count == 3)
        try reader.close()
        #expect(try bytes(path) == before)
        #expect(openingError(path)?.kind == .unwritable)
    }

    /// A full disk: a small tmpfs, filled. Needs permission to mount; skipped otherwise.
    @Test func fullDisk() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        guard let mount = SmallFileSystem(at: directory.path("tmpfs"), kilobytes: 1024) else {
            print("StoreFileSafetyTests.fullDisk skipped: cannot mount a tmpfs here (needs root or CAP_SYS_ADMIN)")
            return
        }
        defer { mount.unmount() }
        let path = mount.path + "/contacts.sqlite"
        try makeContactsDatabase(path, count: 200)
        mount.fill()
        let before = try bytes(path)
        let reader = try ContactStore(path: path, access: .readOnly)
        #expect(try reader.contacts().count == 200)
        try reader.close()
        #expect(try bytes(path) == before)
        // Writing cannot succeed; it fails in words, and the file stays as it was.
        do {
            let store = try ContactStore(path: path)
            try store.insertSample(count: 2_000)
            Issue.record("a write on a full disk succeeded")
        } catch {
            #expect(error.description.contains(path))
        }
        let check = try ContactStore(path: path, access: .readOnly)
        #expect(try check.contacts().count == 200)
    }

    // MARK: 9. durability

    @Test func durableMeansSynchronousFull() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        for (durable, expected) in [(false, 1), (true, 2)] {
            let store = try ContactStore(path: directory.path("\(durable).sqlite"), durable: durable)
            let level = try store.write("reading synchronous") { db, _ in
                try Int.fetchOne(db, sql: "PRAGMA synchronous")
            }
            #expect(level == expected)
        }
    }
}

/// A tmpfs of a few hundred kilobytes mounted for one test (root or CAP_SYS_ADMIN only).
struct SmallFileSystem {
    let path: String

    init?(at path: String, kilobytes: Int) {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path]) else { return nil }
        self.path = path
    }

    /// Writes a file until the file system is full.
    func fill() {
        guard let handle = FileHandle(forWritingAtPath: createFiller()) else { return }
        let chunk = Data(count: 4096)
        while (try? handle.write(contentsOf: chunk)) != nil {}
        try? handle.close()
    }

    private func createFiller() -> String {
        let filler = path + "/filler"
        _ = FileManager.default.createFile(atPath: filler, contents: nil)
        return filler
    }

    func unmount() {
        _ = Self.run("/bin/umount", [path])
    }

    private static func run(_ executable: String, _ arguments: [String]) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: executable) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
