import Testing
import MosaicTesting
@testable import MosaicCore

/// `insert(_:at:)` with many paths: the same snapshot as inserting one by one in ascending
/// path order, in any order of the arguments; nothing inserted when it throws.
@Suite struct SnapshotBatchInsertTests {
    typealias Snap = SectionedSnapshot<Int, Int>

    @Test func matchesOneByOneInsertionInPathOrder() throws {
        for seed in UInt64(0)..<100 {
            var rng = SplitMix64(seed: 2_600 + seed)
            let sections = 1 + rng.next(below: 3)
            var next = 0
            var base = Snap()
            try base.appendSections(Array(0..<sections))
            for s in 0..<sections {
                let count = rng.next(below: 30)
                try base.appendItems(Array(next..<(next + count)), toSection: s)
                next += count
            }
            // Final paths: per section, distinct positions within the grown section.
            var pairs: [(Int, ItemPath)] = []
            for s in 0..<sections {
                let adding = rng.next(below: 8)
                let final = base.items(inSection: s).count + adding
                var positions = Set<Int>()
                while positions.count < adding { positions.insert(rng.next(below: final)) }
                for p in positions { pairs.append((10_000 + pairs.count, ItemPath(s, p))) }
            }
            var expected = base
            for (item, path) in pairs.sorted(by: { $0.1 < $1.1 }) { try expected.insert(item, at: path) }
            pairs.shuffle(using: &rng)
            var batch = base
            try batch.insert(pairs.map(\.0), at: pairs.map(\.1))
            #expect(batch == expected, "seed \(2_600 + seed): \(batch) expected \(expected)")
            #expect(batch.numberOfItems == expected.numberOfItems, "seed \(2_600 + seed)")
            for (item, path) in pairs { #expect(batch[path] == item, "seed \(2_600 + seed): \(item) at \(path)") }
        }
    }

    @Test func rejectsBadBatchesAndChangesNothing() throws {
        let base = try Snap(sections: [(0, [1, 2, 3]), (1, [])])
        var s = base
        #expect(throws: MosaicError.self) { try s.insert([7, 8], at: [ItemPath(0, 0)]) }
        #expect(throws: MosaicError.self) { try s.insert([7, 8], at: [ItemPath(0, 1), ItemPath(0, 1)]) }
        #expect(throws: MosaicError.self) { try s.insert([7], at: [ItemPath(0, 4)]) }
        #expect(throws: MosaicError.self) { try s.insert([7], at: [ItemPath(2, 0)]) }
        #expect(throws: MosaicError.self) { try s.insert([7, 2], at: [ItemPath(0, 0), ItemPath(1, 0)]) }
        #expect(throws: MosaicError.self) { try s.insert([7, 7], at: [ItemPath(0, 0), ItemPath(1, 0)]) }
        #expect(s == base && s.numberOfItems == 3 && !s.contains(7))
        try s.insert([9, 8], at: [ItemPath(1, 0), ItemPath(0, 3)])
        #expect(s.items(inSection: 0) == [1, 2, 3, 8] && s.items(inSection: 1) == [9])
    }
}
