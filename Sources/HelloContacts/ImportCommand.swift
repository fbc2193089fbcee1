import ArgumentParser
import Foundation
import MosaicStore

/// `hello-contacts import FILE.vcf [--db PATH] [--durable]`: adds the cards of a vCard file to
/// the database without opening a window, for scripts. Exit codes: 0 imported (even if some
/// cards were skipped), 1 the vCard file cannot be read, 3 the database cannot be used. The
/// summary — imported, merged and skipped cards, each with the line of its `BEGIN:VCARD` — goes
/// to stderr; stdout stays empty.
struct ImportContacts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the contacts of a vCard 2.1/3.0/4.0 file to the database (no window).",
        discussion: """
        Every property of every card is kept; a card's first CATEGORIES value is its group \
        (section). UTF-8 (with or without BOM), UTF-16 and quoted-printable with CHARSET are \
        read; a line that is not UTF-8 is read as Windows-1252 and reported. A card with the UID of a contact imported before is merged into it (its names are \
        updated); a card without a UID with the names of a contact already present is merged \
        into it (nothing is added twice); a card without FN, N or ORG, or with a line that is not a property, is skipped whole. The summary goes to stderr. Exit codes: 0 \
        imported, 1 the vCard file cannot be read, 3 the database is corrupt, locked, unwritable, \
        another program's or from a newer version (nothing is written then).
        """)

    @Argument(help: "The vCard file.")
    var file: String

    @OptionGroup var database: DatabaseOptions

    @Flag(name: .long, help: "Sync every commit to disk (SQLite synchronous=FULL), so a power loss loses none.")
    var durable = false

    func run() throws {
        let bytes = try VCardFile.read(file)
        let lock = try database.lockIfExists()   // one instance per database (exit 4)
        let store = try database.open(durable: durable)
        let held = try lock ?? database.lock()
        defer { held.release() }
        let report: VCardImport
        do {
            report = try store.importVCard(bytes: bytes)
            try store.close()
        } catch {
            AppOutput.error("hello-contacts: \(error)")
            throw ExitCode(3)
        }
        for line in VCardFile.summary(report, file: file, database: database.path) { AppOutput.error(line) }
    }
}

/// Reading a vCard file for `import` and `--import`, and describing what was imported.
enum VCardFile {
    /// The bytes of `path` (decoded by `VCardParser`: UTF-8, UTF-16, Latin-1 lines), or exit
    /// code 1 with a message saying what is wrong with the file.
    static func read(_ path: String) throws -> [UInt8] {
        func fail(_ reason: String) -> ExitCode {
            AppOutput.error("hello-contacts: cannot read vCard file \(path): \(reason)")
            return ExitCode(1)
        }
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: path) } catch {
            throw fail("no such file")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw fail("not a regular file (a directory, FIFO or device); expected a .vcf text file")
        }
        guard FileManager.default.isReadableFile(atPath: path), let data = FileManager.default.contents(atPath: path) else {
            throw fail("permission denied")
        }
        return [UInt8](data)
    }

    /// The lines of the summary: one per merged or skipped card, then the counts with the
    /// lines of the imported cards.
    static func summary(_ report: VCardImport, file: String, database: String) -> [String] {
        var lines: [String] = []
        for card in report.mergedCards {
            let reason = card.match == .sameNames ? "same name, no UID: already present" : "same UID \(card.uid ?? "")"
            lines.append("hello-contacts: \(file): line \(card.line): merged into \(card.contact) (\(reason))")
        }
        for message in report.skipped + report.warnings {
            lines.append("hello-contacts: \(file): \(message)")
        }
        let importedLines = report.importedCards.map { String($0.line) }
        let shown = importedLines.count > 20 ? importedLines.prefix(20).joined(separator: ", ") + ", …" : importedLines.joined(separator: ", ")
        let skippedCards = report.skipped.filter { !$0.contains("text outside") && !$0.contains("without BEGIN") }.count
        lines.append(
            "hello-contacts: \(file): imported \(report.importedCards.count)"
                + (importedLines.isEmpty ? "" : " (line\(importedLines.count == 1 ? "" : "s") \(shown))")
                + ", merged \(report.mergedCards.count), skipped \(skippedCards) into \(database)")
        return lines
    }
}
