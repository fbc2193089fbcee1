import GRDB

/// Renaming and deleting groups (the window's Groups… dialog), and moving a contact into a
/// group by name (the form's Groups row). A group is a section: renaming changes its name
/// only (its contacts, their order and the group's place stay; a synced group's card carries
/// the new `FN` at the next push); deleting it moves its contacts to the end of "Other", in
/// their order, and removes the group — no contact is deleted.
extension ContactStore {
    /// Renames the group of `section` to `name` (trimmed). One transaction, one row.
    /// - Returns: the group as stored.
    /// - Throws: `.invalidRequest` when `section` is "Other" or no group, when `name` is empty
    ///   or "Other", or when another group already has that name (nothing changes).
    /// - Complexity: O(log g).
    @discardableResult
    public func renameGroup(section: Int, to name: String) throws(StoreError) -> ContactGroup {
        let name = name.trimmingWhitespace
        return try write("renaming group \(section)") { db, _ in
            guard section != Self.otherSection,
                  let old = try String.fetchOne(db, sql: "SELECT name FROM contactGroup WHERE section = ?", arguments: [section])
            else { throw request("there is no group in section \(section) to rename (\"Other\" cannot be renamed)") }
            guard !name.isEmpty, name != Self.otherSectionName else {
                throw request("a group needs a name other than \"\(Self.otherSectionName)\" (got \"\(name)\")")
            }
            guard name != old else { return ContactGroup(section: section, name: name) }
            if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contactGroup WHERE name = ?", arguments: [name]) ?? 0 > 0 {
                throw request("a group named \"\(name)\" already exists; choose another name")
            }
            try db.execute(sql: "UPDATE contactGroup SET name = ? WHERE section = ?", arguments: [name, section])
            return ContactGroup(section: section, name: name)
        }
    }

    /// Deletes the group of `section`: its contacts move to the end of "Other" (section 0) in
    /// their order, keeping their cards; the group row goes. One transaction. A group card the
    /// server never had goes too; one it has stays as a row without a group (its section is
    /// never given to a new group), for sync to remove from the server.
    /// - Returns: the ids of the contacts moved to "Other", in order.
    /// - Throws: `.invalidRequest` when `section` is "Other" or no group (nothing changes).
    /// - Complexity: O(m log n) for m contacts in the group.
    @discardableResult
    public func deleteGroup(section: Int) throws(StoreError) -> [Int64] {
        try write("deleting group \(section)") { db, rebalances in
            guard section != Self.otherSection,
                  try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contactGroup WHERE section = ?", arguments: [section]) ?? 0 > 0
            else { throw request("there is no group in section \(section) to delete (\"Other\" cannot be deleted)") }
            let moved = try moveAll(from: section, toEndOf: Self.otherSection, db, &rebalances)
            try db.execute(sql: "DELETE FROM contactGroup WHERE section = ?", arguments: [section])
            if try db.tableExists("groupCard") {
                try db.execute(sql: "DELETE FROM groupCard WHERE section = ? AND href IS NULL", arguments: [section])
            }
            return moved
        }
    }

    /// Moves contact `id` to the end of the group named `name` (trimmed; created after the
    /// others when new; "Other" or empty: section 0). Nothing is written when it is already
    /// in that group. One transaction.
    /// - Returns: the contact's section afterwards.
    /// - Throws: `.invalidRequest` when there is no contact `id`.
    /// - Complexity: O(log n + g).
    @discardableResult
    public func moveContact(_ id: Int64, toGroupNamed name: String) throws(StoreError) -> Int {
        try write("moving contact \(id) to group \(name)") { db, rebalances in
            let moved = try slot(id, db)
            let section = try Self.section(forGroup: name, db)
            guard moved.section != section else { return section }
            try place(moved, between: try lastSlot(in: section, db), and: nil, in: section, db, &rebalances)
            return section
        }
    }

    /// Moves every contact of `section` after the last one of `target`, in order; new keys in
    /// one batch (the target section is rebalanced when they would grow too long).
    func moveAll(from section: Int, toEndOf target: Int, _ db: Database, _ rebalances: inout Int) throws -> [Int64] {
        let moving = try orderedSlots(in: section, db)
        guard !moving.isEmpty else { return [] }
        let staying = try orderedSlots(in: target, db)
        var keys = staying.last.flatMap { OrderKey($0.key) }.flatMap { OrderKey.keys(count: moving.count, between: $0, and: nil) }
        if staying.isEmpty { keys = OrderKey.keys(count: moving.count, between: nil, and: nil) }
        if let generated = keys, generated.contains(where: { $0.count > maximumKeyLength }) { keys = nil }
        for (index, slot) in moving.enumerated() {
            try setPosition(slot.id, section: target, key: keys?[index].rawValue ?? slot.key, db)
        }
        if keys == nil {
            let previous = Dictionary((staying + moving).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            try rebalance(staying.map(\.id) + moving.map(\.id), in: target, previous: previous, db)
            rebalances += 1
        }
        return moving.map(\.id)
    }
}
