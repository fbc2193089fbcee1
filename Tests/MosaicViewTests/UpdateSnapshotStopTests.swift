import Testing
import MosaicAnimation
import MosaicCore
import MosaicTesting
@testable import MosaicView

/// `updateSnapshot` with edits that stop the snapshot's recording — section edits, deletions in
/// more places than an eighth of the items — or mark reloads by identity: the lent snapshot
/// keeps the state it was lent as, so the update animates and reports the same changeset,
/// events and frames as `apply` of an edited copy, and a throw after such an edit restores the
/// view. Seeded random edit scripts; the seed is in every message.
@Suite struct UpdateSnapshotStopTests {
    typealias Snap = SectionedSnapshot<Int, String>

    /// Two views showing 2,400 items in two sections (the recording stops past 300 stretches).
    static func pair() throws -> (CollectionView<Int, String>, CollectionView<Int, String>, ManualClock, ManualClock) {
        try UpdateSnapshotTests.pair([(0, (0..<1_400).map { "a\($0)" }), (1, (0..<1_000).map { "b\($0)" })])
    }

    /// An edit that stops the recording (or, for reloads by identity, that the recording cannot
    /// answer): a section appended (with items) or deleted, deletions in more places than an
    /// eighth of the items, or a reload mark by identity.
    static func stoppingEdit(_ s: inout Snap, _ rng: inout SplitMix64, fresh: inout Int) throws {
        switch rng.next(below: 5) {
        case 0:
            let id = 10 + fresh
            try s.appendSections([id])
            try s.appendItems((0..<(1 + rng.next(below: 5))).map { "s\(id)-\($0)" }, toSection: s.numberOfSections - 1)
            fresh += 1
        case 1 where s.numberOfSections > 1: try s.deleteSection(at: rng.next(below: s.numberOfSections))
        case 3 where s.numberOfItems > 0:
            let path = (0..<s.numberOfSections).first { !s.items(inSection: $0).isEmpty }.map { ItemPath($0, rng.next(below: s.items(inSection: $0).count)) }
            if let path, let item = s[path] { try s.reloadItems([item]) }
        case _ where s.numberOfItems < 600:
            try s.appendSections([10 + fresh])
            fresh += 1
        default:
            // Every other item from a random start: more stretches than an eighth of the items.
            let all = (0..<s.numberOfSections).flatMap { section in s.items(inSection: section).indices.map { ItemPath(section, $0) } }
            let count = max(300, s.numberOfItems / 8 + 1), start = rng.next(below: all.count - 2 * count + 1)
            try s.delete(at: (0..<count).map { all[start + 2 * $0] })
        }
    }

    /// A script of item edits (as in ``RecordedApplyTests``) around one or two stopping edits.
    static func script(_ s: inout Snap, _ rng: inout SplitMix64, fresh: inout Int) throws {
        try RecordedApplyTests.edit(&s, &rng, fresh: &fresh)
        for _ in 0..<(1 + rng.next(below: 2)) { try stoppingEdit(&s, &rng, fresh: &fresh) }
        if rng.next(below: 2) == 0 { try RecordedApplyTests.edit(&s, &rng, fresh: &fresh) }
    }

    @Test(arguments: 0..<3)
    func aStoppingEditAnimatesAsAnEditedCopy(batch: Int) throws {
        var stopped = 0
        for caseIndex in 0..<6 {
            let seed = UInt64(2_628_000 + batch * 100 + caseIndex)
            print("UpdateSnapshotStopTests seed \(seed)")
            let (a, b, clockA, clockB) = try Self.pair()
            try UpdateSnapshotTests.compareBothWays(a, b, clockA, clockB, seed: seed, edit: Self.script) { changes, copy in
                if copy.recordedUpdate(from: b.snapshot) == nil { stopped += 1 }
                #expect(!changes.isEmpty, "seed \(seed): the update is animated from a real changeset")
            }
        }
        #expect(stopped == 12, "batch \(batch): every script stops the recording or leaves it unable to answer")
    }

    @Test(arguments: 0..<4)
    func aThrowAfterAStoppingEditRestoresTheView(kind: Int) throws {
        let seed = UInt64(2_628_900 + kind)
        print("UpdateSnapshotStopTests seed \(seed)")
        let (a, b, _, _) = try Self.pair()
        // The first update runs an animation, so the throw lands mid-flight.
        try a.updateSnapshot { try $0.delete(at: ItemPath(0, 2)) }
        try b.updateSnapshot { try $0.delete(at: ItemPath(0, 2)) }
        try UpdateSnapshotTests.expectThrowRestores(a, seed: seed) { snapshot, rng, fresh in
            try RecordedApplyTests.edit(&snapshot, &rng, fresh: &fresh)
            switch kind {
            case 0: try snapshot.appendSections([77])
            case 1: try snapshot.deleteSection(at: 0)
            case 2: try snapshot.delete(at: (0..<350).map { ItemPath(0, 2 * $0) })
            default: try snapshot.reloadItems([snapshot[ItemPath(1, 0)]!])
            }
            #expect(kind == 3 || !snapshot.isRecordingEdits, "seed \(seed): the edit stopped the recording")
            try RecordedApplyTests.edit(&snapshot, &rng, fresh: &fresh)
        }
        // The view lends again, and its update matches the other view's.
        let changes = try a.updateSnapshot { try $0.delete(at: [ItemPath(0, 0), ItemPath(1, 1)]) }
        let other = try b.updateSnapshot { try $0.delete(at: [ItemPath(0, 0), ItemPath(1, 1)]) }
        #expect(changes == other && a.snapshot == b.snapshot, "seed \(seed): the view updates as before")
        #expect(RecordedApplyTests.cells(a.displayList()) == RecordedApplyTests.cells(b.displayList()), "seed \(seed): same frames")
    }

    @Test func assigningAnotherSnapshotIsTakenWithoutAnimation() throws {
        let (a, _, _, _) = try Self.pair()
        let next = try Snap(sections: [(5, ["x", "y"])])
        let changes = a.updateSnapshot { $0 = next }
        #expect(changes.isEmpty && a.snapshot == next && a.layout.itemCounts == [2])
        #expect(a.displayList().cells.allSatisfy { !$0.isRemoving }, "nothing fades: the old state was given up")
    }
}
