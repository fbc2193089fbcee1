#if canImport(Glibc)
import Glibc
#endif
import Foundation
import GRDB
import MosaicStore
import Testing

/// The command lines of both apps tell the truth (issue 22.8), checked on the built binaries:
/// nothing is created before every input was read and checked; `list` leaves no file behind
/// (on a full disk too); a second instance on a database is refused with exit 4; inputs over
/// their size limits end with exit 2 and a message.
@Suite(.enabled(if: builtBinary("hello-contacts") != nil && builtBinary("lineup") != nil,
                "the hello-contacts and lineup binaries are not built next to the tests"))
struct CommandLineTruthTests {
    static func binary(_ name: String) -> URL? { builtBinary(name) }
}

/// A built executable next to the test bundle, when there is one.
func builtBinary(_ name: String) -> URL? {
    var candidates: [URL] = []
    if let exe = Bundle.main.executableURL { candidates.append(exe.deletingLastPathComponent()) }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    for dir in candidates {
        let url = dir.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
}

extension CommandLineTruthTests {
    struct Run {
        var code: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `program` with `arguments` (no display: a window cannot open).
    func run(_ program: String, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = try #require(Self.binary(program))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(code: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    /// A new temporary directory; removed by the caller.
    func directory() throws -> String {
        let path = NSTemporaryDirectory() + "cli-truth-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func listing(_ directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    static let programs = ["hello-contacts", "lineup"]

    // MARK: Nothing is created before every input was read and checked

    @Test(arguments: programs)
    func aBadTraceCreatesNoDatabase(program: String) throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let db = dir + "/db/app.sqlite"
        try "{\"viewport\": 3}".write(toFile: dir + "/malformed.json", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/a-directory.json", withIntermediateDirectories: false)
        // A trace over the size limit: a sparse file, nothing is read.
        _ = FileManager.default.createFile(atPath: dir + "/huge.json", contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: dir + "/huge.json"))
        try handle.truncate(atOffset: 20 << 20)
        try handle.close()
        for (trace, code, message) in [("missing.json", 1, "cannot read trace file \(dir)/missing.json: no such file"),
                                       ("a-directory.json", 1, "cannot read trace file \(dir)/a-directory.json: it is a directory"),
                                       ("malformed.json", 2, "\(dir)/malformed.json: "),
                                       ("huge.json", 2, "\(dir)/huge.json: the trace is 20971520 bytes; the limit is 8388608 bytes (8 MiB)")] {
            let result = try run(program, ["--db", db, "--replay", dir + "/" + trace])
            #expect(result.code == Int32(code), "\(program) --replay \(trace): exit \(result.code), expected \(code); \(result.stderr)")
            #expect(result.stderr.hasPrefix("\(program): \(message)"), "\(program) --replay \(trace): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/db"), "\(program) --replay \(trace) created \((try? listing(dir)) ?? [])")
        }
    }

    @Test func aBadImportFileCreatesNoDatabase() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/cards.vcf", withIntermediateDirectories: false)
        for (file, reason) in [("missing.vcf", "no such file"), ("cards.vcf", "not a regular file")] {
            let db = dir + "/db/contacts.sqlite"
            for arguments in [["--db", db, "--import", dir + "/" + file, "--snapshot", dir + "/x.png"], ["import", dir + "/" + file, "--db", db]] {
                let result = try run("hello-contacts", arguments)
                #expect(result.code == 1, "\(arguments): \(result.stderr)")
                #expect(result.stderr.hasPrefix("hello-contacts: cannot read vCard file \(dir)/\(file): \(reason)"), "\(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: dir + "/db"), "created \((try? listing(dir)) ?? [])")
            }
        }
    }

    // MARK: list leaves no file behind

    /// A database made by the app itself (closed: the main file alone), listed twice.
    @Test(arguments: programs)
    func listLeavesNoFileBehind(program: String) throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let db = dir + "/app.sqlite"
        let made = try run(program, ["--db", db, "--snapshot", dir + "/shot.png"])
        #expect(made.code == 0, "\(made.stderr)")
        try FileManager.default.removeItem(atPath: dir + "/shot.png")
        #expect(try listing(dir) == ["app.sqlite"])
        let before = try bytes(db)
        for _ in 0..<2 {
            let listed = try run(program, ["list", "--db", db])
            #expect(listed.code == 0, "\(listed.stderr)")
            #expect(listed.stdout.split(separator: "\n").count >= 26, "\(program) list printed \(listed.stdout)")
            #expect(try listing(dir) == ["app.sqlite"], "\(program) list left \((try? listing(dir)) ?? [])")
            #expect(try bytes(db) == before)
        }
        if program == "hello-contacts" {
            let exported = try run(program, ["export", dir + "/out.vcf", "--db", db])
            #expect(exported.code == 0, "\(exported.stderr)")
            #expect(try listing(dir) == ["app.sqlite", "out.vcf"], "export left \((try? listing(dir)) ?? [])")
        }
    }

    /// A full disk: a small tmpfs (mounting needs root; skipped with a note otherwise).
    @Test(arguments: programs)
    func listWorksOnAFullDiskAndWritesNothing(program: String) throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let mount = dir + "/tmpfs"
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: false)
        let mounted = try run("/bin/mount" as String, ["-t", "tmpfs", "-o", "size=512k", "tmpfs", mount], absolute: true)
        guard mounted.code == 0 else {
            print("listWorksOnAFullDisk skipped: cannot mount a tmpfs here (\(mounted.stderr))")
            return
        }
        defer { _ = try? run("/bin/umount", [mount], absolute: true) }
        let db = mount + "/app.sqlite"
        let made = try run(program, ["--db", db, "--snapshot", dir + "/shot.png"])
        #expect(made.code == 0, "\(made.stderr)")
        let expected = try run(program, ["list", "--db", db]).stdout
        // Fill the file system.
        _ = FileManager.default.createFile(atPath: mount + "/filler", contents: nil)
        let filler = try #require(FileHandle(forWritingAtPath: mount + "/filler"))
        while (try? filler.write(contentsOf: Data(count: 4096))) != nil {}
        try? filler.close()
        let before = try listing(mount)
        let listed = try run(program, ["list", "--db", db])
        #expect(listed.code == 0, "\(program) list on a full disk: exit \(listed.code): \(listed.stderr)")
        #expect(listed.stdout == expected)
        #expect(try listing(mount) == before)
    }

    // MARK: one instance per database

    @Test(arguments: programs)
    func aSecondInstanceIsRefusedWithExit4(program: String) throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let db = dir + "/app.sqlite"
        #expect(try run(program, ["--db", db, "--snapshot", dir + "/shot.png"]).code == 0)
        let before = try bytes(db)
        // The running instance: this process holds the database's lock, as an app does.
        let instance = try InstanceLock(exclusiveOn: db)
        let second = try run(program, ["--db", db, "--snapshot", dir + "/second.png"])
        #expect(second.code == 4, "\(second.stderr)")
        let what = program == "lineup" ? "lineup database" : "contacts database"
        #expect(second.stderr == "\(program): \(what) \(db): in use by another instance (it holds the file's lock); quit that one first, or use another --db\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/second.png"))
        #expect(try bytes(db) == before)
        if program == "hello-contacts" {
            try "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada\r\nEND:VCARD\r\n".write(toFile: dir + "/a.vcf", atomically: true, encoding: .utf8)
            #expect(try run(program, ["import", dir + "/a.vcf", "--db", db]).code == 4)
            #expect(try bytes(db) == before)
        }
        // `list` runs beside an instance.
        let listed = try run(program, ["list", "--db", db])
        #expect(listed.code == 0 && !listed.stdout.isEmpty, "\(listed.stderr)")
        instance.release()
        #expect(try run(program, ["--db", db, "--snapshot", dir + "/third.png"]).code == 0)
    }

    // MARK: size limits

    @Test func aDatabaseOverTheContactLimitIsRefusedWithExit2() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let db = dir + "/contacts.sqlite"
        try ContactStore(path: db).close()
        let queue = try DatabaseQueue(path: db)
        try queue.write { db in
            try db.execute(sql: """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200001)
                INSERT INTO contact (givenName, familyName, fullName, section, orderKey)
                SELECT 'P', printf('%06d', i), printf('P %06d', i), 0, printf('a%06d', i) FROM n
                """)
        }
        try queue.close()
        let result = try run("hello-contacts", ["--db", db, "--snapshot", dir + "/x.png"])
        #expect(result.code == 2)
        #expect(result.stderr == "hello-contacts: contacts database \(db): holds 200001 contacts; the app loads at most 200000\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
    }

    @Test func aTeamOverTheSizeLimitIsRefusedWithExit2() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let db = dir + "/team.sqlite"
        #expect(try run("lineup", ["--db", db, "--snapshot", dir + "/x.png"]).code == 0)
        let queue = try DatabaseQueue(path: db)
        try queue.write { db in
            try db.execute(sql: """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
                INSERT INTO paddler (id, name, weight, side, roles) SELECT 1000 + i, 'Spare ' || i, 70, 'either', 'paddler' FROM n
                """)
        }
        try queue.close()
        let result = try run("lineup", ["--db", db, "--snapshot", dir + "/y.png"])
        #expect(result.code == 2)
        #expect(result.stderr == "lineup: lineup database \(db): its team has 1026 paddlers; the app loads at most 1000\n")
    }
}

extension CommandLineTruthTests {
    /// Runs an executable given by its absolute path.
    func run(_ executable: String, _ arguments: [String], absolute: Bool) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(code: process.terminationStatus, stdout: "", stderr: stderr)
    }
}
