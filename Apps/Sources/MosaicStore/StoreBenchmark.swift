import MosaicCore
import Foundation
import MosaicTesting

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

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}

extension StoreBenchmark {
    /// `count` rich vCard 3.0 cards, deterministic for `seed`: N, FN, ORG, TITLE, two TEL, EMAIL,
    /// ADR, URL, BDAY, NOTE, CATEGORIES (one of 5 groups), an `item1.X-ABLabel` pair, and in 1 of
    /// 10 a ~3 KB inline PHOTO (base64 of a fake JPEG payload).
    /// - Complexity: O(count).
    public static func richCards(count: Int, seed: UInt64 = 42) -> String {
        var random = SplitMix64(seed: seed)
        let photo = Base64.encode([0xFF, 0xD8, 0xFF, 0xE0] + (0..<3_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let groups = ["Family", "Friends", "Work", "Science", "Music"]
        var text = ""
        text.reserveCapacity(count * 600)
        for (index, draft) in SampleContacts.drafts(count: count, seed: seed).enumerated() {
            let n = random.next(below: 10_000)
            var card = """
                BEGIN:VCARD\r
                VERSION:3.0\r
                N:\(draft.familyName);\(draft.givenName);;;\r
                FN:\(draft.fullName)\r
                ORG:Company \(n % 97);Dept \(n % 7)\r
                TITLE:Engineer\r
                TEL;TYPE=CELL:+1 555 \(1000 + n)\r
                TEL;TYPE=WORK:+1 555 \(2000 + index % 8000)\r
                EMAIL;TYPE=INTERNET:\(draft.givenName.lowercased()).\(index)@example.com\r
                ADR;TYPE=HOME:;;\(n) Main Street;Springfield;;\(10000 + n);USA\r
                item1.URL:https://example.com/\(index)\r
                item1.X-ABLabel:_$!<HomePage>!$_\r
                BDAY:19\(10 + n % 90)-0\(1 + n % 9)-1\(n % 10)\r
                NOTE:Met at conference \(n % 50)\\, said hello.\\nSecond line.\r
                CATEGORIES:\(groups[index % groups.count])\r
                UID:bench-\(seed)-\(index)\r

                """
            if index % 10 == 0 {
                card += VCardWriter.fold("PHOTO;ENCODING=b;TYPE=JPEG:" + photo)
            }
            card += "END:VCARD\r\n"
            text += card
        }
        return text
    }

    /// Times importing `cards` rich cards (`richCards`) into a new database and exporting them
    /// back (`exportVCard()`), each the median of `runs`; the files are removed afterwards.
    /// - Returns: milliseconds for the import (parse + one transaction) and for the export.
    public static func vcardCost(cards: Int = 10_000, runs: Int = 3, directory: String)
        throws(StoreError) -> (importMilliseconds: Double, exportMilliseconds: Double) {
        let text = richCards(count: cards)
        let bytes = Array(text.utf8)
        let clock = ContinuousClock()
        var imports: [Double] = []
        var exports: [Double] = []
        for _ in 0..<max(1, runs) {
            let path = URL(fileURLWithPath: directory)
                .appendingPathComponent("mosaic-bench-\(UUID().uuidString).sqlite").path
            defer { DatabaseFile.removeWithSideFiles(path) }
            let store = try ContactStore(path: path)
            var start = clock.now
            let report = try store.importVCard(bytes: bytes)
            imports.append(milliseconds(clock.now - start))
            guard report.importedCards.count == cards else {
                throw StoreError(path: path, reason: "imported \(report.importedCards.count) of \(cards) cards")
            }
            start = clock.now
            _ = try store.exportVCard()
            exports.append(milliseconds(clock.now - start))
            try store.close()
        }
        return (imports.sorted()[imports.count / 2], exports.sorted()[exports.count / 2])
    }
}
