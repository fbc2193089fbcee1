import Testing
import MosaicTesting
@testable import MosaicCore

/// The diff on the shapes with nothing to trim, where the walk (side-by-side comparison with a
/// short lookahead) and the hash table share the work: scattered edits, edits in clusters
/// wider than the lookahead, a walk that gives up halfway (a shuffled half), permutations and
/// complete replacements, across several sections, with reloads. Each changeset must
/// round-trip, report minimal moves (counted independently by a longest increasing
/// subsequence of old positions), the same old paths as a dictionary of every old item, and
/// exactly the reloads of the items kept in place. Every failure names its seed.
@Suite struct DiffShapeTests {
    typealias Snap = SectionedSnapshot<Int, Int>

    @Test(arguments: 0..<4)
    func shapesRoundTripWithMinimalMovesAndExactReloads(batch: Int) throws {
        for caseIndex in 0..<40 {
            let seed = UInt64(260_000 + batch * 1_000 + caseIndex)
            var rng = SplitMix64(seed: seed)
            let old = Self.sections(&rng)
            let new = Self.reshaped(old, shape: caseIndex % 5, &rng)
            let changedItems = Set(new.allItemIdentifiers.filter { $0 % 7 == 3 })
            let c = new.difference(from: old) { changedItems.contains($0) }
            let applied = try c.applied(to: old)
            #expect(applied == new, "seed \(seed): the changeset does not turn old into new")
            #expect(throws: Never.self, "seed \(seed)") {
                try c.batchUpdate.validate(countsBefore: old.itemCounts, countsAfter: new.itemCounts)
            }
            let plain = new.difference(from: old)
            #expect(plain.moves.count == Self.minimalMoves(old, new), "seed \(seed): \(plain.moves.count) moves, expected the minimum")
            let recorded = new.difference(from: old, recordingOldPaths: true)
            #expect(recorded.changes == plain, "seed \(seed): recording changes nothing")
            #expect(recorded.oldPaths == DiffNearNoOpTests.referenceOldPaths(old, new), "seed \(seed): old paths")
            // Reloads: exactly the changed items that neither moved nor changed section.
            let moved = Set(plain.moves.map(\.from))
            let expected = Self.keptPaths(old, new).filter { !moved.contains($0.path) && changedItems.contains($0.item) }.map(\.path)
            #expect(c.reloads == expected.sorted(), "seed \(seed): reloads")
            if applied != new { return }
        }
    }

    @Test func scatteredEditsOfALargeSectionAreFoundByTheWalk() throws {
        var rng = SplitMix64(seed: 26)
        let old = try Snap(sections: [(0, Array(0..<20_000))])
        let new = Self.reshaped(old, shape: 0, &rng)
        let c = new.difference(from: old)
        #expect(try c.applied(to: old) == new)
        #expect(c.moves.count == Self.minimalMoves(old, new))
        // Only what the walk stepped over is hashed: a few items around each edit.
        let plan = Snap.plan(old: old.items(inSection: 0), new: new.items(inSection: 0))
        #expect(plan.script == nil)
        #expect(plan.unresolvedOldCount < 2_000 && plan.unresolvedNewCount < 2_000,
                "unresolved \(plan.unresolvedOldCount) old, \(plan.unresolvedNewCount) new: expected a few per edit")
        #expect(plan.runs.reduce(0) { $0 + $1.count } > 18_000)
    }

    @Test func aPermutationStopsTheWalkEarly() throws {
        var rng = SplitMix64(seed: 29)
        let items = Array(0..<5_000)
        let old = try Snap(sections: [(0, items)])
        let new = try Snap(sections: [(0, items.shuffled(using: &rng))])
        let plan = Snap.plan(old: old.items(inSection: 0), new: new.items(inSection: 0))
        #expect(plan.skippedOld.count < 64 && plan.restOld.count > 4_900, "the walk gave up after \(plan.skippedOld.count) misses")
        let c = new.difference(from: old)
        #expect(try c.applied(to: old) == new)
        #expect(c.moves.count == Self.minimalMoves(old, new))
        let replaced = try Snap(sections: [(0, Array(5_000..<10_000))])
        let all = replaced.difference(from: old)
        #expect(all.deletions.count == 5_000 && all.insertions.count == 5_000 && all.moves.isEmpty)
        #expect(all.deletions == (0..<5_000).map { ItemPath(0, $0) })
    }

    @Test func longestIncreasingSubsequenceReportsItsLength() {
        for seed in UInt64(0)..<200 {
            var rng = SplitMix64(seed: seed)
            var values = Array(0..<rng.next(below: 300))
            values.shuffle(using: &rng)
            let (mask, length) = LongestIncreasingSubsequence.mask(values)
            #expect(mask.filter { $0 }.count == length, "seed \(seed)")
            #expect(length == Self.longestIncreasing(values), "seed \(seed)")
        }
    }

    // MARK: - Shapes

    /// One to three sections of up to 2,500 consecutive integers.
    static func sections(_ rng: inout SplitMix64) -> Snap {
        var next = 0
        let sections = (0..<(1 + rng.next(below: 3))).map { s -> (Int, [Int]) in
            let count = rng.next(below: 6) == 0 ? rng.next(below: 5) : 200 + rng.next(below: 2_300)
            defer { next += count }
            return (s, Array(next..<(next + count)))
        }
        return (try? Snap(sections: sections)) ?? Snap()
    }

    /// 0: 1–4 % scattered deletions, insertions and moves (some across sections); 1: the same
    /// in clusters of up to 12; 2: the second half of each section shuffled; 3: a permutation;
    /// 4: every item replaced.
    static func reshaped(_ snapshot: Snap, shape: Int, _ rng: inout SplitMix64) -> Snap {
        var sections = snapshot.sections.map(\.1)
        var fresh = 10_000_000
        switch shape {
        case 0, 1:
            let total = sections.reduce(0) { $0 + $1.count }
            let edits = max(1, total * (1 + rng.next(below: 4)) / 100)
            var done = 0
            while done < edits {
                let cluster = shape == 1 ? 1 + rng.next(below: 12) : 1
                let s = rng.next(below: sections.count)
                var at = rng.next(below: sections[s].count + 1)
                for _ in 0..<cluster {
                    switch rng.next(below: 3) {
                    case 0 where at < sections[s].count:
                        sections[s].remove(at: at)
                    case 1 where at < sections[s].count:
                        let item = sections[s].remove(at: at)
                        let to = rng.next(below: 4) == 0 ? rng.next(below: sections.count) : s
                        sections[to].insert(item, at: rng.next(below: sections[to].count + 1))
                    default:
                        fresh += 1
                        sections[s].insert(fresh, at: min(at, sections[s].count))
                        at += 1
                    }
                    done += 1
                }
            }
        case 2:
            for s in sections.indices {
                let half = sections[s].count / 2
                sections[s][half...].shuffle(using: &rng)
            }
        case 3:
            for s in sections.indices { sections[s].shuffle(using: &rng) }
        default:
            for s in sections.indices { sections[s] = sections[s].map { $0 + 20_000_000 } }
        }
        return (try? Snap(sections: sections.enumerated().map { ($0.offset, $0.element) })) ?? Snap()
    }

    // MARK: - Independent references

    /// Items that changed section, plus, per section, those that stayed in it minus a longest
    /// increasing run of their old positions.
    static func minimalMoves(_ old: Snap, _ new: Snap) -> Int {
        var where_: [Int: ItemPath] = [:]
        for (s, items) in old.sections.map(\.1).enumerated() { for (i, item) in items.enumerated() { where_[item] = ItemPath(s, i) } }
        var moves = 0
        for (s, items) in new.sections.map(\.1).enumerated() {
            let stayed = items.compactMap { where_[$0] }.filter { $0.section == s }.map(\.item)
            moves += items.filter { where_[$0] != nil && where_[$0]!.section != s }.count
            moves += stayed.count - longestIncreasing(stayed)
        }
        return moves
    }

    /// Old paths and identities of the items in the same section in both snapshots.
    static func keptPaths(_ old: Snap, _ new: Snap) -> [(path: ItemPath, item: Int)] {
        var newSection: [Int: Int] = [:]
        for (s, items) in new.sections.map(\.1).enumerated() { for item in items { newSection[item] = s } }
        var kept: [(path: ItemPath, item: Int)] = []
        for (s, items) in old.sections.map(\.1).enumerated() {
            for (i, item) in items.enumerated() where newSection[item] == s { kept.append((ItemPath(s, i), item)) }
        }
        return kept
    }

    /// Length of a longest strictly increasing subsequence (patience sorting, no back-pointers).
    static func longestIncreasing(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for v in values {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if tails[mid] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo == tails.count { tails.append(v) } else { tails[lo] = v }
        }
        return tails.count
    }
}
