import MosaicAnimation
import MosaicCore
import MosaicInteraction

/// An interactive movement: the lifted items and the value controller that targets them.
struct MoveDrag<ItemID: Hashable & Sendable>: Sendable {
    var pointer: DragPointer
    /// Lifted identities, in model order.
    var items: [ItemID]
    var controller: MoveController

    /// Where the block starts in the presented order.
    var target: ItemPath { controller.target ?? controller.sources.first ?? ItemPath(0, 0) }

    /// The item presented at layout path `q` while the block sits at ``target``: a lifted item
    /// inside the block, else the model's item that the block and the lifted sources shifted
    /// there. - Complexity: O(k) for k lifted items.
    func displayedItem<SectionID>(at q: ItemPath, in snapshot: SectionedSnapshot<SectionID, ItemID>) -> ItemID? {
        guard let m = modelPath(ofPresented: q) else { return items[q.item - target.item] }
        return snapshot[m]
    }

    /// The model path of the item presented at layout path `q` outside the block; nil inside
    /// it. - Complexity: O(k).
    func modelPath(ofPresented q: ItemPath) -> ItemPath? {
        let k = items.count, target = self.target
        if q.section == target.section, q.item >= target.item, q.item < target.item + k { return nil }
        var m = q.item
        if q.section == target.section, q.item >= target.item + k { m -= k }
        for s in controller.sources where s.section == q.section {
            if s.item <= m { m += 1 } else { break }
        }
        return ItemPath(q.section, m)
    }

    /// The layout path at which the item at model path `p` is presented. - Complexity: O(k).
    func presentedPath(ofModel p: ItemPath) -> ItemPath {
        let sources = controller.sources, target = self.target
        if let j = sources.firstIndex(of: p) { return ItemPath(target.section, target.item + j) }
        var i = p.item - sources.filter { $0.section == p.section && $0.item < p.item }.count
        if p.section == target.section, i >= target.item { i += items.count }
        return ItemPath(p.section, i)
    }
}

/// An exchange transaction: the caught item and the value controller.
struct ExchangeDrag<ItemID: Hashable & Sendable>: Sendable {
    var pointer: DragPointer
    var item: ItemID
    var controller: ExchangeController
    /// True while the caught item is swapped into another view of a ``CollectionViewGroup``:
    /// not in this model, its origin holding the other view's item.
    var swappedAway = false
}

/// The drag in progress: each kind carries its own state. The collection view drives it.
enum DragSession<ItemID: Hashable & Sendable>: Sendable {
    case move(MoveDrag<ItemID>)
    case exchange(ExchangeDrag<ItemID>)

    var pointer: DragPointer {
        get {
            switch self {
            case .move(let m): return m.pointer
            case .exchange(let e): return e.pointer
            }
        }
        set {
            switch self {
            case .move(var m):
                m.pointer = newValue
                self = .move(m)
            case .exchange(var e):
                e.pointer = newValue
                self = .exchange(e)
            }
        }
    }

    /// The dragged identities (the grabbed one first for an exchange).
    var items: [ItemID] {
        switch self {
        case .move(let m): return m.items
        case .exchange(let e): return [e.item]
        }
    }

    /// Where a keyboard drag stands — the move's target, the caught item's current place — to
    /// tell a keyboard step from none.
    var stepMark: ItemPath? {
        switch self {
        case .move(let m): return m.target
        case .exchange(let e): return e.controller.current
        }
    }

    var move: MoveDrag<ItemID>? {
        if case .move(let m) = self { return m }
        return nil
    }

    var exchange: ExchangeDrag<ItemID>? {
        if case .exchange(let e) = self { return e }
        return nil
    }
}

extension DragSession {
    /// What the display list shows for this drag at `time`. A movement hides the lifted cells in
    /// their slots and shows a snapshot (scale 1.1 over 0.2 s ease-out, labelled "Ada +2" for
    /// several items) following the finger; an exchange hides the caught cell, dims the
    /// `displaced` item and shows its snapshot with `exchangeLook` in `style`'s gray.
    func presentation(at time: Double, label: (ItemID) -> String, displaced: ItemID?,
                      exchangeLook: (scale: Double, alpha: Double), style: ExchangeStyle) -> DragPresentation<ItemID> {
        var p = DragPresentation<ItemID>()
        let d = pointer
        let frame = Rect(origin: Point(x: d.pointer.x - d.grabOffset.x, y: d.pointer.y - d.grabOffset.y), size: d.size)
        switch self {
        case .move(let m):
            p.hiddenSet = Set(m.items)
            p.hidden = m.items.first
            let lift = TimingCurve.easeOut.value(at: min(1, max(0, (time - d.beganAt) / 0.2)))
            let first = m.items.first.map(label) ?? ""
            let text = m.items.count > 1 ? "\(first) +\(m.items.count - 1)" : first
            p.snapshot = DragSnapshot(items: m.items, label: text, frame: frame, alpha: 1, scale: 1 + 0.1 * lift, backgroundGray: nil)
        case .exchange(let e):
            p.hidden = e.item
            if let displaced {
                p.dimmed = displaced
                p.dimAlpha = style.displacedAlpha
            }
            p.snapshot = DragSnapshot(items: [e.item], label: label(e.item), frame: frame, alpha: exchangeLook.alpha,
                                      scale: exchangeLook.scale, backgroundGray: style.snapshotBackgroundGray)
        }
        return p
    }
}

/// Frame overrides and markers a drag adds to the display list.
struct DragPresentation<ItemID: Hashable & Sendable> {
    var frames: [ItemID: Rect] = [:]
    var hidden: ItemID?
    var hiddenSet: Set<ItemID> = []
    var dimmed: ItemID?
    var dimAlpha = 1.0
    var snapshot: DragSnapshot<ItemID>?
    var extraPaths: [ItemID: ItemPath] = [:]
}

extension DragSession {
    /// The item an exchange displaces now (shown dimmed) in the view's model `snapshot`, which
    /// holds the live swap: the item at the origin once the caught item left it; nil otherwise.
    func displacedItem<SectionID>(in snapshot: SectionedSnapshot<SectionID, ItemID>) -> ItemID? {
        guard let e = exchange, e.controller.displaced != nil || e.swappedAway, let origin = e.controller.origin else { return nil }
        return snapshot[origin]
    }

    /// The owner's order under the view's model `snapshot`: an exchange's live swap undone
    /// (the owner has not committed it); a movement's model is already the owner's.
    /// - Complexity: O(1), O(n) for the copy during an exchange.
    func committed<SectionID>(_ snapshot: SectionedSnapshot<SectionID, ItemID>) -> SectionedSnapshot<SectionID, ItemID> {
        guard let e = exchange, let o = e.controller.origin else { return snapshot }
        var committed = snapshot
        if e.swappedAway {
            // The other view's item at the origin is not the owner's: the caught item is.
            do { _ = try committed.delete(at: o); try committed.insert(e.item, at: o) } catch {
                preconditionFailure("an exchange's origin \(o) outside the model: \(error)")
            }
            return committed
        }
        guard let d = e.controller.displaced else { return snapshot }
        do { try committed.exchange(o, d) } catch {
            preconditionFailure("an exchange's origin \(o) and partner \(d) outside the model: \(error)")
        }
        return committed
    }
}
