import MosaicCore
import Foundation

/// Figures for `mosaic-bench`: what one reorder gesture costs in the database.
public enum StoreBenchmark {
    /// Creates a temporary database in `directory` with `contactCount` contacts (one
    /// transaction), then times `moves` single moves of random contacts to random positions,
    /// each a whole gesture (one transaction). The moves use `move(id:after:before:)` with
    /// neighbours from an in-memory order, as the app does, or `move(id:toIndex:)` when
    /// `byIndex` is true. With `durable`, the store commits with `synchronous = FULL` (see
    /// `ContactStore.init(path:access:durable:…)`). The database files are removed afterwards.
    ///
    /// - Returns: the median wall-clock time of one move in milliseconds, and the largest
    ///   number of rows one move wrote (1 unless a rebalance happened).
    /// - Throws: `StoreError` if the directory or database cannot be used.
    /// - Complexity: O(contactCount) setup, then O(moves · (log n + n)) (the in-memory array
    ///   update, outside the timed part).
    public static func moveCost(
        contactCount: Int = 100_000, moves: Int = 51, directory: String,
        byIndex: Bool = false, durable: Bool = false, seed: UInt64 = 42
    ) throws(StoreError) -> (medianMilliseconds: Double, rowsWritten: Int) {
        let path = URL(fileURLWithPath: directory)
            .appendingPathComponent("mosaic-bench-\(UUID().uuidString).sqlite").path
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        var durations: [Double] = []
        var rowsWritten = 0
        do {
            let store = try ContactStore(path: path, durable: durable)
            defer { try? store.close() }
            try store.insertSample(count: max(2, contactCount), seed: seed)
            var order = try store.contacts().map(\.id)
            var random = SplitMix64(seed: seed)
            let clock = ContinuousClock()
            for _ in 0..<max(1, moves) {
                let from = random.next(below: order.count)
                var to = random.next(below: order.count - 1)
                if to >= from { to += 1 }  // a real move: never back to the same place
                let id = order.remove(at: from)
                let after = to > 0 ? order[to - 1] : nil
                let before = to < order.count ? order[to] : nil
                let start = clock.now
                let rows = byIndex
                    ? try store.move(id: id, toIndex: to)
                    : try store.move(id: id, after: after, before: before)
                durations.append(milliseconds(clock.now - start))
                rowsWritten = max(rowsWritten, rows)
                order.insert(id, at: to)
            }
        }
        durations.sort()
        return (durations[durations.count / 2], rowsWritten)
    }

    /// What the checks at open cost: creates a database in `directory` with `contactCount`
    /// contacts and closes it, then times `PRAGMA quick_check` (run at every open),
    /// `PRAGMA integrity_check` (not run; for comparison) and a whole read-write
    /// `ContactStore` open, each the median of `runs`. The files are removed afterwards.
    ///
    /// - Returns: milliseconds for each, and the file size in bytes.
    /// - Complexity: O(contactCount · runs).
    public static func openCheckCost(
        contactCount: Int = 100_000, runs: Int = 5, directory: String, seed: UInt64 = 42
    ) throws(StoreError) -> (quickCheck: Double, integrityCheck: Double, open: Double, fileBytes: Int) {
        let path = URL(fileURLWithPath: directory)
            .appendingPathComponent("mosaic-bench-\(UUID().uuidString).sqlite").path
        defer { DatabaseFile.removeWithSideFiles(path) }
        do {
            let store = try ContactStore(path: path)
            try store.insertSample(count: max(1, contactCount), seed: seed)
            try store.close()
        }
        let clock = ContinuousClock()
        func median(_ body: () throws(StoreError) -> Void) throws(StoreError) -> Double {
            var durations: [Double] = []
            for _ in 0..<max(1, runs) {
                let start = clock.now
                try body()
                durations.append(milliseconds(clock.now - start))
            }
            return durations.sorted()[durations.count / 2]
        }
        let reader = try ContactStore(path: path, access: .readOnly)
        let quick = try median { () throws(StoreError) in _ = try reader.pragmaCheck("quick_check") }
        let integrity = try median { () throws(StoreError) in _ = try reader.pragmaCheck("integrity_check") }
        try reader.close()
        let open = try median { () throws(StoreError) in try ContactStore(path: path).close() }
        return (quick, integrity, open, DatabaseFile.size(path) ?? 0)
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
