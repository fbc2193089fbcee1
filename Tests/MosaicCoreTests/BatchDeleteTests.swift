import Testing
import MosaicCore
import MosaicTesting

/// `delete(at:)` with many scattered paths compacts each section in place: the result is the
/// list without those items, the removed ones come back in the order asked, and a copy that
/// shared the storage is untouched. Seeded; the seed is in every message.
@Suite struct BatchDeleteTests {
    @Test(arguments: 0..<4)
    func scatteredDeletionsCompactEachSection(batch: Int) throws {
        for caseIndex in 0..<25 {
            let seed = UInt64(2_628_000 + batch * 100 + caseIndex)
            var rng = SplitMix64(seed: seed)
            let counts = [rng.next(below: 40), 1 + rng.next(below: 40), rng.next(below: 5)]
            let sections = counts.enumerated().map { s, n in (s, (0..<n).map { "s\(s)i\($0)" }) }
            var snapshot = try SectionedSnapshot<Int, String>(sections: sections)
            let original = snapshot
            var paths: [ItemPath] = []
            for (s, n) in counts.enumerated() where n > 0 {
                for i in 0..<n where rng.next(below: 3) == 0 { paths.append(ItemPath(s, i)) }
            }
            paths.shuffle(using: &rng)
            let shared = rng.next(below: 2) == 0
            if !shared { snapshot = try SectionedSnapshot(sections: sections) }
            let removed = try snapshot.delete(at: paths)
            #expect(removed == paths.map { original[$0]! }, "seed \(seed): the removed items in the order asked")
            let gone = Set(paths)
            for (s, items) in sections {
                let expected = items.indices.filter { !gone.contains(ItemPath(s, $0)) }.map { items[$0] }
                #expect(snapshot.items(inSection: s) == expected, "seed \(seed): section \(s) compacted")
            }
            #expect(snapshot.numberOfItems == original.numberOfItems - paths.count, "seed \(seed): the count")
            #expect(original == (try SectionedSnapshot(sections: sections)), "seed \(seed): a shared copy is untouched")
        }
    }
}
