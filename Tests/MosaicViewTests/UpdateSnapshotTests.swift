import Testing
import MosaicAnimation
import MosaicCore
import MosaicTesting
@testable import MosaicView

/// `updateSnapshot` (the view lends its snapshot to an in-place edit) and `apply` of an edited
/// copy end in the same model, changeset, events and frames at every step of the animation;
/// a throwing edit leaves the view as it was. Seeded random edits; the seed is in every message.
@Suite struct UpdateSnapshotTests {
    typealias Snap = SectionedSnapshot<Int, String>

    struct Failed: Error {}

    /// Two views showing `sections` (by default 50 items in two), each with its clock.
    static func pair(_ sections: [(Int, [String])] = [(0, (0..<30).map { "a\($0)" }), (1, (0..<20).map { "b\($0)" })])
        throws -> (CollectionView<Int, String>, CollectionView<Int, String>, ManualClock, ManualClock) {
        let start = try Snap(sections: sections)
        let clockA = ManualClock(), clockB = ManualClock()
        let a = try RecordedApplyTests.view(start, clock: clockA), b = try RecordedApplyTests.view(start, clock: clockB)
        a.apply(start, animated: false)
        b.apply(start, animated: false)
        return (a, b, clockA, clockB)
    }

    /// Two rounds of the same seeded `edit` on two views — lent to it by `a.updateSnapshot`, on
    /// a copy applied to `b` — checking the same model, changeset, events and frames at four
    /// steps of each animation (the second round edits while the first one's animations run).
    /// `check` gets each round's changeset and edited copy.
    static func compareBothWays(_ a: CollectionView<Int, String>, _ b: CollectionView<Int, String>, _ clockA: ManualClock,
                                _ clockB: ManualClock, seed: UInt64,
                                edit: (inout Snap, inout SplitMix64, inout Int) throws -> Void,
                                check: (Changeset<Int, String>, Snap) -> Void = { _, _ in }) throws {
        var eventsA: [String] = [], eventsB: [String] = []
        a.onEvent = { eventsA.append("\($0)") }
        b.onEvent = { eventsB.append("\($0)") }
        for round in 0..<2 {
            var rngA = SplitMix64(seed: seed &+ UInt64(round)), rngB = rngA
            var freshA = round * 100, freshB = freshA
            var lentItems: [String] = []
            let lent = try a.updateSnapshot { snapshot in
                #expect(a.state.loan.isLent, "seed \(seed): the view lends its snapshot")
                try edit(&snapshot, &rngA, &freshA)
                lentItems = snapshot.allItemIdentifiers
            }
            var copy = b.snapshot
            try edit(&copy, &rngB, &freshB)
            check(lent, copy)
            let copied = b.apply(copy)
            #expect(a.snapshot == b.snapshot && a.snapshot.allItemIdentifiers == lentItems, "seed \(seed): same model in round \(round)")
            #expect(lent == copied, "seed \(seed): the same changeset in round \(round)")
            #expect(eventsA == eventsB, "seed \(seed): the same events in round \(round)")
            #expect(a.snapshot.isRecordingEdits, "seed \(seed): the applied snapshot records again")
            for step in 0..<4 {
                #expect(RecordedApplyTests.cells(a.displayList()) == RecordedApplyTests.cells(b.displayList()),
                        "seed \(seed): frames differ at step \(step) of round \(round)")
                clockA.advance(by: 0.07)
                clockB.advance(by: 0.07)
            }
        }
    }

    @Test(arguments: 0..<3)
    func lentEditEndsAndAnimatesAsAnEditedCopy(batch: Int) throws {
        for caseIndex in 0..<10 {
            let seed = UInt64(2_627_000 + batch * 100 + caseIndex)
            print("UpdateSnapshotTests seed \(seed)")
            let (a, b, clockA, clockB) = try Self.pair()
            try Self.compareBothWays(a, b, clockA, clockB, seed: seed) { snapshot, rng, fresh in
                #expect(snapshot.isRecordingEdits, "seed \(seed): the snapshot records its edits")
                try RecordedApplyTests.edit(&snapshot, &rng, fresh: &fresh)
                if rng.next(below: 2) == 0, snapshot.numberOfItems > 0 {
                    try snapshot.reloadItems(at: [ItemPath(0, 0)].filter { _ in !snapshot.items(inSection: 0).isEmpty })
                }
            }
        }
    }

    /// Lends `a`'s snapshot to `edit` (seeded) and throws after it: the view's snapshot, its
    /// layout's counts and its frames must be as they were.
    static func expectThrowRestores(_ a: CollectionView<Int, String>, seed: UInt64,
                                    edit: (inout Snap, inout SplitMix64, inout Int) throws -> Void) throws {
        let before = a.snapshot
        let frames = RecordedApplyTests.cells(a.displayList())
        var rng = SplitMix64(seed: seed)
        var fresh = 0
        #expect(throws: Failed.self) {
            try a.updateSnapshot { snapshot in
                try edit(&snapshot, &rng, &fresh)
                throw Failed()
            }
        }
        #expect(a.snapshot == before, "seed \(seed): the snapshot is as it was")
        #expect(RecordedApplyTests.cells(a.displayList()) == frames, "seed \(seed): the frames are as they were")
        #expect(a.layout.itemCounts == before.itemCounts, "seed \(seed): the layout holds the old counts")
    }

    @Test(arguments: [false, true])
    func aThrowingEditRestoresTheSnapshot(afterEdits: Bool) throws {
        let seed: UInt64 = afterEdits ? 2_627_901 : 2_627_900
        print("UpdateSnapshotTests seed \(seed)")
        let (a, _, _, _) = try Self.pair()
        let before = a.snapshot
        try Self.expectThrowRestores(a, seed: seed) { snapshot, rng, fresh in
            guard afterEdits else { return }
            try RecordedApplyTests.edit(&snapshot, &rng, fresh: &fresh)
            try snapshot.delete(at: [ItemPath(0, 1), ItemPath(1, 3)])
            try snapshot.insert(["x", "y"], at: [ItemPath(0, 0), ItemPath(1, 2)])
        }
        // The view still lends and applies afterwards.
        let changes = try a.updateSnapshot { try $0.delete(at: ItemPath(0, 0)) }
        #expect(changes.deletions == [ItemPath(0, 0)] && a.snapshot.numberOfItems == before.numberOfItems - 1)
    }
}
