import MosaicCore
import MosaicInteraction

/// A drag carried over a new model — the owner's `apply(_:animated:)` during a drag — decided
/// by identity, as a value: the view feeds the outcome to its ``DragMachine``.
///
/// The contract (the DocC article "Changes During a Drag"):
/// - **Movement.** The model is the owner's; the lifted items stay lifted at their places in
///   the new snapshot, and the block's placeholder keeps its neighbour: it stays after the same
///   item (else before the same item, else at the same index) in the same section, by identity.
///   If that section is gone the block goes back to where the lifted items are. Lifted items the
///   owner deleted leave the block; the grabbed one deleted (or its section) cancels the drag.
/// - **Exchange.** The new snapshot is the *committed* order (the owner never committed the
///   live swap). The swap in effect is re-applied on top of it — the caught item and the item
///   it displaces change places again at their new paths, told as any exchange is — if both are
///   still there; the partner gone, the caught item is at its own place and the target is chosen
///   again under the pointer. The caught item deleted cancels the transaction. So no owner
///   drifts: one that mirrors `didExchange` hears the re-applied swap, and one that commits at
///   `didFinishExchangeTransaction` gets paths that swap its committed order into the view's.
struct DragRebase<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    typealias Snapshot = SectionedSnapshot<SectionID, ItemID>

    typealias Outcome = DragRebaseOutcome<ItemID>

    /// The outcome for `session` (over `old`, the model the view had) when `new` replaces it.
    /// - Complexity: O(k) for k lifted items, plus for each item it looks for the distance it
    ///   travelled in its section (O(section) at worst; the whole model only for an item that
    ///   changed section).
    static func outcome(of session: DragSession<ItemID>, old: Snapshot, new: Snapshot) -> Outcome {
        switch session {
        case .move(let m): return moveOutcome(m, old: old, new: new)
        case .exchange(let e): return exchangeOutcome(e, old: old, new: new)
        }
    }

    private static func moveOutcome(_ m: MoveDrag<ItemID>, old: Snapshot, new: Snapshot) -> Outcome {
        let sources = m.controller.sources
        let grabbed = m.controller.origin.flatMap { old[$0] } ?? m.items[0]
        guard new.contains(grabbed) else { return .removed(m.items) }
        var found: [(ItemPath, ItemID)] = []
        for (item, source) in zip(m.items, sources) {
            if let p = locate(item, near: source, old: old, new: new) { found.append((p, item)) }
        }
        found.sort { $0.0 < $1.0 }
        let newSources = found.map(\.0)
        let origin = found.first { $0.1 == grabbed }?.0 ?? newSources[0]
        let target = placeholder(m, old: old, new: new, sources: newSources) ?? newSources[0]
        return .move(items: found.map(\.1), sources: newSources, origin: origin, target: target)
    }

    /// Where the block's placeholder goes: after its old predecessor, else before its old
    /// successor, else at its old index (clamped), in its section by identity; nil when the
    /// section is gone.
    private static func placeholder(_ m: MoveDrag<ItemID>, old: Snapshot, new: Snapshot, sources: [ItemPath]) -> ItemPath? {
        let t = m.target
        guard old.sectionIdentifiers.indices.contains(t.section),
              let s = new.sectionIdentifiers.firstIndex(of: old.sectionIdentifiers[t.section]) else { return nil }
        let lifted = Set(m.items)
        let presentedCount = old.itemCounts[t.section] - m.controller.sources.filter { $0.section == t.section }.count
        // Index in the new section once the lifted items are taken out of it.
        func withoutBlock(_ p: ItemPath) -> Int { p.item - sources.filter { $0.section == p.section && $0 < p }.count }
        let reach = 32
        for back in 1...reach where t.item - back >= 0 {
            let q = ItemPath(t.section, t.item - back)
            if let item = m.displayedItem(at: q, in: old), !lifted.contains(item),
               let p = locate(item, near: m.modelPath(ofPresented: q) ?? q, old: old, new: new), p.section == s {
                return ItemPath(s, withoutBlock(p) + 1)
            }
        }
        for ahead in 0..<reach where t.item + ahead < presentedCount {
            let q = ItemPath(t.section, t.item + m.items.count + ahead)
            if let item = m.displayedItem(at: q, in: old), !lifted.contains(item),
               let p = locate(item, near: m.modelPath(ofPresented: q) ?? q, old: old, new: new), p.section == s {
                return ItemPath(s, withoutBlock(p))
            }
        }
        let count = new.itemCounts[s] - sources.filter { $0.section == s }.count
        return ItemPath(s, min(t.item, count))
    }

    private static func exchangeOutcome(_ e: ExchangeDrag<ItemID>, old: Snapshot, new: Snapshot) -> Outcome {
        guard let origin = e.controller.origin else { return .removed([e.item]) }
        let displaced = e.controller.displaced
        // In the view's model the caught item sits at `displaced` and its partner at `origin`;
        // in the committed order (the new snapshot's) the other way round.
        guard let x = locate(e.item, near: origin, old: old, new: new) else {
            return .removed([e.item])
        }
        guard let d = displaced, let partner = old[origin] else {
            return .exchange(origin: x, displaced: nil, retarget: false)
        }
        guard let y = locate(partner, near: d, old: old, new: new) else {
            return .exchange(origin: x, displaced: nil, retarget: true)
        }
        return .exchange(origin: x, displaced: y, retarget: false)
    }

    /// The path of `item` in `new`, looked for outward from `near` (a path in the old model's
    /// numbering, its section matched by identity), then everywhere; nil when `new` does not
    /// hold it. - Complexity: O(distance travelled) in its section, O(1) when gone.
    static func locate(_ item: ItemID, near: ItemPath, old: Snapshot, new: Snapshot) -> ItemPath? {
        guard new.contains(item) else { return nil }
        let section = near.section
        if old.sectionIdentifiers.indices.contains(section),
           let s = new.sectionIdentifiers.firstIndex(of: old.sectionIdentifiers[section]) {
            let items = new.items(inSection: s)
            let start = min(max(0, near.item), max(0, items.count - 1))
            var d = 0
            while start - d >= 0 || start + d < items.count {
                if start + d < items.count, items[start + d] == item { return ItemPath(s, start + d) }
                if d > 0, start - d >= 0, items[start - d] == item { return ItemPath(s, start - d) }
                d += 1
            }
        }
        return new.path(of: item)
    }
}

/// What becomes of a drag when the owner replaces the model (``DragRebase``).
enum DragRebaseOutcome<ItemID: Hashable & Sendable>: Equatable {
    /// A movement goes on: `items` (model order) at `sources` in the new model, grabbed at
    /// `origin`, the block presented from `target`.
    case move(items: [ItemID], sources: [ItemPath], origin: ItemPath, target: ItemPath)
    /// An exchange goes on: the caught item's committed place is `origin`, its partner's
    /// `displaced` (the swap is made again there; nil: no swap in effect); `retarget`: the
    /// partner is gone.
    case exchange(origin: ItemPath, displaced: ItemPath?, retarget: Bool)
    /// The grabbed (or caught) item is no longer in the model: the drag ends as a cancel.
    case removed([ItemID])
}

extension DragRebase {
    /// For the apply's relayout: the path at which the item presented at `path` in the new
    /// layout was presented before, so a cell coming into view animates from there. The new
    /// layout presents `newMove`'s block (if a movement goes on), the old one `oldMove`'s;
    /// `oldModelPath` answers the old model path of a new model path (nil: inserted).
    /// - Complexity: O(k) for k lifted items, plus `oldModelPath`.
    static func oldPresentedPath(of path: ItemPath, newMove: MoveDrag<ItemID>?, oldMove: MoveDrag<ItemID>?,
                                 oldModelPath: (ItemPath) -> ItemPath?) -> ItemPath? {
        let model = newMove.map { $0.modelPath(ofPresented: path) } ?? path
        guard let before = model.flatMap(oldModelPath) else { return nil }
        return oldMove?.presentedPath(ofModel: before) ?? before
    }
}
