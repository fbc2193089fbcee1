import Testing
import MosaicTesting
@testable import MosaicCore

/// The diff's position table, and the diff on identities whose hashes collide (so stored hash
/// bits agree for different items and the table must compare identities): every changeset
/// round-trips with minimal moves and the reference old paths. Every failure names its seed.
@Suite struct PositionTableTests {
    /// An identity whose hash keeps only `value % 5`: at most five distinct hashes.
    struct Clashing: Hashable, Sendable, Comparable {
        let value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value % 5) }
        static func < (a: Self, b: Self) -> Bool { a.value < b.value }
    }

    @Test func findsEveryPositionAddedAndNothingElse() {
        let items = (0..<1_000).map { $0 * 7 }
        let table = PositionTable(capacity: items.count)
        defer { table.deallocate() }
        for (i, item) in items.enumerated() { table.insert(i, hash: item.hashValue) }
        for (i, item) in items.enumerated() {
            #expect(table.position(hash: item.hashValue) { items[$0] == item } == i, "item \(item) at \(i)")
        }
        for missing in [1, 8, 6_994, 7_001] {
            #expect(table.position(hash: missing.hashValue) { items[$0] == missing } == -1, "\(missing) was never added")
        }
    }

    @Test func collidingHashesAreResolvedByComparingIdentities() {
        let items = (0..<200).map { Clashing(value: $0) }
        let table = PositionTable(capacity: items.count)
        defer { table.deallocate() }
        for (i, item) in items.enumerated() { table.insert(i, hash: item.hashValue) }
        for (i, item) in items.enumerated() {
            #expect(table.position(hash: item.hashValue) { items[$0] == item } == i)
        }
        #expect(table.position(hash: Clashing(value: 200).hashValue) { items[$0] == Clashing(value: 200) } == -1)
    }

    @Test(arguments: 0..<3)
    func diffOfCollidingIdentitiesRoundTrips(batch: Int) throws {
        for caseIndex in 0..<20 {
            let seed = UInt64(300_000 + batch * 1_000 + caseIndex)
            var rng = SplitMix64(seed: seed)
            let ints = DiffShapeTests.sections(&rng)
            let reshaped = DiffShapeTests.reshaped(ints, shape: caseIndex % 5, &rng)
            let old = try Self.clashing(ints), new = try Self.clashing(reshaped)
            let c = new.difference(from: old)
            #expect(try c.applied(to: old) == new, "seed \(seed): the changeset does not turn old into new")
            #expect(c.moves.count == DiffShapeTests.minimalMoves(ints, reshaped),
                    "seed \(seed): \(c.moves.count) moves, expected the minimum")
            let recorded = new.difference(from: old, recordingOldPaths: true)
            #expect(recorded.oldPaths == DiffNearNoOpTests.referenceOldPaths(old, new), "seed \(seed): old paths")
        }
    }

    /// A new side much smaller than the old (the table holds the new items) across sections.
    @Test func aNarrowingAcrossSectionsHashesTheNewSide() throws {
        var rng = SplitMix64(seed: 31)
        let old = try SectionedSnapshot<Int, Clashing>(sections: (0..<4).map { s in
            (s, (0..<300).map { Clashing(value: s * 1_000 + $0) })
        })
        var kept = old.allItemIdentifiers.shuffled(using: &rng).prefix(40).sorted(by: >)
        kept.swapAt(0, 1)
        let new = try SectionedSnapshot<Int, Clashing>(sections: [(3, Array(kept[0..<20])), (1, Array(kept[20...]))])
        let c = new.difference(from: old)
        #expect(try c.applied(to: old) == new)
        let recorded = new.difference(from: old, recordingOldPaths: true)
        #expect(recorded.oldPaths == DiffNearNoOpTests.referenceOldPaths(old, new))
    }

    static func clashing(_ snapshot: SectionedSnapshot<Int, Int>) throws -> SectionedSnapshot<Int, Clashing> {
        try SectionedSnapshot(sections: snapshot.sections.map { ($0.0, $0.1.map { Clashing(value: $0) }) })
    }
}
