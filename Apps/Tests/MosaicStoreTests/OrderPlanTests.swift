import MosaicCore
import Testing
import MosaicTesting
@testable import MosaicStore

@Suite struct OrderPlanTests {
    func keys(_ count: Int) -> [OrderKey] { OrderKey.keys(count: count, between: nil, and: nil) ?? [] }

    @Test func longestIncreasingMask() {
        #expect(OrderPlan.longestIncreasingMask([]) == [])
        #expect(OrderPlan.longestIncreasingMask([3, 1, 2]) == [false, true, true])
        #expect(OrderPlan.longestIncreasingMask([0, 1, 2]) == [true, true, true])
        #expect(OrderPlan.longestIncreasingMask([2, 1, 0]).filter { $0 }.count == 1)
        #expect(OrderPlan.longestIncreasingMask([-1, 0, -1, 1]) == [true, true, false, true])
    }

    @Test func oneMovedItemIsOneChange() throws {
        let k = keys(5)
        let current = (0..<5).map { (id: Int64($0), key: Optional(k[$0])) }
        let plan = OrderPlan(current: current, desired: [1, 2, 3, 0, 4], maximumKeyLength: 24)
        guard case .rekey(let changes) = plan else { Issue.record("\(plan)"); return }
        #expect(changes.map(\.id) == [0])
        #expect(k[3] < changes[0].key && changes[0].key < k[4])
    }

    @Test(arguments: propertySeeds([41, 42]))
    func plansSpellTheDesiredOrder(seed: UInt64) {
        print("OrderPlanTests.plansSpellTheDesiredOrder seed \(seed)")
        var random = SplitMix64(seed: seed)
        for _ in 0..<100 {
            let count = 1 + random.next(below: 40)
            let k = keys(count)
            let current = (0..<count).map { (id: Int64($0), key: Optional(k[$0])) }
            var desired = current.map(\.id)
            for index in stride(from: count - 1, to: 0, by: -1) where random.next(below: 3) == 0 {
                desired.swapAt(index, random.next(below: index + 1))
            }
            desired.append(1_000)  // from another section
            guard case .rekey(let changes) = OrderPlan(current: current, desired: desired, maximumKeyLength: 24) else {
                Issue.record("seed \(seed): unexpected rebalance")
                continue
            }
            var keyByID = Dictionary(uniqueKeysWithValues: current.map { ($0.id, $0.key!) })
            for change in changes { keyByID[change.id] = change.key }
            let spelled = desired.sorted { keyByID[$0]! < keyByID[$1]! }
            #expect(spelled == desired, "seed \(seed)")
            let kept = OrderPlan.longestIncreasingMask(desired.filter { $0 < count }.map { Int($0) }).filter { $0 }.count
            #expect(changes.count == desired.count - kept, "seed \(seed)")
        }
    }

    @Test func invalidOrTiedKeysMeanRebalance() throws {
        let k = keys(3)
        let tied = [(id: Int64(0), key: Optional(k[0])), (id: 1, key: Optional(k[0])), (id: 2, key: Optional(k[1]))]
        // Keeping 0 and 1 with the same key and putting 2 between them is impossible.
        #expect(OrderPlan(current: tied, desired: [0, 2, 1], maximumKeyLength: 24) == .rebalance)
        let long = try #require(OrderKey(String(repeating: "V", count: 30)))
        let longer = try #require(OrderKey(String(repeating: "V", count: 30) + "1"))
        let tight = [(id: Int64(0), key: Optional(long)), (id: 1, key: Optional(longer))]
        #expect(OrderPlan(current: tight, desired: [0, 2, 1], maximumKeyLength: 24) == .rebalance)
    }
}
