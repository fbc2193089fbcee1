/// Keys in recency order: an intrusive doubly linked list over arrays (no allocation per
/// operation in steady state) with a dictionary from key to node. `touch`, `insert`, `remove`
/// and `leastRecent` are O(1) (amortized, hashing the key once).
struct LRUList<Key: Hashable> {
    private var nodes: [Key: Int] = [:]
    private var keys: [Key?] = []
    private var prev: [Int] = []
    private var next: [Int] = []
    private var free: [Int] = []
    /// Most recently used node, or -1.
    private var head = -1
    /// Least recently used node, or -1.
    private var tail = -1

    /// The number of keys.
    var count: Int { nodes.count }

    /// The least recently used key, nil when empty.
    var leastRecent: Key? { tail >= 0 ? keys[tail] : nil }

    /// Keys from most to least recently used. O(n).
    var orderedKeys: [Key] {
        var out: [Key] = []
        out.reserveCapacity(count)
        var i = head
        while i >= 0 {
            if let key = keys[i] { out.append(key) }
            i = next[i]
        }
        return out
    }

    /// True when `key` is present.
    func contains(_ key: Key) -> Bool { nodes[key] != nil }

    /// Makes `key` the most recently used, inserting it when absent.
    mutating func touch(_ key: Key) {
        if let i = nodes[key] {
            guard i != head else { return }
            unlink(i)
            linkAtHead(i)
            return
        }
        let i: Int
        if let reused = free.popLast() {
            i = reused
            keys[i] = key
        } else {
            i = keys.count
            keys.append(key)
            prev.append(-1)
            next.append(-1)
        }
        nodes[key] = i
        linkAtHead(i)
    }

    /// Removes `key` when present.
    mutating func remove(_ key: Key) {
        guard let i = nodes.removeValue(forKey: key) else { return }
        unlink(i)
        keys[i] = nil
        free.append(i)
    }

    /// Removes every key.
    mutating func removeAll() { self = LRUList() }

    private mutating func unlink(_ i: Int) {
        let p = prev[i], n = next[i]
        if p >= 0 { next[p] = n } else { head = n }
        if n >= 0 { prev[n] = p } else { tail = p }
        prev[i] = -1
        next[i] = -1
    }

    private mutating func linkAtHead(_ i: Int) {
        prev[i] = -1
        next[i] = head
        if head >= 0 { prev[head] = i }
        head = i
        if tail < 0 { tail = i }
    }
}
