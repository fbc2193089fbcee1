import GRDB

/// Moves, exchanges, full reorders and the rare rebalance.
extension ContactStore {
    // MARK: - Moves

    /// Moves contact `id` into `section`, directly after `after` and/or directly before `before`
    /// (ids of contacts of that section other than `id`); the caller knows them because it holds
    /// the order in memory.
    ///
    /// - Both given: they must be neighbours once `id` is taken out, else `.invalidRequest`
    ///   (the caller's order is stale; resync with `contacts(section:)` or `applyOrder`).
    /// - Only `after`: directly after it. Only `before`: directly before it (`before` = the
    ///   first contact moves to the front).
    /// - Neither: the section must hold no other contact.
    ///
    /// Writes one row (the moved contact's section and key), none if the contact is already
    /// there, or — rarely, when no key of at most `maximumKeyLength` fits — every row of the
    /// section (a rebalance). One transaction.
    /// - Returns: the number of rows written (also `lastWriteRowCount`).
    /// - Complexity: O(log n): the neighbours are read by primary key and one index seek.
    @discardableResult
    public func move(id: Int64, after: Int64?, before: Int64?, inSection section: Int = 0) throws(StoreError) -> Int {
        return try writeCounted("moving contact \(id)") { db, rebalances in
            let moved = try slot(id, db)
            let (lower, upper) = try neighbours(after: after, before: before, in: section, excluding: id, db)
            try place(moved, between: lower, and: upper, in: section, db, &rebalances)
        }.rows
    }

    /// Moves contact `id` to position `index` of `section` (0…count, counted without the moved
    /// contact — the `Array.remove` then `insert(at:)` convention). Same writes as
    /// `move(id:after:before:inSection:)`.
    /// - Throws: `.invalidRequest` for an unknown id or an index out of range.
    /// - Complexity: O(index) — SQLite walks the index to the offset; prefer the neighbour form
    ///   for large sections.
    @discardableResult
    public func move(id: Int64, toIndex index: Int, inSection section: Int = 0) throws(StoreError) -> Int {
        return try writeCounted("moving contact \(id) to index \(index)") { db, rebalances in
            let moved = try slot(id, db)
            let (lower, upper) = try neighbours(atIndex: index, in: section, excluding: id, db)
            try place(moved, between: lower, and: upper, in: section, db, &rebalances)
        }.rows
    }

    /// Swaps the positions (section and key) of two contacts: two rows, one transaction; none if
    /// `first == second`.
    /// - Complexity: O(log n).
    @discardableResult
    public func exchange(_ first: Int64, _ second: Int64) throws(StoreError) -> Int {
        return try writeCounted("exchanging contacts \(first) and \(second)") { db, _ in
            let a = try slot(first, db)
            let b = try slot(second, db)
            guard a.id != b.id else { return }
            try setPosition(a.id, section: b.section, key: b.key, db)
            try setPosition(b.id, section: a.section, key: a.key, db)
        }.rows
    }

    /// Makes `section` hold exactly `ids`, in this order, rewriting as few rows as possible:
    /// the contacts forming a longest increasing run of their current positions keep their keys;
    /// each other one gets a key between its new neighbours (and is moved into the section if it
    /// was elsewhere). If that would need a key longer than `maximumKeyLength`, the section is
    /// rebalanced instead. For resynchronising after an undo; gestures use `move`/`exchange`.
    ///
    /// - Throws: `.invalidRequest` when an id repeats, is unknown, or a contact of the section
    ///   is missing from `ids` (deletions are explicit).
    /// - Returns: the number of rows written.
    /// - Complexity: O(n log n) for a section of n contacts, plus O(w log n) for w rows written.
    @discardableResult
    public func applyOrder(_ ids: [Int64], section: Int = 0) throws(StoreError) -> Int {
        return try writeCounted("applying an order to section \(section)") { db, rebalances in
            let current = try orderedSlots(in: section, db)
            var seen = Set<Int64>()
            for id in ids where !seen.insert(id).inserted {
                throw request("contact \(id) appears twice in the order")
            }
            var previous = Dictionary(current.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let missing = previous.keys.filter { !seen.contains($0) }.sorted()
            if !missing.isEmpty {
                let list = missing.prefix(5).map(String.init).joined(separator: ", ")
                throw request("the order leaves out \(missing.count) contact(s) of section \(section): \(list)")
            }
            for id in ids where previous[id] == nil {
                previous[id] = try slot(id, db)
            }
            let plan = OrderPlan(
                current: current.map { ($0.id, OrderKey($0.key)) }, desired: ids,
                maximumKeyLength: maximumKeyLength)
            switch plan {
            case .rekey(let changes):
                for change in changes {
                    try setPosition(change.id, section: section, key: change.key.rawValue, db)
                }
            case .rebalance:
                try rebalance(ids, in: section, previous: previous, db)
                rebalances += 1
            }
        }.rows
    }

    // MARK: - Placing one contact

    /// Gives `moved` a key between `lower` and `upper` (neighbours in `section`) — one row — or
    /// rebalances the section with `moved` just after `lower`. Nothing if it already sits there.
    func place(
        _ moved: Slot, between lower: Slot?, and upper: Slot?, in section: Int,
        _ db: Database, _ rebalances: inout Int
    ) throws {
        let afterLower = lower.map { $0.precedes(moved) } ?? true
        let beforeUpper = upper.map { moved.precedes($0) } ?? true
        if moved.section == section, afterLower, beforeUpper { return }
        if let key = newKey(between: lower, and: upper) {
            try setPosition(moved.id, section: section, key: key.rawValue, db)
            return
        }
        var slots = try orderedSlots(in: section, db)
        slots.removeAll { $0.id == moved.id }
        var ids = slots.map(\.id)
        let index = lower.flatMap { lower in ids.firstIndex(of: lower.id).map { $0 + 1 } } ?? 0
        ids.insert(moved.id, at: index)
        var previous = Dictionary(slots.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        previous[moved.id] = moved
        try rebalance(ids, in: section, previous: previous, db)
        rebalances += 1
    }

    /// A key strictly between the neighbours' keys and not longer than `maximumKeyLength`, or
    /// nil (a stored key is invalid, the keys are not increasing, or it would be too long).
    func newKey(between lower: Slot?, and upper: Slot?) -> OrderKey? {
        var lowerKey: OrderKey?
        var upperKey: OrderKey?
        if let lower {
            guard let key = OrderKey(lower.key) else { return nil }
            lowerKey = key
        }
        if let upper {
            guard let key = OrderKey(upper.key) else { return nil }
            upperKey = key
        }
        guard let key = OrderKey.key(between: lowerKey, and: upperKey), key.count <= maximumKeyLength else {
            return nil
        }
        return key
    }

    /// Writes evenly spaced keys (`OrderKey.keys(count:between:and:)`) for `ids` in this order,
    /// all into `section`; rows already holding their new position are not written.
    func rebalance(_ ids: [Int64], in section: Int, previous: [Int64: Slot], _ db: Database) throws {
        guard let keys = OrderKey.keys(count: ids.count, between: nil, and: nil) else {
            throw StoreError(path: path, reason: "cannot space \(ids.count) keys", kind: .other)
        }
        for (id, key) in zip(ids, keys) {
            if let old = previous[id], old.section == section, old.key == key.rawValue { continue }
            try setPosition(id, section: section, key: key.rawValue, db)
        }
    }

    func setPosition(_ id: Int64, section: Int, key: String, _ db: Database) throws {
        let statement = try db.cachedStatement(sql: "UPDATE contact SET section = ?, orderKey = ? WHERE id = ?")
        try statement.execute(arguments: [section, key, id])
    }

    // MARK: - Looking up positions

    /// The position of contact `id`; `.invalidRequest` if there is none.
    func slot(_ id: Int64, _ db: Database) throws -> Slot {
        let statement = try db.cachedStatement(sql: "SELECT id, section, orderKey FROM contact WHERE id = ?")
        guard let row = try Row.fetchOne(statement, arguments: [id]) else {
            throw request("no contact with id \(id)")
        }
        return try Slot(row: row)
    }

    /// Every position of `section`, in stored order.
    func orderedSlots(in section: Int, _ db: Database) throws -> [Slot] {
        let statement = try db.cachedStatement(sql: """
            SELECT id, section, orderKey FROM contact WHERE section = ? ORDER BY orderKey, id
            """)
        return try Row.fetchAll(statement, arguments: [section]).map(Slot.init(row:))
    }

    /// The contacts around the gap named by `after`/`before` (see `move(id:after:before:)`).
    func neighbours(
        after: Int64?, before: Int64?, in section: Int, excluding excluded: Int64, _ db: Database
    ) throws -> (Slot?, Slot?) {
        func member(_ id: Int64) throws -> Slot {
            guard id != excluded else { throw request("contact \(id) cannot be its own neighbour") }
            let found = try slot(id, db)
            guard found.section == section else {
                throw request("contact \(id) is in section \(found.section), not \(section)")
            }
            return found
        }
        switch (try after.map(member), try before.map(member)) {
        case let (lower?, upper?):
            guard try successor(of: lower, in: section, excluding: excluded, db)?.id == upper.id else {
                throw request("contacts \(lower.id) and \(upper.id) are not neighbours in section \(section)")
            }
            return (lower, upper)
        case let (lower?, nil):
            return (lower, try successor(of: lower, in: section, excluding: excluded, db))
        case let (nil, upper?):
            return (try predecessor(of: upper, in: section, excluding: excluded, db), upper)
        case (nil, nil):
            if try neighbours(atIndex: 0, in: section, excluding: excluded, db).1 != nil {
                throw request("section \(section) has other contacts: name a neighbour")
            }
            return (nil, nil)
        }
    }

    /// The contacts around position `index` of `section` (without `excluded`).
    func neighbours(atIndex index: Int, in section: Int, excluding excluded: Int64?, _ db: Database) throws -> (Slot?, Slot?) {
        guard index >= 0 else { throw request("index \(index) is negative") }
        let statement = try db.cachedStatement(sql: """
            SELECT id, section, orderKey FROM contact WHERE section = ? AND id IS NOT ?
            ORDER BY orderKey, id LIMIT ? OFFSET ?
            """)
        let rows = try Row.fetchAll(statement, arguments: [section, excluded, index == 0 ? 1 : 2, max(0, index - 1)])
            .map(Slot.init(row:))
        if index == 0 { return (nil, rows.first) }
        guard let lower = rows.first else {
            let count = try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM contact WHERE section = ? AND id IS NOT ?",
                arguments: [section, excluded]) ?? 0
            throw request("index \(index) is out of range 0...\(count) of section \(section)")
        }
        return (lower, rows.count > 1 ? rows[1] : nil)
    }

    func successor(of slot: Slot, in section: Int, excluding excluded: Int64?, _ db: Database) throws -> Slot? {
        let statement = try db.cachedStatement(sql: """
            SELECT id, section, orderKey FROM contact
            WHERE section = ? AND (orderKey, id) > (?, ?) AND id IS NOT ?
            ORDER BY orderKey, id LIMIT 1
            """)
        return try Row.fetchOne(statement, arguments: [section, slot.key, slot.id, excluded]).map(Slot.init(row:))
    }

    func predecessor(of slot: Slot, in section: Int, excluding excluded: Int64?, _ db: Database) throws -> Slot? {
        let statement = try db.cachedStatement(sql: """
            SELECT id, section, orderKey FROM contact
            WHERE section = ? AND (orderKey, id) < (?, ?) AND id IS NOT ?
            ORDER BY orderKey DESC, id DESC LIMIT 1
            """)
        return try Row.fetchOne(statement, arguments: [section, slot.key, slot.id, excluded]).map(Slot.init(row:))
    }

    func request(_ reason: String) -> StoreError {
        StoreError(path: path, reason: reason, kind: .invalidRequest)
    }
}
