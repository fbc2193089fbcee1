import ArgumentParser
import Foundation
import MosaicReplay
import MosaicView

/// `mosaic replay FILE.json [--record OUT.json]`: runs a scripted session headlessly and prints
/// exactly one JSON object on stdout. A malformed file exits with code 2 and a message on
/// stderr naming the field and its position; nothing is printed on stdout. A file that cannot
/// be read exits with code 1.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a scripted session (JSON) against a headless collection view and print the result as JSON.")

    @Argument(help: "The replay file (see README: the replay format).")
    var file: String

    @Option(name: .long, help: "Also write the events the view received to this file, in the replay format.")
    var record: String?

    func run() throws {
        if let reason = ReplayScript.unreadableReason(file) {
            FileHandle.standardError.write(Data("mosaic replay: cannot read \(file): \(reason)\n".utf8))
            throw ExitCode(1)
        }
        do {
            let script = try ReplayScript.load(contentsOfFile: file)
            let recorder = record.map { _ in ReplayRecorder(initial: script) }
            let output = try ReplayRunner.run(script, record: recorder)
            if let recorder, let record {
                do { try recorder.write(to: record) } catch {
                    FileHandle.standardError.write(Data("mosaic replay: cannot write --record file \(record): \(error)\n".utf8))
                    throw ExitCode(1)
                }
            }
            print(output.jsonString())
        } catch let error as ReplayError {
            FileHandle.standardError.write(Data("mosaic replay: \(file): \(error.message)\n".utf8))
            throw ExitCode(2)
        }
    }
}
