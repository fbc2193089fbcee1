import ArgumentParser
import Foundation

/// `mosaic-bench`: measures the figures the issues set targets for, in one run, and prints a
/// table (default) or one JSON object (`--json`). Build with `-c release`.
@main
struct MosaicBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mosaic-bench",
        abstract: "Measure Mosaic's diff, layouts and engine; print a table or JSON.")

    /// The groups of figures, in the order they run.
    enum Group: String, CaseIterable, ExpressibleByArgument {
        case memory, diff, layout, engine, app, contacts, render
    }

    @Flag(name: .long, help: "Print one JSON object with every figure instead of a table.")
    var json = false

    @Flag(name: .long, help: "Fewer repetitions (for smoke tests); figures are noisier.")
    var quick = false

    @Option(name: .long, parsing: .upToNextOption,
            help: "Run only these groups (\(Group.allCases.map(\.rawValue).joined(separator: ", "))); default: all.")
    var only: [Group] = []

    @Option(name: .long, parsing: .upToNextOption,
            help: "Run only these frame keys (\(AppBench.renderKeys.joined(separator: ", "))) of the render group; implies --only render unless --only is given. Also, alone: \(FocusedBench.keys.joined(separator: ", ")). For profiling one key, e.g. under callgrind with --toggle-collect='*medianCPUMilliseconds*' (the timed frames only).")
    var key: [String] = []

    mutating func run() throws {
        if let unknown = key.first(where: { !AppBench.renderKeys.contains($0) && !FocusedBench.keys.contains($0) }) {
            throw ValidationError("--key \(unknown): expected one of \((AppBench.renderKeys + FocusedBench.keys).joined(separator: ", "))")
        }
        let focused = key.filter { FocusedBench.keys.contains($0) }
        if !focused.isEmpty, focused.count == key.count, only.isEmpty {
            var results = BenchResults()
            for k in focused { FocusedBench.run(k, into: &results, quick: quick) }
            print(json ? results.json() : results.table())
            return
        }
        let groups = Set(only.isEmpty ? (key.isEmpty ? Group.allCases : [.render]) : only)
        var results = BenchResults()
        if groups.contains(.memory) { LayoutBench.measureMemory(into: &results) }
        if groups.contains(.diff) {
            DiffBench.run(into: &results, quick: quick)
            UpdateBench.run(into: &results, quick: quick)
            ApplyDuringDragBench.run(into: &results, quick: quick)
        }
        if groups.contains(.layout) {
            LayoutBench.run(into: &results, quick: quick)
            LayoutSwitchBench.run(into: &results, quick: quick)
        }
        if groups.contains(.engine) {
            EngineBench.run(into: &results, quick: quick)
            CrossViewBench.run(into: &results, quick: quick)
        }
        if groups.contains(.app) {
            // The frame keys of a whole run come from a fresh process (see `freshRender`).
            if key.isEmpty, let fresh = Self.freshRender(quick: quick) {
                for (k, v) in fresh { results.set(k, v) }
                AppBench.appFigures(into: &results, quick: quick)
            } else {
                AppBench.run(into: &results, quick: quick, keys: Set(key))
            }
        }
        // The frame keys alone (also measured by `app`); for quick before/after comparisons.
        if groups.contains(.render) && !groups.contains(.app) {
            AppBench.runRender(into: &results, quick: quick, keys: Set(key))
        }
        if groups.contains(.contacts) { ContactsBench.run(into: &results, quick: quick) }
        results.set("peak_rss_mb", Measure.peakRSSMegabytes())
        print(json ? results.json() : results.table())
    }

    /// The frame keys measured by this executable run again as `mosaic-bench --key … --json`
    /// in a new process, in the order of `AppBench.renderKeys`; nil (measure in this process)
    /// when the child cannot run or prints no figures, or when `MOSAIC_BENCH_RENDER_IN_PROCESS=1`.
    ///
    /// Why: a frame key stands for what a user's app draws, in a process whose heap holds the
    /// app — not the hundreds of megabytes the diff, layout and engine groups allocate and free
    /// before the app group. Measured after them in one process, the 2,000-card frame took
    /// 14.7 ms against 10.6 ms alone (the same binary, a quiet machine): the state those groups
    /// leave (a large, fragmented malloc heap; caches and TLB full of other data) slows the
    /// frame's small allocations and its cache walks, which no app frame pays.
    /// `MOSAIC_BENCH_RENDER_IN_PROCESS=1` measures them in this process instead (to compare).
    static func freshRender(quick: Bool) -> [(String, Double)]? {
        guard ProcessInfo.processInfo.environment["MOSAIC_BENCH_RENDER_IN_PROCESS"] != "1" else { return nil }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--key"] + AppBench.renderKeys + ["--json"] + (quick ? ["--quick"] : [])
        let out = Pipe()
        child.standardOutput = out
        do { try child.run() } catch {
            FileHandle.standardError.write(Data("mosaic-bench: frame keys in this process (\(error))\n".utf8))
            return nil
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        guard child.terminationStatus == 0,
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            FileHandle.standardError.write(Data("mosaic-bench: the frame keys' process failed; measured in this process\n".utf8))
            return nil
        }
        let figures = AppBench.renderKeys.compactMap { k in (object[k] as? NSNumber).map { (k, $0.doubleValue) } }
        return figures.isEmpty ? nil : figures
    }
}
