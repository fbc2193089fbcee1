import ArgumentParser
import Foundation
import LineupKit

/// `lineup export --db PATH [--lineup NAME] --pdf OUT.pdf | --png OUT.png | --csv OUT.csv`:
/// the boat diagram as a PDF or PNG, or the roster and seats as CSV (`-` writes it to stdout).
/// The file appears whole (written beside it, then renamed) or not at all.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a lineup: the boat diagram as PDF or PNG, or the roster and seats as CSV.")

    @OptionGroup var database: TeamOptions
    @Option(name: .long, help: "Write the boat diagram as a PDF here.")
    var pdf: String?
    @Option(name: .long, help: "Write the boat diagram as a PNG here.")
    var png: String?
    @Option(name: .long, help: "Write the roster and seats as CSV here (- for stdout).")
    var csv: String?

    func validate() throws {
        let given = [pdf.map { _ in "--pdf" }, png.map { _ in "--png" }, csv.map { _ in "--csv" }].compactMap { $0 }
        guard given.count == 1 else {
            throw ValidationError(given.isEmpty ? "export needs one of --pdf OUT.pdf, --png OUT.png or --csv OUT.csv"
                                                : "export writes one format at a time; got \(given.joined(separator: " and "))")
        }
    }

    func run() throws {
        let loaded = try database.reading(lineupAllowed: true) { store -> (Lineup, String) in
            guard let name = try database.options.lineup ?? store.lineupNames().first else {
                throw RosterError("\(store.path) holds no lineup to export")
            }
            return (try store.load(name), Self.teamName(store.path))
        }
        guard let (lineup, teamName) = loaded else {
            LineupOutput.error("lineup: no lineup database at \(database.path); expected an existing file (--db PATH)")
            throw ExitCode(64)
        }
        if let csv {
            let text = RosterCSV.export(lineup)
            if csv == "-" { print(text, terminator: "") } else {
                try Self.writeWhole(Data(text.utf8), to: csv)
                print("wrote \(csv)")
            }
            return
        }
        let sheet = BoatSheet(lineup: lineup, team: teamName, date: Date())
        do {
            if let pdf { try sheet.writePDF(to: pdf) } else if let png { try sheet.writePNG(to: png) }
            print("wrote \(pdf ?? png ?? "")")
        } catch {
            LineupOutput.error("lineup: cannot write \(pdf ?? png ?? ""): \(error)")
            throw ExitCode(1)
        }
    }

    /// The team's name on the sheet: the database file's name without its extension.
    static func teamName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Writes `data` beside `path` and renames it into place (exit 1 when it cannot).
    static func writeWhole(_ data: Data, to path: String) throws {
        do { try data.write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            LineupOutput.error("lineup: cannot write \(path): \(error.localizedDescription)")
            throw ExitCode(1)
        }
    }
}

/// `lineup import-roster --db PATH FILE.csv`: adds the file's paddlers (and updates those whose
/// name the team has) in one transaction — or, with any bad line, says what is wrong on each
/// and writes nothing (exit 64).
struct ImportRosterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-roster",
        abstract: "Import paddlers from CSV (name, weight, side, roles[, status]); a clear error per bad line, nothing written then.")

    @OptionGroup var database: TeamOptions
    @Argument(help: "The CSV file.")
    var file: String

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            LineupOutput.error("lineup: cannot read \(file): \(FileManager.default.fileExists(atPath: file) ? "permission denied" : "no such file")")
            throw ExitCode(64)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            LineupOutput.error("lineup: \(file): not UTF-8 text; expected a CSV file in UTF-8")
            throw ExitCode(64)
        }
        let drafts: [(line: Int, draft: PaddlerDraft)]
        do { drafts = try RosterCSV.parse(text) } catch {
            for e in error.errors { LineupOutput.error("lineup: \(file):\(e.line): \(e.message)") }
            LineupOutput.error("lineup: \(file): \(error.errors.count) bad line\(error.errors.count == 1 ? "" : "s"); nothing imported")
            throw ExitCode(64)
        }
        let written = try database.writing { store -> (Int, Int) in
            let before = Set(try store.roster().map(\.name))
            let ps = try store.write(drafts.map(\.draft), updating: true)
            let added = ps.filter { !before.contains($0.name) }.count
            return (added, ps.count - added)
        }
        print("imported \(drafts.count) paddler\(drafts.count == 1 ? "" : "s"): \(written.0) added, \(written.1) updated")
    }
}
