import Testing
import MosaicTesting
@testable import MosaicCore

/// An edited copy of a recording snapshot gives its changes from its recorded edits: for random
/// sequences of every item verb (seeded, seed printed on failure), the recorded changeset turns
/// the base into the copy, has exactly as many moves as the diff (minimal), equals the diff's
/// changeset whenever the same moves were chosen, and answers every item's old path as the diff.
@Suite struct RecordedUpdateTests {
    typealias Snap = SectionedSnapshot<Int, Int>

    static func base(_ rng: inout SplitMix64) throws -> Snap {
        var next = 0
        var sections: [(Int, [Int])] = []
        for s in 0..<(1 + rng.next(below: 3)) {
            let n = rng.next(below: 40)
            sections.append((s, Array(next..<(next + n))))
            next += n
        }
        return try Snap(sections: sections)
    }

    static func randomPath(_ s: Snap, _ rng: inout SplitMix64) -> ItemPath? {
        let filled = (0..<s.numberOfSections).filter { !s.items(inSection: $0).isEmpty }
        guard !filled.isEmpty else { return nil }
        let section = filled[rng.next(below: filled.count)]
        return ItemPath(section, rng.next(below: s.items(inSection: section).count))
    }

    static func insertionPath(_ s: Snap, _ rng: inout SplitMix64, extra: Int = 1) -> ItemPath {
        let section = rng.next(below: s.numberOfSections)
        return ItemPath(section, rng.next(below: s.items(inSection: section).count + extra))
    }

    /// One random verb on `copy`; `fresh` numbers new items, `gone` holds deleted base items.
    static func edit(_ copy: inout Snap, _ rng: inout SplitMix64, fresh: inout Int, gone: inout [Int]) throws {
        func newItems(_ n: Int) -> [Int] { defer { fresh += n }; return Array(fresh..<(fresh + n)) }
        switch rng.next(below: 11) {
        case 0: try copy.insert(newItems(1)[0], at: insertionPath(copy, &rng))
        case 1: try copy.insert(newItems(1 + rng.next(below: 4)), at: insertionPath(copy, &rng))
        case 2: try copy.appendItems(newItems(1 + rng.next(below: 3)), toSection: rng.next(below: copy.numberOfSections))
        case 3: if let p = randomPath(copy, &rng) { gone.append(try copy.delete(at: p)) }
        case 4:
            let paths = Set((0..<(1 + rng.next(below: 6))).compactMap { _ in randomPath(copy, &rng) })
            gone += try copy.delete(at: Array(paths))
        case 5:
            let items = Set((0..<(1 + rng.next(below: 3))).compactMap { _ in randomPath(copy, &rng).flatMap { copy[$0] } })
            gone += items
            try copy.deleteItems(Array(items))
        case 6:
            guard let from = randomPath(copy, &rng) else { return }
            var to = insertionPath(copy, &rng, extra: 0)
            if to.section == from.section, copy.items(inSection: to.section).count == 1 { to.item = 0 }
            if to.section != from.section { to.item = rng.next(below: copy.items(inSection: to.section).count + 1) }
            try copy.move(from: from, to: to)
        case 7: if let a = randomPath(copy, &rng), let b = randomPath(copy, &rng) { try copy.exchange(a, b) }
        case 8: try copy.reloadItems(at: (0..<(1 + rng.next(below: 3))).compactMap { _ in randomPath(copy, &rng) })
        case 9:
            // A deleted base item comes back elsewhere: the diff sees a move.
            guard !gone.isEmpty else { return }
            let item = gone.remove(at: rng.next(below: gone.count))
            try copy.insert(item, at: insertionPath(copy, &rng))
        default:
            let items = newItems(1 + rng.next(below: 4))
            var counts = copy.itemCounts
            var paths: [ItemPath] = []
            for _ in items {
                let s = rng.next(below: counts.count)
                counts[s] += 1
                var p = ItemPath(s, rng.next(below: counts[s]))
                while paths.contains(p) { p.item = (p.item + 1) % counts[s] }
                paths.append(p)
            }
            try copy.insert(items, at: paths)
        }
    }

    @Test(arguments: 0..<4)
    func recordedChangesMatchTheDiff(batch: Int) throws {
        var sameMoves = 0
        for caseIndex in 0..<60 {
            let seed = UInt64(2_600_000 + batch * 1_000 + caseIndex)
            var rng = SplitMix64(seed: seed)
            var base = try Self.base(&rng)
            base.recordEdits()
            var copy = base
            var fresh = 10_000, gone: [Int] = []
            for _ in 0..<(1 + rng.next(below: 25)) { try Self.edit(&copy, &rng, fresh: &fresh, gone: &gone) }
            guard let update = copy.recordedUpdate(from: base) else {
                Issue.record("seed \(seed): an edited copy of a recording snapshot must give a recorded update")
                continue
            }
            let diff = copy.difference(from: base, recordingOldPaths: true)
            #expect(try update.changes.applied(to: base) == copy, "seed \(seed): the recorded changes do not turn the base into the copy")
            #expect(update.changes.moves.count == diff.changes.moves.count, "seed \(seed): moves must be minimal")
            if update.changes.moves == diff.changes.moves {
                sameMoves += 1
                #expect(update.changes == diff.changes, "seed \(seed): the recorded changeset differs from the diff's")
            }
            for (s, items) in copy.sections.map(\.1).enumerated() {
                for i in items.indices {
                    #expect(update.oldPath(ofNewItemAt: ItemPath(s, i)) == diff.oldPaths[s][i], "seed \(seed): old path of (\(s), \(i))")
                }
            }
        }
        #expect(sameMoves > 40, "batch \(batch): the recorded moves should mostly be the diff's own")
    }

    @Test func otherSnapshotsGoThroughTheDiff() throws {
        var base = try Snap(sections: [(0, [1, 2, 3]), (1, [4, 5])])
        #expect(base.recordedUpdate(from: base) == nil, "no recording")
        base.recordEdits()
        #expect(base.recordedUpdate(from: base)?.changes.isEmpty == true)
        var marked = base
        try marked.reloadItems([2])
        #expect(marked.recordedUpdate(from: base) == nil, "a mark by identity has no old path")
        var sectioned = base
        try sectioned.appendSections([2])
        #expect(sectioned.recordedUpdate(from: base) == nil, "section edits stop the recording")
        var edited = base
        try edited.move(from: ItemPath(0, 0), to: ItemPath(1, 2))
        var rerecorded = base
        rerecorded.recordEdits()
        #expect(edited.recordedUpdate(from: rerecorded) == nil, "another recording")
        var moved = base
        try moved.delete(at: ItemPath(1, 0))
        #expect(edited.recordedUpdate(from: moved) == nil, "the old snapshot was edited since")
        let update = try #require(edited.recordedUpdate(from: base))
        #expect(update.changes.moves == [.init(from: ItemPath(0, 0), to: ItemPath(1, 2))])
    }

    @Test func heaviestRunsAreAsLongAsTheLongestIncreasingSubsequence() {
        let seed: UInt64 = 26_026
        var rng = SplitMix64(seed: seed)
        for _ in 0..<200 {
            // Cut a permutation into runs of consecutive values, shuffled.
            let n = 1 + rng.next(below: 60)
            var runs: [(start: Int, count: Int)] = []
            var v = 0
            while v < n {
                let c = 1 + rng.next(below: 5)
                runs.append((v, min(c, n - v)))
                v += c
            }
            runs.shuffle(using: &rng)
            let mask = HeaviestIncreasingRuns.mask(starts: runs.map(\.start), weights: runs.map(\.count))
            let kept = zip(runs, mask).filter(\.1).map(\.0)
            #expect(zip(kept, kept.dropFirst()).allSatisfy { $0.start < $1.start }, "seed \(seed): kept runs must increase")
            let items = runs.flatMap { $0.start..<($0.start + $0.count) }
            #expect(kept.map(\.count).reduce(0, +) == LongestIncreasingSubsequence.mask(items).length, "seed \(seed)")
        }
    }
}
