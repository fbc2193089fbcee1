/// A hand-written batch update of items, checked with UIKit's rules before anything is
/// applied: deletes, move sources and reloads use indices *before* the update; inserts and
/// move destinations use indices *after* it.
///
/// `validate(countsBefore:countsAfter:)` throws `MosaicError.invalidUpdate` with a message
/// that names the section and the numbers, e.g.
/// "invalid number of items in section 0: 5 after the update, expected 4 = 5 before − 1 deleted
/// + 0 inserted + 0 moved in − 0 moved out". It never crashes. Section inserts/deletes are not
/// part of a hand-written update: the number of sections must stay the same (use a snapshot
/// and `apply` for section changes).
public struct BatchUpdate: Sendable {
    /// Items to remove, by their paths *before* the update (UIKit's `deleteItems(at:)`).
    /// A path may appear once, and not also as a move source or a reload.
    public var deletes: [ItemPath]
    /// Items to add, by their paths *after* the update (UIKit's `insertItems(at:)`).
    /// A path may not also be the destination of a move.
    public var inserts: [ItemPath]
    /// Items to move: `from` is the path *before* the update, `to` the path *after* it
    /// (UIKit's `moveItem(at:to:)`); may cross sections.
    public var moves: [(from: ItemPath, to: ItemPath)]
    /// Items whose content changed, by their paths *before* the update (UIKit's
    /// `reloadItems(at:)`); they keep their position and do not change the counts.
    public var reloads: [ItemPath]

    /// An update made of the given lists, each empty by default. Nothing is checked here;
    /// ``validate(countsBefore:countsAfter:)`` checks the lists against the section counts.
    public init(deletes: [ItemPath] = [], inserts: [ItemPath] = [],
                moves: [(from: ItemPath, to: ItemPath)] = [], reloads: [ItemPath] = []) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.reloads = reloads
    }

    /// Checks the update against the item counts of each section before and after it.
    /// - Throws: `MosaicError.invalidUpdate` describing the first rule broken.
    /// - Complexity: O(u + s) for u listed paths and s sections.
    public func validate(countsBefore: [Int], countsAfter: [Int]) throws {
        guard countsBefore.count == countsAfter.count else {
            throw MosaicError.invalidUpdate("invalid number of sections: \(countsAfter.count) after the update, expected \(countsBefore.count) (a batch update of items cannot insert or delete sections)")
        }
        func check(_ p: ItemPath, in counts: [Int], _ role: String, _ when: String) throws {
            guard p.section >= 0, p.section < counts.count else {
                throw MosaicError.invalidUpdate("attempt to \(role) item \(p): section \(p.section) does not exist \(when) the update (\(counts.count) sections)")
            }
            guard p.item >= 0, p.item < counts[p.section] else {
                throw MosaicError.invalidUpdate("attempt to \(role) item \(p): section \(p.section) contains only \(counts[p.section]) items \(when) the update")
            }
        }
        var sources = [ItemPath: String]()
        func claimSource(_ p: ItemPath, _ role: String) throws {
            if let other = sources.updateValue(role, forKey: p) {
                let what = other == role ? "\(role) item \(p) twice" : "both \(other) and \(role) item \(p)"
                throw MosaicError.invalidUpdate("attempt to \(what) in one update")
            }
        }
        var destinations = Set<ItemPath>()
        func claimDestination(_ p: ItemPath, _ role: String) throws {
            guard destinations.insert(p).inserted else {
                throw MosaicError.invalidUpdate("attempt to \(role) item \(p), which is already the destination of an insert or move in this update")
            }
        }
        var deleted = [Int](repeating: 0, count: countsBefore.count)
        var inserted = deleted, movedIn = deleted, movedOut = deleted
        for p in deletes {
            try check(p, in: countsBefore, "delete", "before")
            try claimSource(p, "delete")
            deleted[p.section] += 1
        }
        for p in reloads {
            try check(p, in: countsBefore, "reload", "before")
            try claimSource(p, "reload")
        }
        for (from, to) in moves {
            try check(from, in: countsBefore, "move", "before")
            try check(to, in: countsAfter, "move an item to", "after")
            try claimSource(from, "move")
            try claimDestination(to, "move an item to")
            movedOut[from.section] += 1
            movedIn[to.section] += 1
        }
        for p in inserts {
            try check(p, in: countsAfter, "insert", "after")
            try claimDestination(p, "insert")
            inserted[p.section] += 1
        }
        for s in countsBefore.indices {
            let expected = countsBefore[s] - deleted[s] + inserted[s] + movedIn[s] - movedOut[s]
            guard expected == countsAfter[s] else {
                throw MosaicError.invalidUpdate(
                    "invalid number of items in section \(s): \(countsAfter[s]) after the update, expected \(expected) = \(countsBefore[s]) before − \(deleted[s]) deleted + \(inserted[s]) inserted + \(movedIn[s]) moved in − \(movedOut[s]) moved out")
            }
        }
    }
}
