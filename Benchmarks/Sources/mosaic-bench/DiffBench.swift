import Foundation
import MosaicCore

/// The diff case: n unique identities; delete the n/10 at n/5..<3n/10; insert n/10
/// new ones at 3n/10; shuffle the first n/50 (fixed seed). Measured on integers and on UUID
/// strings, each beside its floor (a `Dictionary` of the old identities and one pass over the
/// new ones); plus one item moved first → last beside the standard library, and the cost of
/// building a snapshot of 100,000 strings; and the shapes with nothing to trim — a random
/// permutation, every item replaced, scattered edits on UUIDs — each beside the same floor.
enum DiffBench {
    static func pair(n: Int) -> (old: [Int], new: [Int]) {
        let old = Array(0..<n)
        var new = old
        new.removeSubrange(n / 5 ..< 3 * n / 10)
        new.insert(contentsOf: (n ..< n + n / 10), at: 3 * n / 10)
        var rng = BenchRNG(seed: 42)
        new[0 ..< n / 50].shuffle(using: &rng)
        return (old, new)
    }

    /// `count` distinct UUID strings (`8-4-4-4-12` lowercase hex), from a fixed seed.
    static func uuidStrings(_ count: Int, seed: UInt64) -> [String] {
        var rng = BenchRNG(seed: seed)
        let digits = Array("0123456789abcdef".utf8)
        return (0..<count).map { _ in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(36)
            var bits = rng.next(), left = 16
            for position in 0..<36 {
                if [8, 13, 18, 23].contains(position) { bytes.append(UInt8(ascii: "-")); continue }
                if left == 0 { bits = rng.next(); left = 16 }
                bytes.append(digits[Int(bits & 15)])
                bits >>= 4
                left -= 1
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    static func snapshot<ItemID: Hashable & Sendable>(_ items: [ItemID]) -> SectionedSnapshot<Int, ItemID> {
        var s = SectionedSnapshot<Int, ItemID>()
        do {
            try s.appendSections([0])
            try s.appendItems(items, toSection: 0)
        } catch {
            print("benchmark setup failed: \(error)")
        }
        return s
    }

    /// The floor of any hash-based diff: a `Dictionary` of the old identities and one pass over
    /// the new ones looking each up. Returns a checksum so the work cannot be optimised away.
    @inline(never)
    static func floor<ItemID: Hashable>(old: [ItemID], new: [ItemID]) -> Int {
        var index = [ItemID: Int](minimumCapacity: old.count)
        for (i, item) in old.enumerated() { index[item] = i }
        var sum = 0
        for item in new { sum &+= index[item] ?? -1 }
        return sum
    }

    /// The floor of reading every identity: hash each once (no table, no uniqueness check).
    @inline(never)
    static func hashFloor<ItemID: Hashable>(_ items: [ItemID]) -> Int {
        var sum = 0
        for item in items { sum &+= item.hashValue }
        return sum
    }

    /// The floor of any construction that keeps identities unique in a hash set: a `Set` of
    /// them, built with its final capacity.
    @inline(never)
    static func setFloor<ItemID: Hashable>(_ items: [ItemID]) -> Int {
        var set = Set<ItemID>(minimumCapacity: items.count)
        for item in items { set.insert(item) }
        return set.count
    }

    static func run(into r: inout BenchResults, quick: Bool) {
        let rounds = quick ? 3 : 11
        do {
            let (oldItems, newItems) = pair(n: 10_000)
            let old = snapshot(oldItems), new = snapshot(newItems)
            r.set("diff_10k_ms", Measure.median(runs: rounds) { blackHole(new.difference(from: old)) } * 1000)
        }

        // 100,000 integers: ours, the floor, and (fewer rounds: it takes seconds) the stdlib.
        let (oldInts, newInts) = pair(n: 100_000)
        let oldIntSnapshot = snapshot(oldInts), newIntSnapshot = snapshot(newInts)
        var moves = 0
        let ints = Measure.interleaved(rounds: rounds, [
            { let c = newIntSnapshot.difference(from: oldIntSnapshot); moves = c.moves.count; blackHole(c) },
            { blackHole(floor(old: oldInts, new: newInts)) },
        ])
        r.set("diff_100k_ms", ints[0] * 1000)
        r.set("diff_100k_moves", Double(moves))
        let stdlib = Measure.median(runs: quick ? 1 : 3) {
            blackHole(newInts.difference(from: oldInts).inferringMoves())
        }
        r.set("stdlib_diff_100k_ms", stdlib * 1000)
        r.set("stdlib_ratio_100k", stdlib / ints[0])
        r.set("diff_floor_100k_ms", ints[1] * 1000)
        r.set("diff_floor_ratio", ints[0] / ints[1])

        // The same case on 100,000 UUID strings, and building a snapshot of them.
        let uuids = uuidStrings(110_000, seed: 5)
        let oldUUIDs = oldInts.map { uuids[$0] }, newUUIDs = newInts.map { uuids[$0] }
        let oldUUIDSnapshot = snapshot(oldUUIDs), newUUIDSnapshot = snapshot(newUUIDs)
        let strings = Measure.interleaved(rounds: rounds, [
            { blackHole(newUUIDSnapshot.difference(from: oldUUIDSnapshot)) },
            { blackHole(floor(old: oldUUIDs, new: newUUIDs)) },
            { blackHole(snapshot(newUUIDs)) },
            { blackHole(hashFloor(newUUIDs)) },
            { blackHole(setFloor(newUUIDs)) },
        ])
        r.set("diff_uuid_100k_ms", strings[0] * 1000)
        r.set("diff_uuid_floor_100k_ms", strings[1] * 1000)
        r.set("diff_uuid_floor_ratio", strings[0] / strings[1])
        r.set("snapshot_build_100k_ms", strings[2] * 1000)
        r.set("snapshot_build_hash_floor_100k_ms", strings[3] * 1000)
        r.set("snapshot_build_set_floor_100k_ms", strings[4] * 1000)
        r.set("snapshot_build_set_floor_ratio", strings[2] / strings[4])
        r.set("snapshot_build_uuid_diff_ratio", strings[2] / strings[0])

        // One item moved first → last of 100,000: ours and the standard library's Myers diff.
        let items = Array(0..<100_000)
        let moved = Array(items.dropFirst()) + [0]
        let before = snapshot(items), after = snapshot(moved)
        let c = after.difference(from: before)
        r.set("single_move_moves", Double(c.moves.count))
        let single = Measure.interleaved(rounds: rounds, [
            { blackHole(after.difference(from: before)) },
            { blackHole(moved.difference(from: items).inferringMoves()) },
        ])
        r.set("diff_single_move_100k_ms", single[0] * 1000)
        r.set("stdlib_diff_single_move_100k_ms", single[1] * 1000)

        runShapes(into: &r, rounds: rounds)
    }

    /// 100,000 Foundation UUIDs, then the new order: 1 % of them deleted, 1 % new ones
    /// inserted, 1 % moved, every position drawn uniformly (fixed seed).
    static func scatteredUUIDs(n: Int) -> (old: [UUID], new: [UUID]) {
        var rng = BenchRNG(seed: 26)
        func uuids(_ count: Int) -> [UUID] {
            (0..<count).map { _ in
                let bytes = (rng.next(), rng.next())
                return withUnsafeBytes(of: bytes) { UUID(uuid: $0.load(as: uuid_t.self)) }
            }
        }
        let old = uuids(n), fresh = uuids(n / 100)
        // Distinct positions: the first n/100 deleted, the next n/100 moved.
        var picked = Array(0..<n)
        for i in 0..<(n / 50) { picked.swapAt(i, i + rng.next(below: n - i)) }
        let deleted = Set(picked[0..<(n / 100)]), moved = Array(picked[(n / 100)..<(n / 50)])
        let leaving = deleted.union(moved)
        let staying = old.indices.filter { !leaving.contains($0) }.map { old[$0] }
        var arriving = moved.map { old[$0] } + fresh
        arriving.shuffle(using: &rng)
        let slots = arriving.map { _ in rng.next(below: staying.count + 1) }.sorted()
        var new: [UUID] = []
        new.reserveCapacity(n)
        var k = 0
        for i in 0...staying.count {
            while k < slots.count, slots[k] == i {
                new.append(arriving[k])
                k += 1
            }
            if i < staying.count { new.append(staying[i]) }
        }
        return (old, new)
    }

    /// The shapes where no prefix or suffix is common, each beside its floor in the same rounds.
    static func runShapes(into r: inout BenchResults, rounds: Int) {
        let n = 100_000
        var rng = BenchRNG(seed: 29)
        let ints = Array(0..<n)
        let permuted = ints.shuffled(using: &rng)
        let replaced = Array(n ..< 2 * n)
        let (oldUUIDs, newUUIDs) = scatteredUUIDs(n: n)
        let intSnapshot = snapshot(ints), permutedSnapshot = snapshot(permuted), replacedSnapshot = snapshot(replaced)
        let oldUUIDSnapshot = snapshot(oldUUIDs), newUUIDSnapshot = snapshot(newUUIDs)
        var permutationMoves = 0, scatteredMoves = 0
        // Each ratio is the median of the ratios of one round (the diff and its floor timed
        // back to back), over more rounds than the other figures: these are the noisy ones.
        let samples = Measure.interleavedSamples(rounds: 2 * rounds + 1, [
            { let c = permutedSnapshot.difference(from: intSnapshot); permutationMoves = c.moves.count; blackHole(c) },
            { blackHole(floor(old: ints, new: permuted)) },
            { blackHole(replacedSnapshot.difference(from: intSnapshot)) },
            { blackHole(floor(old: ints, new: replaced)) },
            { let c = newUUIDSnapshot.difference(from: oldUUIDSnapshot); scatteredMoves = c.moves.count; blackHole(c) },
            { blackHole(floor(old: oldUUIDs, new: newUUIDs)) },
        ])
        let t = samples.map(Measure.median)
        r.set("diff_permutation_100k_ms", t[0] * 1000)
        r.set("diff_permutation_floor_100k_ms", t[1] * 1000)
        r.set("diff_permutation_floor_ratio", Measure.pairedRatio(samples[0], samples[1]))
        r.set("diff_permutation_moves", Double(permutationMoves))
        r.set("diff_permutation_minimal_moves", Double(n - longestIncreasingRun(oldPositions: permuted)))
        r.set("diff_replace_all_100k_ms", t[2] * 1000)
        r.set("diff_replace_all_floor_100k_ms", t[3] * 1000)
        r.set("diff_replace_all_floor_ratio", Measure.pairedRatio(samples[2], samples[3]))
        r.set("diff_scattered_100k_ms", t[4] * 1000)
        r.set("diff_scattered_floor_100k_ms", t[5] * 1000)
        r.set("diff_scattered_floor_ratio", Measure.pairedRatio(samples[4], samples[5]))
        r.set("diff_scattered_moves", Double(scatteredMoves))
        let oldIndex = Dictionary(uniqueKeysWithValues: oldUUIDs.enumerated().map { ($1, $0) })
        let kept = newUUIDs.compactMap { oldIndex[$0] }
        r.set("diff_scattered_minimal_moves", Double(kept.count - longestIncreasingRun(oldPositions: kept)))
    }

    /// The length of a longest strictly increasing subsequence (patience sorting), computed
    /// here independently of the library: kept items minus it is the fewest moves possible.
    static func longestIncreasingRun(oldPositions values: [Int]) -> Int {
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

/// The benchmark's seeded generator (SplitMix64, Steele et al. 2014): the same figures'
/// inputs on every run and platform.
struct BenchRNG: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<upperBound` by multiply-shift (deterministic across platforms).
    mutating func next(below upperBound: Int) -> Int {
        guard upperBound > 1 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(upperBound)).high)
    }
}
