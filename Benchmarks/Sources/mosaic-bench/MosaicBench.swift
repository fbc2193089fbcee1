import ArgumentParser

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
        if groups.contains(.app) { AppBench.run(into: &results, quick: quick, keys: Set(key)) }
        // The frame keys alone (also measured by `app`); for quick before/after comparisons.
        if groups.contains(.render) && !groups.contains(.app) {
            AppBench.runRender(into: &results, quick: quick, keys: Set(key))
        }
        if groups.contains(.contacts) { ContactsBench.run(into: &results, quick: quick) }
        results.set("peak_rss_mb", Measure.peakRSSMegabytes())
        print(json ? results.json() : results.table())
    }
}
