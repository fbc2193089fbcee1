import MosaicCore

/// Lending the model to an owner's in-place edit (``CollectionView/updateSnapshot(animated:sizeForNewItem:_:)``),
/// as transitions of ``loan``: `held` → ``lendSnapshot()`` → `lent` → ``takeBack(_:threw:)`` →
/// `held`; when the recording answers, ``planApplying(lent:update:displayed:animating:sizeForNewItem:)`` enters `applying` (the items displayed before)
/// until ``install(_:sizes:)`` puts the new model in, back to `held`. The view takes an edit back
/// with ``takeBack(_:displayed:animating:sizeForNewItem:)`` (or ``takeBack(afterThrow:sizeForNewItem:)``),
/// which take these steps and leave the view only the outcome to perform (``LoanOutcome``).
///
/// While lent, the state's snapshot is a hollow sharing the recording (same sections, no items):
/// the invariants do not hold and nothing may read the model (``heldSnapshot`` stops with a message).
extension CollectionState {
    /// What the view does with a snapshot an edit gave back (``takeBack(_:threw:)``).
    enum LoanReturn {
        /// The recording answers: apply this update of the lent snapshot (``ApplyPlan``),
        /// O(changes) before the layout data.
        case recorded(SnapshotUpdate<SectionID, ItemID>)
        /// The old model is back in place: the recording stopped (a section edit, edits in too
        /// many places, reloads by identity) or cannot answer, so the edited snapshot is applied
        /// as an edited copy, through the diff — or, after a throw, dropped.
        case restored
        /// The owner assigned another snapshot to the lent one: the old model is unknown, the
        /// edited snapshot is taken as it is (``adopt(_:sizeForNewItem:)``).
        case adopt
    }

    /// The model, which must be held (not lent to an edit: calling into the view from the
    /// edit is a programming error, stopped here with the reason).
    var heldSnapshot: SectionedSnapshot<SectionID, ItemID> {
        precondition(!loan.isLent, "the view's snapshot is lent to an updateSnapshot edit: do not call into the view from it")
        return snapshot
    }

    /// Whether the model may be lent: it is the untouched state of the last apply (a recording
    /// base) and no drag depends on it. - Complexity: O(1).
    var canLend: Bool { drag == nil && !loan.isLent && snapshot.isRecordingBase }

    /// Lends the model's items (`held` → `lent`), leaving a hollow that shares the recording,
    /// so the edit changes them in place with no copy. Requires ``canLend``.
    /// - Complexity: O(sections).
    mutating func lendSnapshot() -> SectionedSnapshot<SectionID, ItemID> {
        precondition(canLend, "lendSnapshot: only a held, unedited recording base with no drag may be lent")
        loan = .lent
        return snapshot.lendItems()
    }

    /// Takes the lent snapshot back from the edit (`lent` → `held`) and says how to apply it
    /// (``LoanReturn``); after a throw (`threw`) the old model is restored whenever it is known.
    /// - Complexity: O(1) when the recording answers; O(n) to rebuild the old model otherwise.
    mutating func takeBack(_ lent: inout SectionedSnapshot<SectionID, ItemID>, threw: Bool) -> LoanReturn {
        precondition(loan.isLent, "takeBack: nothing is lent")
        loan = .held
        let stopped = lent.endLending()
        if !threw, stopped == nil, let update = lent.recordedUpdate(from: snapshot) { return .recorded(update) }
        guard let base = stopped ?? lent.recordedBase() else { return .adopt }
        snapshot = base
        return .restored
    }

    /// What an owner's edit of the lent model comes to, once taken back
    /// (``takeBack(_:displayed:animating:sizeForNewItem:)``).
    enum LoanOutcome {
        /// The recording answered: the view applies the edited snapshot by this plan, the state
        /// `applying` until ``install(_:sizes:)``.
        case planned(ApplyPlan<SectionID, ItemID>)
        /// The old model is back in place: the view applies the edited snapshot as an edited copy.
        case restored
        /// The owner assigned another snapshot to the lent one: it is the model now, adopted
        /// without animation (``adopt(_:sizeForNewItem:)``).
        case adopted
    }

    /// Takes the lent snapshot back from an edit that returned (``takeBack(_:threw:)``) and takes
    /// the state's own steps: a recorded update is planned against the items `displayed` before
    /// the loan and the `animating` ones, asked only then
    /// (``planApplying(lent:update:displayed:animating:sizeForNewItem:)``); an assigned snapshot
    /// is adopted. The view performs the rest.
    /// - Complexity: ``takeBack(_:threw:)``'s, plus the plan's or the adoption's.
    mutating func takeBack(_ lent: inout SectionedSnapshot<SectionID, ItemID>, displayed: [ItemPath: ItemID],
                           animating: @autoclosure () -> [ItemID], sizeForNewItem: (ItemID) -> Size) -> LoanOutcome {
        switch takeBack(&lent, threw: false) {
        case .recorded(let update):
            return .planned(planApplying(lent: lent, update: update, displayed: displayed, animating: animating(),
                                         sizeForNewItem: sizeForNewItem))
        case .restored: return .restored
        case .adopt:
            adopt(lent, sizeForNewItem: sizeForNewItem)
            return .adopted
        }
    }

    /// Takes the lent snapshot back from an edit that threw: the old model is restored whenever
    /// it is known; otherwise (the owner assigned another snapshot first) that one is adopted.
    /// - Complexity: O(1), or O(n) to rebuild the old model or to adopt.
    mutating func takeBack(afterThrow lent: inout SectionedSnapshot<SectionID, ItemID>, sizeForNewItem: (ItemID) -> Size) {
        if case .adopt = takeBack(&lent, threw: true) { adopt(lent, sizeForNewItem: sizeForNewItem) }
    }

    /// Plans the apply of a lent snapshot given back with its recorded `update` (``ApplyPlan/init(lent:update:hollow:oldLayout:animating:sizeForNewItem:)``,
    /// against the hollow and layout held now) and enters `applying`: until ``install(_:sizes:)``
    /// the cells are answered from `displayed`, the items displayed before the loan.
    /// - Complexity: the plan's, O(changes + animating) plus the new items' sizes.
    mutating func planApplying(lent: SectionedSnapshot<SectionID, ItemID>, update: SnapshotUpdate<SectionID, ItemID>,
                               displayed: [ItemPath: ItemID], animating: [ItemID],
                               sizeForNewItem: (ItemID) -> Size) -> ApplyPlan<SectionID, ItemID> {
        precondition(!loan.isLent, "planApplying: take the lent snapshot back first")
        let plan = ApplyPlan(lent: lent, update: update, hollow: snapshot, oldLayout: layout, animating: animating, sizeForNewItem: sizeForNewItem)
        loan = .applying(displayed: displayed)
        return plan
    }

    /// Puts `new` in as the model and ends a loan: its reload marks are cleared and a new
    /// recording starts (the next edited copy applies from its edits); the layout is given
    /// `sizes` (nil: a uniform flow, told only the counts), which must match `new`'s counts.
    /// - Complexity: O(n) for the layout data, O(sections) in a uniform flow.
    mutating func install(_ new: SectionedSnapshot<SectionID, ItemID>, sizes: [[Size]]?) {
        snapshot = new
        loan = .held
        snapshot.clearReloadedItems()
        snapshot.recordEdits()
        if let sizes { layout.reload(sizes: sizes) } else { layout.flow?.reload(itemCounts: new.itemCounts) }
    }

    /// Takes `new` as the model without animation, the old one being unknown (the owner assigned
    /// it to the lent snapshot): every item gets `sizeForNewItem`, except in a uniform flow; the
    /// selection, anchor, focus and highlight forget the items it lacks. - Complexity: O(n).
    mutating func adopt(_ new: SectionedSnapshot<SectionID, ItemID>, sizeForNewItem: (ItemID) -> Size) {
        install(new, sizes: layout.flow?.uniformItemSize != nil ? nil : new.sections.map { $0.1.map(sizeForNewItem) })
        forgetItemsNotInModel()
        assertInvariants(after: "adopting a snapshot whose old state is unknown")
    }

    /// The items displayed in `rect` (content coordinates), by layout path: during a movement
    /// the lifted block at its target; during the apply of a lent snapshot, the items displayed
    /// before (``displayedItem(at:move:)``). - Complexity: O(d) for the d cells in `rect`.
    func displayedItems(in rect: Rect) -> [ItemPath: ItemID] {
        var displayed: [ItemPath: ItemID] = [:]
        let move = drag?.move
        for attrs in layout.attributes(in: rect) where attrs.kind == .cell {
            if let item = displayedItem(at: attrs.path, move: move) { displayed[attrs.path] = item }
        }
        return displayed
    }
}
