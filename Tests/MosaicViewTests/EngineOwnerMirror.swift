import Testing
import MosaicCore
@testable import MosaicView

/// An owner that keeps its own copy of the order from what the view tells it — the committed
/// move and exchange notifications, deletions, and the typed edits of undo and redo — and
/// replaces it on `apply(_:)`, as an app persisting to a store does. If the view ever reports
/// a path that is not valid at that moment, the copy drifts from `view.snapshot`.
final class EngineOwnerMirror {
    private(set) var sections: [[String]]
    /// The edits received from undo and redo, in order.
    private(set) var undoEdits: [[CollectionEdit]] = []
    private(set) var redoEdits: [[CollectionEdit]] = []
    /// Every problem met applying a notification (a path outside the copy).
    private(set) var problems: [String] = []
    private unowned let view: CollectionView<Int, String>

    init(_ h: EngineHarness) {
        view = h.view
        sections = h.sections
        var d = h.view.delegate
        d.moveItem = { [unowned self] from, to in apply(.move(from: from, to: to)) }
        d.moveItems = { [unowned self] from, to in
            apply(.rearrange(from: from, to: (0..<from.count).map { ItemPath(to.section, to.item + $0) }))
        }
        d.didExchangeItems = { [unowned self] a, b in apply(.exchange(a, b)) }
        // A multi-item deletion reports each path as it was before; the copy drops them all on
        // the last report (paths are checked against the copy, which still has them).
        d.didDeleteItem = { [unowned self] p in pendingDeletes.append(p); flushDeletesIfDone() }
        d.didUndo = { [unowned self] edits in undoEdits.append(edits); edits.forEach(apply) }
        d.didRedo = { [unowned self] edits in redoEdits.append(edits); edits.forEach(apply) }
        h.view.delegate = d
    }

    private var pendingDeletes: [ItemPath] = []

    private func flushDeletesIfDone() {
        // Deleted items are gone from the view's model once the reports start.
        let expected = sections.flatMap { $0 }.count - view.snapshot.numberOfItems
        guard pendingDeletes.count == expected else { return }
        apply(.delete(pendingDeletes.sorted()))
        pendingDeletes = []
    }

    /// The owner's own `apply`: a new order it decided.
    func replace(with new: [[String]]) { sections = new }

    private func valid(_ p: ItemPath, end: Bool = false) -> Bool {
        sections.indices.contains(p.section) && p.item >= 0 && p.item < sections[p.section].count + (end ? 1 : 0)
    }

    func apply(_ edit: CollectionEdit) {
        switch edit {
        case .move(let from, let to):
            guard valid(from) else { return problems.append("move from \(from) outside \(sections)") }
            let item = sections[from.section].remove(at: from.item)
            guard valid(to, end: true) else { return problems.append("move to \(to) outside \(sections)") }
            sections[to.section].insert(item, at: to.item)
        case .rearrange(let from, let to):
            guard from.allSatisfy({ valid($0) }) else { return problems.append("rearrange from \(from) outside \(sections)") }
            let items = from.map { sections[$0.section][$0.item] }
            for p in from.sorted(by: >) { sections[p.section].remove(at: p.item) }
            for (p, item) in zip(to, items).sorted(by: { $0.0 < $1.0 }) {
                guard valid(p, end: true) else { return problems.append("rearrange to \(p) outside \(sections)") }
                sections[p.section].insert(item, at: p.item)
            }
        case .exchange(let a, let b):
            guard valid(a), valid(b) else { return problems.append("exchange \(a) \(b) outside \(sections)") }
            let x = sections[a.section][a.item]
            sections[a.section][a.item] = sections[b.section][b.item]
            sections[b.section][b.item] = x
        case .delete(let paths):
            guard paths.allSatisfy({ valid($0) }) else { return problems.append("delete \(paths) outside \(sections)") }
            for p in paths.sorted(by: >) { sections[p.section].remove(at: p.item) }
        case .insert(let paths):
            for p in paths.sorted() {
                guard let item = view.snapshot[p], valid(p, end: true) else {
                    return problems.append("insert at \(p) outside \(sections)")
                }
                sections[p.section].insert(item, at: p.item)
            }
        }
    }
}

extension EngineHarness {
    /// The owner replaces the model (`apply(_:)`, not animated).
    func apply(_ sections: [[String]]) throws {
        let snapshot = try SectionedSnapshot<Int, String>(sections: sections.enumerated().map { ($0.offset, $0.element) })
        view.apply(snapshot, animated: false)
    }

    /// Moves the item at `from` into the slot of the item now at `slot` with the interactive
    /// movement API (the pointer at the slot's centre), then drops; the slot must be visible.
    func dragMove(from: ItemPath, toSlotOf slot: ItemPath, at t: Double) {
        advance(to: t)
        view.beginInteractiveMovementForItem(at: from)
        advance(to: t + 0.1)
        if let f = layoutFrame(slot) { view.updateInteractiveMovementTargetPosition(Point(x: f.midX, y: f.midY)) }
        advance(to: t + 0.2)
        view.endInteractiveMovement()
        advance(to: t + 0.6)
    }
}
