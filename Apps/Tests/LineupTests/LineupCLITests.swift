import Foundation
import LineupKit
import Testing

/// The built `lineup` binary next to the tests, when there is one.
func lineupBinary() -> URL? {
    var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    if let exe = Bundle.main.executableURL { candidates.append(exe.deletingLastPathComponent()) }
    return candidates.map { $0.appendingPathComponent("lineup") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// The result of one command line.
struct CLIRun {
    var code: Int32
    var stdout: String
    var stderr: String
}

/// Runs `lineup ARGUMENTS` (no display).
func runLineup(_ arguments: [String]) throws -> CLIRun {
    let process = Process()
    guard let binary = lineupBinary() else { throw CocoaError(.fileNoSuchFile) }
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[key] = nil }
    // Were `--db` ever lost, the default database would be under here: nowhere writable.
    environment["XDG_DATA_HOME"] = "/nonexistent/lineup-cli-tests"
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return CLIRun(code: process.terminationStatus, stdout: stdout, stderr: stderr)
}

/// The scripting commands (issue 28.5, 28.6) on the built binary: exact commands, exit 64 on
/// bad usage naming the problem, nothing half-written.
@Suite(.enabled(if: lineupBinary() != nil, "the lineup binary is not built next to the tests"))
struct LineupCLITests {
    let directory = NSTemporaryDirectory() + "lineup-cli-\(UUID().uuidString)"
    var db: String { directory + "/team.sqlite" }

    func seed() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let store = try LineupStore(path: db)
        let team = SampleTeam.team()
        try store.seed(team: team, lineups: SampleTeam.lineups(team: team))
        try store.close()
    }

    func lines(_ s: String) -> [String] { s.split(separator: "\n").map(String.init) }

    @Test func rosterListsAddsEditsAndRemoves() throws {
        try seed()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let list = try runLineup(["roster", "--db", db])
        #expect(list.code == 0 && lines(list.stdout).count == 26)
        #expect(lines(list.stdout).first == "Mia Chen\t48\teither\tdrummer\tfit")
        let add = try runLineup(["roster", "add", "--db", db, "--name", "Kim Lee", "--weight", "66.5", "--side", "right",
                                 "--role", "paddler", "--role", "steerer"])
        #expect(add.code == 0, "\(add.stderr)")
        #expect(lines(try runLineup(["roster", "--db", db]).stdout).last == "Kim Lee\t66.5\tright\tpaddler,steerer\tfit")
        #expect(lines(try runLineup(["list", "--db", db]).stdout).last == "bench: Kim Lee")
        let edit = try runLineup(["roster", "edit", "--db", db, "Mia Chen", "--role", "paddler", "--weight", "50", "--unavailable"])
        #expect(edit.code == 0)
        #expect(edit.stderr.contains("lineup: warning: Race 1: drummer: Mia Chen is not a drummer"))
        #expect(lines(try runLineup(["roster", "--db", db]).stdout).first == "Mia Chen\t50\teither\tpaddler\tunavailable")
        let remove = try runLineup(["roster", "remove", "--db", db, "Max Berg"])
        #expect(remove.code == 0 && remove.stdout.contains("Race 1: 4L left empty") && remove.stdout.contains("Race 2: 4R left empty"))
        #expect(lines(try runLineup(["list", "--db", db]).stdout)[7] == "4L: (empty)")
        let fill = try runLineup(["roster", "remove", "--db", db, "Theo Grant", "--fill-from-bench"])
        #expect(fill.stdout.contains("Race 1: steerer now Ben Cruz"), "\(fill.stdout)")
    }

    @Test func badUsageExits64NamingTheProblemAndWritesNothing() throws {
        try seed()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let before = try runLineup(["roster", "--db", db]).stdout
        let cases: [([String], String)] = [
            (["roster", "add", "--db", db, "--name", "Kim"], "--weight"),
            (["roster", "add", "--db", db, "--name", "Kim", "--weight", "70", "--side", "port"], "--side must be left, right or either, got \"port\""),
            (["roster", "add", "--db", db, "--name", "Kim", "--weight", "70", "--role", "cook"], "--role must be paddler, drummer or steerer"),
            (["roster", "add", "--db", db, "--name", "Ada Fox", "--weight", "70"], "a paddler named \"Ada Fox\" already exists"),
            (["roster", "add", "--db", db, "--name", "Kim", "--weight", "7"], "weight 7 kg is out of range"),
            (["roster", "edit", "--db", db, "Nobody", "--weight", "70"], "no paddler named \"Nobody\""),
            (["roster", "remove", "--db", db, "Nobody"], "no paddler named \"Nobody\""),
            (["roster", "remove", "--db", db, "Mia Chen", "--fill", "Lily Shaw"], "Lily Shaw is not a drummer"),
            (["lineups", "copy", "--db", db, "Race 9", "X"], "no lineup \"Race 9\""),
            (["lineups", "new", "--db", db, "Race 1"], "a lineup named \"Race 1\" already exists"),
            (["roster", "--db", db, "--lineup", "Race 1"], "--lineup \"Race 1\" has no meaning here"),
            (["export", "--db", db], "export needs one of --pdf OUT.pdf, --png OUT.png or --csv OUT.csv"),
            (["export", "--db", db, "--csv", "-", "--png", "x.png"], "export writes one format at a time"),
            (["export", "--db", db, "--lineup", "Final", "--csv", "-"], "no lineup \"Final\""),
        ]
        for (arguments, message) in cases {
            let run = try runLineup(arguments)
            #expect(run.code == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        #expect(try runLineup(["roster", "--db", db]).stdout == before)
        #expect(lines(try runLineup(["lineups", "--db", db]).stdout) == ["Race 1", "Race 2"])
    }

    @Test func lineupsAreManagedByName() throws {
        try seed()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for arguments in [["new", "Heat 1"], ["copy", "Race 2", "Final"], ["rename", "Final", "Grand Final"], ["delete", "Race 1"]] {
            let run = try runLineup(["lineups"] + [arguments[0], "--db", db] + arguments.dropFirst())
            #expect(run.code == 0, "\(arguments): \(run.stderr)")
        }
        #expect(lines(try runLineup(["lineups", "--db", db]).stdout) == ["Race 2", "Heat 1", "Grand Final"])
        #expect(lines(try runLineup(["list", "--db", db, "--lineup", "Heat 1"]).stdout).first == "drummer: (empty)")
        #expect(lines(try runLineup(["list", "--db", db, "--lineup", "Grand Final"]).stdout)[1] == "1L: Ava Rossi")
    }

    /// A coach's own team from nothing: `--seed 0` makes a database with no paddlers and one
    /// lineup, every seat empty (rendered headless here; the window opens on it the same way);
    /// a paddler added goes to the bench, and the sheet exports.
    @Test func anEmptyTeamStartsWithEveryEmptySeat() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let snapshot = try runLineup(["--db", db, "--seed", "0", "--snapshot", directory + "/empty.png"])
        #expect(snapshot.code == 0, "\(snapshot.stderr)")
        #expect(try runLineup(["roster", "--db", db]).stdout.isEmpty)
        let seats = lines(try runLineup(["list", "--db", db]).stdout)
        #expect(seats.count == 22 && seats.allSatisfy { $0.hasSuffix(": (empty)") }, "\(seats)")
        #expect(try runLineup(["roster", "add", "--db", db, "--name", "Kim Lee", "--weight", "66"]).code == 0)
        #expect(lines(try runLineup(["list", "--db", db]).stdout).last == "bench: Kim Lee")
        #expect(try runLineup(["export", "--db", db, "--pdf", directory + "/race.pdf"]).code == 0)
        let bad = try runLineup(["--db", directory + "/other.sqlite", "--seed", "5", "--snapshot", directory + "/x.png"])
        #expect(bad.code == 64 && bad.stderr.contains("--seed must be 0 (an empty team) or in 22...60, got 5"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/other.sqlite"))
    }

    @Test func exportWritesThePDFThePNGAndTheCSV() throws {
        try seed()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pdf = directory + "/race 2.pdf", png = directory + "/race.png", csv = directory + "/race.csv"
        let run = try runLineup(["export", "--db", db, "--lineup", "Race 2", "--pdf", pdf])
        #expect(run.code == 0 && run.stdout == "wrote \(pdf)\n", "\(run.stderr)")
        if pdftotext() != nil {
            let text = try textLayer(pdf)
            for line in lines(try runLineup(["list", "--db", db, "--lineup", "Race 2"]).stdout) {
                let name = String(line.split(separator: ":", maxSplits: 1)[1].dropFirst())
                #expect(text.contains(name), "\(name) is in the PDF's text")
            }
            #expect(text.contains("team — Race"))
        }
        #expect(try runLineup(["export", "--db", db, "--png", png]).code == 0)
        #expect(FileManager.default.contents(atPath: png)?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(try runLineup(["export", "--db", db, "--csv", csv]).code == 0)
        #expect(try String(contentsOfFile: csv, encoding: .utf8).hasPrefix("seat,name,weight,side,roles,status\ndrummer,Mia Chen,48,"))
        // A folder that does not exist: exit 1, nothing written.
        let nowhere = try runLineup(["export", "--db", db, "--pdf", directory + "/no/such/x.pdf"])
        #expect(nowhere.code == 1 && nowhere.stderr.hasPrefix("lineup: cannot write \(directory)/no/such/x.pdf: "))
        #expect(try runLineup(["export", "--db", directory + "/missing.sqlite", "--csv", "-"]).code == 64)
    }

    @Test func importRosterNamesEveryBadLineAndWritesNothingThenImports() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bad = directory + "/bad.csv", good = directory + "/good.csv"
        try "name,weight,side,roles\nKim,sixty,left,paddler\nRay,70,port,paddler\nOk,70,left,paddler\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let refused = try runLineup(["import-roster", "--db", db, bad])
        #expect(refused.code == 64)
        #expect(lines(refused.stderr) == [
            "lineup: \(bad):2: Kim: weight \"sixty\" is not a number; expected kilograms like 72 or 72.5",
            "lineup: \(bad):3: Ray: side \"port\"; expected left, right or either",
            "lineup: \(bad): 2 bad lines; nothing imported",
        ])
        #expect(!FileManager.default.fileExists(atPath: db), "nothing written, not even a new file")
        try "Kim Lee,66,right,paddler;steerer\nAda Fox,55,left,drummer\n".write(toFile: good, atomically: true, encoding: .utf8)
        let imported = try runLineup(["import-roster", "--db", db, good])
        #expect(imported.code == 0 && imported.stdout == "imported 2 paddlers: 2 added, 0 updated\n", "\(imported.stderr)")
        #expect(lines(try runLineup(["list", "--db", db]).stdout).suffix(2) == ["bench: Kim Lee", "bench: Ada Fox"])
        // The export's CSV imports back: the same roster, updated in place.
        let csv = try runLineup(["export", "--db", db, "--csv", "-"])
        #expect(csv.code == 0 && csv.stdout.hasPrefix("seat,name,weight,side,roles,status\ndrummer,,,,,\n"))
        try csv.stdout.write(toFile: good, atomically: true, encoding: .utf8)
        #expect(try runLineup(["import-roster", "--db", db, good]).stdout == "imported 2 paddlers: 0 added, 2 updated\n")
    }
}
