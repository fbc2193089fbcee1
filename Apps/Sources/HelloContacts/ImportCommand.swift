import ArgumentParser
import Foundation
import MosaicStore

/// `hello-contacts import FILE.vcf [--charset NAME] [--db PATH] [--durable]`: adds the cards of a
/// vCard file to the database without opening a window, for scripts. The whole file is read and
/// checked before the database is opened, so nothing is created or written for a file that is
/// refused. Exit codes: 0 imported (even if some cards were skipped), 1 the vCard file cannot be
/// read, 2 the file or a value is over its size limit (``VCardLimits``) or `--charset` names no
/// charset iconv knows, 3 the database cannot be used. The summary — imported, merged and
/// skipped cards, each with the line of its `BEGIN:VCARD`, and `FILE:LINE: …` for each line read
/// in an unusual way — goes to stderr; stdout stays empty.
struct ImportContacts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the contacts of a vCard 2.1/3.0/4.0 file to the database (no window).",
        discussion: """
        Every property of every card is kept; a card's first CATEGORIES value is its group \
        (section). UTF-8 (with or without BOM), UTF-16, quoted-printable and every CHARSET= \
        iconv knows are read; a file that is not UTF-8 and names no charset is read in the \
        single-byte code page guessed for it (reported; --charset NAME overrides). A line that \
        is not a property is kept as it came and reported as FILE:LINE. A card with the UID of a \
        contact imported before is merged into it (its names are updated); a card without a UID \
        with the names of a contact already present is merged into it (nothing is added twice); \
        a card without FN, N or ORG is skipped. Limits: 64 MiB a file, 1 MiB a text value, \
        16 MiB a PHOTO/LOGO/SOUND/KEY or base64 value. The summary goes to stderr. Exit codes: \
        0 imported, 1 the vCard file cannot be read, 2 the file or a value is over its limit or \
        --charset is unknown (nothing is created or written then), 3 the database is corrupt, \
        locked, unwritable, another program's or from a newer version (nothing is written then).
        """)

    @Argument(help: "The vCard file.")
    var file: String

    @OptionGroup var charset: CharsetOption

    @OptionGroup var database: DatabaseOptions

    @Flag(name: .long, help: "Sync every commit to disk (SQLite synchronous=FULL), so a power loss loses none.")
    var durable = false

    func run() throws {
        let parsed = try VCardFile.parse(file, charset: charset.charset)
        let lock = try database.lockIfExists()   // one instance per database (exit 4)
        let store = try database.open(durable: durable)
        let held = try lock ?? database.lock()
        defer { held.release() }
        let report: VCardImport
        do {
            report = try store.importVCard(parsed)
            try store.close()
        } catch {
            AppOutput.error("hello-contacts: \(error)")
            throw ExitCode(3)
        }
        for line in VCardFile.summary(report, file: file, database: database.path) { AppOutput.error(line) }
    }
}

/// `--charset NAME` of `import` and of the app's `--import` (one option group, shared as
/// `DatabaseOptions` is, so that the option after `import` reaches the subcommand).
struct CharsetOption: ParsableArguments {
    @Option(name: .long, help: "The charset of the vCard file's text without CHARSET= (any name iconv knows, e.g. windows-1253, shift_jis); default: UTF-8, or a guessed code page for a file that is not UTF-8.")
    var charset: String?
}

/// Reading a vCard file for `import` and `--import`, and describing what was imported.
enum VCardFile {
    /// The cards of `path`, read whole and checked before any database is touched: exit code 1
    /// with a message when the file cannot be read, 2 when it or a value is over its limit
    /// (``VCardLimits/standard``: the size is checked before reading) or `charset` is unknown.
    static func parse(_ path: String, charset: String?) throws -> VCardParser.Result {
        if let charset, !VCardCharset.isKnown(charset) {
            AppOutput.error("hello-contacts: --charset: \(VCardReadError.unknownCharset(charset))")
            throw ExitCode(2)
        }
        let bytes = try read(path)
        do {
            return try VCardParser.parse(bytes: bytes, options: .init(charset: charset))
        } catch {
            AppOutput.error("hello-contacts: \(path): \(error)")
            throw ExitCode(2)
        }
    }

    /// The bytes of `path` (decoded by `VCardParser`), or exit code 1 with a message saying what
    /// is wrong with the file, or 2 when it is larger than ``VCardLimits/fileBytes`` (not read).
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
        let limit = VCardLimits.standard.fileBytes
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > limit {
            AppOutput.error("hello-contacts: \(path): \(VCardReadError.fileTooLarge(bytes: size, limit: limit))")
            throw ExitCode(2)
        }
        guard FileManager.default.isReadableFile(atPath: path), let data = FileManager.default.contents(atPath: path) else {
            throw fail("permission denied")
        }
        return [UInt8](data)
    }

    /// The lines of the summary: the guessed code page, one line per merged or skipped card,
    /// `FILE:LINE: …` per line read in an unusual way, then the counts with the lines of the
    /// imported cards.
    static func summary(_ report: VCardImport, file: String, database: String) -> [String] {
        var lines: [String] = []
        if let charset = report.charset, report.charsetGuessed {
            lines.append("hello-contacts: \(file): read as \(charset) (guessed; --charset NAME to override)")
        }
        for card in report.mergedCards {
            let reason = card.match == .sameNames ? "same name, no UID: already present" : "same UID \(card.uid ?? "")"
            lines.append("hello-contacts: \(file): line \(card.line): merged into \(card.contact) (\(reason))")
        }
        for message in report.skipped {
            lines.append("hello-contacts: \(file): \(message)")
        }
        for warning in report.warnings {
            lines.append("\(file):\(warning.line): \(warning.message)")
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
