import ArgumentParser

/// `mosaic-bench`: measures the figures the issues set targets for, in one run, and prints a
/// table (default) or one JSON object (`--json`). Build with `-c release`.
@main
struct MosaicBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mosaic-bench",
        abstract: "Measure Mosaic's diff, layouts and engine; print a table or JSON.")

    @Flag(name: .long, help: "Print one JSON object with every figure instead of a table.")
    var json = false

    @Flag(name: .long, help: "Fewer repetitions (for smoke tests); figures are noisier.")
    var quick = false

    mutating func run() throws {
        var results = BenchResults()
        LayoutBench.measureMemory(into: &results)
        DiffBench.run(into: &results, quick: quick)
        LayoutBench.run(into: &results, quick: quick)
        EngineBench.run(into: &results, quick: quick)
        AppBench.run(into: &results, quick: quick)
        results.set("peak_rss_mb", Measure.peakRSSMegabytes())
        print(json ? results.json() : results.table())
    }
}
