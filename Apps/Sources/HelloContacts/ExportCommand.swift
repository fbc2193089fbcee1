import ArgumentParser
import Foundation
import MosaicStore

/// `hello-contacts export OUT.vcf [--db PATH] [--version 3.0|4.0]`: writes every contact as a
/// vCard file — groups in saved order, then "Other", each in saved order, the group in
/// `CATEGORIES`, every imported property kept (`VCardWriter`); UTF-8, CRLF, folded at 75
/// octets. Reads the database read-only. The file is written whole (temporary file, then
/// renamed) or not at all. Exit codes: 0 written ("exported N contacts to OUT" on stderr),
/// 1 OUT cannot be written, 3 the database cannot be used, 64 bad usage. A database that does
/// not exist has no contacts (an empty file is written).
struct ExportContacts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the contacts to a vCard file (3.0 by default) in their saved order and groups.")

    @Argument(help: "The vCard file to write (replaced if it exists).")
    var file: String

    @OptionGroup var database: DatabaseOptions

    @Option(name: .long, help: "The vCard version: 3.0 or 4.0.")
    var version: String = "3.0"

    func validate() throws {
        guard VCardWriter.Version(rawValue: version) != nil else {
            throw ValidationError("--version must be 3.0 or 4.0, got \(version)")
        }
    }

    func run() throws {
        let version = VCardWriter.Version(rawValue: version) ?? .v3
        var text = ""
        var count = 0
        if FileManager.default.fileExists(atPath: database.path) {
            let reading = InstanceLock(sharedOn: database.path)   // as `list`
            defer { reading?.release() }
            let store = try database.open(access: .readOnly)
            do {
                let sections = try store.allContacts()
                count = sections.reduce(0) { $0 + $1.contacts.count }
                text = VCardWriter.file(sections, version: version)
                try store.close()
            } catch {
                AppOutput.error("hello-contacts: \(error)")
                throw ExitCode(3)
            }
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            AppOutput.error("hello-contacts: cannot write \(file): \((error as NSError).localizedDescription)")
            throw ExitCode(1)
        }
        AppOutput.error("hello-contacts: exported \(count) contact\(count == 1 ? "" : "s") (vCard \(version.rawValue)) to \(file)")
    }
}
