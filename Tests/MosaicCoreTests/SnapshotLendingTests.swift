import Testing
import MosaicTesting
@testable import MosaicCore

/// A lent snapshot (`lendItems()`) edited with any verbs — item verbs that the recording follows,
/// section edits and deletions in so many places that it stops — still knows the state it was
/// lent as: `endLending()` (kept when the recording stopped) or `recordedBase()` gives exactly
/// that snapshot, identities included. Seeded random scripts, seed printed.
@Suite struct SnapshotLendingTests {
    typealias Snap = SectionedSnapshot<Int, Int>

    /// The state a lent snapshot was lent as, the way `CollectionView.updateSnapshot` asks.
    static func lentBase(_ lent: inout Snap) -> Snap? { lent.endLending() ?? lent.recordedBase() }

    /// True when `s` holds exactly the identities of `expected` (its identity set agrees).
    static func sameIdentities(_ s: Snap, _ expected: Snap) -> Bool {
        s.numberOfItems == expected.numberOfItems && expected.allItemIdentifiers.allSatisfy(s.contains)
    }

    @Test(arguments: 0..<4)
    func aLentSnapshotKnowsItsBaseWhateverTheVerbs(batch: Int) throws {
        for caseIndex in 0..<25 {
            let seed = UInt64(2_629_000 + batch * 100 + caseIndex)
            print("SnapshotLendingTests seed \(seed)")
            var rng = SplitMix64(seed: seed)
            var original = try Snap(sections: [(0, Array(0..<(rng.next(below: 2) == 0 ? 60 : 900))), (1, Array(1_000..<1_700))])
            original.recordEdits()
            let expected = original
            var holder = original
            var lent = holder.lendItems()
            #expect(holder.numberOfItems == 0 && holder.numberOfSections == 2, "seed \(seed): the holder keeps a hollow")
            var fresh = 10_000, gone: [Int] = []
            for _ in 0..<(1 + rng.next(below: 12)) {
                switch rng.next(below: 14) {
                case 0:
                    try lent.appendSections([100 + fresh])
                    fresh += 1
                case 1 where lent.numberOfSections > 1: try lent.deleteSection(at: rng.next(below: lent.numberOfSections))
                case 2:
                    let all = (0..<lent.numberOfSections).flatMap { s in lent.items(inSection: s).indices.map { ItemPath(s, $0) } }
                    let every = 2 + rng.next(below: 3)
                    try lent.delete(at: all.indices.filter { $0 % every == 0 }.map { all[$0] })
                default: try RecordedUpdateTests.edit(&lent, &rng, fresh: &fresh, gone: &gone)
                }
            }
            let recording = lent.isRecordingEdits
            let base = Self.lentBase(&lent)
            #expect(base == expected, "seed \(seed): the base comes back (recording \(recording))")
            if let base {
                #expect(Self.sameIdentities(base, expected), "seed \(seed): the base's identity set is the original's")
                #expect(base.isRecordingBase, "seed \(seed): the base starts a recording, so it may lend again")
            }
            #expect(lent.endLending() == nil, "seed \(seed): a lending ends once")
        }
    }

    @Test func aStopKeepsTheBaseOnlyWhileLent() throws {
        var s = try Snap(sections: [(0, Array(0..<40))])
        s.recordEdits()
        var copy = s
        try copy.appendSections([1])
        #expect(copy.endLending() == nil, "a copy that was not lent keeps nothing when it stops")
        var lent = s.lendItems()
        try lent.deleteSection(at: 0)
        #expect(!lent.isRecordingEdits && lent.recordedBase() == nil)
        let base = lent.endLending()
        #expect(base?.items(inSection: 0) == Array(0..<40) && base?.sectionIdentifiers == [0])
    }
}
