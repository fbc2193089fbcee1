/// A card on the board: its database id, its text, its fractional order key in its column.
struct Card: Equatable {
    let id: Int64
    var title: String
    var key: String
}

/// A column: its id, title, order key among the columns, and its cards in order.
struct BoardColumn: Equatable {
    let id: Int64
    var title: String
    var key: String
    var cards: [Card]
}

/// What a board change was refused for: what was wrong and what was expected.
enum BoardError: Error, CustomStringConvertible {
    case unknownCard(Int64)
    case unknownColumn(Int64)
    case cardNotInColumn(card: Int64, column: Int64)
    case indexOutOfRange(index: Int, count: Int)

    var description: String {
        switch self {
        case .unknownCard(let id): "no card \(id) on the board"
        case .unknownColumn(let id): "no column \(id) on the board"
        case .cardNotInColumn(let card, let column): "card \(card) is not in column \(column)"
        case .indexOutOfRange(let index, let count): "index \(index) is outside 0...\(count)"
        }
    }
}

/// The board: columns of cards, ordered by fractional order keys (``OrderKey``) and kept in an
/// SQLite database. Every change is one transaction; the columns in memory change only after
/// it committed, so what the window shows is never ahead of the disk. Not thread-safe.
final class BoardModel {
    let database: SQLiteDatabase
    /// The columns in order, each with its cards in order.
    private(set) var columns: [BoardColumn] = []
    /// How many times a column's keys were rebalanced (a new key would have been too long).
    private(set) var rebalances = 0

    /// Opens the board at `path` (`:memory:` for a throwaway one), creating the tables and
    /// `seed`'s columns and cards when the database is new.
    init(path: String, seed: [(title: String, cards: [String])] = BoardModel.sampleBoard) throws {
        database = try SQLiteDatabase(path: path)
        // WAL: a commit is one append (readers never block the window); NORMAL: durable at the
        // checkpoint, never corrupt — the usual choice for an app's own database.
        try database.execute("""
            PRAGMA journal_mode = WAL;
            PRAGMA synchronous = NORMAL;
            CREATE TABLE IF NOT EXISTS columns (id INTEGER PRIMARY KEY, title TEXT NOT NULL, position TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS cards (id INTEGER PRIMARY KEY,
                column_id INTEGER NOT NULL REFERENCES columns(id), title TEXT NOT NULL, position TEXT NOT NULL);
            CREATE INDEX IF NOT EXISTS cards_in_order ON cards(column_id, position);
            """)
        if try database.run("SELECT count(*) FROM columns").first?.first?.integer == 0 {
            try database.transaction {
                for (column, columnKey) in zip(seed, OrderKey.evenlySpaced(seed.count)) {
                    try database.run("INSERT INTO columns (title, position) VALUES (?, ?)", [.text(column.title), .text(columnKey)])
                    let columnID = try database.run("SELECT last_insert_rowid()")[0][0]
                    for (title, key) in zip(column.cards, OrderKey.evenlySpaced(column.cards.count)) {
                        try database.run("INSERT INTO cards (column_id, title, position) VALUES (?, ?, ?)",
                                         [columnID, .text(title), .text(key)])
                    }
                }
            }
        }
        columns = try load()
        checkInvariants()
    }

    /// The board as stored: columns and cards sorted by their keys (ids break no ties: keys
    /// are unique within a column). - Complexity: O(n log n).
    func load() throws -> [BoardColumn] {
        var loaded = try database.run("SELECT id, title, position FROM columns ORDER BY position").map {
            BoardColumn(id: $0[0].integer!, title: $0[1].text!, key: $0[2].text!, cards: [])
        }
        let index = Dictionary(uniqueKeysWithValues: loaded.enumerated().map { ($1.id, $0) })
        for row in try database.run("SELECT id, column_id, title, position FROM cards ORDER BY column_id, position") {
            guard let column = index[row[1].integer!] else { continue }
            loaded[column].cards.append(Card(id: row[0].integer!, title: row[2].text!, key: row[3].text!))
        }
        return loaded
    }

    /// The index of column `id`. - Complexity: O(columns).
    func columnIndex(_ id: Int64) throws(BoardError) -> Int {
        guard let i = columns.firstIndex(where: { $0.id == id }) else { throw .unknownColumn(id) }
        return i
    }

    /// Where card `id` is: its column's index and its index there, or nil. - Complexity: O(n).
    func location(of id: Int64) -> (column: Int, index: Int)? {
        for (c, column) in columns.enumerated() {
            if let i = column.cards.firstIndex(where: { $0.id == id }) { return (c, i) }
        }
        return nil
    }

    /// The card `id`, or nil. - Complexity: O(n).
    func card(_ id: Int64) -> Card? { location(of: id).map { columns[$0.column].cards[$0.index] } }

    // MARK: - The seam for moves between columns

    /// Moves card `card` from column `from` to column `to` (the same column: a reorder), to
    /// `index` in the destination's cards as they are after the move (0...count, the count
    /// without the card). One SQLite transaction writes the card's column and new key — and,
    /// when that key would be longer than ``OrderKey/maximumLength``, fresh keys for the whole
    /// destination column; if any write fails nothing is written and the board is unchanged.
    /// This is the one function a drag between two columns' views calls at its drop.
    /// - Complexity: O(n) in the two columns' cards (plus the rebalance's writes).
    func move(card: Int64, from: Int64, to: Int64, index: Int) throws {
        let source = try columnIndex(from), destination = try columnIndex(to)
        guard let position = columns[source].cards.firstIndex(where: { $0.id == card }) else {
            throw location(of: card) == nil ? BoardError.unknownCard(card) : BoardError.cardNotInColumn(card: card, column: from)
        }
        var next = columns
        let moving = next[source].cards.remove(at: position)
        guard (0...next[destination].cards.count).contains(index) else {
            throw BoardError.indexOutOfRange(index: index, count: next[destination].cards.count)
        }
        next[destination].cards.insert(moving, at: index)
        let rebalance = Self.assignKey(&next[destination].cards, at: index)
        try database.transaction {
            try database.run("UPDATE cards SET column_id = ?, position = ? WHERE id = ?",
                             [.integer(to), .text(next[destination].cards[index].key), .integer(card)])
            if rebalance {
                for other in next[destination].cards where other.id != card {
                    try database.run("UPDATE cards SET position = ? WHERE id = ?", [.text(other.key), .integer(other.id)])
                }
            }
        }
        columns = next
        if rebalance { rebalances += 1 }
        checkInvariants()
    }

    /// Exchanges cards `a` and `b`: each takes the other's column and order key, in one SQLite
    /// transaction (if a write fails nothing is written and the board is unchanged).
    /// - Complexity: O(n) to find the cards.
    func exchange(_ a: Int64, _ b: Int64) throws {
        guard let pa = location(of: a) else { throw BoardError.unknownCard(a) }
        guard let pb = location(of: b) else { throw BoardError.unknownCard(b) }
        guard a != b else { return }
        var next = columns
        var ca = next[pa.column].cards[pa.index], cb = next[pb.column].cards[pb.index]
        swap(&ca.key, &cb.key)
        next[pa.column].cards[pa.index] = cb
        next[pb.column].cards[pb.index] = ca
        try database.transaction {
            try database.run("UPDATE cards SET column_id = ?, position = ? WHERE id = ?",
                             [.integer(columns[pa.column].id), .text(cb.key), .integer(b)])
            try database.run("UPDATE cards SET column_id = ?, position = ? WHERE id = ?",
                             [.integer(columns[pb.column].id), .text(ca.key), .integer(a)])
        }
        columns = next
        checkInvariants()
    }

    /// Moves column `id` to `index` among the columns (0..<count): one key written.
    func moveColumn(_ id: Int64, to index: Int) throws {
        let from = try columnIndex(id)
        var next = columns
        var column = next.remove(at: from)
        guard (0...next.count).contains(index) else { throw BoardError.indexOutOfRange(index: index, count: next.count) }
        column.key = OrderKey.between(index > 0 ? next[index - 1].key : nil, index < next.count ? next[index].key : nil)
        next.insert(column, at: index)
        if column.key.count > OrderKey.maximumLength {
            for (i, key) in OrderKey.evenlySpaced(next.count).enumerated() { next[i].key = key }
        }
        try database.transaction {
            for column in next where column.key != columns.first(where: { $0.id == column.id })?.key {
                try database.run("UPDATE columns SET position = ? WHERE id = ?", [.text(column.key), .integer(column.id)])
            }
        }
        columns = next
        checkInvariants()
    }

    /// Inserts a card titled `title` into column `column` at `index`; returns its id.
    @discardableResult
    func addCard(_ title: String, to column: Int64, at index: Int) throws -> Int64 {
        let c = try columnIndex(column)
        let cards = columns[c].cards
        guard (0...cards.count).contains(index) else { throw BoardError.indexOutOfRange(index: index, count: cards.count) }
        var next = cards
        next.insert(Card(id: 0, title: title, key: ""), at: index)
        let rebalance = Self.assignKey(&next, at: index)
        let id = try database.transaction {
            try database.run("INSERT INTO cards (column_id, title, position) VALUES (?, ?, ?)",
                             [.integer(column), .text(title), .text(next[index].key)])
            let id = try database.run("SELECT last_insert_rowid()")[0][0].integer!
            if rebalance {
                for other in next where other.id != 0 {
                    try database.run("UPDATE cards SET position = ? WHERE id = ?", [.text(other.key), .integer(other.id)])
                }
            }
            return id
        }
        next[index] = Card(id: id, title: title, key: next[index].key)
        columns[c].cards = next
        if rebalance { rebalances += 1 }
        checkInvariants()
        return id
    }

    /// Renames card `id`.
    func rename(card id: Int64, to title: String) throws {
        guard let (c, i) = location(of: id) else { throw BoardError.unknownCard(id) }
        try database.transaction { try database.run("UPDATE cards SET title = ? WHERE id = ?", [.text(title), .integer(id)]) }
        columns[c].cards[i].title = title
    }

    /// Deletes card `id`.
    func delete(card id: Int64) throws {
        guard let (c, i) = location(of: id) else { throw BoardError.unknownCard(id) }
        try database.transaction { try database.run("DELETE FROM cards WHERE id = ?", [.integer(id)]) }
        columns[c].cards.remove(at: i)
    }

    /// Gives `cards[index]` a key between its neighbours' — or, when that key would be longer
    /// than ``OrderKey/maximumLength``, every card fresh, evenly spaced keys. Returns whether
    /// it rebalanced. - Complexity: O(key length), O(count) when rebalancing.
    private static func assignKey(_ cards: inout [Card], at index: Int) -> Bool {
        cards[index].key = OrderKey.between(index > 0 ? cards[index - 1].key : nil,
                                            index + 1 < cards.count ? cards[index + 1].key : nil)
        guard cards[index].key.count > OrderKey.maximumLength else { return false }
        for (i, key) in OrderKey.evenlySpaced(cards.count).enumerated() { cards[i].key = key }
        return true
    }

    /// Keys strictly increasing in every column and among the columns; every key valid.
    private func checkInvariants() {
        assert(zip(columns, columns.dropFirst()).allSatisfy { $0.key < $1.key }, "column keys out of order")
        for column in columns {
            assert(column.cards.allSatisfy { OrderKey.isValid($0.key) }, "an invalid key in \(column.title)")
            assert(zip(column.cards, column.cards.dropFirst()).allSatisfy { $0.key < $1.key }, "card keys out of order in \(column.title)")
        }
    }

    /// The board a new database starts with.
    static let sampleBoard: [(title: String, cards: [String])] = [
        ("To do", ["Write the release notes", "Profile the waterfall layout", "Translate the menus", "Fix the focus ring",
                   "Answer the forum thread", "Plan the next sprint"]),
        ("Doing", ["Right-to-left layouts", "Dark palette contrast", "Drag between columns", "Spoken card names"]),
        ("Review", ["SQLite order keys", "Keyboard reorder", "Screen reader labels"]),
        ("Done", ["Header bar", "Offscreen snapshots", "Undo toast", "Golden frames", "Fuzz the replay format"]),
    ]
}
