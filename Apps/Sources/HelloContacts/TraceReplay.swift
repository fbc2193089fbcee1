import ArgumentParser
import Foundation
import MosaicAnimation
import MosaicCore
import MosaicReplay
import MosaicView

/// `--replay TRACE.json`: the trace's events (the replay format; its viewport, layout and
/// sections are ignored — the database is the model) are fed to the app's collection view
/// headlessly, with a manual clock, each committed gesture written to the store as it happens.
/// Prints one JSON object like `mosaic replay` (log, sections as contact ids, …).
enum TraceReplay {
    /// Reads and checks the trace at `path` for `program`'s `--replay`, before anything else:
    /// exit 1 when it cannot be read (missing, a directory, unreadable), 2 when it is larger
    /// than `ReplayScript.maximumFileSize` or malformed — with a message naming the file.
    static func load(_ path: String, program: String) throws -> ReplayScript {
        if let reason = ReplayScript.unreadableReason(path) {
            AppOutput.error("\(program): cannot read trace file \(path): \(reason)")
            throw ExitCode(1)
        }
        if let reason = ReplayScript.oversizeReason(path) {
            AppOutput.error("\(program): \(path): \(reason)")
            throw ExitCode(2)
        }
        do { return try ReplayScript.load(contentsOfFile: path) } catch {
            AppOutput.error("\(program): \(path): \(error.message)")
            throw ExitCode(2)
        }
    }

    static func run(_ script: ReplayScript, controller: ContactsController, clock: ManualClock) throws {
        let view = controller.view
        if script.mode != view.mode { view.setMode(script.mode) }
        // The trace's direction (recorded with it), so its points hit what they hit then.
        view.setLayoutDirection(script.layoutDirection)
        for event in script.events {
            ReplayRunner.advance(view, clock, to: event.t)
            switch event.kind {
            case .confirm(let yes): view.requests.confirm(yes)
            case .toggleEdit: view.toggleEdit()
            default:
                if let input = event.inputEvent { view.handle(input) }
            }
            if controller.storeError != nil { return }
        }
        ReplayRunner.advance(view, clock, to: clock.now + ReplayRunner.settleTime)
        let output = ReplayOutput(log: controller.log, sections: sections(of: view),
                                  selected: view.selectedPaths.map(\.description), editing: view.isEditing, mode: view.mode,
                                  layout: layoutSpec(of: view), contentOffset: view.contentOffset,
                                  layoutDirection: view.layoutDirection)
        print(output.jsonString())
    }

    /// The view's sections in the replay format: every group, contact ids as strings.
    static func sections(of view: CollectionView<Int, Int64>) -> [[String]] {
        view.snapshot.sections.map { $0.1.map(String.init) }
    }

    /// The view's current layout in the replay format (flow or waterfall, with the app's insets).
    static func layoutSpec(of view: CollectionView<Int, Int64>) -> ReplayLayoutSpec {
        ReplayRunner.currentSpec(of: view, input: view.layout.waterfall == nil
            ? .flow(itemWidth: 0, itemHeight: 0, interitemSpacing: 0, lineSpacing: 0, insets: ContactLayouts.insets)
            : .waterfall(columns: 1, spacing: 0, heights: [], insets: ContactLayouts.insets))
    }
}
