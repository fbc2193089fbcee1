import MosaicCore
import Testing
import MosaicTesting
@testable import MosaicCairo

/// The cache's recency list on its own.
struct LRUListTests {
    @Test func touchOrdersAndRemoveUnlinks() {
        var list = LRUList<String>()
        #expect(list.leastRecent == nil && list.count == 0)
        for key in ["a", "b", "c"] { list.touch(key) }
        #expect(list.orderedKeys == ["c", "b", "a"])
        #expect(list.leastRecent == "a")
        list.touch("a")
        #expect(list.orderedKeys == ["a", "c", "b"])
        #expect(list.leastRecent == "b")
        list.remove("c")
        #expect(list.orderedKeys == ["a", "b"] && list.count == 2 && !list.contains("c"))
        list.touch("d")  // reuses c's node
        #expect(list.orderedKeys == ["d", "a", "b"])
        list.remove("b")
        list.remove("missing")
        #expect(list.leastRecent == "a")
        list.remove("a")
        list.remove("d")
        #expect(list.leastRecent == nil && list.orderedKeys.isEmpty)
        list.touch("e")
        #expect(list.orderedKeys == ["e"] && list.leastRecent == "e")
    }

    @Test func matchesANaiveModel() {
        var list = LRUList<Int>()
        var model: [Int] = []  // most recent first
        var rng = SplitMix64(seed: 9)
        for _ in 0..<2000 {
            let key = Int.random(in: 0..<20, using: &rng)
            if Bool.random(using: &rng) {
                list.touch(key)
                model.removeAll { $0 == key }
                model.insert(key, at: 0)
            } else {
                list.remove(key)
                model.removeAll { $0 == key }
            }
            #expect(list.orderedKeys == model)
            #expect(list.leastRecent == model.last)
        }
    }
}
