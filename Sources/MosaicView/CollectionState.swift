import MosaicCore
import MosaicInteraction

/// The collection view's model state as one value: the model (a sectioned snapshot), the layout
/// kept in step with it, the interaction mode, the selection and its anchor, the keyboard focus,
/// the pressed highlight and the drag in progress.
///
/// `CollectionView` owns one and changes it; every change ends in a state that satisfies these
/// invariants, checked with `assert` where the view changes it (``assertInvariants(after:)``)
/// and by the tests after every step of a random stream of actions:
///
/// 1. **Layout counts.** The layout has exactly the item counts it presents: the model's counts
///    when nothing is lifted; during an interactive movement the lifted block (k items) is
///    presented contiguously at the movement's target, so the layout has the model's counts
///    minus each lifted item in its source section, plus k in the target's section
///    (``presentedItemCounts``). An exchange changes the model live, so the counts are the
///    model's throughout.
/// 2. **Selection.** Every selected item is in the model, and none is selected twice.
/// 3. **Anchor, focus, highlight.** Each is nil or an item in the model.
/// 4. **At most one drag** (one optional ``DragSession``), and it is about items in the model:
///    a movement's lifted items are distinct, in model order, each at its source path, and its
///    target leaves room for the block in the presented counts; an exchange's item is in the model.
struct CollectionState<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The model.
    var snapshot: SectionedSnapshot<SectionID, ItemID> { didSet { revision &+= 1 } }
    /// The layout, with the presented item counts (invariant 1).
    var layout: AnyLayout { didSet { revision &+= 1 } }
    /// Counts the writes to the model and the layout (any write, even one leaving them equal;
    /// in place, O(1)): a display list built at one revision is stale at another.
    var revision: UInt64 = 0
    /// What a long press does.
    var mode: InteractionMode
    /// The selected items, in the order they were selected.
    var selection: [ItemID] = []
    /// The item a shift+click or shift+arrow extends the selection from.
    var selectionAnchor: ItemID?
    /// The keyboard focus, by identity.
    var focused: ItemID?
    /// Whether the view has the keyboard focus (the focus ring shows only then).
    var hasKeyboardFocus = true
    /// The item shown pressed.
    var highlighted: ItemID?
    /// The drag in progress, if any.
    var drag: DragSession<ItemID>?
    /// Where the model is during an owner's in-place edit: held, lent to the edit, or being
    /// applied from it (``lendSnapshot()``).
    var loan = SnapshotLoan<ItemID>.held

    /// The item counts the layout presents: the model's, except during an interactive movement,
    /// where the lifted block sits at its target instead of at its sources. - Complexity: O(sections + k).
    var presentedItemCounts: [Int] {
        var counts = snapshot.itemCounts
        guard let move = drag?.move else { return counts }
        for source in move.controller.sources where counts.indices.contains(source.section) {
            counts[source.section] -= 1
        }
        let target = move.target
        if counts.indices.contains(target.section) { counts[target.section] += move.items.count }
        return counts
    }

    /// Every invariant this state breaks, each in words (what was found, what was expected);
    /// empty when the state is consistent.
    /// - Complexity: O(sections + selected + lifted items).
    func invariantViolations() -> [String] {
        var found: [String] = []
        let presented = presentedItemCounts
        if layout.itemCounts != presented {
            found.append("the layout has item counts \(layout.itemCounts), expected \(presented)"
                         + (drag?.move != nil ? " (the model's \(snapshot.itemCounts) with the lifted block at its target)" : " (the model's)"))
        }
        var seen = Set<ItemID>()
        for item in selection {
            if !snapshot.contains(item) { found.append("selected item \(item) is not in the model") }
            if !seen.insert(item).inserted { found.append("item \(item) is selected twice") }
        }
        for (role, item) in [("selection anchor", selectionAnchor), ("focused item", focused), ("highlighted item", highlighted)] {
            if let item, !snapshot.contains(item) { found.append("the \(role) \(item) is not in the model") }
        }
        switch drag {
        case .move(let m)?: found += moveViolations(m, presented: presented)
        case .exchange(let e)?:
            if !snapshot.contains(e.item), !e.swappedAway { found.append("the exchanged item \(e.item) is not in the model") }
            if !e.controller.isInTransaction { found.append("an exchange drag whose controller has no transaction") }
        case nil: break
        }
        return found
    }

    /// Checks the invariants (debug builds): a violation is a programming error, reported with
    /// what broke (``invariantViolations()``) and `after` what change.
    func assertInvariants(after change: @autoclosure () -> String) {
        assert(invariantViolations().isEmpty, "after \(change()): " + invariantViolations().joined(separator: "; "))
    }

    private func moveViolations(_ m: MoveDrag<ItemID>, presented: [Int]) -> [String] {
        var found: [String] = []
        let sources = m.controller.sources
        guard m.controller.isMoving, !m.items.isEmpty else { return ["a movement with no lifted item"] }
        guard sources.count == m.items.count else {
            return ["a movement lifts \(m.items.count) items from \(sources.count) source paths"]
        }
        if Set(m.items).count != m.items.count { found.append("a movement lifts an item twice: \(m.items)") }
        if sources != sources.sorted() { found.append("the lifted items' sources \(sources) are not in model order") }
        for (item, source) in zip(m.items, sources) where snapshot[source] != item {
            found.append("lifted item \(item) is not at its source \(source) in the model (found \(snapshot[source].map { "\($0)" } ?? "nothing"))")
        }
        let t = m.target
        if !presented.indices.contains(t.section) || t.item < 0 || t.item + m.items.count > presented[t.section] {
            found.append("the movement's target \(t) leaves no room for \(m.items.count) lifted items in the presented counts \(presented)")
        }
        return found
    }

    /// Whether a mode switch began or ended editing (the edit background fades in or out).
    enum EditingChange: Equatable {
        case began, ended
    }

    /// Switches the interaction mode (the view ends a drag in progress first); an item shown
    /// pressed is no longer. - Returns: whether editing began or ended; nil when it did neither.
    /// - Complexity: O(1).
    mutating func switchMode(to newMode: InteractionMode) -> EditingChange? {
        let change: EditingChange? = mode == newMode || (mode != .edit && newMode != .edit) ? nil : newMode == .edit ? .began : .ended
        mode = newMode
        highlighted = nil
        return change
    }

    /// Forgets selected, anchored, focused and highlighted items that are no longer in the model
    /// (after an update or a deletion). - Complexity: O(selected).
    mutating func forgetItemsNotInModel() {
        let model = snapshot
        selection.removeAll { !model.contains($0) }
        if let a = selectionAnchor, !model.contains(a) { selectionAnchor = nil }
        if let f = focused, !model.contains(f) { focused = nil }
        if let h = highlighted, !model.contains(h) { highlighted = nil }
    }
}

extension CollectionState {
    /// The state of a new view over `snapshot` in `mode`: `layout` is given the view's
    /// `containerSize`, then checked against the snapshot, so invariant 1 holds from the start.
    /// - Throws: the layout's ``AnyLayout/validationError(itemCounts:)`` (other item counts, a
    ///   NaN or infinite frame or size, no cells).
    init(snapshot: SectionedSnapshot<SectionID, ItemID>, layout: AnyLayout, containerSize: Size, mode: InteractionMode) throws {
        var layout = layout
        layout.setContainerSize(containerSize)
        if let problem = layout.validationError(itemCounts: snapshot.itemCounts) { throw problem }
        self.init(snapshot: snapshot, layout: layout, mode: mode)
    }

    /// The selected items' paths in the model, in reading order. - Complexity: O(n).
    var selectedPaths: [ItemPath] {
        guard !selection.isEmpty else { return [] }
        let wanted = Set(selection)
        var result: [ItemPath] = []
        for s in 0..<snapshot.numberOfSections {
            for (i, item) in snapshot.items(inSection: s).enumerated() where wanted.contains(item) { result.append(ItemPath(s, i)) }
        }
        return result
    }

    /// The model's items from `a` to `b` (either order), both included, in reading order.
    /// - Complexity: O(items in the range + sections).
    func items(inReadingOrderFrom a: ItemPath, to b: ItemPath) -> [ItemID] {
        let (lo, hi) = a <= b ? (a, b) : (b, a)
        var range: [ItemID] = []
        for s in lo.section...hi.section where s < snapshot.numberOfSections {
            let items = snapshot.items(inSection: s)
            let start = s == lo.section ? lo.item : 0
            let stop = s == hi.section ? hi.item : items.count - 1
            if start <= stop, stop < items.count { range.append(contentsOf: items[start...stop]) }
        }
        return range
    }
}
