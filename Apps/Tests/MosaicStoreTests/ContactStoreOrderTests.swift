import MosaicCore
import Foundation
import Testing
import MosaicTesting
@testable import MosaicStore

/// Key lengths, rebalancing, full reorders and crash consistency.
@Suite struct ContactStoreOrderTests {
    /// 10,000 moves always to the front: one row each, keys stay short, no rebalance needed.
    @Test func tenThousandMovesToTheFront() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        try store.insertSample(count: 60)
        var ids = try store.contacts().map(\.id)
        var multiRowMoves = 0
        for _ in 0..<10_000 {
            let last = ids.removeLast()
            if try store.move(id: last, after: nil, before: ids[0]) != 1 { multiRowMoves += 1 }
            ids.insert(last, at: 0)
        }
        let contacts = try store.contacts()
        let longest = contacts.map(\.orderKey.utf8.count).max() ?? 0
        print("ContactStoreOrderTests: 10,000 moves to the front: \(store.rebalanceCount) rebalance(s), longest key \(longest)")
        #expect(contacts.map(\.id) == ids)
        #expect(store.rebalanceCount <= 2)
        #expect(multiRowMoves == store.rebalanceCount)
        #expect(longest <= store.maximumKeyLength)
    }

    /// Random moves and an adversarial pattern (always into the newest, smallest gap) with a
    /// small bound: rebalances happen, stay counted and rare, and never break the order.
    @Test(arguments: propertySeeds([21, 22]))
    func rebalancingKeepsKeysBounded(seed: UInt64) throws {
        print("ContactStoreOrderTests.rebalancingKeepsKeysBounded seed \(seed)")
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path(), maximumKeyLength: 8)
        try store.insertSample(count: 40, seed: seed)
        var ids = try store.contacts().map(\.id)
        var random = SplitMix64(seed: seed)
        var longest = 0
        for step in 0..<2_000 {
            let from = random.next(below: ids.count)
            let id = ids.remove(at: from)
            // Half the time zig-zag into positions 10/11, which splits the same gap forever.
            let to = step % 2 == 0 ? random.next(below: ids.count + 1) : 10 + (step / 2) % 2
            try store.move(id: id, after: to > 0 ? ids[to - 1] : nil, before: to < ids.count ? ids[to] : nil)
            ids.insert(id, at: to)
            longest = max(longest, try store.contact(id: id)?.orderKey.utf8.count ?? 0)
        }
        print("ContactStoreOrderTests: 2,000 moves, bound 8: \(store.rebalanceCount) rebalance(s), longest key \(longest)")
        #expect(try store.contacts().map(\.id) == ids)
        #expect(longest <= 8)
        #expect(store.rebalanceCount > 0)
        #expect(store.rebalanceCount < 200)
    }

    /// With the default bound, 3,000 random moves among 60 contacts need at most a rebalance
    /// or two.
    @Test func randomMovesRarelyRebalance() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        try store.insertSample(count: 60)
        var ids = try store.contacts().map(\.id)
        var random = SplitMix64(seed: 99)
        for _ in 0..<3_000 {
            let id = ids.remove(at: random.next(below: ids.count))
            let to = random.next(below: ids.count + 1)
            try store.move(id: id, after: to > 0 ? ids[to - 1] : nil, before: to < ids.count ? ids[to] : nil)
            ids.insert(id, at: to)
        }
        print("ContactStoreOrderTests: 3,000 random moves: \(store.rebalanceCount) rebalance(s)")
        #expect(try store.contacts().map(\.id) == ids)
        #expect(store.rebalanceCount <= 2)
    }

    @Test(arguments: propertySeeds([31, 32, 33]))
    func applyOrderWritesOnlyWhatMoved(seed: UInt64) throws {
        print("ContactStoreOrderTests.applyOrderWritesOnlyWhatMoved seed \(seed)")
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        try store.insertSample(count: 50, seed: seed)
        var random = SplitMix64(seed: seed)
        for _ in 0..<20 {
            let current = try store.contacts().map(\.id)
            var desired = current
            // A few random moves, sometimes a full shuffle.
            if random.next(below: 4) == 0 {
                for index in stride(from: desired.count - 1, to: 0, by: -1) {
                    desired.swapAt(index, random.next(below: index + 1))
                }
            } else {
                for _ in 0..<(1 + random.next(below: 4)) {
                    let id = desired.remove(at: random.next(below: desired.count))
                    desired.insert(id, at: random.next(below: desired.count + 1))
                }
            }
            let position = Dictionary(uniqueKeysWithValues: current.enumerated().map { ($1, $0) })
            let kept = OrderPlan.longestIncreasingMask(desired.map { position[$0] ?? -1 }).filter { $0 }.count
            let rows = try store.applyOrder(desired)
            #expect(try store.contacts().map(\.id) == desired, "seed \(seed)")
            #expect(rows == desired.count - kept, "seed \(seed)")
        }
        #expect(try store.applyOrder(try store.contacts().map(\.id)) == 0)
    }

    @Test func applyOrderCanPullContactsFromAnotherSection() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        let main = try store.insertSample(count: 5).map(\.id)
        let other = try store.append([ContactDraft(givenName: "Alan", familyName: "Turing")], toSection: 2)[0].id
        let desired = [main[0], other, main[1], main[2], main[3], main[4]]
        #expect(try store.applyOrder(desired) == 1)
        #expect(try store.contacts().map(\.id) == desired)
        #expect(try store.contacts(section: 2).isEmpty)
    }

    /// A second store opened on the file while the first is still open (as after kill -9: no
    /// close, no checkpoint) sees a consistent database with exactly the original contacts.
    @Test func secondOpenAfterManyUnclosedMovesIsConsistent() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        let first = try ContactStore(path: path)
        let original = try first.insertSample(count: 200)
        var ids = original.map(\.id)
        var random = SplitMix64(seed: 3)
        for step in 0..<500 {
            if step % 5 == 0 {
                let a = random.next(below: ids.count), b = random.next(below: ids.count)
                try first.exchange(ids[a], ids[b])
                ids.swapAt(a, b)
            } else {
                let id = ids.remove(at: random.next(below: ids.count))
                let to = random.next(below: ids.count + 1)
                try first.move(id: id, after: to > 0 ? ids[to - 1] : nil, before: to < ids.count ? ids[to] : nil)
                ids.insert(id, at: to)
            }
        }
        let second = try ContactStore(path: path)
        #expect(!second.isNew)
        #expect(try second.integrityCheck() == "ok")
        let seen = try second.contacts()
        #expect(seen.map(\.id) == ids)
        #expect(Set(seen) .map(\.id).sorted() == original.map(\.id).sorted())
        #expect(Set(seen.map(\.fullName)) == Set(original.map(\.fullName)))
        withExtendedLifetime(first) {}
    }

    /// Keys damaged by hand (invalid characters, duplicates) are repaired by a rebalance on
    /// the next move that touches them; the order survives.
    @Test func damagedKeysAreRebalancedNotLost() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        var ids = try store.insertSample(count: 6).map(\.id)
        try store.write("damage") { db, _ in
            try db.execute(sql: "UPDATE contact SET orderKey = '~~' WHERE id = ?", arguments: [ids[5]])
            try db.execute(sql: "UPDATE contact SET orderKey = (SELECT orderKey FROM contact WHERE id = ?) WHERE id = ?",
                           arguments: [ids[1], ids[2]])
        }
        #expect(try store.contacts().map(\.id) == ids)  // ties fall back to id order
        try store.move(id: ids[0], after: ids[4], before: ids[5])
        ids.insert(ids.remove(at: 0), at: 4)
        #expect(store.rebalanceCount == 1)
        #expect(try store.contacts().map(\.id) == ids)
        #expect(try store.contacts().allSatisfy { OrderKey($0.orderKey) != nil })
    }
}
