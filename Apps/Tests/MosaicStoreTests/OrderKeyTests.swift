import MosaicCore
import Testing
import MosaicTesting
@testable import MosaicStore

@Suite struct OrderKeyTests {
    @Test func validatesStoredKeys() {
        #expect(OrderKey("V")?.rawValue == "V")
        #expect(OrderKey("0z1") != nil)
        #expect(OrderKey("") == nil)
        #expect(OrderKey("0") == nil)          // the number zero is not a key
        #expect(OrderKey("a0") == nil)         // trailing zero: a second spelling of "a"
        #expect(OrderKey("a-b") == nil)
        #expect(OrderKey("é") == nil)
    }

    @Test func comparesLikeTheFractions() {
        let keys = ["1", "9", "A", "Z", "a", "z", "V", "V0z", "V1", "0z", "01"].compactMap(OrderKey.init)
        let byValue = keys.sorted { a, b in
            // Compare numerically: pad digit arrays with zeros.
            let x = a.digits, y = b.digits
            let length = max(x.count, y.count)
            let px = x + Array(repeating: 0, count: length - x.count)
            let py = y + Array(repeating: 0, count: length - y.count)
            return px.lexicographicallyPrecedes(py)
        }
        #expect(keys.sorted() == byValue)
        #expect(keys.sorted().map(\.rawValue) == keys.map(\.rawValue).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    @Test func firstKeysAndEnds() throws {
        let middle = try #require(OrderKey.key(between: nil, and: nil))
        #expect(middle.rawValue == "V")
        // One neighbour longer than the other (here: a missing one): a step from the longer,
        // at most half the gap.
        #expect(OrderKey.key(between: middle, and: nil)?.rawValue == "k")
        #expect(OrderKey.key(between: nil, and: middle)?.rawValue == "G")
        let a = try #require(OrderKey("A")), b = try #require(OrderKey("B"))
        let between = try #require(OrderKey.key(between: a, and: b))
        #expect(a < between && between < b)
        #expect(between.rawValue == "AV")
        #expect(OrderKey.key(between: b, and: a) == nil)
        #expect(OrderKey.key(between: a, and: a) == nil)
        let one = try #require(OrderKey("1"))
        #expect(OrderKey.key(between: nil, and: one)?.rawValue == "0V")  // one digit deeper
        let last = try #require(OrderKey("z"))
        #expect(OrderKey.key(between: last, and: nil)?.rawValue == "zV")
    }

    /// Any sequence of insertions between neighbours stays strictly sorted.
    @Test(arguments: propertySeeds([1, 2, 3, 0xDEAD_BEEF, 20_260_101]))
    func randomInsertionsStaySorted(seed: UInt64) throws {
        print("OrderKeyTests.randomInsertionsStaySorted seed \(seed)")
        var random = SplitMix64(seed: seed)
        var keys: [OrderKey] = []
        for _ in 0..<3_000 {
            // Bias towards a few hot spots so keys get long, then anywhere.
            let gap = random.next(below: 4) == 0
                ? random.next(below: keys.count + 1)
                : min(keys.count, random.next(below: 3))
            let lower = gap > 0 ? keys[gap - 1] : nil
            let upper = gap < keys.count ? keys[gap] : nil
            let key = try #require(OrderKey.key(between: lower, and: upper), "seed \(seed)")
            if let lower { #expect(lower < key, "seed \(seed)") }
            if let upper { #expect(key < upper, "seed \(seed)") }
            #expect(OrderKey(key.rawValue) == key, "generated keys are valid, seed \(seed)")
            keys.insert(key, at: gap)
        }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed)")
    }

    /// Random pairs: the key between is strictly between.
    @Test(arguments: propertySeeds([7, 8, 9]))
    func strictlyBetweenRandomPairs(seed: UInt64) throws {
        print("OrderKeyTests.strictlyBetweenRandomPairs seed \(seed)")
        var random = SplitMix64(seed: seed)
        let alphabet = Array(OrderKey.alphabet)
        func randomKey() -> OrderKey? {
            let length = 1 + random.next(below: 8)
            let text = String((0..<length).map { _ in alphabet[random.next(below: 62)] })
            return OrderKey(text)
        }
        var checked = 0
        while checked < 2_000 {
            guard let x = randomKey(), let y = randomKey(), x != y else { continue }
            let (lower, upper) = x < y ? (x, y) : (y, x)
            let key = try #require(OrderKey.key(between: lower, and: upper), "seed \(seed): \(lower) \(upper)")
            #expect(lower < key && key < upper, "seed \(seed): \(lower) < \(key) < \(upper)")
            checked += 1
        }
    }

    /// Keys stay short under 10,000 insertions at the same spot, for each usual pattern.
    @Test func repeatedInsertionsAtOneSpotStayShort() throws {
        enum Pattern: CaseIterable { case front, end, afterFirst, beforeLast }
        for pattern in Pattern.allCases {
            var keys = try #require(OrderKey.keys(count: 60, between: nil, and: nil))
            var longest = 0
            for _ in 0..<10_000 {
                let gap: Int
                switch pattern {
                case .front: gap = 0
                case .end: gap = keys.count
                case .afterFirst: gap = 1
                case .beforeLast: gap = keys.count - 1
                }
                let key = try #require(OrderKey.key(between: gap > 0 ? keys[gap - 1] : nil, and: gap < keys.count ? keys[gap] : nil))
                longest = max(longest, key.count)
                keys.insert(key, at: gap)
            }
            print("OrderKeyTests: 10,000 insertions, pattern \(pattern): longest key \(longest)")
            #expect(longest <= 12, "\(pattern)")
            #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
        }
    }

    @Test(arguments: propertySeeds([11, 12, 13]))
    func evenlySpacedKeys(seed: UInt64) throws {
        print("OrderKeyTests.evenlySpacedKeys seed \(seed)")
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            var bounds: [OrderKey] = []
            while bounds.count < 2 {
                guard let all = OrderKey.keys(count: 1 + random.next(below: 50), between: nil, and: nil) else { continue }
                let key = all[random.next(below: all.count)]
                if !bounds.contains(key) { bounds.append(key) }
            }
            bounds.sort()
            let lower = random.next(below: 3) == 0 ? nil : bounds[0]
            let upper = random.next(below: 3) == 0 ? nil : bounds[1]
            let count = random.next(below: 300)
            let keys = try #require(OrderKey.keys(count: count, between: lower, and: upper))
            #expect(keys.count == count)
            #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
            if let lower, let first = keys.first { #expect(lower < first) }
            if let upper, let last = keys.last { #expect(last < upper) }
        }
        #expect(OrderKey.keys(count: 60, between: nil, and: nil)?.map(\.count).max() == 2)
        #expect(OrderKey.keys(count: 100_000, between: nil, and: nil)?.map(\.count).max() == 4)
        #expect(OrderKey.keys(count: -1, between: nil, and: nil) == nil)
        let b = try #require(OrderKey("B"))
        #expect(OrderKey.keys(count: 3, between: b, and: b) == nil)
    }
}
