import MosaicAnimation
import MosaicCore
import MosaicView

/// Updating a 100,000-item view (UUID strings) where 1 % of the items changed, two ways, in the
/// same rounds: the owner edits a copy of the view's snapshot with its edit verbs (334
/// reloaded by path, 333 deleted, 333 inserted, every position drawn uniformly, fixed seed) and
/// applies it — the view reads the changes from the copy's recorded edits; or builds the new
/// snapshot from scratch and diffs it against the current one.
enum UpdateBench {
    static let n = 100_000

    /// The edit: reload marks, deleted paths (old), inserted items and their final paths.
    struct Edit {
        var reloaded: [ItemPath] = []
        var deleted: [ItemPath] = []
        var inserted: [String] = []
        var insertedPaths: [ItemPath] = []
    }

    static func edit(of items: [String], fresh: [String]) -> (edit: Edit, result: [String]) {
        var rng = BenchRNG(seed: 261)
        var picked = Array(items.indices)
        for i in 0..<667 { picked.swapAt(i, i + rng.next(below: items.count - i)) }
        var e = Edit()
        e.reloaded = picked[0..<334].map { ItemPath(0, $0) }
        e.deleted = picked[334..<667].sorted().map { ItemPath(0, $0) }
        let deleted = Set(picked[334..<667])
        var result = items.indices.filter { !deleted.contains($0) }.map { items[$0] }
        var finalPositions = Set<Int>()
        while finalPositions.count < fresh.count { finalPositions.insert(rng.next(below: result.count + fresh.count)) }
        e.insertedPaths = finalPositions.sorted().map { ItemPath(0, $0) }
        e.inserted = fresh
        for (item, path) in zip(fresh, e.insertedPaths) { result.insert(item, at: path.item) }
        return (e, result)
    }

    static func run(into r: inout BenchResults, quick: Bool) {
        let uuids = DiffBench.uuidStrings(n + 333, seed: 11)
        let items = Array(uuids[0..<n]), fresh = Array(uuids[n...])
        let (e, newItems) = edit(of: items, fresh: fresh)
        let original = DiffBench.snapshot(items)
        let viewport = Size(width: 1280, height: 800)
        let clock = ManualClock()
        guard let layout = try? FlowLayout(itemCounts: [n], itemSizing: .uniform(Size(width: 100, height: 100)),
                                           minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: viewport),
              let view = try? CollectionView<Int, String>(snapshot: original, layout: AnyLayout(layout),
                                                          viewportSize: viewport, clock: clock) else {
            print("benchmark setup failed: the update view")
            return
        }
        view.setContentOffset(Point(x: 0, y: 200_000))
        var edited = original
        var built = original
        var check = 0
        let samples = Measure.interleavedSamples(rounds: quick ? 3 : 15, [
            {
                // Edit a copy with the verbs…
                var copy = view.snapshot
                do {
                    try copy.reloadItems(at: e.reloaded)
                    try copy.delete(at: e.deleted)
                    try copy.insert(e.inserted, at: e.insertedPaths)
                } catch {
                    print("benchmark edit failed: \(error)")
                }
                edited = copy
            },
            // … and apply it.
            { check = view.apply(edited, animated: true).insertions.count },
            { built = DiffBench.snapshot(newItems) },
            { blackHole(built.difference(from: original)) },
            {
                // Back to the original (untimed in the figures).
                clock.advance(by: 10)
                view.apply(original, animated: false)
            },
        ])
        precondition(edited.items(inSection: 0) == newItems && check == 333,
                     "update bench: the edited copy must equal the rebuilt list (333 insertions, got \(check))")
        var probe = view.snapshot
        _ = try? probe.delete(at: e.deleted)
        precondition(probe.recordedUpdate(from: view.snapshot) != nil,
                     "update bench: an edited copy of the view's snapshot must apply from its recorded edits")
        let t = samples.map(Measure.median)
        let update = zip(samples[0], samples[1]).map { $0 + $1 }
        let rebuild = zip(samples[2], samples[3]).map { $0 + $1 }
        r.set("update_1pct_apply_ms", Measure.median(update) * 1000)
        r.set("update_1pct_edit_ms", t[0] * 1000)
        r.set("snapshot_build_uuid_100k_ms", t[2] * 1000)
        r.set("update_rebuild_diff_100k_ms", t[3] * 1000)
        r.set("update_1pct_apply_ratio", Measure.pairedRatio(update, rebuild))
    }
}
