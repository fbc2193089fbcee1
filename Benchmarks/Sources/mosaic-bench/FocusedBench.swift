/// Figures outside the render group that `--key` measures alone, each with the few figures its
/// bench writes beside it — to profile one key (under callgrind, collect
/// `--toggle-collect='*7MeasureO7seconds*'`: the timed bodies only) or to compare before/after
/// without running its whole group.
enum FocusedBench {
    /// The keys `--key` accepts here.
    static let keys = ["cross_view_drag_ratio", "diff_permutation_floor_ratio", "search_keystroke_ms", "update_1pct_apply_ratio"]

    /// Measures `key` (one of ``keys``) into `r`.
    static func run(_ key: String, into r: inout BenchResults, quick: Bool) {
        switch key {
        case "update_1pct_apply_ratio": UpdateBench.run(into: &r, quick: quick)
        case "cross_view_drag_ratio":
            // The ratio's denominator is the flow drag of the same run (1,000,000 items).
            if let flow = EngineBench.flowLayout(count: EngineBench.n, item: 100, spacing: 10) {
                let cost = EngineBench.dragCost(flow, moves: quick ? 300 : 3_000)
                r.set("move_drag_update_flow_us", cost.median * 1e6)
            }
            CrossViewBench.run(into: &r, quick: quick)
        case "diff_permutation_floor_ratio": DiffBench.runShapes(into: &r, rounds: quick ? 3 : 11)
        case "search_keystroke_ms":
            if let ms = ContactsBench.searchKeystroke(count: 100_000, keystrokes: quick ? 6 : 12) {
                r.set("search_keystroke_ms", ms)
            } else {
                print("search benchmark failed")
            }
        default: print("focused bench: unknown key \(key)")
        }
    }
}
