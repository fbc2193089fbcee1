import Testing
import MosaicAnimation
import MosaicCore
import MosaicTesting
@testable import MosaicView

/// Applying an edited copy of the view's snapshot (changes read from its recorded edits) and
/// applying the same state built anew (changes found by the diff) end in the same model and the
/// same frames at every step of the animation. Seeded random edits; the seed is in every message.
@Suite struct RecordedApplyTests {
    typealias Snap = SectionedSnapshot<Int, String>

    static func view(_ snapshot: Snap, clock: ManualClock) throws -> CollectionView<Int, String> {
        let viewport = Size(width: 500, height: 600)
        let layout = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                    minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: viewport)
        return try CollectionView(snapshot: snapshot, layout: AnyLayout(layout), viewportSize: viewport, clock: clock)
    }

    /// The cells of a display list in identity order (fading ones come from a dictionary).
    static func cells(_ list: DisplayList<String>) -> [DisplayCell<String>] {
        list.cells.sorted { ($0.id, $0.isRemoving ? 1 : 0) < ($1.id, $1.isRemoving ? 1 : 0) }
    }

    /// A few random deletions, insertions, moves and exchanges near the top of the list.
    static func edit(_ copy: inout Snap, _ rng: inout SplitMix64, fresh: inout Int) throws {
        for _ in 0..<(1 + rng.next(below: 8)) {
            let s = rng.next(below: copy.numberOfSections), count = copy.items(inSection: s).count
            switch rng.next(below: 4) {
            case 0 where count > 0: try copy.delete(at: ItemPath(s, rng.next(below: count)))
            case 1:
                try copy.insert("new\(fresh)", at: ItemPath(s, rng.next(below: count + 1)))
                fresh += 1
            case 2 where count > 1: try copy.move(from: ItemPath(s, rng.next(below: count)), to: ItemPath(s, rng.next(below: count)))
            case 3 where count > 1: try copy.exchange(ItemPath(s, rng.next(below: count)), ItemPath(s, rng.next(below: count)))
            default: break
            }
        }
    }

    @Test(arguments: 0..<3)
    func recordedApplyEndsAndAnimatesAsTheDiff(batch: Int) throws {
        for caseIndex in 0..<10 {
            let seed = UInt64(2_626_000 + batch * 100 + caseIndex)
            var rng = SplitMix64(seed: seed)
            let start = try Snap(sections: [(0, (0..<30).map { "a\($0)" }), (1, (0..<20).map { "b\($0)" })])
            let clockA = ManualClock(), clockB = ManualClock()
            let a = try Self.view(start, clock: clockA), b = try Self.view(start, clock: clockB)
            // The first apply starts the recording on both.
            a.apply(start, animated: false)
            b.apply(start, animated: false)
            #expect(a.snapshot.isRecordingEdits, "seed \(seed): apply starts a recording")
            var copy = a.snapshot
            var fresh = 0
            try Self.edit(&copy, &rng, fresh: &fresh)
            #expect(copy.recordedUpdate(from: a.snapshot) != nil, "seed \(seed): the copy must apply from its recorded edits")
            let rebuilt = try Snap(sections: copy.sections)
            #expect(rebuilt.recordedUpdate(from: b.snapshot) == nil, "seed \(seed): a snapshot built anew goes through the diff")
            let recorded = a.apply(copy)
            let diffed = b.apply(rebuilt)
            #expect(a.snapshot == b.snapshot, "seed \(seed): same model")
            #expect(recorded.deletions == diffed.deletions && recorded.insertions == diffed.insertions
                    && recorded.moves.count == diffed.moves.count, "seed \(seed): equivalent changes")
            for step in 0..<6 {
                #expect(Self.cells(a.displayList()) == Self.cells(b.displayList()), "seed \(seed): frames differ at step \(step)")
                #expect(a.displayList().contentSize == b.displayList().contentSize, "seed \(seed): content size at step \(step)")
                clockA.advance(by: 0.07)
                clockB.advance(by: 0.07)
            }
        }
    }
}
