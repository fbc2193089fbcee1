import Testing
import MosaicTesting
@testable import MosaicCore

@Suite struct DiffTests {
    @Test func oneItemFirstToLastIsOneMove() throws {
        let items = (0..<1000).map { "i\($0)" }
        let old = try snap([items])
        let new = try snap([Array(items.dropFirst()) + [items[0]]])
        let c = new.difference(from: old)
        #expect(c.moves == [.init(from: ItemPath(0, 0), to: ItemPath(0, 999))])
        #expect(c.deletions.isEmpty && c.insertions.isEmpty)
        #expect(try c.applied(to: old) == new)
    }

    @Test func literalChangeset() throws {
        let old = try snap([["A", "B", "C", "D"], ["E", "F"]])
        var new = try snap([["B", "X", "A", "D"], ["F", "C"]])
        try new.reloadItems(["D"])
        let c = new.difference(from: old)
        #expect(c.deletions == [ItemPath(1, 0)])
        #expect(c.insertions.map(\.path) == [ItemPath(0, 1)])
        #expect(c.moves.count == 2)   // A (or B) within section 0, and C across sections
        #expect(c.moves.contains(.init(from: ItemPath(0, 2), to: ItemPath(1, 1))))
        #expect(c.reloads == [ItemPath(0, 3)])
        #expect(try c.applied(to: old) == new)
        try c.batchUpdate.validate(countsBefore: old.itemCounts, countsAfter: new.itemCounts)
    }

    @Test func movedAndChangedBecomesDeleteAndInsert() throws {
        let old = try snap([["A", "B", "C"]])
        let new = try snap([["C", "A", "B"]])
        let c = new.difference(from: old, contentChanged: { $0 == "C" })
        #expect(c.moves.isEmpty)
        #expect(c.deletions == [ItemPath(0, 2)])
        #expect(c.insertions.map(\.path) == [ItemPath(0, 0)])
        #expect(try c.applied(to: old) == new)
    }

    @Test func sectionsInsertedDeletedAndMoved() throws {
        let old = try Snap(sections: [("a", ["1", "2"]), ("b", ["3"]), ("c", ["4", "5"])])
        let new = try Snap(sections: [("c", ["5", "4"]), ("d", ["2"]), ("a", ["1"])])
        let c = new.difference(from: old)
        #expect(c.sectionDeletions == [1])
        #expect(c.sectionInsertions.map(\.index) == [1])
        #expect(c.sectionMoves.count == 1)
        #expect(try c.applied(to: old) == new)
    }

    /// Thousands of seeded random pairs: apply(diff(a, b), a) == b, every changeset passes the
    /// validator when sections are unchanged, and moves never exceed what the LIS allows.
    @Test(arguments: 0..<4)
    func roundTripOnRandomPairs(batch: Int) throws {
        for caseIndex in 0..<750 {
            let seed = UInt64(batch * 10_000 + caseIndex)
            var rng = SplitMix64(seed: seed)
            let (old, new) = randomPair(&rng)
            let c = new.difference(from: old)
            let applied = try c.applied(to: old)
            #expect(applied == new, "seed \(seed): \(old) → \(new) gave \(applied)")
            #expect(new.difference(from: old, recordingOldPaths: true).oldPaths == DiffNearNoOpTests.referenceOldPaths(old, new),
                    "seed \(seed): old paths")
            if old.sectionIdentifiers == new.sectionIdentifiers {
                #expect(throws: Never.self, "seed \(seed)") {
                    try c.batchUpdate.validate(countsBefore: old.itemCounts, countsAfter: new.itemCounts)
                }
            }
            if applied != new { return }
        }
    }

    @Test func pureReversalMovesAllButOne() throws {
        let items = (0..<50).map(String.init)
        let old = try snap([items]), new = try snap([items.reversed()])
        let c = new.difference(from: old)
        #expect(c.moves.count == 49)
        #expect(try c.applied(to: old) == new)
    }

    @Test func allNewAndAllDeleted() throws {
        let old = try snap([["A", "B"], ["C"]])
        let new = try snap([["X"], ["Y", "Z"]])
        let c = new.difference(from: old)
        #expect(c.deletions.count == 3 && c.insertions.count == 3 && c.moves.isEmpty)
        #expect(try c.applied(to: old) == new)
        let empty = try snap([[], []])
        #expect(try empty.difference(from: old).applied(to: old) == empty)
        #expect(try old.difference(from: empty).applied(to: empty) == old)
    }

    private func randomPair(_ rng: inout SplitMix64) -> (Snap, Snap) {
        let pool = (0..<40).map { "i\($0)" }.shuffled(using: &rng)
        let kind = Int.random(in: 0..<6, using: &rng)
        func randomSections(_ items: [String], ids: [String]) -> [(String, [String])] {
            var sections = ids.map { ($0, [String]()) }
            guard !sections.isEmpty else { return [] }
            for item in items { sections[Int.random(in: 0..<sections.count, using: &rng)].1.append(item) }
            return sections
        }
        let oldIDs = Array(["a", "b", "c", "d"].prefix(Int.random(in: 1...4, using: &rng)))
        var newIDs = oldIDs
        if kind == 5 {   // section changes too
            newIDs = (oldIDs + ["e", "f"]).filter { _ in Bool.random(using: &rng) }.shuffled(using: &rng)
            if newIDs.isEmpty { newIDs = ["g"] }
        }
        let oldItems = Array(pool.prefix(Int.random(in: 0...30, using: &rng)))
        var newItems: [String]
        switch kind {
        case 0: newItems = oldItems.shuffled(using: &rng)                       // pure permutation
        case 1: newItems = Array(pool.suffix(Int.random(in: 0...10, using: &rng))) // all new
        case 2: newItems = []                                                   // all deleted
        default:
            newItems = oldItems.filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }
            newItems += pool.dropFirst(30).filter { _ in Bool.random(using: &rng) }
            newItems.shuffle(using: &rng)
        }
        let oldSections = randomSections(oldItems, ids: oldIDs)
        // Mostly keep each survivor in its section and order; sometimes scatter.
        var newSections: [(String, [String])]
        if kind == 0 || kind == 5 || Bool.random(using: &rng) {
            newSections = randomSections(newItems, ids: newIDs)
        } else {
            newSections = oldSections.map { ($0.0, $0.1.filter { newItems.contains($0) }) }
            let extra = newItems.filter { !oldItems.contains($0) }
            for item in extra { newSections[Int.random(in: 0..<newSections.count, using: &rng)].1.append(item) }
        }
        do {
            return (try Snap(sections: oldSections), try Snap(sections: newSections))
        } catch {
            Issue.record("generator produced an invalid snapshot: \(error)")
            return (Snap(), Snap())
        }
    }
}
