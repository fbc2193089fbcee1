import Foundation

/// A seeded generator (SplitMix64): the self-check's random streams and `--churn`'s changes
/// repeat from the seed printed with them.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `--check`: the board's model checked against what it must guarantee — order keys, the
/// rebalance, the atomic move between columns, exchanges, the order surviving a reopen — on
/// throwaway databases. Prints one line per check and a total; returns the exit status (1 if any
/// failed).
func selfCheck(seed: UInt64) -> Int32 {
    var passed = 0, failed = 0
    func check(_ name: String, _ condition: @autoclosure () throws -> Bool) {
        do {
            if try condition() { passed += 1; say("ok: board: \(name)"); return }
            say("FAILED: board: \(name)")
        } catch {
            say("FAILED: board: \(name): \(error)")
        }
        failed += 1
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("board-check-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    say("board self-check: seed \(seed)")
    var random = SeededGenerator(seed: seed)

    // Order keys: random insertions keep a strict order; evenly spaced keys are short.
    var keys: [String] = []
    for _ in 0..<2_000 {
        let i = Int.random(in: 0...keys.count, using: &random)
        keys.insert(OrderKey.between(i > 0 ? keys[i - 1] : nil, i < keys.count ? keys[i] : nil), at: i)
    }
    check("2,000 random insertions: keys valid and strictly increasing",
          keys.allSatisfy(OrderKey.isValid) && zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
    let spaced = (1...500).map(OrderKey.evenlySpaced)
    check("evenly spaced keys: valid, increasing, ≤ 3 digits for 500",
          spaced.allSatisfy { k in k.allSatisfy(OrderKey.isValid) && zip(k, k.dropFirst()).allSatisfy { $0 < $1 } }
            && spaced.last!.allSatisfy { $0.count <= 3 })
    check("between(nil, nil), before and after a key", OrderKey.between(nil, nil) == "i"
          && OrderKey.between(nil, "1") == "0i" && OrderKey.between("z", nil) == "zi" && OrderKey.between("a", "b") == "ai")

    do {
        // Rebalancing: 60 cards inserted at the top of one column, each between nothing and the
        // last one: keys grow a digit per ~5, so the column is rebalanced, never longer than 8.
        let model = try BoardModel(path: ":memory:")
        let todo = model.columns[0].id
        var expected = model.columns[0].cards.map(\.id)
        for n in 0..<60 { expected.insert(try model.addCard("New \(n)", to: todo, at: 0), at: 0) }
        for _ in 0..<60 {   // and moved to the top, one after another
            let last = model.columns[0].cards.last!.id
            try model.move(card: last, from: todo, to: todo, index: 0)
            expected.insert(expected.removeLast(), at: 0)
        }
        check("keys that grow too long rebalance the column (\(model.rebalances) times)", model.rebalances >= 2)
        check("after rebalancing: no key longer than \(OrderKey.maximumLength), order as moved",
              model.columns[0].cards.allSatisfy { $0.key.count <= OrderKey.maximumLength } && model.columns[0].cards.map(\.id) == expected)
        check("after rebalancing: the database holds the same order", try model.load() == model.columns)

        // The atomic move: a trigger refuses one write inside the move's transaction.
        let before = model.columns
        let doing = model.columns[1].id, card = model.columns[0].cards[3].id
        try model.database.execute("""
            CREATE TEMP TRIGGER refuse BEFORE UPDATE ON cards WHEN NEW.id = \(card)
            BEGIN SELECT RAISE(ABORT, 'refused by the check'); END
            """)
        check("a refused move throws", (try? model.move(card: card, from: todo, to: doing, index: 1)) == nil)
        check("a refused move changes nothing in memory or on disk", try model.columns == before && model.load() == before)
        // A move that rebalances its destination, refused at the last card the rebalance writes
        // (after the moved card's row was already written in the same transaction).
        let victim = model.columns[0].cards.last!.id, mover = model.columns[1].cards[0].id
        try model.database.execute("DROP TRIGGER refuse")
        // Fill the gap after the first card until the next key there must rebalance.
        while true {
            let c = model.columns[0].cards
            if OrderKey.between(c[0].key, c[1].key).count > OrderKey.maximumLength { break }
            try model.addCard("Filler", to: todo, at: 1)
        }
        try model.database.execute("""
            CREATE TEMP TRIGGER refuse BEFORE UPDATE ON cards WHEN NEW.id = \(victim)
            BEGIN SELECT RAISE(ABORT, 'refused by the check'); END
            """)
        let beforeRebalance = model.columns, rebalancesBefore = model.rebalances
        check("a move that rebalances, refused mid-transaction, throws",
              (try? model.move(card: mover, from: doing, to: todo, index: 1)) == nil)
        check("… and leaves memory and disk as they were (no card moved, no key rewritten)",
              try model.columns == beforeRebalance && model.load() == beforeRebalance && model.rebalances == rebalancesBefore)
        try model.database.execute("DROP TRIGGER refuse")
        try model.move(card: mover, from: doing, to: todo, index: 1)
        check("unrefused, the same move lands in one transaction with a rebalance",
              try model.rebalances == rebalancesBefore + 1 && model.columns[0].cards[1].id == mover && model.load() == model.columns)

        // Refusals with a reason.
        check("a move of an unknown card is refused", catching { try model.move(card: 999_999, from: todo, to: doing, index: 0) } == "no card 999999 on the board")
        check("a move to an index past the end is refused", catching { try model.move(card: mover, from: todo, to: doing, index: 99) }
              == "index 99 is outside 0...\(model.columns[1].cards.count)")
    } catch {
        check("the in-memory board: \(error)", false)
    }

    // Random moves within and between columns, against a plain array model; reopening the
    // database gives the same board.
    do {
        let path = directory.appendingPathComponent("board.sqlite").path
        var expected: [[Int64]] = []
        do {
            let model = try BoardModel(path: path)
            expected = model.columns.map { $0.cards.map(\.id) }
            for _ in 0..<500 {
                if Int.random(in: 0..<4, using: &random) == 0 {   // an exchange of two cards, anywhere
                    let places = expected.indices.flatMap { c in expected[c].indices.map { (c, $0) } }
                    let p = places.randomElement(using: &random)!, q = places.randomElement(using: &random)!
                    let (a, b) = (expected[p.0][p.1], expected[q.0][q.1])
                    (expected[p.0][p.1], expected[q.0][q.1]) = (b, a)
                    try model.exchange(a, b)
                    continue
                }
                let from = Int.random(in: 0..<expected.count, using: &random)
                guard !expected[from].isEmpty else { continue }
                let to = Int.random(in: 0..<expected.count, using: &random)
                let card = expected[from].remove(at: Int.random(in: 0..<expected[from].count, using: &random))
                let index = Int.random(in: 0...expected[to].count, using: &random)
                expected[to].insert(card, at: index)
                try model.move(card: card, from: model.columns[from].id, to: model.columns[to].id, index: index)
            }
            check("500 random moves and exchanges within and between columns: the board = the reference",
                  model.columns.map { $0.cards.map(\.id) } == expected)
            try model.moveColumn(model.columns[3].id, to: 0)
            expected.insert(expected.removeLast(), at: 0)
        }
        let reopened = try BoardModel(path: path)
        check("reopening the database keeps the order of columns and cards",
              reopened.columns.map { $0.cards.map(\.id) } == expected && reopened.columns[0].title == "Done")
    } catch {
        check("the board on disk: \(error)", false)
    }
    say("board self-check: \(passed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
}

/// The description of the error `body` throws, or "no error".
private func catching(_ body: () throws -> Void) -> String {
    do { try body(); return "no error" } catch { return "\(error)" }
}
