import Testing
import MosaicTesting
@testable import MosaicCore

/// The diff's fast paths for small changes: the common prefix and suffix are trimmed and a
/// short edit script replaces hashing. Seeded random edits (a few verbs on a snapshot) must
/// round-trip, and the moves must stay minimal — as many as an independent O(n²) longest
/// common subsequence allows. Every failure names its seed.
@Suite struct DiffNearNoOpTests {
    typealias Snap = SectionedSnapshot<Int, Int>

    @Test func unchangedAppendedOneDeletedOneInserted() throws {
        let items = Array(0..<10_000)
        let old = try Snap(sections: [(0, items)])
        #expect(old.difference(from: old).isEmpty)
        let appended = try Snap(sections: [(0, items + [20_000, 20_001])])
        #expect(appended.difference(from: old).insertions.map(\.path) == [ItemPath(0, 10_000), ItemPath(0, 10_001)])
        var deleted = items
        deleted.remove(at: 4_321)
        let d = try Snap(sections: [(0, deleted)]).difference(from: old)
        #expect(d.deletions == [ItemPath(0, 4_321)] && d.insertions.isEmpty && d.moves.isEmpty)
        var inserted = items
        inserted.insert(-1, at: 17)
        let i = try Snap(sections: [(0, inserted)]).difference(from: old)
        #expect(i.insertions.map(\.path) == [ItemPath(0, 17)] && i.deletions.isEmpty && i.moves.isEmpty)
    }

    @Test func oneMovedLastToFirstAndAcrossSections() throws {
        let items = Array(0..<5_000)
        let old = try Snap(sections: [(0, items), (1, [-1, -2])])
        let toFront = try Snap(sections: [(0, [4_999] + items.dropLast()), (1, [-1, -2])])
        #expect(toFront.difference(from: old).moves == [.init(from: ItemPath(0, 4_999), to: ItemPath(0, 0))])
        var rest = items
        rest.remove(at: 2_500)
        let across = try Snap(sections: [(0, rest), (1, [-1, 2_500, -2])])
        let c = across.difference(from: old)
        #expect(c.moves == [.init(from: ItemPath(0, 2_500), to: ItemPath(1, 1))])
        #expect(c.deletions.isEmpty && c.insertions.isEmpty)
    }

    @Test func reloadsInTrimmedAndScriptedParts() throws {
        let items = Array(0..<100)
        let old = try Snap(sections: [(0, items)])
        var new = try Snap(sections: [(0, Array(items.dropFirst()) + [0])])
        try new.reloadItems([1, 50, 99, 0])
        let c = new.difference(from: old)
        // 0 moved and changed: a deletion plus an insertion; the others stay and reload.
        #expect(c.moves.isEmpty)
        #expect(c.deletions == [ItemPath(0, 0)] && c.insertions.map(\.path) == [ItemPath(0, 99)])
        #expect(c.reloads == [ItemPath(0, 1), ItemPath(0, 50), ItemPath(0, 99)])
        #expect(try c.applied(to: old) == new)
        let viaClosure = try Snap(sections: old.sections).difference(from: old) { $0 == 7 }
        #expect(viaClosure.reloads == [ItemPath(0, 7)])
    }

    /// Random snapshots changed by a few random verbs (move within and across sections,
    /// exchange, delete, insert), sometimes many: round trip, validator, minimal moves.
    @Test(arguments: 0..<4)
    func randomEditsRoundTripWithMinimalMoves(batch: Int) throws {
        for caseIndex in 0..<400 {
            let seed = UInt64(90_000 + batch * 1_000 + caseIndex)
            var rng = SplitMix64(seed: seed)
            let old = randomSnapshot(&rng)
            let new = randomlyEdited(old, edits: caseIndex % 10 == 9 ? 40 + rng.next(below: 200) : rng.next(below: 8), &rng)
            let c = new.difference(from: old)
            let applied = try c.applied(to: old)
            #expect(applied == new, "seed \(seed): \(old) → \(new) gave \(applied)")
            #expect(throws: Never.self, "seed \(seed)") {
                try c.batchUpdate.validate(countsBefore: old.itemCounts, countsAfter: new.itemCounts)
            }
            #expect(c.moves.count == minimalMoves(old, new), "seed \(seed): \(c.moves.count) moves")
            let recorded = new.difference(from: old, recordingOldPaths: true)
            #expect(recorded.changes == c, "seed \(seed): recording changes nothing")
            #expect(recorded.oldPaths == Self.referenceOldPaths(old, new), "seed \(seed): old paths")
            if applied != new { return }
        }
    }

    /// The edit script, when found, is a shortest one: n + m − 2 · LCS edits.
    /// A search: the new snapshot keeps a small part of each section (the diff then hashes the
    /// new side), sometimes with a few items moved, moved across sections or new; and the
    /// reverse (the query cleared: the old side is the small one).
    @Test(arguments: 0..<3)
    func filteredSubsetsRoundTripWithMinimalMoves(batch: Int) throws {
        for caseIndex in 0..<60 {
            let seed = UInt64(50_000 + batch * 1_000 + caseIndex)
            var rng = SplitMix64(seed: seed)
            let sectionCount = Int(rng.next() % 4) + 1
            var next = 0
            var sections: [[Int]] = []
            for _ in 0..<sectionCount {
                let n = Int(rng.next() % 400) + 50
                sections.append(Array(next..<(next + n)))
                next += n
            }
            var kept = sections.map { $0.filter { _ in rng.next() % 10 == 0 } }
            for _ in 0..<Int(rng.next() % 4) {
                let s = Int(rng.next() % UInt64(sectionCount)), t = Int(rng.next() % UInt64(sectionCount))
                guard !kept[s].isEmpty else { continue }
                let item = kept[s].remove(at: Int(rng.next() % UInt64(kept[s].count)))
                kept[t].insert(item, at: Int(rng.next() % UInt64(kept[t].count + 1)))
            }
            if rng.next() % 2 == 0 { kept[0].append(next + 1) }
            let old = try Snap(sections: sections.enumerated().map { ($0.offset, $0.element) })
            let new = try Snap(sections: kept.enumerated().map { ($0.offset, $0.element) })
            for (a, b) in [(old, new), (new, old)] {
                let (c, oldPaths) = b.difference(from: a, recordingOldPaths: true)
                #expect(try c.applied(to: a) == b, "seed \(seed)")
                #expect(c.moves.count == minimalMoves(a, b), "seed \(seed): moves not minimal")
                #expect(oldPaths == Self.referenceOldPaths(a, b), "seed \(seed): old paths")
            }
        }
    }

    @Test func editScriptIsShortest() {
        for seed in UInt64(0)..<1_500 {
            var rng = SplitMix64(seed: seed)
            let a = Array(0..<rng.next(below: 40))
            var b = a.filter { _ in rng.next(below: 5) != 0 }
            for _ in 0..<rng.next(below: 4) where b.count > 1 { b.swapAt(rng.next(below: b.count), rng.next(below: b.count)) }
            for _ in 0..<rng.next(below: 4) { b.insert(100 + rng.next(below: 1_000), at: rng.next(below: b.count + 1)) }
            b = uniqued(b)
            let script = a.withUnsafeBufferPointer { old in
                b.withUnsafeBufferPointer { new in
                    ShortestEditScript.find(old: old, new: new, maxEdits: 200, comparisonBudget: .max)
                }
            }
            guard let script else {
                Issue.record("seed \(seed): no script within 200 edits")
                continue
            }
            let lcs = longestCommonSubsequence(a, b)
            #expect(script.deleted.count + script.inserted.count == a.count + b.count - 2 * lcs, "seed \(seed)")
            let kept = a.indices.filter { !script.deleted.contains($0) }.map { a[$0] }
            let keptNew = b.indices.filter { !script.inserted.contains($0) }.map { b[$0] }
            #expect(kept == keptNew, "seed \(seed): the kept elements differ")
        }
    }

    // MARK: - Helpers

    private func randomSnapshot(_ rng: inout SplitMix64) -> Snap {
        var next = 0
        let sections = (0..<(1 + rng.next(below: 3))).map { s -> (Int, [Int]) in
            let count = rng.next(below: 4) == 0 ? rng.next(below: 3) : rng.next(below: 300)
            defer { next += count }
            return (s, Array(next..<(next + count)))
        }
        return (try? Snap(sections: sections)) ?? Snap()
    }

    private func randomlyEdited(_ snapshot: Snap, edits: Int, _ rng: inout SplitMix64) -> Snap {
        var s = snapshot
        var fresh = 1_000_000
        for _ in 0..<edits {
            let counts = s.itemCounts
            let nonEmpty = counts.indices.filter { counts[$0] > 0 }
            let target = rng.next(below: counts.count)
            let picked = nonEmpty.isEmpty ? nil : nonEmpty[rng.next(below: nonEmpty.count)]
            switch (rng.next(below: 5), picked) {
            case (0, let from?):
                let path = ItemPath(from, rng.next(below: counts[from]))
                let to = rng.next(below: 2) == 0 ? from : target
                let room = counts[to] - (to == from ? 1 : 0)
                try? s.move(from: path, to: ItemPath(to, rng.next(below: room + 1)))
            case (1, let a?):
                let b = nonEmpty[rng.next(below: nonEmpty.count)]
                try? s.exchange(ItemPath(a, rng.next(below: counts[a])), ItemPath(b, rng.next(below: counts[b])))
            case (2, let from?):
                try? s.delete(at: ItemPath(from, rng.next(below: counts[from])))
            default:
                fresh += 1
                try? s.insert(fresh, at: ItemPath(target, rng.next(below: counts[target] + 1)))
            }
        }
        return s
    }

    /// Moves a diff must report: items that changed section, plus, per section, the items
    /// that stayed in it minus a longest common subsequence of its old and new orders.
    /// Each new item's old path, by a dictionary of every old item.
    static func referenceOldPaths<S, I>(_ old: SectionedSnapshot<S, I>, _ new: SectionedSnapshot<S, I>) -> [[ItemPath?]] {
        var paths: [I: ItemPath] = [:]
        for (s, items) in old.sections.map(\.1).enumerated() { for (i, item) in items.enumerated() { paths[item] = ItemPath(s, i) } }
        return new.sections.map { $0.1.map { paths[$0] } }
    }

    private func minimalMoves(_ old: Snap, _ new: Snap) -> Int {
        var section: [Int: Int] = [:]
        for (s, items) in old.sections.map(\.1).enumerated() { for item in items { section[item] = s } }
        var moves = 0
        for (s, items) in new.sections.map(\.1).enumerated() {
            let stayed = items.filter { section[$0] == s }
            moves += items.filter { section[$0] != nil && section[$0] != s }.count
            let oldOrder = old.items(inSection: s).filter { stayed.contains($0) }
            moves += stayed.count - longestCommonSubsequence(oldOrder, stayed)
        }
        return moves
    }

    private func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for j in b.indices {
                let above = row[j + 1]
                row[j + 1] = x == b[j] ? diagonal + 1 : max(row[j + 1], row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }

    private func uniqued(_ values: [Int]) -> [Int] {
        var seen = Set<Int>()
        return values.filter { seen.insert($0).inserted }
    }
}
