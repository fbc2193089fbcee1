import MosaicAnimation
import MosaicCore
import MosaicView

/// Applying an update to a 100,000-item view (UUID strings) during an interactive movement
/// and without one, in the same rounds: the owner edits a copy of the view's snapshot (500
/// deleted, 500 inserted, positions drawn uniformly, fixed seed — 1,000 changes, the lifted item
/// and its neighbours kept) and applies it, animated; then the original goes back, untimed.
/// Two views alike, one with a drag in progress (an item lifted and moved four slots on), so
/// the ratio is the cost of carrying the drag over the update (``apply_during_drag_ratio``).
enum ApplyDuringDragBench {
    static let n = 100_000

    struct Edit {
        var deleted: [ItemPath] = []
        var inserted: [String] = []
        var insertedPaths: [ItemPath] = []
    }

    /// 500 deletions and 500 insertions anywhere, but none among the first `kept` positions
    /// (where the drag is), or an insertion there.
    static func edit(count: Int, fresh: [String], kept: Int) -> Edit {
        var rng = BenchRNG(seed: 733)
        var deleted = Set<Int>()
        while deleted.count < 500 { deleted.insert(kept + rng.next(below: count - kept)) }
        var e = Edit()
        e.deleted = deleted.sorted().map { ItemPath(0, $0) }
        var finals = Set<Int>()
        let total = count - 500 + fresh.count
        while finals.count < fresh.count { finals.insert(kept + rng.next(below: total - kept)) }
        e.insertedPaths = finals.sorted().map { ItemPath(0, $0) }
        e.inserted = fresh
        return e
    }

    static func makeView(_ snapshot: SectionedSnapshot<Int, String>, clock: ManualClock) -> CollectionView<Int, String>? {
        let viewport = Size(width: 1280, height: 800)
        guard let layout = try? FlowLayout(itemCounts: [n], itemSizing: .uniform(Size(width: 100, height: 100)),
                                           minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: viewport) else {
            return nil
        }
        return try? CollectionView<Int, String>(snapshot: snapshot, layout: AnyLayout(layout), viewportSize: viewport,
                                                mode: .edit, clock: clock)
    }

    static func run(into r: inout BenchResults, quick: Bool) {
        let uuids = DiffBench.uuidStrings(n + 500, seed: 17)
        let original = DiffBench.snapshot(Array(uuids[0..<n]))
        let e = edit(count: n, fresh: Array(uuids[n...]), kept: 20)
        let clock = ManualClock()
        guard let dragging = makeView(original, clock: clock), let plain = makeView(original, clock: clock) else {
            print("benchmark setup failed: the apply-during-drag views")
            return
        }
        // Lift the item at 0.1 and move it over 0.5 (the first row of eleven cells).
        clock.advance(by: 1)
        dragging.beginInteractiveMovementForItem(at: ItemPath(0, 1))
        dragging.updateInteractiveMovementTargetPosition(Point(x: 5 * 110 + 50, y: 50))
        precondition(dragging.dragInProgress, "apply-during-drag bench: the item must be lifted")
        func edited(_ view: CollectionView<Int, String>) -> SectionedSnapshot<Int, String> {
            var copy = view.snapshot
            do {
                try copy.delete(at: e.deleted)
                try copy.insert(e.inserted, at: e.insertedPaths)
            } catch {
                print("benchmark edit failed: \(error)")
            }
            return copy
        }
        var during = original, without = original
        var checks = (0, 0)
        let samples = Measure.interleavedSamples(rounds: quick ? 3 : 15, [
            { during = edited(dragging) },
            { checks.0 = dragging.apply(during, animated: true).insertions.count },
            { without = edited(plain) },
            { checks.1 = plain.apply(without, animated: true).insertions.count },
            {
                // Back to the original (untimed in the figures); the drag goes on.
                clock.advance(by: 10)
                dragging.apply(original, animated: false)
                plain.apply(original, animated: false)
            },
        ])
        precondition(checks == (500, 500) && dragging.dragInProgress,
                     "apply-during-drag bench: 500 insertions each, and the drag carried over (got \(checks))")
        r.set("apply_during_drag_ms", Measure.median(samples[1]) * 1000)
        r.set("apply_without_drag_ms", Measure.median(samples[3]) * 1000)
        r.set("apply_during_drag_ratio", Measure.pairedRatio(samples[1], samples[3]))
        dragging.endInteractiveMovement()
    }
}
