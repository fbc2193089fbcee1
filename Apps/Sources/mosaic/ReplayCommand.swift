import ArgumentParser
import Foundation
import MosaicReplay
import MosaicView

/// `mosaic replay FILE.json [--record OUT.json]`: runs a scripted session headlessly — one view,
/// or several views sharing drags when the file has `views` — and prints exactly one JSON object
/// on stdout. A malformed file exits with code 2 and a message on
/// stderr naming the field and its position; nothing is printed on stdout. A file that cannot
/// be read exits with code 1.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a scripted session (JSON) against a headless collection view and print the result as JSON.")

    @Argument(help: "The replay file (see README: the replay format; a file with \"views\" replays several views).")
    var file: String

    @Option(name: .long, help: "Also write the events the view (or the views) received to this file, in the replay format.")
    var record: String?

    func run() throws {
        if let reason = ReplayScript.unreadableReason(file) {
            FileHandle.standardError.write(Data("mosaic replay: cannot read \(file): \(reason)\n".utf8))
            throw ExitCode(1)
        }
        do {
            let output: String
            let write: ((String) throws -> Void)?
            switch try ReplayTrace.load(contentsOfFile: file) {
            case .single(let script):
                let recorder = record.map { _ in ReplayRecorder(initial: script) }
                output = try ReplayRunner.run(script, record: recorder).jsonString()
                write = recorder?.write(to:)
            case .group(let script):
                let recorder = record.map { _ in ReplayGroupRecorder(initial: script) }
                output = try ReplayGroupRunner.run(script, record: recorder).jsonString()
                write = recorder?.write(to:)
            }
            if let write, let record {
                do { try write(record) } catch {
                    FileHandle.standardError.write(Data("mosaic replay: cannot write --record file \(record): \(error)\n".utf8))
                    throw ExitCode(1)
                }
            }
            print(output)
        } catch let error as ReplayError {
            FileHandle.standardError.write(Data("mosaic replay: \(file): \(error.message)\n".utf8))
            throw ExitCode(2)
        }
    }
}
