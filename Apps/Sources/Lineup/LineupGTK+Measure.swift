import AppGTK
import CAdwaita
import Foundation
import LineupKit

// The window's performance figures, measured in the window itself: with `LINEUP_MEASURE=N` in
// the environment, after the first frame the window switches lineups N times through the
// switcher (the next lineup selected, as a click would; each once the previous switch's frame
// was painted), printing `switch_ms: …` per switch (the selection → the new lineup's frame
// painted), then exports the lineup shown as a PDF N times (the Export… code, into a temporary
// folder), printing `export_pdf_ms: …`, and quits. `scripts/e2e-lineup-gtk` runs it on the
// release build under Xvfb and takes the medians.
extension LineupGTK {
    /// The number of measured switches and exports asked for, or nil.
    static var measureCount: Int? {
        ProcessInfo.processInfo.environment["LINEUP_MEASURE"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }

    /// Starts the measurement (once, after the first frame) when `LINEUP_MEASURE` asks for it.
    func startMeasuring() {
        guard let count = Self.measureCount else { return }
        guard names.count > 1 else {
            LineupOutput.error("lineup: LINEUP_MEASURE needs a team with two lineups or more")
            exitStatus = 1
            return quitApp()
        }
        // Lets the idle pages be made first: a coach looks at the boat before switching.
        GSignal.every(milliseconds: 300) { [unowned self] in
            guard warming else {
                measureSwitch(remaining: count, total: count)
                return false
            }
            return true
        }
    }

    /// One switch (the next lineup, wrapping), then the next once its frame was painted.
    private func measureSwitch(remaining: Int, total: Int) {
        guard remaining > 0 else { return measureExports(total) }
        let index = Int(gtk_drop_down_get_selected(gp(header.switcher)))
        onSwitchPainted = { [unowned self] in
            // A pause between switches, as between a coach's clicks.
            GSignal.every(milliseconds: 150) { [unowned self] in
                measureSwitch(remaining: remaining - 1, total: total)
                return false
            }
        }
        gtk_drop_down_set_selected(gp(header.switcher), UInt32((index + 1) % names.count))
    }

    /// Exports the shown lineup's sheet `count` times, then quits.
    private func measureExports(_ count: Int) {
        onSwitchPainted = nil
        let folder = NSTemporaryDirectory() + "lineup-measure-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for i in 0..<count {
            let started = g_get_monotonic_time()
            do { try sheet.writePDF(to: "\(folder)/\(i).pdf") } catch {
                LineupOutput.error("lineup: cannot export: \(error)")
                exitStatus = 1
                break
            }
            let ms = Double(g_get_monotonic_time() - started) / 1_000
            say("export_pdf_ms: \((ms * 100).rounded() / 100)")
        }
        quitApp()
    }
}
