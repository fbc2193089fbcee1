/// Figures outside the render group that `--key` measures alone, each with the few figures its
/// bench writes beside it — to profile one key (under callgrind, collect
/// `--toggle-collect='*7MeasureO7seconds*'`: the timed bodies only) or to compare before/after
/// without running its whole group.
enum FocusedBench {
    /// The keys `--key` accepts here, each with the bench that measures it.
    static let runners: [String: (inout BenchResults, Bool) -> Void] = [
        "update_1pct_apply_ratio": { r, quick in UpdateBench.run(into: &r, quick: quick) },
        "diff_permutation_floor_ratio": { r, quick in DiffBench.runShapes(into: &r, rounds: quick ? 3 : 11) },
        "search_keystroke_ms": { r, quick in
            if let ms = ContactsBench.searchKeystroke(count: 100_000, keystrokes: quick ? 6 : 12) {
                r.set("search_keystroke_ms", ms)
            } else {
                print("search benchmark failed")
            }
        },
    ]

    static var keys: [String] { runners.keys.sorted() }
}
