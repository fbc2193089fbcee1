import MosaicAnimation
import MosaicCore
import MosaicView

/// Updating a 100,000-item view (UUID strings) where 1 % of the items changed (334 reloaded by
/// path, 333 deleted, 333 inserted, every position drawn uniformly, fixed seed), three ways, in
/// the same rounds: the view lends its snapshot to the owner's edit (`updateSnapshot`: the verbs
/// edit it in place, no copy) and applies it from its recorded edits (`update_1pct_apply_ms`);
/// the owner edits a copy of the view's snapshot (`update_1pct_edit_ms`: a retain per identity
/// when the copy's section is first written) and applies it (`update_1pct_copy_apply_ms`, the
/// edit and the apply: the replaced snapshot then dies, a release per identity); or builds the
/// new snapshot from scratch and diffs it against the current one. Between them, untimed, the
/// view gets back the original list as a snapshot built anew, which nothing here shares.
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

    /// The edit with the verbs: reload marks by path, then the deletions, then the insertions.
    static func perform(_ e: Edit, on snapshot: inout SectionedSnapshot<Int, String>) {
        do {
            try snapshot.reloadItems(at: e.reloaded)
            try snapshot.delete(at: e.deleted)
            try snapshot.insert(e.inserted, at: e.insertedPaths)
        } catch {
            print("benchmark edit failed: \(error)")
        }
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
        var check = 0, lentCheck = 0
        // The untimed restore: the view gets back a snapshot of the original list built anew, so
        // it holds one that nothing here shares (as an owner that keeps no old snapshots). The
        // list is copied first: a snapshot built from an array adopts the array's storage.
        let restore = {
            clock.advance(by: 10)
            view.apply(DiffBench.snapshot(items.map { $0 }), animated: false)
        }
        restore()
        let samples = Measure.interleavedSamples(rounds: quick ? 3 : 15, [
            {
                // The owner's cheapest way: the view lends its snapshot, the verbs edit it in
                // place, and it is applied from its recorded edits.
                lentCheck = view.updateSnapshot { perform(e, on: &$0) }.insertions.count
            },
            restore,
            {
                // Edit a copy with the verbs…
                var copy = view.snapshot
                perform(e, on: &copy)
                edited = copy
            },
            // … and apply it.
            { check = view.apply(edited, animated: true).insertions.count },
            restore,
            { built = DiffBench.snapshot(newItems) },
            { blackHole(built.difference(from: original)) },
        ])
        edited = original
        precondition(view.snapshot.items(inSection: 0) == items && check == 333 && lentCheck == 333,
                     "update bench: both updates must insert 333 items (lent \(lentCheck), copy \(check))")
        let lentResult = view.updateSnapshot(animated: false) { snapshot in
            _ = try? snapshot.delete(at: e.deleted)
            _ = try? snapshot.insert(e.inserted, at: e.insertedPaths)
        }
        precondition(view.snapshot.items(inSection: 0) == newItems && lentResult.deletions.count == 333,
                     "update bench: the lent edit must equal the rebuilt list")
        restore()
        var probe = view.snapshot
        _ = try? probe.delete(at: e.deleted)
        precondition(probe.recordedUpdate(from: view.snapshot) != nil,
                     "update bench: an edited copy of the view's snapshot must apply from its recorded edits")
        let t = samples.map(Measure.median)
        let copyUpdate = zip(samples[2], samples[3]).map { $0 + $1 }
        let rebuild = zip(samples[5], samples[6]).map { $0 + $1 }
        r.set("update_1pct_apply_ms", t[0] * 1000)
        r.set("update_1pct_copy_apply_ms", Measure.median(copyUpdate) * 1000)
        r.set("update_1pct_edit_ms", t[2] * 1000)
        r.set("snapshot_build_uuid_100k_ms", t[5] * 1000)
        r.set("update_rebuild_diff_100k_ms", t[6] * 1000)
        r.set("update_1pct_apply_ratio", Measure.pairedRatio(samples[0], rebuild))
    }
}
